import { ArrowLeft, Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/button-styles';
import { env } from '@/config/env';
import { useGoBack } from '@/hooks/use-go-back';

export default function ReportsRoute() {
  const goBack = useGoBack();
  const { t } = useTranslation('auth');
  return (
    <section className="flex min-h-[70vh] items-center justify-center px-4 py-16 sm:px-6">
      <title>{`${t('reports.title')} | ${env.appName}`}</title>
      <div className="max-w-lg text-center">
        <span className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-amber-50 text-amber-700 ring-1 ring-amber-200">
          <Construction aria-hidden="true" className="size-8" />
        </span>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {t('reports.title')}
        </h1>
        <p className="mt-4 text-base leading-7 text-slate-600">{t('reports.text')}</p>
        <button
          type="button"
          onClick={goBack}
          className={buttonStyles({ size: 'lg', className: 'mt-8' })}
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
          {t('reports.goBack')}
        </button>
      </div>
    </section>
  );
}
