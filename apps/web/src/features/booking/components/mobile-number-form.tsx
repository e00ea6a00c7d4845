import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MobileOtpForm } from '@/components/ui/mobile-otp-form';
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

/**
 * The mobile number (digits only, at most 10) and Continue, which sends an OTP with
 * purpose BOOKING. Fewer digits say 'Please enter a valid mobile number' and Continue
 * stays disabled.
 */
export function MobileNumberForm({
  initialMobile = '',
  hint,
  label,
  autoFocus = true,
  ...props
}: MobileNumberFormProps) {
  const { t } = useTranslation('booking');
  const [mobile, setMobile] = useState(initialMobile);
  const [sendOtp, { isLoading }] = useSendBookingOtpMutation();
  return (
    <MobileOtpForm
      {...props}
      label={label ?? t('phoneOtp.mobileLabel')}
      name="mobile"
      required
      autoFocus={autoFocus}
      hint={hint ?? t('phoneOtp.mobileHint')}
      mobile={mobile}
      onMobileChange={setMobile}
      send={(digits) => sendOtp({ mobile: digits }).unwrap()}
      sending={isLoading}
      touchWhenComplete
    />
  );
}
