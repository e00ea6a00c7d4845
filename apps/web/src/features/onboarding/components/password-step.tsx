import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { toast } from 'react-toastify';
import { TOASTS } from '@clinic/shared/messages';
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
      toast.success(session.message || TOASTS.userCreated);
      onCreated();
    } catch (error) {
      setServerError(getApiErrorMessage(error));
    }
  });

  return (
    <StepFrame
      title="Set your password"
      description="You will log in with your mobile number and this password."
      focusHeading={focusHeading}
    >
      <FormMessage tone="success" message={TOASTS.otpVerified} className="mb-5" />
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <NewPasswordFields form={form} passwordLabel="Password" confirmLabel="Confirm password" />
        <FormMessage message={serverError} />
        <SubmitButton
          busy={isLoading}
          busyLabel="Creating account..."
          icon={UserPlus}
          disabled={isLoading}
        >
          Create Account
        </SubmitButton>
      </form>
    </StepFrame>
  );
}
