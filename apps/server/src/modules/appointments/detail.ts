// The appointment-details answer: the list item plus what the detail page
// shows (money, notes, address, video room, the statuses it may move to) and
// the patient's side panel.
import { z } from 'zod';
import { APPOINTMENT_STATUSES } from '@clinic/shared/constants';
import { allowedStatuses, clinicDateTime, displayDate } from '@clinic/shared/portal';
import { localDateOf } from '@clinic/shared/time-zone';
import { appointmentListItemSchema, listRowOf, toListItem } from './view.ts';
import type { AppointmentRecord, PatientRecord } from './repository.ts';

export const appointmentDetailSchema = appointmentListItemSchema.extend({
  title: z.string().nullable(),
  patientEmail: z.string().nullable(),
  amountPaid: z.number(),
  fee: z.number(),
  paymentOption: z.string().nullable(),
  patientNotes: z.string().nullable(),
  doctorNotes: z.string().nullable(),
  address: z.string().nullable(),
  videoRoomUrl: z.string().nullable(),
  allowedStatuses: z.array(z.enum(APPOINTMENT_STATUSES)),
});
export type AppointmentDetail = z.infer<typeof appointmentDetailSchema>;

export const patientPanelSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  age: z.string().nullable(),
  gender: z.string().nullable(),
  memberSince: z.string(),
});

export function appointmentDetail(
  a: AppointmentRecord,
  p: PatientRecord | null,
  timeZone: string,
  now: Date,
): AppointmentDetail {
  const item = toListItem(listRowOf(a, p?.name ?? null, timeZone));
  return {
    ...item,
    title: a.title,
    patientEmail: a.patientEmail ?? p?.email ?? null,
    amountPaid: a.paidPaise / 100,
    fee: a.feePaise / 100,
    paymentOption: a.paymentOption,
    patientNotes: a.patientNotes,
    doctorNotes: a.doctorNotes,
    address: a.mode === 'home' ? a.homeAddress : null,
    videoRoomUrl: a.mode === 'virtual' ? a.videoRoomUrl : null,
    allowedStatuses: allowedStatuses(a.status, a.startAt, now),
  };
}

/** Whole years between a date of birth and today in the clinic's zone: '34 Yrs'. */
export function ageText(dateOfBirth: string | null, now: Date, timeZone: string): string | null {
  if (!dateOfBirth) return null;
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ny, nm, nd] = localDateOf(now, timeZone).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const years = ny - by - (nm < bm || (nm === bm && nd < bd) ? 1 : 0);
  return years >= 0 ? `${years} Yrs` : null;
}

export function patientPanel(p: PatientRecord, now: Date, timeZone: string) {
  return {
    id: p.id,
    name: p.name,
    phone: p.phone,
    email: p.email,
    age: ageText(p.dateOfBirth, now, timeZone),
    gender: p.gender,
    memberSince: clinicDateTime(p.createdAt, timeZone).date,
  };
}

/** 2048 -> '2 KB', 1572864 -> '1.5 MB'. */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '')} MB`;
}

export const dayText = (at: Date, timeZone: string) => displayDate(localDateOf(at, timeZone));
