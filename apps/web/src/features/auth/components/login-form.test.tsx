import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, renderRoutes } from '@/testing/test-utils';
import { LoginForm } from './login-form';

// Many keystrokes each; generous so a busy machine does not fail them.
const USER_FLOW_TIMEOUT = 20_000;

const doctor = {
  id: 'u1',
  name: 'Dr. Asha Rao',
  role: 'doctor',
  phoneNumber: '+919876543210',
  email: 'asha@example.com',
  profileCompleted: true,
};

const routes = [
  { path: '/login', element: <LoginForm /> },
  { path: '/dashboard', element: <h1>Dashboard screen</h1> },
  { path: '/appointments', element: <h1>Appointments screen</h1> },
  { path: '/sign-up', element: <h1>Sign-up screen</h1> },
  { path: '/admin', element: <h1>Admin screen</h1> },
  { path: '/forgot-password', element: <h1>Forgot password screen</h1> },
  { path: '/otp-verification', element: <h1>OTP login screen</h1> },
];

function serve(user: Record<string, unknown>, loginStatus = 200) {
  const bodies: unknown[] = [];
  const fetchMock = mockFetch(async (request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/auth/login') {
      bodies.push(await request.json());
      return loginStatus === 200
        ? jsonResponse({ token: 'login-token', user })
        : errorResponse('UNAUTHORIZED', 'Invalid mobile number or password');
    }
    if (path === '/api/auth/get-userdata') return jsonResponse({ user });
    return jsonResponse({ error: 'Not found' }, 404);
  });
  return { bodies, fetchMock };
}

async function logIn(mobile = '9876543210', password = 'Demo@1234') {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), mobile);
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  return user;
}

describe('LoginForm', { timeout: USER_FLOW_TIMEOUT }, () => {
  it('sends the +91 number, stores the token, loads the user and opens the dashboard', async () => {
    const { bodies, fetchMock } = serve(doctor);
    const { router } = renderRoutes(routes, { entries: ['/login'] });
    await logIn('98765 43210');

    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
    expect(bodies).toEqual([{ phoneNumber: '+919876543210', password: 'Demo@1234' }]);
    expect(window.localStorage.getItem('token')).toBe('login-token');
    const userData = fetchMock.mock.calls
      .map(([request]) => request as Request)
      .filter((request) => request.url.endsWith('/api/auth/get-userdata'));
    expect(userData).toHaveLength(1);
    expect(userData[0]?.headers.get('Authorization')).toBe('Bearer login-token');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends a doctor whose profile is incomplete to sign-up step 3', async () => {
    serve({ ...doctor, profileCompleted: false });
    const { router } = renderRoutes(routes, { entries: ['/login'] });
    await logIn();

    expect(await screen.findByRole('heading', { name: 'Sign-up screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-up');
    expect(router.state.location.state).toEqual({ step: 3 });
  });

  it('sends an admin to the admin area', async () => {
    serve({ ...doctor, role: 'admin', profileCompleted: true });
    const { router } = renderRoutes(routes, { entries: ['/login'] });
    await logIn('9000000001');

    expect(await screen.findByRole('heading', { name: 'Admin screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('returns to the portal page the login guard came from', async () => {
    serve(doctor);
    const { router } = renderRoutes(routes, {
      entries: [{ pathname: '/login', state: { from: '/appointments' } }],
    });
    await logIn();
    expect(await screen.findByRole('heading', { name: 'Appointments screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/appointments');
  });

  it('shows a rejected login in red and keeps no token', async () => {
    serve(doctor, 401);
    renderRoutes(routes, { entries: ['/login'] });
    await logIn('9876543210', 'wrong');

    const message = await screen.findByText('Invalid mobile number or password');
    expect(message.closest('[role="alert"]')).toHaveClass('text-red-700');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('validates before calling the server; digits only, at most ten', async () => {
    const { bodies } = serve(doctor);
    renderRoutes(routes, { entries: ['/login'] });
    const user = userEvent.setup();
    const mobile = screen.getByRole('textbox', { name: 'Mobile number' });
    await user.type(mobile, '+91 98765-43210 99');
    expect(mobile).toHaveValue('9198765432');
    await user.clear(mobile);
    await user.type(mobile, '98765');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByText('Mobile number must be exactly 10 digits')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('links to forgot password and to login with OTP', () => {
    serve(doctor);
    renderRoutes(routes, { entries: ['/login'] });
    expect(screen.getByRole('link', { name: /forgot password/i })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: /log in with otp/i })).toHaveAttribute(
      'href',
      '/otp-verification',
    );
  });
});
