import { describe, expect, it } from 'vitest';
import type { DayOfWeek } from './constants.ts';
import {
  dayLabel,
  formatSlotTime,
  getSlots,
  isBookableStart,
  nextFreeSlot,
  slotEnd,
  type ScheduleInput,
  type ShiftTiming,
  type SlotDay,
} from './slots.ts';

const MON_TO_SAT: DayOfWeek[] = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
];
const KOLKATA = 'Asia/Kolkata';

/** The same shifts on each of the given days. */
function week(days: DayOfWeek[], ...shifts: Array<[string, string]>): ShiftTiming[] {
  return days.flatMap((dayOfWeek) =>
    shifts.map(([startTime, endTime]) => ({ dayOfWeek, startTime, endTime })),
  );
}

const all = (day: SlotDay) => [...day.slots.morning, ...day.slots.afternoon, ...day.slots.evening];
const at = (iso: string) => new Date(iso);

// Monday 9 March 2026, 05:30 in Kolkata: every slot of Wed 11 March is in the future.
const EARLY = at('2026-03-09T00:00:00Z');
const SPEC_WEEK = week(MON_TO_SAT, ['09:00', '13:00'], ['14:00', '19:00']);

function oneDay(
  date: string,
  timeZone: string,
  timings: ShiftTiming[],
  extra: Partial<ScheduleInput> = {},
) {
  const days = getSlots({
    from: date,
    days: 1,
    timeZone,
    timings,
    now: EARLY,
    booked: [],
    ...extra,
  });
  return days[0] as SlotDay;
}

describe('getSlots: the grid', () => {
  it('09:00-13:00 and 14:00-18:00 at 30 minutes: 16 slots', () => {
    const day = oneDay(
      '2026-03-11',
      KOLKATA,
      week(['WEDNESDAY'], ['09:00', '13:00'], ['14:00', '18:00']),
    );
    expect(day.totalSlots).toBe(16);
  });

  it('spec example: 09:00 AM to 06:30 PM skipping 01:00-02:00 PM gives 18 slots', () => {
    const day = oneDay('2026-03-11', KOLKATA, SPEC_WEEK);
    const times = all(day).map((s) => s.time);
    expect(day.totalSlots).toBe(18);
    expect(times[0]).toBe('09:00 AM');
    expect(times.at(-1)).toBe('06:30 PM');
    expect(times).not.toContain('01:00 PM');
    expect(times).not.toContain('01:30 PM');
    expect(day.slots.morning.map((s) => s.time)).toEqual([
      '09:00 AM',
      '09:30 AM',
      '10:00 AM',
      '10:30 AM',
      '11:00 AM',
      '11:30 AM',
    ]);
    expect(day.slots.afternoon).toHaveLength(8); // 12:00, 12:30, 02:00 ... 04:30 PM
    expect(day.slots.evening.map((s) => s.time)).toEqual([
      '05:00 PM',
      '05:30 PM',
      '06:00 PM',
      '06:30 PM',
    ]);
  });

  it('lays slots only while start + length fits the shift', () => {
    expect(oneDay('2026-03-11', KOLKATA, week(['WEDNESDAY'], ['09:00', '09:50'])).totalSlots).toBe(
      1,
    );
    expect(oneDay('2026-03-11', KOLKATA, week(['WEDNESDAY'], ['09:00', '13:00'])).totalSlots).toBe(
      8,
    );
    const hourly = oneDay('2026-03-11', KOLKATA, week(['WEDNESDAY'], ['09:00', '13:00']), {
      slotMinutes: 60,
    });
    expect(hourly.totalSlots).toBe(4);
  });

  it('accepts HH:MM:SS timings as the server stores them', () => {
    const day = oneDay('2026-03-11', KOLKATA, week(['WEDNESDAY'], ['09:00:00', '13:00:00']));
    expect(day.totalSlots).toBe(8);
  });

  it('gives Asia/Kolkata instants at UTC+05:30', () => {
    const [first, second] = oneDay('2026-03-11', KOLKATA, SPEC_WEEK).slots.morning;
    expect(first).toEqual({ time: '09:00 AM', start: '2026-03-11T03:30:00.000Z', available: true });
    expect(second?.start).toBe('2026-03-11T04:00:00.000Z');
  });

  it('returns consecutive local days, closed days with no slots', () => {
    const days = getSlots({
      from: '2026-03-11',
      days: 7,
      timeZone: KOLKATA,
      timings: SPEC_WEEK,
      now: EARLY,
      booked: [],
    });
    expect(days.map((d) => d.date)).toEqual([
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
      '2026-03-16',
      '2026-03-17',
    ]);
    const sunday = days[4];
    expect(sunday).toMatchObject({ date: '2026-03-15', totalSlots: 0 });
    expect(sunday?.slots).toEqual({ morning: [], afternoon: [], evening: [] });
    expect(days.map((d) => d.totalSlots)).toEqual([18, 18, 18, 18, 0, 18, 18]);
  });

  it('defaults to 7 days of 30-minute slots', () => {
    const days = getSlots({
      from: '2026-03-11',
      timeZone: KOLKATA,
      timings: SPEC_WEEK,
      now: EARLY,
      booked: [],
    });
    expect(days).toHaveLength(7);
    expect(days[0]?.totalSlots).toBe(18);
  });

  it('rejects a zero slot length', () => {
    expect(() => oneDay('2026-03-11', KOLKATA, SPEC_WEEK, { slotMinutes: 0 })).toThrow(RangeError);
  });
});

