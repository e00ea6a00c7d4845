// Which status changes the doctor may make (STATUS_TRANSITIONS in
// @clinic/shared/portal), and the 409 that explains a refused one.
import type { AppointmentStatus } from '@clinic/shared/constants';
import { STATUS_TRANSITIONS, STATUSES_AFTER_START } from '@clinic/shared/portal';
import { AppError } from '../../errors.ts';

export const invalidTransition = (message: string) => new AppError('INVALID_TRANSITION', message);

const lower = (s: AppointmentStatus) => (s === 'No-Show' ? 'a no-show' : s.toLowerCase());

/** Throws a 409 with a reason unless `from -> to` is allowed at `now`. Same status is not a change. */
export function assertTransition(
  from: AppointmentStatus,
  to: AppointmentStatus,
  start: Date,
  now: Date,
): void {
  if (from === to) return;
  const next = STATUS_TRANSITIONS[from];
  if (!next.length) {
    throw invalidTransition(`This appointment is ${lower(from)} and can no longer be changed.`);
  }
  if (!next.includes(to)) {
    if (from === 'Pending' && STATUSES_AFTER_START.includes(to)) {
      throw invalidTransition(`Accept the appointment before marking it ${to}.`);
    }
    if (from === 'Confirmed' && to === 'Rejected') {
      throw invalidTransition('A confirmed appointment cannot be rejected; cancel it instead.');
    }
    throw invalidTransition(`A ${from.toLowerCase()} appointment cannot be set to ${to}.`);
  }
  if (STATUSES_AFTER_START.includes(to) && start.getTime() > now.getTime()) {
    throw invalidTransition(
      `An appointment can be marked ${to} only once its start time has passed.`,
    );
  }
}

export const changedMeanwhile = () => new AppError('CONFLICT');
