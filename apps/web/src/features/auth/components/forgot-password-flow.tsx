import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { LOGIN_OTP_COUNTDOWN_SECONDS } from '@clinic/shared/constants';
import { FALLBACK_ERRORS } from '@clinic/shared/messages';
import { useResetPasswordMutation } from '../api/reset-password';
import { CodeStep } from './code-step';
import { MobileStep } from './mobile-step';
import { NewPasswordStep } from './new-password-step';

export const PASSWORD_RESET_DONE = 'Your password has been changed. Please log in.';

type Step =
  { name: 'mobile' } | { name: 'code'; mobile: string } | { name: 'password'; resetToken: string };

const STEP_TITLES = {
  mobile: 'Enter your registered mobile number',
  code: 'Enter the code',
  password: 'Choose a new password',
} as const;
const STEP_NUMBERS = { mobile: 1, code: 2, password: 3 } as const;

/**
 * Forgot password in three steps (spec section 4): mobile number (send-otp RESET),
 * the code (verify-otp gives a resetToken), a new password (reset-password), then /login.
 */
export function ForgotPasswordFlow() {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ name: 'mobile' });
  const [lastMobile, setLastMobile] = useState('');
  const [resetPassword] = useResetPasswordMutation();

  return (
    <section aria-labelledby="forgot-password-step">
      <p className="text-sm font-medium text-brand-700">Step {STEP_NUMBERS[step.name]} of 3</p>
      <h2 id="forgot-password-step" className="mt-1 mb-5 text-lg font-semibold text-slate-900">
        {STEP_TITLES[step.name]}
      </h2>
      {step.name === 'mobile' ? (
        <MobileStep
          otpType="RESET"
          defaultMobile={lastMobile}
          hint="We will send a 6-digit code to this number if it has an account."
          onSent={(mobile) => {
            setLastMobile(mobile);
            setStep({ name: 'code', mobile });
          }}
        />
      ) : null}
      {step.name === 'code' ? (
        <CodeStep
          mobile={step.mobile}
          otpType="RESET"
          resendAfterSeconds={LOGIN_OTP_COUNTDOWN_SECONDS}
          onChangeNumber={() => setStep({ name: 'mobile' })}
          onVerified={(result) => {
            if (!result.resetToken) throw new Error(FALLBACK_ERRORS.verifyOtp);
            setStep({ name: 'password', resetToken: result.resetToken });
          }}
        />
      ) : null}
      {step.name === 'password' ? (
        <NewPasswordStep
          onSubmit={async ({ password, confirmPassword }) => {
            const answer = await resetPassword({
              resetToken: step.resetToken,
              password,
              confirmPassword,
            }).unwrap();
            toast.success(answer.message || PASSWORD_RESET_DONE);
            await navigate('/login', {
              replace: true,
              state: { mobile: lastMobile },
            });
          }}
        />
      ) : null}
    </section>
  );
}