describe('getSlots: availability', () => {
  it('a 45-minute booking blocks the two 30-minute slots it overlaps, no more', () => {
    // 10:00-10:45 in Kolkata.
    const booked = [{ start: at('2026-03-11T04:30:00Z'), end: at('2026-03-11T05:15:00Z') }];
    const day = oneDay('2026-03-11', KOLKATA, SPEC_WEEK, { booked });
    const taken = all(day)
      .filter((s) => !s.available)
      .map((s) => s.time);
    expect(taken).toEqual(['10:00 AM', '10:30 AM']);
    expect(day.totalSlots).toBe(16);
  });

  it('a booking ending exactly at a slot start does not block it', () => {
    const booked = [{ start: at('2026-03-11T04:00:00Z'), end: at('2026-03-11T04:30:00Z') }]; // 09:30-10:00
    const day = oneDay('2026-03-11', KOLKATA, SPEC_WEEK, { booked });
    expect(
      all(day)
        .filter((s) => !s.available)
        .map((s) => s.time),
    ).toEqual(['09:30 AM']);
  });

  it('minimum notice hides the early slots of today', () => {
    const now = at('2026-03-11T03:40:00Z'); // 09:10 in Kolkata: nothing before 10:10
    const day = oneDay('2026-03-11', KOLKATA, SPEC_WEEK, { now, minNoticeMinutes: 60 });
    const taken = all(day)
      .filter((s) => !s.available)
      .map((s) => s.time);
    expect(taken).toEqual(['09:00 AM', '09:30 AM', '10:00 AM']);
    expect(day.totalSlots).toBe(15);
    expect(day.label).toBe('Today');
  });

  it('a slot exactly at now + notice is available', () => {
    const now = at('2026-03-11T03:30:00Z'); // 09:00, so 10:00 is the first
    const day = oneDay('2026-03-11', KOLKATA, SPEC_WEEK, { now, minNoticeMinutes: 60 });
    expect(all(day).find((s) => s.available)?.time).toBe('10:00 AM');
  });
});

