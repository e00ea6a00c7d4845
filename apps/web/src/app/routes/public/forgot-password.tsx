import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { AuthFrame } from '@/components/ui/auth-frame';
import { ForgotPasswordFlow } from '@/features/auth/components/forgot-password-flow';

export default function ForgotPasswordRoute() {
  return (
    <AuthFrame
      title="Forgot Password"
      description="Reset your password with a code sent to your registered mobile number."
      footer={<BackToLogin />}
    >
      <ForgotPasswordFlow />
    </AuthFrame>
  );
}

function BackToLogin() {
  return (
    <Link
      to="/login"
      className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-800 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Log In
    </Link>
  );
}
