import { LOCALES } from '@clinic/shared/i18n/languages';
import { useFormat } from '@/lib/i18n/format';
import type { Language } from '@/lib/i18n';

const DATE_OPTIONS: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
};
const DATES = new Map<Language, Intl.DateTimeFormat>();

/** '2025-10-17T09:06:51Z' -> '17 Oct 2025'; '' for a missing or unreadable date. */
export function formatDate(iso: string | null | undefined, language: Language = 'en'): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  let format = DATES.get(language);
  if (!format)
    DATES.set(language, (format = new Intl.DateTimeFormat(LOCALES[language], DATE_OPTIONS)));
  return format.format(date);
}

/** formatDate in the language shown now. */
export function useFormatDate(): (iso: string | null | undefined) => string {
  const { language } = useFormat();
  return (iso) => formatDate(iso, language);
}

/** '+919876543210' -> '+91 98765 43210'; anything else as given. */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const match = /^\+91(\d{5})(\d{5})$/.exec(phone);
  return match ? `+91 ${match[1]} ${match[2]}` : phone;
}

/** 845 -> '845 B', 20480 -> '20 KB', 1572864 -> '1.5 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}
