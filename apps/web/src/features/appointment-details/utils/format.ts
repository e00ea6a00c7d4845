import { formatRupees } from '@clinic/shared/money';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 2048 -> '2 KB', 1572864 -> '1.5 MB'; a text such as '1.2 MB' is shown as given. */
export function formatFileSize(size: number | string | null | undefined): string {
  if (size === null || size === undefined) return '';
  if (typeof size === 'string') return size;
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${Math.round(size / 1024)} KB`;
  return `${(size / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}

/**
 * Rupees as '₹1,500'; a ready-made text is shown as given; nothing as '—'. `rupees`
 * writes a number in the language shown (useFormat().rupees); English by default.
 */
export function formatAmount(
  amount: number | string | null | undefined,
  rupees: (value: number) => string = (value) => formatRupees(Math.round(value * 100)),
): string {
  if (amount === null || amount === undefined || amount === '') return '—';
  if (typeof amount === 'string') return amount;
  return rupees(Math.round(amount * 100) / 100);
}

/**
 * '2026-03-12' or an ISO instant -> '12 Mar 2026' (instants in the browser's zone);
 * anything else ('Jan 2024', '12 Mar 2026') is shown as given.
 */
export function formatDisplayDate(value: string | null | undefined): string {
  if (!value) return '—';
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (dateOnly) {
    const [, y, m, d] = dateOnly;
    return `${Number(d)} ${MONTHS[Number(m) - 1]} ${y}`;
  }
  if (/^\d{4}-\d{2}-\d{2}T/.test(value)) {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) {
      return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
    }
  }
  return value;
}

/** The calendar day formatDisplayDate shows, as 'YYYY-MM-DD' (instants in the browser's zone); else null. */
export function isoDay(value: string | null | undefined): string | null {
  if (!value) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  if (/^\d{4}-\d{2}-\d{2}T/.test(value)) {
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) return null;
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  }
  return null;
}

/** '+919876543210' -> '+91 98765 43210'; other numbers are shown as given. */
export function formatPhone(phone: string): string {
  const match = /^\+91(\d{5})(\d{5})$/.exec(phone.replace(/\s/g, ''));
  return match ? `+91 ${match[1]} ${match[2]}` : phone;
}

/** A link the server may give relative to the site ('/consult/abc'), made absolute for display. */
export function absoluteUrl(url: string): string {
  try {
    return new URL(url, window.location.origin).href;
  } catch {
    return url;
  }
}
