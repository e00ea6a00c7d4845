import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { RAW_KEY } from '@/testing/i18n';
import { jsonResponse, renderRoutes } from '@/testing/test-utils';
import { servePortal } from '@/testing/portal-fixtures';
import { PortalLayout } from './portal-layout';

const routes = [
  {
    element: <PortalLayout />,
    children: [
      { path: '/dashboard', element: <h1>Dashboard screen</h1> },
      { path: '/appointments', element: <h1>Appointments screen</h1> },
    ],
  },
];

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

const notifications = [
  {
    id: 'n1',
    kind: 'appointment_request',
    title: 'New appointment request',
    description: 'Rahul Verma requested a Clinic Visit on 12 Mar 2026 at 09:00 AM.',
    read: false,
    createdAt: minutesAgo(5),
  },
  {
    id: 'n2',
    kind: 'appointment_cancelled',
    title: 'Appointment cancelled',
    description: 'Meera Iyer cancelled the Virtual appointment on 13 Mar 2026.',
    read: false,
    createdAt: minutesAgo(90),
  },
  {
    id: 'n3',
    kind: 'verification_result',
    title: 'Profile verified',
    description: 'All your documents have been verified.',
    read: true,
    createdAt: minutesAgo(60 * 24 * 3),
  },
];

function serve(summary = { pendingRequests: 7, unreadNotifications: 2 }) {
  let unread = summary.unreadNotifications;
  return servePortal({
    'GET /api/portal/summary': () => jsonResponse({ ...summary, unreadNotifications: unread }),
    'GET /api/notifications': () => jsonResponse({ notifications, unread }),
    'POST /api/notifications/read-all': () => {
      unread = 0;
      return jsonResponse({ unread });
    },
    'POST /api/notifications/*': () => {
      unread -= 1;
      return jsonResponse({ unread });
    },
  });
}

async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
  const panel = await screen.findByRole('dialog', { name: 'Notifications' });
  await within(panel).findByRole('button', { name: /New appointment request/ });
  return panel;
}

beforeEach(() => {
  window.localStorage.setItem('token', 'doctor-token');
});

// Many interactions each; generous so a busy machine does not fail them.
describe('PortalLayout', { timeout: 20_000 }, () => {
  it('shows the live pending count on Appointments and the unread count on the bell', async () => {
    const api = serve();
    renderRoutes(routes, { entries: ['/dashboard'] });

    const nav = screen.getAllByRole('navigation', { name: 'Portal' })[0]!;
    const link = await within(nav).findByRole('link', {
      name: 'Appointments, 7 pending requests',
    });
    expect(link).toHaveAttribute('href', '/appointments');
    expect(within(link).getByText('7')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(api.to('GET', '/api/portal/summary')[0]).toBeDefined();
  });

  it('shows no badge when nothing is pending or unread', async () => {
    const api = serve({ pendingRequests: 0, unreadNotifications: 0 });
    renderRoutes(routes, { entries: ['/appointments'] });

    await waitFor(() => expect(api.to('GET', '/api/portal/summary')).toHaveLength(1));
    const nav = screen.getAllByRole('navigation', { name: 'Portal' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Appointments' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('lists the notifications newest first; one opens at a time and is marked read', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderRoutes(routes, { entries: ['/dashboard'] });
    const panel = await openPanel(user);

    const items = within(panel).getAllByRole('button', { expanded: false });
    expect(items.map((b) => b.textContent)).toEqual([
      expect.stringContaining('New appointment request'),
      expect.stringContaining('Appointment cancelled'),
      expect.stringContaining('Profile verified'),
    ]);
    expect(within(panel).getByText('5 min ago')).toBeInTheDocument();
    const first = items[0]!;
    const second = items[1]!;
    expect(within(panel).getByText(notifications[0]!.description)).not.toBeVisible();

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByText(notifications[0]!.description)).toBeVisible();
    await waitFor(() => expect(api.to('POST', '/api/notifications/n1/read')).toHaveLength(1));
    expect(first).not.toHaveTextContent('(unread)');
    // The bell takes the server's new count.
    expect(
      await screen.findByRole('button', { name: 'Notifications, 1 unread', hidden: true }),
    ).toBeInTheDocument();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(within(panel).getByText(notifications[0]!.description)).not.toBeVisible();
    expect(within(panel).getByText(notifications[1]!.description)).toBeVisible();

    // Clicking the open one again closes it; a read item is not marked again.
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    await user.click(items[2]!);
    expect(api.to('POST', '/api/notifications/n3/read')).toHaveLength(0);
    expect(api.to('POST', '/api/notifications/n2/read')).toHaveLength(1);
  });

  it('marks everything read at once', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderRoutes(routes, { entries: ['/dashboard'] });
    const panel = await openPanel(user);
    expect(within(panel).getByText('2 unread')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));

    await waitFor(() => expect(api.to('POST', '/api/notifications/read-all')).toHaveLength(1));
    expect(within(panel).getByText('All caught up')).toBeInTheDocument();
    expect(within(panel).queryByText('(unread)', { exact: false })).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    // The page behind the open panel is hidden from assistive technology.
    expect(
      await screen.findByRole('button', { name: 'Notifications', hidden: true }),
    ).toBeInTheDocument();
  });

  it('closes with the close icon, and reopens with nothing expanded', async () => {
    serve();
    const user = userEvent.setup();
    renderRoutes(routes, { entries: ['/dashboard'] });
    let panel = await openPanel(user);
    await user.click(within(panel).getAllByRole('button', { expanded: false })[1]!);

    await user.click(within(panel).getByRole('button', { name: 'Close notifications' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: /^Notifications/ }));
    panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(panel).findByRole('button', { name: /New appointment request/ });
    expect(within(panel).queryByRole('button', { expanded: true })).toBeNull();
  });

  it('opens the navigation as a drawer on small screens', async () => {
    serve();
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, { entries: ['/dashboard'] });

    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Portal navigation' });
    await user.click(within(drawer).getByRole('link', { name: /^Appointments/ }));

    expect(await screen.findByRole('heading', { name: 'Appointments screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/appointments');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the frame, the links and the notifications in Hindi', async () => {
    serve();
    const user = userEvent.setup();
    renderRoutes(routes, { entries: ['/dashboard'], language: 'hi' });

    const nav = screen.getAllByRole('navigation', { name: 'पोर्टल' })[0]!;
    expect(await within(nav).findByRole('link', { name: 'अपॉइंटमेंट, 7 लंबित अनुरोध' })).toHaveAttribute(
      'href',
      '/appointments',
    );
    expect(within(nav).getByRole('link', { name: 'मेरी प्रोफ़ाइल' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'नेविगेशन खोलें' })).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'सूचनाएँ, 2 अपठित' }));
    const panel = await screen.findByRole('dialog', { name: 'सूचनाएँ' });
    expect(await within(panel).findByText('5 मिनट पहले')).toBeInTheDocument();
    expect(within(panel).getByText('1 घंटे पहले')).toBeInTheDocument();
    expect(within(panel).getByText('3 दिन पहले')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'सभी को पढ़ा हुआ चिह्नित करें' })).toBeEnabled();
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });
});
