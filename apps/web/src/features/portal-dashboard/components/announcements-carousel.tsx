import { ChevronLeft, ChevronRight, Megaphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENTS_SHOWN } from '@clinic/shared/constants';
import { cn } from '@/lib/cn';
import type { Announcement } from '../api/get-dashboard';

const arrowButton =
  'inline-flex size-8 items-center justify-center rounded-full bg-white/15 text-white ring-1 ring-white/30 hover:bg-white/25';

/**
 * Up to three announcements, one at a time, with arrows and dots. It never turns by
 * itself, so nobody has to chase a moving text; changes are announced politely.
 */
export function AnnouncementsCarousel({ announcements }: { announcements: Announcement[] }) {
  const { t } = useTranslation('portal');
  const slides = announcements.slice(0, ANNOUNCEMENTS_SHOWN);
  const [index, setIndex] = useState(0);
  if (slides.length === 0) return null;
  const current = Math.min(index, slides.length - 1);
  const slide = slides[current]!;
  const go = (next: number) => setIndex((next + slides.length) % slides.length);

  return (
    <section
      aria-roledescription={t('dashboard.announcements.carouselRole')}
      aria-labelledby="announcements-heading"
      className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-800 to-brand-950 p-5 text-white shadow-sm"
    >
      <div
        aria-hidden="true"
        className="absolute -top-16 -right-16 size-48 rounded-full bg-brand-500/30 blur-2xl"
      />
      <div className="relative flex items-center justify-between gap-3">
        <h2
          id="announcements-heading"
          className="flex items-center gap-2 text-sm font-semibold text-brand-50"
        >
          <Megaphone aria-hidden="true" className="size-4" />
          {t('dashboard.announcements.title')}
        </h2>
        {slides.length > 1 ? (
          <div className="flex gap-1.5">
            <button
              type="button"
              className={arrowButton}
              aria-label={t('dashboard.announcements.previous')}
              onClick={() => go(current - 1)}
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
            </button>
            <button
              type="button"
              className={arrowButton}
              aria-label={t('dashboard.announcements.next')}
              onClick={() => go(current + 1)}
            >
              <ChevronRight aria-hidden="true" className="size-4" />
            </button>
          </div>
        ) : null}
      </div>
      <div aria-live="polite" className="relative mt-4 min-h-28">
        <div
          key={slide.id}
          role="group"
          aria-roledescription={t('dashboard.announcements.slideRole')}
          aria-label={t('dashboard.announcements.slide', { n: current + 1, total: slides.length })}
        >
          <h3 className="text-lg font-semibold">{slide.title}</h3>
          <p className="mt-2 text-sm leading-6 text-brand-50/90">{slide.message}</p>
        </div>
      </div>
      {slides.length > 1 ? (
        <div className="relative mt-4 flex justify-center gap-2">
          {slides.map((item, i) => (
            <button
              key={item.id}
              type="button"
              aria-label={t('dashboard.announcements.show', { n: i + 1 })}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => setIndex(i)}
              className="flex size-6 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'block h-2 rounded-full transition-all',
                  i === current ? 'w-5 bg-white' : 'w-2 bg-white/45',
                )}
              />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
