import { ArrowLeft, Home } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonStyles } from '@/components/ui/button-styles';
import { env } from '@/config/env';
import { useGoBack } from '@/hooks/use-go-back';
import { usePageMeta } from '@/hooks/use-page-meta';

export function NotFoundRoute() {
  const goBack = useGoBack();
  const { t } = useTranslation();
  usePageMeta({
    title: `${t('notFound.title')} | ${env.appName}`,
    description: t('notFound.suggestion'),
    robots: 'noindex',
    status: 404,
  });
  return (
    <section className="relative isolate flex min-h-[70vh] items-center justify-center overflow-hidden px-4 py-16 sm:px-6">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_top,var(--color-brand-50),transparent_60%)]"
      />
      <div className="max-w-lg text-center">
        <p className="text-7xl font-extrabold tracking-tight text-brand-700 sm:text-8xl">
          {t('notFound.code')}
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {t('notFound.title')}
        </h1>
        <p className="mt-4 text-base leading-7 text-slate-600">{t('notFound.suggestion')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <button
            type="button"
            onClick={goBack}
            className={buttonStyles({ variant: 'secondary', size: 'lg' })}
          >
            <ArrowLeft aria-hidden="true" className="size-5" />
            {t('notFound.goBack')}
          </button>
          <Link to="/" className={buttonStyles({ size: 'lg' })}>
            <Home aria-hidden="true" className="size-5" />
            {t('notFound.home')}
          </Link>
        </div>
      </div>
    </section>
  );
}

export default NotFoundRoute;
