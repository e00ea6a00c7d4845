// The doctor's schedule editor and time off. A change to the weekly shifts or the slot
// settings applies to the slots offered from then on (the directory and slot caches
// follow the change feed); appointments already booked stay, and those now outside the
// hours are listed so the doctor can move or cancel them. Time off removes its slots at
// once (the booked-ranges query reads it); the appointments already booked inside it are
// listed, and one action cancels them all through the appointments module's own
// cancellation (the patient's message, the refund of a paid advance, the audit row).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  fitsWeeklyHours,
  SCHEDULE_ERRORS,
  type Schedule,
  type TimeOffInput,
} from '@clinic/shared/schedule';
import { API_TEXTS } from '@clinic/shared/api-texts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { changeStatus } from '../appointments/service.ts';
import {
  deleteTimeOff,
  findTimeOff,
  firstClinicId,
  insertTimeOff,
  listTimeOff,
  readSchedule,
  upcomingAppointments,
  writeSchedule,
  type TimeOffRecord,
  type UpcomingAppointment,
} from './repository.ts';

const who = (doctorId: string) => ({ actorId: doctorId, actorRole: 'doctor' as const });

export interface AppointmentBrief {
  id: string;
  publicId: string;
  patient: string;
  status: 'Pending' | 'Confirmed';
  startTime: string;
  endTime: string;
}

const brief = (a: UpcomingAppointment): AppointmentBrief => ({
  id: a.id,
  publicId: a.publicId,
  patient: a.patientName,
  status: a.status,
  startTime: a.startAt.toISOString(),
  endTime: a.endAt.toISOString(),
});

async function scheduleAnswer(app: FastifyInstance, doctorId: string) {
  const { database, clock } = app.deps;
  const s = await readSchedule(database, doctorId);
  if (!s) throw notFound(API_TEXTS.doctorNotFound);
  const upcoming = await upcomingAppointments(database, doctorId, clock.now());
  return {
    timeZone: s.timeZone,
    shifts: s.shifts,
    slotMinutes: s.slotMinutes,
    minNoticeMinutes: s.minNoticeMinutes,
    bookingHorizonDays: s.bookingHorizonDays,
    outsideHours: upcoming
      .filter((a) => !fitsWeeklyHours(a.startAt, a.endAt, s.shifts, s.timeZone))
      .map(brief),
  };
}
export type ScheduleAnswer = Awaited<ReturnType<typeof scheduleAnswer>>;

export async function getSchedule(
  app: FastifyInstance,
  request: FastifyRequest,
  doctorId: string,
): Promise<ScheduleAnswer> {
  const answer = await scheduleAnswer(app, doctorId);
  await audit(app.deps.database, request, {
    ...who(doctorId),
    action: 'view_schedule',
    entity: 'appointment',
    details: { appointmentIds: answer.outsideHours.map((a) => a.id) },
  });
  return answer;
}

export async function putSchedule(
  app: FastifyInstance,
  request: FastifyRequest,
  doctorId: string,
  input: Schedule,
): Promise<ScheduleAnswer> {
  const { database, clock } = app.deps;
  const now = clock.now();
  await database.transaction(async (tx) => {
    const clinicId = await firstClinicId(tx, doctorId);
    if (!clinicId) throw badRequest(API_TEXTS.addClinicBeforeHours, 'shifts');
    await writeSchedule(
      tx,
      doctorId,
      clinicId,
      {
        shifts: input.shifts.map((s) => ({ ...s, dayOfWeek: s.dayOfWeek as 'MONDAY' })),
        slotMinutes: input.slotMinutes,
        minNoticeMinutes: input.minNoticeMinutes,
        bookingHorizonDays: input.bookingHorizonDays,
      },
      now,
    );
    await audit(tx, request, {
      ...who(doctorId),
      action: 'update_schedule',
      entity: 'doctor_profile',
      entityId: doctorId,
      details: {
        shifts: input.shifts.length,
        slotMinutes: input.slotMinutes,
        minNoticeMinutes: input.minNoticeMinutes,
        bookingHorizonDays: input.bookingHorizonDays,
      },
    });
  });
  return scheduleAnswer(app, doctorId);
}

export interface TimeOffItem {
  id: string;
  from: string;
  to: string;
  reason: string;
  /** Active appointments still booked inside it (from now on). */
  appointments: AppointmentBrief[];
}

function withAppointments(t: TimeOffRecord, upcoming: UpcomingAppointment[]): TimeOffItem {
  return {
    id: t.id,
    from: t.startAt.toISOString(),
    to: t.endAt.toISOString(),
    reason: t.reason,
    appointments: upcoming.filter((a) => a.startAt < t.endAt && t.startAt < a.endAt).map(brief),
  };
}

