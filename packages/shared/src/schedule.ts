// The doctor's schedule editor and time off (issue 13, points 2 and 3), shared by the
// server's validation and the portal's forms: the limits, the texts, and which
// appointments fall outside a week of shifts. Pure: time zones and instants come in.
import { z } from 'zod';
import { appointmentDateTimeSchema } from './dates.ts';
import { timingsSchema } from './onboarding.ts';
import type { ShiftTiming } from './slots.ts';
import { localDateOf, localMinutesOf, parseTimeOfDay, weekdayOfDate } from './time-zone.ts';

export const SLOT_MINUTES_MIN = 10;
export const SLOT_MINUTES_MAX = 60;
/** Minimum notice: up to a week. */
export const MIN_NOTICE_MINUTES_MAX = 7 * 24 * 60;
export const BOOKING_HORIZON_DAYS_DEFAULT = 30;
export const BOOKING_HORIZON_DAYS_MIN = 1;
export const BOOKING_HORIZON_DAYS_MAX = 365;
/** One time-off entry covers at most this many days. */
export const TIME_OFF_MAX_DAYS = 366;
export const TIME_OFF_REASON_MAX = 200;

export const SCHEDULE_TEXTS = {
  title: 'Schedule',
  weeklyHours: 'Weekly hours',
  closed: 'Closed',
  addShift: 'Add shift',
  removeShift: 'Remove shift',
  opens: 'Opens',
  closes: 'Closes',
  slotLength: 'Slot length (minutes)',
  minNotice: 'Minimum notice (minutes)',
  horizon: 'Patients may book up to (days ahead)',
  save: 'Save schedule',
  saved: 'Schedule saved. New slots follow it from now on.',
  outsideTitle: 'Appointments outside your new hours',
  outsideHelp:
    'These appointments were booked before the change. Move or cancel them from Appointments; patients are told of either.',
  timeOff: 'Time off',
  timeOffHelp: 'Block a day, several days or part of a day. Its slots disappear at once.',
  from: 'From',
  to: 'To',
  wholeDay: 'Whole day(s)',
  startTime: 'Start time',
  endTime: 'End time',
  reason: 'Reason (optional)',
  addTimeOff: 'Add time off',
  timeOffAdded: 'Time off added.',
  deleteTimeOff: 'Delete',
  timeOffDeleted: 'Time off removed. Its slots are open again.',
  noTimeOff: 'No time off planned.',
  bookedInTimeOff: (n: number) =>
    n === 1 ? '1 appointment is booked in this time' : `${n} appointments are booked in this time`,
  cancelAll: (n: number) =>
    n === 1 ? 'Cancel this appointment' : `Cancel these ${n} appointments`,
  confirmCancelTitle: 'Cancel the appointments?',
  confirmCancelBody:
    'Each patient gets a message that the clinic cancelled, and any advance paid online is refunded.',
  confirmCancel: 'Yes, cancel them',
  keep: 'Keep them',
  cancelledAll: (n: number) =>
    n === 1 ? '1 appointment cancelled.' : `${n} appointments cancelled.`,
} as const;

export const SCHEDULE_ERRORS = {
  slotMinutes: `Slot length must be between ${SLOT_MINUTES_MIN} and ${SLOT_MINUTES_MAX} minutes`,
  minNotice: `Minimum notice must be between 0 and ${MIN_NOTICE_MINUTES_MAX} minutes`,
  horizon: `Patients may book between ${BOOKING_HORIZON_DAYS_MIN} and ${BOOKING_HORIZON_DAYS_MAX} days ahead`,
  timeOffFrom: 'from must be an ISO date-time',
  timeOffTo: 'to must be an ISO date-time',
  timeOffOrder: 'Time off must end after it starts',
  timeOffPast: 'Time off must end in the future',
  timeOffTooLong: `One time off can last at most ${TIME_OFF_MAX_DAYS} days`,
  timeOffNotFound: 'Time off not found',
} as const;

const wholeNumber = (message: string, min: number, max: number) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

export const scheduleSchema = z.object({
  shifts: timingsSchema,
  slotMinutes: wholeNumber(SCHEDULE_ERRORS.slotMinutes, SLOT_MINUTES_MIN, SLOT_MINUTES_MAX),
  minNoticeMinutes: wholeNumber(SCHEDULE_ERRORS.minNotice, 0, MIN_NOTICE_MINUTES_MAX),
  bookingHorizonDays: wholeNumber(
    SCHEDULE_ERRORS.horizon,
    BOOKING_HORIZON_DAYS_MIN,
    BOOKING_HORIZON_DAYS_MAX,
  ).default(BOOKING_HORIZON_DAYS_DEFAULT),
});
export type ScheduleInput = z.input<typeof scheduleSchema>;
export type Schedule = z.output<typeof scheduleSchema>;

const DAY_MS = 86_400_000;

export const timeOffSchema = z
  .object({
    from: appointmentDateTimeSchema(SCHEDULE_ERRORS.timeOffFrom),
    to: appointmentDateTimeSchema(SCHEDULE_ERRORS.timeOffTo),
    reason: z.string().trim().max(TIME_OFF_REASON_MAX).default(''),
  })
  .refine((t) => Date.parse(t.to) > Date.parse(t.from), {
    message: SCHEDULE_ERRORS.timeOffOrder,
    path: ['to'],
  })
  .refine((t) => Date.parse(t.to) - Date.parse(t.from) <= TIME_OFF_MAX_DAYS * DAY_MS, {
    message: SCHEDULE_ERRORS.timeOffTooLong,
    path: ['to'],
  });
export type TimeOffInput = z.input<typeof timeOffSchema>;

/**
 * Whether [start, end) lies inside one shift of its local weekday (clinic zone). An
 * appointment that does not is "outside the hours" after a schedule change: Mon 09:00-13:00,
 * a visit Mon 12:30-13:00 fits; 12:45-13:15 or any time on a closed day does not.
 */
export function fitsWeeklyHours(
  start: Date,
  end: Date,
  shifts: readonly ShiftTiming[],
  timeZone: string,
): boolean {
  const date = localDateOf(start, timeZone);
  const weekday = weekdayOfDate(date);
  const from = localMinutesOf(start, timeZone);
  const to = from + Math.round((end.getTime() - start.getTime()) / 60_000);
  return shifts.some(
    (s) =>
      s.dayOfWeek === weekday &&
      parseTimeOfDay(s.startTime) <= from &&
      to <= parseTimeOfDay(s.endTime),
  );
}
