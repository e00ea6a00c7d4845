import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, renderRoutes } from '@/testing/test-utils';
import { fakeOnboardingApi } from '../testing/fake-onboarding-api';
import { SignUpWizard } from './sign-up-wizard';

// Many keystrokes each; generous so a busy machine does not fail them.
const USER_FLOW_TIMEOUT = 20_000;

const routes = [
  { path: '/sign-up', element: <SignUpWizard /> },
  { path: '/login', element: <h1>Login screen</h1> },
];

type User = ReturnType<typeof userEvent.setup>;

const otpBoxes = () => screen.getAllByRole('textbox', { name: /digit \d of 6/i });

async function submitAccount(user: User, name = 'Dr. Asha Rao', mobile = '9812345678') {
  await user.type(screen.getByRole('textbox', { name: 'Full name' }), name);
  await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), mobile);
  await user.click(screen.getByRole('button', { name: /continue/i }));
  await screen.findByRole('heading', { name: 'Verify your mobile number' });
}

async function enterCode(user: User, code = '123456') {
  await user.click(otpBoxes()[0]!);
  await user.keyboard(code);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('sign-up step 0: name and mobile', { timeout: USER_FLOW_TIMEOUT }, () => {
  it('requires a name and a 10-digit mobile number before sending anything', async () => {
    const api = fakeOnboardingApi();
    const user = userEvent.setup();
    renderRoutes(routes, { entries: ['/sign-up'] });

    await user.click(screen.getByRole('button', { name: /continue/i }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Mobile number must be exactly 10 digits')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '98123');
    await user.click(screen.getByRole('button', { name: /continue/i }));
    expect(await screen.findByText('Mobile number must be exactly 10 digits')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/send-otp')).toHaveLength(0);
  });

  it('keeps digits only in the mobile field, at most ten', async () => {
    fakeOnboardingApi();
    const user = userEvent.setup();
    renderRoutes(routes, { entries: ['/sign-up'] });
    const mobile = screen.getByRole('textbox', { name: 'Mobile number' });
    await user.type(mobile, 'ab98-123 4567890123');
    expect(mobile).toHaveValue('9812345678');
  });

  it('sends a SIGNUP code to the +91 number, keeps name and mobile in storage, and moves on', async () => {
    const api = fakeOnboardingApi();
    const user = userEvent.setup();
    renderRoutes(routes, { entries: ['/sign-up'] });

    await submitAccount(user);

    expect(api.callsTo('POST /api/auth/send-otp').map((call) => call.body)).toEqual([
      { phoneNumber: '+919812345678', otpType: 'SIGNUP' },
    ]);
    expect(screen.getByText('+91 9812345678')).toBeInTheDocument();
    expect(window.localStorage.getItem('signupName')).toBe('Dr. Asha Rao');
    expect(window.localStorage.getItem('signupMobile')).toBe('9812345678');
  });

  it("shows the server's error, or 'Failed to send OTP.' when it gives none", async () => {
    let answer = jsonResponse(
      { error: 'Too many OTP requests. Please try again in 15 minutes.' },
      429,
    );
    fakeOnboardingApi({ 'POST /api/auth/send-otp': () => answer });
    const user = userEvent.setup();
    renderRoutes(routes, { entries: ['/sign-up'] });
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Dr. Asha Rao');
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '9812345678');

    await user.click(screen.getByRole('button', { name: /continue/i }));
    expect(
      await screen.findByText('Too many OTP requests. Please try again in 15 minutes.'),
    ).toBeInTheDocument();

    answer = new Response('upstream down', { status: 502 });
    await user.click(screen.getByRole('button', { name: /continue/i }));
    expect(await screen.findByText('Failed to send OTP.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Create your doctor account' })).toBeInTheDocument();
  });

  it('is prefilled from the quick-registration card (navigation state)', async () => {
    fakeOnboardingApi();
    renderRoutes(routes, {
      entries: [{ pathname: '/sign-up', state: { name: 'Dr. Meera Iyer', mobile: '98765 01234' } }],
    });
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Dr. Meera Iyer');
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('9876501234');
  });
});

describe('sign-up step 1: OTP', { timeout: USER_FLOW_TIMEOUT }, () => {
  it('enables Confirm only with six digits and verifies { phoneNumber, otpCode }', async () => {
    const api = fakeOnboardingApi();
    const user = userEvent.setup();
    renderRoutes(routes, { entries: ['/sign-up'] });
    await submitAccount(user);

    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await enterCode(user, '12345');
    expect(confirm).toBeDisabled();
    await user.keyboard('6');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    expect(await screen.findByRole('heading', { name: 'Set your password' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/verify-otp').map((call) => call.body)).toEqual([
      { phoneNumber: '+919812345678', otpCode: '123456' },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('OTP verified successfully!');
  });

  it('shows a rejected code in red and stays on the step', async () => {
    fakeOnboardingApi({
      'POST /api/auth/verify-otp': () => errorResponse('OTP_INVALID'),
    });
    const user = userEvent.setup();
    renderRoutes(routes, { entries: ['/sign-up'] });
    await submitAccount(user);
    await enterCode(user);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    const message = await screen.findByText('Incorrect OTP. Please check the code and try again.');
    expect(message.closest('[role="alert"]')).toHaveClass('text-red-700');
    expect(screen.getByRole('heading', { name: 'Verify your mobile number' })).toBeInTheDocument();
  });

  it('counts down from 5:00; at zero the boxes and Confirm are disabled and Resend OTP sends a new code', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeOnboardingApi();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRoutes(routes, { entries: ['/sign-up'] });
    await submitAccount(user);

    expect(screen.getByText('5:00')).toBeInTheDocument();
    await enterCode(user, '12');
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(61_000));
    expect(screen.getByText(/^3:5\d$/)).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(240_000));
    expect(screen.getByText('The code has expired.')).toBeInTheDocument();
    for (const box of otpBoxes()) expect(box).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('5:00')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/send-otp')).toHaveLength(2);
    expect(api.callsTo('POST /api/auth/send-otp')[1]?.body).toEqual({
      phoneNumber: '+919812345678',
      otpType: 'SIGNUP',
    });
    for (const box of otpBoxes()) {
      expect(box).toBeEnabled();
      expect(box).toHaveValue('');
    }
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();
  });

  it('Cancel goes to /login', async () => {
    fakeOnboardingApi();
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, { entries: ['/sign-up'] });
    await submitAccount(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('sign-up step 2: password', { timeout: USER_FLOW_TIMEOUT }, () => {
  async function reachPasswordStep(user: User) {
    await submitAccount(user);
    await enterCode(user);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('heading', { name: 'Set your password' });
  }

  it('ticks the five rules 300 ms after typing stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeOnboardingApi();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRoutes(routes, { entries: ['/sign-up'] });
    await reachPasswordStep(user);

    const rules = () => within(screen.getByRole('list', { name: 'Password requirements' }));
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Abcdef1!');
    expect(rules().getByText(/at least 8 characters/i)).toHaveTextContent('(not met)');

    act(() => vi.advanceTimersByTime(300));
    for (const item of rules().getAllByRole('listitem')) expect(item).toHaveTextContent('(met)');
  });

  it('refuses weak or mismatched passwords', async () => {
    const api = fakeOnboardingApi();
    const user = userEvent.setup();
    renderRoutes(routes, { entries: ['/sign-up'] });
    await reachPasswordStep(user);

    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'password');
    await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'password');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Please meet all password requirements')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Password', { selector: 'input' }));
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/create-user')).toHaveLength(0);
  });

  it('creates the user with { phoneNumber, name, password }, stores the token and opens the clinic step', async () => {
    const api = fakeOnboardingApi();
    const user = userEvent.setup();
    renderRoutes(routes, { entries: ['/sign-up'] });
    await reachPasswordStep(user);

    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Str0ng!pass');
    await user.type(
      screen.getByLabelText('Confirm password', { selector: 'input' }),
      'Str0ng!pass',
    );
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('heading', { name: 'Clinic details' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/create-user').map((call) => call.body)).toEqual([
      { phoneNumber: '+919812345678', name: 'Dr. Asha Rao', password: 'Str0ng!pass' },
    ]);
    expect(window.localStorage.getItem('token')).toBe('new-token');
    expect(await screen.findByText('User created successfully!')).toBeInTheDocument();
  });

  it('shows why the account could not be created', async () => {
    fakeOnboardingApi({
      'POST /api/auth/create-user': () =>
        jsonResponse(
          { error: 'An account with this mobile number already exists. Please log in.' },
          409,
        ),
    });
    const user = userEvent.setup();
    renderRoutes(routes, { entries: ['/sign-up'] });
    await reachPasswordStep(user);
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Str0ng!pass');
    await user.type(
      screen.getByLabelText('Confirm password', { selector: 'input' }),
      'Str0ng!pass',
    );
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const message = await screen.findByText(
      'An account with this mobile number already exists. Please log in.',
    );
    expect(message.closest('[role="alert"]')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
