import { addDays, localDateOf, weekdayOfDate } from '@clinic/shared/time-zone';
import { DAYS_OF_WEEK } from '@clinic/shared/constants';

export const MONTH_NAMES = [
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
] as const;

const MONTH_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;

export interface GridDay {
  /** YYYY-MM-DD. */
  date: string;
  /** Day of the month, 1-31. */
  day: number;
  /** False for the days of the previous and next month that fill the first and last week. */
  inMonth: boolean;
}

/** '2026-03' when valid, else null. */
export function parseMonth(value: string | null | undefined): string | null {
  return value && MONTH_RE.test(value) ? value : null;
}

/** The month (YYYY-MM) of an instant in a zone. */
export function monthOf(now: Date, timeZone: string): string {
  return localDateOf(now, timeZone).slice(0, 7);
}

/** shiftMonth('2026-12', 1) -> '2027-01'; shiftMonth('2026-01', -1) -> '2025-12'. */
export function shiftMonth(month: string, delta: number): string {
  const [year = 1970, m = 1] = month.split('-').map(Number);
  const index = year * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** '2026-03' -> 'March 2026'. */
export function monthTitle(month: string): string {
  const [year, m = 1] = month.split('-').map(Number);
  return `${MONTH_NAMES[m - 1]} ${year}`;
}

/** '2026-03-12' -> 'Thursday, 12 March 2026'. */
export function longDate(date: string): string {
  const [year, m = 1, d] = date.split('-').map(Number);
  const weekday = weekdayOfDate(date);
  return `${weekday.charAt(0)}${weekday.slice(1).toLowerCase()}, ${d} ${MONTH_NAMES[m - 1]} ${year}`;
}

/**
 * The weeks shown for a month, Sunday first: from the Sunday on or before the 1st to
 * the Saturday on or after the last day. March 2026 starts on a Sunday and ends on a
 * Tuesday: 5 weeks, 1 March to 4 April.
 */
export function monthGrid(month: string): GridDay[][] {
  const first = `${month}-01`;
  const start = addDays(first, -DAYS_OF_WEEK.indexOf(weekdayOfDate(first)));
  const next = `${shiftMonth(month, 1)}-01`;
  const last = addDays(next, -1);
  const end = addDays(last, 6 - DAYS_OF_WEEK.indexOf(weekdayOfDate(last)));
  const weeks: GridDay[][] = [];
  for (let date = start; date <= end; date = addDays(date, 1)) {
    if (weeks.length === 0 || weeks[weeks.length - 1]!.length === 7) weeks.push([]);
    weeks[weeks.length - 1]!.push({
      date,
      day: Number(date.slice(8)),
      inMonth: date.startsWith(month),
    });
  }
  return weeks;
}
