// The one registry of the web client's own fallback texts: every endpoint's
// `fallbackError` (lib/api-client.ts), which an ApiError carries in English when
// the server gave no text, by the catalogue key that holds it. A screen shows such
// a text in the language of the page by this key (hooks/use-api-error-text.ts);
// no feature keeps its own English-to-key map for them.
//
// Each source is a place in an English catalogue that holds client fallbacks: a
// subtree (portal `fallbacks`) or one key (schedule `saveFailed`), with the
// constant the catalogue references there, so the English is written once. The
// test (api-fallback-registry.test.ts) checks that each source is exactly what the
// English catalogue holds there, that every endpoint's fallback is registered, and
// that one English text has one Hindi text wherever it is held. The catalogues are
// not imported here: the web loads them one language and namespace at a time
// (lib/i18n), and this chunk carries only the fallbacks.
// Loaded on demand through lib/api-fallbacks.ts.
import { BILLING_TEXTS } from '@clinic/shared/billing-texts';
import { CALENDAR_FEED_TEXTS } from '@clinic/shared/calendar-feed';
import { CLIENT_FALLBACKS as F } from '@clinic/shared/client-fallbacks';
import { DOCTOR_PAGE_TEXTS } from '@clinic/shared/doctor-page';
import type { Namespace } from '@clinic/shared/i18n/namespaces';
import { ADMIN_TEXTS, CONSULT_TEXTS, PORTAL_TEXTS, PROFILE_TEXTS } from '@clinic/shared/messages';
import { PATIENT_MESSAGES } from '@clinic/shared/patients';
import { PROFILE_TEXTS as PRACTICE_TEXTS } from '@clinic/shared/practice-profile';
import { TICKET_TEXTS } from '@clinic/shared/tickets';
import { API_ERROR_TEXTS } from './api-error';
import type { ApiFallbackRegistry, ApiFallbackTextKey } from './api-fallbacks';

/** A text, or an object of texts (a catalogue's subtree). */
export type FallbackTexts = string | { readonly [key: string]: FallbackTexts };

/** Namespace, dotted path in it, and what the English catalogue holds there. */
export type FallbackSource = readonly [Namespace, string, FallbackTexts];

export const FALLBACK_SOURCES: readonly FallbackSource[] = [
  // Every screen's: the default, 'Network error', 'No token found', the spec's per-call ones.
  ['common', 'apiErrors', API_ERROR_TEXTS],
  // The doctor's portal and the admin area.
  ['portal', 'fallbacks', PORTAL_TEXTS.fallbacks],
  ['portal', 'waitlist.loadFailed', F.waitlist.portal],
  ['portal', 'calendarFeed.loadFailed', CALENDAR_FEED_TEXTS.loadFailed],
  ['portal', 'calendarFeed.regenerateFailed', CALENDAR_FEED_TEXTS.regenerateFailed],
  ['profile', 'fallbacks', PROFILE_TEXTS.fallbacks],
  ['profile', 'card.photoUnreadable', PRACTICE_TEXTS.photoUnreadable],
  ['onboarding', 'validation.photoUnreadable', PRACTICE_TEXTS.photoUnreadable],
  ['admin', 'fallbacks', ADMIN_TEXTS.fallbacks],
  ['billing', 'fallbacks', BILLING_TEXTS.fallbacks],
  ['help', 'fallbacks', TICKET_TEXTS.fallbacks],
  ['patients', 'list.loadFailed', PATIENT_MESSAGES.loadFailed],
  ['patients', 'details.loadFailed', PATIENT_MESSAGES.loadPatientFailed],
  ['patients', 'details.fileFailed', PATIENT_MESSAGES.fileFailed],
  ['patients', 'details.notes.saveFailed', PATIENT_MESSAGES.saveNoteFailed],
  ['patients', 'details.labReports.uploadFailed', PATIENT_MESSAGES.uploadFailed],
  ['patients', 'details.labReports.removeFailed', PATIENT_MESSAGES.removeFailed],
  ['schedule', 'loadScheduleFailed', F.schedule.loadSchedule],
  ['schedule', 'saveFailed', F.schedule.saveSchedule],
  ['schedule', 'loadTimeOffFailed', F.schedule.loadTimeOff],
  ['schedule', 'addFailed', F.schedule.addTimeOff],
  ['schedule', 'removeFailed', F.schedule.removeTimeOff],
  ['schedule', 'cancelFailed', F.schedule.cancelAppointments],
  ['ratings', 'loadFailed', F.ratings.load],
  ['ratings', 'saveFailed', F.ratings.saveReply],
  ['ratings', 'removeFailed', F.ratings.removeReply],
  ['auth', 'forgot.resetFailed', F.resetPassword],
  // The patient's screens and the public pages.
  ['booking', 'slots.loadFailed', F.slots],
  ['search', 'slots.loadFailed', F.slots],
  ['search', 'stories.failed', F.stories],
  ['doctor', 'loadFailed', DOCTOR_PAGE_TEXTS.loadFailed],
  ['booking', 'myAppointments.loadFailed', F.myAppointments.load],
  ['booking', 'myAppointments.cancelFailed', F.myAppointments.cancel],
  ['booking', 'myAppointments.moveFailed', F.myAppointments.move],
  ['booking', 'waitlist.joinFailed', F.waitlist.join],
  ['booking', 'waitlist.linkFailed', F.waitlist.link],
  ['booking', 'waitlist.leaveFailed', F.waitlist.leave],
  ['booking', 'waitlist.bookFailed', F.waitlist.book],
  ['booking', 'review.openFailed', F.review.open],
  ['booking', 'review.sendFailed', F.review.send],
  ['booking', 'consult.loadFailed', CONSULT_TEXTS.loadFailed],
];

/** English text -> its catalogue keys, in the order of `sources`. */
export function buildApiFallbackRegistry(sources: readonly FallbackSource[]): ApiFallbackRegistry {
  const registry = new Map<string, ApiFallbackTextKey[]>();
  const add = (ns: Namespace, key: string, texts: FallbackTexts) => {
    if (typeof texts === 'string') {
      const keys = registry.get(texts) ?? [];
      keys.push({ ns, key });
      registry.set(texts, keys);
      return;
    }
    for (const [inner, value] of Object.entries(texts)) add(ns, `${key}.${inner}`, value);
  };
  for (const [ns, path, texts] of sources) add(ns, path, texts);
  return registry;
}

export const API_FALLBACK_REGISTRY = buildApiFallbackRegistry(FALLBACK_SOURCES);
