import { DEFAULT_SHIFT, WEEKDAYS, type DayOfWeek, type Weekday } from '@clinic/shared/constants';

export interface Shift {
  /** 24-hour 'HH:MM'. */
  openingTime: string;
  closingTime: string;
}

export interface DayTimings {
  isClosed: boolean;
  shifts: Shift[];
}

/** Keyed by weekday name, Sunday to Saturday (spec section 3). */
export type ClinicTimings = Record<Weekday, DayTimings>;

export interface TimingProblem {
  /** The day at fault, or undefined when the problem is the whole week. */
  day?: Weekday;
  /** The shift at fault, or undefined when the problem is the day itself. */
  shiftIndex?: number;
  field?: keyof Shift;
  message: string;
}

export const TIMING_MESSAGES = {
  openingRequired: 'Opening time is required',
  closingRequired: 'Closing time is required',
  closingAfterOpening: 'Closing time must be after opening time',
  overlap: 'Shifts on the same day must not overlap',
  noShifts: 'Add a shift or mark the day as closed',
  noOpenDay: 'Add opening hours for at least one day',
} as const;

const WEEKEND: readonly Weekday[] = ['Saturday', 'Sunday'];

/** Monday to Friday 09:00-17:00; Saturday and Sunday closed with no shifts. */
export function defaultClinicTimings(): ClinicTimings {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      WEEKEND.includes(day)
        ? { isClosed: true, shifts: [] }
        : { isClosed: false, shifts: [{ ...DEFAULT_SHIFT }] },
    ]),
  ) as ClinicTimings;
}

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Everything wrong with the timings. Shifts need both times, closing after opening,
 * and no overlap with another shift that day; closed days are ignored.
 * Example: Monday 09:00-13:00 and 12:00-17:00 overlap; 09:00-13:00 and 13:00-17:00 do not.
 */
export function findTimingProblems(timings: ClinicTimings): TimingProblem[] {
  const problems: TimingProblem[] = [];
  let openDays = 0;
  for (const day of WEEKDAYS) {
    const { isClosed, shifts } = timings[day];
    if (isClosed) continue;
    if (shifts.length === 0) {
      problems.push({ day, message: TIMING_MESSAGES.noShifts });
      continue;
    }
    openDays += 1;
    const valid: Array<Shift & { index: number }> = [];
    shifts.forEach((shift, index) => {
      if (!HH_MM.test(shift.openingTime)) {
        problems.push({
          day,
          shiftIndex: index,
          field: 'openingTime',
          message: TIMING_MESSAGES.openingRequired,
        });
      }
      if (!HH_MM.test(shift.closingTime)) {
        problems.push({
          day,
          shiftIndex: index,
          field: 'closingTime',
          message: TIMING_MESSAGES.closingRequired,
        });
      }
      if (!HH_MM.test(shift.openingTime) || !HH_MM.test(shift.closingTime)) return;
      // Zero-padded HH:MM strings sort like the times they stand for.
      if (shift.closingTime <= shift.openingTime) {
        problems.push({
          day,
          shiftIndex: index,
          field: 'closingTime',
          message: TIMING_MESSAGES.closingAfterOpening,
        });
        return;
      }
      valid.push({ ...shift, index });
    });
    const sorted = [...valid].sort((a, b) => a.openingTime.localeCompare(b.openingTime));
    for (let i = 1; i < sorted.length; i += 1) {
      const previous = sorted[i - 1]!;
      const current = sorted[i]!;
      if (current.openingTime < previous.closingTime) {
        problems.push({
          day,
          shiftIndex: current.index,
          field: 'openingTime',
          message: TIMING_MESSAGES.overlap,
        });
      }
    }
  }
  if (openDays === 0 && problems.length === 0) {
    problems.push({ message: TIMING_MESSAGES.noOpenDay });
  }
  return problems;
}

/** As the server takes them: one row per shift of each open day, in week order. */
export function toTimingRows(
  timings: ClinicTimings,
): Array<{ dayOfWeek: DayOfWeek; startTime: string; endTime: string }> {
  return WEEKDAYS.flatMap((day) =>
    timings[day].isClosed
      ? []
      : [...timings[day].shifts]
          .sort((a, b) => a.openingTime.localeCompare(b.openingTime))
          .map((shift) => ({
            dayOfWeek: day.toUpperCase() as DayOfWeek,
            startTime: shift.openingTime,
            endTime: shift.closingTime,
          })),
  );
}
