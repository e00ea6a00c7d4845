// The one registry of the client's own fallback texts (issue 14): each of its
// sources is what the English catalogue holds there, every endpoint's
// `fallbackError` is registered, and one English text reads the same in Hindi
// wherever a catalogue holds it.
import { describe, expect, it } from 'vitest';
import { BILLING_TEXTS } from '@clinic/shared/billing-texts';
import { CALENDAR_FEED_TEXTS } from '@clinic/shared/calendar-feed';
import { CLIENT_FALLBACKS } from '@clinic/shared/client-fallbacks';
import { DOCTOR_PAGE_TEXTS } from '@clinic/shared/doctor-page';
import { CATALOGUES } from '@clinic/shared/i18n/catalogues';
import {
  ADMIN_TEXTS,
  CONSULT_TEXTS,
  FALLBACK_ERRORS,
  PORTAL_TEXTS,
  PROFILE_TEXTS,
} from '@clinic/shared/messages';
import { PATIENT_MESSAGES } from '@clinic/shared/patients';
import { PROFILE_TEXTS as PRACTICE_TEXTS } from '@clinic/shared/practice-profile';
import { TICKET_TEXTS } from '@clinic/shared/tickets';
import { RESET_PASSWORD_FALLBACK } from '@/features/auth/api/reset-password';
import { SLOTS_FALLBACK_ERROR as BOOKING_SLOTS } from '@/features/booking/api/get-booking-slots';
import { SLOTS_FALLBACK_ERROR as SEARCH_SLOTS } from '@/features/search/api/get-doctor-slots';
import { STORIES_FALLBACK_ERROR } from '@/features/search/api/get-doctor-stories';
import { PORTAL_WAITLIST_FALLBACK_ERROR } from '@/features/waitlist/api/waitlist-api';
import {
  API_FALLBACK_REGISTRY,
  buildApiFallbackRegistry,
  FALLBACK_SOURCES,
} from './api-fallback-registry';
import { DEFAULT_FALLBACK } from './api-error';

const at = (tree: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[key]
          : undefined,
      tree,
    );

const textIn = (language: 'en' | 'hi', ns: string, key: string) =>
  at(CATALOGUES[language][ns as keyof (typeof CATALOGUES)['en']], key);

/** Every string of a constant or subtree. */
function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(leaves);
}

describe('the registry of client fallbacks', () => {
  it('takes each source as the English catalogue holds it there', () => {
    for (const [ns, path, texts] of FALLBACK_SOURCES) {
      expect(textIn('en', ns, path), `${ns}:${path}`).toEqual(texts);
    }
  });

  it('names for every text keys whose English is that text and whose Hindi is Hindi', () => {
    expect(API_FALLBACK_REGISTRY.size).toBeGreaterThan(80);
    for (const [english, keys] of API_FALLBACK_REGISTRY) {
      expect(keys.length).toBeGreaterThan(0);
      for (const { ns, key } of keys) {
        expect(textIn('en', ns, key), `${ns}:${key}`).toBe(english);
        expect(textIn('hi', ns, key), `${ns}:${key}`).toMatch(/[\u0900-\u097F]/);
      }
    }
  });

  it('gives one English text one Hindi text, whichever key holds it', () => {
    for (const [english, keys] of API_FALLBACK_REGISTRY) {
      const hindi = new Set(keys.map(({ ns, key }) => textIn('hi', ns, key)));
      expect(
        [...hindi],
        `${english} (${keys.map((k) => `${k.ns}:${k.key}`).join(', ')})`,
      ).toHaveLength(1);
    }
  });

  it('sees two Hindi texts for one English text as a conflict (the check above can fail)', () => {
    const registry = buildApiFallbackRegistry([
      ['portal', 'fallbacks.openFile', PORTAL_TEXTS.fallbacks.openFile],
      ['portal', 'fallbacks.notes', PORTAL_TEXTS.fallbacks.openFile],
    ]);
    const keys = registry.get(PORTAL_TEXTS.fallbacks.openFile) ?? [];
    expect(keys).toEqual([
      { ns: 'portal', key: 'fallbacks.openFile' },
      { ns: 'portal', key: 'fallbacks.notes' },
    ]);
    expect(new Set(keys.map(({ ns, key }) => textIn('hi', ns, key))).size).toBe(2);
  });

  it('holds every fallback text the endpoints use', () => {
    const used = [
      DEFAULT_FALLBACK,
      ...leaves(FALLBACK_ERRORS),
      ...leaves(PORTAL_TEXTS.fallbacks),
      ...leaves(PROFILE_TEXTS.fallbacks),
      ...leaves(ADMIN_TEXTS.fallbacks),
      ...leaves(BILLING_TEXTS.fallbacks),
      ...leaves(TICKET_TEXTS.fallbacks),
      PRACTICE_TEXTS.photoUnreadable,
      PATIENT_MESSAGES.loadFailed,
      PATIENT_MESSAGES.loadPatientFailed,
      PATIENT_MESSAGES.fileFailed,
      PATIENT_MESSAGES.saveNoteFailed,
      PATIENT_MESSAGES.uploadFailed,
      PATIENT_MESSAGES.removeFailed,
      CONSULT_TEXTS.loadFailed,
      CALENDAR_FEED_TEXTS.loadFailed,
      CALENDAR_FEED_TEXTS.regenerateFailed,
      DOCTOR_PAGE_TEXTS.loadFailed,
      // The ones that were written where the endpoints are, now in client-fallbacks.ts.
      ...leaves(CLIENT_FALLBACKS),
      BOOKING_SLOTS,
      SEARCH_SLOTS,
      STORIES_FALLBACK_ERROR,
      RESET_PASSWORD_FALLBACK,
      PORTAL_WAITLIST_FALLBACK_ERROR,
    ];
    for (const text of used) expect(API_FALLBACK_REGISTRY.has(text), text).toBe(true);
  });
});

