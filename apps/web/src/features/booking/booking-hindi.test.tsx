// The booking screens in Hindi (issue 14): every text from the catalogues (a
// missing key throws in tests), dates in hi-IN, validation messages translated.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BOOKING_TEXTS, OTP_SCREEN_TEXTS, VALIDATION } from '@clinic/shared/messages';
import {
  makeAppointment,
  makeBookingDoctor,
  makeBookingStart,
  slotsResponse,
} from '@/testing/booking-data';
import { createTestI18n, hiInTime, RAW_KEY } from '@/testing/i18n';
import { renderBookingScreen } from '@/testing/render-booking';
import {
  bookingOtpResponse,
  jsonResponse,
  mockFetch,
  renderWithProviders,
} from '@/testing/test-utils';
import { BookingModal } from './components/booking-modal';
import { BookingOtpScreen } from './components/booking-otp-screen';
import { ConfirmationScreen } from './components/confirmation-screen';
import { PhoneOtpScreen } from './components/phone-otp-screen';
import { SuccessScreen } from './components/success-screen';

function serve() {
  return mockFetch(async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/patient/appointments') return jsonResponse({ appointments: [] });
    if (pathname.endsWith('/slots')) return jsonResponse(slotsResponse());
    const otp = bookingOtpResponse(pathname, 'tok-hi');
    if (otp) return otp;
    return jsonResponse({ error: 'Not found' }, 404);
  });
}

function expectNoRawKeyNorEnglish(...english: string[]) {
  const text = document.body.textContent ?? '';
  expect(text).not.toMatch(RAW_KEY);
  for (const phrase of english) expect(text).not.toContain(phrase);
}

const verified = () => ({
  ...makeBookingStart(),
  mobileNumber: '9876543210',
  otp: '482913',
  bookingToken: 'tok-1',
});

