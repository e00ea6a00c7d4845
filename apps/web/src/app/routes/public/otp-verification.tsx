import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { AuthFrame } from '@/components/ui/auth-frame';
import { OtpLoginFlow } from '@/features/auth/components/otp-login-flow';

export default function OtpVerificationRoute() {
  return (
    <AuthFrame
      title="OTP Verification"
      description="Sign in with a one-time code sent to your registered mobile number."
      footer={
        <Link
          to="/login"
          className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Log in with password instead
        </Link>
      }
    >
      <OtpLoginFlow />
    </AuthFrame>
  );
}
