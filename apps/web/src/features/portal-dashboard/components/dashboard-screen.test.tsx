import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { RAW_KEY } from '@/testing/i18n';
import { jsonResponse, renderRoutes } from '@/testing/test-utils';
import { appointmentItem, servePortal } from '@/testing/portal-fixtures';
import { DashboardScreen } from './dashboard-screen';

// 12 March 2026, 09:30 in Asia/Kolkata.
const NOW = new Date('2026-03-12T04:00:00Z');

const upcoming = Array.from({ length: 12 }, (_, i) => {
  // Two today, one tomorrow, the rest later.
  const day = i < 2 ? 12 : i === 2 ? 13 : 14 + i;
  const start = new Date(Date.UTC(2026, 2, day, 5 + i, 30));
  return appointmentItem({
    patient: `Upcoming ${i + 1}`,
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 30 * 60_000).toISOString(),
    date: `${day} Mar 2026`,
    time: `0${(11 + i) % 12 || 12}:00 AM`.slice(-8),
    appointmentType: (['Virtual', 'Home Visit', 'Clinic Visit'] as const)[i % 3],
  });
});

const pending = Array.from({ length: 7 }, (_, i) =>
  appointmentItem({
    patient: `Request ${i + 1}`,
    status: 'Pending',
    treatment: `Treatment ${i + 1}`,
  }),
);

const dashboard = {
  cards: {
    totalPatients: { value: 168, changePercent: 20, comparedTo: 'last month' },
    totalEarnings: { value: 1435000, changePercent: 12, comparedTo: 'last month' },
    pendingRequests: { value: 7, changePercent: -2, comparedTo: 'last month' },
    upcomingAppointments: { value: 12, changePercent: 50, comparedTo: 'yesterday' },
  },
  upcoming,
  pendingRequests: pending,
  announcements: [
    { id: 1, title: 'Video consultations are live', message: 'Set your online fee.' },
    { id: 2, title: 'Faster payouts', message: 'Payouts in 2 working days.' },
    { id: 3, title: 'Scheduled maintenance', message: 'Sunday 2:00 AM to 4:00 AM.' },
  ],
};

function renderDashboard(
  body: unknown = dashboard,
  status = 200,
  more: Parameters<typeof servePortal>[0] = {},
  language: 'en' | 'hi' = 'en',
) {
  const api = servePortal({
    'GET /api/portal/dashboard': () => jsonResponse(body, status),
    ...more,
  });
  const view = renderRoutes(
    [
      { path: '/dashboard', element: <DashboardScreen now={NOW} /> },
      { path: '/appointments', element: <h1>Appointments screen</h1> },
      { path: '/appointment-details/:id', element: <h1>Details screen</h1> },
    ],
    { entries: ['/dashboard'], language },
  );
  return { ...view, api };
}

const upcomingSection = () => screen.getByRole('region', { name: 'Upcoming Appointment' });
const pendingSection = () => screen.getByRole('region', { name: /Pending Requests/ });

beforeEach(() => {
  window.localStorage.setItem('token', 'doctor-token');
});

