import { ArrowRight, ShieldCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { COUNTRY_CODE, PATIENT_OTP_RESEND_SECONDS, PHONE_DIGITS } from '@clinic/shared/constants';
import { BOOKING_TEXTS, TOASTS, VALIDATION } from '@clinic/shared/messages';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormMessage } from '@/components/ui/form-message';
import { emptyOtp, isOtpComplete, OtpInput } from '@/components/ui/otp-input';
import { PhoneField } from '@/components/ui/phone-field';
import { Spinner } from '@/components/ui/spinner';
import { useCountdown } from '@/hooks/use-countdown';
import { getApiErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useSendPatientOtpMutation } from '../api/send-patient-otp';
import { useVerifyPatientOtpMutation } from '../api/verify-patient-otp';

interface VerifyPhoneCardProps {
  /** Why verification is asked again (e.g. the previous one expired). */
  notice?: string | null;
  onVerified: (mobile: string, bookingToken: string) => void;
}

/** The mobile number the bookings were made with, then the OTP sent to it (purpose BOOKING). */
export function VerifyPhoneCard({ notice, onVerified }: VerifyPhoneCardProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [mobile, setMobile] = useState('');
  return (
    <section
      aria-labelledby="verify-phone-heading"
      className="mx-auto max-w-lg rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10"
    >
      <h2 id="verify-phone-heading" className="text-xl font-semibold text-slate-900">
        {sentTo ? BOOKING_TEXTS.enterOtp : BOOKING_TEXTS.enterMobile}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {sentTo
          ? null
          : 'Use the number you booked with. We will send it a one-time code to show your appointments.'}
      </p>
      {notice ? <FormMessage message={notice} className="mt-4" /> : null}
      <div className="mt-6">
        {sentTo ? (
          <CodeStep
            mobile={sentTo}
            onChangeNumber={() => setSentTo(null)}
            onVerified={(token) => onVerified(sentTo, token)}
          />
        ) : (
          <MobileStep mobile={mobile} onMobileChange={setMobile} onSent={setSentTo} />
        )}
      </div>
    </section>
  );
}

function MobileStep({
  mobile,
  onMobileChange,
  onSent,
}: {
  mobile: string;
  onMobileChange: (mobile: string) => void;
  onSent: (mobile: string) => void;
}) {
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sendOtp, { isLoading }] = useSendPatientOtpMutation();
  const valid = mobile.length === PHONE_DIGITS;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    if (!valid) {
      setTouched(true);
      toast.error(TOASTS.validMobile);
      return;
    }
    setError(null);
    try {
      await sendOtp({ mobile }).unwrap();
      toast.success(TOASTS.otpSentToMobile);
      onSent(mobile);
    } catch (caught) {
      setError(getApiErrorMessage(caught));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <PhoneField
        label="Mobile number"
        value={mobile}
        onChange={(digits) => {
          onMobileChange(digits);
          setError(null);
        }}
        onBlur={() => setTouched(true)}
        error={touched && !valid ? VALIDATION.validMobile : undefined}
        autoFocus
      />
      <FormMessage message={error} />
      <button
        type="submit"
        aria-disabled={!valid || isLoading}
        className={buttonStyles({
          size: 'lg',
          className: cn('w-full', (!valid || isLoading) && 'cursor-not-allowed opacity-60'),
        })}
      >
        {isLoading ? <Spinner className="size-5 text-white" /> : null}
        {isLoading ? BOOKING_TEXTS.sendingOtp : 'Continue'}
        {isLoading ? null : <ArrowRight aria-hidden="true" className="size-5" />}
      </button>
    </form>
  );
}

function CodeStep({
  mobile,
  onChangeNumber,
  onVerified,
}: {
  mobile: string;
  onChangeNumber: () => void;
  onVerified: (bookingToken: string) => void;
}) {
  const descriptionId = useId();
  const [digits, setDigits] = useState(emptyOtp);
  const [error, setError] = useState<string | null>(null);
  const { remaining, isDone, restart } = useCountdown(PATIENT_OTP_RESEND_SECONDS);
  const [verifyOtp, verifyState] = useVerifyPatientOtpMutation();
  const [sendOtp, sendState] = useSendPatientOtpMutation();
  const complete = isOtpComplete(digits);
  const busy = verifyState.isLoading;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!complete) {
      setError(TOASTS.completeOtp);
      toast.error(TOASTS.completeOtp);
      return;
    }
    try {
      const { bookingToken } = await verifyOtp({ mobile, otpCode: digits.join('') }).unwrap();
      toast.success(TOASTS.otpVerified);
      onVerified(bookingToken);
    } catch (caught) {
      setError(getApiErrorMessage(caught));
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
        </span>{' '}
        <button
          type="button"
          onClick={onChangeNumber}
          className="rounded font-medium text-brand-700 hover:text-brand-800 hover:underline"
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
        {busy ? BOOKING_TEXTS.verifying : BOOKING_TEXTS.verifyOtp}
      </button>
      <p className="text-center text-sm text-slate-600">
        {isDone ? (
          <button
            type="button"
            onClick={() => void onResend()}
            disabled={sendState.isLoading}
            className="rounded font-semibold text-brand-700 hover:text-brand-800 hover:underline disabled:opacity-60"
          >
            {sendState.isLoading ? BOOKING_TEXTS.sendingOtp : BOOKING_TEXTS.resendOtp}
          </button>
        ) : (
          <span>{BOOKING_TEXTS.resendIn(remaining)}</span>
        )}
      </p>
    </form>
  );
}
