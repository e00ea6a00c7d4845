// The waitlist screens in Hindi (issue 14): no raw key, Hindi text,
// dates in hi-IN, and the spec's templates agree with WAITLIST_MESSAGES in English.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WAITLIST_MESSAGES, WAITLIST_STATUS_LABELS } from '@clinic/shared/waitlist';
import WaitlistRoute from '@/app/routes/portal/waitlist';
import { createTestI18n, hiInTime, RAW_KEY } from '@/testing/i18n';
import { servePortal } from '@/testing/portal-fixtures';
import { jsonResponse, renderRoutes } from '@/testing/test-utils';
import { JoinWaitlistScreen } from './components/join-waitlist-screen';
import { PortalWaitlistScreen } from './components/portal-waitlist-screen';
import { PORTAL_WAITLIST_ANSWER } from './testing/portal-waitlist-answer';
import { WaitlistLinkScreen } from './components/waitlist-link-screen';

const DOCTOR = {
  userId: 'd1',
  name: 'Dr. Leela Nair',
  clinicName: 'Nair Clinic',
  clinicAddress: '12 MG Road',
  city: 'Bengaluru',
  timeZone: 'Asia/Kolkata',
  offersVirtual: true,
  mobile: '9876500011',
};

function expectNoRawKeyNorEnglish(...english: string[]) {
  const text = document.body.textContent ?? '';
  expect(text).not.toMatch(RAW_KEY);
  for (const phrase of english) expect(text).not.toContain(phrase);
}

describe('waitlist in Hindi', { timeout: 30_000 }, () => {
  it('the English templates say what WAITLIST_MESSAGES says', () => {
    const i18n = createTestI18n('en');
    for (const [day, position] of [
      ['Friday', 1],
      ['Monday', 12],
    ] as const) {
      expect(i18n.t('booking:waitlist.joined', { day, position })).toBe(
        WAITLIST_MESSAGES.joined(day, position),
      );
    }
    expect(i18n.t('booking:waitlist.offerHeld', { until: '10:15 AM' })).toBe(
      WAITLIST_MESSAGES.offerHeld('10:15 AM'),
    );
  });

  it('the waitlist link: the held slot in Hindi', async () => {
    servePortal({
      'GET /api/waitlist/links/tok': () =>
        jsonResponse({
          entry: {
            id: 'e1',
            doctorId: 'd1',
            date: '2026-03-11',
            name: 'Asha',
            status: 'offered',
            position: 1,
          },
          offer: {
            status: 'open',
            startTime: '2026-03-11T05:30:00.000Z',
            endTime: '2026-03-11T06:00:00.000Z',
            holdExpiresAt: '2026-03-10T04:45:00.000Z',
          },
          doctor: DOCTOR,
        }),
    });
    renderRoutes([{ path: '/waitlist/:token', element: <WaitlistLinkScreen token="tok" /> }], {
      entries: ['/waitlist/tok'],
      language: 'hi',
    });
    expect(await screen.findByRole('heading', { name: 'आपके लिए एक स्लॉट खाली है' })).toBeVisible();
    const eleven = hiInTime('2026-03-11T05:30:00.000Z');
    expect(screen.getByText(`बुधवार, 11 मार्च 2026, ${eleven} बजे`)).toBeVisible();
    // The hold's end too, in hi-IN's form.
    expect(document.body).toHaveTextContent(hiInTime('2026-03-10T04:45:00.000Z'));
    expect(document.body).not.toHaveTextContent(/\d\d:\d\d [AP]M/);
    expect(screen.getByRole('button', { name: 'यह स्लॉट बुक करें' })).toBeVisible();
    expectNoRawKeyNorEnglish(WAITLIST_MESSAGES.leave, 'held for you');
  });

  it('joining the waitlist asks for the number in Hindi', () => {
    renderRoutes([{ path: '/', element: <JoinWaitlistScreen doctorId="d1" date="2026-03-11" /> }], {
      language: 'hi',
    });
    expect(screen.getByText(/बुधवार, 11 मार्च 2026 को कोई स्लॉट खाली नहीं है/)).toBeVisible();
    expectNoRawKeyNorEnglish('No slot is free');
  });

  it("the doctor's waitlist: days, counts, statuses and held slots in Hindi", async () => {
    window.localStorage.setItem('token', 'doctor-token');
    servePortal({
      'GET /api/portal/waitlist': () => jsonResponse(PORTAL_WAITLIST_ANSWER),
    });
    renderRoutes([{ path: '*', element: <WaitlistRoute /> }], { language: 'hi' });
    expect(screen.getByRole('heading', { level: 1, name: 'प्रतीक्षा सूची' })).toBeVisible();
    const day = await screen.findByRole('heading', { name: /बुधवार, 11 मार्च 2026/ });
    expect(day).toHaveTextContent('(1 प्रतीक्षा में)');
    expect(screen.getByRole('heading', { name: /गुरुवार, 12 मार्च 2026/ })).toHaveTextContent(
      '(0 प्रतीक्षा में)',
    );
    const start = hiInTime('2026-03-11T05:30:00.000Z');
    const until = hiInTime('2026-03-10T04:45:00.000Z');
    expect(screen.getByText(`स्लॉट ऑफ़र किया गया: ${start}, ${until} तक रोका गया`)).toBeVisible();
    expect(screen.getByText('प्रतीक्षा में')).toBeVisible();
    expect(screen.getByText('बुक हो गया')).toBeVisible();
    expect(screen.getByText('इस दिन के लिए कोई प्रतीक्षा में नहीं है।')).toBeVisible();
    expect(document.body).not.toHaveTextContent(/\d\d:\d\d [AP]M/);
    expectNoRawKeyNorEnglish(
      'waiting',
      'held until',
      'Wednesday',
      'March',
      'Patients waiting',
      WAITLIST_STATUS_LABELS.offered,
      WAITLIST_STATUS_LABELS.booked,
      WAITLIST_MESSAGES.portalEmpty,
    );
  });

  it("the doctor's empty waitlist, and a failed load, in Hindi", async () => {
    window.localStorage.setItem('token', 'doctor-token');
    servePortal({
      'GET /api/portal/waitlist': () => jsonResponse({ timeZone: 'Asia/Kolkata', days: [] }),
    });
    const first = renderRoutes([{ path: '*', element: <PortalWaitlistScreen /> }], {
      language: 'hi',
    });
    expect(await screen.findByText(/आपकी प्रतीक्षा सूची में कोई नहीं है।/)).toBeVisible();
    expectNoRawKeyNorEnglish('Nobody');
    first.unmount();

    servePortal({
      'GET /api/portal/waitlist': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const second = renderRoutes([{ path: '*', element: <PortalWaitlistScreen /> }], {
      language: 'hi',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('नेटवर्क त्रुटि');
    expectNoRawKeyNorEnglish('Network error');
    second.unmount();

    // A failure the server does not explain: the list's own fallback, in Hindi.
    servePortal({ 'GET /api/portal/waitlist': () => jsonResponse({}, 500) });
    renderRoutes([{ path: '*', element: <PortalWaitlistScreen /> }], { language: 'hi' });
    expect(await screen.findByText('प्रतीक्षा सूची लोड नहीं हो सकी।')).toBeVisible();
    expectNoRawKeyNorEnglish('Could not load');
  });
});
