import { addDays, localDateOf } from '@clinic/shared/time-zone';

/**
 * 'Today' or 'Tomorrow' when the appointment starts on that date in the clinic's zone,
 * else the date as the server printed it ('12 Mar 2026').
 */
export function appointmentDayLabel(
  item: { startTime: string; date: string },
  now: Date,
  timeZone: string,
): string {
  const day = localDateOf(new Date(item.startTime), timeZone);
  const today = localDateOf(now, timeZone);
  if (day === today) return 'Today';
  if (day === addDays(today, 1)) return 'Tomorrow';
  return item.date;
}
