import { describe, expect, it } from 'vitest';
import type { DayOfWeek } from './constants.ts';
import { getSlots, isBookableStart, type ScheduleInput, type SlotDay } from './slots.ts';

// Shifts over the night hours where clocks change. `now` is well before every day used.
const EARLY = new Date('2026-03-01T00:00:00Z');
const night = (dayOfWeek: DayOfWeek, endTime: string) => [
  { dayOfWeek, startTime: '00:00', endTime },
];
const all = (day: SlotDay) => [...day.slots.morning, ...day.slots.afternoon, ...day.slots.evening];

function oneDay(
  date: string,
  timeZone: string,
  timings: ScheduleInput['timings'],
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

describe('getSlots: daylight saving', () => {
  const starts = (day: SlotDay) => all(day).map((s) => s.start);
  const increasing = (list: string[]) => list.every((s, i) => i === 0 || s > (list[i - 1] ?? ''));

  it('Europe/London spring forward (29 Mar 2026): 01:00-02:00 does not exist', () => {
    const day = oneDay('2026-03-29', 'Europe/London', night('SUNDAY', '03:00'));
    expect(all(day).map((s) => s.time)).toEqual(['12:00 AM', '12:30 AM', '02:00 AM', '02:30 AM']);
    expect(starts(day)).toEqual([
      '2026-03-29T00:00:00.000Z',
      '2026-03-29T00:30:00.000Z',
      '2026-03-29T01:00:00.000Z',
      '2026-03-29T01:30:00.000Z',
    ]);
  });

  it('Europe/London fall back (25 Oct 2026): the repeated hour counts once, earlier instant', () => {
    const day = oneDay('2026-10-25', 'Europe/London', night('SUNDAY', '03:00'));
    expect(starts(day)).toEqual([
      '2026-10-24T23:00:00.000Z', // 00:00 BST
      '2026-10-24T23:30:00.000Z',
      '2026-10-25T00:00:00.000Z', // 01:00 BST, not 01:00 GMT
      '2026-10-25T00:30:00.000Z',
      '2026-10-25T02:00:00.000Z', // 02:00 GMT
      '2026-10-25T02:30:00.000Z',
    ]);
    expect(new Set(starts(day)).size).toBe(6);
    expect(increasing(starts(day))).toBe(true);
  });

  it('America/New_York spring forward (8 Mar 2026): 02:00-03:00 does not exist', () => {
    const day = oneDay('2026-03-08', 'America/New_York', night('SUNDAY', '04:00'));
    expect(all(day).map((s) => s.time)).toEqual([
      '12:00 AM',
      '12:30 AM',
      '01:00 AM',
      '01:30 AM',
      '03:00 AM',
      '03:30 AM',
    ]);
    expect(starts(day)[3]).toBe('2026-03-08T06:30:00.000Z'); // 01:30 EST
    expect(starts(day)[4]).toBe('2026-03-08T07:00:00.000Z'); // 03:00 EDT, 30 min later
    expect(increasing(starts(day))).toBe(true);
  });

  it('America/New_York fall back (1 Nov 2026)', () => {
    const day = oneDay('2026-11-01', 'America/New_York', night('SUNDAY', '03:00'));
    expect(starts(day)).toHaveLength(6);
    expect(starts(day)[3]).toBe('2026-11-01T05:30:00.000Z'); // 01:30 EDT
    expect(starts(day)[4]).toBe('2026-11-01T07:00:00.000Z'); // 02:00 EST
    expect(increasing(starts(day))).toBe(true);
  });

  it('never lays overlapping slots across a gap (45-minute slots)', () => {
    // Grid 00:00, 00:45, 01:30 (gap), 02:15; 02:15 BST = 01:15Z starts before 00:45Z + 45 min.
    const day = oneDay('2026-03-29', 'Europe/London', night('SUNDAY', '03:00'), {
      slotMinutes: 45,
    });
    expect(all(day).map((s) => s.time)).toEqual(['12:00 AM', '12:45 AM']);
  });
});

describe('isBookableStart: daylight saving', () => {
  const london = {
    timeZone: 'Europe/London',
    timings: night('SUNDAY', '03:00'),
    now: EARLY,
    booked: [],
  };

  it('accepts the first 01:00 of a fall-back night, rejects the repeated one', () => {
    expect(isBookableStart({ ...london, start: new Date('2026-10-25T00:00:00Z') })).toBe(true);
    expect(isBookableStart({ ...london, start: new Date('2026-10-25T01:00:00Z') })).toBe(false);
  });
  it('accepts 02:00 BST right after a spring-forward gap', () => {
    expect(isBookableStart({ ...london, start: new Date('2026-03-29T01:00:00Z') })).toBe(true);
    expect(isBookableStart({ ...london, start: new Date('2026-03-29T01:30:00Z') })).toBe(true);
  });
});
