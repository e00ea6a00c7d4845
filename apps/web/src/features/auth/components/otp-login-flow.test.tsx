import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVER_ERRORS } from '@clinic/shared/messages';
import { jsonResponse, mockFetch, renderRoutes } from '@/testing/test-utils';
import { OtpLoginFlow } from './otp-login-flow';

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
  { path: '/otp-verification', element: <OtpLoginFlow /> },
  { path: '/dashboard', element: <h1>Dashboard screen</h1> },
  { path: '/sign-up', element: <h1>Sign-up screen</h1> },
];

function serve(user = doctor) {
  const bodies: Array<{ path: string; body: unknown }> = [];
  mockFetch(async (request) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'POST') bodies.push({ path, body: await request.json() });
    if (path === '/api/auth/send-otp') {
      return jsonResponse({
        success: true,
        message: 'OTP sent successfully!',
        expiresInSeconds: 300,
      });
    }
    if (path === '/api/auth/verify-otp') {
      return jsonResponse({
        success: true,
        verified: true,
        purpose: 'LOGIN',
        message: 'OTP verified successfully!',
        token: 'otp-token',
        user,
      });
    }
    if (path === '/api/auth/get-userdata') return jsonResponse({ user });
    return jsonResponse({ error: 'Not found' }, 404);
  });
  return { bodiesTo: (path: string) => bodies.filter((b) => b.path === path).map((b) => b.body) };
}

async function requestCode(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /registered mobile number/i }), '9876543210');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByRole('group', { name: 'One-time password' });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('OtpLoginFlow', { timeout: USER_FLOW_TIMEOUT }, () => {
  it('logs in with a LOGIN code: token stored, toast, dashboard', async () => {
    const api = serve();
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, { entries: ['/otp-verification'] });
    await requestCode(user);
    expect(api.bodiesTo('/api/auth/send-otp')).toEqual([
      { phoneNumber: '+919876543210', otpType: 'LOGIN' },
    ]);

    await user.click(screen.getAllByRole('textbox', { name: /digit 1 of 6/i })[0]!);
    await user.keyboard('246810');
    await user.click(screen.getByRole('button', { name: /verify otp/i }));

    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(api.bodiesTo('/api/auth/verify-otp')).toEqual([
      { phoneNumber: '+919876543210', otpCode: '246810', otpType: 'LOGIN' },
    ]);
    expect(window.localStorage.getItem('token')).toBe('otp-token');
    expect(await screen.findByText('OTP Verified! Logging in...')).toBeInTheDocument();
  });

  it('sends an incomplete profile to sign-up step 3', async () => {
    serve({ ...doctor, profileCompleted: false });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, { entries: ['/otp-verification'] });
    await requestCode(user);
    await user.click(screen.getAllByRole('textbox', { name: /digit 1 of 6/i })[0]!);
    await user.paste('246810');
    await user.click(screen.getByRole('button', { name: /verify otp/i }));

    expect(await screen.findByRole('heading', { name: 'Sign-up screen' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ step: 3 });
  });

  it('offers Resend OTP after 21 seconds; resending clears the boxes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = serve();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRoutes(routes, { entries: ['/otp-verification'] });
    await requestCode(user);

    expect(screen.getByText('Resend in 21s')).toBeInTheDocument();
    await user.click(screen.getAllByRole('textbox', { name: /digit 1 of 6/i })[0]!);
    await user.keyboard('12');
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByText('Resend in 1s')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));

    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('Resend in 21s')).toBeInTheDocument();
    expect(api.bodiesTo('/api/auth/send-otp')).toHaveLength(2);
    for (const box of screen.getAllByRole('textbox', { name: /digit \d of 6/i })) {
      expect(box).toHaveValue('');
    }
  });

  it("shows the server's message when it refuses a resend as too soon (429)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let sends = 0;
    mockFetch(async (request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/auth/send-otp' && ++sends > 1) {
        const error = SERVER_ERRORS.otpResendWaitSeconds(3);
        return jsonResponse(
          { error, message: error, code: 'OTP_RESEND_TOO_SOON', retryAfterSeconds: 3 },
          429,
        );
      }
      return jsonResponse({
        success: true,
        message: 'OTP sent successfully!',
        expiresInSeconds: 300,
      });
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRoutes(routes, { entries: ['/otp-verification'] });
    await requestCode(user);
    act(() => vi.advanceTimersByTime(21_000));
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText(SERVER_ERRORS.otpResendWaitSeconds(3))).toBeInTheDocument();
  });
});
