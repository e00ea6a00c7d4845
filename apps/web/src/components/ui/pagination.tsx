import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

interface PaginationProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. 'Upcoming appointments pages'. */
  label: string;
  className?: string;
}

/**
 * Page numbers around the current one, the first and the last, with gaps:
 * (5 of 10) -> [1, 'gap', 4, 5, 6, 'gap', 10].
 */
export function pageWindow(page: number, pageCount: number): Array<number | 'gap'> {
  const pages = new Set([1, pageCount, page - 1, page, page + 1]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && p - last === 2) out.push(last + 1);
    else if (typeof last === 'number' && p - last > 2) out.push('gap');
    out.push(p);
  }
  return out;
}

const pageButton =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50';

/** 'Showing 6-10 of 12' and Previous, page numbers, Next. Nothing when everything fits on one page. */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  label,
  className,
}: PaginationProps) {
  const { t } = useTranslation();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize && page <= 1) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);

  return (
    <nav
      aria-label={label}
      className={cn('flex flex-wrap items-center justify-between gap-3', className)}
    >
      <p className="text-sm text-slate-600">
        <Trans
          i18nKey="ui.showing"
          values={{ first, last, total }}
          components={{ b: <span className="font-medium text-slate-900" /> }}
        />
      </p>
      <ul className="flex items-center gap-1">
        <li>
          <button
            type="button"
            className={cn(pageButton, 'text-slate-700 hover:bg-slate-100')}
            onClick={() => onPageChange(page - 1)}
            disabled={page <= 1}
            aria-label={t('ui.previousPage')}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
          </button>
        </li>
        {pageWindow(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-sm text-slate-500">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={cn(
                  pageButton,
                  item === page ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
                )}
                onClick={() => onPageChange(item)}
                aria-label={t('ui.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={cn(pageButton, 'text-slate-700 hover:bg-slate-100')}
            onClick={() => onPageChange(page + 1)}
            disabled={page >= pageCount}
            aria-label={t('ui.nextPage')}
          >
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
