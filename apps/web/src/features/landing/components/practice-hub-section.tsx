import { CalendarCheck, ShieldCheck, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonStyles } from '@/components/ui/button-styles';

/** Each by its key in the `landing` catalogue's practiceHub.benefits. */
const BENEFITS = [
  { key: 'verified', icon: ShieldCheck },
  { key: 'control', icon: CalendarCheck },
  { key: 'simplicity', icon: Sparkles },
] as const;

/** The doctors' pitch: register for free and advertise the practice. */
export function PracticeHubSection() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="practice-hub-heading" className="bg-white py-14 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="overflow-hidden rounded-3xl bg-brand-900 px-6 py-10 text-white sm:px-10 lg:px-14 lg:py-14">
          <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
            <div className="max-w-xl">
              <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase">
                {t('practiceHub.eyebrow')}
              </p>
              <h2
                id="practice-hub-heading"
                className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl"
              >
                {t('practiceHub.title')}
              </h2>
              <p className="mt-3 text-base leading-7 text-brand-50">{t('practiceHub.text')}</p>
            </div>
            <Link
              to="/sign-up"
              className={buttonStyles({
                variant: 'inverse',
                size: 'lg',
                className: 'self-start lg:self-auto',
              })}
            >
              {t('practiceHub.action')}
            </Link>
          </div>
          <ul className="mt-10 grid gap-5 md:grid-cols-3">
            {BENEFITS.map(({ key, icon: Icon }) => (
              <li key={key} className="rounded-2xl bg-white/10 p-6 ring-1 ring-white/15">
                <Icon aria-hidden="true" className="size-6 text-brand-200" />
                <h3 className="mt-3 font-semibold">{t(`practiceHub.benefits.${key}.title`)}</h3>
                <p className="mt-1 text-sm leading-6 text-brand-50">
                  {t(`practiceHub.benefits.${key}.text`)}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
