// The doctor's appointments: list, details, status changes, notes and moves.
// Every call is scoped to the calling doctor (someone else's appointment is
// not found) and leaves an audit row naming the doctor, the appointment and
// the patient.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isBeyondHorizon } from '@clinic/shared/dates';
import { SERVER_ERRORS, VALIDATION } from '@clinic/shared/messages';
import type { AppointmentStatus } from '@clinic/shared/constants';
import { PORTAL_MESSAGES, type AppointmentListQuery } from '@clinic/shared/portal';
import { addDays, localMinutesToUtcForward } from '@clinic/shared/time-zone';
import { badRequest, notFound, slotTaken, templatedError } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { PG_EXCLUSION_VIOLATION, pgCode } from '../../lib/pg-errors.ts';
import { lockDoctorCalendar } from '../../db/locks.ts';
import { appointmentDetail, dayText, patientPanel, sizeText } from './detail.ts';
import { scheduleRefundsFor } from '../payments/service.ts';
import { inviteReview, publicOrigin } from '../reviews/service.ts';
import { notifyPatient, type PatientEvent } from './notify-patient.ts';
import { practiceFor, practiceOf } from './practice.ts';
import {
  APPOINTMENT_LIST_MAX_AGE_MS,
  appointmentRepository,
  parseRef,
  type AppointmentPage,
  type AppointmentRecord,
} from './repository.ts';
import { changeKeys } from '../../lib/change-feed.ts';
import { upcomingSince } from './upcoming.ts';
import { assertTransition, changedMeanwhile } from './transitions.ts';
import { toListItem } from './view.ts';

const who = (doctorId: string) => ({ actorId: doctorId, actorRole: 'doctor' as const });

/** The midnight starting a local date in the clinic's zone. */
const startOfLocalDay = (date: string, timeZone: string) =>
  localMinutesToUtcForward(date, 0, timeZone);

export async function listAppointments(
  app: FastifyInstance,
  request: FastifyRequest,
  doctorId: string,
  q: AppointmentListQuery,
) {
  const { database, clock } = app.deps;
  const practice = await practiceFor(app, doctorId);
  const tz = practice.timeZone;
  const today = upcomingSince(clock.now(), tz);
  const from = q.from ? startOfLocalDay(q.from, tz) : undefined;
  const to = q.to ? startOfLocalDay(addDays(q.to, 1), tz) : undefined;
  // No sort asked: the nearest dates first; a direction alone orders by date.
  const sort = q.sort ?? (q.dir ? 'date' : null);
  const filter = {
    doctorId,
    timeZone: tz,
    from,
    to,
    status: q.status,
    // One definition with the dashboard's Upcoming card and list (upcoming.ts).
    upcomingSince: q.upcoming ? today : undefined,
    search: q.search || undefined,
    sort,
    // (Unused by the nearest-first order.)
    dir: q.dir ?? (q.upcoming ? 'asc' : 'desc'),
    today,
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  } as const;
  const { rows, total } = await app.changes
    .cache<AppointmentPage>('appointment-list', { maxAgeMs: APPOINTMENT_LIST_MAX_AGE_MS })
    .get(JSON.stringify(filter), [changeKeys.calendar(doctorId), changeKeys.doctor(doctorId)], () =>
      appointmentRepository.list(database, filter),
    );
  await audit(database, request, {
    ...who(doctorId),
    action: 'list_appointments',
    entity: 'appointment',
    details: { appointmentIds: rows.map((r) => r.id), page: q.page, total },
  });
  return { total, page: q.page, pageSize: q.pageSize, appointments: rows.map(toListItem) };
}

/** The appointment if it is this doctor's; 404 otherwise (never another doctor's, never a sample). */
export async function ownedAppointment(app: FastifyInstance, doctorId: string, rawRef: string) {
  const ref = parseRef(rawRef);
  const found = ref
    ? await appointmentRepository.findOwned(app.deps.database.db, doctorId, ref)
    : undefined;
  if (!found) throw notFound(PORTAL_MESSAGES.appointmentNotFound);
  return found;
}

export async function getAppointment(
  app: FastifyInstance,
  request: FastifyRequest,
  doctorId: string,
  rawRef: string,
) {
  const { database, clock } = app.deps;
  const db = database.db;
  const [practice, found] = await Promise.all([
    practiceFor(app, doctorId),
    ownedAppointment(app, doctorId, rawRef),
  ]);
  const { a, p } = found;
  const tz = practice.timeZone;
  const now = clock.now();
  const [docs, scripts] = p
    ? await Promise.all([
        appointmentRepository.patientDocuments(db, doctorId, p.id),
        appointmentRepository.patientPrescriptions(db, doctorId, p.id),
      ])
    : [[], []];
  await audit(database, request, {
    ...who(doctorId),
    action: 'read_appointment',
    entity: 'appointment',
    entityId: a.id,
    patientId: a.patientId,
  });
  return {
    appointment: appointmentDetail(a, p, tz, now),
    patient: p ? patientPanel(p, now, tz) : null,
    documents: docs.map((d) => ({
      id: d.id,
      name: d.name,
      size: sizeText(d.sizeBytes),
      date: dayText(d.createdAt, tz),
      url: `/api/documents/${d.id}`,
    })),
    prescriptions: scripts.map((s) => ({
      id: s.code,
      doctor: s.doctor,
      medication: s.medication,
      date: dayText(s.createdAt, tz),
      url: s.documentId ? `/api/documents/${s.documentId}` : null,
    })),
    invoice: found.invoiceNo
      ? { invoiceId: found.invoiceNo, amount: (found.invoiceAmountPaise ?? 0) / 100 }
      : null,
    invoiceDefaults: { gstPercent: practice.gstPercent },
  };
}

