// Which status changes the doctor may make (STATUS_TRANSITIONS in
// @clinic/shared/portal), and the 409 that explains a refused one.
import type { AppointmentStatus } from '@clinic/shared/constants';
import { STATUS_TRANSITIONS, STATUSES_AFTER_START } from '@clinic/shared/portal';
import { API_TEXTS } from '@clinic/shared/api-texts';
import { AppError, templatedError } from '../../errors.ts';

export const invalidTransition = (message: string) => new AppError('INVALID_TRANSITION', message);

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
    throw templatedError('INVALID_TRANSITION', 'finalStatus', [from]);
  }
  if (!next.includes(to)) {
    if (from === 'Pending' && STATUSES_AFTER_START.includes(to)) {
      throw templatedError('INVALID_TRANSITION', 'acceptBeforeMarking', [to]);
    }
    if (from === 'Confirmed' && to === 'Rejected') {
      throw invalidTransition(API_TEXTS.confirmedCannotBeRejected);
    }
    throw templatedError('INVALID_TRANSITION', 'cannotSetTo', [from, to]);
  }
  if (STATUSES_AFTER_START.includes(to) && start.getTime() > now.getTime()) {
    throw templatedError('INVALID_TRANSITION', 'markOnlyAfterStart', [to]);
  }
}

export const changedMeanwhile = () => new AppError('CONFLICT');
