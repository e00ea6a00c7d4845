// What the patient is told when the doctor acts on their appointment: an SMS
// to their phone when known, an email when known (a doctor-added client may
// have only an email). Reminders follow the appointment: dropped when it is
// rejected or cancelled, rescheduled when it moves. Everything is written to
// the outbox in the transaction of the change; the caller hands the returned
// ids to app.outbox after commit, so a gateway failure never fails the change.
import { REMINDER_HOURS_BEFORE } from '@clinic/shared/constants';
import type { Db } from '../../db/client.ts';
import { isApiLanguage, messageWhen, smsTexts } from '@clinic/shared/i18n/server';
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
  /** The clinic's reason, said after the standard text of a cancellation (the doctor's time off). */
  reason?: string,
): { subject: string; text: string } {
  // In the language the patient booked in (issue 14); a doctor-added appointment is English.
  const language = isApiLanguage(a.language) ? a.language : 'en';
  const texts = smsTexts(language);
  const facts = {
    publicId: a.publicId,
    doctorName: practice.doctorName,
    when: messageWhen(a.startAt, practice.timeZone, language),
  };
  switch (event) {
    case 'created':
      return {
        subject: texts.createdSubject(facts),
        text: texts.created({ ...facts, clinicName: practice.clinicName || null }),
      };
    case 'confirmed':
      return { subject: texts.confirmedSubject(facts), text: texts.confirmed(facts) };
    case 'rejected':
      return { subject: texts.rejectedSubject(facts), text: texts.rejected(facts) };
    case 'cancelled':
      return {
        subject: texts.cancelledSubject(facts),
        text: texts.cancelled({ ...facts, reason: reason || null }),
      };
    case 'moved':
      return { subject: texts.movedSubject(facts), text: texts.moved(facts) };
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
  /** The clinic's reason for a cancellation. */
  reason?: string,
): Promise<string[]> {
  const { subject, text } = patientMessage(event, a, practice, reason);
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
  const language = isApiLanguage(a.language) ? a.language : 'en';
  const texts = smsTexts(language);
  const text = texts.reminder({
    publicId: a.publicId,
    doctorName: practice.doctorName,
    when: messageWhen(a.startAt, practice.timeZone, language),
    where: null,
  });
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
      subject: texts.reminderSubject(a.publicId),
      text,
      dueAt,
      appointmentId: a.id,
    });
  }
}
