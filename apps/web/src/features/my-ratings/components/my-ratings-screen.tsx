import { Search, Star } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { inputStyles } from '@/components/ui/input-styles';
import { ListEmpty, ListLoadError } from '@/components/ui/list-states';
import { PageLoader } from '@/components/ui/page-loader';
import { Pagination } from '@/components/ui/pagination';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useApiErrorMessage } from '@/hooks/use-api-error-text';
import { getApiErrorMessage } from '@/lib/api-client';
import {
  REVIEW_SORTS,
  useGetReviewsQuery,
  type GetReviewsInput,
  type ReviewRow,
  type ReviewSort,
} from '../api/get-reviews';
import { useRemoveReplyMutation, useSaveReplyMutation } from '../api/reply-to-review';
import { RatingSummary } from './rating-summary';
import { ReplyDialog } from './reply-dialog';
import { ReviewsTable } from './reviews-table';

export const RATINGS_SEARCH_DEBOUNCE_MS = 300;

/** The filters live in the URL, so a reload or a shared link shows the same rows. */
function useRatingFilters() {
  const [params, setParams] = useSearchParams();
  const starsParam = Number(params.get('stars'));
  const sortParam = params.get('sort') as ReviewSort | null;
  const filters: GetReviewsInput = {
    search: params.get('search') ?? '',
    stars: starsParam >= 1 && starsParam <= 5 ? Math.trunc(starsParam) : null,
    sort: sortParam && REVIEW_SORTS.includes(sortParam) ? sortParam : 'date',
    dir: params.get('dir') === 'asc' ? 'asc' : 'desc',
    page: Math.max(1, Math.trunc(Number(params.get('page')) || 1)),
  };
  const update = (change: Partial<GetReviewsInput>) => {
    const next = { ...filters, page: 1, ...change };
    const out = new URLSearchParams();
    if (next.search.trim()) out.set('search', next.search.trim());
    if (next.stars) out.set('stars', String(next.stars));
    if (next.sort !== 'date' || next.dir !== 'desc') {
      out.set('sort', next.sort);
      out.set('dir', next.dir);
    }
    if (next.page > 1) out.set('page', String(next.page));
    setParams(out, { replace: true });
  };
  // The active column flips; a new one starts A-Z for names, highest or newest first otherwise.
  const toggleSort = (column: ReviewSort) =>
    update(
      filters.sort === column
        ? { sort: column, dir: filters.dir === 'asc' ? 'desc' : 'asc' }
        : { sort: column, dir: column === 'name' ? 'asc' : 'desc' },
    );
  return { filters, update, toggleSort };
}

