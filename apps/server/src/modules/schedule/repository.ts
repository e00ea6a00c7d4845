// The SQL of the schedule editor and time off: the doctor's first clinic and its
// weekly shifts, the slot settings on doctor_profiles, time_off rows, and the
// doctor's upcoming active appointments (read only; status changes go through
// the appointments module).
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { clinicTimings, clinics, doctorProfiles, timeOff } from '../../db/schema.ts';
import type { ShiftTiming } from '@clinic/shared/slots';

export interface ScheduleRecord {
  clinicId: string | null;
  timeZone: string;
  shifts: ShiftTiming[];
  slotMinutes: number;
  minNoticeMinutes: number;
  bookingHorizonDays: number;
}

export interface UpcomingAppointment {
  id: string;
  publicId: string;
  patientName: string;
  status: 'Pending' | 'Confirmed';
  startAt: Date;
  endAt: Date;
}

export interface TimeOffRecord {
  id: string;
  startAt: Date;
  endAt: Date;
  reason: string;
}

const hhmm = (t: string) => t.slice(0, 5);

export async function readSchedule(
  database: Database,
  doctorId: string,
): Promise<ScheduleRecord | undefined> {
  const [row] = await database.rows<{
    clinic_id: string | null;
    time_zone: string | null;
    slot_minutes: number;
    min_notice_minutes: number;
    booking_horizon_days: number;
    shifts: unknown;
  }>(
    `select c.id as clinic_id, c.time_zone, p.slot_minutes, p.min_notice_minutes, p.booking_horizon_days,
            coalesce((select json_agg(json_build_array(t.day_of_week, t.start_time, t.end_time)
                                      order by t.day_of_week, t.start_time)
                        from clinic_timings t where t.clinic_id = c.id), '[]') as shifts
       from doctor_profiles p
       left join lateral (select id, time_zone from clinics where doctor_id = p.user_id
                           order by created_at limit 1) c on true
      where p.user_id = $1::uuid`,
    [doctorId],
  );
  if (!row) return undefined;
  const shifts = (typeof row.shifts === 'string' ? JSON.parse(row.shifts) : row.shifts) as [
    ShiftTiming['dayOfWeek'],
    string,
    string,
  ][];
  return {
    clinicId: row.clinic_id,
    timeZone: row.time_zone ?? 'Asia/Kolkata',
    shifts: shifts.map(([dayOfWeek, start, end]) => ({
      dayOfWeek,
      startTime: hhmm(start),
      endTime: hhmm(end),
    })),
    slotMinutes: Number(row.slot_minutes),
    minNoticeMinutes: Number(row.min_notice_minutes),
    bookingHorizonDays: Number(row.booking_horizon_days),
  };
}

/** Replaces the clinic's weekly shifts and the slot settings, in `tx`. */
export async function writeSchedule(
  tx: Db,
  doctorId: string,
  clinicId: string,
  s: Omit<ScheduleRecord, 'clinicId' | 'timeZone'>,
  now: Date,
): Promise<void> {
  await tx.delete(clinicTimings).where(eq(clinicTimings.clinicId, clinicId));
  if (s.shifts.length) {
    await tx.insert(clinicTimings).values(
      s.shifts.map((t) => ({
        clinicId,
        dayOfWeek: t.dayOfWeek,
        startTime: t.startTime,
        endTime: t.endTime,
      })),
    );
  }
  await tx
    .update(doctorProfiles)
    .set({
      slotMinutes: s.slotMinutes,
      minNoticeMinutes: s.minNoticeMinutes,
      bookingHorizonDays: s.bookingHorizonDays,
      updatedAt: now,
    })
    .where(eq(doctorProfiles.userId, doctorId));
}

/** The doctor's clinic (the first one), for the schedule's shifts. */
export async function firstClinicId(tx: Db, doctorId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: clinics.id })
    .from(clinics)
    .where(eq(clinics.doctorId, doctorId))
    .orderBy(asc(clinics.createdAt))
    .limit(1);
  return row?.id;
}

/** Active (Pending or Confirmed) appointments of the doctor starting at or after `from`, and before `to` when given. */
export async function upcomingAppointments(
  database: Database,
  doctorId: string,
  from: Date,
  to?: Date,
  /** Only those overlapping [overlapFrom, overlapTo). */
  overlap?: { from: Date; to: Date },
): Promise<UpcomingAppointment[]> {
  const params: unknown[] = [doctorId, from.toISOString()];
  let where = '';
  if (to) {
    params.push(to.toISOString());
    where += ` and a.start_at < $${params.length}::timestamptz`;
  }
  if (overlap) {
    params.push(overlap.from.toISOString(), overlap.to.toISOString());
    where += ` and tstzrange(a.start_at, a.end_at, '[)') && tstzrange($${params.length - 1}::timestamptz, $${params.length}::timestamptz, '[)')`;
  }
  const rows = await database.rows<{
    id: string;
    public_id: string;
    patient_name: string;
    status: 'Pending' | 'Confirmed';
    start_at: Date | string;
    end_at: Date | string;
  }>(
    `select a.id, a.public_id::text as public_id, coalesce(p.name, a.patient_email, '') as patient_name,
            a.status, a.start_at, a.end_at
       from appointments a left join patients p on p.id = a.patient_id
      where a.doctor_id = $1::uuid and a.status in ('Pending', 'Confirmed')
        and a.start_at >= $2::timestamptz${where}
      order by a.start_at
      limit 500`,
    params,
  );
  return rows.map((r) => ({
    id: r.id,
    publicId: r.public_id,
    patientName: r.patient_name,
    status: r.status,
    startAt: new Date(r.start_at),
    endAt: new Date(r.end_at),
  }));
}

/** The doctor's time off that has not ended by `now`, earliest first. */
export function listTimeOff(tx: Db, doctorId: string, now: Date): Promise<TimeOffRecord[]> {
  return tx
    .select({
      id: timeOff.id,
      startAt: timeOff.startAt,
      endAt: timeOff.endAt,
      reason: timeOff.reason,
    })
    .from(timeOff)
    .where(and(eq(timeOff.doctorId, doctorId), gt(timeOff.endAt, now)))
    .orderBy(asc(timeOff.startAt))
    .limit(200);
}

export async function findTimeOff(
  tx: Db,
  doctorId: string,
  id: string,
): Promise<TimeOffRecord | undefined> {
  const [row] = await tx
    .select({
      id: timeOff.id,
      startAt: timeOff.startAt,
      endAt: timeOff.endAt,
      reason: timeOff.reason,
    })
    .from(timeOff)
    .where(and(eq(timeOff.doctorId, doctorId), eq(timeOff.id, id)));
  return row;
}

export async function insertTimeOff(
  tx: Db,
  doctorId: string,
  t: { startAt: Date; endAt: Date; reason: string },
): Promise<TimeOffRecord> {
  const [row] = await tx
    .insert(timeOff)
    .values({ doctorId, ...t })
    .returning({
      id: timeOff.id,
      startAt: timeOff.startAt,
      endAt: timeOff.endAt,
      reason: timeOff.reason,
    });
  return row!;
}

export async function deleteTimeOff(tx: Db, doctorId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(timeOff)
    .where(and(eq(timeOff.doctorId, doctorId), eq(timeOff.id, id)))
    .returning({ id: timeOff.id });
  return rows.length > 0;
}
