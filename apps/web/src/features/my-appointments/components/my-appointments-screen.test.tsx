import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_TEXTS, EMPTY_TEXTS, SERVER_ERRORS, TOASTS } from '@clinic/shared/messages';
import { makeAppointment, slotsResponse } from '@/testing/booking-data';
import {
  bookingOtpResponse,
  jsonResponse,
  mockFetch,
  renderWithProviders,
} from '@/testing/test-utils';
import type { PatientAppointment } from '@/types/patient-appointment';
import { MyAppointmentsScreen } from './my-appointments-screen';

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** A fake server holding the patient's bookings, which cancel and move change. */
function serveBookings(initial: PatientAppointment[], options: { moveStatus?: number } = {}) {
  let list = [...initial];
  const fetchMock = mockFetch(async (request) => {
    const { pathname } = new URL(request.url);
    const otp = bookingOtpResponse(pathname, 'tok-p');
    if (otp) return otp;
    if (pathname === '/api/patient/appointments') return jsonResponse({ appointments: list });
    if (pathname.endsWith('/slots')) return jsonResponse(slotsResponse());
    const cancel = /^\/api\/patient\/appointments\/([^/]+)\/cancel$/.exec(pathname);
    if (cancel) {
      list = list.map((a) => (a.id === cancel[1] ? { ...a, status: 'Cancelled' } : a));
      return jsonResponse({ appointment: list.find((a) => a.id === cancel[1]) });
    }
    const move = /^\/api\/patient\/appointments\/([^/]+)\/reschedule$/.exec(pathname);
    if (move) {
      if (options.moveStatus) {
        return jsonResponse(
          { error: SERVER_ERRORS.slotTaken, code: 'SLOT_TAKEN' },
          options.moveStatus,
        );
      }
      const { startTime } = (await request.clone().json()) as { startTime: string };
      list = list.map((a) =>
        a.id === move[1]
          ? { ...a, startTime, endTime: iso(new Date(startTime).getTime() + HOUR / 2) }
          : a,
      );
      return jsonResponse({ appointment: list.find((a) => a.id === move[1]) });
    }
    return jsonResponse({ error: 'Not found' }, 404);
  });
  return fetchMock;
}

const later = makeAppointment({
  id: 'a-later',
  publicId: '#1122610',
  startTime: '2030-03-14T04:00:00.000Z',
  endTime: '2030-03-14T04:30:00.000Z',
});
const sooner = makeAppointment({
  id: 'a-sooner',
  publicId: '#1122611',
  status: 'Pending',
  startTime: '2030-03-10T04:00:00.000Z',
  endTime: '2030-03-10T04:30:00.000Z',
});
const past = makeAppointment({
  id: 'a-past',
  publicId: '#1122500',
  status: 'Completed',
  startTime: '2020-01-10T04:00:00.000Z',
  endTime: '2020-01-10T04:30:00.000Z',
});

function signedIn() {
  window.sessionStorage.setItem(
    'booking-session',
    JSON.stringify({ token: 'tok-p', mobile: '9876543210', expiresAt: Date.now() + 20 * 60_000 }),
  );
}

beforeEach(() => window.sessionStorage.clear());

