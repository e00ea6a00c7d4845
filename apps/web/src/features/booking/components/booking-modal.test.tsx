import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_TEXTS, SERVER_ERRORS, TOASTS, VALIDATION } from '@clinic/shared/messages';
import {
  DOCTOR_ID,
  makeAppointment,
  makeBookingDoctor,
  slotsResponse,
} from '@/testing/booking-data';
import {
  bookingOtpResponse,
  renderWithProviders,
  errorResponse,
  jsonResponse,
  mockFetch,
} from '@/testing/test-utils';
import { BookingModal } from './booking-modal';

function serve(book: () => Response = () => jsonResponse({ appointment: makeAppointment() }, 201)) {
  return mockFetch(async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname.endsWith('/slots')) return jsonResponse(slotsResponse());
    const otp = bookingOtpResponse(pathname, 'tok-m');
    if (otp) return otp;
    if (pathname === '/api/bookings') return book();
    return jsonResponse({ error: 'Not found' }, 404);
  });
}

function renderModal(onClose = vi.fn(), onBooked = vi.fn()) {
  renderWithProviders(
    <BookingModal doctor={makeBookingDoctor()} open onClose={onClose} onBooked={onBooked} />,
  );
  return { onClose, onBooked };
}

const next = () => screen.getByRole('button', { name: /^next/i });
const back = () => screen.getByRole('button', { name: /back/i });
const currentStep = () => screen.getByRole('heading', { level: 3 });

async function completeSteps1to3(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: '10:00 AM' }));
  await user.click(next());
  await user.type(screen.getByRole('textbox', { name: /full name/i }), 'Ravi Kumar');
  await user.click(next());
  await user.type(screen.getByRole('textbox', { name: /email/i }), 'ravi@example.com');
  await user.click(next());
}

beforeEach(() => window.sessionStorage.clear());

