// Who may enter a video room: the doctor who owns the appointment (Bearer
// token) or the patient whose phone booked it (X-Booking-Token, as for
// /patient/appointments). Anyone else is told the room does not exist. Only
// online consultations that are still Pending or Confirmed have an open room.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONSULT_TEXTS } from '@clinic/shared/messages';
import { appointments, patients, users } from '../../db/schema.ts';
import { conflict, notFound, unauthorized } from '../../errors.ts';
import { isUuid } from '../../lib/uuid.ts';
import { phoneFromBookingToken } from '../bookings/service.ts';
import type { Role } from './rooms.ts';

const OPEN_STATUSES = new Set(['Pending', 'Confirmed']);

export interface Entry {
  role: Role;
  appointment: typeof appointments.$inferSelect;
  doctorName: string;
  patientName: string | null;
}

async function findAppointment(app: FastifyInstance, id: string) {
  const [row] = await app.deps.database.db
    .select({
      a: appointments,
      doctorName: users.name,
      patientName: patients.name,
      ownerPhone: patients.ownerPhone,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.doctorId))
    .leftJoin(patients, eq(patients.id, appointments.patientId))
    .where(eq(appointments.id, id))
    .limit(1);
  return row;
}

/**
 * The caller's role in the room of appointment `id`, or the error to answer:
 * 401 without credentials (or with expired ones), 404 when the caller has no
 * part in it, 409 when it is not an open online consultation. `open: false`
 * skips the last check (leaving a room that has just closed is fine).
 */
export async function enterRoom(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
  { open = true }: { open?: boolean } = {},
): Promise<Entry> {
  const bearer = request.headers.authorization;
  const bookingToken = request.headers['x-booking-token'];
  const token = typeof bookingToken === 'string' && bookingToken !== '' ? bookingToken : undefined;
  if (!bearer && !token) throw unauthorized(CONSULT_TEXTS.credentialsMissing);

  // Bad credentials answer 401 whatever the id; then an unknown id and
  // someone else's appointment answer alike (404).
  let doctorId: string | undefined;
  if (bearer) {
    try {
      await app.requireRole()(request, reply);
      if (request.user?.role === 'doctor') doctorId = request.user.id;
    } catch (err) {
      // A stale portal session in the same browser must not lock out a patient.
      if (!token) throw err;
    }
  }
  const row = isUuid(id) ? await findAppointment(app, id) : undefined;
  let role: Role | undefined;
  if (row && doctorId && row.a.doctorId === doctorId) {
    role = 'doctor';
  } else if (token) {
    // An expired token answers 401 whether or not the room exists.
    const phone = await phoneFromBookingToken(app, token);
    if (row && row.ownerPhone === phone) role = 'patient';
  }
  if (!row || !role) throw notFound(CONSULT_TEXTS.notFound);

  if (open) assertOpen(row.a);
  return { role, appointment: row.a, doctorName: row.doctorName, patientName: row.patientName };
}

function assertOpen(a: typeof appointments.$inferSelect): void {
  if (a.mode !== 'virtual') throw conflict(CONSULT_TEXTS.notVirtual);
  if (!OPEN_STATUSES.has(a.status)) {
    throw conflict(CONSULT_TEXTS.closed[a.status] ?? CONSULT_TEXTS.closedFallback);
  }
}
