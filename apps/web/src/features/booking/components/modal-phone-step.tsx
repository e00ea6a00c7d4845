import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { COUNTRY_CODE } from '@clinic/shared/constants';
import { VALIDATION } from '@clinic/shared/messages';
import { ChangeNumberButton } from '@/components/ui/otp-code';
import { saveBookingSession } from '@/lib/booking-session';
import { MobileNumberForm } from './mobile-number-form';
import { OtpCodeForm, type VerifiedOtp } from './otp-code-form';

interface ModalPhoneStepProps {
  phone: string;
  /** The phone is verified when set. */
  bookingToken: string | null;
  onPhoneChange: (phone: string) => void;
  onVerified: (phone: string, proof: VerifiedOtp) => void;
}

/** Step 4: the phone number, the OTP sent to it, and its verification. */
export function ModalPhoneStep({
  phone,
  bookingToken,
  onPhoneChange,
  onVerified,
}: ModalPhoneStepProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { t } = useTranslation(['booking', 'forms']);

  if (bookingToken) {
    return (
      <div className="space-y-3">
        <p className="flex items-center gap-2 rounded-xl bg-green-50 px-4 py-3 text-sm font-medium text-green-900">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-green-700" />
          {t('modal.isVerified', { phone: `${COUNTRY_CODE} ${phone}` })}
        </p>
        <button
          type="button"
          onClick={() => {
            setSentTo(null);
            onPhoneChange('');
          }}
          className="rounded text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          {t('modal.useAnotherNumber')}
        </button>
      </div>
    );
  }

  if (sentTo) {
    return (
      <OtpCodeForm
        mobile={sentTo}
        incompleteMessage={VALIDATION.otp6}
        numberAction={
          <ChangeNumberButton onClick={() => setSentTo(null)}>
            {t('forms:otp.changeNumber')}
          </ChangeNumberButton>
        }
        onVerified={(proof) => {
          saveBookingSession(proof.bookingToken, sentTo);
          toast.success(t('forms:toasts.otpVerified'));
          onVerified(sentTo, proof);
        }}
      />
    );
  }

  return (
    <MobileNumberForm
      label={t('modal.phoneNumber')}
      initialMobile={phone}
      invalidMessage={VALIDATION.phone10}
      submitLabel={t('modal.sendOtp')}
      hint={t('modal.phoneHint')}
      onSent={(mobile) => {
        onPhoneChange(mobile);
        setSentTo(mobile);
      }}
    />
  );
}
