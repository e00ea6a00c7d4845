// My appointments' calls failing without the server saying why (a 500 without a
// body): each call's own fallback, which the ApiError carries in English, shows
// in Hindi on a Hindi page (issue 14, through lib/api-fallback-registry.ts).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_FALLBACKS } from '@clinic/shared/client-fallbacks';
import hiBooking from '@clinic/shared/i18n/hi/booking';
import { makeAppointment } from '@/testing/booking-data';
import { RAW_KEY } from '@/testing/i18n';
import { servePortal } from '@/testing/portal-fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/test-utils';
import { MyAppointmentsScreen } from './components/my-appointments-screen';

const later = makeAppointment({
  id: 'a-later',
  publicId: '#1122610',
  startTime: '2030-03-14T04:00:00.000Z',
  endTime: '2030-03-14T04:30:00.000Z',
});

function expectNoRawKeyNorEnglish(english: string) {
  const text = document.body.textContent ?? '';
  expect(text).not.toMatch(RAW_KEY);
  expect(text).not.toContain(english);
}

beforeEach(() => {
  window.sessionStorage.setItem(
    'booking-session',
    JSON.stringify({ token: 'tok-p', mobile: '9876543210', expiresAt: Date.now() + 20 * 60_000 }),
  );
});

describe('My appointments: a failed call in Hindi', { timeout: 20_000 }, () => {
  it('the list', async () => {
    servePortal({ 'GET /api/patient/appointments': () => jsonResponse({}, 500) });
    renderWithProviders(<MyAppointmentsScreen />, '/my-appointments', { language: 'hi' });
    expect(await screen.findByText(hiBooking.myAppointments.loadFailed)).toBeVisible();
    expectNoRawKeyNorEnglish(CLIENT_FALLBACKS.myAppointments.load);
  });

  it('cancelling', async () => {
    const user = userEvent.setup();
    const api = servePortal({
      'GET /api/patient/appointments': () => jsonResponse({ appointments: [later] }),
      'POST /api/patient/appointments/a-later/cancel': () => jsonResponse({}, 500),
    });
    renderWithProviders(<MyAppointmentsScreen />, '/my-appointments', { language: 'hi' });
    const cancel = await screen.findByRole('button', { name: /के साथ अपॉइंटमेंट रद्द करें$/ });
    await user.click(cancel);
    const dialog = await screen.findByRole('dialog', {
      name: hiBooking.myAppointments.cancelTitle,
    });
    await user.click(
      within(dialog).getByRole('button', { name: hiBooking.myAppointments.cancelAppointment }),
    );
    expect(await within(dialog).findByText(hiBooking.myAppointments.cancelFailed)).toBeVisible();
    expect(api.to('POST', '/api/patient/appointments/a-later/cancel')).toHaveLength(1);
    expectNoRawKeyNorEnglish(CLIENT_FALLBACKS.myAppointments.cancel);
  });
});
