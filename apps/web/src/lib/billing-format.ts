// Dates and amounts as the billing screens show them (spec section 3: dates
// yyyy-mm-dd stored, shown dd-mm-yyyy; amounts with thousands separators).
import { isRealDate } from '@clinic/shared/dates';
import { LOCALES } from '@clinic/shared/i18n/languages';
import { formatRupees, useFormat } from './i18n/format';
import type { Language } from './i18n';

/** '2026-03-12' -> '12-03-2026'; anything else as given. */
export function toDayMonthYear(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : isoDate;
}

/** '12-03-2026' -> '2026-03-12'; null when it is not a real date in that form. */
export function fromDayMonthYear(text: string): string | null {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  return isRealDate(iso) ? iso : null;
}

/**
 * An amount in the clinic's currency with Indian digit grouping: (150000, 'INR')
 * -> '₹1,50,000'; (1500.5, 'SGD') -> 'SGD 1,500.50'. Paise or cents only when present.
 */
export function formatMoney(amount: number, currency = 'INR'): string {
  const whole = Number.isInteger(amount);
  const digits = amount.toLocaleString('en-IN', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  });
  const sign = amount < 0 ? '-' : '';
  const unsigned = digits.replace(/^-/, '');
  return currency === 'INR' ? `${sign}₹${unsigned}` : `${sign}${currency} ${unsigned}`;
}

/** formatMoney in a language: rupees through Intl (en-IN / hi-IN), another currency by its code. */
export function formatMoneyIn(amount: number, currency: string, language: Language): string {
  if (currency === 'INR') return formatRupees(amount, language);
  const fraction = Number.isInteger(amount) ? 0 : 2;
  const digits = Math.abs(amount).toLocaleString(LOCALES[language], {
    minimumFractionDigits: fraction,
    maximumFractionDigits: fraction,
  });
  return `${amount < 0 ? '-' : ''}${currency} ${digits}`;
}

/** formatMoney bound to the language shown now. */
export function useMoney(): (amount: number, currency?: string) => string {
  const { language } = useFormat();
  return (amount, currency = 'INR') => formatMoneyIn(amount, currency, language);
}