// Many interactions each; generous so a busy machine does not fail them.
describe('DashboardScreen', { timeout: 20_000 }, () => {
  it('fills the four cards from one request', async () => {
    const { api } = renderDashboard();
    const figures = await screen.findByRole('list', { name: 'Practice figures' });
    const card = (label: string) => within(figures).getByRole('listitem', { name: label });

    expect(card('Total Patients')).toHaveTextContent('168');
    expect(card('Total Patients')).toHaveTextContent('+20% from last month');
    expect(card('Total Earnings')).toHaveTextContent('₹14,35,000');
    expect(card('Total Earnings')).toHaveTextContent('+12% from last month');
    expect(card('Pending Requests')).toHaveTextContent('-2% from last month');
    expect(
      within(card('Pending Requests')).getByText('-2% from last month').parentElement,
    ).toHaveClass('text-red-700');
    expect(card('Upcoming Appointments')).toHaveTextContent('+50% from yesterday');
    expect(
      within(card('Upcoming Appointments')).getByText('+50% from yesterday').parentElement,
    ).toHaveClass('text-green-700');
    // The whole screen is one request.
    expect(api.requests.map((r) => r.path)).toEqual(['/api/portal/dashboard']);
  });

  it('lists upcoming appointments five a page with Today and Tomorrow labels', async () => {
    const user = userEvent.setup();
    renderDashboard();
    await screen.findByRole('list', { name: 'Practice figures' });
    const section = upcomingSection();
    const rows = () => within(within(section).getAllByRole('list')[0]!).getAllByRole('listitem');

    expect(rows()).toHaveLength(5);
    expect(rows()[0]).toHaveTextContent('Upcoming 1');
    expect(rows()[0]).toHaveTextContent('Today');
    expect(rows()[1]).toHaveTextContent('Today');
    expect(rows()[2]).toHaveTextContent('Tomorrow');
    expect(rows()[3]).toHaveTextContent('17 Mar 2026');
    expect(within(rows()[0]!).getByText('Virtual')).toBeInTheDocument();
    expect(within(rows()[1]!).getByText('Home Visit')).toHaveClass('bg-amber-50');
    expect(
      within(section).getByRole('link', {
        name: `View appointment ${upcoming[0]!.publicId} with Upcoming 1`,
      }),
    ).toHaveAttribute('href', `/appointment-details/${upcoming[0]!.id}`);
    // View All opens the list on the same upcoming appointments the card counts.
    expect(within(section).getByRole('link', { name: /View All/ })).toHaveAttribute(
      'href',
      '/appointments?upcoming=true',
    );

    const pages = within(section).getByRole('navigation', { name: 'Upcoming appointment pages' });
    expect(pages).toHaveTextContent('Showing 1-5 of 12');
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(rows()[0]).toHaveTextContent('Upcoming 6');
    expect(pages).toHaveTextContent('Showing 6-10 of 12');
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(rows()).toHaveLength(2);
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('pages pending requests three at a time; a card opens its details', async () => {
    const user = userEvent.setup();
    const { router } = renderDashboard();
    await screen.findByRole('list', { name: 'Practice figures' });
    const section = pendingSection();
    const cards = () => within(section).getAllByRole('link');

    expect(within(section).getByRole('heading')).toHaveTextContent('Pending Requests7 waiting');
    expect(cards().map((c) => c.textContent)).toEqual([
      expect.stringContaining('Request 1'),
      expect.stringContaining('Request 2'),
      expect.stringContaining('Request 3'),
    ]);
    expect(within(section).getByRole('button', { name: 'Previous requests' })).toBeDisabled();

    await user.click(within(section).getByRole('button', { name: 'Next requests' }));
    expect(cards()[0]).toHaveTextContent('Request 4');
    await user.click(within(section).getByRole('button', { name: 'Next requests' }));
    expect(cards()).toHaveLength(1);
    expect(within(section).getByRole('button', { name: 'Next requests' })).toBeDisabled();

    await user.click(cards()[0]!);
    expect(router.state.location.pathname).toBe(`/appointment-details/${pending[6]!.id}`);
  });

  it('turns the announcements with arrows and dots', async () => {
    const user = userEvent.setup();
    renderDashboard();
    const carousel = await screen.findByRole('region', { name: 'Announcements' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slide = () => within(carousel).getByRole('group');

    expect(slide()).toHaveAccessibleName('1 of 3');
    expect(slide()).toHaveTextContent('Video consultations are live');
    await user.click(within(carousel).getByRole('button', { name: 'Next announcement' }));
    expect(slide()).toHaveTextContent('Faster payouts');
    await user.click(within(carousel).getByRole('button', { name: 'Show announcement 3' }));
    expect(slide()).toHaveTextContent('Scheduled maintenance');
    expect(within(carousel).getByRole('button', { name: 'Show announcement 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.click(within(carousel).getByRole('button', { name: 'Next announcement' }));
    expect(slide()).toHaveTextContent('Video consultations are live');
    await user.click(within(carousel).getByRole('button', { name: 'Previous announcement' }));
    expect(slide()).toHaveAccessibleName('3 of 3');
  });

  it('counts the upcoming pages from the card and asks the list for those past the 50 it carries', async () => {
    const user = userEvent.setup();
    const first50 = Array.from({ length: 50 }, (_, i) =>
      appointmentItem({ patient: `Carried ${i + 1}` }),
    );
    const later = [
      appointmentItem({ patient: 'Later 51' }),
      appointmentItem({ patient: 'Later 52' }),
    ];
    const { api } = renderDashboard(
      {
        ...dashboard,
        cards: {
          ...dashboard.cards,
          upcomingAppointments: { value: 52, changePercent: 4, comparedTo: 'yesterday' },
        },
        upcoming: first50,
      },
      200,
      {
        'GET /api/appointments': () =>
          jsonResponse({ total: 52, page: 11, pageSize: 5, appointments: later }),
      },
    );
    await screen.findByRole('list', { name: 'Practice figures' });
    const section = upcomingSection();
    const pages = within(section).getByRole('navigation', { name: 'Upcoming appointment pages' });
    expect(pages).toHaveTextContent('Showing 1-5 of 52');

    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(within(section).getAllByRole('listitem')[0]).toHaveTextContent('Carried 6');
    expect(api.to('GET', '/api/appointments')).toHaveLength(0);

    await user.click(within(pages).getByRole('button', { name: 'Page 11' }));
    expect(await within(section).findByText('Later 51')).toBeInTheDocument();
    expect(within(section).getByText('Later 52')).toBeInTheDocument();
    expect(pages).toHaveTextContent('Showing 51-52 of 52');
    const asked = api.to('GET', '/api/appointments');
    expect(asked.map((r) => Object.fromEntries(r.params))).toEqual([
      { upcoming: 'true', page: '11', pageSize: '5' },
    ]);

    // Page 10 is the dashboard's own again.
    await user.click(within(pages).getByRole('button', { name: 'Previous page' }));
    expect(within(section).getAllByRole('listitem')[0]).toHaveTextContent('Carried 46');
    expect(api.to('GET', '/api/appointments')).toHaveLength(1);
  });

  it('says so when there is nothing upcoming or pending', async () => {
    renderDashboard({
      ...dashboard,
      cards: {
        ...dashboard.cards,
        upcomingAppointments: { value: 0, changePercent: 0, comparedTo: 'yesterday' },
      },
      upcoming: [],
      pendingRequests: [],
      announcements: [],
    });
    expect(await screen.findByText('No upcoming appointments.')).toBeInTheDocument();
    expect(screen.getByText('No pending requests.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Announcements' })).toBeNull();
  });

  it("shows the server's error", async () => {
    renderDashboard({ error: 'Database unavailable' }, 500);
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the dashboard in Hindi, with Hindi dates and rupees', async () => {
    renderDashboard(dashboard, 200, {}, 'hi');
    const figures = await screen.findByRole('list', { name: 'प्रैक्टिस के आँकड़े' });
    const card = (label: string) => within(figures).getByRole('listitem', { name: label });
    expect(card('कुल कमाई')).toHaveTextContent('₹14,35,000');
    expect(card('कुल मरीज़')).toHaveTextContent('पिछले महीने से +20%');
    expect(card('आगामी अपॉइंटमेंट')).toHaveTextContent('कल से +50%');

    const section = screen.getByRole('region', { name: 'आगामी अपॉइंटमेंट' });
    const rows = within(section).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('आज');
    expect(rows[2]).toHaveTextContent('कल');
    expect(rows[3]).toHaveTextContent('17 मार्च 2026');
    expect(within(section).getByRole('link', { name: /सभी देखें/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /लंबित अनुरोध/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'घोषणाएँ' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });
});
