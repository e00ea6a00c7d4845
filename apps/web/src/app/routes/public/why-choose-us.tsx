import { BadgeCheck, CalendarClock, IndianRupee, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonStyles } from '@/components/ui/button-styles';
import { env } from '@/config/env';
import { FaqSection } from '@/features/landing/components/faq-section';
import { ServiceDetails } from '@/features/landing/components/service-details';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useScrollToHash } from '@/hooks/use-scroll-to-hash';
import { Fold } from '@/app/ssr/fold';

/** Each by its key in the `landing` catalogue's whyPage.promises. */
const PROMISES = [
  { key: 'verified', icon: BadgeCheck },
  { key: 'hold', icon: CalendarClock },
  { key: 'fees', icon: IndianRupee },
  { key: 'data', icon: ShieldCheck },
] as const;

/** /why-choose-us: what we promise, each service in detail, and common questions. */
export default function WhyChooseUsRoute() {
  // 'Read More' on the home page links to a service's section here.
  useScrollToHash();
  const { t } = useTranslation('landing');
  const { appName } = env;
  usePageMeta({
    title: t('whyPage.metaTitle', { appName }),
    description: t('whyPage.metaDescription', { appName }),
    canonical: '/why-choose-us',
  });

  return (
    <>
      <section
        aria-labelledby="why-heading"
        className="border-b border-slate-200 bg-gradient-to-br from-brand-50 via-white to-sky-50"
      >
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-5 lg:px-8">
          <div className="lg:col-span-3">
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {t('whyPage.eyebrow')}
            </p>
            <h1
              id="why-heading"
              className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl"
            >
              {t('whyPage.title')}
            </h1>
            <p className="mt-4 max-w-2xl text-lg leading-8 text-slate-600">
              {t('whyPage.intro', { appName })}
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link to="/doctors" className={buttonStyles({ size: 'lg' })}>
                {t('whyPage.findDoctor')}
              </Link>
              <Link to="/sign-up" className={buttonStyles({ variant: 'secondary', size: 'lg' })}>
                {t('whyPage.registerPractice')}
              </Link>
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-4 self-center lg:col-span-2">
            <div className="col-span-2 rounded-2xl bg-brand-800 p-6 text-white">
              <dt className="text-sm text-brand-100">{t('whyPage.users', { appName })}</dt>
              <dd className="mt-1 text-5xl font-extrabold tracking-tight">
                {t('whyPage.usersValue')}
              </dd>
            </div>
            <div className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
              <dt className="text-sm text-slate-600">{t('whyPage.openDays')}</dt>
              <dd className="mt-1 text-3xl font-bold text-slate-900">
                {t('whyPage.openDaysValue')}
              </dd>
            </div>
            <div className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
              <dt className="text-sm text-slate-600">{t('whyPage.toBook')}</dt>
              <dd className="mt-1 text-3xl font-bold text-slate-900">{t('whyPage.toBookValue')}</dd>
            </div>
          </dl>
        </div>
      </section>
      <Fold />

      <div className="bg-slate-50">
        <div className="mx-auto max-w-7xl space-y-14 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <section aria-labelledby="promises-heading">
            <h2 id="promises-heading" className="text-2xl font-bold tracking-tight text-slate-900">
              {t('whyPage.promisesTitle')}
            </h2>
            <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
              {PROMISES.map(({ key, icon: Icon }) => (
                <li key={key} className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
                  <span className="flex size-11 items-center justify-center rounded-xl bg-brand-700 text-white">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <h3 className="mt-4 font-semibold text-slate-900">
                    {t(`whyPage.promises.${key}.title`)}
                  </h3>
                  <p className="mt-1.5 text-sm leading-6 text-slate-600">
                    {t(`whyPage.promises.${key}.text`)}
                  </p>
                </li>
              ))}
            </ul>
          </section>

          <ServiceDetails />
          <FaqSection />
        </div>
      </div>
    </>
  );
}
