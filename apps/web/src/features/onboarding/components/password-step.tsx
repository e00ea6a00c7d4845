import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { toast } from 'react-toastify';
import { toE164India } from '@clinic/shared/phone';
import { FormMessage } from '@/components/ui/form-message';
import { NewPasswordFields, useNewPasswordForm } from '@/components/ui/new-password-fields';
import { SubmitButton } from '@/components/ui/submit-button';
import { getApiErrorMessage } from '@/lib/api-client';
import { sessionStarted } from '@/lib/session-events';
import { setToken } from '@/lib/token-storage';
import { useCreateUserMutation } from '../api/create-user';
import { StepFrame } from './step-frame';

interface PasswordStepProps {
  name: string;
  mobile: string;
  focusHeading: boolean;
  onCreated: () => void;
}

/**
 * Step 2: a password under the five rules (checked 300 ms after typing stops) and its
 * confirmation; create-user stores the session token and moves on.
 */
export function PasswordStep({ name, mobile, focusHeading, onCreated }: PasswordStepProps) {
  const { t } = useTranslation(['onboarding', 'forms']);
  const dispatch = useDispatch();
  const [createUser, { isLoading }] = useCreateUserMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useNewPasswordForm();

  const onSubmit = form.handleSubmit(async ({ password: chosen }) => {
    setServerError(null);
    try {
      const session = await createUser({
        phoneNumber: toE164India(mobile),
        name,
        password: chosen,
      }).unwrap();
      setToken(session.token);
      dispatch(sessionStarted(session.token));
      // The server's success message is English; the toast follows the language shown.
      toast.success(t('forms:toasts.userCreated'));
      onCreated();
    } catch (error) {
      setServerError(getApiErrorMessage(error));
    }
  });

  return (
    <StepFrame
      title={t('password.title')}
      description={t('password.description')}
      focusHeading={focusHeading}
    >
      <FormMessage tone="success" message={t('forms:toasts.otpVerified')} className="mb-5" />
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <NewPasswordFields
          form={form}
          passwordLabel={t('password.password')}
          confirmLabel={t('password.confirm')}
        />
        <FormMessage message={serverError} />
        <SubmitButton
          busy={isLoading}
          busyLabel={t('password.creating')}
          icon={UserPlus}
          disabled={isLoading}
        >
          {t('password.create')}
        </SubmitButton>
      </form>
    </StepFrame>
  );
}
