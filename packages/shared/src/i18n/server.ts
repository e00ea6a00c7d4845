// The server's side of the languages (issue 14): which language a request
// prefers (its Accept-Language, q-values weighed), and an API error message in
// that language. English is the default and stays exactly the English constants.
import type { ErrorCode } from '../errors.ts';
import {
  EN_ERROR_CODES,
  EN_ERROR_MESSAGES,
  EN_ERROR_TEMPLATES,
  type ErrorTemplateArgs,
  type ErrorTemplateKey,
} from './en/errors.ts';
import { EN_SMS, type SmsCatalogue } from './en/sms.ts';
import { HI_ERROR_CODES, HI_ERROR_MESSAGES, HI_ERROR_TEMPLATES } from './hi/errors.ts';
import { HI_SMS } from './hi/sms.ts';

export type ApiLanguage = 'en' | 'hi';
export const API_LANGUAGES: readonly ApiLanguage[] = ['en', 'hi'];

export function isApiLanguage(value: unknown): value is ApiLanguage {
  return value === 'en' || value === 'hi';
}

/**
 * The language an Accept-Language header prefers (RFC 9110 section 12.5.4):
 * the supported language with the highest q ('hi', 'hi-IN' and any 'hi-*' are
 * Hindi; 'en' and 'en-*' English; '*' any language, taken as English). Equal q
 * keeps the header's order; q=0 refuses; an unreadable q drops that entry.
 * Nothing supported, or no header: English.
 */
export function languageOfAcceptLanguage(
  header: string | readonly string[] | undefined,
): ApiLanguage {
  if (header === undefined) return 'en';
  const text = typeof header === 'string' ? header : header.join(',');
  /** Each language's weight and where it first stood; '*' for the languages not named. */
  const weights = new Map<ApiLanguage | '*', { q: number; at: number }>();
  text.split(',').forEach((part, at) => {
    const [rawTag = '', ...params] = part.split(';');
    const tag = rawTag.trim().toLowerCase();
    let q = 1;
    for (const param of params) {
      const [name = '', value = ''] = param.split('=').map((s) => s.trim());
      if (name.toLowerCase() !== 'q') continue;
      // RFC 9110 qvalue: 0 to 1, at most three decimals; anything else drops the entry.
      q = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? Number(value) : Number.NaN;
    }
    if (!tag || Number.isNaN(q)) return;
    const primary = tag.split('-')[0];
    const key = tag === '*' ? '*' : primary === 'hi' ? 'hi' : primary === 'en' ? 'en' : null;
    if (!key) return;
    const seen = weights.get(key);
    if (!seen || q > seen.q) weights.set(key, { q, at: seen?.at ?? at });
  });
  let best: ApiLanguage = 'en';
  let bestWeight: { q: number; at: number } | undefined;
  for (const language of API_LANGUAGES) {
    const w = weights.get(language) ?? weights.get('*');
    if (!w || w.q <= 0) continue;
    if (!bestWeight || w.q > bestWeight.q || (w.q === bestWeight.q && w.at < bestWeight.at)) {
      best = language;
      bestWeight = w;
    }
  }
  return best;
}

/** English text -> Hindi, from the two catalogues (the code defaults and the other messages). */
const HINDI_BY_ENGLISH: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  for (const [code, english] of Object.entries(EN_ERROR_CODES)) {
    map.set(english, HI_ERROR_CODES[code as ErrorCode]);
  }
  for (const [key, english] of Object.entries(EN_ERROR_MESSAGES)) {
    if (!map.has(english))
      map.set(english, HI_ERROR_MESSAGES[key as keyof typeof EN_ERROR_MESSAGES]);
  }
  return map;
})();

/** The Hindi form of an English message, when the catalogue has it. */
export function hindiOf(english: string): string | undefined {
  return HINDI_BY_ENGLISH.get(english);
}

/** A message with values, as the server throws it: its template and arguments. */
export interface TemplatedMessage<K extends ErrorTemplateKey = ErrorTemplateKey> {
  key: K;
  args: ErrorTemplateArgs<K>;
}

export function englishOfTemplate<K extends ErrorTemplateKey>(t: TemplatedMessage<K>): string {
  return (EN_ERROR_TEMPLATES[t.key] as (...a: ErrorTemplateArgs<K>) => string)(...t.args);
}

export function hindiOfTemplate<K extends ErrorTemplateKey>(t: TemplatedMessage<K>): string {
  return (HI_ERROR_TEMPLATES[t.key] as (...a: ErrorTemplateArgs<K>) => string)(...t.args);
}

/**
 * An API error's message in `language`. English: the message as thrown. Hindi:
 * the template's Hindi form when it was thrown with one, else the catalogue's
 * form of the text, else (a message outside the catalogue, such as a
 * framework's own wording) the Hindi default of its code.
 */
export function localizeErrorMessage(
  language: ApiLanguage,
  code: ErrorCode,
  message: string,
  template?: TemplatedMessage,
): string {
  if (language === 'en') return message;
  if (template && englishOfTemplate(template) === message) return hindiOfTemplate(template);
  return hindiOf(message) ?? HI_ERROR_CODES[code];
}

/** The SMS and email texts to a patient in `language` (the booking's, or the request's for an OTP). */
export function smsTexts(language: ApiLanguage): SmsCatalogue {
  return language === 'hi' ? HI_SMS : EN_SMS;
}

/** An appointment's start as its messages say it, in the clinic's zone and the message's language. */
export function messageWhen(start: Date, timeZone: string, language: ApiLanguage): string {
  return new Intl.DateTimeFormat(smsTexts(language).locale, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  }).format(start);
}
