import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND, REPORTS_PAGE } from '@clinic/shared/messages';
import { errorResponse, jsonResponse, mockFetch, renderRoutes } from '@/testing/test-utils';
import { appRoutes } from './router';

const doctor = {
  id: 'u1',
  name: 'Dr. Asha Rao',
  role: 'doctor',
  phone: '+919876543210',
  email: 'asha@example.com',
  profileCompleted: true,
};

function serveUser(user: Record<string, unknown> = doctor) {
  return mockFetch((request) => {
    if (new URL(request.url).pathname === '/api/auth/get-userdata') {
      return jsonResponse({ user });
    }
    return errorResponse('NOT_FOUND');
  });
}

describe('app routes', () => {
  it('shows the not-found page for an unknown path', async () => {
    renderRoutes(appRoutes, { entries: ['/no/such/page'] });

    expect(await screen.findByRole('heading', { name: NOT_FOUND.title })).toBeInTheDocument();
    expect(screen.getByText(NOT_FOUND.code)).toBeInTheDocument();
    expect(screen.getByText(NOT_FOUND.suggestion)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: NOT_FOUND.goBack })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: NOT_FOUND.home })).toHaveAttribute('href', '/');
  });

  it('renders the landing page with its headline and anchor sections', async () => {
    const { container } = renderRoutes(appRoutes, { entries: ['/'] });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Digital Clinic Starts Here' }),
    ).toBeInTheDocument();
    expect(container.querySelector('#services')).not.toBeNull();
    expect(container.querySelector('#why-choose-us')).not.toBeNull();
  });

  it('serves the sign-up screen at both /sign-up and /signup', async () => {
    renderRoutes(appRoutes, { entries: ['/signup'] });
    // The wizard's chunk is large; its first import in a test run can take over a second.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign Up' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('shows the reports page with Go Back', async () => {
    renderRoutes(appRoutes, { entries: ['/reports'] });
    expect(await screen.findByRole('heading', { name: REPORTS_PAGE.title })).toBeInTheDocument();
    expect(screen.getByText(REPORTS_PAGE.text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: REPORTS_PAGE.goBack })).toBeInTheDocument();
  });

  it('redirects portal routes to /login without a token', async () => {
    const { router } = renderRoutes(appRoutes, { entries: ['/appointments'] });
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('loads the current user with the Bearer token and shows the portal frame', async () => {
    window.localStorage.setItem('token', 'good-token');
    const fetchMock = serveUser();
    renderRoutes(appRoutes, { entries: ['/appointment-details/1122584'] });

    // The first import of the details screen's chunk can be slow on a cold test run.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Appointment Details' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Dr\. Asha Rao/ })).toBeInTheDocument();
    const portalNav = screen.getAllByRole('navigation', { name: 'Portal' })[0]!;
    expect(within(portalNav).getByRole('link', { name: 'Appointments' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(portalNav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );

    const userDataCalls = fetchMock.mock.calls.filter(([request]) =>
      (request as Request).url.endsWith('/api/auth/get-userdata'),
    );
    expect(userDataCalls).toHaveLength(1);
    expect((userDataCalls[0]?.[0] as Request).headers.get('Authorization')).toBe(
      'Bearer good-token',
    );
  });

  it("shows 'User' when the user has no name", async () => {
    window.localStorage.setItem('token', 'good-token');
    serveUser({ ...doctor, name: null });
    renderRoutes(appRoutes, { entries: ['/dashboard'] });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^User$/ })).toBeInTheDocument();
  });

  it('loads the user only once, even when that load fails', async () => {
    window.localStorage.setItem('token', 'good-token');
    const fetchMock = mockFetch(() => jsonResponse({ error: 'Database unavailable' }, 500));
    renderRoutes(appRoutes, { entries: ['/dashboard'] });

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^User$/ })).toBeInTheDocument();
    // The portal's own calls (summary, dashboard) fail as well; the user is asked for once.
    const userDataCalls = fetchMock.mock.calls.filter(([request]) =>
      (request as Request).url.endsWith('/api/auth/get-userdata'),
    );
    expect(userDataCalls).toHaveLength(1);
    // A server failure is not a rejected token: the session stays.
    expect(window.localStorage.getItem('token')).toBe('good-token');
  });

  it('logs out from the user menu: token removed, back on the landing page', async () => {
    window.localStorage.setItem('token', 'good-token');
    serveUser();
    const user = userEvent.setup();
    const { router } = renderRoutes(appRoutes, { entries: ['/dashboard'] });

    await user.click(await screen.findByRole('button', { name: /Dr\. Asha Rao/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    expect(window.localStorage.getItem('token')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(
      await screen.findByRole('heading', { name: 'Your Digital Clinic Starts Here' }),
    ).toBeInTheDocument();
  });

  it('clears the token and returns to /login when the server rejects it', async () => {
    window.localStorage.setItem('token', 'expired-token');
    mockFetch(() => errorResponse('UNAUTHORIZED'));
    const { router } = renderRoutes(appRoutes, { entries: ['/dashboard'] });

    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('shows the not-found page on /admin to anyone who is not an admin', async () => {
    window.localStorage.setItem('token', 'good-token');
    serveUser();
    renderRoutes(appRoutes, { entries: ['/admin'] });
    expect(await screen.findByRole('heading', { name: NOT_FOUND.title })).toBeInTheDocument();
  });

  it('opens the admin area for an admin', async () => {
    window.localStorage.setItem('token', 'good-token');
    serveUser({ ...doctor, name: 'Site Admin', role: 'admin' });
    renderRoutes(appRoutes, { entries: ['/admin'] });
    expect(await screen.findByRole('heading', { name: 'Doctor Verification' })).toBeInTheDocument();
  });
});
