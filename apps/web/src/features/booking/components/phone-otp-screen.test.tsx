import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_BOOKING, TOASTS, VALIDATION } from '@clinic/shared/messages';
import { makeBookingStart } from '@/testing/booking-data';
import { probedState, renderBookingScreen } from '@/testing/render-booking';
import { jsonResponse, mockFetch } from '@/testing/test-utils';
import { BookingLoading } from './booking-loading';
import { CONFIRMATION_NOTE, PhoneOtpScreen } from './phone-otp-screen';
import { ERRORS, type ErrorCode } from '@clinic/shared/errors';

const path = '/booking-phone-otp';

function serveOtp(options: { verifyStatus?: number } = {}) {
  return mockFetch(async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/auth/send-otp') {
      return jsonResponse({ success: true, message: 'OTP sent', expiresInSeconds: 300 });
    }
    if (pathname === '/api/auth/verify-otp') {
      if (options.verifyStatus) {
        return jsonResponse(
          { error: ERRORS.OTP_INVALID.message, code: 'OTP_INVALID' satisfies ErrorCode },
          options.verifyStatus,
        );
      }
      return jsonResponse({
        success: true,
        verified: true,
        purpose: 'BOOKING',
        bookingToken: 'tok-1',
      });
    }
    return jsonResponse({ error: 'Not found' }, 404);
  });
}

const mobileInput = () => screen.getByRole('textbox', { name: /mobile number/i });
const continueButton = () => screen.getByRole('button', { name: /continue/i });
const boxes = () => screen.getAllByRole('textbox', { name: /digit \d of 6/i });

async function reachOtpStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(mobileInput(), '9876543210');
  await user.click(continueButton());
  await screen.findByRole('heading', { level: 1, name: 'Enter OTP' });
}

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.useRealTimers());

