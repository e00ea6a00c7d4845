import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AuthFrame } from '@/components/ui/auth-frame';
import { LoginForm } from '@/features/auth/components/login-form';

export default function LoginRoute() {
  const { t } = useTranslation('auth');
  return (
    <AuthFrame
      title={t('login.title')}
      description={t('login.description')}
      footer={
        <>
          {t('login.newHere')}{' '}
          <Link
            to="/sign-up"
            className="font-semibold text-brand-700 hover:text-brand-800 hover:underline"
          >
            {t('login.register')}
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthFrame>
  );
}
