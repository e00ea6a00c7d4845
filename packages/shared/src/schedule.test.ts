import { describe, expect, it } from 'vitest';
import { fitsWeeklyHours, SCHEDULE_ERRORS, scheduleSchema, timeOffSchema } from './schedule.ts';
import { getSlots, isBookableStart, nextFreeSlot, type ShiftTiming } from './slots.ts';

const KOLKATA = 'Asia/Kolkata';
const ist = (local: string) => new Date(`${local.replace(' ', 'T')}:00+05:30`);
const MONDAY: ShiftTiming[] = [
  { dayOfWeek: 'MONDAY', startTime: '09:00', endTime: '13:00' },
  { dayOfWeek: 'MONDAY', startTime: '14:00', endTime: '18:00' },
];

describe('fitsWeeklyHours', () => {
  // Monday 9 March 2026.
  it.each([
    ['2026-03-09 09:00', 30, true],
    ['2026-03-09 12:30', 30, true],
    ['2026-03-09 12:45', 30, false], // runs past 13:00
    ['2026-03-09 13:15', 30, false], // the lunch break
    ['2026-03-09 14:00', 60, true],
    ['2026-03-09 08:30', 30, false],
    ['2026-03-10 10:00', 30, false], // Tuesday: closed
  ])('%s for %i minutes -> %s', (start, minutes, fits) => {
    const s = ist(start);
    const e = new Date(s.getTime() + minutes * 60_000);
    expect(fitsWeeklyHours(s, e, MONDAY, KOLKATA)).toBe(fits);
  });
});

describe('scheduleSchema', () => {
  const base = { shifts: MONDAY, slotMinutes: 30, minNoticeMinutes: 60 };
  it('defaults the booking horizon to 30 days', () => {
    expect(scheduleSchema.parse(base).bookingHorizonDays).toBe(30);
  });
  it.each([9, 61, 0, 15.5])('refuses a slot length of %s', (slotMinutes) => {
    const r = scheduleSchema.safeParse({ ...base, slotMinutes });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({
      path: ['slotMinutes'],
      message: SCHEDULE_ERRORS.slotMinutes,
    });
  });
  it.each([10, 60])('takes a slot length of %s', (slotMinutes) => {
    expect(scheduleSchema.safeParse({ ...base, slotMinutes }).success).toBe(true);
  });
  it('takes a week with no shifts at all (every day closed)', () => {
    expect(scheduleSchema.safeParse({ ...base, shifts: [] }).success).toBe(true);
  });
});

describe('timeOffSchema', () => {
  it('names `to` when time off ends before it starts', () => {
    const r = timeOffSchema.safeParse({
      from: '2026-03-12T10:00:00+05:30',
      to: '2026-03-12T09:00:00+05:30',
    });
    expect(r.error?.issues[0]).toMatchObject({
      path: ['to'],
      message: SCHEDULE_ERRORS.timeOffOrder,
    });
  });
  it('defaults the reason to empty', () => {
    expect(
      timeOffSchema.parse({ from: '2026-03-12T09:00:00+05:30', to: '2026-03-12T13:00:00+05:30' })
        .reason,
    ).toBe('');
  });
});

describe('the booking horizon in the slot math', () => {
  // Tuesday 10 March 2026, 10:00 in Kolkata.
  const now = ist('2026-03-10 10:00');
  const everyDay: ShiftTiming[] = (
    ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const
  ).map((dayOfWeek) => ({ dayOfWeek, startTime: '09:00', endTime: '10:00' }));
  const input = {
    timeZone: KOLKATA,
    timings: everyDay,
    slotMinutes: 30,
    minNoticeMinutes: 0,
    now,
    booked: [],
    bookingHorizonDays: 2,
  };

  it('offers today + 2 days and nothing after', () => {
    const days = getSlots({ ...input, from: '2026-03-10', days: 4 });
    expect(days.map((d) => d.totalSlots)).toEqual([0, 2, 2, 0]);
    // The grid still shows the later day's times, unavailable.
    expect(days[3]!.slots.morning.map((s) => s.available)).toEqual([false, false]);
  });

  it('refuses a start past the horizon', () => {
    expect(isBookableStart({ ...input, start: ist('2026-03-12 09:00') })).toBe(true);
    expect(isBookableStart({ ...input, start: ist('2026-03-13 09:00') })).toBe(false);
  });

  it('gives no next free slot when the only free days are past it', () => {
    const booked = [{ start: ist('2026-03-11 09:00'), end: ist('2026-03-12 10:00') }];
    expect(nextFreeSlot({ ...input, booked, from: '2026-03-10', days: 7 })).toBeNull();
    expect(
      nextFreeSlot({ ...input, booked, bookingHorizonDays: 3, from: '2026-03-10', days: 7 }),
    ).toMatchObject({ date: '2026-03-13', time: '09:00 AM' });
  });

  it('is unlimited when not given', () => {
    const { bookingHorizonDays: _, ...open } = input;
    const days = getSlots({ ...open, from: '2026-03-10', days: 14 });
    expect(days[13]!.totalSlots).toBe(2);
  });
});
