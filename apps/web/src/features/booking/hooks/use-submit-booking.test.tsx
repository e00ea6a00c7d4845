import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_TEXTS, SERVER_ERRORS, TOASTS } from '@clinic/shared/messages';
import { AppProvider } from '@/app/provider';
import { createAppStore } from '@/app/store';
import { enableToasts } from '@/components/ui/toast-host';
import { readBookingSession, saveBookingSession } from '@/lib/booking-session';
import { makeAppointment } from '@/testing/booking-data';
import { errorResponse, jsonResponse, mockFetch } from '@/testing/test-utils';
import type { CreateBookingInput } from '../api/create-booking';
import { LOST_ANSWER_RETRIES, useSubmitBooking, type SubmitOutcome } from './use-submit-booking';

const DOCTOR_ID = '3f0c8a52-1d7e-4c1b-9a6e-5b2d4c3e1f70';

function input(paymentOption: 'pay-online' | 'pay-later'): CreateBookingInput {
  return {
    bookingToken: 'tok-1',
    booking: {
      doctorId: DOCTOR_ID,
      startTime: '2030-03-14T04:00:00.000Z',
      mode: 'clinic',
      patient: { name: 'Ravi Kumar', mobile: '9876543210', email: 'ravi@example.com' },
      bookedFor: 'self',
      treatmentReason: 'Itchy rash on both arms',
      paymentOption,
    },
  };
}

const PENDING = makeAppointment({
  status: 'Pending',
  paymentOption: 'pay-later',
  advance: 0,
  paid: 0,
  paymentTestMode: null,
});
const CONFIRMED = makeAppointment({ status: 'Confirmed', paymentOption: 'pay-online', paid: 240 });

/** A fake POST /bookings: `answers` are used in turn, the last one again; each call's request is kept. */
function serveBookings(...answers: Array<() => Response | Promise<Response>>) {
  const requests: Request[] = [];
  const fetchMock = mockFetch(async (request) => {
    if (new URL(request.url).pathname !== '/api/bookings') {
      return jsonResponse({ error: 'Not found' }, 404);
    }
    requests.push(request.clone());
    const answer = answers[Math.min(requests.length - 1, answers.length - 1)]!;
    return answer();
  });
  return { fetchMock, requests };
}

function renderSubmit() {
  const store = createAppStore();
  enableToasts();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProvider store={store}>{children}</AppProvider>
  );
  return renderHook(() => useSubmitBooking(), { wrapper });
}

async function submitWith(
  hook: ReturnType<typeof renderSubmit>,
  body: CreateBookingInput,
  announce = false,
): Promise<SubmitOutcome> {
  let outcome: SubmitOutcome | undefined;
  await act(async () => {
    outcome = await hook.result.current.submit(body, { announce });
  });
  return outcome!;
}

beforeEach(() => window.sessionStorage.clear());

