// The tests' languages: an i18next instance with every catalogue of every
// language at hand (so screens render at once, as in the browser after the
// catalogues loaded), and a missing key throws instead of showing the key.
import { CATALOGUES } from '@clinic/shared/i18n/catalogues';
import { LANGUAGES } from '@clinic/shared/i18n/languages';
import { NAMESPACES } from '@clinic/shared/i18n/namespaces';
import type { Resource } from 'i18next';
import { startI18n, type I18n, type Language } from '@/lib/i18n';

const RESOURCES = CATALOGUES as unknown as Resource;

/** A ready instance in `language` (English unless a test asks for Hindi). */
export function createTestI18n(language: Language = 'en'): I18n {
  const { i18n } = startI18n(language, NAMESPACES, { resources: RESOURCES, strict: true });
  if (!i18n.isInitialized) throw new Error('the test i18n instance did not initialise at once');
  return i18n;
}

export { LANGUAGES };

/** A raw key on screen, as i18next shows a key it cannot find: 'search:results.count'. */
export const RAW_KEY = new RegExp(`\\b(?:${NAMESPACES.join('|')}):[\\w.]+`);

/**
 * An instant's time of day as hi-IN's own Intl writes it ('05:00 pm' in current ICU),
 * made here and not by the code under test: what Hindi screens show a time as.
 */
export function hiInTime(instant: string, timeZone = 'Asia/Kolkata'): string {
  return new Intl.DateTimeFormat('hi-IN', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
    timeZone,
  }).format(new Date(instant));
}
