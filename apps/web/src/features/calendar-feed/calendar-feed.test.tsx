import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CALENDAR_FEED_TEXTS as T } from '@clinic/shared/calendar-feed';
import { RAW_KEY } from '@/testing/i18n';
import { errorResponse, jsonResponse, renderRoutes } from '@/testing/test-utils';
import { servePortal } from '@/testing/portal-fixtures';
import { CalendarFeedCard } from './components/calendar-feed-card';

const FIRST = `http://localhost:3000/api/calendar-feed/${'a'.repeat(43)}.ics`;
const SECOND = `http://localhost:3000/api/calendar-feed/${'b'.repeat(43)}.ics`;

function serve() {
  let url = FIRST;
  return servePortal({
    'GET /api/profile/calendar-feed': () => jsonResponse({ calendarFeedUrl: url }),
    'POST /api/profile/calendar-feed/regenerate': () => {
      url = SECOND;
      return jsonResponse({ calendarFeedUrl: url });
    },
  });
}

const render = () =>
  renderRoutes([{ path: '/profile', element: <CalendarFeedCard /> }], {
    entries: ['/profile'],
  });

beforeEach(() => window.localStorage.setItem('token', 'doctor-token'));

describe('the calendar feed card', { timeout: 20_000 }, () => {
  it('shows the private feed URL and copies it', async () => {
    serve();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { container } = render();
    const field = await screen.findByLabelText(T.urlLabel);
    expect(field).toHaveValue(FIRST);
    expect(field).toHaveAttribute('readonly');
    await userEvent.click(screen.getByRole('button', { name: T.copy }));
    expect(writeText).toHaveBeenCalledWith(FIRST);
    expect(await screen.findByText(T.copied)).toBeInTheDocument();
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes[0]?.html}`)).toEqual([]);
  });

  it('regenerates only after the doctor confirms, and shows the new URL', async () => {
    const api = serve();
    render();
    const field = await screen.findByLabelText(T.urlLabel);
    await userEvent.click(screen.getByRole('button', { name: T.regenerate }));
    const dialog = await screen.findByRole('dialog', { name: T.regenerateTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: T.regenerate }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: T.regenerateConfirm }),
    );
    await waitFor(() => expect(field).toHaveValue(SECOND));
    expect(await screen.findByText(T.regenerated)).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it("shows the server's error when the URL cannot be loaded", async () => {
    servePortal({
      'GET /api/profile/calendar-feed': () => errorResponse('INTERNAL'),
    });
    render();
    expect(await screen.findByText(/Something went wrong/)).toBeInTheDocument();
  });

  it('speaks Hindi', async () => {
    serve();
    renderRoutes([{ path: '/profile', element: <CalendarFeedCard /> }], {
      entries: ['/profile'],
      language: 'hi',
    });
    expect(await screen.findByLabelText('आपके कैलेंडर फ़ीड का URL')).toHaveValue(FIRST);
    expect(screen.getByRole('heading', { name: 'कैलेंडर फ़ीड' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'लिंक कॉपी करें' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });
});
