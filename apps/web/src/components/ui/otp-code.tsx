import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { COUNTRY_CODE } from '@clinic/shared/constants';
import { useCountdown } from '@/hooks/use-countdown';
import { useValidationText } from '@/hooks/use-validation-text';
import { getApiErrorMessage } from '@/lib/api-client';
import { FormMessage } from './form-message';
import { emptyOtp, isOtpComplete, OtpInput } from './otp-input';

/**
 * The state of a code sent by SMS: the six boxes, the error under them, and a countdown
 * that restarts when `sendAgain` succeeds (the boxes are cleared then).
 */
export function useOtpCode(countdownSeconds: number, sendAgain: () => Promise<unknown>) {
  const [digits, setDigits] = useState(emptyOtp);
  const [error, setError] = useState<string | null>(null);
  const { remaining, isDone, restart } = useCountdown(countdownSeconds);
  const { t } = useTranslation('forms');

  const resend = async () => {
    setError(null);
    try {
      await sendAgain();
      setDigits(emptyOtp());
      restart();
      toast.success(t('toasts.otpResent'));
    } catch (caught) {
      setError(getApiErrorMessage(caught));
    }
  };

  return {
    digits,
    /** Every box holds a digit. */
    complete: isOtpComplete(digits),
    error,
    setError,
    /** Typing clears the error. */
    change: (next: string[]) => {
      setDigits(next);
      setError(null);
    },
    remaining,
    isDone,
    resend,
  };
}

export type OtpCode = ReturnType<typeof useOtpCode>;

/** '+91 98765 43210' in bold, kept on one line. */
export function MobileNumberText({ mobile }: { mobile: string }) {
  return (
    <span className="font-semibold whitespace-nowrap text-slate-900">
      {COUNTRY_CODE} {mobile}
    </span>
  );
}

interface CodeSentToProps {
  id: string;
  /** The words before the number. */
  lead: string;
  mobile: string;
  /** Put right after the number, e.g. '.'. */
  after?: string;
  /** Put after a space: a 'Change number' button. */
  action?: ReactNode;
}

/** The line that says where the code went; the boxes point to it by `id`. */
export function CodeSentTo({ id, lead, mobile, after, action }: CodeSentToProps) {
  return (
    <p id={id} className="text-sm leading-6 text-slate-600">
      {lead} <MobileNumberText mobile={mobile} />
      {after}
      {action ? <> {action}</> : null}
    </p>
  );
}

/** A link-styled button that takes the user back to the number, e.g. 'Change number'. */
export function ChangeNumberButton({
  onClick,
  children,
}: {
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="rounded font-medium text-brand-700 hover:text-brand-800 hover:underline"
    >
      {children}
    </button>
  );
}

interface OtpCodeFieldProps {
  code: OtpCode;
  /** id of the text that says where the code was sent. */
  describedBy: string;
  /** Given, the error line gets this id and describes the boxes too while it shows. */
  errorId?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  /** Drawn between the boxes and the error line. */
  children?: ReactNode;
}

/** The six boxes of the one-time password with the error line under them. */
export function OtpCodeField({
  code,
  describedBy,
  errorId,
  autoFocus = true,
  disabled,
  children,
}: OtpCodeFieldProps) {
  const { t } = useTranslation('forms');
  const validationText = useValidationText();
  return (
    <>
      <OtpInput
        label={t('otp.oneTimePassword')}
        value={code.digits}
        onChange={code.change}
        invalid={Boolean(code.error)}
        describedBy={code.error && errorId ? `${describedBy} ${errorId}` : describedBy}
        autoFocus={autoFocus}
        disabled={disabled}
      />
      {children}
      <FormMessage id={errorId} message={validationText(code.error)} />
    </>
  );
}

interface ResendCodeLineProps {
  code: OtpCode;
  sending: boolean;
  /** Puts 'Didn't get the code?' before the button. */
  prompt?: boolean;
}

/** 'Resend in 30s', then a button that sends the code again. */
export function ResendCodeLine({ code, sending, prompt = true }: ResendCodeLineProps) {
  const { t } = useTranslation('forms');
  return (
    <p className="text-center text-sm text-slate-600">
      {code.isDone ? (
        <>
          {prompt ? <>{t('otp.didntGetCode')} </> : null}
          <button
            type="button"
            onClick={() => void code.resend()}
            disabled={sending}
            className="rounded font-semibold text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline disabled:opacity-60"
          >
            {sending ? t('otp.sendingOtp') : t('otp.resendOtp')}
          </button>
        </>
      ) : (
        <span>{t('otp.resendIn', { seconds: code.remaining })}</span>
      )}
    </p>
  );
}