// Whole flows through the real components: generous under a loaded parallel run.
describe('/booking-phone-otp', { timeout: 20_000 }, () => {
  it('sends visitors without booking data back to the search results', async () => {
    const { router } = renderBookingScreen(<PhoneOtpScreen />, { path });
    await waitFor(() => expect(router.state.location.pathname).toBe('/search-results'));
  });

  it('takes focus to the heading of each step: the code, then the number again', async () => {
    const user = userEvent.setup();
    serveOtp();
    renderBookingScreen(<PhoneOtpScreen />, { path, state: makeBookingStart() });
    // Opened by its address (not a step of the flow): the browser's focus is left alone.
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveFocus();

    await reachOtpStep(user);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Enter OTP' })).toHaveFocus(),
    );
    await user.click(screen.getByRole('button', { name: 'Change number' }));
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { level: 1, name: 'Enter your mobile number' }),
      ).toHaveFocus(),
    );
  });

  it('shows the loading placeholder meanwhile', () => {
    render(<BookingLoading />);
    expect(screen.getByRole('status')).toHaveTextContent(LOADING_BOOKING.title);
    expect(screen.getByText(LOADING_BOOKING.text)).toBeInTheDocument();
  });

  it('takes digits only, at most 10, and keeps Continue disabled below 10', async () => {
    const user = userEvent.setup();
    const fetchMock = serveOtp();
    renderBookingScreen(<PhoneOtpScreen />, { path, state: makeBookingStart() });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Enter your mobile number' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/appointment confirmation and reminders will be sent here/i),
    ).toBeInTheDocument();
    await user.type(mobileInput(), '98a76-54');
    expect(mobileInput()).toHaveValue('987654');
    expect(continueButton()).toHaveAttribute('aria-disabled', 'true');

    await user.tab();
    expect(mobileInput()).toHaveAttribute('aria-invalid', 'true');
    expect(mobileInput()).toHaveAccessibleDescription(
      expect.stringContaining(VALIDATION.validMobile),
    );
    await user.click(continueButton());
    // The field's message and the toast.
    expect(await screen.findAllByText(VALIDATION.validMobile)).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(mobileInput(), '3210999');
    expect(mobileInput()).toHaveValue('9876543210');
    expect(continueButton()).toHaveAttribute('aria-disabled', 'false');
    expect(mobileInput()).not.toHaveAttribute('aria-invalid');
  });

  it('sends a BOOKING OTP, then asks for the six digits', async () => {
    const user = userEvent.setup();
    const fetchMock = serveOtp();
    renderBookingScreen(<PhoneOtpScreen />, { path, state: makeBookingStart() });

    await user.type(mobileInput(), '9876543210');
    await user.click(continueButton());

    expect(await screen.findByText(TOASTS.otpSentToMobile)).toBeInTheDocument();
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/auth/send-otp');
    expect(await request.json()).toEqual({ phoneNumber: '+919876543210', otpType: 'BOOKING' });

    expect(screen.getByRole('heading', { level: 1, name: 'Enter OTP' })).toBeInTheDocument();
    expect(screen.getByText(/We've sent a 6-digit code to/)).toHaveTextContent(
      "We've sent a 6-digit code to +91 9876543210",
    );
    expect(boxes()).toHaveLength(6);
    expect(screen.getByText(CONFIRMATION_NOTE)).toBeInTheDocument();
  });

  it("shows 'Sending OTP...' while the code is on its way", async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    mockFetch(
      () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(jsonResponse({ success: true }));
        }),
    );
    renderBookingScreen(<PhoneOtpScreen />, { path, state: makeBookingStart() });
    await user.type(mobileInput(), '9876543210');
    await user.click(continueButton());
    expect(await screen.findByRole('button', { name: /sending otp/i })).toBeInTheDocument();
    release();
    await screen.findByRole('heading', { level: 1, name: 'Enter OTP' });
  });

  it('says the OTP is incomplete until all six boxes are filled', async () => {
    const user = userEvent.setup();
    const fetchMock = serveOtp();
    renderBookingScreen(<PhoneOtpScreen />, { path, state: makeBookingStart() });
    await reachOtpStep(user);

    await user.type(boxes()[0]!, '123');
    const verify = screen.getByRole('button', { name: 'Verify OTP' });
    expect(verify).toHaveAttribute('aria-disabled', 'true');
    await user.click(verify);
    expect(await screen.findAllByText(TOASTS.completeOtp)).not.toHaveLength(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('counts 30 seconds down before Resend OTP, which sends a new code', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const fetchMock = serveOtp();
    renderBookingScreen(<PhoneOtpScreen />, { path, state: makeBookingStart() });
    await reachOtpStep(user);

    expect(screen.getByText('Resend in 30s')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Resend in 29s')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(29_000));
    const resend = screen.getByRole('button', { name: 'Resend OTP' });

    await user.click(resend);
    expect(await screen.findByText(TOASTS.otpResent)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const again = fetchMock.mock.calls[1]?.[0] as Request;
    expect(await again.json()).toEqual({ phoneNumber: '+919876543210', otpType: 'BOOKING' });
    expect(screen.getByText('Resend in 30s')).toBeInTheDocument();
  });

  it('verifies the code and carries the booking, number, code and token to the confirmation', async () => {
    const user = userEvent.setup();
    const fetchMock = serveOtp();
    const booking = makeBookingStart();
    renderBookingScreen(<PhoneOtpScreen />, {
      path,
      state: booking,
      probes: ['/booking-confirmation'],
    });
    await reachOtpStep(user);

    await user.type(boxes()[0]!, '482913');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    expect(await screen.findByText('Probe /booking-confirmation')).toBeInTheDocument();
    expect(await screen.findByText(TOASTS.otpVerified)).toBeInTheDocument();
    const verify = fetchMock.mock.calls[1]?.[0] as Request;
    expect(await verify.json()).toEqual({
      phoneNumber: '+919876543210',
      otpCode: '482913',
      otpType: 'BOOKING',
    });
    expect(probedState(screen.getByTestId('location-state'))).toEqual({
      ...booking,
      mobileNumber: '9876543210',
      otp: '482913',
      bookingToken: 'tok-1',
    });
    expect(window.sessionStorage.getItem('booking-session')).toContain('tok-1');
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('tok-1');
  });

  it("shows the server's error for a wrong code and stays", async () => {
    const user = userEvent.setup();
    serveOtp({ verifyStatus: 400 });
    renderBookingScreen(<PhoneOtpScreen />, { path, state: makeBookingStart() });
    await reachOtpStep(user);
    await user.type(boxes()[0]!, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText(ERRORS.OTP_INVALID.message)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Enter OTP' })).toBeInTheDocument();
  });
});
