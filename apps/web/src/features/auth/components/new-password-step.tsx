import { LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '@/components/ui/form-message';
import {
  NewPasswordFields,
  useNewPasswordForm,
  type NewPasswordValues,
} from '@/components/ui/new-password-fields';
import { SubmitButton } from '@/components/ui/submit-button';
import { getApiErrorMessage } from '@/lib/api-client';

interface NewPasswordStepProps {
  onSubmit: (values: NewPasswordValues) => Promise<void>;
}

/** New password and its confirmation under the five rules, checked as the user types. */
export function NewPasswordStep({ onSubmit }: NewPasswordStepProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const { t } = useTranslation('auth');
  const form = useNewPasswordForm();
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setServerError(getApiErrorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <NewPasswordFields
        form={form}
        passwordLabel={t('forgot.newPassword')}
        confirmLabel={t('forgot.confirmNewPassword')}
      />
      <FormMessage message={serverError} />
      <SubmitButton
        busy={isSubmitting}
        busyLabel={t('forgot.saving')}
        icon={LockKeyhole}
        disabled={isSubmitting}
      >
        {t('forgot.reset')}
      </SubmitButton>
    </form>
  );
}
