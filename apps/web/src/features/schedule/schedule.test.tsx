import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SCHEDULE_ERRORS, SCHEDULE_TEXTS } from '@clinic/shared/schedule';
import { createTestI18n, RAW_KEY } from '@/testing/i18n';
import { jsonResponse, renderRoutes } from '@/testing/test-utils';
import { servePortal } from '@/testing/portal-fixtures';
import { clock } from '@/lib/clock';
import { ScheduleScreen } from './components/schedule-screen';
import type { ScheduleAnswer, TimeOffItem } from './api/schedule-api';

const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];
const schedule = (overrides: Partial<ScheduleAnswer> = {}): ScheduleAnswer => ({
  timeZone: 'Asia/Kolkata',
  shifts: WEEKDAYS.map((d) => ({ dayOfWeek: d, startTime: '09:00', endTime: '17:00' })),
  slotMinutes: 30,
  minNoticeMinutes: 60,
  bookingHorizonDays: 30,
  outsideHours: [],
  ...overrides,
});
const booked = {
  id: '00000000-0000-4000-8000-000000000001',
  publicId: '1122581',
  patient: 'Asha Rao',
  status: 'Confirmed' as const,
  startTime: '2026-03-11T05:30:00.000Z',
  endTime: '2026-03-11T06:00:00.000Z',
};

function serve(state: { schedule: ScheduleAnswer; timeOff: TimeOffItem[] }) {
  return servePortal({
    'GET /api/schedule': () => jsonResponse(state.schedule),
    'PUT /api/schedule': (request) => {
      const body = request.body as ScheduleAnswer;
      if (body.slotMinutes === 45)
        return jsonResponse(
          {
            error: 'No 45 today',
            message: 'No 45 today',
            code: 'VALIDATION_FAILED',
            field: 'slotMinutes',
          },
          400,
        );
      state.schedule = {
        ...state.schedule,
        ...body,
        outsideHours: body.shifts.some((s) => s.dayOfWeek === 'WEDNESDAY') ? [] : [booked],
      };
      return jsonResponse(state.schedule);
    },
    'GET /api/time-off': () => jsonResponse({ timeZone: 'Asia/Kolkata', timeOff: state.timeOff }),
    'POST /api/time-off/*': () => {
      const cancelled = state.timeOff.flatMap((t) => t.appointments);
      state.timeOff = state.timeOff.map((t) => ({ ...t, appointments: [] }));
      return jsonResponse({ cancelled, skipped: [] });
    },
    'POST /api/time-off': (request) => {
      const body = request.body as { from: string; to: string; reason: string };
      const item = { id: 'off-new', ...body, appointments: [] };
      state.timeOff = [...state.timeOff, item];
      return jsonResponse({ timeOff: item }, 201);
    },
    'DELETE /api/time-off/*': (request) => {
      state.timeOff = state.timeOff.filter((t) => !request.path.endsWith(t.id));
      return new Response(null, { status: 204 });
    },
  });
}

const render = () =>
  renderRoutes([{ path: '/schedule', element: <ScheduleScreen /> }], { entries: ['/schedule'] });

beforeEach(() => {
  window.localStorage.setItem('token', 'doctor-token');
  // Tuesday 10 March 2026, 10:00 in Kolkata.
  vi.spyOn(clock, 'now').mockReturnValue(new Date('2026-03-10T04:30:00.000Z'));
});

