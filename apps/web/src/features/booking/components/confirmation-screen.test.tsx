import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SERVER_ERRORS, TOASTS, VALIDATION } from '@clinic/shared/messages';
import { makeAppointment, makeBookingStart, slotsResponse } from '@/testing/booking-data';
import { probedState, renderBookingScreen } from '@/testing/render-booking';
import { errorResponse, jsonResponse, mockFetch } from '@/testing/test-utils';
import { ConfirmationScreen } from './confirmation-screen';

const path = '/booking-confirmation';
const verified = () => ({
  ...makeBookingStart(),
  mobileNumber: '9876543210',
  otp: '482913',
  bookingToken: 'tok-1',
});

interface ServeOptions {
  previous?: unknown[];
  book?: (request: Request) => Response | Promise<Response>;
}

function serve({ previous = [], book }: ServeOptions = {}) {
  return mockFetch(async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/patient/appointments') return jsonResponse({ appointments: previous });
    if (pathname.endsWith('/slots')) return jsonResponse(slotsResponse());
    if (pathname === '/api/auth/send-otp') return jsonResponse({ success: true });
    if (pathname === '/api/bookings' && book) return book(request);
    return jsonResponse({ error: 'Not found' }, 404);
  });
}

const bookingCalls = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls
    .map((call) => call[0] as Request)
    .filter((request) => new URL(request.url).pathname === '/api/bookings');

const nameInput = () => screen.getByRole('textbox', { name: /full name/i });
const continueButton = () => screen.getByRole('button', { name: /^continue/i });

beforeEach(() => window.sessionStorage.clear());

