import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WAITLIST_MESSAGES } from '@clinic/shared/waitlist';
import { SlotPicker } from '@/components/ui/slot-picker';
import { saveBookingSession } from '@/lib/booking-session';
import { errorResponse, jsonResponse, renderRoutes } from '@/testing/test-utils';
import { servePortal } from '@/testing/portal-fixtures';
import type { SlotDay } from '@/types/slot-day';
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
const entry = (status: string, position = 0) => ({
  id: 'e1',
  doctorId: 'd1',
  date: '2026-03-11',
  name: 'Asha Rao',
  status,
  position,
});
const offer = (status: string) => ({
  status,
  startTime: '2026-03-11T05:30:00.000Z',
  endTime: '2026-03-11T06:00:00.000Z',
  holdExpiresAt: '2026-03-10T04:45:00.000Z',
});

async function noSeriousAxe(container: HTMLElement) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes[0]?.html}`)).toEqual([]);
}

beforeEach(() => window.sessionStorage.clear());

describe('the waitlist link', { timeout: 20_000 }, () => {
  it('shows the held slot and books it with the verified phone', async () => {
    saveBookingSession('booking-token', DOCTOR.mobile);
    const user = userEvent.setup();
    let booked = false;
    const api = servePortal({
      'GET /api/waitlist/links/tok': () =>
        jsonResponse(
          booked
            ? { entry: entry('booked'), offer: offer('booked'), doctor: DOCTOR }
            : { entry: entry('offered'), offer: offer('open'), doctor: DOCTOR },
        ),
      'POST /api/bookings': () => {
        booked = true;
        return jsonResponse({ appointment: { id: 'a1' } }, 201);
      },
    });
    const { container } = renderRoutes(
      [{ path: '/waitlist/:token', element: <WaitlistLinkScreen token="tok" /> }],
      { entries: ['/waitlist/tok'] },
    );
    expect(
      await screen.findByRole('heading', { name: WAITLIST_MESSAGES.offerTitle }),
    ).toBeVisible();
    expect(screen.getByText(/Wednesday, 11 March 2026 at 11:00 AM/)).toBeVisible();
    expect(screen.getByText(WAITLIST_MESSAGES.offerHeld('10:15 AM'))).toBeVisible();
    await noSeriousAxe(container);
    await user.click(screen.getByRole('button', { name: WAITLIST_MESSAGES.bookNow }));
    expect(await screen.findByText(WAITLIST_MESSAGES.offerBooked)).toBeVisible();
    expect(api.to('POST', '/api/bookings')[0]!.body).toMatchObject({
      doctorId: 'd1',
      startTime: '2026-03-11T05:30:00.000Z',
      patient: { name: 'Asha Rao', mobile: DOCTOR.mobile },
      paymentOption: 'pay-later',
    });
  });

  it('asks for the OTP first when the phone is not verified in this tab', async () => {
    const user = userEvent.setup();
    const api = servePortal({
      'GET /api/waitlist/links/tok': () =>
        jsonResponse({ entry: entry('offered'), offer: offer('open'), doctor: DOCTOR }),
    });
    renderRoutes([{ path: '*', element: <WaitlistLinkScreen token="tok" /> }], {
      entries: ['/waitlist/tok'],
    });
    await user.click(await screen.findByRole('button', { name: WAITLIST_MESSAGES.bookNow }));
    expect(await screen.findByLabelText('Mobile number')).toBeVisible();
    expect(api.to('POST', '/api/bookings')).toHaveLength(0);
  });

  it('says when the slot was taken meanwhile', async () => {
    saveBookingSession('booking-token', DOCTOR.mobile);
    const user = userEvent.setup();
    servePortal({
      'GET /api/waitlist/links/tok': () =>
        jsonResponse({ entry: entry('offered'), offer: offer('open'), doctor: DOCTOR }),
      'POST /api/bookings': () => errorResponse('SLOT_TAKEN'),
    });
    renderRoutes([{ path: '*', element: <WaitlistLinkScreen token="tok" /> }]);
    await user.click(await screen.findByRole('button', { name: WAITLIST_MESSAGES.bookNow }));
    expect(await screen.findByText(/just booked|taken|no longer/i)).toBeVisible();
  });

  it('leaves the waitlist from the link', async () => {
    const user = userEvent.setup();
    let left = false;
    const api = servePortal({
      'GET /api/waitlist/links/tok': () =>
        jsonResponse({
          entry: entry(left ? 'left' : 'waiting', left ? 0 : 2),
          offer: null,
          doctor: DOCTOR,
        }),
      'DELETE /api/waitlist/e1': () => {
        left = true;
        return jsonResponse({ entry: entry('left') });
      },
    });
    renderRoutes([{ path: '*', element: <WaitlistLinkScreen token="tok" /> }]);
    expect(
      await screen.findByText(WAITLIST_MESSAGES.waiting('Wednesday, 11 March 2026')),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: WAITLIST_MESSAGES.leave }));
    expect(await screen.findByText(WAITLIST_MESSAGES.left)).toBeVisible();
    expect(api.to('DELETE', '/api/waitlist/e1')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: WAITLIST_MESSAGES.leave })).toBeNull();
  });

  it('says so when the hold passed', async () => {
    servePortal({
      'GET /api/waitlist/links/tok': () =>
        jsonResponse({ entry: entry('missed'), offer: offer('expired'), doctor: DOCTOR }),
    });
    renderRoutes([{ path: '*', element: <WaitlistLinkScreen token="tok" /> }]);
    expect(await screen.findByText(WAITLIST_MESSAGES.offerExpired)).toBeVisible();
    expect(screen.queryByRole('button', { name: WAITLIST_MESSAGES.bookNow })).toBeNull();
  });
});

describe('joining', { timeout: 20_000 }, () => {
  it('joins with the verified phone and a name, and tells the place', async () => {
    saveBookingSession('booking-token', '9876500022');
    const user = userEvent.setup();
    const api = servePortal({
      'POST /api/waitlist': () =>
        jsonResponse({ entry: { ...entry('waiting', 3), token: 'link-token' } }, 201),
    });
    const { container } = renderRoutes([
      { path: '*', element: <JoinWaitlistScreen doctorId="d1" date="2026-03-11" /> },
    ]);
    await user.click(screen.getByRole('button', { name: WAITLIST_MESSAGES.joinButton }));
    expect(screen.getByText('Please enter the patient’s full name.')).toBeVisible();
    expect(api.to('POST', '/api/waitlist')).toHaveLength(0);
    await user.type(screen.getByLabelText('Patient name'), 'Asha Rao');
    await noSeriousAxe(container);
    await user.click(screen.getByRole('button', { name: WAITLIST_MESSAGES.joinButton }));
    expect(
      await screen.findByText(WAITLIST_MESSAGES.joined('Wednesday, 11 March 2026', 3)),
    ).toBeVisible();
    expect(api.to('POST', '/api/waitlist')[0]!.body).toEqual({
      doctorId: 'd1',
      date: '2026-03-11',
      name: 'Asha Rao',
      mobile: '9876500022',
    });
  });

  it('asks for the phone first', () => {
    servePortal({});
    renderRoutes([{ path: '*', element: <JoinWaitlistScreen doctorId="d1" date="2026-03-11" /> }]);
    expect(screen.getByLabelText('Mobile number')).toBeVisible();
    expect(screen.getByText(WAITLIST_MESSAGES.joinIntro('Wednesday, 11 March 2026'))).toBeVisible();
  });
});

describe('the slot picker', () => {
  const day = (date: string, available: boolean[]): SlotDay => ({
    date,
    label: date === '2026-03-11' ? 'Wed, 11 Mar' : 'Sun, 15 Mar',
    slots: {
      morning: available.map((a, i) => ({
        time: `0${9 + i}:00 AM`,
        start: `${date}T0${3 + i}:30:00.000Z`,
        available: a,
      })),
      afternoon: [],
      evening: [],
    },
    totalSlots: available.filter(Boolean).length,
    // As the server says: full of bookings (here, every slot taken) offers the waitlist.
    waitlist: available.length > 0 && !available.some(Boolean),
  });

  it('offers the waitlist on a full day, not on a closed one', async () => {
    const user = userEvent.setup();
    const onJoin = vi.fn();
    renderRoutes([
      {
        path: '*',
        element: (
          <SlotPicker
            days={[day('2026-03-11', [false, false]), day('2026-03-15', [])]}
            timeZone="Asia/Kolkata"
            selectedStart={null}
            onSelect={() => {}}
            onJoinWaitlist={onJoin}
          />
        ),
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Join waitlist for Wed, 11 Mar' }));
    expect(onJoin).toHaveBeenCalledWith(expect.objectContaining({ date: '2026-03-11' }));
    await user.click(screen.getByRole('button', { name: /Sun, 15 Mar/ }));
    expect(screen.queryByRole('button', { name: /Join waitlist/ })).toBeNull();
  });
});

describe("the doctor's waitlist", { timeout: 20_000 }, () => {
  it('lists each day with its patients in order and any held slot', async () => {
    window.localStorage.setItem('token', 'doctor-token');
    servePortal({
      'GET /api/portal/waitlist': () => jsonResponse(PORTAL_WAITLIST_ANSWER),
    });
    const { container } = renderRoutes([{ path: '*', element: <PortalWaitlistScreen /> }]);
    const heading = await screen.findByRole('heading', { name: /Wednesday, 11 March 2026/ });
    expect(heading).toHaveTextContent('(1 waiting)');
    expect(screen.getByText('Slot offered: 11:00 AM, held until 10:15 AM')).toBeVisible();
    expect(screen.getByText('1. Ravi Kumar')).toBeVisible();
    await waitFor(() => noSeriousAxe(container));
  });

  it('says so in English when nobody waits, on the whole list or on a day', async () => {
    window.localStorage.setItem('token', 'doctor-token');
    servePortal({
      'GET /api/portal/waitlist': () => jsonResponse({ timeZone: 'Asia/Kolkata', days: [] }),
    });
    const first = renderRoutes([{ path: '*', element: <PortalWaitlistScreen /> }]);
    expect(
      await screen.findByText(
        'Nobody is on your waitlist. When your days are full, patients can ask to be told when a slot frees.',
      ),
    ).toBeVisible();
    first.unmount();

    servePortal({
      'GET /api/portal/waitlist': () =>
        jsonResponse({ timeZone: 'Asia/Kolkata', days: [{ date: '2026-03-12', entries: [] }] }),
    });
    renderRoutes([{ path: '*', element: <PortalWaitlistScreen /> }]);
    const heading = await screen.findByRole('heading', { name: /Thursday, 12 March 2026/ });
    expect(heading).toHaveTextContent('(0 waiting)');
    expect(screen.getByText(WAITLIST_MESSAGES.portalEmpty)).toBeVisible();
  });

  it('says the list could not load when the server does not say why', async () => {
    window.localStorage.setItem('token', 'doctor-token');
    servePortal({ 'GET /api/portal/waitlist': () => jsonResponse({}, 500) });
    renderRoutes([{ path: '*', element: <PortalWaitlistScreen /> }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the waitlist.');
  });
});