describe('Schedule', { timeout: 20_000 }, () => {
  it('shows the week with closed days, and saves shifts and rules; appointments outside the new hours are listed', async () => {
    const api = serve({ schedule: schedule(), timeOff: [] });
    render();
    const wednesdayOpens = await screen.findByLabelText('Opens (Wednesday shift 1)');
    expect(wednesdayOpens).toHaveValue('09:00');
    // Sunday has no shift: closed.
    const sunday = screen.getByRole('heading', { name: 'Sunday', level: 3 }).closest('li')!;
    expect(sunday).toHaveTextContent(SCHEDULE_TEXTS.closed);

    const user = userEvent.setup();
    // A second Monday shift after a break, Wednesday closed, 20-minute slots.
    await user.click(screen.getByRole('button', { name: 'Add shift on Monday' }));
    const mondayEnd = screen.getByLabelText('Closes (Monday shift 1)');
    await user.clear(mondayEnd);
    await user.type(mondayEnd, '13:00');
    const secondEnd = screen.getByLabelText('Closes (Monday shift 2)');
    await user.type(secondEnd, '19:00');
    const secondStart = screen.getByLabelText('Opens (Monday shift 2)');
    await user.clear(secondStart);
    await user.type(secondStart, '14:00');
    await user.click(screen.getByRole('button', { name: 'Remove shift: Wednesday shift 1' }));
    const slot = screen.getByLabelText(SCHEDULE_TEXTS.slotLength);
    await user.clear(slot);
    await user.type(slot, '20');
    await user.click(screen.getByRole('button', { name: SCHEDULE_TEXTS.save }));

    await waitFor(() => expect(api.requests.find((r) => r.method === 'PUT')?.body).toBeDefined());
    const sent = api.requests.find((r) => r.method === 'PUT')!.body as ScheduleAnswer;
    expect(sent.slotMinutes).toBe(20);
    expect(sent.shifts.filter((s) => s.dayOfWeek === 'MONDAY')).toEqual([
      { dayOfWeek: 'MONDAY', startTime: '09:00', endTime: '13:00' },
      { dayOfWeek: 'MONDAY', startTime: '14:00', endTime: '19:00' },
    ]);
    expect(sent.shifts.some((s) => s.dayOfWeek === 'WEDNESDAY')).toBe(false);
    const outside = await screen.findByRole('region', { name: SCHEDULE_TEXTS.outsideTitle });
    expect(outside).toHaveTextContent('Asha Rao');
    expect(within(outside).getByRole('link', { name: 'Open #1122581' })).toHaveAttribute(
      'href',
      `/appointment-details/${booked.id}`,
    );
  });

  it('says what is wrong before sending: overlapping shifts, slot length out of range', async () => {
    const api = serve({ schedule: schedule(), timeOff: [] });
    render();
    const user = userEvent.setup();
    const slot = await screen.findByLabelText(SCHEDULE_TEXTS.slotLength);
    await user.clear(slot);
    await user.type(slot, '90');
    await user.click(screen.getByRole('button', { name: SCHEDULE_TEXTS.save }));
    expect(await screen.findByText(SCHEDULE_ERRORS.slotMinutes)).toBeVisible();
    expect(slot).toHaveAttribute('aria-invalid', 'true');

    await user.clear(slot);
    await user.type(slot, '30');
    await user.click(screen.getByRole('button', { name: 'Add shift on Tuesday' }));
    await user.type(screen.getByLabelText('Closes (Tuesday shift 2)'), '18:00');
    const start = screen.getByLabelText('Opens (Tuesday shift 2)');
    await user.clear(start);
    await user.type(start, '16:00');
    await user.click(screen.getByRole('button', { name: SCHEDULE_TEXTS.save }));
    expect(await screen.findByText('Shifts of one day must not overlap')).toBeVisible();
    expect(api.requests.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it('shows the field the server refuses', async () => {
    serve({ schedule: schedule(), timeOff: [] });
    render();
    const user = userEvent.setup();
    const slot = await screen.findByLabelText(SCHEDULE_TEXTS.slotLength);
    await user.clear(slot);
    await user.type(slot, '45');
    await user.click(screen.getByRole('button', { name: SCHEDULE_TEXTS.save }));
    await waitFor(() => expect(slot).toHaveAttribute('aria-invalid', 'true'));
  });

  it('adds a whole day off as the clinic-zone midnight to midnight, and part of a day with times', async () => {
    const api = serve({ schedule: schedule(), timeOff: [] });
    render();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: SCHEDULE_TEXTS.addTimeOff });
    expect(screen.getByText(SCHEDULE_TEXTS.noTimeOff)).toBeVisible();
    const from = within(form).getByLabelText(SCHEDULE_TEXTS.from);
    await user.clear(from);
    await user.type(from, '2026-03-11');
    const to = within(form).getByLabelText(SCHEDULE_TEXTS.to);
    await user.clear(to);
    await user.type(to, '2026-03-12');
    await user.type(within(form).getByLabelText(/Reason/), 'Conference');
    await user.click(within(form).getByRole('button', { name: SCHEDULE_TEXTS.addTimeOff }));
    await waitFor(() =>
      expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
        from: '2026-03-10T18:30:00.000Z',
        to: '2026-03-12T18:30:00.000Z',
        reason: 'Conference',
      }),
    );
    const list = await screen.findByRole('list', { name: 'Planned time off' });
    expect(list).toHaveTextContent('Wednesday, 11 March 2026 – Thursday, 12 March 2026');

    // Part of a day: an end before the start is refused in the form.
    await user.click(within(form).getByLabelText(SCHEDULE_TEXTS.wholeDay));
    const end = within(form).getByLabelText(SCHEDULE_TEXTS.endTime);
    await user.clear(end);
    await user.type(end, '08:00');
    await user.click(within(form).getByRole('button', { name: SCHEDULE_TEXTS.addTimeOff }));
    expect(await within(form).findByText(SCHEDULE_ERRORS.timeOffOrder)).toBeVisible();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('lists the appointments booked in a time off and cancels them all after confirming', async () => {
    const api = serve({
      schedule: schedule(),
      timeOff: [
        {
          id: 'off-1',
          from: '2026-03-10T18:30:00.000Z',
          to: '2026-03-11T18:30:00.000Z',
          reason: 'Holiday',
          appointments: [booked, { ...booked, id: 'a2', publicId: '1122582', patient: 'Vikram' }],
        },
      ],
    });
    render();
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Planned time off' });
    expect(list).toHaveTextContent('Wednesday, 11 March 2026');
    expect(list).toHaveTextContent(SCHEDULE_TEXTS.bookedInTimeOff(2));
    expect(list).toHaveTextContent('Asha Rao');

    await user.click(within(list).getByRole('button', { name: SCHEDULE_TEXTS.cancelAll(2) }));
    const dialog = await screen.findByRole('dialog', { name: SCHEDULE_TEXTS.confirmCancelTitle });
    expect(dialog).toHaveTextContent(SCHEDULE_TEXTS.confirmCancelBody);
    // Cancel first: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.requests.some((r) => r.path.endsWith('/cancel-appointments'))).toBe(false);

    await user.click(within(list).getByRole('button', { name: SCHEDULE_TEXTS.cancelAll(2) }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: SCHEDULE_TEXTS.confirmCancel,
      }),
    );
    await waitFor(() =>
      expect(
        api.requests.filter((r) => r.path === '/api/time-off/off-1/cancel-appointments'),
      ).toHaveLength(1),
    );
    await waitFor(() =>
      expect(screen.queryByText(SCHEDULE_TEXTS.bookedInTimeOff(2))).not.toBeInTheDocument(),
    );

    await user.click(
      screen.getByRole('button', { name: /Delete time off: Wednesday, 11 March 2026/ }),
    );
    expect(await screen.findByText(SCHEDULE_TEXTS.noTimeOff)).toBeVisible();
  });

  it('has no serious or critical accessibility violations', async () => {
    serve({
      schedule: schedule({ outsideHours: [booked] }),
      timeOff: [
        {
          id: 'off-1',
          from: '2026-03-11T03:30:00.000Z',
          to: '2026-03-11T07:30:00.000Z',
          reason: '',
          appointments: [booked],
        },
      ],
    });
    const { container } = render();
    await screen.findByRole('list', { name: 'Planned time off' });
    expect(screen.getByText('Wednesday, 11 March 2026, 09:00 AM – 01:00 PM')).toBeVisible();
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes[0]?.html}`)).toEqual([]);
  });

  it('words the counted texts as the spec functions do', () => {
    const t = createTestI18n('en').getFixedT('en', 'schedule');
    for (const n of [1, 2, 5]) {
      expect(t('texts.bookedInTimeOff', { count: n })).toBe(SCHEDULE_TEXTS.bookedInTimeOff(n));
      expect(t('texts.cancelAll', { count: n })).toBe(SCHEDULE_TEXTS.cancelAll(n));
      expect(t('texts.cancelledAll', { count: n })).toBe(SCHEDULE_TEXTS.cancelledAll(n));
    }
  });

  it('shows the week, the rules, time off and the form messages in Hindi', async () => {
    const user = userEvent.setup();
    serve({
      schedule: schedule(),
      timeOff: [
        {
          id: 'off-1',
          from: '2026-03-11T03:30:00.000Z',
          to: '2026-03-11T07:30:00.000Z',
          reason: '',
          appointments: [booked],
        },
      ],
    });
    renderRoutes([{ path: '/schedule', element: <ScheduleScreen /> }], {
      entries: ['/schedule'],
      language: 'hi',
    });
    expect(await screen.findByRole('heading', { name: 'साप्ताहिक घंटे' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'सोमवार' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'रविवार' })).toBeInTheDocument();
    expect(await screen.findByText('इस समय में 1 अपॉइंटमेंट बुक है')).toBeInTheDocument();
    expect(screen.getByText(/बुधवार, 11 मार्च 2026, 09:00 am – 01:00 pm/)).toBeInTheDocument();

    const slot = screen.getByRole('spinbutton', { name: 'स्लॉट की अवधि (मिनट)' });
    await user.clear(slot);
    await user.type(slot, '5');
    await user.click(screen.getByRole('button', { name: 'समय-सारणी सहेजें' }));
    expect(
      await screen.findByText('स्लॉट की अवधि 10 से 60 मिनट के बीच होनी चाहिए'),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });
});
