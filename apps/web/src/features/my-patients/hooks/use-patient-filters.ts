import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isRealDate } from '@clinic/shared/dates';
import {
  PATIENTS_PAGE_SIZE,
  PATIENT_SORTS,
  type GetPatientsInput,
  type PatientSort,
  type SortDirection,
} from '../api/get-patients';

export interface PatientFilters {
  /** YYYY-MM-DD; both set or both empty (the filter needs the pair). */
  from: string;
  to: string;
  search: string;
  sort: PatientSort;
  dir: SortDirection;
  page: number;
}

export const DEFAULT_PATIENT_SORT: { sort: PatientSort; dir: SortDirection } = {
  sort: 'name',
  dir: 'asc',
};

/** Reads the table's state from the query string, ignoring what does not parse. */
export function readPatientFilters(params: URLSearchParams): PatientFilters {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const range = isRealDate(from) && isRealDate(to) && from <= to;
  const sort = params.get('sort');
  const known = PATIENT_SORTS.includes(sort as PatientSort);
  const page = Number(params.get('page'));
  return {
    from: range ? from : '',
    to: range ? to : '',
    search: params.get('search') ?? '',
    sort: known ? (sort as PatientSort) : DEFAULT_PATIENT_SORT.sort,
    dir: known ? (params.get('dir') === 'desc' ? 'desc' : 'asc') : DEFAULT_PATIENT_SORT.dir,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function writePatientFilters(filters: PatientFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.from && filters.to) {
    params.set('from', filters.from);
    params.set('to', filters.to);
  }
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.sort !== DEFAULT_PATIENT_SORT.sort || filters.dir !== DEFAULT_PATIENT_SORT.dir) {
    params.set('sort', filters.sort);
    params.set('dir', filters.dir);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** A new column starts ascending; the same column toggles (spec section 4). */
export function nextPatientSort(
  current: Pick<PatientFilters, 'sort' | 'dir'>,
  column: PatientSort,
): Pick<PatientFilters, 'sort' | 'dir'> {
  if (current.sort !== column) return { sort: column, dir: 'asc' };
  return { sort: column, dir: current.dir === 'asc' ? 'desc' : 'asc' };
}

/**
 * Search, last-visit range, sort and page, kept in the URL so a reload, a shared link
 * or Back shows the same rows. Any change but the page returns to page 1.
 */
export function usePatientFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readPatientFilters(params), [params]);

  const update = useCallback(
    (change: Partial<PatientFilters>) => {
      setParams(
        (previous) => {
          const next = { ...readPatientFilters(previous), ...change };
          if (!('page' in change)) next.page = 1;
          return writePatientFilters(next);
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const toggleSort = useCallback(
    (column: PatientSort) => update(nextPatientSort(filters, column)),
    [filters, update],
  );

  const query: GetPatientsInput = useMemo(
    () => ({
      ...(filters.from && filters.to
        ? { lastVisitFrom: filters.from, lastVisitTo: filters.to }
        : {}),
      ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
      sort: filters.sort,
      dir: filters.dir,
      page: filters.page,
      pageSize: PATIENTS_PAGE_SIZE,
    }),
    [filters],
  );

  return { filters, query, update, toggleSort };
}