// Whole flows through the real components: generous under a loaded parallel run.
describe('/my-appointments', { timeout: 20_000 }, () => {
  it('verifies the mobile with a BOOKING OTP, then lists upcoming bookings first with their status', async () => {
    const user = userEvent.setup();
    const fetchMock = serveBookings([past, later, sooner]);
    renderWithProviders(<MyAppointmentsScreen />, '/my-appointments');

    await user.type(screen.getByRole('textbox', { name: /mobile number/i }), '9876543210');
    await user.click(screen.getByRole('button', { name: /continue/i }));
    expect(await screen.findByText(TOASTS.otpSentToMobile)).toBeInTheDocument();
    await user.type(screen.getAllByRole('textbox', { name: /digit \d of 6/i })[0]!, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    const upcoming = await screen.findByRole('region', { name: /upcoming/i });
    const cards = within(upcoming).getAllByRole('article');
    expect(cards.map((card) => within(card).getByText(/#11226/).textContent)).toEqual([
      expect.stringContaining('#1122611'),
      expect.stringContaining('#1122610'),
    ]);
    expect(within(cards[0]!).getByText('Pending')).toBeInTheDocument();
    // The doctor's status, and for a request what it waits for.
    expect(within(cards[0]!).getByText(BOOKING_TEXTS.awaitingClinic)).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Confirmed')).toBeInTheDocument();
    expect(within(cards[1]!).queryByText(BOOKING_TEXTS.awaitingClinic)).not.toBeInTheDocument();
    const earlier = screen.getByRole('region', { name: /past and cancelled/i });
    expect(within(earlier).getByText('Completed')).toBeInTheDocument();
    expect(within(earlier).queryByRole('button', { name: /cancel/i })).not.toBeInTheDocument();

    const list = fetchMock.mock.calls
      .map((call) => call[0] as Request)
      .find((request) => new URL(request.url).pathname === '/api/patient/appointments');
    expect(list?.headers.get('X-Booking-Token')).toBe('tok-p');
    expect(window.sessionStorage.getItem('booking-session')).toContain('tok-p');
  });

  it('cancels after a confirmation, and the list shows it cancelled', async () => {
    const user = userEvent.setup();
    signedIn();
    const fetchMock = serveBookings([later]);
    renderWithProviders(<MyAppointmentsScreen />, '/my-appointments');

    await user.click(await screen.findByRole('button', { name: /cancel appointment with/i }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this appointment?' });
    expect(dialog).toHaveTextContent('#1122610');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));

    expect(await screen.findByText('Appointment cancelled.')).toBeInTheDocument();
    const earlier = await screen.findByRole('region', { name: /past and cancelled/i });
    expect(within(earlier).getByText('Cancelled')).toBeInTheDocument();
    const cancel = fetchMock.mock.calls
      .map((call) => call[0] as Request)
      .find((request) => request.url.endsWith('/api/patient/appointments/a-later/cancel'));
    expect(cancel?.method).toBe('POST');
    expect(cancel?.headers.get('X-Booking-Token')).toBe('tok-p');
  });

  it('disables Cancel and Move within 2 hours of the start, saying why', async () => {
    signedIn();
    const soon = makeAppointment({
      id: 'a-soon',
      startTime: iso(Date.now() + HOUR),
      endTime: iso(Date.now() + 1.5 * HOUR),
    });
    serveBookings([soon]);
    renderWithProviders(<MyAppointmentsScreen />, '/my-appointments');

    const cancel = await screen.findByRole('button', { name: /cancel appointment with/i });
    expect(cancel).toBeDisabled();
    expect(screen.getByRole('button', { name: /move appointment with/i })).toBeDisabled();
    expect(cancel).toHaveAccessibleDescription(SERVER_ERRORS.cancelTooLate);
  });

  it('moves a booking to another free slot of the same doctor', async () => {
    const user = userEvent.setup();
    signedIn();
    const fetchMock = serveBookings([later]);
    renderWithProviders(<MyAppointmentsScreen />, '/my-appointments');

    await user.click(await screen.findByRole('button', { name: /move appointment with/i }));
    const dialog = await screen.findByRole('dialog', { name: 'Move appointment' });
    // The dialog opens before the doctor's slots have arrived.
    await user.click(await within(dialog).findByRole('button', { name: /fri, 15 mar/i }));
    await user.click(within(dialog).getByRole('button', { name: '11:00 AM' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move to Fri, 15 Mar, 11:00 AM' }));

    expect(
      await screen.findByText('Appointment moved to Friday, 15 March 2030 at 11:00 AM.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Friday, 15 March 2030')).toBeInTheDocument());
    const move = fetchMock.mock.calls
      .map((call) => call[0] as Request)
      .find((request) => request.url.endsWith('/a-later/reschedule'));
    expect(move?.headers.get('X-Booking-Token')).toBe('tok-p');
    expect(await move?.json()).toEqual({ startTime: '2030-03-15T05:30:00.000Z' });
  });

  it('keeps the dialog open with the message when the new slot was just taken', async () => {
    const user = userEvent.setup();
    signedIn();
    serveBookings([later], { moveStatus: 409 });
    renderWithProviders(<MyAppointmentsScreen />, '/my-appointments');
    await user.click(await screen.findByRole('button', { name: /move appointment with/i }));
    const dialog = await screen.findByRole('dialog', { name: 'Move appointment' });
    // The dialog opens before the doctor's slots have arrived.
    await user.click(await within(dialog).findByRole('button', { name: '10:00 AM' }));
    await user.click(within(dialog).getByRole('button', { name: /move to/i }));
    expect(await within(dialog).findByText(SERVER_ERRORS.slotTaken)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Choose a new time' })).toBeDisabled();
  });

  it('says when there are no bookings', async () => {
    signedIn();
    serveBookings([]);
    renderWithProviders(<MyAppointmentsScreen />, '/my-appointments');
    expect(await screen.findByText(EMPTY_TEXTS.bookings)).toBeInTheDocument();
  });

  it('asks for the OTP again when the token has expired', async () => {
    signedIn();
    mockFetch(() => jsonResponse({ error: SERVER_ERRORS.bookingTokenExpired }, 401));
    renderWithProviders(<MyAppointmentsScreen />, '/my-appointments');
    expect(await screen.findByText(SERVER_ERRORS.bookingTokenExpired)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /mobile number/i })).toBeInTheDocument();
    expect(window.sessionStorage.getItem('booking-session')).toBeNull();
  });
});
