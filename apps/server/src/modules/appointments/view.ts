// How an appointment is answered: the list item of docs/api/portal.md, built
// from the columns every portal query selects (APPOINTMENT_COLUMNS).
import { z } from 'zod';
import {
  APPOINTMENT_MODES,
  APPOINTMENT_STATUSES,
  APPOINTMENT_TYPE_LABELS,
  type AppointmentMode,
  type AppointmentStatus,
} from '@clinic/shared/constants';
import { clinicDateTime } from '@clinic/shared/portal';

/**
 * Select list over `appointments a` alone: the patient's name is the one the
 * database keeps on the appointment (migrations 0020 and 0021). `tz` is the SQL
 * placeholder of the clinic's time zone: dates and times are formatted by the
 * database, as the list's search reads them.
 */
export const appointmentColumns = (
  tz: string,
) => `a.id, a.public_id::text as public_id, a.patient_id,
  coalesce(a.patient_name, a.patient_email, '') as patient_name, coalesce(a.treatment, a.title, '') as treatment,
  a.mode, a.status, a.start_at, a.end_at,
  to_char(a.start_at at time zone ${tz}, 'YYYY-MM-DD') as local_date,
  to_char(a.start_at at time zone ${tz}, 'DD Mon YYYY') as display_date,
  to_char(a.start_at at time zone ${tz}, 'HH12:MI AM') as start_clock,
  to_char(a.end_at at time zone ${tz}, 'HH12:MI AM') as end_clock`;

export interface AppointmentListRow {
  id: string;
  public_id: string;
  patient_id: string | null;
  patient_name: string;
  treatment: string;
  mode: AppointmentMode;
  status: AppointmentStatus;
  start_at: Date | string;
  end_at: Date | string;
  /** '2026-03-12' in the clinic's zone. */
  local_date: string;
  /** '12 Mar 2026' */
  display_date: string;
  /** '09:00 AM' */
  start_clock: string;
  end_clock: string;
}

export const appointmentListItemSchema = z.object({
  id: z.string(),
  publicId: z.string(),
  patientId: z.string().nullable(),
  patient: z.string(),
  treatment: z.string(),
  appointmentType: z.enum(['Clinic Visit', 'Home Visit', 'Virtual']),
  mode: z.enum(APPOINTMENT_MODES),
  status: z.enum(APPOINTMENT_STATUSES),
  startTime: z.string(),
  endTime: z.string(),
  date: z.string(),
  time: z.string(),
  timeRange: z.string(),
});
export type AppointmentListItem = z.infer<typeof appointmentListItemSchema>;

export function toListItem(r: AppointmentListRow): AppointmentListItem {
  return {
    id: r.id,
    publicId: `#${r.public_id}`,
    patientId: r.patient_id,
    patient: r.patient_name,
    treatment: r.treatment,
    appointmentType: APPOINTMENT_TYPE_LABELS[r.mode] as AppointmentListItem['appointmentType'],
    mode: r.mode,
    status: r.status,
    startTime: new Date(r.start_at).toISOString(),
    endTime: new Date(r.end_at).toISOString(),
    date: r.display_date,
    time: r.start_clock,
    timeRange: `${r.start_clock} - ${r.end_clock}`,
  };
}

/** The same row for one appointment already in hand, formatted here instead of in SQL. */
export function listRowOf(
  a: {
    id: string;
    publicId: number;
    patientId: string | null;
    patientEmail: string | null;
    treatment: string | null;
    title: string | null;
    mode: AppointmentMode;
    status: AppointmentStatus;
    startAt: Date;
    endAt: Date;
  },
  patientName: string | null,
  timeZone: string,
): AppointmentListRow {
  const s = clinicDateTime(a.startAt, timeZone);
  return {
    id: a.id,
    public_id: String(a.publicId),
    patient_id: a.patientId,
    patient_name: patientName ?? a.patientEmail ?? '',
    treatment: a.treatment ?? a.title ?? '',
    mode: a.mode,
    status: a.status,
    start_at: a.startAt,
    end_at: a.endAt,
    local_date: s.isoDate,
    display_date: s.date,
    start_clock: s.time,
    end_clock: clinicDateTime(a.endAt, timeZone).time,
  };
}
