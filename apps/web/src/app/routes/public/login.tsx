import { Link } from 'react-router-dom';
import { AuthFrame } from '@/components/ui/auth-frame';
import { LoginForm } from '@/features/auth/components/login-form';

export default function LoginRoute() {
  return (
    <AuthFrame
      title="Log In"
      description="Sign in to your doctor portal with your mobile number and password."
      footer={
        <>
          New to Digital Clinic?{' '}
          <Link
            to="/sign-up"
            className="font-semibold text-brand-700 hover:text-brand-800 hover:underline"
          >
            Register your clinic
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthFrame>
  );
}
