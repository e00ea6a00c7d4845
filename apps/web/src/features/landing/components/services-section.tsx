import { Ambulance, ArrowRight, HeartPulse, Stethoscope } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Anchors of the service sections on /why-choose-us, where each 'Read More' leads. */
export const SERVICE_ANCHORS = {
  ambulance: 'ambulance-services',
  patients: 'patient-portal',
  doctors: 'doctor-portal',
} as const;

/** Each service by its key in the `landing` catalogue's `services`. */
const SERVICES = [
  { key: 'ambulance', icon: Ambulance, tone: 'bg-rose-50 text-rose-700' },
  { key: 'patients', icon: HeartPulse, tone: 'bg-sky-50 text-sky-700' },
  { key: 'doctors', icon: Stethoscope, tone: 'bg-brand-50 text-brand-700' },
] as const;

export function ServicesSection() {
  const { t } = useTranslation('landing');
  return (
    <section
      id="services"
      tabIndex={-1}
      aria-labelledby="services-heading"
      className="scroll-mt-16 bg-slate-50 py-14 focus:outline-none sm:py-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {t('services.eyebrow')}
          </p>
          <h2
            id="services-heading"
            className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
          >
            {t('services.title')}
          </h2>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {SERVICES.map(({ key, icon: Icon, tone }) => (
            <li
              key={key}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className={`flex size-12 items-center justify-center rounded-xl ${tone}`}>
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">
                {t(`services.${key}.title`)}
              </h3>
              <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">
                {t(`services.${key}.text`)}
              </p>
              <Link
                to={`/why-choose-us#${SERVICE_ANCHORS[key]}`}
                aria-label={t('services.readMoreAbout', { title: t(`services.${key}.title`) })}
                className="mt-6 inline-flex items-center gap-1.5 self-start rounded-md text-sm font-semibold text-brand-700 hover:text-brand-900"
              >
                {t('services.readMore')}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
