// Step 4: tell the doctor (a notification in the portal) and the patient (SMS,
// email when given, and a reminder 24 hours before). Written in the caller's
// transaction, the one that completes the booking; every message goes out
// through the outbox and the dispatcher, never inline, so a failing SMS or
// email gateway never fails a booking.
import { REMINDER_HOURS_BEFORE, ARRIVE_MINUTES_EARLY } from '@clinic/shared/constants';
import { isApiLanguage, messageWhen, smsTexts } from '@clinic/shared/i18n/server';
import { formatRupees } from '@clinic/shared/money';
import type { Db } from '../../db/client.ts';
import type { DirectoryDoctor } from '../search/directory.ts';
import { addNotification, scheduleMessage } from '../notifications/service.ts';
import type { AppointmentRow } from './hold-slot.ts';

export function whenText(start: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  }).format(start);
}

export async function notifyBooked(
  db: Db,
  a: AppointmentRow,
  doctor: DirectoryDoctor,
  patient: { name: string; phone: string; email?: string | undefined },
  now: Date,
  links: { calendarFileUrl?: string | null } = {},
): Promise<string[]> {
  const when = whenText(a.startAt, doctor.timeZone);
  // The patient's messages are in the language they booked in (issue 14).
  const language = isApiLanguage(a.language) ? a.language : 'en';
  const texts = smsTexts(language);
  const facts = {
    publicId: a.publicId,
    doctorName: doctor.name,
    when: messageWhen(a.startAt, doctor.timeZone, language),
  };
  const where =
    a.mode === 'virtual'
      ? texts.onlineConsultation
      : `${doctor.clinicName}, ${doctor.clinicAddress}, ${doctor.clinicCity}`;
  await addNotification(db, {
    userId: doctor.userId,
    kind: 'appointment_request',
    title: a.status === 'Pending' ? 'New appointment request' : 'New appointment booked',
    description: `${patient.name} booked ${a.mode === 'virtual' ? 'an online consultation' : 'a clinic visit'} on ${when} (#${a.publicId}).`,
  });
  // A Pending booking (pay-later) is a request until the doctor accepts it, as the portal shows it.
  const request = a.status === 'Pending';
  const booked = {
    ...facts,
    where,
    advancePaid: a.paidPaise > 0 ? formatRupees(a.paidPaise) : null,
    arriveMinutesEarly: a.mode === 'clinic' ? ARRIVE_MINUTES_EARLY : null,
    calendarFileUrl: links.calendarFileUrl ?? null,
  };
  const text = request ? texts.requested(booked) : texts.booked(booked);
  // Due now: sent right after the commit (the caller hands these ids to the outbox).
  const dueNow = [
    await scheduleMessage(db, { channel: 'sms', to: patient.phone, text, dueAt: now }),
  ];
  if (patient.email) {
    dueNow.push(
      await scheduleMessage(db, {
        channel: 'email',
        to: patient.email,
        subject: request ? texts.requestedSubject(a.publicId) : texts.bookedSubject(a.publicId),
        text,
        dueAt: now,
      }),
    );
  }
  // The reminders carry the appointment: a cancellation drops them unsent.
  const dueAt = new Date(a.startAt.getTime() - REMINDER_HOURS_BEFORE * 3_600_000);
  if (dueAt > now) {
    const reminder = texts.reminder({ ...facts, where });
    await scheduleMessage(db, {
      channel: 'sms',
      to: patient.phone,
      text: reminder,
      dueAt,
      appointmentId: a.id,
    });
    if (patient.email) {
      await scheduleMessage(db, {
        channel: 'email',
        to: patient.email,
        subject: texts.reminderSubject(a.publicId),
        text: reminder,
        dueAt,
        appointmentId: a.id,
      });
    }
  }
  return dueNow;
}
