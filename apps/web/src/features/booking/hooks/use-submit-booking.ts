import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useApiErrorMessage } from '@/hooks/use-api-error-text';
import type { ApiError } from '@/lib/api-client';
import { clearBookingSession } from '@/lib/booking-session';
import type { PatientAppointment } from '@/types/patient-appointment';
import { useCreateBookingMutation, type CreateBookingInput } from '../api/create-booking';
import { isSlotProblem, isTokenProblem } from '../utils/booking-request';

/**
 * What one submit of a booking came to, by the step of the server's pipeline
 * (hold the slot, charge the advance, confirm, notify) that decided it.
 */
export type SubmitOutcome =
  /** Held, charged when paying online, and stored: Confirmed, or a Pending request. */
  | { kind: 'booked'; appointment: PatientAppointment }
  /** Hold: the slot was taken meanwhile, or is no longer open. */
  | { kind: 'slot-taken'; message: string }
  /** Charge: the gateway declined the advance; the hold is released. */
  | { kind: 'payment-failed'; message: string }
  /** The phone's booking token was refused (missing or expired): verify again. */
  | { kind: 'verify-again'; message: string }
  /** Anything else; `field` names the form field at fault when the server names one. */
  | { kind: 'failed'; message: string; field?: string };

export interface SubmitOptions {
  /** Toast the outcome here (the modal); the screens that go to /booking-success leave it to that. */
  announce?: boolean;
}

/** How often a submit whose answer was lost is sent again; the server answers a repeat with the same booking. */
export const LOST_ANSWER_RETRIES = 2;
export const RETRY_DELAY_MS = 400;

/** No usable answer came back (network, timeout, a gateway in front of the API). */
export function isLostAnswer(error: unknown): boolean {
  const status = (error as Partial<ApiError> | null)?.status;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' || status === 502 || status === 504;
}

/** The notify step on the patient's side: what a booking's status lets us say. */
export function announceBooked(
  appointment: PatientAppointment,
  t: (key: 'toasts.requestSent' | 'toasts.bookingConfirmed') => string,
) {
  if (appointment.status === 'Pending') toast.success(t('toasts.requestSent'));
  else toast.success(t('toasts.bookingConfirmed'));
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The one way every booking screen submits a booking (modal, confirmation,
 * /booking-otp). It sends POST /bookings once, and again with the same body when
 * the answer was lost (the server answers a repeat with the same appointment and
 * charges at most once), then sorts the answer by pipeline step. Taken slots are
 * toasted here; a refused token clears the tab's booking session.
 */
export function useSubmitBooking() {
  const [createBooking] = useCreateBookingMutation();
  const { t } = useTranslation('forms');
  const errorMessage = useApiErrorMessage();
  const [busy, setBusy] = useState(false);
  const running = useRef<Promise<SubmitOutcome> | null>(null);

  const send = useCallback(
    async (input: CreateBookingInput, options: SubmitOptions): Promise<SubmitOutcome> => {
      for (let attempt = 0; ; attempt += 1) {
        try {
          const appointment = await createBooking(input).unwrap();
          // Errors of earlier attempts (a taken slot) no longer apply.
          toast.dismiss();
          if (options.announce) announceBooked(appointment, t);
          return { kind: 'booked', appointment };
        } catch (caught) {
          if (!isLostAnswer(caught) || attempt >= LOST_ANSWER_RETRIES) {
            return outcomeOf(caught, errorMessage(caught));
          }
          await wait(RETRY_DELAY_MS * (attempt + 1));
        }
      }
    },
    [createBooking, t, errorMessage],
  );

  const submit = useCallback(
    (input: CreateBookingInput, options: SubmitOptions = {}): Promise<SubmitOutcome> => {
      // A second click while a submit runs is that same submit.
      if (running.current) return running.current;
      setBusy(true);
      const done = send(input, options).finally(() => {
        running.current = null;
        setBusy(false);
      });
      running.current = done;
      return done;
    },
    [send],
  );

  return { submit, busy };
}

/** `message` is the failure's text in the language shown. */
function outcomeOf(caught: unknown, message: string): SubmitOutcome {
  if (isSlotProblem(caught)) {
    toast.error(message);
    return { kind: 'slot-taken', message };
  }
  if ((caught as Partial<ApiError>).code === 'PAYMENT_FAILED') {
    return { kind: 'payment-failed', message };
  }
  if (isTokenProblem(caught)) {
    clearBookingSession();
    return { kind: 'verify-again', message };
  }
  const field = (caught as Partial<ApiError>).field;
  return field ? { kind: 'failed', message, field } : { kind: 'failed', message };
}
