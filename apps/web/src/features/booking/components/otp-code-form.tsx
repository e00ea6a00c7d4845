import { ShieldCheck } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { COUNTRY_CODE, PATIENT_OTP_RESEND_SECONDS } from '@clinic/shared/constants';
import { BOOKING_TEXTS, TOASTS } from '@clinic/shared/messages';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormMessage } from '@/components/ui/form-message';
import { emptyOtp, isOtpComplete, OtpInput } from '@/components/ui/otp-input';
import { Spinner } from '@/components/ui/spinner';
import { useCountdown } from '@/hooks/use-countdown';
import { getApiErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useSendBookingOtpMutation } from '../api/send-booking-otp';
import { useVerifyBookingOtpMutation } from '../api/verify-booking-otp';

export interface VerifiedOtp {
  otp: string;
  bookingToken: string;
}

interface OtpCodeFormProps {
  /** Ten digits; the code was sent to it just before this form appeared. */
  mobile: string;
  /** Runs after the server accepted the code; may throw to report a problem here. */
  onVerified: (result: VerifiedOtp) => void | Promise<void>;
  /** Extra line under the boxes (the spec's confirmation note). */
  note?: ReactNode;
  /** Shown next to the number, e.g. a 'Change number' button. */
  numberAction?: ReactNode;
  submitLabel?: string;
  busyLabel?: string;
  autoFocus?: boolean;
  /** Shown (and toasted) when Verify is pressed before all six boxes are filled. */
  incompleteMessage?: string;
}

/**
 * Six single-digit boxes for the code sent by SMS (otpType BOOKING), Verify OTP, and a
 * resend link that counts down 30 seconds. Verify looks disabled until all six boxes
 * are filled; pressing it early says 'Please enter complete OTP' instead of nothing.
 */
export function OtpCodeForm({
  mobile,
  onVerified,
  note,
  numberAction,
  submitLabel = BOOKING_TEXTS.verifyOtp,
  busyLabel = BOOKING_TEXTS.verifying,
  autoFocus = true,
  incompleteMessage = TOASTS.completeOtp,
}: OtpCodeFormProps) {
  const descriptionId = useId();
  const errorId = useId();
  const [digits, setDigits] = useState(emptyOtp);
  const [error, setError] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);
  const { remaining, isDone, restart } = useCountdown(PATIENT_OTP_RESEND_SECONDS);
  const [verifyOtp, verifyState] = useVerifyBookingOtpMutation();
  const [sendOtp, sendState] = useSendBookingOtpMutation();
  const complete = isOtpComplete(digits);
  const busy = verifyState.isLoading || finishing;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!complete) {
      setError(incompleteMessage);
      toast.error(incompleteMessage);
      return;
    }
    setError(null);
    const otp = digits.join('');
    let bookingToken: string;
    try {
      ({ bookingToken } = await verifyOtp({ mobile, otpCode: otp }).unwrap());
    } catch (caught) {
      setError(getApiErrorMessage(caught));
      return;
    }
    setFinishing(true);
    try {
      await onVerified({ otp, bookingToken });
    } catch (caught) {
      setError(getApiErrorMessage(caught));
    } finally {
      setFinishing(false);
    }
  };

  const onResend = async () => {
    setError(null);
    try {
      await sendOtp({ mobile }).unwrap();
      setDigits(emptyOtp());
      restart();
      toast.success(TOASTS.otpResent);
    } catch (caught) {
      setError(getApiErrorMessage(caught));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <p id={descriptionId} className="text-sm leading-6 text-slate-600">
        {BOOKING_TEXTS.codeSentTo}{' '}
        <span className="font-semibold whitespace-nowrap text-slate-900">
          {COUNTRY_CODE} {mobile}
        </span>
        {numberAction ? <> {numberAction}</> : null}
      </p>
      <OtpInput
        label="One-time password"
        value={digits}
        onChange={(next) => {
          setDigits(next);
          setError(null);
        }}
        invalid={Boolean(error)}
        describedBy={error ? `${descriptionId} ${errorId}` : descriptionId}
        autoFocus={autoFocus}
        disabled={busy}
      />
      <FormMessage id={errorId} message={error} />
      <button
        type="submit"
        aria-disabled={!complete || busy}
        className={buttonStyles({
          size: 'lg',
          className: cn('w-full', (!complete || busy) && 'cursor-not-allowed opacity-60'),
        })}
      >
        {busy ? (
          <Spinner className="size-5 text-white" />
        ) : (
          <ShieldCheck aria-hidden="true" className="size-5" />
        )}
        {busy ? busyLabel : submitLabel}
      </button>
      <p className="text-center text-sm text-slate-600">
        {isDone ? (
          <>
            Didn&apos;t get the code?{' '}
            <button
              type="button"
              onClick={() => void onResend()}
              disabled={sendState.isLoading}
              className="rounded font-semibold text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline disabled:opacity-60"
            >
              {sendState.isLoading ? BOOKING_TEXTS.sendingOtp : BOOKING_TEXTS.resendOtp}
            </button>
          </>
        ) : (
          <span>{BOOKING_TEXTS.resendIn(remaining)}</span>
        )}
      </p>
      {note ? (
        <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm leading-6 text-brand-900">{note}</p>
      ) : null}
    </form>
  );
}
