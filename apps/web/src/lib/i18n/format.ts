// Dates, times, numbers and rupees in the visitor's language, through Intl
// with en-IN or hi-IN (issue 14). Formatters are made once per locale and options.
import { useTranslation } from 'react-i18next';
import { LOCALES } from '@clinic/shared/i18n/languages';
import { languageOf, type Language } from './index';

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(language: Language, options: Intl.NumberFormatOptions) {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(LOCALES[language], options)));
  return format;
}

function dateFormat(language: Language, options: Intl.DateTimeFormatOptions) {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(LOCALES[language], options)));
  return format;
}

/** 12345 -> '12,345' (en-IN and hi-IN group by lakh: 1,23,456). */
export function formatNumber(value: number, language: Language): string {
  return numberFormat(language, {}).format(value);
}

/** Whole or fractional rupees -> '₹1,100' / '₹1,100.50'. */
export function formatRupees(rupees: number, language: Language): string {
  return numberFormat(language, {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: Number.isInteger(rupees) ? 0 : 2,
    maximumFractionDigits: Number.isInteger(rupees) ? 0 : 2,
  }).format(rupees);
}

/** Paise (the database's integers) -> rupees text, as formatRupees. */
export function formatPaise(paise: number, language: Language): string {
  return formatRupees(paise / 100, language);
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date 'YYYY-MM-DD' as UTC midnight, so the formatted day never shifts with the zone. */
function utcDate(date: string): Date | null {
  const match = DATE_RE.exec(date);
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

export type DateStyle = 'long' | 'longWithWeekday' | 'medium' | 'short';

const DATE_STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  /** '3 September 2026' / '3 सितंबर 2026' */
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  /** 'Thursday, 3 September 2026' / 'गुरुवार, 3 सितंबर 2026' */
  longWithWeekday: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** '3 Sept 2026' / '3 सित॰ 2026' */
  medium: { day: 'numeric', month: 'short', year: 'numeric' },
  /** 'Thu, 3 Sept' / 'गुरु, 3 सित॰' */
  short: { weekday: 'short', day: 'numeric', month: 'short' },
};

/** A calendar date 'YYYY-MM-DD' in words; anything else is shown as given. */
export function formatDate(date: string, language: Language, style: DateStyle = 'long'): string {
  const at = utcDate(date);
  if (!at) return date;
  return dateFormat(language, { ...DATE_STYLES[style], timeZone: 'UTC' }).format(at);
}

/** 'YYYY-MM-DD' -> 'dd-mm-yyyy', the form every date text input shows in both languages. */
export function formatDateInput(date: string): string {
  const match = DATE_RE.exec(date);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : date;
}

/** An instant's date in a time zone (the clinic's), in words. */
export function formatInstantDate(
  instant: string | Date,
  timeZone: string,
  language: Language,
  style: DateStyle = 'long',
): string {
  return dateFormat(language, { ...DATE_STYLES[style], timeZone }).format(new Date(instant));
}

/**
 * An instant's time of day in a time zone (the clinic's): the spec's '09:00 AM' in
 * English, hi-IN's own form in Hindi ('09:00 am' with Latin digits). en-IN's Intl
 * says '09:00 am', so English upper-cases the day period and keeps a plain space.
 */
export function formatInstantTime(
  instant: string | Date,
  timeZone: string,
  language: Language,
): string {
  const parts = dateFormat(language, {
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
    timeZone,
  }).formatToParts(new Date(instant));
  if (language !== 'en') return parts.map((part) => part.value).join('');
  return parts
    .map(({ type, value }) =>
      type === 'dayPeriod'
        ? value.toUpperCase()
        : type === 'literal'
          ? value.replace(/\s+/gu, ' ')
          : value,
    )
    .join('');
}

/** The formatters bound to the language shown now; screens re-render when it changes. */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = languageOf(i18n);
  return {
    language,
    locale: LOCALES[language],
    number: (value: number) => formatNumber(value, language),
    rupees: (rupees: number) => formatRupees(rupees, language),
    paise: (paise: number) => formatPaise(paise, language),
    date: (date: string, style?: DateStyle) => formatDate(date, language, style),
    instantDate: (instant: string | Date, timeZone: string, style?: DateStyle) =>
      formatInstantDate(instant, timeZone, language, style),
    instantTime: (instant: string | Date, timeZone: string) =>
      formatInstantTime(instant, timeZone, language),
  };
}
