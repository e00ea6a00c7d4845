import { Clock, RotateCw, ShieldCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { COUNTRY_CODE, SIGNUP_OTP_EXPIRY_SECONDS } from '@clinic/shared/constants';
import { OTP_SCREEN_TEXTS, TOASTS } from '@clinic/shared/messages';
import { toE164India } from '@clinic/shared/phone';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormMessage } from '@/components/ui/form-message';
import { emptyOtp, isOtpComplete, OtpInput } from '@/components/ui/otp-input';
import { Spinner } from '@/components/ui/spinner';
import { formatCountdown, useCountdown } from '@/hooks/use-countdown';
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
  const descriptionId = useId();
  const [digits, setDigits] = useState(emptyOtp);
  const [error, setError] = useState<string | null>(null);
  const { remaining, isDone: expired, restart } = useCountdown(SIGNUP_OTP_EXPIRY_SECONDS);
  const [verifyOtp, verifyState] = useVerifySignupOtpMutation();
  const [sendOtp, sendState] = useSendSignupOtpMutation();
  const phoneNumber = toE164India(mobile);
  const complete = isOtpComplete(digits);
  const busy = verifyState.isLoading;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete || expired) return;
    setError(null);
    try {
      await verifyOtp({ phoneNumber, otpCode: digits.join('') }).unwrap();
      onVerified();
    } catch (caught) {
      setError(getApiErrorMessage(caught));
    }
  };

  const onResend = async () => {
    setError(null);
    try {
      await sendOtp({ phoneNumber }).unwrap();
      setDigits(emptyOtp());
      restart();
      toast.success(TOASTS.otpResent);
    } catch (caught) {
      setError(getApiErrorMessage(caught));
    }
  };

  return (
    <StepFrame
      title="Verify your mobile number"
      description={
        <span id={descriptionId}>
          We&apos;ve sent a 6-digit code to{' '}
          <span className="font-semibold whitespace-nowrap text-slate-900">
            {COUNTRY_CODE} {mobile}
          </span>
          .{' '}
          <button
            type="button"
            onClick={onEditNumber}
            className="font-medium text-brand-700 hover:text-brand-800 hover:underline"
          >
            Edit number
          </button>
        </span>
      }
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        <OtpInput
          label="One-time password"
          value={digits}
          onChange={(next) => {
            setDigits(next);
            setError(null);
          }}
          disabled={expired}
          invalid={Boolean(error)}
          describedBy={descriptionId}
          autoFocus
        />
        <div
          className={cn(
            'flex flex-wrap items-center justify-between gap-3 text-sm',
            expired ? 'text-red-700' : 'text-slate-600',
          )}
        >
          <p className="flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4" />
            {expired ? (
              'The code has expired.'
            ) : (
              <>
                Code expires in{' '}
                <span className="font-semibold text-slate-900 tabular-nums">
                  {formatCountdown(remaining)}
                </span>
              </>
            )}
          </p>
          {expired ? (
            <button
              type="button"
              onClick={() => void onResend()}
              disabled={sendState.isLoading}
              className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-800 hover:underline disabled:opacity-60"
            >
              <RotateCw aria-hidden="true" className="size-4" />
              {sendState.isLoading ? OTP_SCREEN_TEXTS.sendingOtp : OTP_SCREEN_TEXTS.resendOtp}
            </button>
          ) : null}
        </div>
        <FormMessage message={error} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          <button
            type="button"
            onClick={onCancel}
            className={buttonStyles({ variant: 'secondary', size: 'lg', className: 'sm:flex-1' })}
          >
            {OTP_SCREEN_TEXTS.cancel}
          </button>
          <button
            type="submit"
            disabled={!complete || expired || busy}
            className={buttonStyles({ size: 'lg', className: 'sm:flex-1' })}
          >
            {busy ? (
              <Spinner className="size-5 text-white" />
            ) : (
              <ShieldCheck aria-hidden="true" className="size-5" />
            )}
            {busy ? OTP_SCREEN_TEXTS.verifying : OTP_SCREEN_TEXTS.confirm}
          </button>
        </div>
      </form>
    </StepFrame>
  );
}
