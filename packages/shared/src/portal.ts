// The doctor portal's shared pieces: the Add Appointment form and payload
// (spec section 5, with its exact messages), the appointment list query, the
// status rules and the display formats the API answers with.
import { z } from 'zod';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from './constants.ts';
import { calendarDateSchema, isInCalendarRange } from './dates.ts';
import { API_TEXTS } from './api-texts.ts';
import { SERVER_ERRORS, VALIDATION } from './messages.ts';
import { localDateOf, localMinutesOf } from './time-zone.ts';

export const PORTAL_MESSAGES = {
  startInPast: 'Start time cannot be in the past.',
  tooLong: 'An appointment can last at most 12 hours.',
  medicationRequired: 'Medication is required.',
  prescriptionFileRequired: 'Attach the prescription file.',
  prescriptionType: 'Only JPG, PNG or PDF files are allowed.',
  prescriptionTooLarge: VALIDATION.fileTooLarge10mb,
  appointmentNotFound: 'Appointment not found',
  notificationNotFound: 'Notification not found',
} as const;

/** The longest appointment the doctor can add or move to. */
export const MAX_APPOINTMENT_HOURS = 12;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** An ISO date-time with an offset, as the dialog sends it: 2026-03-12T09:00:00+05:30. */
const isoWithOffset = (required: string) =>
  z.preprocess(
    blankToUndefined,
    z.iso
      .datetime({
        offset: true,
        error: (i) => (i.input === undefined ? required : API_TEXTS.validDateTime),
      })
      .refine(isInCalendarRange, SERVER_ERRORS.dateOutOfRange),
  );

/**
 * POST /appointment/create-appointment (spec section 7): title, startTime,
 * endTime, patientEmail, note. Messages as spec section 5 words them.
 */
export const createAppointmentSchema = z
  .object({
    patientEmail: z.preprocess(
      blankToUndefined,
      z
        .string({ error: VALIDATION.clientEmailRequired })
        .trim()
        .min(1, VALIDATION.clientEmailRequired)
        .max(254, VALIDATION.validEmail)
        .regex(EMAIL_RE, VALIDATION.validEmail)
        .transform((e) => e.toLowerCase()),
    ),
    title: z.preprocess(
      blankToUndefined,
      z
        .string({ error: VALIDATION.sessionTitleRequired })
        .trim()
        .min(1, VALIDATION.sessionTitleRequired)
        .max(200, API_TEXTS.sessionTitleTooLong),
    ),
    startTime: isoWithOffset(VALIDATION.startTimeRequired),
    endTime: isoWithOffset(VALIDATION.endTimeRequired),
    note: z.preprocess(
      (v) => (v === null ? undefined : v),
      z.string().trim().max(2000, API_TEXTS.appointmentNoteTooLong).optional(),
    ),
  })
  .refine((v) => Date.parse(v.endTime) > Date.parse(v.startTime), {
    message: VALIDATION.endAfterStart,
    path: ['endTime'],
  })
  .refine(
    (v) => Date.parse(v.endTime) - Date.parse(v.startTime) <= MAX_APPOINTMENT_HOURS * 3_600_000,
    {
      message: PORTAL_MESSAGES.tooLong,
      path: ['endTime'],
    },
  );
export type CreateAppointmentRequest = z.infer<typeof createAppointmentSchema>;

/**
 * The Add Appointment dialog's fields (Client Email, Session Title, Date,
 * Start Time, End Time, Note). Times are 'HH:MM' on the chosen date; the form
 * turns them into the payload above with the clinic's offset.
 */
export const addAppointmentFormSchema = z
  .object({
    clientEmail: z
      .string({ error: VALIDATION.clientEmailRequired })
      .trim()
      .min(1, VALIDATION.clientEmailRequired)
      .regex(EMAIL_RE, VALIDATION.validEmail),
    sessionTitle: z
      .string({ error: VALIDATION.sessionTitleRequired })
      .trim()
      .min(1, VALIDATION.sessionTitleRequired),
    date: z.string({ error: VALIDATION.dateRequired }).min(1, VALIDATION.dateRequired),
    startTime: z
      .string({ error: VALIDATION.startTimeRequired })
      .min(1, VALIDATION.startTimeRequired),
    endTime: z.string({ error: VALIDATION.endTimeRequired }).min(1, VALIDATION.endTimeRequired),
    note: z.string().optional(),
  })
  // 'HH:MM' strings compare correctly as text; start >= end fails.
  .refine((v) => !v.startTime || !v.endTime || v.endTime > v.startTime, {
    message: VALIDATION.endAfterStart,
    path: ['endTime'],
  });
export type AddAppointmentForm = z.infer<typeof addAppointmentFormSchema>;

export const APPOINTMENT_SORTS = [
  'publicId',
  'patient',
  'treatment',
  'appointmentType',
  'status',
  'date',
  'time',
] as const;
export type AppointmentSort = (typeof APPOINTMENT_SORTS)[number];

const localDate = calendarDateSchema;

/** GET /appointments query. */
export const appointmentListQuerySchema = z.object({
  upcoming: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
  from: localDate.optional(),
  to: localDate.optional(),
  search: z.string().trim().max(100).optional(),
  status: z.enum(APPOINTMENT_STATUSES).optional(),
  /**
   * Left out: the nearest dates first (dated today or later, soonest first, then the
   * earlier ones, latest first); a `dir` without a sort orders by date.
   */
  sort: z.enum(APPOINTMENT_SORTS).optional(),
  dir: z.enum(['asc', 'desc']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type AppointmentListQuery = z.infer<typeof appointmentListQuerySchema>;

/**
 * Which status may follow which. Rejected and Cancelled give the time back and
 * are final; Completed and No-Show close an appointment that has started.
 */
export const STATUS_TRANSITIONS: Record<AppointmentStatus, readonly AppointmentStatus[]> = {
  Pending: ['Confirmed', 'Rejected', 'Cancelled'],
  Confirmed: ['Completed', 'No-Show', 'Cancelled'],
  Completed: [],
  'No-Show': [],
  Rejected: [],
  Cancelled: [],
};
/** Only once the start time has passed. */
export const STATUSES_AFTER_START: readonly AppointmentStatus[] = ['Completed', 'No-Show'];

/** The statuses the detail page's radio group may pick now: the current one and those it can move to. */
export function allowedStatuses(
  from: AppointmentStatus,
  start: Date,
  now: Date,
): AppointmentStatus[] {
  const started = start.getTime() <= now.getTime();
  return [
    from,
    ...STATUS_TRANSITIONS[from].filter((s) => started || !STATUSES_AFTER_START.includes(s)),
  ];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-03-12' -> '12 Mar 2026'. */
export function displayDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${d} ${MONTHS[Number(m) - 1] ?? ''} ${y}`;
}

/** Minutes since midnight -> '09:00 AM', '12:30 PM'. */
export function displayTime(minutes: number): string {
  const h = Math.floor(minutes / 60) % 24;
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${String(h12).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** An instant as the portal shows it in the clinic's zone. */
export function clinicDateTime(
  at: Date,
  timeZone: string,
): { isoDate: string; date: string; time: string } {
  const isoDate = localDateOf(at, timeZone);
  return { isoDate, date: displayDate(isoDate), time: displayTime(localMinutesOf(at, timeZone)) };
}
