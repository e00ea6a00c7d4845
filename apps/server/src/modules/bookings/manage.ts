// A patient's own bookings, found by the phone they verified: list, cancel
// (until 2 hours before the start; the slot frees; an advance paid online is
// refunded) and move to another free slot.
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { CANCEL_CUTOFF_HOURS } from '@clinic/shared/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { lockDoctorCalendar } from '../../db/locks.ts';
import { appointments, patients, scheduledMessages } from '../../db/schema.ts';
import { PORTAL_MESSAGES } from '@clinic/shared/portal';
import { AppError, notFound, slotTaken, templatedError } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { PG_EXCLUSION_VIOLATION, pgCode } from '../../lib/pg-errors.ts';
import { checkSlot } from './check-slot.ts';
import { addNotification } from '../notifications/service.ts';
import { scheduleRefundsFor } from '../payments/service.ts';
import { whenText } from './notify.ts';
import { bookingView } from './service.ts';
import type { AppointmentRow } from './hold-slot.ts';

export async function listMyBookings(
  app: FastifyInstance,
  ownerPhone: string,
  request: FastifyRequest,
) {
  const rows = await app.deps.database.db
    .select({ a: appointments })
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .where(eq(patients.ownerPhone, ownerPhone))
    .orderBy(desc(appointments.startAt))
    .limit(200);
  await audit(app.deps.database, request, {
    actorRole: 'patient',
    action: 'list_bookings',
    entity: 'appointment',
    details: { ownerPhone, appointmentIds: rows.map((r) => r.a.id) },
  });
  return Promise.all(rows.map((r) => bookingView(app, r.a)));
}

async function ownBooking(
  app: FastifyInstance,
  ownerPhone: string,
  id: string,
): Promise<AppointmentRow> {
  const [row] = await app.deps.database.db
    .select({ a: appointments })
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .where(and(eq(appointments.id, id), eq(patients.ownerPhone, ownerPhone)))
    .limit(1);
  // Someone else's booking is simply not found: nothing is said about it.
  if (!row) throw notFound(PORTAL_MESSAGES.appointmentNotFound);
  return row.a;
}

function assertChangeable(a: AppointmentRow, now: Date) {
  if (!['Pending', 'Confirmed'].includes(a.status)) {
    throw templatedError('CONFLICT', 'cannotBeChanged', [a.status]);
  }
  if (a.startAt.getTime() - now.getTime() < CANCEL_CUTOFF_HOURS * 3_600_000) {
    throw new AppError('TOO_LATE');
  }
}

/** Who acts on a booking: the person holding the verified phone (not a user account). */
const byPatient = (ownerPhone: string, a: AppointmentRow) =>
  ({
    actorRole: 'patient',
    entity: 'appointment',
    entityId: a.id,
    patientId: a.patientId,
    details: { ownerPhone },
  }) as const;

export async function cancelMyBooking(
  app: FastifyInstance,
  ownerPhone: string,
  id: string,
  request: FastifyRequest,
) {
  const { database, clock } = app.deps;
  const now = clock.now();
  const a = await ownBooking(app, ownerPhone, id);
  assertChangeable(a, now);
  const doctor = await app.directory.get(a.doctorId);
  // The cancellation, its reminders, the doctor's notice and the audit row commit together.
  const updated = await database.transaction(async (tx) => {
    const [row] = await tx
      .update(appointments)
      .set({ status: 'Cancelled', cancelledAt: now, updatedAt: now })
      .where(and(eq(appointments.id, a.id), inArray(appointments.status, ['Pending', 'Confirmed'])))
      .returning();
    if (!row) throw new AppError('CONFLICT');
    await tx
      .delete(scheduledMessages)
      .where(and(eq(scheduledMessages.appointmentId, a.id), isNull(scheduledMessages.sentAt)));
    // An advance paid online goes back (sent by the dispatcher after commit).
    await scheduleRefundsFor(tx, a.id, now);
    await addNotification(tx, {
      userId: a.doctorId,
      kind: 'appointment_cancelled',
      title: 'Appointment cancelled',
      description: `Appointment #${a.publicId} on ${whenText(a.startAt, doctor?.timeZone ?? 'Asia/Kolkata')} was cancelled by the patient.`,
    });
    await audit(tx, request, { ...byPatient(ownerPhone, a), action: 'cancel_booking' });
    return row;
  });
  return bookingView(app, updated, doctor);
}

export async function moveMyBooking(
  app: FastifyInstance,
  ownerPhone: string,
  id: string,
  newStart: Date,
  request: FastifyRequest,
) {
  const { database, clock } = app.deps;
  const now = clock.now();
  const a = await ownBooking(app, ownerPhone, id);
  assertChangeable(a, now);
  const { doctor, end } = await checkSlot(database, app.directory, a.doctorId, newStart, now, {
    start: a.startAt,
    end: a.endAt,
  });
  const updated = await database.transaction(async (tx) => {
    await lockDoctorCalendar(tx, a.doctorId);
    let row: AppointmentRow | undefined;
    try {
      // One UPDATE: the constraint checks the new range against everyone else's.
      [row] = await tx
        .update(appointments)
        .set({ startAt: newStart, endAt: end, updatedAt: now, reminderSentAt: null })
        .where(
          and(eq(appointments.id, a.id), inArray(appointments.status, ['Pending', 'Confirmed'])),
        )
        .returning();
    } catch (err) {
      if (pgCode(err) === PG_EXCLUSION_VIOLATION) throw slotTaken();
      throw err;
    }
    if (!row) throw new AppError('CONFLICT');
    const dueAt = new Date(newStart.getTime() - 24 * 3_600_000);
    await tx
      .update(scheduledMessages)
      .set({ dueAt })
      .where(and(eq(scheduledMessages.appointmentId, a.id), isNull(scheduledMessages.sentAt)));
    await addNotification(tx, {
      userId: a.doctorId,
      kind: 'appointment_moved',
      title: 'Appointment moved',
      description: `Appointment #${a.publicId} moved from ${whenText(a.startAt, doctor.timeZone)} to ${whenText(newStart, doctor.timeZone)} by the patient.`,
    });
    await audit(tx, request, {
      ...byPatient(ownerPhone, a),
      action: 'move_booking',
      details: { ownerPhone, from: a.startAt.toISOString(), to: newStart.toISOString() },
    });
    return row;
  });
  return bookingView(app, updated, doctor);
}
