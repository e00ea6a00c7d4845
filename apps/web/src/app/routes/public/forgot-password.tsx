import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AuthFrame } from '@/components/ui/auth-frame';
import { ForgotPasswordFlow } from '@/features/auth/components/forgot-password-flow';

export default function ForgotPasswordRoute() {
  const { t } = useTranslation('auth');
  return (
    <AuthFrame
      title={t('forgot.title')}
      description={t('forgot.description')}
      footer={<BackToLogin />}
    >
      <ForgotPasswordFlow />
    </AuthFrame>
  );
}

function BackToLogin() {
  const { t } = useTranslation('auth');
  return (
    <Link
      to="/login"
      className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-800 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('forgot.backToLogin')}
    </Link>
  );
}
