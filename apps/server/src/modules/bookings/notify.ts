// Step 4: tell the doctor (a notification in the portal) and the patient (SMS,
// email when given, and a reminder 24 hours before). Written in the caller's
// transaction, the one that completes the booking; every message goes out
// through the outbox and the dispatcher, never inline, so a failing SMS or
// email gateway never fails a booking.
import { REMINDER_HOURS_BEFORE, ARRIVE_MINUTES_EARLY } from '@clinic/shared/constants';
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
  const where =
    a.mode === 'virtual'
      ? 'Online consultation'
      : `${doctor.clinicName}, ${doctor.clinicAddress}, ${doctor.clinicCity}`;
  await addNotification(db, {
    userId: doctor.userId,
    kind: 'appointment_request',
    title: a.status === 'Pending' ? 'New appointment request' : 'New appointment booked',
    description: `${patient.name} booked ${a.mode === 'virtual' ? 'an online consultation' : 'a clinic visit'} on ${when} (#${a.publicId}).`,
  });
  const paid = a.paidPaise > 0 ? ` Advance paid: ${formatRupees(a.paidPaise)}.` : '';
  const text =
    `Your appointment #${a.publicId} with ${doctor.name} is booked for ${when}. ${where}.${paid}` +
    (a.mode === 'clinic' ? ` Please arrive ${ARRIVE_MINUTES_EARLY} minutes early.` : '') +
    (links.calendarFileUrl ? ` Add to calendar: ${links.calendarFileUrl}` : '');
  // Due now: sent right after the commit (the caller hands these ids to the outbox).
  const dueNow = [
    await scheduleMessage(db, { channel: 'sms', to: patient.phone, text, dueAt: now }),
  ];
  if (patient.email) {
    dueNow.push(
      await scheduleMessage(db, {
        channel: 'email',
        to: patient.email,
        subject: `Appointment #${a.publicId} confirmed`,
        text,
        dueAt: now,
      }),
    );
  }
  // The reminders carry the appointment: a cancellation drops them unsent.
  const dueAt = new Date(a.startAt.getTime() - REMINDER_HOURS_BEFORE * 3_600_000);
  if (dueAt > now) {
    const reminder = `Reminder: your appointment #${a.publicId} with ${doctor.name} is tomorrow, ${when}. ${where}.`;
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
        subject: `Reminder: appointment #${a.publicId}`,
        text: reminder,
        dueAt,
        appointmentId: a.id,
      });
    }
  }
  return dueNow;
}
