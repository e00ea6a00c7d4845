import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isRealDate } from '@clinic/shared/dates';
import {
  DEFAULT_LEDGER_SORT,
  LEDGER_PAGE_SIZE,
  LEDGER_SORTS,
  type GetLedgerInput,
  type LedgerSort,
  type SortDirection,
} from '../api/get-ledger';

export interface LedgerFilters {
  /** YYYY-MM-DD; both set or both empty (the spec's filter needs the pair). */
  from: string;
  to: string;
  search: string;
  sort: LedgerSort;
  dir: SortDirection;
  page: number;
}

/** Reads the table's state from the query string, ignoring what does not parse. */
export function readLedgerFilters(params: URLSearchParams): LedgerFilters {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const range = isRealDate(from) && isRealDate(to) && from <= to;
  const sort = params.get('sort');
  const known = LEDGER_SORTS.includes(sort as LedgerSort);
  const page = Number(params.get('page'));
  return {
    from: range ? from : '',
    to: range ? to : '',
    search: params.get('search') ?? '',
    sort: known ? (sort as LedgerSort) : DEFAULT_LEDGER_SORT.sort,
    dir: known ? (params.get('dir') === 'desc' ? 'desc' : 'asc') : DEFAULT_LEDGER_SORT.dir,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function writeLedgerFilters(filters: LedgerFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.from && filters.to) {
    params.set('from', filters.from);
    params.set('to', filters.to);
  }
  if (filters.search.trim()) params.set('search', filters.search.trim());
  const isDefault =
    filters.sort === DEFAULT_LEDGER_SORT.sort && filters.dir === DEFAULT_LEDGER_SORT.dir;
  if (!isDefault) {
    params.set('sort', filters.sort);
    params.set('dir', filters.dir);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** A new column starts ascending; the same column toggles. */
export function nextLedgerSort(
  current: Pick<LedgerFilters, 'sort' | 'dir'>,
  column: LedgerSort,
): Pick<LedgerFilters, 'sort' | 'dir'> {
  if (current.sort !== column) return { sort: column, dir: 'asc' };
  return { sort: column, dir: current.dir === 'asc' ? 'desc' : 'asc' };
}

/**
 * The ledger's range, search, sort and page, kept in the URL so a reload, a shared
 * link or Back shows the same rows. Any change but the page returns to page 1.
 */
export function useLedgerFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readLedgerFilters(params), [params]);

  const update = useCallback(
    (change: Partial<LedgerFilters>) => {
      setParams(
        (previous) => {
          const next = { ...readLedgerFilters(previous), ...change };
          if (!('page' in change)) next.page = 1;
          return writeLedgerFilters(next);
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const toggleSort = useCallback(
    (column: LedgerSort) => update(nextLedgerSort(filters, column)),
    [filters, update],
  );

  const query: GetLedgerInput = useMemo(
    () => ({
      ...(filters.from && filters.to ? { from: filters.from, to: filters.to } : {}),
      ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
      sort: filters.sort,
      dir: filters.dir,
      page: filters.page,
      pageSize: LEDGER_PAGE_SIZE,
    }),
    [filters],
  );

  return { filters, query, update, toggleSort };
}
