import { ShieldCheck } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { PATIENT_OTP_RESEND_SECONDS } from '@clinic/shared/constants';
import { TOASTS } from '@clinic/shared/messages';
import { CodeSentTo, OtpCodeField, ResendCodeLine, useOtpCode } from '@/components/ui/otp-code';
import { SubmitButton } from '@/components/ui/submit-button';
import { useValidationText } from '@/hooks/use-validation-text';
import { getApiErrorMessage } from '@/lib/api-client';
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
  submitLabel,
  busyLabel,
  autoFocus = true,
  incompleteMessage = TOASTS.completeOtp,
}: OtpCodeFormProps) {
  const descriptionId = useId();
  const { t } = useTranslation('forms');
  const validationText = useValidationText();
  const errorId = useId();
  const [finishing, setFinishing] = useState(false);
  const [verifyOtp, verifyState] = useVerifyBookingOtpMutation();
  const [sendOtp, sendState] = useSendBookingOtpMutation();
  const code = useOtpCode(PATIENT_OTP_RESEND_SECONDS, () => sendOtp({ mobile }).unwrap());
  const { complete, setError } = code;
  const busy = verifyState.isLoading || finishing;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!complete) {
      setError(incompleteMessage);
      toast.error(validationText(incompleteMessage));
      return;
    }
    setError(null);
    const otp = code.digits.join('');
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

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <CodeSentTo
        id={descriptionId}
        lead={t('otp.codeSentTo')}
        mobile={mobile}
        action={numberAction}
      />
      <OtpCodeField
        code={code}
        describedBy={descriptionId}
        errorId={errorId}
        autoFocus={autoFocus}
        disabled={busy}
      />
      <SubmitButton
        busy={busy}
        busyLabel={busyLabel ?? t('otp.verifying')}
        icon={ShieldCheck}
        softDisabled={!complete || busy}
      >
        {submitLabel ?? t('otp.verifyOtp')}
      </SubmitButton>
      <ResendCodeLine code={code} sending={sendState.isLoading} />
      {note ? (
        <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm leading-6 text-brand-900">{note}</p>
      ) : null}
    </form>
  );
}
