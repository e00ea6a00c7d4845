import { ShieldCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { COUNTRY_CODE } from '@clinic/shared/constants';
import { OTP_SCREEN_TEXTS, TOASTS } from '@clinic/shared/messages';
import { toE164India } from '@clinic/shared/phone';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormMessage } from '@/components/ui/form-message';
import { emptyOtp, isOtpComplete, OtpInput } from '@/components/ui/otp-input';
import { Spinner } from '@/components/ui/spinner';
import { useCountdown } from '@/hooks/use-countdown';
import { getApiErrorMessage } from '@/lib/api-client';
import { useSendAuthOtpMutation } from '../api/send-otp';
import { useVerifyAuthOtpMutation, type VerifyOtpResult } from '../api/verify-otp';

interface CodeStepProps {
  mobile: string;
  otpType: 'LOGIN' | 'RESET';
  /** Seconds before another code may be requested. */
  resendAfterSeconds: number;
  /** Called with the server's answer; may throw to report a problem under the boxes. */
  onVerified: (result: VerifyOtpResult) => void | Promise<void>;
  onChangeNumber: () => void;
}

/** Six boxes for the code sent by SMS, a resend countdown, and Verify OTP. */
export function CodeStep({
  mobile,
  otpType,
  resendAfterSeconds,
  onVerified,
  onChangeNumber,
}: CodeStepProps) {
  const descriptionId = useId();
  const [digits, setDigits] = useState(emptyOtp);
  const [error, setError] = useState<string | null>(null);
  const { remaining, isDone, restart } = useCountdown(resendAfterSeconds);
  const [verifyOtp, verifyState] = useVerifyAuthOtpMutation();
  const [sendOtp, sendState] = useSendAuthOtpMutation();
  const phoneNumber = toE164India(mobile);
  const complete = isOtpComplete(digits);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete) {
      setError(TOASTS.completeOtp);
      return;
    }
    setError(null);
    try {
      const result = await verifyOtp({ phoneNumber, otpCode: digits.join(''), otpType }).unwrap();
      await onVerified(result);
    } catch (caught) {
      setError(getApiErrorMessage(caught));
    }
  };

  const onResend = async () => {
    setError(null);
    try {
      await sendOtp({ phoneNumber, otpType }).unwrap();
      setDigits(emptyOtp());
      restart();
      toast.success(TOASTS.otpResent);
    } catch (caught) {
      setError(getApiErrorMessage(caught));
    }
  };

  const busy = verifyState.isLoading;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <p id={descriptionId} className="text-sm leading-6 text-slate-600">
        Enter the 6-digit code sent to{' '}
        <span className="font-semibold whitespace-nowrap text-slate-900">
          {COUNTRY_CODE} {mobile}
        </span>
        .{' '}
        <button
          type="button"
          onClick={onChangeNumber}
          className="font-medium text-brand-700 hover:text-brand-800 hover:underline"
        >
          Change number
        </button>
      </p>
      <OtpInput
        label="One-time password"
        value={digits}
        onChange={(next) => {
          setDigits(next);
          setError(null);
        }}
        invalid={Boolean(error)}
        describedBy={descriptionId}
        autoFocus
      />
      <FormMessage message={error} />
      <button
        type="submit"
        disabled={!complete || busy}
        className={buttonStyles({ size: 'lg', className: 'w-full' })}
      >
        {busy ? (
          <Spinner className="size-5 text-white" />
        ) : (
          <ShieldCheck aria-hidden="true" className="size-5" />
        )}
        {busy ? OTP_SCREEN_TEXTS.verifying : 'Verify OTP'}
      </button>
      <p className="text-center text-sm text-slate-600">
        {isDone ? (
          <>
            Didn&apos;t get the code?{' '}
            <button
              type="button"
              onClick={() => void onResend()}
              disabled={sendState.isLoading}
              className="font-semibold text-brand-700 hover:text-brand-800 hover:underline disabled:opacity-60"
            >
              {sendState.isLoading ? OTP_SCREEN_TEXTS.sendingOtp : OTP_SCREEN_TEXTS.resendOtp}
            </button>
          </>
        ) : (
          OTP_SCREEN_TEXTS.resendIn(remaining)
        )}
      </p>
    </form>
  );
}
