import { Ambulance, Check, HeartPulse, Stethoscope } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonStyles } from '@/components/ui/button-styles';
import { env } from '@/config/env';
import { cn } from '@/lib/cn';
import { SERVICE_ANCHORS } from './services-section';

type ServiceKey = keyof typeof SERVICE_ANCHORS;

interface ServiceDetail {
  key: ServiceKey;
  icon: LucideIcon;
  tone: string;
  /** Its points, by their keys in the `landing` catalogue. */
  points: readonly `services.${ServiceKey}.points.${string}`[];
}

const phoneHref = `tel:${env.contact.phone.replace(/\s/g, '')}`;

const DETAILS = [
  {
    key: 'ambulance',
    icon: Ambulance,
    tone: 'bg-rose-50 text-rose-700',
    points: [
      'services.ambulance.points.crews',
      'services.ambulance.points.planned',
      'services.ambulance.points.emergency',
    ],
  },
  {
    key: 'patients',
    icon: HeartPulse,
    tone: 'bg-sky-50 text-sky-700',
    points: [
      'services.patients.points.search',
      'services.patients.points.slots',
      'services.patients.points.confirm',
      'services.patients.points.reminder',
    ],
  },
  {
    key: 'doctors',
    icon: Stethoscope,
    tone: 'bg-brand-50 text-brand-700',
    points: [
      'services.doctors.points.dashboard',
      'services.doctors.points.requests',
      'services.doctors.points.records',
      'services.doctors.points.ratings',
    ],
  },
] as const satisfies readonly ServiceDetail[];

function ServiceAction({ service }: { service: ServiceKey }): ReactNode {
  const { t } = useTranslation('landing');
  if (service === 'ambulance') {
    return (
      <a href={phoneHref} className={buttonStyles({ variant: 'secondary' })}>
        {t('services.ambulance.action', { phone: env.contact.phone })}
      </a>
    );
  }
  return (
    <Link to={service === 'patients' ? '/doctors' : '/sign-up'} className={buttonStyles()}>
      {t(`services.${service}.action`)}
    </Link>
  );
}

/** One section per service, anchored so each 'Read More' on the home page lands on it. */
export function ServiceDetails() {
  const { t } = useTranslation('landing');
  return (
    <div className="space-y-6">
      {DETAILS.map(({ key, icon: Icon, tone, points }) => {
        const anchor = SERVICE_ANCHORS[key];
        return (
          <section
            key={anchor}
            id={anchor}
            aria-labelledby={`${anchor}-heading`}
            className="scroll-mt-24 grid gap-6 rounded-3xl border border-slate-200 bg-white p-6 sm:p-8 lg:grid-cols-5 lg:gap-10"
          >
            <div className="lg:col-span-2">
              <span className={cn('flex size-12 items-center justify-center rounded-xl', tone)}>
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h2
                id={`${anchor}-heading`}
                className="mt-4 text-2xl font-bold tracking-tight text-slate-900"
              >
                {t(`services.${key}.title`)}
              </h2>
              <p className="mt-3 text-base leading-7 text-slate-600">{t(`services.${key}.lead`)}</p>
              <div className="mt-6">
                <ServiceAction service={key} />
              </div>
            </div>
            <ul className="space-y-3 self-center lg:col-span-3">
              {points.map((point) => (
                <li
                  key={point}
                  className="flex gap-3 rounded-xl bg-slate-50 p-4 text-sm text-slate-700"
                >
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  {t(point)}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
