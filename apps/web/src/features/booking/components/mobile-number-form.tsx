import { ArrowRight } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { PHONE_DIGITS } from '@clinic/shared/constants';
import { BOOKING_TEXTS, TOASTS, VALIDATION } from '@clinic/shared/messages';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormMessage } from '@/components/ui/form-message';
import { PhoneField } from '@/components/ui/phone-field';
import { Spinner } from '@/components/ui/spinner';
import { getApiErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useSendBookingOtpMutation } from '../api/send-booking-otp';

interface MobileNumberFormProps {
  initialMobile?: string;
  /** Called once the code is on its way to `mobile`. */
  onSent: (mobile: string) => void;
  /** Says why the number is asked for; the booking screen explains where messages go. */
  hint?: string;
  label?: string;
  /** Shown (and toasted) for fewer than 10 digits. */
  invalidMessage?: string;
  submitLabel?: string;
  autoFocus?: boolean;
}

const isValidMobile = (mobile: string) => mobile.length === PHONE_DIGITS;

/**
 * The mobile number (digits only, at most 10) and Continue, which sends an OTP with
 * purpose BOOKING. Fewer digits say 'Please enter a valid mobile number' and Continue
 * stays disabled.
 */
export function MobileNumberForm({
  initialMobile = '',
  onSent,
  hint = 'We will send an OTP to this number. Your appointment confirmation and reminders will be sent here too.',
  label = 'Mobile number',
  invalidMessage = VALIDATION.validMobile,
  submitLabel = 'Continue',
  autoFocus = true,
}: MobileNumberFormProps) {
  const [mobile, setMobile] = useState(initialMobile);
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sendOtp, { isLoading }] = useSendBookingOtpMutation();
  const valid = isValidMobile(mobile);
  const showInvalid = touched && !valid;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    if (!valid) {
      setTouched(true);
      toast.error(invalidMessage);
      return;
    }
    setServerError(null);
    try {
      await sendOtp({ mobile }).unwrap();
      toast.success(TOASTS.otpSentToMobile);
      onSent(mobile);
    } catch (caught) {
      setServerError(getApiErrorMessage(caught));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <PhoneField
        label={label}
        name="mobile"
        value={mobile}
        onChange={(digits) => {
          setMobile(digits);
          setServerError(null);
          if (digits.length === PHONE_DIGITS) setTouched(true);
        }}
        onBlur={() => setTouched(true)}
        required
        autoFocus={autoFocus}
        hint={hint}
        error={showInvalid ? invalidMessage : undefined}
      />
      <FormMessage message={serverError} />
      <button
        type="submit"
        aria-disabled={!valid || isLoading}
        className={buttonStyles({
          size: 'lg',
          className: cn('w-full', (!valid || isLoading) && 'cursor-not-allowed opacity-60'),
        })}
      >
        {isLoading ? <Spinner className="size-5 text-white" /> : null}
        {isLoading ? BOOKING_TEXTS.sendingOtp : submitLabel}
        {isLoading ? null : <ArrowRight aria-hidden="true" className="size-5" />}
      </button>
    </form>
  );
}
