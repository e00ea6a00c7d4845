// The calendar's month, day and weekday names in the language shown. English keeps
// the screen's own words (month-grid.ts: 'March 2026', 'Thursday, 12 March 2026');
// other languages write them through Intl in their locale (lib/i18n/format.ts).
import { WEEKDAYS } from '@clinic/shared/constants';
import { useFormat } from '@/lib/i18n/format';
import { longDate, monthTitle } from './month-grid';

const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${JSON.stringify(options)}`;
  let out = formats.get(key);
  if (!out)
    formats.set(key, (out = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' })));
  return out;
}

/** 4 January 2026 was a Sunday: WEEKDAYS[i] falls on the 4th + i. */
const weekdayDate = (index: number) => new Date(Date.UTC(2026, 0, 4 + index));

export function useCalendarText() {
  const f = useFormat();
  const english = f.language === 'en';
  return {
    /** '2026-03' -> 'March 2026' / 'मार्च 2026'. */
    monthTitle: (month: string) =>
      english
        ? monthTitle(month)
        : format(f.locale, { month: 'long', year: 'numeric' }).format(
            new Date(`${month}-01T00:00:00Z`),
          ),
    /** '2026-03-12' -> 'Thursday, 12 March 2026' / 'गुरुवार, 12 मार्च 2026'. */
    longDate: (date: string) => (english ? longDate(date) : f.date(date, 'longWithWeekday')),
    /** Sunday first: the full name and its short form. */
    weekdays: WEEKDAYS.map((weekday, index) =>
      english
        ? { key: weekday, long: weekday, short: weekday.slice(0, 3) }
        : {
            key: weekday,
            long: format(f.locale, { weekday: 'long' }).format(weekdayDate(index)),
            short: format(f.locale, { weekday: 'short' }).format(weekdayDate(index)),
          },
    ),
  };
}