// Whole flows through the real components: generous under a loaded parallel run.
describe('/booking-confirmation', { timeout: 20_000 }, () => {
  it('sends visitors without booking data back to the search results', async () => {
    const { router } = renderBookingScreen(<ConfirmationScreen />, {
      path,
      state: makeBookingStart(), // no verified number yet
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/search-results'));
  });

  it('shows the visit, the doctor, the clinic with directions, and both real amounts', async () => {
    serve();
    renderBookingScreen(<ConfirmationScreen />, { path, state: verified() });

    expect(screen.getByRole('link', { name: /go back to my results/i })).toHaveAttribute(
      'href',
      '/search-results',
    );
    expect(screen.getByText('Thursday, 14 March 2030')).toBeInTheDocument();
    expect(screen.getByText('09:30 AM')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /change date & time/i })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('heading', { name: 'Dr. Asha Rao' })).toBeInTheDocument();
    expect(screen.getByText('MBBS, MD (Dermatology)')).toBeInTheDocument();
    expect(screen.getByText('Dermatologist')).toBeInTheDocument();
    expect(screen.getByText('Rao Skin Clinic')).toBeInTheDocument();
    const directions = screen.getByRole('link', { name: /get directions/i });
    expect(directions).toHaveAttribute('target', '_blank');
    expect(directions.getAttribute('href')).toContain(
      'openstreetmap.org/?mlat=12.978400&mlon=77.640800',
    );

    const online = screen.getByRole('radio', { name: /pay online/i });
    const later = screen.getByRole('radio', { name: /pay later at the clinic/i });
    expect(online).toBeChecked();
    expect(online.closest('label')).toHaveTextContent('₹240');
    expect(online.closest('label')).toHaveTextContent('Test mode: no real money is charged');
    expect(later.closest('label')).toHaveTextContent('₹800');
    expect(screen.getByRole('radio', { name: 'Someone Else' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Myself' })).toBeChecked();
    expect(screen.getByPlaceholderText('Enter Your Email ID (Optional)')).toBeInTheDocument();
  });

  it('checks the name, the email and the reason before booking', async () => {
    const user = userEvent.setup();
    const fetchMock = serve();
    renderBookingScreen(<ConfirmationScreen />, { path, state: verified() });

    await user.type(screen.getByPlaceholderText('Enter Your Email ID (Optional)'), 'ravi@');
    await user.type(screen.getByRole('textbox', { name: /reason for visit/i }), 'Rash');
    await user.click(continueButton());

    expect(await screen.findByText(VALIDATION.fullNameMin)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.validEmail)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.reasonMin)).toBeInTheDocument();
    expect(bookingCalls(fetchMock)).toHaveLength(0);
  });

  it("shows a field's error once the field was left, and every field's on Continue", async () => {
    const user = userEvent.setup();
    serve();
    renderBookingScreen(<ConfirmationScreen />, { path, state: verified() });

    const email = screen.getByPlaceholderText('Enter Your Email ID (Optional)');
    await user.type(email, 'ravi@');
    expect(screen.queryByText(VALIDATION.validEmail)).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText(VALIDATION.validEmail)).toBeInTheDocument();
    // Fields not yet visited stay quiet until Continue.
    expect(screen.queryByText(VALIDATION.fullNameMin)).not.toBeInTheDocument();
    expect(screen.queryByText(VALIDATION.reasonMin)).not.toBeInTheDocument();
    // Once touched, the error follows each change.
    await user.type(email, 'example.com');
    await waitFor(() => expect(screen.queryByText(VALIDATION.validEmail)).not.toBeInTheDocument());
    await user.type(screen.getByRole('textbox', { name: /reason for visit/i }), 'Rash');
    await user.click(continueButton());
    expect(await screen.findByText(VALIDATION.fullNameMin)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.reasonMin)).toBeInTheDocument();
  });

  it('books with the token header and the exact body, then opens the success screen', async () => {
    const user = userEvent.setup();
    const appointment = makeAppointment();
    const fetchMock = serve({ book: () => jsonResponse({ appointment }, 201) });
    renderBookingScreen(<ConfirmationScreen />, {
      path,
      state: verified(),
      probes: ['/booking-success'],
    });

    await user.type(nameInput(), '  Ravi Kumar ');
    await user.type(
      screen.getByPlaceholderText('Enter Your Email ID (Optional)'),
      'Ravi@Example.com',
    );
    await user.type(
      screen.getByRole('textbox', { name: /reason for visit/i }),
      'Itchy rash on both arms',
    );
    await user.click(screen.getByRole('radio', { name: /pay later at the clinic/i }));
    await user.click(continueButton());

    expect(await screen.findByText('Probe /booking-success')).toBeInTheDocument();
    const [request] = bookingCalls(fetchMock);
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('X-Booking-Token')).toBe('tok-1');
    expect(await request?.json()).toEqual({
      doctorId: makeBookingStart().doctor.userId,
      startTime: '2030-03-14T04:00:00.000Z',
      mode: 'clinic',
      patient: { name: 'Ravi Kumar', mobile: '9876543210', email: 'ravi@example.com' },
      bookedFor: 'self',
      treatmentReason: 'Itchy rash on both arms',
      paymentOption: 'pay-later',
    });
    const state = probedState(screen.getByTestId('location-state'));
    expect(state).toMatchObject({
      mobileNumber: '9876543210',
      email: 'Ravi@Example.com',
      otp: '482913',
      appointment,
    });
  });

  it("shows 'Booking...' and the test-mode payment while paying online", async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    serve({
      book: () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(jsonResponse({ appointment: makeAppointment() }, 201));
        }),
    });
    renderBookingScreen(<ConfirmationScreen />, {
      path,
      state: verified(),
      probes: ['/booking-success'],
    });
    await user.type(nameInput(), 'Ravi Kumar');
    await user.click(continueButton());

    expect(await screen.findByRole('button', { name: /booking\.\.\./i })).toBeDisabled();
    expect(screen.getByText('Processing your payment...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Probe /booking-success')).toBeInTheDocument();
  });

  it('on 409 shows the message and opens the refreshed slot picker to choose again', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const fetchMock = serve({
      book: () => {
        attempts += 1;
        return attempts === 1
          ? errorResponse('SLOT_TAKEN')
          : jsonResponse({ appointment: makeAppointment() }, 201);
      },
    });
    renderBookingScreen(<ConfirmationScreen />, {
      path,
      state: verified(),
      probes: ['/booking-success'],
    });
    await user.type(nameInput(), 'Ravi Kumar');
    await user.click(continueButton());

    expect(await screen.findAllByText(SERVER_ERRORS.slotTaken)).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: /change date & time/i })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const tenAm = await screen.findByRole('button', { name: '10:00 AM' });
    expect(screen.getByRole('button', { name: /09:30 AM/ })).toBeDisabled();
    await user.click(tenAm);

    expect(await screen.findByText('10:00 AM')).toBeInTheDocument();
    await user.click(continueButton());
    expect(await screen.findByText('Probe /booking-success')).toBeInTheDocument();
    const second = bookingCalls(fetchMock)[1];
    expect((await second?.json()) as { startTime: string }).toMatchObject({
      startTime: '2030-03-14T04:30:00.000Z',
    });
  });

  it('a different own number is verified first on /booking-otp', async () => {
    const user = userEvent.setup();
    const fetchMock = serve();
    renderBookingScreen(<ConfirmationScreen />, {
      path,
      state: verified(),
      probes: ['/booking-otp'],
    });
    await user.type(nameInput(), 'Ravi Kumar');
    const mobile = screen.getByRole('textbox', { name: /^mobile/i });
    await user.clear(mobile);
    await user.type(mobile, '9123456780');
    await user.click(continueButton());

    expect(await screen.findByText('Probe /booking-otp')).toBeInTheDocument();
    expect(await screen.findByText(TOASTS.otpSentToMobile)).toBeInTheDocument();
    const send = fetchMock.mock.calls
      .map((call) => call[0] as Request)
      .find((request) => new URL(request.url).pathname === '/api/auth/send-otp');
    expect(await send?.json()).toEqual({ phoneNumber: '+919123456780', otpType: 'BOOKING' });
    expect(bookingCalls(fetchMock)).toHaveLength(0);
    expect(probedState(screen.getByTestId('location-state'))).toMatchObject({
      mobileNumber: '9876543210',
      draft: { bookedFor: 'self', name: 'Ravi Kumar', mobile: '9123456780' },
    });
  });

  it("fills in and locks the patient's own name from an earlier booking", async () => {
    serve({
      previous: [
        makeAppointment({
          patient: { name: 'Ravi Kumar', mobile: '9876543210', email: 'ravi@example.com' },
        }),
      ],
    });
    const user = userEvent.setup();
    renderBookingScreen(<ConfirmationScreen />, { path, state: verified() });

    await waitFor(() => expect(nameInput()).toHaveValue('Ravi Kumar'));
    expect(nameInput()).toHaveAttribute('readonly');
    expect(screen.getByPlaceholderText('Enter Your Email ID (Optional)')).toHaveValue(
      'ravi@example.com',
    );

    await user.click(screen.getByRole('radio', { name: 'Someone Else' }));
    expect(nameInput()).toHaveValue('');
    expect(nameInput()).not.toHaveAttribute('readonly');
  });

  it('asks to verify again when the token has expired (401)', async () => {
    const user = userEvent.setup();
    serve({ book: () => jsonResponse({ error: SERVER_ERRORS.bookingTokenExpired }, 401) });
    renderBookingScreen(<ConfirmationScreen />, {
      path,
      state: verified(),
      probes: ['/booking-otp'],
    });
    await user.type(nameInput(), 'Ravi Kumar');
    await user.click(continueButton());
    expect(await screen.findByText('Probe /booking-otp')).toBeInTheDocument();
    expect(await screen.findByText(SERVER_ERRORS.bookingTokenExpired)).toBeInTheDocument();
  });

  it('shows the picker from the slots endpoint on Change Date & Time', async () => {
    const user = userEvent.setup();
    serve();
    renderBookingScreen(<ConfirmationScreen />, { path, state: verified() });
    await user.click(screen.getByRole('button', { name: /change date & time/i }));
    const days = await screen.findByRole('list', { name: /choose a day/i });
    expect(within(days).getAllByRole('button')).toHaveLength(2);
    await user.click(within(days).getByRole('button', { name: /fri, 15 mar/i }));
    await user.click(await screen.findByRole('button', { name: '11:00 AM' }));
    expect(await screen.findByText('Friday, 15 March 2030')).toBeInTheDocument();
    expect(screen.getByText('11:00 AM')).toBeInTheDocument();
  });
});
