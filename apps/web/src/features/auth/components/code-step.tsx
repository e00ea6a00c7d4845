import { ShieldCheck } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TOASTS } from '@clinic/shared/messages';
import { toE164India } from '@clinic/shared/phone';
import {
  ChangeNumberButton,
  CodeSentTo,
  OtpCodeField,
  ResendCodeLine,
  useOtpCode,
} from '@/components/ui/otp-code';
import { SubmitButton } from '@/components/ui/submit-button';
import { getApiErrorMessage } from '@/lib/api-client';
import { useSendAuthOtpMutation } from '../api/send-otp';
import { useVerifyAuthOtpMutation, type VerifyOtpResult } from '../api/verify-otp';

/** Who the code is for: a mobile number, or (forgot password) the email of an account. */
export type CodeRecipient = { mobile: string; email?: never } | { email: string; mobile?: never };

interface CodeStepProps {
  /** The number the code went to; with an email, the account's registered number got it. */
  to: CodeRecipient;
  otpType: 'LOGIN' | 'RESET';
  /** Seconds before another code may be requested. */
  resendAfterSeconds: number;
  /** Called with the server's answer; may throw to report a problem under the boxes. */
  onVerified: (result: VerifyOtpResult) => void | Promise<void>;
  onChangeNumber: () => void;
}

/** Six boxes for the code sent by SMS, a resend countdown, and Verify OTP. */
export function CodeStep({
  to,
  otpType,
  resendAfterSeconds,
  onVerified,
  onChangeNumber,
}: CodeStepProps) {
  const descriptionId = useId();
  const { t } = useTranslation(['auth', 'forms']);
  const [verifyOtp, verifyState] = useVerifyAuthOtpMutation();
  const [sendOtp, sendState] = useSendAuthOtpMutation();
  // An email names the account only to reset its password.
  const account =
    to.email !== undefined
      ? { email: to.email, otpType: 'RESET' as const }
      : { phoneNumber: toE164India(to.mobile), otpType };
  const code = useOtpCode(resendAfterSeconds, () => sendOtp(account).unwrap());
  const { complete, setError } = code;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete) {
      setError(TOASTS.completeOtp);
      return;
    }
    setError(null);
    try {
      const otpCode = code.digits.join('');
      const result = await verifyOtp({ ...account, otpCode }).unwrap();
      await onVerified(result);
    } catch (caught) {
      setError(getApiErrorMessage(caught));
    }
  };

  const busy = verifyState.isLoading;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      {to.email !== undefined ? (
        <p id={descriptionId} className="text-sm leading-6 break-words text-slate-600">
          {t('steps.codeSentToEmail')}{' '}
          <span className="font-semibold text-slate-900">{to.email}</span>.{' '}
          <ChangeNumberButton onClick={onChangeNumber}>{t('steps.changeEmail')}</ChangeNumberButton>
        </p>
      ) : (
        <CodeSentTo
          id={descriptionId}
          lead={t('steps.codeSentTo')}
          mobile={to.mobile}
          after="."
          action={
            <ChangeNumberButton onClick={onChangeNumber}>
              {t('steps.changeNumber')}
            </ChangeNumberButton>
          }
        />
      )}
      <OtpCodeField code={code} describedBy={descriptionId} />
      <SubmitButton
        busy={busy}
        busyLabel={t('forms:otp.verifying')}
        icon={ShieldCheck}
        disabled={!complete || busy}
      >
        {t('steps.verifyOtp')}
      </SubmitButton>
      <ResendCodeLine code={code} sending={sendState.isLoading} />
    </form>
  );
}
