import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERRORS } from '../errors.ts';
import { EN_ERROR_CODES, EN_ERROR_MESSAGES, EN_ERROR_TEMPLATES } from './en/errors.ts';
import { EN_SMS } from './en/sms.ts';
import { HI_ERROR_CODES, HI_ERROR_MESSAGES, HI_ERROR_TEMPLATES } from './hi/errors.ts';
import { HI_SMS } from './hi/sms.ts';
import { hindiOf, languageOfAcceptLanguage, localizeErrorMessage } from './server.ts';

const DEVANAGARI = /[\u0900-\u097F]/;

describe('languageOfAcceptLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['hi', 'hi'],
    ['hi-IN', 'hi'],
    ['HI-in', 'hi'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['en;q=0.9, hi;q=0.8', 'en'],
    ['en;q=0.8, hi;q=0.9', 'hi'],
    ['en-GB;q=0.5, hi-IN', 'hi'],
    ['hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7', 'hi'],
    ['fr, de;q=0.9', 'en'],
    ['fr, hi;q=0.1', 'hi'],
    ['hi;q=0', 'en'],
    ['hi;q=0, *', 'en'],
    ['*', 'en'],
    ['hi, en', 'hi'],
    ['en, hi', 'en'],
    ['hi;q=2, en;q=0.5', 'en'],
    ['hi;q=abc', 'en'],
    ['hi ; q=0.7 , en ; q=0.6', 'hi'],
  ] as const)('%j -> %s', (header, expected) => {
    expect(languageOfAcceptLanguage(header)).toBe(expected);
  });
});

describe('the error catalogue', () => {
  it('gives every error code an English and a Hindi form', () => {
    for (const code of ERROR_CODES) {
      expect(EN_ERROR_CODES[code], code).toBe(ERRORS[code].message);
      expect(HI_ERROR_CODES[code], code).toMatch(DEVANAGARI);
      expect(HI_ERROR_CODES[code], code).not.toBe(EN_ERROR_CODES[code]);
    }
    expect(Object.keys(HI_ERROR_CODES).sort()).toEqual([...ERROR_CODES].sort());
  });

  it('gives every other message and template a Hindi form, and nothing extra', () => {
    expect(Object.keys(HI_ERROR_MESSAGES).sort()).toEqual(Object.keys(EN_ERROR_MESSAGES).sort());
    for (const [key, english] of Object.entries(EN_ERROR_MESSAGES)) {
      const hindi = HI_ERROR_MESSAGES[key as keyof typeof HI_ERROR_MESSAGES];
      expect(english.length, key).toBeGreaterThan(3);
      expect(hindi, key).toMatch(DEVANAGARI);
    }
    expect(Object.keys(HI_ERROR_TEMPLATES).sort()).toEqual(Object.keys(EN_ERROR_TEMPLATES).sort());
  });

  it('translates one English text one way, wherever it is declared', () => {
    const seen = new Map<string, string>();
    const pairs: [string, string][] = [
      ...ERROR_CODES.map((c) => [EN_ERROR_CODES[c], HI_ERROR_CODES[c]] as [string, string]),
      ...Object.entries(EN_ERROR_MESSAGES).map(
        ([k, en]) =>
          [en, HI_ERROR_MESSAGES[k as keyof typeof HI_ERROR_MESSAGES]] as [string, string],
      ),
    ];
    for (const [en, hi] of pairs) {
      if (seen.has(en)) expect(hi, en).toBe(seen.get(en));
      else seen.set(en, hi);
      expect(hindiOf(en), en).toBe(seen.get(en));
    }
  });

  it('keeps English exactly as thrown and falls back to the code’s Hindi default', () => {
    expect(localizeErrorMessage('en', 'NOT_FOUND', 'Anything at all')).toBe('Anything at all');
    expect(localizeErrorMessage('hi', 'NOT_FOUND', 'Anything at all')).toBe(
      HI_ERROR_CODES.NOT_FOUND,
    );
    const t = { key: 'otpResendWaitSeconds' as const, args: [7] as [number] };
    expect(
      localizeErrorMessage(
        'hi',
        'OTP_RESEND_TOO_SOON',
        EN_ERROR_TEMPLATES.otpResendWaitSeconds(7),
        t,
      ),
    ).toBe(HI_ERROR_TEMPLATES.otpResendWaitSeconds(7));
  });
});

