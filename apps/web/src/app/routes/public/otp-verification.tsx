import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AuthFrame } from '@/components/ui/auth-frame';
import { OtpLoginFlow } from '@/features/auth/components/otp-login-flow';

export default function OtpVerificationRoute() {
  const { t } = useTranslation('auth');
  return (
    <AuthFrame
      title={t('otpLogin.title')}
      description={t('otpLogin.description')}
      footer={
        <Link
          to="/login"
          className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('otpLogin.withPassword')}
        </Link>
      }
    >
      <OtpLoginFlow />
    </AuthFrame>
  );
}
