// The schedule screen's days, dates, times and form messages in the language shown.
// English keeps lib/clinic-time.ts's words ('Thursday, 12 March 2026', '09:00 AM');
// other languages write them through the format helpers (lib/i18n/format.ts). The
// shared schemas' messages stay English and are translated here, at display time.
import { useTranslation } from 'react-i18next';
import { API_TEXTS } from '@clinic/shared/api-texts';
import { SCHEDULE_ERRORS } from '@clinic/shared/schedule';
import { localDateOf, localMinutesOf } from '@clinic/shared/time-zone';
import { formatClinicDate, formatClinicTime, formatLongDate } from '@/lib/clinic-time';
import { useFormat } from '@/lib/i18n/format';
import { formatMinutes } from '@/lib/portal-display';

const ERROR_KEYS = {
  slotMinutes: SCHEDULE_ERRORS.slotMinutes,
  minNotice: SCHEDULE_ERRORS.minNotice,
  horizon: SCHEDULE_ERRORS.horizon,
  timeOffOrder: SCHEDULE_ERRORS.timeOffOrder,
  timeOffPast: SCHEDULE_ERRORS.timeOffPast,
  timeOffTooLong: SCHEDULE_ERRORS.timeOffTooLong,
  closingAfterOpening: API_TEXTS.closingAfterOpening,
  shiftsOverlap: API_TEXTS.shiftsOverlap,
  timesHhmm: API_TEXTS.timesHhmm,
} as const;
const KEY_OF = new Map(
  Object.entries(ERROR_KEYS).map(([key, text]) => [text as string, key as keyof typeof ERROR_KEYS]),
);

/** 'MONDAY' -> a date that was that weekday (5 January 2026 was a Monday). */
const DAY_INDEX: Record<string, number> = {
  MONDAY: 0,
  TUESDAY: 1,
  WEDNESDAY: 2,
  THURSDAY: 3,
  FRIDAY: 4,
  SATURDAY: 5,
  SUNDAY: 6,
};

export function useScheduleText() {
  const { t } = useTranslation('schedule');
  const f = useFormat();
  const english = f.language === 'en';
  const weekday = new Intl.DateTimeFormat(f.locale, { weekday: 'long', timeZone: 'UTC' });
  return {
    /** 'MONDAY' -> 'Monday' / 'सोमवार'. */
    dayName: (day: string) =>
      english || DAY_INDEX[day] === undefined
        ? day.charAt(0) + day.slice(1).toLowerCase()
        : weekday.format(new Date(Date.UTC(2026, 0, 5 + DAY_INDEX[day]!))),
    longDate: (date: string) => (english ? formatLongDate(date) : f.date(date, 'longWithWeekday')),
    clinicDate: (instant: string, timeZone: string) =>
      english
        ? formatClinicDate(instant, timeZone)
        : f.date(localDateOf(new Date(instant), timeZone), 'longWithWeekday'),
    clinicTime: (instant: string, timeZone: string) =>
      english
        ? formatClinicTime(instant, timeZone)
        : formatMinutes(localMinutesOf(new Date(instant), timeZone), f.language),
    /** A schema's or the server's message in the language shown. */
    message: (message: string | undefined) => {
      if (message === undefined) return undefined;
      const key = KEY_OF.get(message);
      return key ? t(`errors.${key}`) : message;
    },
  };
}
