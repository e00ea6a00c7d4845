const DATES = new Map<string, Intl.DateTimeFormat>();
const dateFormat = (locale: string) => {
  let format = DATES.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
    DATES.set(locale, format);
  }
  return format;
};

/**
 * '2025-10-17T09:06:51Z' -> '17 Oct 2025' ('17 अक्टू॰ 2025' in hi-IN, the locale shown:
 * useFormat().locale); '' for a missing or unreadable date.
 */
export function formatDate(iso: string | null | undefined, locale = 'en-IN'): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat(locale).format(date);
}

/** '+919876543210' -> '+91 98765 43210'; anything else as given. */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const match = /^\+91(\d{5})(\d{5})$/.exec(phone);
  return match ? `+91 ${match[1]} ${match[2]}` : phone;
}
