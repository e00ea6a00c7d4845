// A patient's own bookings, found by the phone they verified: list, cancel
// (until 2 hours before the start; the slot frees) and move to another free slot.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { CANCEL_CUTOFF_HOURS } from '@clinic/shared/constants';
import type { FastifyInstance } from 'fastify';
import { appointments, patients } from '../../db/schema.ts';
import { AppError, notFound, slotTaken } from '../../errors.ts';
import { PG_EXCLUSION_VIOLATION, pgCode } from '../../lib/pg-errors.ts';
import { checkSlot } from './check-slot.ts';
import { notificationRepository } from '../notifications/repository.ts';
import { whenText } from './notify.ts';
import { bookingView } from './service.ts';
import type { AppointmentRow } from './hold-slot.ts';

export async function listMyBookings(app: FastifyInstance, ownerPhone: string) {
  const rows = await app.deps.database.db
    .select({ a: appointments })
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .where(eq(patients.ownerPhone, ownerPhone))
    .orderBy(desc(appointments.startAt))
    .limit(200);
  return Promise.all(rows.map((r) => bookingView(app, r.a)));
}

async function ownBooking(app: FastifyInstance, ownerPhone: string, id: string): Promise<AppointmentRow> {
  const [row] = await app.deps.database.db
    .select({ a: appointments })
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .where(and(eq(appointments.id, id), eq(patients.ownerPhone, ownerPhone)))
    .limit(1);
  // Someone else's booking is simply not found: nothing is said about it.
  if (!row) throw notFound('Appointment not found');
  return row.a;
}

function assertChangeable(a: AppointmentRow, now: Date) {
  if (!['Pending', 'Confirmed'].includes(a.status)) {
    throw new AppError('CONFLICT', `This appointment is ${a.status.toLowerCase()} and cannot be changed.`);
  }
  if (a.startAt.getTime() - now.getTime() < CANCEL_CUTOFF_HOURS * 3_600_000) {
    throw new AppError('TOO_LATE');
  }
}

export async function cancelMyBooking(app: FastifyInstance, ownerPhone: string, id: string) {
  const { database, clock } = app.deps;
  const now = clock.now();
  const a = await ownBooking(app, ownerPhone, id);
  assertChangeable(a, now);
  const [updated] = await database.db
    .update(appointments)
    .set({ status: 'Cancelled', cancelledAt: now, updatedAt: now })
    .where(and(eq(appointments.id, a.id), inArray(appointments.status, ['Pending', 'Confirmed'])))
    .returning();
  if (!updated) throw new AppError('CONFLICT');
  await database.rows(`delete from scheduled_messages where appointment_id = $1 and sent_at is null`, [a.id]);
  const doctor = await app.directory.get(a.doctorId);
  await notificationRepository.add(database.db, {
    userId: a.doctorId,
    kind: 'appointment_cancelled',
    title: 'Appointment cancelled',
    description: `Appointment #${a.publicId} on ${whenText(a.startAt, doctor?.timeZone ?? 'Asia/Kolkata')} was cancelled by the patient.`,
  });
  return bookingView(app, updated, doctor);
}

export async function moveMyBooking(app: FastifyInstance, ownerPhone: string, id: string, newStart: Date) {
  const { database, clock } = app.deps;
  const now = clock.now();
  const a = await ownBooking(app, ownerPhone, id);
  assertChangeable(a, now);
  const { doctor, end } = await checkSlot(database, app.directory, a.doctorId, newStart, now, {
    start: a.startAt,
    end: a.endAt,
  });
  let updated;
  try {
    // One UPDATE: the constraint checks the new range against everyone else's.
    [updated] = await database.db
      .update(appointments)
      .set({ startAt: newStart, endAt: end, updatedAt: now, reminderSentAt: null })
      .where(and(eq(appointments.id, a.id), inArray(appointments.status, ['Pending', 'Confirmed'])))
      .returning();
  } catch (err) {
    if (pgCode(err) === PG_EXCLUSION_VIOLATION) throw slotTaken();
    throw err;
  }
  if (!updated) throw new AppError('CONFLICT');
  const dueAt = new Date(newStart.getTime() - 24 * 3_600_000);
  await database.rows(`update scheduled_messages set due_at = $2 where appointment_id = $1 and sent_at is null`, [a.id, dueAt.toISOString()]);
  await notificationRepository.add(database.db, {
    userId: a.doctorId,
    kind: 'appointment_moved',
    title: 'Appointment moved',
    description: `Appointment #${a.publicId} moved from ${whenText(a.startAt, doctor.timeZone)} to ${whenText(newStart, doctor.timeZone)} by the patient.`,
  });
  return bookingView(app, updated, doctor);
}
