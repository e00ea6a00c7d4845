// Weekly clinic hours and the slots they give, in minutes of the local day.

import { DAYS_OF_WEEK } from '@clinic/shared/constants';
import { clock } from './ist-time.ts';
import type { Rng } from './prng.ts';

/** [start, end) in minutes since local midnight. */
export type Shift = readonly [number, number];
/** Index 0 = Sunday ... 6 = Saturday. */
export type WeeklyHours = readonly (readonly Shift[])[];

const h = (hours: number) => hours * 60;

function week(sunday: Shift[], weekdays: Shift[], saturday: Shift[]): Shift[][] {
  return [sunday, weekdays, weekdays, weekdays, weekdays, weekdays, saturday];
}

/** A believable weekly timetable: the wizard's default, two-shift days, some Sunday mornings. */
export function randomWeeklyHours(rng: Rng): WeeklyHours {
  const pattern = rng.weighted([
    ['default', 20],
    ['twoShifts', 35],
    ['twoShiftsSunday', 15],
    ['long', 15],
    ['early', 15],
  ] as const);
  const o = rng.pick([-30, 0, 0, 30]);
  switch (pattern) {
    case 'default':
      return week([], [[h(9), h(17)]], []);
    case 'twoShifts': {
      const m: Shift = [h(10) + o, h(13) + o];
      const e: Shift = [h(17) + o, h(20) + o];
      return week([], [m, e], [m, e]);
    }
    case 'twoShiftsSunday': {
      const m: Shift = [h(9) + o, h(13) + o];
      const e: Shift = [h(18), h(21)];
      return week([[h(10), h(13)]], [m, e], [m, e]);
    }
    case 'long':
      return week([], [[h(11) + o, h(19) + o]], [[h(11) + o, h(19) + o]]);
    case 'early':
      return week(
        [],
        [
          [h(8), h(12)],
          [h(16), h(20)],
        ],
        [[h(9), h(14)]],
      );
  }
}

/** Slot start minutes of one weekday. */
export function slotStarts(hours: WeeklyHours, weekday: number, slotMinutes: number): number[] {
  const out: number[] = [];
  for (const [start, end] of hours[weekday] ?? []) {
    for (let t = start; t + slotMinutes <= end; t += slotMinutes) out.push(t);
  }
  return out;
}

/** clinic_timings rows (without the clinic id). */
export function timingRows(
  hours: WeeklyHours,
): { dayOfWeek: (typeof DAYS_OF_WEEK)[number]; startTime: string; endTime: string }[] {
  const rows: { dayOfWeek: (typeof DAYS_OF_WEEK)[number]; startTime: string; endTime: string }[] =
    [];
  hours.forEach((shifts, day) => {
    const dayOfWeek = DAYS_OF_WEEK[day];
    if (!dayOfWeek) return;
    for (const [start, end] of shifts)
      rows.push({ dayOfWeek, startTime: clock(start), endTime: clock(end) });
  });
  return rows;
}
