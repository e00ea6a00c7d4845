import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { LOGIN_OTP_COUNTDOWN_SECONDS } from '@clinic/shared/constants';
import { FALLBACK_ERRORS } from '@clinic/shared/messages';
import { useResetPasswordMutation } from '../api/reset-password';
import { cn } from '@/lib/cn';
import { CodeStep, type CodeRecipient } from './code-step';
import { EmailStep } from './email-step';
import { MobileStep } from './mobile-step';
import { NewPasswordStep } from './new-password-step';

export const PASSWORD_RESET_DONE = 'Your password has been changed. Please log in.';

type Step =
  | { name: 'account' }
  | { name: 'code'; to: CodeRecipient }
  | { name: 'password'; resetToken: string };

/** How the account is named in step 1. */
type Method = 'mobile' | 'email';

const STEP_NUMBERS = { account: 1, code: 2, password: 3 } as const;

const METHODS: Method[] = ['mobile', 'email'];

/**
 * Forgot password in three steps (spec section 4): email or mobile number (send-otp
 * RESET; the code always goes to the registered mobile number), the code (verify-otp
 * gives a resetToken), a new password (reset-password), then /login.
 */
export function ForgotPasswordFlow() {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ name: 'account' });
  const [method, setMethod] = useState<Method>('mobile');
  const [lastMobile, setLastMobile] = useState('');
  const [lastEmail, setLastEmail] = useState('');
  const [resetPassword] = useResetPasswordMutation();
  const { t } = useTranslation('auth');

  return (
    <section aria-labelledby="forgot-password-step">
      <p className="text-sm font-medium text-brand-700">
        {t('forgot.stepOf', { step: STEP_NUMBERS[step.name] })}
      </p>
      <h2 id="forgot-password-step" className="mt-1 mb-5 text-lg font-semibold text-slate-900">
        {t(`forgot.${step.name}`)}
      </h2>
      {step.name === 'account' ? (
        <div className="space-y-5">
          <MethodChoice value={method} onChange={setMethod} />
          {method === 'mobile' ? (
            <MobileStep
              otpType="RESET"
              defaultMobile={lastMobile}
              hint={t('forgot.mobileHint')}
              onSent={(mobile) => {
                setLastMobile(mobile);
                setStep({ name: 'code', to: { mobile } });
              }}
            />
          ) : (
            <EmailStep
              defaultEmail={lastEmail}
              onSent={(email) => {
                setLastEmail(email);
                setStep({ name: 'code', to: { email } });
              }}
            />
          )}
        </div>
      ) : null}
      {step.name === 'code' ? (
        <CodeStep
          to={step.to}
          otpType="RESET"
          resendAfterSeconds={LOGIN_OTP_COUNTDOWN_SECONDS}
          onChangeNumber={() => setStep({ name: 'account' })}
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
            toast.success(
              !answer.message || answer.message === PASSWORD_RESET_DONE
                ? t('forgot.done')
                : answer.message,
            );
            // The login screen is filled in with the number when the doctor typed it.
            await navigate('/login', {
              replace: true,
              state: method === 'mobile' ? { mobile: lastMobile } : null,
            });
          }}
        />
      ) : null}
    </section>
  );
}

/** Step 1's choice: name the account by its mobile number or by its email. */
function MethodChoice({ value, onChange }: { value: Method; onChange: (method: Method) => void }) {
  const name = useId();
  const { t } = useTranslation('auth');
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{t('forgot.resetWith')}</legend>
      <div className="mt-1.5 grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1">
        {METHODS.map((method) => (
          <label
            key={method}
            className={cn(
              'flex h-10 cursor-pointer items-center justify-center rounded-md text-sm font-semibold',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
              value === method
                ? 'bg-white text-brand-800 shadow-sm ring-1 ring-slate-200'
                : 'text-slate-700 hover:text-slate-900',
            )}
          >
            <input
              type="radio"
              name={name}
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              className="sr-only"
            />
            {t(`forgot.${method}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
