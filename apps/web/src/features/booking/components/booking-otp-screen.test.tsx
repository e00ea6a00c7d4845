import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SERVER_ERRORS, TOASTS } from '@clinic/shared/messages';
import { env } from '@/config/env';
import { makeAppointment, makeBookingDoctor, makeBookingStart } from '@/testing/booking-data';
import { probedState, renderBookingScreen } from '@/testing/render-booking';
import { bookingOtpResponse, errorResponse, jsonResponse, mockFetch } from '@/testing/test-utils';
import type { BookingOtpState } from '../utils/booking-state';
import { BookingOtpScreen } from './booking-otp-screen';

const path = '/booking-otp';

function otpState(overrides: Partial<BookingOtpState> = {}): BookingOtpState {
  return {
    ...makeBookingStart(),
    mobileNumber: '9876543210',
    otp: '482913',
    bookingToken: 'tok-old',
    draft: {
      bookedFor: 'self',
      name: 'Ravi Kumar',
      mobile: '9123456780',
      email: 'ravi@example.com',
      treatmentReason: '',
      paymentOption: 'pay-online',
    },
    ...overrides,
  };
}

function serve(book: () => Response) {
  return mockFetch(async (request) => {
    const { pathname } = new URL(request.url);
    const otp = bookingOtpResponse(pathname, 'tok-new');
    if (otp) return otp;
    if (pathname === '/api/bookings') return book();
    return jsonResponse({ error: 'Not found' }, 404);
  });
}

const boxes = () => screen.getAllByRole('textbox', { name: /digit \d of 6/i });

beforeEach(() => window.sessionStorage.clear());

// Whole flows through the real components: generous under a loaded parallel run.
describe('/booking-otp', { timeout: 20_000 }, () => {
  it('sends visitors without booking data back to the search results', async () => {
    const { router } = renderBookingScreen(<BookingOtpScreen />, { path });
    await waitFor(() => expect(router.state.location.pathname).toBe('/search-results'));
  });

  it('summarises the appointment, with a default clinic name when none was given', () => {
    serve(() => jsonResponse({}, 500));
    renderBookingScreen(<BookingOtpScreen />, {
      path,
      state: otpState({ doctor: makeBookingDoctor({ clinicName: '' }) }),
    });
    const summary = screen.getByRole('region', { name: 'Appointment summary' });
    expect(summary).toHaveTextContent('DoctorDr. Asha Rao');
    expect(summary).toHaveTextContent('DateThursday, 14 March 2030');
    expect(summary).toHaveTextContent('Time09:30 AM');
    expect(summary).toHaveTextContent(`Clinic${env.appName}`);
    expect(screen.getByText(/We've sent a 6-digit code to/)).toHaveTextContent('+91 9123456780');
  });

  it('verifies the new number, books with its token and opens the success screen with the otp', async () => {
    const user = userEvent.setup();
    const appointment = makeAppointment();
    const fetchMock = serve(() => jsonResponse({ appointment }, 201));
    renderBookingScreen(<BookingOtpScreen />, {
      path,
      state: otpState(),
      probes: ['/booking-success'],
    });

    await user.type(boxes()[0]!, '112233');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    expect(await screen.findByText('Probe /booking-success')).toBeInTheDocument();
    expect(await screen.findByText(TOASTS.otpVerified)).toBeInTheDocument();
    const requests = fetchMock.mock.calls.map((call) => call[0] as Request);
    expect(await requests[0]?.json()).toEqual({
      phoneNumber: '+919123456780',
      otpCode: '112233',
      otpType: 'BOOKING',
    });
    expect(requests[1]?.headers.get('X-Booking-Token')).toBe('tok-new');
    expect(await requests[1]?.json()).toMatchObject({
      patient: { name: 'Ravi Kumar', mobile: '9123456780', email: 'ravi@example.com' },
      bookedFor: 'self',
      paymentOption: 'pay-online',
    });
    expect(probedState(screen.getByTestId('location-state'))).toMatchObject({
      mobileNumber: '9123456780',
      otp: '112233',
      email: 'ravi@example.com',
      appointment,
    });
  });

  it('goes back to the confirmation with the form as it was', async () => {
    const user = userEvent.setup();
    serve(() => jsonResponse({}, 500));
    const state = otpState();
    renderBookingScreen(<BookingOtpScreen />, { path, state, probes: ['/booking-confirmation'] });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Probe /booking-confirmation')).toBeInTheDocument();
    expect(probedState(screen.getByTestId('location-state'))).toEqual(state);
  });

  it('on 409 returns to the confirmation to choose another slot', async () => {
    const user = userEvent.setup();
    serve(() => errorResponse('SLOT_TAKEN'));
    renderBookingScreen(<BookingOtpScreen />, {
      path,
      state: otpState(),
      probes: ['/booking-confirmation'],
    });
    await user.type(boxes()[0]!, '112233');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Probe /booking-confirmation')).toBeInTheDocument();
    expect(probedState(screen.getByTestId('location-state'))).toMatchObject({
      mobileNumber: '9123456780',
      bookingToken: 'tok-new',
      slotProblem: SERVER_ERRORS.slotTaken,
    });
  });
});
