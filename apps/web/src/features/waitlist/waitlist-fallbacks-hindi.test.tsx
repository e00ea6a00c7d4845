// A waitlist call that fails without the server saying why (a 500 without a body):
// the call's own fallback, which the ApiError carries in English, shows in Hindi
// on a Hindi page (issue 14, through lib/api-fallback-registry.ts).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CLIENT_FALLBACKS } from '@clinic/shared/client-fallbacks';
import hiBooking from '@clinic/shared/i18n/hi/booking';
import { saveBookingSession } from '@/lib/booking-session';
import { RAW_KEY } from '@/testing/i18n';
import { servePortal } from '@/testing/portal-fixtures';
import { jsonResponse, renderRoutes } from '@/testing/test-utils';
import { JoinWaitlistScreen } from './components/join-waitlist-screen';

describe('a failed waitlist call in Hindi', { timeout: 20_000 }, () => {
  it('joining: the call’s own fallback, not its English', async () => {
    saveBookingSession('booking-token', '9876500022');
    const user = userEvent.setup();
    const api = servePortal({ 'POST /api/waitlist': () => jsonResponse({}, 500) });
    renderRoutes([{ path: '*', element: <JoinWaitlistScreen doctorId="d1" date="2026-03-11" /> }], {
      language: 'hi',
    });
    await user.type(screen.getByLabelText(hiBooking.waitlist.patientName), 'Asha Rao');
    await user.click(screen.getByRole('button', { name: hiBooking.waitlist.joinButton }));

    expect(await screen.findByText(hiBooking.waitlist.joinFailed)).toBeVisible();
    expect(api.to('POST', '/api/waitlist')).toHaveLength(1);
    const text = document.body.textContent ?? '';
    expect(text).not.toContain(CLIENT_FALLBACKS.waitlist.join);
    expect(text).not.toMatch(RAW_KEY);
  });
});
