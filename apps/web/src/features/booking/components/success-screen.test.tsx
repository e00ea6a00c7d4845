import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ICS_TEXTS } from '@clinic/shared/calendar-feed';
import { BOOKING_TEXTS, TOASTS } from '@clinic/shared/messages';
import { makeAppointment, makeBookingStart } from '@/testing/booking-data';
import { renderBookingScreen } from '@/testing/render-booking';
import type { BookingSuccessState } from '../utils/booking-state';
import { SuccessScreen } from './success-screen';

const path = '/booking-success';

function successState(overrides: Partial<BookingSuccessState> = {}): BookingSuccessState {
  return {
    ...makeBookingStart(),
    mobileNumber: '9876543210',
    otp: '482913',
    email: 'ravi@example.com',
    appointment: makeAppointment(),
    ...overrides,
  };
}

// Whole flows through the real components: generous under a loaded parallel run.
describe('/booking-success', { timeout: 20_000 }, () => {
  it('sends visitors without booking data back to the search results', async () => {
    const { router } = renderBookingScreen(<SuccessScreen />, { path });
    await waitFor(() => expect(router.state.location.pathname).toBe('/search-results'));
  });

  it('confirms the appointment with its id, time, place, phone, doctor and next steps', async () => {
    renderBookingScreen(<SuccessScreen />, { path, state: successState() });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Appointment Confirmed!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('#1122601')).toBeInTheDocument();
    expect(screen.getByText('Thursday, 14 March 2030')).toBeInTheDocument();
    expect(screen.getByText('09:30 AM - 10:00 AM')).toBeInTheDocument();
    expect(screen.getByText('Rao Skin Clinic')).toBeInTheDocument();
    expect(screen.getByText('+91 9876543210')).toBeInTheDocument();
    expect(screen.getByText('Confirmation sent to your email')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dr. Asha Rao' })).toBeInTheDocument();
    expect(screen.getByText('MBBS, MD (Dermatology)')).toBeInTheDocument();
    expect(screen.getByText('12 years of experience')).toBeInTheDocument();
    expect(screen.getByText('Indiranagar, Bengaluru')).toBeInTheDocument();
    expect(screen.getByText('You will receive a confirmation SMS shortly.')).toBeInTheDocument();
    expect(screen.getByText(/remind you 24 hours before/)).toBeInTheDocument();
    expect(screen.getByText(/arrive 10 minutes before/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Another Appointment' })).toHaveAttribute(
      'href',
      '/search-results',
    );
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(await screen.findByText(TOASTS.appointmentBooked)).toBeInTheDocument();
    expect(screen.queryByText(/clinic will confirm your request/)).not.toBeInTheDocument();
  });

  it("offers the appointment's .ics file, and no link once it has none", async () => {
    const { unmount } = renderBookingScreen(<SuccessScreen />, {
      path,
      state: successState({
        appointment: makeAppointment({ calendarFileUrl: '/api/ics/1122601/AbCdEfGhIjKlMnOp' }),
      }),
    });
    const link = screen.getByRole('link', { name: ICS_TEXTS.addToCalendar });
    expect(link).toHaveAttribute('href', 'http://localhost:3000/api/ics/1122601/AbCdEfGhIjKlMnOp');
    expect(link).toHaveAttribute('download', 'appointment-1122601.ics');
    unmount();
    renderBookingScreen(<SuccessScreen />, {
      path,
      state: successState({ appointment: makeAppointment({ calendarFileUrl: null }) }),
    });
    expect(screen.queryByRole('link', { name: ICS_TEXTS.addToCalendar })).not.toBeInTheDocument();
  });

  it('raises the arrival toast once, and not again when the entry is reloaded', async () => {
    const { router } = renderBookingScreen(<SuccessScreen />, { path, state: successState() });
    expect(await screen.findByText(TOASTS.appointmentBooked)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.state).toMatchObject({ announced: true }));
    expect(screen.getAllByText(TOASTS.appointmentBooked)).toHaveLength(1);
  });

  it('says the clinic will confirm a pending pay-later request, and leaves out the email line without one', () => {
    renderBookingScreen(<SuccessScreen />, {
      path,
      state: successState({
        email: undefined,
        announced: true,
        appointment: makeAppointment({
          status: 'Pending',
          paymentOption: 'pay-later',
          paid: 0,
          advance: 0,
          patient: { name: 'Ravi Kumar', mobile: '9876543210', email: null },
        }),
      }),
    });
    // A request, as the doctor's portal lists it (Pending): never called confirmed.
    expect(
      screen.getByRole('heading', { level: 1, name: BOOKING_TEXTS.requested }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/confirmed/i)).not.toBeInTheDocument();
    expect(screen.getByText(BOOKING_TEXTS.requestSentTo('Dr. Asha Rao'))).toBeInTheDocument();
    expect(screen.getByText(BOOKING_TEXTS.clinicWillConfirm)).toBeInTheDocument();
    expect(screen.getByText(BOOKING_TEXTS.requestSmsSoon)).toBeInTheDocument();
    expect(screen.queryByText(BOOKING_TEXTS.confirmationSmsSoon)).not.toBeInTheDocument();
    expect(screen.queryByText('Confirmation sent to your email')).not.toBeInTheDocument();
    expect(screen.getByText('₹800 to pay at the clinic')).toBeInTheDocument();
    expect(screen.queryByText(TOASTS.appointmentBooked)).not.toBeInTheDocument();
  });
});
