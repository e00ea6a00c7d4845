import { describe, expect, it } from 'vitest';
import {
  defaultClinicTimings,
  findTimingProblems,
  TIMING_MESSAGES,
  toTimingRows,
  type ClinicTimings,
} from './clinic-timings';

function withDay(day: keyof ClinicTimings, value: ClinicTimings[keyof ClinicTimings]) {
  return { ...defaultClinicTimings(), [day]: value };
}

describe('clinic timings', () => {
  it('defaults to Monday-Friday 09:00-17:00 with the weekend closed', () => {
    const timings = defaultClinicTimings();
    expect(timings.Monday).toEqual({
      isClosed: false,
      shifts: [{ openingTime: '09:00', closingTime: '17:00' }],
    });
    expect(timings.Friday.isClosed).toBe(false);
    expect(timings.Saturday).toEqual({ isClosed: true, shifts: [] });
    expect(timings.Sunday).toEqual({ isClosed: true, shifts: [] });
    expect(findTimingProblems(timings)).toEqual([]);
  });

  it('sends one uppercase row per shift of each open day, in week order', () => {
    const timings = withDay('Monday', {
      isClosed: false,
      shifts: [
        { openingTime: '17:00', closingTime: '20:00' },
        { openingTime: '09:00', closingTime: '13:00' },
      ],
    });
    const rows = toTimingRows(timings);
    expect(rows.slice(0, 3)).toEqual([
      { dayOfWeek: 'MONDAY', startTime: '09:00', endTime: '13:00' },
      { dayOfWeek: 'MONDAY', startTime: '17:00', endTime: '20:00' },
      { dayOfWeek: 'TUESDAY', startTime: '09:00', endTime: '17:00' },
    ]);
    expect(rows.map((row) => row.dayOfWeek)).not.toContain('SATURDAY');
    expect(rows).toHaveLength(6);
  });

  it('needs both times, and closing after opening', () => {
    const timings = withDay('Tuesday', {
      isClosed: false,
      shifts: [
        { openingTime: '', closingTime: '12:00' },
        { openingTime: '14:00', closingTime: '14:00' },
      ],
    });
    expect(findTimingProblems(timings)).toEqual([
      {
        day: 'Tuesday',
        shiftIndex: 0,
        field: 'openingTime',
        message: TIMING_MESSAGES.openingRequired,
      },
      {
        day: 'Tuesday',
        shiftIndex: 1,
        field: 'closingTime',
        message: TIMING_MESSAGES.closingAfterOpening,
      },
    ]);
  });

  it('rejects overlapping shifts but allows back-to-back ones', () => {
    const overlapping = withDay('Wednesday', {
      isClosed: false,
      shifts: [
        { openingTime: '09:00', closingTime: '13:00' },
        { openingTime: '12:00', closingTime: '17:00' },
      ],
    });
    expect(findTimingProblems(overlapping)).toEqual([
      { day: 'Wednesday', shiftIndex: 1, field: 'openingTime', message: TIMING_MESSAGES.overlap },
    ]);
    const backToBack = withDay('Wednesday', {
      isClosed: false,
      shifts: [
        { openingTime: '09:00', closingTime: '13:00' },
        { openingTime: '13:00', closingTime: '17:00' },
      ],
    });
    expect(findTimingProblems(backToBack)).toEqual([]);
  });

  it('an open day needs a shift, and the week needs an open day', () => {
    expect(findTimingProblems(withDay('Thursday', { isClosed: false, shifts: [] }))).toEqual([
      { day: 'Thursday', message: TIMING_MESSAGES.noShifts },
    ]);
    const allClosed = Object.fromEntries(
      Object.keys(defaultClinicTimings()).map((day) => [day, { isClosed: true, shifts: [] }]),
    ) as unknown as ClinicTimings;
    expect(findTimingProblems(allClosed)).toEqual([{ message: TIMING_MESSAGES.noOpenDay }]);
  });

  it('ignores the shifts of a closed day', () => {
    const timings = withDay('Sunday', {
      isClosed: true,
      shifts: [{ openingTime: '18:00', closingTime: '10:00' }],
    });
    expect(findTimingProblems(timings)).toEqual([]);
    expect(toTimingRows(timings).some((row) => row.dayOfWeek === 'SUNDAY')).toBe(false);
  });
});
