// Wall-clock <-> instant conversion for IANA zones with the built-in Intl API only.
// Every function is pure: the instant or the date is always an argument.
//
// Daylight saving (Europe/London, 2026):
// - spring forward, 29 Mar: 01:00 GMT jumps to 02:00 BST, so 01:00-01:59 local does not
//   exist. localToUtc('2026-03-29', '01:30', 'Europe/London') -> null.
// - fall back, 25 Oct: 02:00 BST goes back to 01:00 GMT, so 01:00-01:59 local happens
//   twice. The earlier instant wins: '01:30' -> 2026-10-25T00:30:00Z (BST), never 01:30Z.

import { DAYS_OF_WEEK, type DayOfWeek } from './constants.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
// 'HH:MM' or 'HH:MM:SS'; '24:00' is accepted as the end of the day.
const TIME_RE = /^(?:([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?|24:00(?::00)?)$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One cached formatter per zone; throws a RangeError for an unknown zone. */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The local wall clock of an instant, expressed as if it were UTC milliseconds.
 * 2026-03-11T03:30:00Z in Asia/Kolkata -> Date.UTC(2026, 2, 11, 9, 0) (09:00 local).
 */
const wallClockCache = new Map<string, number>();
const CACHE_LIMIT = 50_000;

function wallClockMs(instantMs: number, timeZone: string): number {
  // formatToParts costs microseconds; slot grids ask for the same instants over and over.
  const key = `${timeZone}|${instantMs}`;
  const hit = wallClockCache.get(key);
  if (hit !== undefined) return hit;
  const value = computeWallClockMs(instantMs, timeZone);
  if (wallClockCache.size >= CACHE_LIMIT) wallClockCache.clear();
  wallClockCache.set(key, value);
  return value;
}

function computeWallClockMs(instantMs: number, timeZone: string): number {
  const part: Record<string, number> = {};
  for (const { type, value } of formatterFor(timeZone).formatToParts(new Date(instantMs))) {
    if (type !== 'literal') part[type] = Number(value);
  }
  const hour = part.hour === 24 ? 0 : (part.hour ?? 0); // old engines print midnight as 24
  const wholeSeconds = Date.UTC(
    part.year ?? 1970,
    (part.month ?? 1) - 1,
    part.day ?? 1,
    hour,
    part.minute ?? 0,
    part.second ?? 0,
  );
  return wholeSeconds + (((instantMs % 1000) + 1000) % 1000);
}

/** UTC offset of the zone at an instant, in minutes: Asia/Kolkata -> 330, New York in March -> -240. */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  return Math.round((wallClockMs(instant.getTime(), timeZone) - instant.getTime()) / MINUTE_MS);
}

function parseDate(date: string): { year: number; month: number; day: number } {
  const match = DATE_RE.exec(date);
  const [year, month, day] = [Number(match?.[1]), Number(match?.[2]), Number(match?.[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (!match || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new RangeError(`Invalid date '${date}', expected YYYY-MM-DD`);
  }
  return { year, month, day };
}

/** Midnight of a calendar date as UTC milliseconds (no zone involved). */
function dateMs(date: string): number {
  const { year, month, day } = parseDate(date);
  return Date.UTC(year, month - 1, day);
}

function formatDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Minutes since local midnight: '09:30' -> 570, '17:00:00' -> 1020, '24:00' -> 1440. Seconds are dropped. */
export function parseTimeOfDay(time: string): number {
  const match = TIME_RE.exec(time);
  if (!match) throw new RangeError(`Invalid time '${time}', expected HH:MM or HH:MM:SS`);
  if (match[1] === undefined) return 24 * 60;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Calendar arithmetic on date strings: addDays('2026-02-28', 1) -> '2026-03-01'. */
export function addDays(date: string, days: number): string {
  return formatDate(dateMs(date) + days * DAY_MS);
}

/** Weekday of a calendar date, whatever the zone: '2026-03-11' -> 'WEDNESDAY'. */
export function weekdayOfDate(date: string): DayOfWeek {
  return DAYS_OF_WEEK[new Date(dateMs(date)).getUTCDay()] as DayOfWeek;
}

/** Local date of an instant: 2026-03-10T19:00:00Z is '2026-03-11' in Asia/Kolkata (00:30). */
export function localDateOf(instant: Date, timeZone: string): string {
  return formatDate(wallClockMs(instant.getTime(), timeZone));
}

/** Local weekday of an instant: 2026-03-10T19:00:00Z is 'WEDNESDAY' in Asia/Kolkata. */
export function localWeekdayOf(instant: Date, timeZone: string): DayOfWeek {
  return weekdayOfDate(localDateOf(instant, timeZone));
}

/** Local time of an instant in minutes since midnight: 2026-03-11T03:30:00Z in Kolkata -> 540. */
export function localMinutesOf(instant: Date, timeZone: string): number {
  const ms = wallClockMs(instant.getTime(), timeZone);
  return Math.floor((((ms % DAY_MS) + DAY_MS) % DAY_MS) / MINUTE_MS);
}

/**
 * The instants whose wall clock reads `naiveMs`, earliest first: none in a
 * spring-forward gap, two in a fall-back overlap, otherwise one. Offsets are sampled a
 * day either side, which covers any zone with at most one transition in 48 hours.
 */
function instantsAt(naiveMs: number, timeZone: string): number[] {
  const offsets = new Set(
    [naiveMs - DAY_MS, naiveMs, naiveMs + DAY_MS].map((t) => wallClockMs(t, timeZone) - t),
  );
  return [...offsets]
    .map((offset) => naiveMs - offset)
    .filter((candidate) => wallClockMs(candidate, timeZone) === naiveMs)
    .sort((a, b) => a - b);
}

const steadyCache = new Map<string, number | null>();

/**
 * The zone's offset (ms) when it is the same from a day before `date` to a day
 * after it, so no transition can touch the date: then a local time converts by
 * plain arithmetic. Null around a transition, where the exact search runs. Most
 * zones on most days (and Asia/Kolkata always) take the fast path.
 */
function steadyOffsetMs(date: string, timeZone: string): number | null {
  const key = `${timeZone}|${date}`;
  const known = steadyCache.get(key);
  if (known !== undefined) return known;
  const midnight = dateMs(date);
  const samples = [-1, 0, 1, 2].map((d) => {
    const t = midnight + d * DAY_MS;
    return wallClockMs(t, timeZone) - t;
  });
  const steady = samples.every((o) => o === samples[0]) ? samples[0]! : null;
  if (steadyCache.size >= CACHE_LIMIT) steadyCache.clear();
  steadyCache.set(key, steady);
  return steady;
}

/**
 * Local date + minutes since midnight -> UTC instant, or null when that wall-clock time
 * does not exist (spring-forward gap). In a fall-back overlap the earlier instant wins.
 * Minutes may reach 1440: ('2026-03-11', 1440) is midnight starting 12 March.
 */
export function localMinutesToUtc(date: string, minutes: number, timeZone: string): Date | null {
  const ms = localDayToUtcMs(date, timeZone)(minutes);
  return ms === null ? null : new Date(ms);
}

/**
 * localMinutesToUtc for many times of one date, in UTC milliseconds: the date is
 * read and its offset looked up once, not once per time (a day's slot grid
 * converts each of its slots). Null where localMinutesToUtc answers null.
 */
export function localDayToUtcMs(
  date: string,
  timeZone: string,
): (minutes: number) => number | null {
  const steady = steadyOffsetMs(date, timeZone);
  const midnight = dateMs(date);
  return (minutes) => {
    const naiveMs = midnight + minutes * MINUTE_MS;
    if (steady !== null && minutes >= 0 && minutes <= 24 * 60) return naiveMs - steady;
    return instantsAt(naiveMs, timeZone)[0] ?? null;
  };
}

/**
 * Local date + 'HH:MM[:SS]' -> UTC instant (see localMinutesToUtc for the gap and overlap).
 * localToUtc('2026-03-11', '09:00', 'Asia/Kolkata') -> 2026-03-11T03:30:00Z.
 * localToUtc('2026-03-08', '02:30', 'America/New_York') -> null (02:00 EST jumps to 03:00 EDT).
 */
export function localToUtc(date: string, time: string, timeZone: string): Date | null {
  return localMinutesToUtc(date, parseTimeOfDay(time), timeZone);
}

/**
 * Like localMinutesToUtc but never null: a time in a spring-forward gap is read with the
 * offset in force before the gap, which moves it forward by the gap's length
 * (London, 29 Mar 2026: '01:30' -> 01:30Z = 02:30 BST), as Temporal's 'compatible' does.
 * Used for the end of a shift, which must always be an instant.
 */
export function localMinutesToUtcForward(date: string, minutes: number, timeZone: string): Date {
  const exact = localMinutesToUtc(date, minutes, timeZone);
  if (exact) return exact;
  const naiveMs = dateMs(date) + minutes * MINUTE_MS;
  const before = naiveMs - DAY_MS;
  return new Date(naiveMs - (wallClockMs(before, timeZone) - before));
}
