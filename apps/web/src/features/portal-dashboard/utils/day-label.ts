import { addDays, localDateOf } from '@clinic/shared/time-zone';

/**
 * 'today' or 'tomorrow' when the appointment starts on that date in the clinic's zone,
 * else 'other' (the screen then shows its date).
 */
export function appointmentDay(
  item: { startTime: string },
  now: Date,
  timeZone: string,
): 'today' | 'tomorrow' | 'other' {
  const day = localDateOf(new Date(item.startTime), timeZone);
  const today = localDateOf(now, timeZone);
  if (day === today) return 'today';
  if (day === addDays(today, 1)) return 'tomorrow';
  return 'other';
}
