import { describe, expect, it } from 'vitest';
import { BOOKING_HORIZON_YEARS, CALENDAR_MAX_YEAR, CALENDAR_MIN_YEAR } from './constants.ts';
import {
  bookingHorizonEnd,
  calendarDateSchema,
  calendarMonthSchema,
  isBeyondHorizon,
  isRealDate,
  startTimeSchema,
} from './dates.ts';
import { SERVER_ERRORS } from './messages.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('dates a clinic can use', () => {
  it('knows real calendar dates', () => {
    expect(isRealDate('2026-02-28')).toBe(true);
    expect(isRealDate('2028-02-29')).toBe(true);
    expect(isRealDate('2026-02-29')).toBe(false);
    expect(isRealDate('2026-02-30')).toBe(false);
    expect(isRealDate('2026-04-31')).toBe(false);
    expect(isRealDate('2026-13-01')).toBe(false);
    expect(isRealDate('2026-3-1')).toBe(false);
  });

  it('takes dates and months only inside the calendar years', () => {
    expect(calendarDateSchema.safeParse('2026-03-10').success).toBe(true);
    expect(firstMessage(calendarDateSchema.safeParse('2026-02-30'))).toBe(
      SERVER_ERRORS.invalidDate,
    );
    expect(firstMessage(calendarDateSchema.safeParse('9999-12-31'))).toBe(
      SERVER_ERRORS.dateOutOfRange,
    );
    expect(calendarDateSchema.safeParse('0000-01-01').success).toBe(false);
    expect(calendarMonthSchema.safeParse(`${CALENDAR_MIN_YEAR}-01`).success).toBe(true);
    expect(calendarMonthSchema.safeParse(`${CALENDAR_MAX_YEAR}-12`).success).toBe(true);
    expect(firstMessage(calendarMonthSchema.safeParse('9999-12'))).toBe(
      SERVER_ERRORS.monthOutOfRange,
    );
    expect(firstMessage(calendarMonthSchema.safeParse('0000-01'))).toBe(
      SERVER_ERRORS.monthOutOfRange,
    );
    expect(firstMessage(calendarMonthSchema.safeParse('2026-13'))).toBe(SERVER_ERRORS.invalidMonth);
  });

  it('takes start times with an offset inside the calendar years', () => {
    expect(startTimeSchema.safeParse('2026-03-12T09:00:00+05:30').success).toBe(true);
    expect(firstMessage(startTimeSchema.safeParse('2999-03-12T09:00:00+05:30'))).toBe(
      SERVER_ERRORS.dateOutOfRange,
    );
    expect(startTimeSchema.safeParse('9999-12-31T00:00:00Z').success).toBe(false);
    expect(startTimeSchema.safeParse('0000-01-01T00:00:00Z').success).toBe(false);
    expect(startTimeSchema.safeParse('2026-02-30T10:00:00Z').success).toBe(false);
  });

  it(`ends the booking horizon ${BOOKING_HORIZON_YEARS} years ahead`, () => {
    const now = new Date('2026-03-10T04:30:00.000Z');
    expect(bookingHorizonEnd(now).toISOString()).toBe('2028-03-10T04:30:00.000Z');
    expect(isBeyondHorizon(new Date('2028-03-10T04:30:00.000Z'), now)).toBe(false);
    expect(isBeyondHorizon(new Date('2028-03-10T04:30:00.001Z'), now)).toBe(true);
  });
});