const EVENT_OF: Partial<Record<AppointmentStatus, PatientEvent>> = {
  Confirmed: 'confirmed',
  Rejected: 'rejected',
  Cancelled: 'cancelled',
};

/** Accept, Reject and the status radios. Setting the current status again changes nothing. */
export async function changeStatus(
  app: FastifyInstance,
  request: FastifyRequest,
  doctorId: string,
  rawRef: string,
  to: AppointmentStatus,
  /** A cancellation's reason, said to the patient after the standard text (time off: its reason). */
  note?: string,
) {
  const { database, clock } = app.deps;
  const now = clock.now();
  const [practice, { a, p }] = await Promise.all([
    practiceOf(database, doctorId),
    ownedAppointment(app, doctorId, rawRef),
  ]);
  if (a.status === to) return appointmentDetail(a, p, practice.timeZone, now);
  const event = EVENT_OF[to];
  let messages: string[] = [];
  assertTransition(a.status, to, a.startAt, now);
  // The change, its audit row and the refund of an advance paid online commit
  // together or not at all; the dispatcher sends the refund after commit.
  const updated = await database.transaction(async (tx) => {
    const row = await appointmentRepository.markStatus(tx, a.id, a.status, to, now);
    if (!row) throw changedMeanwhile();
    if (to === 'Rejected' || to === 'Cancelled') await scheduleRefundsFor(tx, a.id, now);
    // A completed visit may be reviewed: the link goes out with the change.
    if (to === 'Completed') {
      await inviteReview(
        tx,
        publicOrigin(app.deps.config, request),
        {
          appointmentId: a.id,
          doctorName: practice.doctorName,
          language: a.language,
          ...contactOf(a, p),
        },
        now,
      );
    }
    await audit(tx, request, {
      ...who(doctorId),
      action: 'change_status',
      entity: 'appointment',
      entityId: a.id,
      patientId: a.patientId,
      details: { from: a.status, to },
    });
    // The patient's messages commit with the change; they are sent after it.
    if (event)
      messages = await notifyPatient(tx, event, row, contactOf(row, p), practice, now, note);
    return row;
  });
  app.outbox.sendSoon(messages);
  return appointmentDetail(updated, p, practice.timeZone, now);
}

export async function saveNotes(
  app: FastifyInstance,
  request: FastifyRequest,
  doctorId: string,
  rawRef: string,
  notes: string,
) {
  const { database, clock } = app.deps;
  const text = notes.trim();
  if (!text) throw badRequest(VALIDATION.noteRequired, 'notes');
  const now = clock.now();
  const [practice, { a, p }] = await Promise.all([
    practiceOf(database, doctorId),
    ownedAppointment(app, doctorId, rawRef),
  ]);
  await database.transaction(async (tx) => {
    await appointmentRepository.setDoctorNotes(tx, a.id, text, now);
    await audit(tx, request, {
      ...who(doctorId),
      action: 'save_notes',
      entity: 'appointment',
      entityId: a.id,
      patientId: a.patientId,
    });
  });
  return appointmentDetail({ ...a, doctorNotes: text, updatedAt: now }, p, practice.timeZone, now);
}

/** Calendar drag: the same duration at a new start. The database refuses an overlap (409 SLOT_TAKEN). */
export async function moveAppointment(
  app: FastifyInstance,
  request: FastifyRequest,
  doctorId: string,
  rawRef: string,
  newStart: Date,
) {
  const { database, clock } = app.deps;
  const now = clock.now();
  const [practice, { a, p }] = await Promise.all([
    practiceOf(database, doctorId),
    ownedAppointment(app, doctorId, rawRef),
  ]);
  let messages: string[] = [];
  if (a.status !== 'Pending' && a.status !== 'Confirmed') {
    throw templatedError('INVALID_TRANSITION', 'cannotBeMoved', [a.status]);
  }
  if (newStart.getTime() === a.startAt.getTime())
    return appointmentDetail(a, p, practice.timeZone, now);
  if (newStart.getTime() < now.getTime())
    throw badRequest(PORTAL_MESSAGES.startInPast, 'startTime');
  if (isBeyondHorizon(newStart, now)) throw badRequest(SERVER_ERRORS.tooFarAhead, 'startTime');
  const newEnd = new Date(newStart.getTime() + (a.endAt.getTime() - a.startAt.getTime()));
  const updated = await database.transaction(async (tx) => {
    await lockDoctorCalendar(tx, doctorId);
    let row: AppointmentRecord | undefined;
    try {
      row = await appointmentRepository.moveTo(tx, a.id, newStart, newEnd, now);
    } catch (err) {
      if (pgCode(err) === PG_EXCLUSION_VIOLATION) throw slotTaken();
      throw err;
    }
    if (!row) throw changedMeanwhile();
    await audit(tx, request, {
      ...who(doctorId),
      action: 'move_appointment',
      entity: 'appointment',
      entityId: a.id,
      patientId: a.patientId,
      details: { from: a.startAt.toISOString(), to: newStart.toISOString() },
    });
    messages = await notifyPatient(tx, 'moved', row, contactOf(row, p), practice, now);
    return row;
  });
  app.outbox.sendSoon(messages);
  return appointmentDetail(updated, p, practice.timeZone, now);
}

export function contactOf(
  a: AppointmentRecord,
  p: { phone: string | null; email: string | null } | null,
) {
  return { phone: p?.phone ?? null, email: a.patientEmail ?? p?.email ?? null };
}
