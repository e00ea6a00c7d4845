import { Clock, RotateCw, ShieldCheck } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { SIGNUP_OTP_EXPIRY_SECONDS } from '@clinic/shared/constants';
import { toE164India } from '@clinic/shared/phone';
import { buttonStyles } from '@/components/ui/button-styles';
import {
  ChangeNumberButton,
  MobileNumberText,
  OtpCodeField,
  useOtpCode,
} from '@/components/ui/otp-code';
import { SubmitButton } from '@/components/ui/submit-button';
import { formatCountdown } from '@/hooks/use-countdown';
import { getApiErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useSendSignupOtpMutation } from '../api/send-otp';
import { useVerifySignupOtpMutation } from '../api/verify-otp';
import { StepFrame } from './step-frame';

interface OtpStepProps {
  mobile: string;
  onVerified: () => void;
  onCancel: () => void;
  onEditNumber: () => void;
}

/**
 * Step 1: six boxes, Confirm, a 5:00 countdown. At zero the boxes and Confirm are
 * disabled and Resend OTP appears; resending clears the boxes and restarts the clock.
 */
export function OtpStep({ mobile, onVerified, onCancel, onEditNumber }: OtpStepProps) {
  const { t } = useTranslation(['onboarding', 'forms']);
  const descriptionId = useId();
  const [verifyOtp, verifyState] = useVerifySignupOtpMutation();
  const [sendOtp, sendState] = useSendSignupOtpMutation();
  const phoneNumber = toE164India(mobile);
  const code = useOtpCode(SIGNUP_OTP_EXPIRY_SECONDS, () => sendOtp({ phoneNumber }).unwrap());
  const { complete, setError, isDone: expired } = code;
  const busy = verifyState.isLoading;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete || expired) return;
    setError(null);
    try {
      await verifyOtp({ phoneNumber, otpCode: code.digits.join('') }).unwrap();
      onVerified();
    } catch (caught) {
      setError(getApiErrorMessage(caught));
    }
  };

  return (
    <StepFrame
      title={t('otp.title')}
      description={
        <span id={descriptionId}>
          <Trans
            t={t}
            i18nKey="otp.sentTo"
            components={{ number: <MobileNumberText mobile={mobile} /> }}
          />{' '}
          <ChangeNumberButton onClick={onEditNumber}>{t('otp.editNumber')}</ChangeNumberButton>
        </span>
      }
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        <OtpCodeField code={code} describedBy={descriptionId} disabled={expired}>
          <div
            className={cn(
              'flex flex-wrap items-center justify-between gap-3 text-sm',
              expired ? 'text-red-700' : 'text-slate-600',
            )}
          >
            <p className="flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4" />
              {expired ? (
                t('otp.expired')
              ) : (
                <Trans
                  t={t}
                  i18nKey="otp.expiresIn"
                  values={{ countdown: formatCountdown(code.remaining) }}
                  components={{
                    time: <span className="font-semibold text-slate-900 tabular-nums" />,
                  }}
                />
              )}
            </p>
            {expired ? (
              <button
                type="button"
                onClick={() => void code.resend()}
                disabled={sendState.isLoading}
                className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-800 hover:underline disabled:opacity-60"
              >
                <RotateCw aria-hidden="true" className="size-4" />
                {sendState.isLoading ? t('forms:otp.sendingOtp') : t('forms:otp.resendOtp')}
              </button>
            ) : null}
          </div>
        </OtpCodeField>
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          <button
            type="button"
            onClick={onCancel}
            className={buttonStyles({ variant: 'secondary', size: 'lg', className: 'sm:flex-1' })}
          >
            {t('forms:otp.cancel')}
          </button>
          <SubmitButton
            busy={busy}
            busyLabel={t('forms:otp.verifying')}
            icon={ShieldCheck}
            disabled={!complete || expired || busy}
            className="sm:flex-1"
          >
            {t('forms:otp.confirm')}
          </SubmitButton>
        </div>
      </form>
    </StepFrame>
  );
}
