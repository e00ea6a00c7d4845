// POST /appointment/create-appointment (spec section 7): the doctor adds an
// appointment from the calendar for a client known by email. It takes its
// time the same way a patient booking does: the INSERT either commits or
// meets the overlap constraint (23P01 -> 409 SLOT_TAKEN), so of concurrent
// calls for one time exactly one succeeds.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isBeyondHorizon } from '@clinic/shared/dates';
import { SERVER_ERRORS } from '@clinic/shared/messages';
import { PORTAL_MESSAGES, type CreateAppointmentRequest } from '@clinic/shared/portal';
import { appointments } from '../../db/schema.ts';
import { badRequest, slotTaken } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { PG_EXCLUSION_VIOLATION, pgCode } from '../../lib/pg-errors.ts';
import { lockDoctorCalendar } from '../../db/locks.ts';
import { clientByEmail } from './clients.ts';
import { appointmentDetail } from './detail.ts';
import { notifyPatient } from './notify-patient.ts';
import { practiceOf } from './practice.ts';
import type { AppointmentRecord } from './repository.ts';
import { contactOf } from './service.ts';

export async function createAppointment(
  app: FastifyInstance,
  request: FastifyRequest,
  doctorId: string,
  body: CreateAppointmentRequest,
) {
  const { database, clock } = app.deps;
  const now = clock.now();
  const start = new Date(body.startTime);
  const end = new Date(body.endTime);
  if (start.getTime() < now.getTime()) throw badRequest(PORTAL_MESSAGES.startInPast, 'startTime');
  if (isBeyondHorizon(start, now)) throw badRequest(SERVER_ERRORS.tooFarAhead, 'startTime');
  const practice = await practiceOf(database, doctorId);
  const patient = await clientByEmail(database, doctorId, body.patientEmail);
  let messages: string[] = [];
  const a = await database.transaction(async (tx) => {
    await lockDoctorCalendar(tx, doctorId);
    let created: AppointmentRecord | undefined;
    try {
      [created] = await tx
        .insert(appointments)
        .values({
          doctorId,
          clinicId: practice.clinicId,
          patientId: patient.id,
          mode: 'clinic',
          startAt: start,
          endAt: end,
          // The doctor made it: nothing to accept.
          status: 'Confirmed',
          title: body.title,
          treatment: body.title,
          doctorNotes: body.note || null,
          patientEmail: body.patientEmail,
          source: 'doctor',
          feePaise: practice.offlineFeePaise,
        })
        .returning();
    } catch (err) {
      if (pgCode(err) === PG_EXCLUSION_VIOLATION) throw slotTaken();
      throw err;
    }
    await audit(tx, request, {
      actorId: doctorId,
      actorRole: 'doctor',
      action: 'create_appointment',
      entity: 'appointment',
      entityId: created!.id,
      patientId: patient.id,
    });
    // The patient's messages commit with the appointment; they are sent after it.
    messages = await notifyPatient(
      tx,
      'created',
      created!,
      contactOf(created!, patient),
      practice,
      now,
    );
    return created!;
  });
  app.outbox.sendSoon(messages);
  return appointmentDetail(a, patient, practice.timeZone, now);
}
