import { ArrowRight, Baby, Brain, Flower2, Heart, Sparkles, Thermometer } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSpecialityName } from '@/hooks/use-speciality-name';
import { searchNavigationState, searchResultsHref } from '@/lib/search-link';

interface Concern {
  /** Its title's key in the `landing` catalogue's `concerns`. */
  key: 'period' | 'skin' | 'performance' | 'cold' | 'child' | 'mind';
  /** The speciality the tile searches for, as the server names it. */
  speciality: string;
  icon: LucideIcon;
  tone: string;
}

/** Each concern searches the speciality that treats it (spec deviation: tiles work). */
export const HEALTH_CONCERNS: readonly Concern[] = [
  {
    key: 'period',
    speciality: 'Gynecologist/Obstetrician',
    icon: Flower2,
    tone: 'bg-rose-50 text-rose-700',
  },
  { key: 'skin', speciality: 'Dermatologist', icon: Sparkles, tone: 'bg-amber-50 text-amber-700' },
  { key: 'performance', speciality: 'Sexologist', icon: Heart, tone: 'bg-pink-50 text-pink-700' },
  {
    key: 'cold',
    speciality: 'General Physician',
    icon: Thermometer,
    tone: 'bg-sky-50 text-sky-700',
  },
  { key: 'child', speciality: 'Pediatrician', icon: Baby, tone: 'bg-violet-50 text-violet-700' },
  { key: 'mind', speciality: 'Psychiatrist', icon: Brain, tone: 'bg-indigo-50 text-indigo-700' },
];

export function HealthConcernsSection() {
  const { t } = useTranslation('landing');
  const specialityName = useSpecialityName();
  return (
    <section aria-labelledby="concerns-heading" className="bg-white py-14 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {t('concerns.eyebrow')}
            </p>
            <h2
              id="concerns-heading"
              className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
            >
              {t('concerns.title')}
            </h2>
          </div>
          <p className="max-w-sm text-sm leading-6 text-slate-600">{t('concerns.text')}</p>
        </div>
        <ul className="mt-10 grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-6">
          {HEALTH_CONCERNS.map(({ key, speciality, icon: Icon, tone }) => (
            <li key={key}>
              <Link
                to={searchResultsHref({ treatment: speciality })}
                state={searchNavigationState({ treatment: speciality })}
                className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-lg sm:p-5"
              >
                <span className={`flex size-14 items-center justify-center rounded-2xl ${tone}`}>
                  <Icon aria-hidden="true" className="size-7" />
                </span>
                <span className="mt-4 flex-1 text-base leading-6 font-semibold text-slate-900">
                  {t(`concerns.${key}`)}
                </span>
                <span className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:text-brand-900">
                  {specialityName(speciality).replace('/', ' / ')}
                  <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
