// The doctor portal's dates and times in the language shown. The API prints them in
// the clinic's zone and the spec's English ('12 Mar 2026', '09:00 AM',
// '09:00 AM - 09:30 AM'); English shows them as printed, other languages read them
// back and write them again through the format helpers (lib/i18n/format.ts), so the
// clinic's zone is kept without knowing it here.
import { formatDate, formatInstantTime, useFormat, type DateStyle } from '@/lib/i18n/format';
import type { Language } from '@/lib/i18n';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DISPLAY_DATE_RE = /^(\d{1,2}) ([A-Z][a-z]{2}) (\d{4})$/;
const DISPLAY_TIME_RE = /^(\d{1,2}):(\d{2}) ?(AM|PM)$/i;

/** '12 Mar 2026' -> '2026-03-12'; null when it is not in that form. */
export function parseDisplayDate(text: string): string | null {
  const match = DISPLAY_DATE_RE.exec(text.trim());
  if (!match) return null;
  const month = MONTHS.indexOf(match[2]!);
  if (month < 0) return null;
  return `${match[3]}-${String(month + 1).padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
}

/** '09:00 AM' -> minutes since midnight; null when it is not in that form. */
export function parseDisplayTime(text: string): number | null {
  const match = DISPLAY_TIME_RE.exec(text.trim());
  if (!match) return null;
  const hour = (Number(match[1]) % 12) + (match[3]!.toUpperCase() === 'PM' ? 12 : 0);
  return hour * 60 + Number(match[2]);
}

/** Minutes since midnight as a time of day in `language` ('09:30 am'). */
export function formatMinutes(minutes: number, language: Language): string {
  return formatInstantTime(new Date(Date.UTC(2000, 0, 1, 0, minutes)), 'UTC', language);
}

/** A printed date in `language`; as printed in English or when it cannot be read. */
export function displayDateIn(text: string, language: Language, style: DateStyle = 'medium') {
  if (language === 'en') return text;
  const iso = parseDisplayDate(text);
  return iso ? formatDate(iso, language, style) : text;
}

/** A printed time ('09:00 AM') or range ('09:00 AM - 09:30 AM') in `language`. */
export function displayTimeIn(text: string, language: Language) {
  if (language === 'en') return text;
  return text
    .split(' - ')
    .map((part) => {
      const minutes = parseDisplayTime(part);
      return minutes === null ? part : formatMinutes(minutes, language);
    })
    .join(' - ');
}

/** The portal's printed dates and times, bound to the language shown now. */
export function usePortalDisplay() {
  const { language } = useFormat();
  return {
    language,
    date: (text: string, style?: DateStyle) => displayDateIn(text, language, style),
    time: (text: string) => displayTimeIn(text, language),
  };
}
