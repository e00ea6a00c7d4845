import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { LOGIN_OTP_COUNTDOWN_SECONDS } from '@clinic/shared/constants';
import { FALLBACK_ERRORS } from '@clinic/shared/messages';
import { useStartSession } from '../hooks/use-start-session';
import { CodeStep } from './code-step';
import { MobileStep } from './mobile-step';

/**
 * Login by code (spec section 2, made real): mobile number (send-otp LOGIN), then six
 * boxes with a 21-second resend countdown; a verified code logs the doctor in.
 */
export function OtpLoginFlow() {
  const startSession = useStartSession();
  const [mobile, setMobile] = useState<string | null>(null);
  const { t } = useTranslation(['auth', 'forms']);
  const [lastMobile, setLastMobile] = useState('');

  if (mobile === null) {
    return (
      <MobileStep
        otpType="LOGIN"
        defaultMobile={lastMobile}
        hint={t('otpLogin.hint')}
        onSent={(sentTo) => {
          setLastMobile(sentTo);
          setMobile(sentTo);
        }}
      />
    );
  }
  return (
    <CodeStep
      to={{ mobile }}
      otpType="LOGIN"
      resendAfterSeconds={LOGIN_OTP_COUNTDOWN_SECONDS}
      onChangeNumber={() => setMobile(null)}
      onVerified={async (result) => {
        if (!result.token) throw new Error(FALLBACK_ERRORS.verifyOtp);
        toast.success(t('forms:toasts.otpVerifiedLoggingIn'));
        await startSession({ token: result.token, user: result.user });
      }}
    />
  );
}
