import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/testing/test-utils';
import { ForgotPasswordFlow } from './forgot-password-flow';

// Many keystrokes each; generous so a busy machine does not fail them.
const USER_FLOW_TIMEOUT = 20_000;

const routes = [
  { path: '/forgot-password', element: <ForgotPasswordFlow /> },
  { path: '/login', element: <h1>Login screen</h1> },
];

function serve(overrides: Record<string, () => Response> = {}) {
  const calls: Array<{ path: string; body: unknown }> = [];
  mockFetch(async (request) => {
    const path = new URL(request.url).pathname;
    calls.push({ path, body: await request.json() });
    if (overrides[path]) return overrides[path]();
    switch (path) {
      case '/api/auth/send-otp':
        return jsonResponse({
          success: true,
          message: 'OTP sent successfully!',
          expiresInSeconds: 300,
        });
      case '/api/auth/verify-otp':
        return jsonResponse({
          success: true,
          verified: true,
          purpose: 'RESET',
          message: 'OTP verified successfully!',
          resetToken: 'reset-123',
        });
      case '/api/auth/reset-password':
        return jsonResponse({
          success: true,
          message: 'Your password has been changed. Please log in.',
        });
      default:
        return jsonResponse({ error: 'Not found' }, 404);
    }
  });
  return {
    calls,
    bodiesTo: (path: string) => calls.filter((c) => c.path === path).map((c) => c.body),
  };
}

describe('ForgotPasswordFlow', { timeout: USER_FLOW_TIMEOUT }, () => {
  it('mobile, code, new password, then back to /login with a success toast', async () => {
    const api = serve();
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, { entries: ['/forgot-password'] });

    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: /registered mobile number/i }),
      '9876543210',
    );
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    expect(api.bodiesTo('/api/auth/send-otp')).toEqual([
      { phoneNumber: '+919876543210', otpType: 'RESET' },
    ]);
    const verify = screen.getByRole('button', { name: /verify otp/i });
    expect(verify).toBeDisabled();
    await user.click(screen.getAllByRole('textbox', { name: /digit 1 of 6/i })[0]!);
    await user.paste('654321');
    await user.click(verify);

    expect(await screen.findByText('Step 3 of 3')).toBeInTheDocument();
    expect(api.bodiesTo('/api/auth/verify-otp')).toEqual([
      { phoneNumber: '+919876543210', otpCode: '654321', otpType: 'RESET' },
    ]);

    await user.type(screen.getByLabelText('New password', { selector: 'input' }), 'weak');
    await user.type(screen.getByLabelText('Confirm new password', { selector: 'input' }), 'weak');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Please meet all password requirements')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('New password', { selector: 'input' }));
    await user.type(screen.getByLabelText('New password', { selector: 'input' }), 'N3w!Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Confirm new password', { selector: 'input' }));
    await user.type(
      screen.getByLabelText('Confirm new password', { selector: 'input' }),
      'N3w!Passw0rd',
    );
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ mobile: '9876543210' });
    expect(api.bodiesTo('/api/auth/reset-password')).toEqual([
      { resetToken: 'reset-123', password: 'N3w!Passw0rd', confirmPassword: 'N3w!Passw0rd' },
    ]);
    expect(
      await screen.findByText('Your password has been changed. Please log in.'),
    ).toBeInTheDocument();
  });

  it('shows a wrong code in red and lets the doctor change the number', async () => {
    serve({
      '/api/auth/verify-otp': () =>
        jsonResponse({ error: 'Incorrect OTP. Please check the code and try again.' }, 400),
    });
    const user = userEvent.setup();
    renderRoutes(routes, { entries: ['/forgot-password'] });
    await user.type(
      screen.getByRole('textbox', { name: /registered mobile number/i }),
      '9876543210',
    );
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.click((await screen.findAllByRole('textbox', { name: /digit 1 of 6/i }))[0]!);
    await user.paste('111111');
    await user.click(screen.getByRole('button', { name: /verify otp/i }));

    const message = await screen.findByText('Incorrect OTP. Please check the code and try again.');
    expect(message.closest('[role="alert"]')).toHaveClass('text-red-700');

    await user.click(screen.getByRole('button', { name: 'Change number' }));
    expect(screen.getByRole('textbox', { name: /registered mobile number/i })).toHaveValue(
      '9876543210',
    );
  });

  it('takes the registered email instead: the code goes to its mobile number, then the login screen', async () => {
    const api = serve();
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, { entries: ['/forgot-password'] });

    expect(
      screen.getByRole('heading', { name: 'Enter your registered email or mobile number' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Mobile number' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Email' }));
    expect(screen.queryByRole('textbox', { name: /registered mobile number/i })).toBeNull();
    const email = screen.getByRole('textbox', { name: 'Registered email' });

    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(api.bodiesTo('/api/auth/send-otp')).toEqual([]);

    await user.clear(email);
    await user.type(email, ' Asha.Rao@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    expect(api.bodiesTo('/api/auth/send-otp')).toEqual([
      { email: 'asha.rao@example.com', otpType: 'RESET' },
    ]);
    expect(
      screen.getByText(/Enter the 6-digit code sent to the mobile number registered with/),
    ).toHaveTextContent('asha.rao@example.com');

    await user.click(screen.getAllByRole('textbox', { name: /digit 1 of 6/i })[0]!);
    await user.paste('654321');
    await user.click(screen.getByRole('button', { name: /verify otp/i }));
    expect(await screen.findByText('Step 3 of 3')).toBeInTheDocument();
    expect(api.bodiesTo('/api/auth/verify-otp')).toEqual([
      { email: 'asha.rao@example.com', otpCode: '654321', otpType: 'RESET' },
    ]);

    await user.type(screen.getByLabelText('New password', { selector: 'input' }), 'N3w!Passw0rd');
    await user.type(
      screen.getByLabelText('Confirm new password', { selector: 'input' }),
      'N3w!Passw0rd',
    );
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    // No number was typed, so none is filled in on the login screen.
    expect(router.state.location.state).toBeNull();
  });

  it('goes back to the email with Change email, and keeps what was typed', async () => {
    serve();
    const user = userEvent.setup();
    renderRoutes(routes, { entries: ['/forgot-password'] });
    await user.click(screen.getByRole('radio', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Registered email' }), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.click(await screen.findByRole('button', { name: 'Change email' }));
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Registered email' })).toHaveValue(
      'asha@example.com',
    );
  });
});