export async function getTimeOff(
  app: FastifyInstance,
  request: FastifyRequest,
  doctorId: string,
): Promise<{ timeZone: string; timeOff: TimeOffItem[] }> {
  const { database, clock } = app.deps;
  const now = clock.now();
  const [s, entries] = await Promise.all([
    readSchedule(database, doctorId),
    listTimeOff(database.db, doctorId, now),
  ]);
  const lastEnd = entries.reduce((m, t) => (t.endAt > m ? t.endAt : m), now);
  const upcoming = entries.length
    ? await upcomingAppointments(database, doctorId, now, lastEnd)
    : [];
  const timeOff = entries.map((t) => withAppointments(t, upcoming));
  await audit(database, request, {
    ...who(doctorId),
    action: 'list_time_off',
    entity: 'appointment',
    details: {
      appointmentIds: [...new Set(timeOff.flatMap((t) => t.appointments.map((a) => a.id)))],
    },
  });
  return { timeZone: s?.timeZone ?? 'Asia/Kolkata', timeOff };
}

export async function addTimeOff(
  app: FastifyInstance,
  request: FastifyRequest,
  doctorId: string,
  input: Required<TimeOffInput>,
): Promise<TimeOffItem> {
  const { database, clock } = app.deps;
  const now = clock.now();
  const startAt = new Date(input.from);
  const endAt = new Date(input.to);
  if (endAt <= now) throw badRequest(SCHEDULE_ERRORS.timeOffPast, 'to');
  const created = await database.transaction(async (tx) => {
    const row = await insertTimeOff(tx, doctorId, { startAt, endAt, reason: input.reason });
    await audit(tx, request, {
      ...who(doctorId),
      action: 'add_time_off',
      entity: 'doctor_profile',
      entityId: doctorId,
      details: { timeOffId: row.id, from: input.from, to: input.to },
    });
    return row;
  });
  const booked = await upcomingAppointments(database, doctorId, now, endAt, {
    from: startAt,
    to: endAt,
  });
  return withAppointments(created, booked);
}

export async function removeTimeOff(
  app: FastifyInstance,
  request: FastifyRequest,
  doctorId: string,
  id: string,
): Promise<void> {
  await app.deps.database.transaction(async (tx) => {
    if (!(await deleteTimeOff(tx, doctorId, id))) throw notFound(SCHEDULE_ERRORS.timeOffNotFound);
    await audit(tx, request, {
      ...who(doctorId),
      action: 'remove_time_off',
      entity: 'doctor_profile',
      entityId: doctorId,
      details: { timeOffId: id },
    });
  });
}

/**
 * Cancels every active appointment booked inside the time off, one by one through the
 * appointments module's cancellation: each patient is told (with the reason, when given)
 * and each advance paid online is refunded. An appointment changed meanwhile (completed,
 * cancelled by the patient) is left as it is and named in `skipped`.
 */
export async function cancelTimeOffAppointments(
  app: FastifyInstance,
  request: FastifyRequest,
  doctorId: string,
  id: string,
): Promise<{ cancelled: AppointmentBrief[]; skipped: AppointmentBrief[] }> {
  const { database, clock } = app.deps;
  const now = clock.now();
  const t = await findTimeOff(database.db, doctorId, id);
  if (!t) throw notFound(SCHEDULE_ERRORS.timeOffNotFound);
  const booked = await upcomingAppointments(database, doctorId, now, t.endAt, {
    from: t.startAt,
    to: t.endAt,
  });
  await audit(database, request, {
    ...who(doctorId),
    action: 'cancel_time_off_appointments',
    entity: 'doctor_profile',
    entityId: doctorId,
    details: { timeOffId: id, appointmentIds: booked.map((a) => a.id) },
  });
  // The clinic's reason; the patient's message says it in their language ("Reason: ...").
  const note = t.reason.trim() ? t.reason.trim().replace(/[.!]$/, '') : undefined;
  const cancelled: AppointmentBrief[] = [];
  const skipped: AppointmentBrief[] = [];
  for (const a of booked) {
    try {
      await changeStatus(app, request, doctorId, a.id, 'Cancelled', note);
      cancelled.push(brief(a));
    } catch (err) {
      if (err instanceof AppError && (err.code === 'INVALID_TRANSITION' || err.code === 'CONFLICT'))
        skipped.push(brief(a));
      else throw err;
    }
  }
  return { cancelled, skipped };
}
