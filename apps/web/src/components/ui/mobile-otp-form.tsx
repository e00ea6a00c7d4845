import { ArrowRight } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { PHONE_DIGITS } from '@clinic/shared/constants';
import { VALIDATION } from '@clinic/shared/messages';
import { useValidationText } from '@/hooks/use-validation-text';
import { getApiErrorMessage } from '@/lib/api-client';
import { FormMessage } from './form-message';
import { leftByUser } from './left-by-user';
import { PhoneField } from './phone-field';
import { SubmitButton } from './submit-button';
import type { TextFieldProps } from './text-field';

interface MobileOtpFormProps extends Pick<
  TextFieldProps,
  'label' | 'hint' | 'name' | 'required' | 'autoFocus'
> {
  mobile: string;
  onMobileChange: (mobile: string) => void;
  /** Sends a code to the ten digits; rejects with the API error. */
  send: (mobile: string) => Promise<unknown>;
  sending: boolean;
  /** Called once the code is on its way to `mobile`. */
  onSent: (mobile: string) => void;
  /** Shown (and toasted) for fewer than 10 digits. */
  invalidMessage?: string;
  submitLabel?: string;
  /** Shows the error as soon as ten digits were typed once, not only after leaving the field. */
  touchWhenComplete?: boolean;
}

/**
 * A mobile number (digits only, at most 10) and Continue, which sends it a one-time code.
 * Continue looks disabled until ten digits are typed; pressing it early says why.
 */
export function MobileOtpForm({
  mobile,
  onMobileChange,
  send,
  sending,
  onSent,
  invalidMessage = VALIDATION.validMobile,
  submitLabel,
  touchWhenComplete = false,
  ...fieldProps
}: MobileOtpFormProps) {
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const valid = mobile.length === PHONE_DIGITS;
  const { t } = useTranslation('forms');
  const validationText = useValidationText();
  const invalidText = validationText(invalidMessage);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    if (!valid) {
      setTouched(true);
      toast.error(invalidText);
      return;
    }
    setServerError(null);
    try {
      await send(mobile);
      toast.success(t('toasts.otpSentToMobile'));
      onSent(mobile);
    } catch (caught) {
      setServerError(getApiErrorMessage(caught));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <PhoneField
        {...fieldProps}
        value={mobile}
        onChange={(digits) => {
          onMobileChange(digits);
          setServerError(null);
          if (touchWhenComplete && digits.length === PHONE_DIGITS) setTouched(true);
        }}
        onBlur={(event) => {
          if (leftByUser(event)) setTouched(true);
        }}
        error={touched && !valid ? invalidText : undefined}
      />
      <FormMessage message={serverError} />
      <SubmitButton
        busy={sending}
        busyLabel={t('otp.sendingOtp')}
        trailingIcon={ArrowRight}
        softDisabled={!valid || sending}
      >
        {submitLabel ?? t('otp.continue')}
      </SubmitButton>
    </form>
  );
}
