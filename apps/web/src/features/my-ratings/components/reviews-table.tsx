import { MessageSquareReply, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { HorizontalScroll } from '@/components/ui/horizontal-scroll';
import { SortIcon } from '@/components/ui/sort-icon';
import { StarRating } from '@/components/ui/star-rating';
import { toDayMonthYear } from '@/lib/billing-format';
import { cn } from '@/lib/cn';
import {
  REVIEW_SORTS,
  type ReviewRow,
  type ReviewSort,
  type SortDirection,
} from '../api/get-reviews';

export interface ReviewActions {
  onReply: (review: ReviewRow) => void;
  onRemoveReply: (review: ReviewRow) => void;
}

interface ReviewsTableProps extends ReviewActions {
  rows: ReviewRow[];
  sort: ReviewSort;
  dir: SortDirection;
  onSort: (column: ReviewSort) => void;
  /** Phones get one card per review; the sort buttons stay above them. */
  layout: 'table' | 'cards';
  stale?: boolean;
}

/** The story, and the doctor's reply under it as patients see it. */
function ReviewText({ row }: { row: ReviewRow }) {
  const { t } = useTranslation('ratings');
  return (
    <>
      <p className="leading-6 whitespace-pre-line text-slate-800">{row.review}</p>
      {row.reply ? (
        <div className="mt-2 rounded-lg border-l-4 border-brand-300 bg-brand-50/60 px-3 py-2">
          <p className="text-xs font-semibold text-brand-900">{t('yourReply')}</p>
          <p className="mt-0.5 leading-6 whitespace-pre-line text-slate-800">{row.reply}</p>
        </div>
      ) : null}
    </>
  );
}

function Actions({ row, onReply, onRemoveReply }: ReviewActions & { row: ReviewRow }) {
  const { t } = useTranslation('ratings');
  const base =
    'inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
  if (!row.reply) {
    return (
      <button
        type="button"
        onClick={() => onReply(row)}
        aria-label={t('replyTo', { name: row.name })}
        className={cn(base, 'text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50')}
      >
        <MessageSquareReply aria-hidden="true" className="size-4" />
        {t('reply')}
      </button>
    );
  }
  return (
    <span className="inline-flex flex-wrap justify-end gap-2">
      <button
        type="button"
        onClick={() => onReply(row)}
        aria-label={t('editReplyTo', { name: row.name })}
        className={cn(base, 'text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50')}
      >
        <Pencil aria-hidden="true" className="size-4" />
        {t('edit')}
      </button>
      <button
        type="button"
        onClick={() => onRemoveReply(row)}
        aria-label={t('removeReplyTo', { name: row.name })}
        className={cn(base, 'text-red-700 ring-1 ring-red-200 hover:bg-red-50')}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {t('removeReply')}
      </button>
    </span>
  );
}

/** The spec's ratings table: name, date and rating sort on the server. */
export function ReviewsTable({
  rows,
  sort,
  dir,
  onSort,
  layout,
  stale,
  ...actions
}: ReviewsTableProps) {
  const { t } = useTranslation('ratings');
  if (layout === 'cards') {
    return (
      <ul
        aria-label={t('reviews')}
        aria-busy={stale || undefined}
        className={cn('divide-y divide-slate-100', stale && 'opacity-60')}
      >
        {rows.map((row) => (
          <li key={row.id} className="space-y-2 p-4 text-sm">
            <div className="flex items-start justify-between gap-3">
              <div>
                <p className="font-semibold text-slate-900">{row.name}</p>
                <p className="text-slate-600 tabular-nums">{toDayMonthYear(row.date)}</p>
              </div>
              <StarRating rating={row.rating} />
            </div>
            <ReviewText row={row} />
            <Actions row={row} {...actions} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <HorizontalScroll>
      <table
        aria-busy={stale || undefined}
        className={cn('w-full min-w-[52rem] text-left text-sm', stale && 'opacity-60')}
      >
        <caption className="sr-only">{t('reviews')}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {REVIEW_SORTS.map((key) => {
              const active = sort === key;
              return (
                <th
                  key={key}
                  scope="col"
                  aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
                  className="px-4 py-3 whitespace-nowrap"
                >
                  <button
                    type="button"
                    onClick={() => onSort(key)}
                    className="-mx-1.5 inline-flex items-center gap-1.5 rounded px-1.5 py-1 uppercase hover:bg-slate-200/60 hover:text-slate-900"
                  >
                    {t(`columns.${key}`)}
                    <SortIcon active={active} dir={dir} />
                  </button>
                </th>
              );
            })}
            <th scope="col" className="px-4 py-3">
              {t('review')}
            </th>
            <th scope="col" className="px-4 py-3 text-right whitespace-nowrap">
              {t('actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.id} className="align-top hover:bg-slate-50/70">
              <td className="px-4 py-3 font-medium whitespace-nowrap text-slate-900">{row.name}</td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700 tabular-nums">
                {toDayMonthYear(row.date)}
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <StarRating rating={row.rating} />
              </td>
              <td className="max-w-xl px-4 py-3">
                <ReviewText row={row} />
              </td>
              <td className="px-4 py-3 text-right">
                <Actions row={row} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </HorizontalScroll>
  );
}
