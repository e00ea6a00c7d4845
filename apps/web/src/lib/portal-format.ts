// The portal's patient dates and ages in the language shown (issue 14): English as
// the spec writes them ('15 Jan 2025', '34 Yrs'), Hindi through Intl and the
// `patients` catalogue ('15 जन॰ 2025', '34 वर्ष').
import { useTranslation } from 'react-i18next';
import { displayDate } from '@clinic/shared/portal';
import { useFormat } from './i18n/format';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** displayDate's '15 Jan 2025' -> '2025-01-15'; null for any other text. */
export function isoOfDisplayDate(text: string): string | null {
  const m = /^(\d{1,2}) ([A-Z][a-z]{2}) (\d{4})$/.exec(text.trim());
  const month = m ? MONTHS.indexOf(m[2] as string) : -1;
  if (!m || month < 0) return null;
  return `${m[3]}-${String(month + 1).padStart(2, '0')}-${(m[1] as string).padStart(2, '0')}`;
}

/**
 * A calendar date, 'YYYY-MM-DD' or the server's '15 Jan 2025': English as
 * displayDate writes it, Hindi in Intl's medium style; anything else as given.
 */
export function useDisplayDate(): (date: string) => string {
  const f = useFormat();
  return (date) => {
    const iso = ISO_DATE.test(date) ? date : isoOfDisplayDate(date);
    if (!iso) return date;
    return f.language === 'en' ? displayDate(iso) : f.date(iso, 'medium');
  };
}

/**
 * An age in years, a number or the server's '34 Yrs': ageLabel's '34 Yrs' in
 * English, '34 वर्ष' in Hindi; '—' for none, other text as given.
 */
export function useAgeLabel(): (age: number | string | null) => string {
  const { t } = useTranslation('patients');
  return (age) => {
    if (age === null) return '—';
    const years = typeof age === 'number' ? age : Number(/^(\d+) Yrs?$/.exec(age.trim())?.[1]);
    return Number.isInteger(years) ? t('age', { count: years }) : String(age);
  };
}
