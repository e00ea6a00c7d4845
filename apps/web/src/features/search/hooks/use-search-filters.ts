import { useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { SearchNavigationState } from '@/lib/search-link';
import {
  readPage,
  readSearchFilters,
  writeSearchFilters,
  type SearchFilters,
} from '../utils/search-filters';

interface UpdateOptions {
  /** A new search adds a history entry; a changed filter replaces the current one. */
  push?: boolean;
}

/**
 * The results screen's filters and the page its list starts at, read from and
 * written to the URL query. A changed filter starts again at page 1.
 */
export function useSearchFilters() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(
    () => readSearchFilters(params, location.state),
    [params, location.state],
  );
  const page = readPage(params);

  const setFilters = (next: SearchFilters, options: UpdateOptions = {}) => {
    const search = writeSearchFilters(next).toString();
    const state: SearchNavigationState = { location: next.location, treatment: next.treatment };
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '' },
      { replace: !options.push, state, preventScrollReset: !options.push },
    );
  };

  const patchFilters = (patch: Partial<SearchFilters>) => setFilters({ ...filters, ...patch });

  return { filters, page, setFilters, patchFilters };
}
