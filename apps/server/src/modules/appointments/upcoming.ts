// "Upcoming", one definition for every place that counts or lists it: the
// dashboard's Upcoming Appointments card and list, and the Upcoming Appointments
// filter of GET /appointments. An upcoming appointment is Pending or Confirmed and
// dated today or later in the clinic's zone (spec section 5: "Upcoming keeps only
// appointments dated today or later"; a cancelled, rejected or closed visit is not
// upcoming). Today's visit that started and is not closed yet still counts: it is
// the doctor's work of the day.
import type { AppointmentStatus } from '@clinic/shared/constants';
import { localDateOf, localMinutesToUtcForward } from '@clinic/shared/time-zone';

export const UPCOMING_STATUSES = [
  'Pending',
  'Confirmed',
] as const satisfies readonly AppointmentStatus[];

/** The start of today in the clinic's zone: upcoming appointments start at or after it. */
export function upcomingSince(now: Date, timeZone: string): Date {
  return localMinutesToUtcForward(localDateOf(now, timeZone), 0, timeZone);
}

/**
 * The SQL condition on a row of `appointments`: `column` qualifies a column name
 * ('a.status' or 'status'), `since` is the placeholder of upcomingSince() as a
 * timestamptz.
 */
export function upcomingCondition(column: (name: string) => string, since: string): string {
  const statuses = UPCOMING_STATUSES.map((s) => `'${s}'`).join(', ');
  return `(${column('status')} in (${statuses}) and ${column('start_at')} >= ${since})`;
}
