// One phone cannot hoard a doctor's day (issue 9): at most
// BOOKING_MAX_ACTIVE_PER_DOCTOR active future bookings with one doctor and
// BOOKING_MAX_PER_DAY active bookings on one calendar day (in the clinic's
// time zone) across doctors. Refused with 409 BOOKING_LIMIT: the state of the
// phone's bookings conflicts, and cancelling one lifts it (429 would say
// "wait", which does not help). Checked inside the booking transaction after a
// lock on the phone, so two simultaneous bookings cannot both pass the count.
import { sql } from 'drizzle-orm';
import { BOOKING_MAX_ACTIVE_PER_DOCTOR, BOOKING_MAX_PER_DAY } from '@clinic/shared/constants';
import type { Db } from '../../db/client.ts';
import { templatedError } from '../../errors.ts';

export interface LimitInput {
  ownerPhone: string;
  doctorId: string;
  start: Date;
  timeZone: string;
  now: Date;
}

export async function assertBookingLimits(tx: Db, input: LimitInput): Promise<void> {
  // Taken after the doctor's calendar lock (the only other lock a booking takes): one order, no deadlock.
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`booking-phone:${input.ownerPhone}`}))`,
  );
  const result = await tx.execute(sql`
    select count(*) filter (where a.doctor_id = ${input.doctorId}) as with_doctor,
           count(*) filter (where (a.start_at at time zone ${input.timeZone})::date
                                = (${input.start.toISOString()}::timestamptz at time zone ${input.timeZone})::date) as on_day
      from appointments a
      join patients p on p.id = a.patient_id
     where p.owner_phone = ${input.ownerPhone}
       and a.status in ('Pending', 'Confirmed')
       and a.start_at > ${input.now.toISOString()}::timestamptz`);
  const [row] = (
    result as unknown as { rows: { with_doctor: number | string; on_day: number | string }[] }
  ).rows;
  if (Number(row?.with_doctor ?? 0) >= BOOKING_MAX_ACTIVE_PER_DOCTOR) {
    throw templatedError('BOOKING_LIMIT', 'bookingLimitPerDoctor', [BOOKING_MAX_ACTIVE_PER_DOCTOR]);
  }
  if (Number(row?.on_day ?? 0) >= BOOKING_MAX_PER_DAY) {
    throw templatedError('BOOKING_LIMIT', 'bookingLimitPerDay', [BOOKING_MAX_PER_DAY]);
  }
}
