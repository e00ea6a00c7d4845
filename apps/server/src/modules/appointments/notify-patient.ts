// What the patient is told when the doctor acts on their appointment: an SMS
// to their phone when known, an email when known (a doctor-added client may
// have only an email). Reminders follow the appointment: dropped when it is
// rejected or cancelled, rescheduled when it moves. Everything is written to
// the outbox in the transaction of the change; the caller hands the returned
// ids to app.outbox after commit, so a gateway failure never fails the change.
import { REMINDER_HOURS_BEFORE } from '@clinic/shared/constants';
import type { Db } from '../../db/client.ts';
import { whenText } from '../bookings/notify.ts';
import { scheduleMessage } from '../notifications/service.ts';
import type { Practice } from './practice.ts';
import { appointmentRepository, type AppointmentRecord } from './repository.ts';

export type PatientEvent = 'created' | 'confirmed' | 'rejected' | 'cancelled' | 'moved';

export interface Contact {
  phone: string | null;
  email: string | null;
}

export function patientMessage(
  event: PatientEvent,
  a: AppointmentRecord,
  practice: Practice,
  /** Said after the standard text (say, why the clinic cancelled: the doctor's time off). */
  note?: string,
): { subject: string; text: string } {
  const ref = `#${a.publicId}`;
  const when = whenText(a.startAt, practice.timeZone);
  const doctor = practice.doctorName;
  switch (event) {
    case 'created':
      return {
        subject: `Appointment ${ref} with ${doctor}`,
        text: `${doctor} has booked an appointment ${ref} for you on ${when}${practice.clinicName ? ` at ${practice.clinicName}` : ''}.`,
      };
    case 'confirmed':
      return {
        subject: `Appointment ${ref} confirmed`,
        text: `Your appointment ${ref} with ${doctor} on ${when} is confirmed.`,
      };
    case 'rejected':
      return {
        subject: `Appointment ${ref} not accepted`,
        text: `${doctor} could not accept your appointment request ${ref} for ${when}. Please book another time.`,
      };
    case 'cancelled':
      return {
        subject: `Appointment ${ref} cancelled`,
        text: `Your appointment ${ref} with ${doctor} on ${when} has been cancelled by the clinic.${note ? ` ${note}` : ''}`,
      };
    case 'moved':
      return {
        subject: `Appointment ${ref} moved`,
        text: `Your appointment ${ref} with ${doctor} has been moved to ${when}.`,
      };
  }
}

/** Enqueues the patient's messages in `tx`; answers the ids of those due now. */
export async function notifyPatient(
  tx: Db,
  event: PatientEvent,
  a: AppointmentRecord,
  contact: Contact,
  practice: Practice,
  now: Date,
  note?: string,
): Promise<string[]> {
  const { subject, text } = patientMessage(event, a, practice, note);
  if (event === 'rejected' || event === 'cancelled' || event === 'moved') {
    await appointmentRepository.dropUnsentRemindersOf(tx, [a.id]);
  }
  const dueNow: string[] = [];
  if (contact.phone)
    dueNow.push(await scheduleMessage(tx, { channel: 'sms', to: contact.phone, text, dueAt: now }));
  if (contact.email) {
    dueNow.push(
      await scheduleMessage(tx, { channel: 'email', to: contact.email, subject, text, dueAt: now }),
    );
  }
  if (event === 'created' || event === 'moved')
    await scheduleReminders(tx, a, contact, practice, now);
  return dueNow;
}

async function scheduleReminders(
  tx: Db,
  a: AppointmentRecord,
  contact: Contact,
  practice: Practice,
  now: Date,
) {
  const dueAt = new Date(a.startAt.getTime() - REMINDER_HOURS_BEFORE * 3_600_000);
  if (dueAt <= now) return;
  const text = `Reminder: your appointment #${a.publicId} with ${practice.doctorName} is tomorrow, ${whenText(a.startAt, practice.timeZone)}.`;
  if (contact.phone) {
    await scheduleMessage(tx, {
      channel: 'sms',
      to: contact.phone,
      text,
      dueAt,
      appointmentId: a.id,
    });
  }
  if (contact.email) {
    await scheduleMessage(tx, {
      channel: 'email',
      to: contact.email,
      subject: `Reminder: appointment #${a.publicId}`,
      text,
      dueAt,
      appointmentId: a.id,
    });
  }
}
