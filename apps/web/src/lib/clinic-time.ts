import { formatSlotTime } from '@clinic/shared/slots';
import { localDateOf, localMinutesOf } from '@clinic/shared/time-zone';

// Fixed English names: every ICU build prints the same.
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '2026-03-12' -> 'Thursday, 12 March 2026'; anything else is shown as given. */
export function formatLongDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  const month = MONTHS[m - 1];
  if (!weekday || !month) return date;
  return `${weekday}, ${d} ${month} ${y}`;
}

/** The local date of an instant in the clinic's zone, like formatLongDate. */
export function formatClinicDate(instant: string, timeZone: string): string {
  return formatLongDate(localDateOf(new Date(instant), timeZone));
}

/** '2026-03-12T03:30:00Z' in Asia/Kolkata -> '09:00 AM'. */
export function formatClinicTime(instant: string, timeZone: string): string {
  return formatSlotTime(localMinutesOf(new Date(instant), timeZone));
}
