import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pageWindow } from '@/components/ui/pagination';
import { cn } from '@/lib/cn';
import { searchPageHref, type SearchFilters } from '../utils/search-filters';

interface ResultPagesProps {
  filters: SearchFilters;
  /** The page the list starts at (the URL's `page`). */
  firstPage: number;
  /** The last page the list shows: later ones are appended as the list scrolls. */
  lastPage: number;
  total: number;
  pageSize: number;
}

const pageLink =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg px-2.5 text-sm font-medium transition-colors';

/**
 * The pages of a search as real links (`?page=2`): search engines and visitors
 * without JavaScript reach every doctor through them; with JavaScript they are
 * the app's own navigation. The page the list starts at is marked current, the
 * pages appended below it as it scrolled are marked as shown, and Next goes past
 * them. Nothing when everything fits on one page.
 */
export function ResultPages({ filters, firstPage, lastPage, total, pageSize }: ResultPagesProps) {
  const { t } = useTranslation('search');
  const pageCount = Math.ceil(total / pageSize);
  if (pageCount <= 1) return null;
  const previous = firstPage > 1 ? firstPage - 1 : null;
  const next = lastPage < pageCount ? lastPage + 1 : null;

  return (
    <nav
      aria-label={t('results.pages')}
      className="mt-8 flex flex-wrap items-center justify-center gap-1"
    >
      {previous ? (
        <Link
          to={searchPageHref(filters, previous)}
          rel="prev"
          className={cn(pageLink, 'text-slate-700 hover:bg-slate-100')}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t('results.previous')}
        </Link>
      ) : null}
      <ul className="flex flex-wrap items-center gap-1">
        {pageWindow(lastPage, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-sm text-slate-500">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={searchPageHref(filters, item)}
                aria-label={t('results.page', { page: item })}
                aria-current={item === firstPage ? 'page' : undefined}
                className={cn(
                  pageLink,
                  item === firstPage
                    ? 'bg-brand-700 text-white'
                    : // Appended below as the list scrolled: on screen already.
                      item > firstPage && item <= lastPage
                      ? 'bg-brand-100 text-brand-900 hover:bg-brand-200'
                      : 'text-slate-700 hover:bg-slate-100',
                )}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ul>
      {next ? (
        <Link
          to={searchPageHref(filters, next)}
          rel="next"
          className={cn(pageLink, 'text-slate-700 hover:bg-slate-100')}
        >
          {t('results.next')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}
