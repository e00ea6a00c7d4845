import { BadgeCheck, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSpecialityName } from '@/hooks/use-speciality-name';
import { searchNavigationState, searchResultsHref } from '@/lib/search-link';
import { Island } from '@/app/islands/island';

const POPULAR_SEARCHES = ['General Physician', 'Dentist', 'Dermatologist', 'Pediatrician'] as const;
const HIGHLIGHTS = ['verified', 'availability', 'visits'] as const;

interface HeroSectionProps {
  /** The doctor search form; the route composes it from the search feature. */
  searchForm: ReactNode;
}

export function HeroSection({ searchForm }: HeroSectionProps) {
  const { t } = useTranslation('landing');
  const speciality = useSpecialityName();
  return (
    // z-10: the search suggestions open over the sections below.
    <section aria-labelledby="hero-heading" className="relative isolate z-10">
      <div aria-hidden="true" className="absolute inset-0 -z-10 overflow-hidden">
        <div className="absolute inset-0 bg-gradient-to-br from-brand-50 via-white to-sky-50" />
        {/* Soft glows as radial gradients, not blurred circles: a blur filter this size
            is the costliest thing to rasterise on the first screen. Both are placed from
            the top: a frame drawn before the hero is parsed whole must not move them. */}
        <div className="absolute -top-48 -right-40 size-[34rem] bg-[radial-gradient(closest-side,var(--color-brand-100),transparent)] opacity-80" />
        <div className="absolute top-72 -left-48 size-[28rem] bg-[radial-gradient(closest-side,var(--color-sky-100),transparent)] opacity-80" />
      </div>
      <div className="mx-auto grid max-w-7xl items-start gap-10 px-4 pt-10 pb-14 sm:px-6 sm:pt-14 lg:grid-cols-12 lg:gap-12 lg:px-8 lg:pt-20 lg:pb-24">
        <div className="lg:col-span-7">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 shadow-sm ring-1 ring-brand-100">
            <Users aria-hidden="true" className="size-4" />
            {t('hero.usersClaim')}
          </p>
          <h1
            id="hero-heading"
            className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl"
          >
            {t('hero.headline')}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-slate-600">{t('hero.intro')}</p>

          <div className="mt-8 rounded-2xl bg-white p-4 shadow-xl ring-1 shadow-brand-900/5 ring-slate-200 sm:p-5">
            <h2 className="mb-3 text-base font-semibold text-slate-900">{t('hero.searchTitle')}</h2>
            {searchForm}
          </div>

          <div className="mt-5 flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium text-slate-700">{t('hero.popular')}</span>
            {POPULAR_SEARCHES.map((treatment) => (
              <Link
                key={treatment}
                to={searchResultsHref({ treatment })}
                state={searchNavigationState({ treatment })}
                className="rounded-full bg-white px-3 py-1.5 font-medium text-slate-700 ring-1 ring-slate-200 transition-colors hover:text-brand-800 hover:ring-brand-300"
              >
                {speciality(treatment)}
              </Link>
            ))}
          </div>

          <ul className="mt-7 flex flex-wrap gap-x-6 gap-y-3 text-sm font-medium text-slate-700">
            {HIGHLIGHTS.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <BadgeCheck aria-hidden="true" className="size-5 text-brand-700" />
                {t(`hero.highlights.${item}`)}
              </li>
            ))}
          </ul>
        </div>

        <div className="lg:col-span-5 lg:pt-4">
          <Island name="quick-registration" props={{}} />
        </div>
      </div>
    </section>
  );
}
