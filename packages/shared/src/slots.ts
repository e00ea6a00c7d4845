// Appointment slot math (spec sections 3 "Slot day" and 9). Pure: the clock (`now`), the
// zone and the booked ranges are arguments, so server, web and tests agree on every slot.
//
// Worked examples, 30-minute slots:
// - shift 09:00-13:00: 8 slots, 09:00 AM ... 12:30 PM.
// - shifts 09:00-13:00 and 14:00-19:00: 18 slots, 09:00 AM ... 06:30 PM, 01:00-02:00 PM skipped.
// - shift 09:00-09:50: 1 slot (09:30 would end at 10:00, after the shift).
// - a booking 10:00-10:45 blocks 10:00 and 10:30 (half-open ranges overlap), not 10:45+.
// - now 09:10, notice 60 min: slots before 10:10 are unavailable, so 10:30 is the first free.

import {
  BOOKING_DAYS_AHEAD,
  DAYS_OF_WEEK,
  DEFAULT_MIN_NOTICE_MINUTES,
  DEFAULT_SLOT_MINUTES,
  type DayOfWeek,
} from './constants.ts';
import {
  addDays,
  localDateOf,
  localDayToUtcMs,
  localMinutesToUtcForward,
  parseTimeOfDay,
  weekdayOfDate,
} from './time-zone.ts';

const MINUTE_MS = 60_000;
const NOON = 12 * 60;
const FIVE_PM = 17 * 60;
const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
// prettier-ignore
const MONTH_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** One shift of the doctor's week, as the server stores clinic timings (24h clock). */
export interface ShiftTiming {
  dayOfWeek: DayOfWeek;
  /** 'HH:MM' or 'HH:MM:SS', local time in the clinic's zone. */
  startTime: string;
  /** Same format; '24:00' means midnight at the end of the day. */
  endTime: string;
}

/** A time already taken, half-open: [start, end). */
export interface BookedRange {
  start: Date;
  end: Date;
  /**
   * The doctor is away (time off), not booked: no cancellation frees it, so a
   * day full only of such times offers no waitlist.
   */
  away?: boolean;
}

export interface Slot {
  /** Local display time: '09:00 AM', '12:30 PM'. */
  time: string;
  /** UTC instant, ISO: '2026-03-11T03:30:00.000Z'. */
  start: string;
  available: boolean;
}

export interface SlotDay {
  /** Local date, YYYY-MM-DD. */
  date: string;
  /** 'Today', 'Tomorrow' or like 'Wed, 12 Mar'. */
  label: string;
  slots: { morning: Slot[]; afternoon: Slot[]; evening: Slot[] };
  /** Available slots of the day. */
  totalSlots: number;
  /**
   * Full, and worth waiting for: no slot is free, yet one that is still ahead
   * (past the notice, within the horizon, the doctor not away) is taken by a
   * booking or a held offer, which may free. False on a closed day, a day off
   * and a day whose slots have all gone by.
   */
  waitlist: boolean;
}

export interface ScheduleInput {
  /** IANA zone of the clinic, e.g. 'Asia/Kolkata'. */
  timeZone: string;
  timings: readonly ShiftTiming[];
  /** Defaults to DEFAULT_SLOT_MINUTES (30). */
  slotMinutes?: number;
  /** Defaults to DEFAULT_MIN_NOTICE_MINUTES (60). */
  minNoticeMinutes?: number;
  /**
   * How many days ahead patients may book: a slot whose local date is later than
   * today + bookingHorizonDays is unavailable. Unset: no limit here (the caller's range).
   */
  bookingHorizonDays?: number;
  now: Date;
  booked: readonly BookedRange[];
}

export interface SlotRangeInput extends ScheduleInput {
  /** First local day, YYYY-MM-DD. */
  from: string;
  /** Number of consecutive local days; defaults to BOOKING_DAYS_AHEAD (7). */
  days?: number;
}

export interface BookableStartInput extends ScheduleInput {
  /** The instant a patient asks to book. */
  start: Date;
}

export interface NextFreeSlot {
  date: string;
  label: string;
  time: string;
  start: string;
}

/** A slot on the grid before availability is decided. */
interface GridSlot {
  startMs: number;
  /** Local minutes since midnight, for the display and the part of day. */
  minutes: number;
}

/** End of a slot: slotEnd(09:00Z, 30) -> 09:30Z. */
export function slotEnd(start: Date, slotMinutes: number = DEFAULT_SLOT_MINUTES): Date {
  return new Date(start.getTime() + slotMinutes * MINUTE_MS);
}

/** 540 -> '09:00 AM', 750 -> '12:30 PM', 30 -> '12:30 AM', 1110 -> '06:30 PM'. */
const pad = (n: number) => String(n).padStart(2, '0');