/** My Ratings: the summary, then the reviews with search, the star filter, sorting and replies. */
export function MyRatingsScreen() {
  const { t } = useTranslation('ratings');
  const errorMessage = useApiErrorMessage();
  const { filters, update, toggleSort } = useRatingFilters();
  const { data, isLoading, isFetching, error, refetch } = useGetReviewsQuery(filters);
  const [saveReply, saveState] = useSaveReplyMutation();
  const [removeReply] = useRemoveReplyMutation();
  const [replyTo, setReplyTo] = useState<ReviewRow | null>(null);
  const [removing, setRemoving] = useState<ReviewRow | null>(null);
  const [search, setSearch] = useState(filters.search);
  const debounced = useDebouncedValue(search, RATINGS_SEARCH_DEBOUNCE_MS);
  const wide = useMediaQuery('(min-width: 768px)', true);

  useEffect(() => {
    if (debounced.trim() !== filters.search.trim()) update({ search: debounced });
    // Only newly typed text starts a search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const onSave = async (reply: string) => {
    if (!replyTo) return;
    try {
      await saveReply({ id: replyTo.id, reply }).unwrap();
      toast.success(t('replySaved'));
      setReplyTo(null);
    } catch (err) {
      toast.error(errorMessage(err, t('saveFailed')));
    }
  };
  const onRemove = async () => {
    if (!removing) return;
    const review = removing;
    setRemoving(null);
    try {
      await removeReply({ id: review.id }).unwrap();
      toast.success(t('replyRemoved'));
    } catch (err) {
      toast.error(errorMessage(err, t('removeFailed')));
    }
  };

  const filtered = Boolean(filters.search.trim() || filters.stars);

  return (
    <>
      {data ? <RatingSummary summary={data.summary} /> : null}
      <section
        aria-label={t('reviews')}
        className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
      >
        <div className="flex flex-col gap-3 border-b border-slate-200 p-4 lg:flex-row lg:items-center lg:justify-between">
          <h2 className="text-lg font-semibold text-slate-900">{t('heading')}</h2>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <div className="relative sm:w-72">
              <label htmlFor="ratings-search" className="sr-only">
                {t('search')}
              </label>
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-500"
              />
              <input
                id="ratings-search"
                type="search"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                placeholder={t('searchPlaceholder')}
                className={inputStyles({ className: 'pl-10' })}
              />
            </div>
            <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
              <span>{t('starsFilter')}</span>
              <select
                value={filters.stars ?? ''}
                onChange={(e) => update({ stars: e.target.value ? Number(e.target.value) : null })}
                className={inputStyles({ className: 'w-36' })}
              >
                <option value="">{t('all')}</option>
                {[5, 4, 3, 2, 1].map((n) => (
                  <option key={n} value={n}>
                    {t('stars', { count: n })}
                  </option>
                ))}
              </select>
            </label>
            {!wide ? (
              <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
                <span>{t('sort')}</span>
                <select
                  value={`${filters.sort}:${filters.dir}`}
                  onChange={(e) => {
                    const [sort, dir] = e.target.value.split(':') as [ReviewSort, 'asc' | 'desc'];
                    update({ sort, dir });
                  }}
                  className={inputStyles({ className: 'w-44' })}
                >
                  <option value="date:desc">{t('sorts.newest')}</option>
                  <option value="date:asc">{t('sorts.oldest')}</option>
                  <option value="rating:desc">{t('sorts.highest')}</option>
                  <option value="rating:asc">{t('sorts.lowest')}</option>
                  <option value="name:asc">{t('sorts.nameAsc')}</option>
                  <option value="name:desc">{t('sorts.nameDesc')}</option>
                </select>
              </label>
            ) : null}
          </div>
        </div>
        {isLoading ? (
          <PageLoader label={t('loading')} />
        ) : error ? (
          <ListLoadError
            message={getApiErrorMessage(error, t('loadFailed'))}
            onRetry={() => void refetch()}
          />
        ) : data && data.reviews.length > 0 ? (
          <>
            <ReviewsTable
              rows={data.reviews}
              sort={filters.sort}
              dir={filters.dir}
              onSort={toggleSort}
              layout={wide ? 'table' : 'cards'}
              stale={isFetching}
              onReply={setReplyTo}
              onRemoveReply={setRemoving}
            />
            <Pagination
              className="border-t border-slate-200 px-4 py-3"
              label={t('pages')}
              page={filters.page}
              pageSize={data.pageSize}
              total={data.total}
              onPageChange={(page) => update({ page })}
            />
          </>
        ) : (
          <ListEmpty icon={Star}>{filtered ? t('emptyFiltered') : t('empty')}</ListEmpty>
        )}
      </section>
      <ReplyDialog
        review={replyTo}
        busy={saveState.isLoading}
        onSave={(reply) => void onSave(reply)}
        onClose={() => setReplyTo(null)}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('removeTitle')}
        confirmLabel={t('removeReply')}
        destructive
        onConfirm={() => void onRemove()}
        onCancel={() => setRemoving(null)}
      >
        {t('removeBody', { name: removing?.name ?? '' })}
      </ConfirmDialog>
    </>
  );
}