// Whole flows through the real components: generous under a loaded parallel run.
describe('BookingModal', { timeout: 20_000 }, () => {
  it('is a labelled dialog that Escape closes', async () => {
    const user = userEvent.setup();
    serve();
    const { onClose } = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Book an appointment' });
    expect(within(dialog).getByText(/Dr\. Asha Rao/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('lets the patient go on only when each step is valid, and back one step', async () => {
    const user = userEvent.setup();
    serve();
    renderModal();

    expect(currentStep()).toHaveTextContent('Schedule');
    expect(next()).toBeDisabled();
    expect(back()).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: '10:00 AM' }));
    expect(screen.getByText(/Thursday, 14 March 2030 at 10:00 AM/)).toBeInTheDocument();
    await user.click(next());

    expect(currentStep()).toHaveTextContent('Name');
    expect(next()).toBeDisabled();
    const name = screen.getByRole('textbox', { name: /full name/i });
    await user.type(name, 'R');
    await user.tab();
    expect(screen.getByText(VALIDATION.fullNameMin)).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await user.type(name, 'avi');
    expect(next()).toBeEnabled();
    await user.click(back());
    expect(currentStep()).toHaveTextContent('Schedule');
    await user.click(next());
    await user.click(next());

    expect(currentStep()).toHaveTextContent('Email');
    const email = screen.getByRole('textbox', { name: /email/i });
    await user.type(email, 'ravi@');
    await user.tab();
    expect(screen.getByText(VALIDATION.validEmail)).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await user.type(email, 'example.com');
    await user.click(next());

    expect(currentStep()).toHaveTextContent('Phone + OTP');
    expect(next()).toBeDisabled();
    // Focus moving to the step's heading does not count as leaving the number field.
    expect(screen.queryByText(VALIDATION.phone10)).not.toBeInTheDocument();
  });

  it("shows a field's error only once that field was left, not because another one was", async () => {
    const user = userEvent.setup();
    serve();
    renderModal();
    await user.click(await screen.findByRole('button', { name: '10:00 AM' }));
    await user.click(next());
    const name = screen.getByRole('textbox', { name: /full name/i });
    await user.type(name, 'R');
    expect(screen.queryByText(VALIDATION.fullNameMin)).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText(VALIDATION.fullNameMin)).toBeInTheDocument();
    await user.type(name, 'avi');
    expect(screen.queryByText(VALIDATION.fullNameMin)).not.toBeInTheDocument();
    await user.click(next());

    // The email step starts clean although the name was touched.
    expect(currentStep()).toHaveTextContent('Email');
    const email = screen.getByRole('textbox', { name: /email/i });
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(VALIDATION.validEmail)).not.toBeInTheDocument();
    await user.type(email, 'ravi@');
    expect(screen.queryByText(VALIDATION.validEmail)).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText(VALIDATION.validEmail)).toBeInTheDocument();
  });

  it('checks the phone and the OTP, and verifying jumps to the treatment step', async () => {
    const user = userEvent.setup();
    const fetchMock = serve();
    renderModal();
    await completeSteps1to3(user);

    const phone = screen.getByRole('textbox', { name: /phone number/i });
    await user.type(phone, '98765');
    await user.tab();
    expect(screen.getByText(VALIDATION.phone10)).toBeInTheDocument();
    await user.type(phone, '43210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type((await screen.findAllByRole('textbox', { name: /digit \d of 6/i }))[0]!, '123');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findAllByText(VALIDATION.otp6)).not.toHaveLength(0);

    await user.type(screen.getAllByRole('textbox', { name: /digit \d of 6/i })[3]!, '456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    expect(await screen.findByRole('heading', { level: 3, name: 'Treatment' })).toBeInTheDocument();
    const verify = fetchMock.mock.calls
      .map((call) => call[0] as Request)
      .find((request) => new URL(request.url).pathname === '/api/auth/verify-otp');
    expect(await verify?.json()).toEqual({
      phoneNumber: '+919876543210',
      otpCode: '123456',
      otpType: 'BOOKING',
    });

    expect(next()).toBeDisabled();
    const reason = screen.getByRole('textbox', { name: /reason for visit/i });
    await user.type(reason, 'Rash');
    await user.tab();
    expect(screen.getByText(VALIDATION.reasonMin)).toBeInTheDocument();
    await user.type(reason, ' on both arms');
    await user.click(next());
    expect(currentStep()).toHaveTextContent('Advance Payment');
    expect(screen.getByText('₹240')).toBeInTheDocument();
    expect(screen.getByText('Test mode: no real money is charged')).toBeInTheDocument();
  });

  it('Pay Now books for real with the advance online and toasts the confirmation', async () => {
    const user = userEvent.setup();
    window.sessionStorage.setItem(
      'booking-session',
      JSON.stringify({ token: 'tok-s', mobile: '9876543210', expiresAt: Date.now() + 600_000 }),
    );
    const appointment = makeAppointment();
    const fetchMock = serve(() => jsonResponse({ appointment }, 201));
    const { onBooked } = renderModal();
    await completeSteps1to3(user);
    // This tab already verified the number: step 4 is done.
    expect(screen.getByText('+91 9876543210 is verified.')).toBeInTheDocument();
    await user.click(next());
    await user.type(
      screen.getByRole('textbox', { name: /reason for visit/i }),
      'Itchy rash on arms',
    );
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));

    expect(await screen.findByText(TOASTS.bookingConfirmed)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Appointment Confirmed!' })).toBeInTheDocument();
    expect(onBooked).toHaveBeenCalledWith(appointment);
    const request = fetchMock.mock.calls
      .map((call) => call[0] as Request)
      .find((r) => new URL(r.url).pathname === '/api/bookings');
    expect(request?.headers.get('X-Booking-Token')).toBe('tok-s');
    expect(await request?.json()).toEqual({
      doctorId: DOCTOR_ID,
      startTime: '2030-03-14T04:30:00.000Z',
      mode: 'clinic',
      patient: { name: 'Ravi Kumar', mobile: '9876543210', email: 'ravi@example.com' },
      bookedFor: 'self',
      treatmentReason: 'Itchy rash on arms',
      paymentOption: 'pay-online',
    });
  });

  it('calls a booking the clinic has still to accept a request, never confirmed', async () => {
    const user = userEvent.setup();
    window.sessionStorage.setItem(
      'booking-session',
      JSON.stringify({ token: 'tok-s', mobile: '9876543210', expiresAt: Date.now() + 600_000 }),
    );
    serve(() => jsonResponse({ appointment: makeAppointment({ status: 'Pending' }) }, 201));
    renderModal();
    await completeSteps1to3(user);
    await user.click(next());
    await user.type(
      screen.getByRole('textbox', { name: /reason for visit/i }),
      'Itchy rash on arms',
    );
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));

    expect(
      await screen.findByRole('heading', { level: 3, name: BOOKING_TEXTS.requested }),
    ).toBeInTheDocument();
    expect(screen.getByText(BOOKING_TEXTS.clinicWillConfirm)).toBeInTheDocument();
    expect(await screen.findByText(BOOKING_TEXTS.requestSentToast)).toBeInTheDocument();
    expect(screen.queryByText(/confirmed/i)).not.toBeInTheDocument();
  });

  it('a slot taken meanwhile sends the patient back to Schedule with the message', async () => {
    const user = userEvent.setup();
    window.sessionStorage.setItem(
      'booking-session',
      JSON.stringify({ token: 'tok-s', mobile: '9876543210', expiresAt: Date.now() + 600_000 }),
    );
    serve(() => errorResponse('SLOT_TAKEN'));
    renderModal();
    await completeSteps1to3(user);
    await user.click(next());
    await user.type(
      screen.getByRole('textbox', { name: /reason for visit/i }),
      'Itchy rash on arms',
    );
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));

    expect(await screen.findByRole('heading', { level: 3, name: 'Schedule' })).toBeInTheDocument();
    expect(screen.getAllByText(SERVER_ERRORS.slotTaken).length).toBeGreaterThan(0);
    expect(next()).toBeDisabled();
  });
});