describe('the SMS catalogue', () => {
  it('has the same keys in both languages and Hindi texts in Hindi', () => {
    expect(Object.keys(HI_SMS).sort()).toEqual(Object.keys(EN_SMS).sort());
    const facts = { publicId: 1234, doctorName: 'Dr. Asha Menon', when: 'W' };
    const booked = {
      ...facts,
      where: 'Clinic',
      advancePaid: '₹250',
      arriveMinutesEarly: 10,
      calendarFileUrl: 'https://x/c.ics',
    };
    for (const text of [
      HI_SMS.booked(booked),
      HI_SMS.requested(booked),
      HI_SMS.reminder({ ...facts, where: null }),
      HI_SMS.confirmed(facts),
      HI_SMS.cancelled({ ...facts, reason: 'Leave' }),
      HI_SMS.refund('₹250', 1234, 'rf_1'),
      HI_SMS.waitlistOffer('Dr. Asha Menon', 'W', 'https://x/w'),
      HI_SMS.otp('123456', 'BOOKING'),
    ]) {
      expect(text).toMatch(DEVANAGARI);
    }
    // Values are kept as given: the number, the amount and the link.
    expect(HI_SMS.booked(booked)).toContain('#1234');
    expect(HI_SMS.booked(booked)).toContain('₹250');
    expect(HI_SMS.booked(booked)).toContain('https://x/c.ics');
    expect(HI_SMS.otp('123456', 'LOGIN')).toMatch(/^123456 /);
  });

  it('says in English exactly what the server said before', () => {
    const facts = { publicId: 7, doctorName: 'Dr. A', when: 'Thu, 12 Mar 2026, 11:00 am' };
    expect(
      EN_SMS.booked({
        ...facts,
        where: 'C, Addr, City',
        advancePaid: '₹250',
        arriveMinutesEarly: 10,
        calendarFileUrl: 'https://x/c.ics',
      }),
    ).toBe(
      'Your appointment #7 with Dr. A is booked for Thu, 12 Mar 2026, 11:00 am. C, Addr, City. Advance paid: ₹250. Please arrive 10 minutes early. Add to calendar: https://x/c.ics',
    );
    expect(EN_SMS.reminder({ ...facts, where: 'Online consultation' })).toBe(
      'Reminder: your appointment #7 with Dr. A is tomorrow, Thu, 12 Mar 2026, 11:00 am. Online consultation.',
    );
    expect(EN_SMS.cancelled({ ...facts, reason: 'Conference' })).toBe(
      'Your appointment #7 with Dr. A on Thu, 12 Mar 2026, 11:00 am has been cancelled by the clinic. Reason: Conference.',
    );
  });
});

// Every refusal the server throws names a catalogued constant (or a template),
// never a string literal the Hindi catalogue cannot know.
describe('the server’s refusals', () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
  function* sources(dir: string): Generator<string> {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) yield* sources(full);
      else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) yield full;
    }
  }
  const HELPERS =
    /\b(?:badRequest|unauthorized|forbidden|notFound|conflict|payloadTooLarge|unsupportedMediaType|tooManyRequests|invalidTransition)\(\s*(['"`])/g;
  const APP_ERROR = /\bnew AppError\(\s*'[A-Z_]+',\s*(['"`])/g;

  it('are never string literals', () => {
    const literal: string[] = [];
    let files = 0;
    for (const file of sources(path.join(root, 'apps/server/src'))) {
      if (file.includes(`${path.sep}seed${path.sep}`)) continue;
      files++;
      const text = readFileSync(file, 'utf8');
      for (const pattern of [HELPERS, APP_ERROR]) {
        for (const m of text.matchAll(pattern)) {
          literal.push(`${path.relative(root, file)}: ${text.slice(m.index, m.index + 80)}`);
        }
      }
    }
    expect(files).toBeGreaterThan(50);
    expect(literal).toEqual([]);
  });
});
