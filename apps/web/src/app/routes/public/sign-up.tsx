import { useCurrentUser } from '@/features/auth/hooks/use-current-user';
import { SignUpWizard } from '@/features/onboarding/components/sign-up-wizard';

export default function SignUpRoute() {
  // The wizard opened at step 3 after login needs the doctor's name and email.
  const { user } = useCurrentUser();
  return <SignUpWizard currentUser={user} />;
}