export function formatSlotTime(minutes: number): string {
  const hours24 = Math.floor(minutes / 60);
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${pad(hours12)}:${pad(minutes % 60)} ${hours24 < 12 ? 'AM' : 'PM'}`;
}

/**
 * 'Today' for the local date of `now`, 'Tomorrow' for the next, else like 'Wed, 12 Mar'
 * (en-IN order; fixed English names so every ICU build prints the same, 'Sep' included).
 */
export function dayLabel(date: string, now: Date, timeZone: string): string {
  const today = localDateOf(now, timeZone);
  if (date === today) return 'Today';
  if (date === addDays(today, 1)) return 'Tomorrow';
  const [, month = 1, day = 1] = date.split('-').map(Number);
  const weekday = DAYS_OF_WEEK.indexOf(weekdayOfDate(date));
  return `${WEEKDAY_SHORT[weekday]}, ${day} ${MONTH_SHORT[month - 1]}`;
}

function assertPositiveInteger(name: string, value: number): void {
  if (!Number.isInteger(value) || value <= 0) {
    throw new RangeError(`${name} must be a positive whole number, got ${value}`);
  }
}

/**
 * The grid of one local date, before availability: each shift laid from its start in steps
 * of slotMinutes while start + slotMinutes <= shift end. Daylight saving:
 * - a start in a spring-forward gap is skipped (London 29 Mar 2026, 00:00-03:00: 00:00,
 *   00:30, 02:00, 02:30; 01:00 and 01:30 do not exist);
 * - a start in a fall-back overlap takes the earlier instant (London 25 Oct 2026, 00:00-03:00:
 *   00:00, 00:30, 01:00 BST, 01:30 BST, 02:00, 02:30; the repeated GMT hour gets no slots);
 * - the end test uses real instants, and a slot starting before the previous one ends is
 *   dropped, so slots never overlap even across a transition or overlapping shifts.
 */
function daySlotGrid(date: string, input: ScheduleInput, slotMinutes: number): GridSlot[] {
  const weekday = weekdayOfDate(date);
  const slotMs = slotMinutes * MINUTE_MS;
  const candidates: GridSlot[] = [];
  // The date's offset is looked up once, on a working day only.
  let toUtcMs: ((minutes: number) => number | null) | undefined;
  for (const shift of input.timings) {
    if (shift.dayOfWeek !== weekday) continue;
    const startMinutes = parseTimeOfDay(shift.startTime);
    const endMinutes = parseTimeOfDay(shift.endTime);
    const shiftEndMs = localMinutesToUtcForward(date, endMinutes, input.timeZone).getTime();
    toUtcMs ??= localDayToUtcMs(date, input.timeZone);
    for (let m = startMinutes; m + slotMinutes <= endMinutes; m += slotMinutes) {
      const startMs = toUtcMs(m);
      if (startMs !== null && startMs + slotMs <= shiftEndMs) {
        candidates.push({ startMs, minutes: m });
      }
    }
  }
  candidates.sort((a, b) => a.startMs - b.startMs);
  const grid: GridSlot[] = [];
  let previousEndMs = -Infinity;
  for (const slot of candidates) {
    if (slot.startMs < previousEndMs) continue;
    grid.push(slot);
    previousEndMs = slot.startMs + slotMs;
  }
  return grid;
}

/** The part of the day a slot starting `minutes` after local midnight is listed under. */
const partOfDay = (minutes: number): keyof SlotDay['slots'] =>
  minutes < NOON ? 'morning' : minutes < FIVE_PM ? 'afternoon' : 'evening';

/** Whether the half-open range `b` overlaps [startMs, endMs). */
const overlaps = (b: BookedRange, startMs: number, endMs: number) =>
  b.start.getTime() < endMs && startMs < b.end.getTime();

/** Free means: not before now + notice, and no booked range overlaps [start, start + slot). */
function isFree(
  startMs: number,
  slotMs: number,
  earliestMs: number,
  booked: readonly BookedRange[],
) {
  if (startMs < earliestMs) return false;
  const endMs = startMs + slotMs;
  return !booked.some((b) => overlaps(b, startMs, endMs));
}

function settings(input: ScheduleInput) {
  const slotMinutes = input.slotMinutes ?? DEFAULT_SLOT_MINUTES;
  const minNoticeMinutes = input.minNoticeMinutes ?? DEFAULT_MIN_NOTICE_MINUTES;
  assertPositiveInteger('slotMinutes', slotMinutes);
  if (!Number.isFinite(minNoticeMinutes) || minNoticeMinutes < 0) {
    throw new RangeError(`minNoticeMinutes must be zero or more, got ${minNoticeMinutes}`);
  }
  if (input.bookingHorizonDays !== undefined)
    assertPositiveInteger('bookingHorizonDays', input.bookingHorizonDays);
  return {
    slotMinutes,
    slotMs: slotMinutes * MINUTE_MS,
    earliestMs: input.now.getTime() + minNoticeMinutes * MINUTE_MS,
    /** The last local date patients may book, or undefined for no limit. */
    lastDate:
      input.bookingHorizonDays === undefined
        ? undefined
        : addDays(localDateOf(input.now, input.timeZone), input.bookingHorizonDays),
  };
}

/** Past the doctor's booking horizon: a local date after the last bookable one. */
const beyondHorizon = (date: string, lastDate: string | undefined) =>
  lastDate !== undefined && date > lastDate;

/**
 * Slot days for the picker: `days` consecutive local dates from `from`. A closed day
 * (no shift on its weekday) is still returned, with no slots and totalSlots 0.
 * Morning starts before 12:00, afternoon 12:00-16:59, evening from 17:00 (local).
 */
export function getSlots(input: SlotRangeInput): SlotDay[] {
  const days = input.days ?? BOOKING_DAYS_AHEAD;
  if (!Number.isInteger(days) || days < 0) {
    throw new RangeError(`days must be a whole number of zero or more, got ${days}`);
  }
  const { slotMinutes, slotMs, earliestMs, lastDate } = settings(input);
  const result: SlotDay[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(input.from, i);
    const slots: SlotDay['slots'] = { morning: [], afternoon: [], evening: [] };
    let totalSlots = 0;
    let mayFree = false;
    const closed = beyondHorizon(date, lastDate);
    for (const { startMs, minutes } of daySlotGrid(date, input, slotMinutes)) {
      const available = !closed && isFree(startMs, slotMs, earliestMs, input.booked);
      if (available) totalSlots++;
      else if (!closed && !mayFree && startMs >= earliestMs) {
        // Taken, not gone by: by a booking only (the doctor not away then), it may free.
        const taken = input.booked.filter((b) => overlaps(b, startMs, startMs + slotMs));
        mayFree = taken.length > 0 && taken.every((b) => !b.away);
      }
      const part = partOfDay(minutes);
      const start = new Date(startMs).toISOString();
      slots[part].push({ time: formatSlotTime(minutes), start, available });
    }
    result.push({
      date,
      label: dayLabel(date, input.now, input.timeZone),
      slots,
      totalSlots,
      waitlist: totalSlots === 0 && mayFree,
    });
  }
  return result;
}

/**
 * Server-side check of a booking request: true only when `start` is exactly a slot start
 * on the doctor's grid for its local date, at or after now + notice, and not overlapping a
 * booked range, and not past the booking horizon. 09:15 on a 30-minute grid from 09:00 -> false.
 */
export function isBookableStart(input: BookableStartInput): boolean {
  const { slotMinutes, slotMs, earliestMs, lastDate } = settings(input);
  const startMs = input.start.getTime();
  if (Number.isNaN(startMs)) return false;
  const date = localDateOf(input.start, input.timeZone);
  if (beyondHorizon(date, lastDate)) return false;
  const onGrid = daySlotGrid(date, input, slotMinutes).some((s) => s.startMs === startMs);
  return onGrid && isFree(startMs, slotMs, earliestMs, input.booked);
}

/**
 * First available slot within the range of getSlots, or null; used by search cards:
 * the first slot getSlots marks available, morning, then afternoon, then evening, day
 * by day. Only the grid is walked; the day's views (times, labels) are made for the one
 * slot found, since a page of search results asks this of every doctor on it.
 */
export function nextFreeSlot(input: SlotRangeInput): NextFreeSlot | null {
  const days = input.days ?? BOOKING_DAYS_AHEAD;
  const { slotMinutes, slotMs, earliestMs, lastDate } = settings(input);
  for (let i = 0; i < days; i++) {
    const date = addDays(input.from, i);
    if (beyondHorizon(date, lastDate)) continue;
    // The first free slot of each part of the day, in the order getSlots lists them.
    const firsts: Partial<Record<keyof SlotDay['slots'], GridSlot>> = {};
    for (const slot of daySlotGrid(date, input, slotMinutes)) {
      const part = partOfDay(slot.minutes);
      if (firsts[part] === undefined && isFree(slot.startMs, slotMs, earliestMs, input.booked))
        firsts[part] = slot;
    }
    const slot = firsts.morning ?? firsts.afternoon ?? firsts.evening;
    if (slot)
      return {
        date,
        label: dayLabel(date, input.now, input.timeZone),
        time: formatSlotTime(slot.minutes),
        start: new Date(slot.startMs).toISOString(),
      };
  }
  return null;
}
