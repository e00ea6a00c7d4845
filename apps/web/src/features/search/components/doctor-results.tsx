import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useOnVisible } from '@/hooks/use-on-visible';
import type { BookingDoctor, BookingMode, BookingNavigationState } from '@/lib/booking-link';
import type { DoctorResult } from '../api/search-doctors';
import { DoctorCard } from './doctor-card';

interface DoctorResultsProps {
  doctors: readonly DoctorResult[];
  /** The first page is loading: nothing to show yet. */
  loading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  /** The message of a failed page, first or later. */
  error: string | null;
  onRetry: () => void;
  onLoadMore: () => void;
  treatment: string;
  mode: BookingMode;
  onChooseSlot: (state: BookingNavigationState) => void;
  onQuickBook?: ((doctor: BookingDoctor, mode: BookingMode) => void) | undefined;
  /** Offered with the empty state, e.g. a button that clears the filters. */
  emptyAction?: ReactNode;
}

function ErrorBox({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation(['search', 'common']);
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm font-medium text-rose-800"
    >
      <span>{t('common:dropdown.error', { message })}</span>
      <button
        type="button"
        onClick={onRetry}
        className="rounded-lg bg-white px-3 py-1.5 font-semibold text-rose-800 ring-1 ring-rose-300 hover:bg-rose-100"
      >
        {t('results.tryAgain')}
      </button>
    </div>
  );
}

function SkeletonCard() {
  return (
    <div className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6">
      <div className="size-20 shrink-0 animate-pulse rounded-2xl bg-slate-200 sm:size-24" />
      <div className="flex-1 space-y-3 py-1">
        <div className="h-5 w-1/3 animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-slate-100" />
        <div className="h-4 w-2/5 animate-pulse rounded bg-slate-100" />
        <div className="h-4 w-3/5 animate-pulse rounded bg-slate-100" />
      </div>
    </div>
  );
}

/**
 * The result list with its states: loading (first page), error, empty, and the
 * next page loading when the end of the list comes into view.
 */
export function DoctorResults({
  doctors,
  loading,
  loadingMore,
  hasMore,
  error,
  onRetry,
  onLoadMore,
  treatment,
  mode,
  onChooseSlot,
  onQuickBook,
  emptyAction,
}: DoctorResultsProps) {
  const { t } = useTranslation('search');
  const canLoadMore = hasMore && !loading && !loadingMore && error === null;
  const sentinel = useOnVisible<HTMLDivElement>(onLoadMore, canLoadMore);

  if (loading) {
    return (
      <div role="status" aria-live="polite" className="space-y-4">
        <span className="sr-only">{t('results.loadingDoctors')}</span>
        <SkeletonCard />
        <SkeletonCard />
        <SkeletonCard />
      </div>
    );
  }

  if (doctors.length === 0) {
    if (error !== null) return <ErrorBox message={error} onRetry={onRetry} />;
    return (
      <EmptyState
        icon={SearchX}
        title={t('results.noDoctors')}
        description={t('results.noDoctorsHint')}
        action={emptyAction}
      />
    );
  }

  return (
    <div>
      <ul className="space-y-4" aria-label={t('results.doctors')}>
        {doctors.map((doctor) => (
          <li key={doctor.userId}>
            <DoctorCard
              doctor={doctor}
              treatment={treatment}
              mode={mode}
              onChooseSlot={onChooseSlot}
              onQuickBook={onQuickBook}
            />
          </li>
        ))}
      </ul>
      <div ref={sentinel} aria-hidden="true" className="h-px" />
      <div className="mt-6 flex flex-col items-center gap-3">
        {loadingMore ? (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner className="size-5" />
            {t('results.loadingMore')}
          </p>
        ) : null}
        {error !== null ? (
          <div className="w-full">
            <ErrorBox message={error} onRetry={onRetry} />
          </div>
        ) : null}
        {canLoadMore ? (
          // Without JavaScript the page links below take its place (scripting: none).
          <button
            type="button"
            onClick={onLoadMore}
            className={buttonStyles({
              variant: 'secondary',
              className: '[@media(scripting:none)]:hidden',
            })}
          >
            {t('results.showMore')}
          </button>
        ) : null}
        {!hasMore && !loadingMore && error === null ? (
          <p className="text-sm text-slate-600">{t('results.seenAll')}</p>
        ) : null}
      </div>
    </div>
  );
}
