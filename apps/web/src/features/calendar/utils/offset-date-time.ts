import {
  localMinutesOf,
  localMinutesToUtc,
  localMinutesToUtcForward,
  parseTimeOfDay,
  zoneOffsetMinutes,
} from '@clinic/shared/time-zone';

const pad = (n: number) => String(n).padStart(2, '0');

/** 330 -> '+05:30', -240 -> '-04:00', 0 -> '+00:00'. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * A date and a time typed in the Add Appointment dialog, sent in the spec's form
 * (YYYY-MM-DDTHH:MM:SS+HH:MM) with the CLINIC's offset on that day: the calendar
 * shows clinic time, so what the doctor types is clinic time too, wherever the
 * browser is. ('2026-03-12', '09:30', 'Asia/Kolkata') -> '2026-03-12T09:30:00+05:30'.
 * A time in a daylight-saving gap moves forward by the gap.
 */
export function toClinicOffsetDateTime(date: string, time: string, timeZone: string): string {
  const minutes = parseTimeOfDay(time);
  const instant =
    localMinutesToUtc(date, minutes, timeZone) ?? localMinutesToUtcForward(date, minutes, timeZone);
  const wall = localMinutesOf(instant, timeZone);
  return `${date}T${pad(Math.floor(wall / 60))}:${pad(wall % 60)}:00${formatOffset(zoneOffsetMinutes(instant, timeZone))}`;
}

/**
 * The same wall-clock time on another day in the clinic's zone, for moving a chip:
 * 09:00 on the 12th moved to the 14th -> '2026-03-14T09:00:00+05:30' in Asia/Kolkata.
 * Returns the text to send and the instant, or null when that time does not exist on
 * that day (a daylight-saving gap).
 */
export function sameTimeOnDay(
  startTime: string,
  date: string,
  timeZone: string,
): { text: string; instant: Date } | null {
  const minutes = localMinutesOf(new Date(startTime), timeZone);
  const instant = localMinutesToUtc(date, minutes, timeZone);
  if (!instant) return null;
  const text = `${date}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00${formatOffset(
    zoneOffsetMinutes(instant, timeZone),
  )}`;
  return { text, instant };
}
