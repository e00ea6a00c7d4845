// Clinic-time arithmetic for the seed. Every seeded clinic is in Asia/Kolkata,
// which has a fixed offset of +05:30 and no daylight saving (none since 1945),
// so a local day and minute map to an instant without a time-zone database.

export const CLINIC_TIME_ZONE = 'Asia/Kolkata';
const OFFSET_MS = 330 * 60_000;
export const DAY_MS = 86_400_000;
export const MINUTE_MS = 60_000;

/** Days since 1970-01-01 of the local (IST) calendar date of an instant. */
export function istDay(at: Date): number {
  return Math.floor((at.getTime() + OFFSET_MS) / DAY_MS);
}

/** Minutes since local midnight of an instant. */
export function istMinuteOfDay(at: Date): number {
  return Math.floor(((((at.getTime() + OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS) / MINUTE_MS);
}

/** The instant of a local day and minute. */
export function istInstant(day: number, minuteOfDay: number): Date {
  return new Date(day * DAY_MS + minuteOfDay * MINUTE_MS - OFFSET_MS);
}

/** 0 = Sunday ... 6 = Saturday (1970-01-01 was a Thursday). */
export function istWeekday(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** yyyy-mm-dd of a local day. */
export function istIsoDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** HH:MM:SS of a minute of the day, as the `time` column takes it. */
export function clock(minuteOfDay: number): string {
  const h = Math.floor(minuteOfDay / 60);
  const m = minuteOfDay % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00`;
}
