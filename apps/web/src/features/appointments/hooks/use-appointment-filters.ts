import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  APPOINTMENT_SORT_KEYS,
  APPOINTMENTS_PAGE_SIZE,
  type AppointmentSortKey,
  type ListAppointmentsInput,
  type SortDirection,
} from '../api/list-appointments';

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

export interface AppointmentFilters {
  upcoming: boolean;
  from: string;
  to: string;
  search: string;
  sort: AppointmentSortKey | null;
  dir: SortDirection;
  page: number;
}

/** Reads the table's state from the query string, ignoring what does not parse. */
export function readFilters(params: URLSearchParams): AppointmentFilters {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const date = (key: string) => {
    const value = params.get(key) ?? '';
    return DATE_RE.test(value) ? value : '';
  };
  return {
    upcoming: params.get('upcoming') === 'true',
    from: date('from'),
    to: date('to'),
    search: params.get('search') ?? '',
    sort: APPOINTMENT_SORT_KEYS.includes(sort as AppointmentSortKey)
      ? (sort as AppointmentSortKey)
      : null,
    dir: params.get('dir') === 'desc' ? 'desc' : 'asc',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function writeFilters(filters: AppointmentFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.upcoming) params.set('upcoming', 'true');
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.sort) {
    params.set('sort', filters.sort);
    params.set('dir', filters.dir);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The next sort: a new column starts ascending, the same column toggles. */
export function nextSort(
  current: Pick<AppointmentFilters, 'sort' | 'dir'>,
  column: AppointmentSortKey,
): Pick<AppointmentFilters, 'sort' | 'dir'> {
  if (current.sort !== column) return { sort: column, dir: 'asc' };
  return { sort: column, dir: current.dir === 'asc' ? 'desc' : 'asc' };
}

/**
 * The appointments table's filters, sort and page, kept in the URL so a reload, a
 * shared link or Back shows the same rows. Changing a filter or the sort returns to
 * page 1.
 */
export function useAppointmentFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  // The queries written but not yet shown by the router (it renders them in a
  // transition): a change made meanwhile builds on the last one written, so setting
  // To right after From keeps From.
  const written = useRef<string[]>([]);

  useEffect(() => {
    const shown = params.toString();
    const at = written.current.indexOf(shown);
    // The router caught up with one of ours (drop it and the older ones), or the URL
    // changed from elsewhere (Back, a link): then it is the truth again.
    written.current = at >= 0 ? written.current.slice(at + 1) : [];
  }, [params]);

  const update = useCallback(
    (
      changeOf:
        | Partial<AppointmentFilters>
        | ((current: AppointmentFilters) => Partial<AppointmentFilters>),
    ) => {
      const last = written.current.at(-1);
      const current = readFilters(last === undefined ? params : new URLSearchParams(last));
      const change = typeof changeOf === 'function' ? changeOf(current) : changeOf;
      const next = { ...current, ...change };
      if (!('page' in change)) next.page = 1;
      const query = writeFilters(next);
      written.current = [...written.current, query.toString()];
      setParams(query, { replace: true });
    },
    [params, setParams],
  );

  const toggleSort = useCallback(
    (column: AppointmentSortKey) => update((current) => nextSort(current, column)),
    [update],
  );

  const query: ListAppointmentsInput = useMemo(
    () => ({
      ...(filters.upcoming ? { upcoming: true } : {}),
      ...(filters.from ? { from: filters.from } : {}),
      ...(filters.to ? { to: filters.to } : {}),
      ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
      ...(filters.sort ? { sort: filters.sort, dir: filters.dir } : {}),
      page: filters.page,
      pageSize: APPOINTMENTS_PAGE_SIZE,
    }),
    [filters],
  );

  return { filters, query, update, toggleSort };
}