// What each constant an endpoint names may be (PROFILE_TEXTS is two modules' name).
const CONSTANTS: Record<string, readonly unknown[]> = {
  FALLBACK_ERRORS: [FALLBACK_ERRORS],
  PORTAL_TEXTS: [PORTAL_TEXTS],
  PROFILE_TEXTS: [PROFILE_TEXTS, PRACTICE_TEXTS],
  ADMIN_TEXTS: [ADMIN_TEXTS],
  BILLING_TEXTS: [BILLING_TEXTS],
  TICKET_TEXTS: [TICKET_TEXTS],
  PATIENT_MESSAGES: [PATIENT_MESSAGES],
  CONSULT_TEXTS: [CONSULT_TEXTS],
  CALENDAR_FEED_TEXTS: [CALENDAR_FEED_TEXTS],
  DOCTOR_PAGE_TEXTS: [DOCTOR_PAGE_TEXTS],
  CLIENT_FALLBACKS: [CLIENT_FALLBACKS],
  SLOTS_FALLBACK_ERROR: [BOOKING_SLOTS],
  STORIES_FALLBACK_ERROR: [STORIES_FALLBACK_ERROR],
  RESET_PASSWORD_FALLBACK: [RESET_PASSWORD_FALLBACK],
  PORTAL_WAITLIST_FALLBACK_ERROR: [PORTAL_WAITLIST_FALLBACK_ERROR],
};

/** The texts `expression` (CONSTANT.path, or CONSTANT.path[variable]) may be. */
function textsOf(expression: string): string[] {
  const match = /^([A-Z_]+)((?:\.\w+)*)(\[\w+\])?$/.exec(expression);
  if (!match) return [];
  const [, name = '', path = '', index] = match;
  return (CONSTANTS[name] ?? []).flatMap((root) => {
    const value = path ? at(root, path.slice(1)) : root;
    if (value === undefined) return [];
    // An index picks one of the subtree's texts: each must be registered.
    return index ? leaves(value) : typeof value === 'string' ? [value] : [];
  });
}

const SOURCE_FILES = import.meta.glob<string>(['/src/**/*.ts', '!/src/**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe("the endpoints' fallbackError", () => {
  // `fallbackError: X` in an endpoint's extraOptions, or documentFileQuery(build, X).
  const USES =
    /\bfallbackError:\s*([^,}\n]+?)\s*[,}\n]|\bdocumentFileQuery\(\s*build,\s*([^)]+?)\s*\)/g;
  const uses = Object.entries(SOURCE_FILES)
    // The client's own plumbing declares the option; it names no text.
    .filter(([file]) => !/\/lib\/(api-client|document-file-query)\.ts$/.test(file))
    .flatMap(([file, source]) =>
      [...source.matchAll(USES)].map((m) => ({ file, expression: (m[1] ?? m[2] ?? '').trim() })),
    );

  it('are found in the sources', () => {
    expect(uses.length).toBeGreaterThan(80);
  });

  it('each name a constant whose every text is registered (no English written at the endpoint)', () => {
    for (const { file, expression } of uses) {
      const texts = textsOf(expression);
      expect(
        texts.length,
        `${file}: fallbackError ${expression} is no known constant`,
      ).toBeGreaterThan(0);
      for (const text of texts)
        expect(API_FALLBACK_REGISTRY.has(text), `${file}: ${text}`).toBe(true);
    }
  });
});