describe('getSlots: whether a full day offers the waitlist', () => {
  // Wed 11 March 2026, 09:00-11:00 in Kolkata (03:30-05:30 UTC): four 30-minute slots.
  const MORNING = week(MON_TO_SAT, ['09:00', '11:00']);
  const range = (from: string, to: string, away?: boolean) => ({
    start: at(from),
    end: at(to),
    ...(away ? { away } : {}),
  });
  const wholeMorning = (away?: boolean) =>
    range('2026-03-11T03:30:00Z', '2026-03-11T05:30:00Z', away);

  it('a day whose slots are all booked offers it: a cancellation may free one', () => {
    const day = oneDay('2026-03-11', KOLKATA, MORNING, { booked: [wholeMorning()] });
    expect(day.totalSlots).toBe(0);
    expect(day.waitlist).toBe(true);
  });

  it('a day off does not: nothing the doctor is away for ever frees', () => {
    const day = oneDay('2026-03-11', KOLKATA, MORNING, { booked: [wholeMorning(true)] });
    expect(day.totalSlots).toBe(0);
    expect(day.waitlist).toBe(false);
  });

  it('part off, the rest booked, offers it for the booked part', () => {
    const day = oneDay('2026-03-11', KOLKATA, MORNING, {
      booked: [
        range('2026-03-11T03:30:00Z', '2026-03-11T04:30:00Z', true),
        range('2026-03-11T04:30:00Z', '2026-03-11T05:30:00Z'),
      ],
    });
    expect(day.waitlist).toBe(true);
  });

  it('a booking inside time off frees nothing when cancelled', () => {
    const day = oneDay('2026-03-11', KOLKATA, MORNING, {
      booked: [wholeMorning(), wholeMorning(true)],
    });
    expect(day.waitlist).toBe(false);
  });

  it('a day whose slots have all gone by, or are within the notice, does not', () => {
    const day = oneDay('2026-03-11', KOLKATA, MORNING, {
      now: at('2026-03-11T05:00:00Z'),
      booked: [wholeMorning()],
    });
    expect(day.totalSlots).toBe(0);
    expect(day.waitlist).toBe(false);
  });

  it('a closed day, a day past the horizon and a day with a free slot do not', () => {
    expect(oneDay('2026-03-15', KOLKATA, MORNING).waitlist).toBe(false);
    const beyond = oneDay('2026-03-11', KOLKATA, MORNING, {
      bookingHorizonDays: 1,
      booked: [wholeMorning()],
    });
    expect(beyond.waitlist).toBe(false);
    const open = oneDay('2026-03-11', KOLKATA, MORNING, {
      booked: [range('2026-03-11T03:30:00Z', '2026-03-11T04:00:00Z')],
    });
    expect(open.totalSlots).toBe(3);
    expect(open.waitlist).toBe(false);
  });
});

describe('getSlots: labels', () => {
  it('uses the zone to decide Today and Tomorrow across midnight', () => {
    const now = at('2026-03-10T19:00:00Z'); // 11 March 00:30 in Kolkata, still 10 March in UTC
    const base = { days: 3, timings: SPEC_WEEK, now, booked: [] };
    const kolkata = getSlots({ ...base, from: '2026-03-11', timeZone: KOLKATA });
    expect(kolkata.map((d) => d.label)).toEqual(['Today', 'Tomorrow', 'Fri, 13 Mar']);
    const utc = getSlots({ ...base, from: '2026-03-10', timeZone: 'UTC' });
    expect(utc.map((d) => d.label)).toEqual(['Today', 'Tomorrow', 'Thu, 12 Mar']);
  });

  it('labels an earlier day by date and offers nothing on it', () => {
    const now = at('2026-03-10T19:00:00Z');
    const [past] = getSlots({
      from: '2026-03-10',
      days: 1,
      timeZone: KOLKATA,
      timings: SPEC_WEEK,
      now,
      booked: [],
    });
    expect(past?.label).toBe('Tue, 10 Mar');
    expect(dayLabel('2026-09-05', now, KOLKATA)).toBe('Sat, 5 Sep'); // fixed names, no 'Sept'
    expect(past?.totalSlots).toBe(0);
  });
});

describe('isBookableStart', () => {
  const input = {
    timeZone: KOLKATA,
    timings: SPEC_WEEK,
    now: at('2026-03-11T03:40:00Z'), // 09:10 in Kolkata
    minNoticeMinutes: 60,
    booked: [{ start: at('2026-03-11T04:30:00Z'), end: at('2026-03-11T05:15:00Z') }], // 10:00-10:45
  };
  const bookable = (iso: string) => isBookableStart({ ...input, start: at(iso) });

  it('accepts a free slot start inside the hours beyond the notice', () => {
    expect(bookable('2026-03-11T05:30:00Z')).toBe(true); // 11:00
    expect(bookable('2026-03-12T03:30:00Z')).toBe(true); // tomorrow 09:00
  });
  it('rejects off-grid instants', () => {
    expect(bookable('2026-03-11T05:45:00Z')).toBe(false); // 11:15
    expect(bookable('2026-03-11T05:30:00.001Z')).toBe(false);
  });
  it('rejects instants outside the hours', () => {
    expect(bookable('2026-03-11T07:30:00Z')).toBe(false); // 13:00, the break
    expect(bookable('2026-03-11T13:30:00Z')).toBe(false); // 19:00, closed
    expect(bookable('2026-03-15T05:30:00Z')).toBe(false); // Sunday
  });
  it('rejects booked, past and too-soon instants', () => {
    expect(bookable('2026-03-11T05:00:00Z')).toBe(false); // 10:30, booked
    expect(bookable('2026-03-11T03:30:00Z')).toBe(false); // 09:00, past
    expect(bookable('2026-03-10T05:30:00Z')).toBe(false); // yesterday 11:00
    expect(bookable('2026-03-11T04:00:00Z')).toBe(false); // 09:30, inside the 60-minute notice
  });
});

