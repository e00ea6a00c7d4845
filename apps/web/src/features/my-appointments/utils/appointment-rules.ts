import { CANCEL_CUTOFF_HOURS } from '@clinic/shared/constants';
import { SERVER_ERRORS } from '@clinic/shared/messages';
import { CHANGEABLE_STATUSES, type PatientAppointment } from '@/types/patient-appointment';

const HOUR_MS = 3_600_000;

const isActive = (a: PatientAppointment) =>
  (CHANGEABLE_STATUSES as readonly string[]).includes(a.status);

/** True while the appointment is still ahead and not cancelled or rejected. */
export function isUpcoming(a: PatientAppointment, now: number): boolean {
  return isActive(a) && new Date(a.endTime).getTime() > now;
}

/**
 * Whether the patient may cancel or move the booking now, and if not, why: only
 * Pending or Confirmed bookings, until 2 hours before the start (the server's rule).
 */
export function changeRule(
  a: PatientAppointment,
  now: number,
): { allowed: true } | { allowed: false; reason: string } {
  if (!isActive(a)) {
    return { allowed: false, reason: `This appointment is ${a.status.toLowerCase()}.` };
  }
  if (new Date(a.startTime).getTime() - now < CANCEL_CUTOFF_HOURS * HOUR_MS) {
    return { allowed: false, reason: SERVER_ERRORS.cancelTooLate };
  }
  return { allowed: true };
}

/**
 * Upcoming bookings first, soonest first; then the rest (past, cancelled, rejected),
 * most recent first.
 */
export function sortAppointments(
  list: readonly PatientAppointment[],
  now: number,
): { upcoming: PatientAppointment[]; past: PatientAppointment[] } {
  const start = (a: PatientAppointment) => new Date(a.startTime).getTime();
  const upcoming = list.filter((a) => isUpcoming(a, now)).sort((a, b) => start(a) - start(b));
  const past = list.filter((a) => !isUpcoming(a, now)).sort((a, b) => start(b) - start(a));
  return { upcoming, past };
}

/** Badge colours per status; each pair passes WCAG AA. */
export function statusTone(status: string): string {
  switch (status) {
    case 'Confirmed':
      return 'bg-green-100 text-green-900 ring-green-200';
    case 'Pending':
      return 'bg-amber-100 text-amber-900 ring-amber-200';
    case 'Completed':
      return 'bg-blue-100 text-blue-900 ring-blue-200';
    case 'Cancelled':
    case 'Rejected':
      return 'bg-red-100 text-red-900 ring-red-200';
    default:
      return 'bg-slate-100 text-slate-800 ring-slate-200';
  }
}