describe('booking screens in Hindi', { timeout: 30_000 }, () => {
  it('the English templates say what the spec functions say', () => {
    const i18n = createTestI18n('en');
    for (const seconds of [0, 1, 30]) {
      expect(i18n.t('forms:otp.resendIn', { seconds })).toBe(OTP_SCREEN_TEXTS.resendIn(seconds));
      expect(i18n.t('forms:otp.resendIn', { seconds })).toBe(BOOKING_TEXTS.resendIn(seconds));
    }
    expect(i18n.t('booking:slots.count', { count: 0 })).toBe('No slots');
    expect(i18n.t('booking:slots.count', { count: 1 })).toBe('1 slot');
    expect(i18n.t('booking:slots.count', { count: 7 })).toBe('7 slots');
    expect(i18n.t('booking:review.stars', { count: 1, label: 'Poor' })).toBe('1 star, Poor');
    expect(i18n.t('booking:review.stars', { count: 4, label: 'Good' })).toBe('4 stars, Good');
  });

  it('the booking modal: steps, slots in Hindi, dates in hi-IN, and Hindi validation', async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(
      <BookingModal doctor={makeBookingDoctor()} open onClose={() => {}} />,
      undefined,
      { language: 'hi' },
    );
    expect(screen.getByRole('dialog', { name: 'अपॉइंटमेंट बुक करें' })).toBeInTheDocument();
    expect(screen.getByText('चरण 1 / 6')).toBeInTheDocument();
    // The doctor's speciality in Hindi (the booking state keeps the English name).
    expect(screen.getByText(/ · त्वचा रोग विशेषज्ञ/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'समय चुनें' })).toBeInTheDocument();
    expect(await screen.findByText('सुबह')).toBeInTheDocument();
    // The slots' times in hi-IN's form, from their start instants in the clinic's zone.
    const ten = hiInTime('2030-03-14T04:30:00.000Z');
    expect(screen.queryByRole('button', { name: '10:00 AM' })).toBeNull();
    await user.click(screen.getByRole('button', { name: ten }));
    // 14 March 2030, a Thursday, in Hindi words.
    expect(screen.getByText(`गुरुवार, 14 मार्च 2030, ${ten} बजे`)).toBeInTheDocument();
    expectNoRawKeyNorEnglish('Choose a date', 'Morning', 'Next', 'Back');

    await user.click(screen.getByRole('button', { name: 'आगे' }));
    const name = screen.getByRole('textbox', { name: 'पूरा नाम' });
    await user.type(name, 'R');
    await user.tab();
    expect(screen.getByText('पूरा नाम कम से कम 2 अक्षरों का होना चाहिए')).toBeInTheDocument();
    expect(screen.queryByText(VALIDATION.fullNameMin)).toBeNull();
    expectNoRawKeyNorEnglish();
  });

  it('/booking-phone-otp: the number, then the code, in Hindi', async () => {
    serve();
    const user = userEvent.setup();
    renderBookingScreen(<PhoneOtpScreen />, {
      path: '/booking-phone-otp',
      state: makeBookingStart(),
      language: 'hi',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'अपना मोबाइल नंबर दर्ज करें' }),
    ).toBeInTheDocument();
    expect(screen.getByText('गुरुवार, 14 मार्च 2030')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'मोबाइल नंबर' }), '9876543210');
    await user.click(screen.getByRole('button', { name: 'आगे बढ़ें' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'OTP दर्ज करें' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: /6 में से अंक \d/ })).toHaveLength(6);
    expect(screen.getByText(/सेकंड में दोबारा भेजें/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OTP सत्यापित करें' }));
    expect(screen.getAllByText('कृपया पूरा OTP दर्ज करें').length).toBeGreaterThan(0);
    expectNoRawKeyNorEnglish(BOOKING_TEXTS.confirmationNote, OTP_SCREEN_TEXTS.resendOtp);
  });

  it('/booking-otp and /booking-confirmation in Hindi', async () => {
    serve();
    const otp = renderBookingScreen(<BookingOtpScreen />, {
      path: '/booking-otp',
      state: {
        ...verified(),
        draft: {
          bookedFor: 'self',
          name: 'Ravi Kumar',
          mobile: '9123456780',
          email: '',
          treatmentReason: '',
          paymentOption: 'pay-online',
        },
      },
      language: 'hi',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'OTP से पुष्टि करें' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'अपॉइंटमेंट का सारांश' })).toBeInTheDocument();
    expect(screen.getByText('त्वचा रोग विशेषज्ञ')).toBeInTheDocument();
    // The chosen time in hi-IN's form, from the slot's start in the clinic's zone.
    const nineThirty = hiInTime('2030-03-14T04:00:00.000Z');
    expect(screen.getByText(nineThirty)).toBeInTheDocument();
    expectNoRawKeyNorEnglish('Appointment summary', 'Dermatologist', '09:30 AM');
    otp.unmount();

    renderBookingScreen(<ConfirmationScreen />, {
      path: '/booking-confirmation',
      state: verified(),
      language: 'hi',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'अपनी क्लिनिक विज़िट की पुष्टि करें' }),
    ).toBeInTheDocument();
    expect(screen.getByText('मरीज़ का विवरण')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'तारीख और समय बदलें' })).toBeInTheDocument();
    expect(screen.getAllByText(hiInTime('2030-03-14T04:00:00.000Z')).length).toBeGreaterThan(0);
    // Rupees through hi-IN.
    expect(screen.getAllByText(/₹/).length).toBeGreaterThan(0);
    expect(screen.getByText('त्वचा रोग विशेषज्ञ')).toBeInTheDocument();
    expectNoRawKeyNorEnglish(
      BOOKING_TEXTS.payLater,
      'Patient details',
      'Continue',
      'Dermatologist',
      '09:30 AM',
    );
  });

  it('/booking-success: the confirmed appointment in Hindi', () => {
    renderBookingScreen(<SuccessScreen />, {
      path: '/booking-success',
      state: {
        ...makeBookingStart(),
        mobileNumber: '9876543210',
        otp: '482913',
        email: 'ravi@example.com',
        appointment: makeAppointment(),
        announced: true,
      },
      language: 'hi',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'अपॉइंटमेंट की पुष्टि हो गई!' }),
    ).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'अपॉइंटमेंट का विवरण' });
    expect(within(details).getByText('गुरुवार, 14 मार्च 2030')).toBeInTheDocument();
    expect(
      within(details).getByText(
        `${hiInTime('2030-03-14T04:00:00.000Z')} - ${hiInTime('2030-03-14T04:30:00.000Z')}`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('12 वर्षों का अनुभव')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'एक और अपॉइंटमेंट बुक करें' })).toBeInTheDocument();
    expect(screen.getByText('त्वचा रोग विशेषज्ञ')).toBeInTheDocument();
    expectNoRawKeyNorEnglish(
      BOOKING_TEXTS.whatsNext,
      'years of experience',
      'Appointment ID',
      'Dermatologist',
      '09:30 AM',
    );
  });

  it('/booking-confirmation: a changed slot is announced in Hindi, day and time', async () => {
    serve();
    const user = userEvent.setup();
    renderBookingScreen(<ConfirmationScreen />, {
      path: '/booking-confirmation',
      state: verified(),
      language: 'hi',
    });
    await user.click(screen.getByRole('button', { name: 'तारीख और समय बदलें' }));
    const friday = new Intl.DateTimeFormat('hi-IN', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }).format(new Date('2030-03-15T00:00:00.000Z'));
    await user.click(await screen.findByRole('button', { name: new RegExp(friday) }));
    const eleven = hiInTime('2030-03-15T05:30:00.000Z');
    await user.click(await screen.findByRole('button', { name: eleven }));
    expect(
      await screen.findByText(`अपॉइंटमेंट का समय बदलकर ${friday}, ${eleven} कर दिया गया।`),
    ).toBeInTheDocument();
    expectNoRawKeyNorEnglish('Fri, 15 Mar', '11:00 AM', 'Appointment time changed');
  });
});