describe('nextFreeSlot', () => {
  const base = {
    from: '2026-03-11',
    timeZone: KOLKATA,
    timings: SPEC_WEEK,
    now: at('2026-03-11T00:00:00Z'),
  };

  it('skips booked slots', () => {
    const booked = [{ start: at('2026-03-11T03:30:00Z'), end: at('2026-03-11T04:30:00Z') }]; // 09:00-10:00
    expect(nextFreeSlot({ ...base, booked })).toEqual({
      date: '2026-03-11',
      label: 'Today',
      time: '10:00 AM',
      start: '2026-03-11T04:30:00.000Z',
    });
  });
  it('moves to the next day when today is full', () => {
    const booked = [{ start: at('2026-03-11T00:00:00Z'), end: at('2026-03-11T18:30:00Z') }];
    expect(nextFreeSlot({ ...base, booked })).toMatchObject({
      label: 'Tomorrow',
      time: '09:00 AM',
    });
  });
  it('returns null when nothing is free in the range', () => {
    expect(nextFreeSlot({ ...base, timings: [], booked: [] })).toBeNull();
    expect(nextFreeSlot({ ...base, from: '2026-03-15', days: 1, booked: [] })).toBeNull(); // Sunday
  });
});

describe('nextFreeSlot is the first available slot of getSlots', () => {
  /** The definition: every day's view, its first available slot. */
  function reference(input: Parameters<typeof getSlots>[0]) {
    for (const day of getSlots(input)) {
      const { morning, afternoon, evening } = day.slots;
      const slot = [...morning, ...afternoon, ...evening].find((s) => s.available);
      if (slot) return { date: day.date, label: day.label, time: slot.time, start: slot.start };
    }
    return null;
  }
  // A small deterministic generator, so a failure names its case.
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const zones = [KOLKATA, 'Europe/London', 'America/New_York', 'Australia/Lord_Howe'];

  it('for schedules, bookings, notice, horizons and zones drawn at random (daylight saving included)', () => {
    for (let n = 0; n < 300; n++) {
      const timeZone = zones[n % zones.length]!;
      const slotMinutes = [10, 15, 20, 30, 45, 60][Math.floor(random() * 6)]!;
      const now = new Date(
        Date.UTC(
          2026,
          Math.floor(random() * 12),
          1 + Math.floor(random() * 28),
          Math.floor(random() * 24),
        ),
      );
      const from = new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
      const timings = week(
        MON_TO_SAT.filter(() => random() < 0.8),
        ['08:00', '12:30'],
        ['13:30', '17:00'],
        ['17:30', '21:00'],
      ).filter(() => random() < 0.85);
      const booked = Array.from({ length: Math.floor(random() * 40) }, () => {
        const start = now.getTime() + Math.floor(random() * 6 * 86_400_000);
        return {
          start: new Date(start),
          end: new Date(start + (1 + Math.floor(random() * 8)) * 30 * 60_000),
        };
      });
      const input = {
        from,
        days: 1 + Math.floor(random() * 10),
        timeZone,
        timings,
        now,
        booked,
        slotMinutes,
        minNoticeMinutes: Math.floor(random() * 180),
        bookingHorizonDays: random() < 0.5 ? undefined : 1 + Math.floor(random() * 5),
      };
      expect(nextFreeSlot(input), JSON.stringify({ n, ...input })).toEqual(reference(input));
    }
  });
});

describe('helpers', () => {
  it('slotEnd adds the slot length', () => {
    expect(slotEnd(at('2026-03-11T03:30:00Z'), 30).toISOString()).toBe('2026-03-11T04:00:00.000Z');
    expect(slotEnd(at('2026-03-11T03:30:00Z')).toISOString()).toBe('2026-03-11T04:00:00.000Z');
  });
  it('formats slot times on a 12-hour clock', () => {
    expect([0, 30, 540, 720, 780, 1110].map(formatSlotTime)).toEqual([
      '12:00 AM',
      '12:30 AM',
      '09:00 AM',
      '12:00 PM',
      '01:00 PM',
      '06:30 PM',
    ]);
  });
});
