import { BadgeCheck, CalendarClock, IndianRupee, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Each by its key in the `landing` catalogue's whyChooseUs.reasons. */
const REASONS = [
  { key: 'verified', icon: BadgeCheck },
  { key: 'availability', icon: CalendarClock },
  { key: 'fees', icon: IndianRupee },
  { key: 'privacy', icon: ShieldCheck },
] as const;

export function WhyChooseUsSection() {
  const { t } = useTranslation('landing');
  return (
    <section
      id="why-choose-us"
      aria-labelledby="why-choose-us-heading"
      className="scroll-mt-16 bg-slate-50 py-14 sm:py-20"
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {t('whyChooseUs.eyebrow')}
          </p>
          <h2
            id="why-choose-us-heading"
            className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
          >
            {t('whyChooseUs.title')}
          </h2>
          <div className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <p className="text-5xl font-extrabold tracking-tight text-brand-700">
              {t('whyChooseUs.claim')}
            </p>
            <p className="mt-2 text-sm leading-6 text-slate-600">{t('whyChooseUs.claimText')}</p>
          </div>
        </div>
        <ul className="grid gap-6 sm:grid-cols-2 lg:col-span-2">
          {REASONS.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-700 text-white">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">
                {t(`whyChooseUs.reasons.${key}.title`)}
              </h3>
              <p className="mt-1.5 text-sm leading-6 text-slate-600">
                {t(`whyChooseUs.reasons.${key}.text`)}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
