import { ShieldCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { PATIENT_OTP_RESEND_SECONDS } from '@clinic/shared/constants';
import { TOASTS } from '@clinic/shared/messages';
import { FormMessage } from '@/components/ui/form-message';
import { MobileOtpForm } from '@/components/ui/mobile-otp-form';
import {
  ChangeNumberButton,
  CodeSentTo,
  OtpCodeField,
  ResendCodeLine,
  useOtpCode,
} from '@/components/ui/otp-code';
import { SubmitButton } from '@/components/ui/submit-button';
import { getApiErrorMessage } from '@/lib/api-client';
import { useSendPatientOtpMutation } from '@/lib/send-patient-otp';
import { useVerifyPatientOtpMutation } from '@/lib/verify-patient-otp';

interface VerifyPhoneCardProps {
  /** Why verification is asked again (e.g. the previous one expired). */
  notice?: string | null;
  /** What the number is for, under the heading (default: showing the bookings made with it). */
  intro?: string;
  onVerified: (mobile: string, bookingToken: string) => void;
}

/** The mobile number the bookings were made with, then the OTP sent to it (purpose BOOKING). */
export function VerifyPhoneCard({ notice, intro, onVerified }: VerifyPhoneCardProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [mobile, setMobile] = useState('');
  const { t } = useTranslation('booking');
  return (
    <section
      aria-labelledby="verify-phone-heading"
      className="mx-auto max-w-lg rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10"
    >
      <h2 id="verify-phone-heading" className="text-xl font-semibold text-slate-900">
        {sentTo ? t('texts.enterOtp') : t('texts.enterMobile')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{sentTo ? null : (intro ?? t('verify.intro'))}</p>
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
  const [sendOtp, { isLoading }] = useSendPatientOtpMutation();
  const { t } = useTranslation('booking');
  return (
    <MobileOtpForm
      label={t('phoneOtp.mobileLabel')}
      mobile={mobile}
      onMobileChange={onMobileChange}
      send={(digits) => sendOtp({ mobile: digits }).unwrap()}
      sending={isLoading}
      onSent={onSent}
      autoFocus
    />
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
  const [verifyOtp, verifyState] = useVerifyPatientOtpMutation();
  const [sendOtp, sendState] = useSendPatientOtpMutation();
  const code = useOtpCode(PATIENT_OTP_RESEND_SECONDS, () => sendOtp({ mobile }).unwrap());
  const { complete, setError } = code;
  const busy = verifyState.isLoading;
  const { t } = useTranslation('forms');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!complete) {
      setError(TOASTS.completeOtp);
      toast.error(t('validation.completeOtp'));
      return;
    }
    try {
      const { bookingToken } = await verifyOtp({ mobile, otpCode: code.digits.join('') }).unwrap();
      toast.success(t('toasts.otpVerified'));
      onVerified(bookingToken);
    } catch (caught) {
      setError(getApiErrorMessage(caught));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <CodeSentTo
        id={descriptionId}
        lead={t('otp.codeSentTo')}
        mobile={mobile}
        action={
          <ChangeNumberButton onClick={onChangeNumber}>{t('otp.changeNumber')}</ChangeNumberButton>
        }
      />
      <OtpCodeField code={code} describedBy={descriptionId} />
      <SubmitButton
        busy={busy}
        busyLabel={t('otp.verifying')}
        icon={ShieldCheck}
        softDisabled={!complete || busy}
      >
        {t('otp.verifyOtp')}
      </SubmitButton>
      <ResendCodeLine code={code} sending={sendState.isLoading} prompt={false} />
    </form>
  );
}
