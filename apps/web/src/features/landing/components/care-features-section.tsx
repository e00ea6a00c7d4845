import { ArrowRight, FileHeart, MapPin, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { searchResultsHref } from '@/lib/search-link';

// Video doctors who still have a free slot today: the fastest way to a consultation.
const VIDEO_NOW_HREF = searchResultsHref({}, { mode: 'virtual', availableToday: 'true' });

export function CareFeaturesSection() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="care-heading" className="bg-white py-14 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="care-heading" className="sr-only">
          {t('care.title')}
        </h2>
        <div className="grid gap-6 lg:grid-cols-5">
          <article className="relative overflow-hidden rounded-3xl bg-brand-800 p-8 text-white lg:col-span-3 lg:p-10">
            <div
              aria-hidden="true"
              className="absolute -right-24 -bottom-32 size-64 rounded-full bg-brand-600/30 blur-2xl"
            />
            <span className="flex size-12 items-center justify-center rounded-2xl bg-white/15">
              <Video aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-6 text-2xl font-bold tracking-tight sm:text-3xl">
              {t('care.video.title')}
            </h3>
            <p className="mt-3 max-w-lg text-base leading-7 text-brand-50">
              {t('care.video.text')}
            </p>
            <Link
              to={VIDEO_NOW_HREF}
              className="relative mt-8 inline-flex h-12 items-center gap-2 rounded-lg bg-white px-6 font-semibold text-brand-800 shadow-sm hover:bg-brand-50 focus-visible:outline-white"
            >
              {t('care.video.action')}
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
          </article>

          <div className="grid gap-6 lg:col-span-2">
            <article className="rounded-3xl border border-slate-200 bg-sky-50 p-7">
              <MapPin aria-hidden="true" className="size-7 text-sky-700" />
              <h3 className="mt-4 text-xl font-bold text-slate-900">{t('care.nearby.title')}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-700">{t('care.nearby.text')}</p>
              <Link
                to="/doctors"
                className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-sky-800 hover:text-sky-950"
              >
                {t('care.nearby.action')}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </article>
            <article className="rounded-3xl border border-slate-200 bg-amber-50 p-7">
              <FileHeart aria-hidden="true" className="size-7 text-amber-700" />
              <h3 className="mt-4 text-xl font-bold text-slate-900">{t('care.records.title')}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-700">{t('care.records.text')}</p>
            </article>
          </div>
        </div>
      </div>
    </section>
  );
}