describe('useSubmitBooking: one submit, by pipeline step', () => {
  describe('hold', () => {
    it('sends the booking once, with the token header and the exact body', async () => {
      const { requests } = serveBookings(() => jsonResponse({ appointment: PENDING }, 201));
      const hook = renderSubmit();
      const outcome = await submitWith(hook, input('pay-later'));
      expect(outcome).toEqual({ kind: 'booked', appointment: PENDING });
      expect(requests).toHaveLength(1);
      expect(requests[0]!.method).toBe('POST');
      expect(requests[0]!.headers.get('X-Booking-Token')).toBe('tok-1');
      expect(await requests[0]!.json()).toEqual(input('pay-later').booking);
    });

    it('a slot taken meanwhile (409) is a slot problem, toasted, and not sent again', async () => {
      const { requests } = serveBookings(() => errorResponse('SLOT_TAKEN'));
      const hook = renderSubmit();
      const outcome = await submitWith(hook, input('pay-online'));
      expect(outcome).toEqual({ kind: 'slot-taken', message: SERVER_ERRORS.slotTaken });
      expect(await screen.findByText(SERVER_ERRORS.slotTaken)).toBeInTheDocument();
      expect(requests).toHaveLength(1);
    });

    it('a time that is no longer open (400 on startTime) is a slot problem too', async () => {
      serveBookings(() =>
        jsonResponse({ error: 'This time is not open.', field: 'startTime' }, 400),
      );
      const outcome = await submitWith(renderSubmit(), input('pay-later'));
      expect(outcome).toEqual({ kind: 'slot-taken', message: 'This time is not open.' });
    });

    it('a refused booking token (401) asks to verify again and forgets the tab session', async () => {
      saveBookingSession('tok-1', '9876543210');
      serveBookings(() => errorResponse('UNAUTHORIZED', SERVER_ERRORS.bookingTokenExpired));
      const outcome = await submitWith(renderSubmit(), input('pay-later'));
      expect(outcome).toEqual({
        kind: 'verify-again',
        message: SERVER_ERRORS.bookingTokenExpired,
      });
      expect(readBookingSession()).toBeNull();
    });

    it('names the field the server refused', async () => {
      serveBookings(() =>
        jsonResponse({ error: 'Use the verified number.', field: 'patient.mobile' }, 400),
      );
      const outcome = await submitWith(renderSubmit(), input('pay-later'));
      expect(outcome).toEqual({
        kind: 'failed',
        message: 'Use the verified number.',
        field: 'patient.mobile',
      });
    });
  });

  describe('charge', () => {
    it('a charged advance comes back paid', async () => {
      serveBookings(() => jsonResponse({ appointment: CONFIRMED }, 201));
      const outcome = await submitWith(renderSubmit(), input('pay-online'));
      expect(outcome.kind).toBe('booked');
      expect(outcome.kind === 'booked' && outcome.appointment.paid).toBe(240);
    });

    it('a declined charge (402) is a payment failure, not retried (no second charge)', async () => {
      const { requests } = serveBookings(() => errorResponse('PAYMENT_FAILED'));
      const outcome = await submitWith(renderSubmit(), input('pay-online'));
      expect(outcome).toEqual({ kind: 'payment-failed', message: SERVER_ERRORS.paymentFailed });
      expect(requests).toHaveLength(1);
    });
  });

  describe('confirm', () => {
    it('a pay-online booking is Confirmed, a pay-later one a Pending request, as the doctor sees it', async () => {
      serveBookings(
        () => jsonResponse({ appointment: CONFIRMED }, 201),
        () => jsonResponse({ appointment: PENDING }, 201),
      );
      const hook = renderSubmit();
      const online = await submitWith(hook, input('pay-online'));
      const later = await submitWith(hook, input('pay-later'));
      expect(online.kind === 'booked' && online.appointment.status).toBe('Confirmed');
      expect(later.kind === 'booked' && later.appointment.status).toBe('Pending');
    });

    it('a lost answer is asked again with the same body; the repeat answers the same booking', async () => {
      const { requests } = serveBookings(
        () => Promise.reject(new TypeError('Failed to fetch')),
        () => jsonResponse({ appointment: CONFIRMED }, 200),
      );
      const outcome = await submitWith(renderSubmit(), input('pay-online'));
      expect(outcome).toEqual({ kind: 'booked', appointment: CONFIRMED });
      expect(requests).toHaveLength(2);
      const [first, second] = await Promise.all(requests.map((r) => r.json()));
      expect(second).toEqual(first);
      expect(requests[1]!.headers.get('X-Booking-Token')).toBe('tok-1');
    });

    it('gives up after the retries with the network message', async () => {
      const { requests } = serveBookings(() => Promise.reject(new TypeError('Failed to fetch')));
      const outcome = await submitWith(renderSubmit(), input('pay-later'));
      expect(outcome.kind).toBe('failed');
      expect(requests).toHaveLength(1 + LOST_ANSWER_RETRIES);
    });

    it('a second click while the first submit runs is that same submit', async () => {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const { requests } = serveBookings(async () => {
        await gate;
        return jsonResponse({ appointment: PENDING }, 201);
      });
      const hook = renderSubmit();
      let first!: Promise<SubmitOutcome>;
      let second!: Promise<SubmitOutcome>;
      act(() => {
        first = hook.result.current.submit(input('pay-later'));
        second = hook.result.current.submit(input('pay-later'));
      });
      await waitFor(() => expect(hook.result.current.busy).toBe(true));
      release();
      await act(async () => {
        await Promise.all([first, second]);
      });
      expect(second).toBe(first);
      expect(requests).toHaveLength(1);
      expect(hook.result.current.busy).toBe(false);
    });
  });

  describe('notify', () => {
    it('says a Confirmed booking is confirmed', async () => {
      serveBookings(() => jsonResponse({ appointment: CONFIRMED }, 201));
      await submitWith(renderSubmit(), input('pay-online'), true);
      expect(await screen.findByText(TOASTS.bookingConfirmed)).toBeInTheDocument();
    });

    it('says a Pending request is sent, never confirmed', async () => {
      serveBookings(() => jsonResponse({ appointment: PENDING }, 201));
      await submitWith(renderSubmit(), input('pay-later'), true);
      expect(await screen.findByText(BOOKING_TEXTS.requestSentToast)).toBeInTheDocument();
      expect(screen.queryByText(TOASTS.bookingConfirmed)).not.toBeInTheDocument();
    });

    it('leaves the telling to the next screen unless asked, and clears earlier errors', async () => {
      serveBookings(
        () => errorResponse('SLOT_TAKEN'),
        () => jsonResponse({ appointment: PENDING }, 201),
      );
      const hook = renderSubmit();
      await submitWith(hook, input('pay-later'));
      expect(await screen.findByText(SERVER_ERRORS.slotTaken)).toBeInTheDocument();
      const dismiss = vi.spyOn(toast, 'dismiss');
      await submitWith(hook, input('pay-later'));
      expect(dismiss).toHaveBeenCalled();
      expect(screen.queryByText(BOOKING_TEXTS.requestSentToast)).not.toBeInTheDocument();
    });
  });
});
