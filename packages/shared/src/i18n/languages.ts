// The languages of the web app (issue 14) and how a visitor's language is
// chosen: the `lang` cookie the language switch stores, else the browser's
// languages (Accept-Language on the server, navigator.languages in the
// browser), else English. Shared by the web app and the server's page render.

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie the language switch stores ('en' or 'hi'): path=/, one year, SameSite=Lax. */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The locale dates, times, numbers and rupees are formatted in. */
export const LOCALES: Readonly<Record<Language, string>> = { en: 'en-IN', hi: 'hi-IN' };

/** Each language named in itself, as the language switch shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', hi: 'हिन्दी' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** 'hi', 'hi-IN', 'HI-in' -> 'hi'; any other tag -> null. */
function languageOfTag(tag: string): Language | null {
  const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase();
  return isLanguage(primary) ? primary : null;
}

/**
 * The language of a list of the browser's preferred tags, best first: Hindi
 * when any of them is Hindi (a Hindi reader's browser often lists English
 * first), else English.
 */
export function languageOfPreferences(tags: readonly string[]): Language {
  return tags.some((tag) => languageOfTag(tag) === 'hi') ? 'hi' : DEFAULT_LANGUAGE;
}

/** The tags of an Accept-Language header that the visitor accepts (q > 0). */
export function acceptedLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  const tags: string[] = [];
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (!tag || tag === '*' || (q && Number(q.slice(2)) === 0)) continue;
    tags.push(tag);
  }
  return tags;
}

/** The value of the `lang` cookie in a Cookie header (or document.cookie), when it names a language. */
export function languageOfCookie(cookieHeader: string | undefined): Language | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq).trim() !== LANGUAGE_COOKIE) continue;
    const value = pair.slice(eq + 1).trim();
    if (isLanguage(value)) return value;
  }
  return null;
}

/** The language of a request: the `lang` cookie, else Accept-Language, else English. */
export function languageOfRequest(headers: {
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
}): Language {
  return (
    languageOfCookie(headers.cookie) ??
    languageOfPreferences(acceptedLanguageTags(headers.acceptLanguage))
  );
}
