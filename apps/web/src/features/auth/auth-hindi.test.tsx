// The account screens in Hindi (issue 14): log in, log in by OTP, forgot
// password and the reports page, with no raw key and no English left.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ForgotPasswordRoute from '@/app/routes/public/forgot-password';
import LoginRoute from '@/app/routes/public/login';
import OtpVerificationRoute from '@/app/routes/public/otp-verification';
import ReportsRoute from '@/app/routes/public/reports';
import { RAW_KEY } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/test-utils';

function expectNoRawKeyNorEnglish(...english: string[]) {
  const text = document.body.textContent ?? '';
  expect(text).not.toMatch(RAW_KEY);
  for (const phrase of english) expect(text).not.toContain(phrase);
}

describe('account screens in Hindi', { timeout: 30_000 }, () => {
  it('/login: the form, its validation and the frame', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginRoute />, '/login', { language: 'hi' });
    expect(screen.getByRole('heading', { level: 1, name: 'लॉग इन' })).toBeVisible();
    expect(screen.getByText('डॉक्टरों और क्लिनिकों के लिए')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'लॉग इन करें' }));
    expect(await screen.findByText('पासवर्ड आवश्यक है')).toBeVisible();
    expect(screen.getByText('मोबाइल नंबर ठीक 10 अंकों का होना चाहिए')).toBeVisible();
    expect(screen.getByRole('link', { name: 'OTP से लॉग इन करें' })).toBeVisible();
    expectNoRawKeyNorEnglish('Password', 'Forgot password', 'For doctors');
  });

  it('/otp-verification and /forgot-password', async () => {
    const otp = renderWithProviders(<OtpVerificationRoute />, '/otp-verification', {
      language: 'hi',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'OTP सत्यापन' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'रजिस्टर्ड मोबाइल नंबर' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'OTP भेजें' })).toBeVisible();
    expectNoRawKeyNorEnglish('Send OTP', 'Registered mobile');
    otp.unmount();

    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordRoute />, '/forgot-password', { language: 'hi' });
    expect(screen.getByRole('heading', { level: 1, name: 'पासवर्ड भूल गए' })).toBeVisible();
    expect(screen.getByText('चरण 1 / 3')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'ईमेल' }));
    expect(screen.getByRole('textbox', { name: 'रजिस्टर्ड ईमेल' })).toBeVisible();
    expectNoRawKeyNorEnglish('Reset with', 'Registered email', 'Step 1');
  });

  it('/reports', () => {
    renderWithProviders(<ReportsRoute />, '/reports', { language: 'hi' });
    expect(screen.getByRole('heading', { level: 1, name: 'रिपोर्ट पेज' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'वापस जाएँ' })).toBeVisible();
    expectNoRawKeyNorEnglish('Reports Page', 'Go Back');
  });
});
