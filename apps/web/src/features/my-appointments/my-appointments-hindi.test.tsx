// /my-appointments in Hindi (issue 14): the OTP access, the cards and the cancel dialog.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_TEXTS } from '@clinic/shared/messages';
import { makeAppointment } from '@/testing/booking-data';
import { hiInTime, RAW_KEY } from '@/testing/i18n';
import {
  bookingOtpResponse,
  jsonResponse,
  mockFetch,
  renderWithProviders,
} from '@/testing/test-utils';
import { MyAppointmentsScreen } from './components/my-appointments-screen';

const upcoming = makeAppointment({
  id: 'a-1',
  publicId: '#1122610',
  status: 'Pending',
  startTime: '2030-03-14T04:00:00.000Z',
  endTime: '2030-03-14T04:30:00.000Z',
});

beforeEach(() => window.sessionStorage.clear());

describe('/my-appointments in Hindi', { timeout: 30_000 }, () => {
  it('asks for the number and the OTP, then lists the bookings, all in Hindi', async () => {
    mockFetch(async (request) => {
      const { pathname } = new URL(request.url);
      const otp = bookingOtpResponse(pathname, 'tok-p');
      if (otp) return otp;
      if (pathname === '/api/patient/appointments')
        return jsonResponse({ appointments: [upcoming] });
      return jsonResponse({ error: 'Not found' }, 404);
    });
    const user = userEvent.setup();
    renderWithProviders(<MyAppointmentsScreen />, '/my-appointments', { language: 'hi' });

    expect(screen.getByRole('heading', { level: 1, name: 'मेरे अपॉइंटमेंट' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'अपना मोबाइल नंबर दर्ज करें' })).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'मोबाइल नंबर' }), '98765');
    await user.tab();
    expect(screen.getByText('कृपया मान्य मोबाइल नंबर दर्ज करें')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'मोबाइल नंबर' }), '43210');
    await user.click(screen.getByRole('button', { name: 'आगे बढ़ें' }));
    expect(await screen.findByText('OTP आपके मोबाइल नंबर पर भेजा गया')).toBeInTheDocument();
    await user.type(screen.getAllByRole('textbox', { name: /6 में से अंक \d/ })[0]!, '654321');
    await user.click(screen.getByRole('button', { name: 'OTP सत्यापित करें' }));

    const region = await screen.findByRole('region', { name: /आने वाले/ });
    const card = within(region).getByRole('article');
    expect(within(card).getByText('लंबित')).toBeInTheDocument();
    expect(within(card).getByText('क्लिनिक की पुष्टि की प्रतीक्षा है')).toBeInTheDocument();
    expect(within(card).getByText('गुरुवार, 14 मार्च 2030')).toBeInTheDocument();
    // The times in hi-IN's form, from the instants in the clinic's zone.
    expect(
      within(card).getByText(
        `${hiInTime('2030-03-14T04:00:00.000Z')} - ${hiInTime('2030-03-14T04:30:00.000Z')}`,
      ),
    ).toBeInTheDocument();
    expect(within(card).getByText('क्लिनिक विज़िट')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: /अपॉइंटमेंट रद्द करें/ }));
    const dialog = await screen.findByRole('dialog', { name: 'यह अपॉइंटमेंट रद्द करें?' });
    expect(within(dialog).getByRole('button', { name: 'अपॉइंटमेंट रखें' })).toBeVisible();

    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(RAW_KEY);
    expect(
      within(dialog).getByText(new RegExp(hiInTime('2030-03-14T04:00:00.000Z'))),
    ).toBeVisible();
    for (const english of [
      BOOKING_TEXTS.awaitingClinic,
      'Upcoming',
      'Payment',
      'Keep appointment',
      '09:30 AM',
    ])
      expect(text).not.toContain(english);
  });
});
