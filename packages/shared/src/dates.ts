// The dates a clinic can use, shared by the server's validation and the web
// forms: real calendar dates and months inside a sane range of years, and
// appointment times at most a booking horizon ahead. Values outside these
// would reach the database or the date math only to fail there (issue 9).
import { z } from 'zod';
import { BOOKING_HORIZON_YEARS, CALENDAR_MAX_YEAR, CALENDAR_MIN_YEAR } from './constants.ts';
import { API_TEXTS } from './api-texts.ts';
import { SERVER_ERRORS } from './messages.ts';

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;

const inYearRange = (year: number) => year >= CALENDAR_MIN_YEAR && year <= CALENDAR_MAX_YEAR;

/** 'YYYY-MM-DD' that names a day of the calendar (not 2026-02-30). */
export function isRealDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = new Date(Date.UTC(2000, mo - 1, d));
  at.setUTCFullYear(y);
  return at.getUTCFullYear() === y && at.getUTCMonth() === mo - 1 && at.getUTCDate() === d;
}

/** A local calendar date, YYYY-MM-DD, real and between the years above. */
export const calendarDateSchema = z
  .string({ error: SERVER_ERRORS.invalidDate })
  .refine(isRealDate, SERVER_ERRORS.invalidDate)
  .refine((v) => inYearRange(Number(v.slice(0, 4))), SERVER_ERRORS.dateOutOfRange);

/** A calendar month, YYYY-MM, between the years above. */
export const calendarMonthSchema = z
  .string({ error: SERVER_ERRORS.invalidMonth })
  .regex(MONTH_RE, SERVER_ERRORS.invalidMonth)
  .refine((v) => inYearRange(Number(v.slice(0, 4))), SERVER_ERRORS.monthOutOfRange);

/** Whether an instant lies in the years a request may name (checked after the ISO format). */
export function isInCalendarRange(iso: string): boolean {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return false;
  return inYearRange(new Date(ms).getUTCFullYear());
}

/** The latest start an appointment may have, seen from now. */
export function bookingHorizonEnd(now: Date): Date {
  const end = new Date(now.getTime());
  end.setUTCFullYear(end.getUTCFullYear() + BOOKING_HORIZON_YEARS);
  return end;
}

/** True when a start is beyond the booking horizon. */
export function isBeyondHorizon(start: Date, now: Date): boolean {
  return start.getTime() > bookingHorizonEnd(now).getTime();
}

/**
 * An ISO date-time with an offset, inside the calendar range: the sanity
 * bound every appointment time passes before the service applies the
 * clock-relative rules (not in the past, at most the horizon ahead).
 */
export const appointmentDateTimeSchema = (formatMessage: string) =>
  z.iso
    .datetime({ offset: true, error: formatMessage })
    .refine(isInCalendarRange, SERVER_ERRORS.dateOutOfRange);

/** The new start of a booking or a move: an ISO date-time with an offset, inside the calendar range. */
export const startTimeSchema = appointmentDateTimeSchema(API_TEXTS.startTimeIso);
