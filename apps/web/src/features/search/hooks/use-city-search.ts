import { useEffect, useRef, useState } from 'react';
import type { ApiError } from '@/lib/api-error';
import { fetchCitiesPage, type CitiesPage } from '../api/search-cities';

interface Entry {
  pages?: CitiesPage[];
  error?: ApiError;
  loadingMore: boolean;
}

export interface CitySearch {
  /** The pages of cities for the query asked now, once its first page has arrived. */
  pages: CitiesPage[] | undefined;
  /** The first page of the query is on its way. */
  loading: boolean;
  loadingMore: boolean;
  error: ApiError | undefined;
  hasMore: boolean;
  loadMore(): void;
}

/**
 * The location field's lookup: the cities matching `query` (null: nothing to ask),
 * a page at a time. Answers are kept per query while the field lives, so typing
 * back to an earlier query shows it at once; a query that failed is asked again
 * when it is typed again (its error shows until the new answer).
 */
export function useCitySearch(query: string | null): CitySearch {
  const [entries, setEntries] = useState<ReadonlyMap<string, Entry>>(() => new Map());
  // Queries answered with cities: not asked again. Read in effects only.
  const answered = useRef(new Set<string>());
  const lifetime = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    lifetime.current = controller;
    return () => controller.abort();
  }, []);

  useEffect(() => {
    if (query === null || answered.current.has(query)) return;
    const signal = lifetime.current?.signal;
    const settle = (entry: Entry) => {
      if (!signal?.aborted) setEntries((previous) => new Map(previous).set(query, entry));
    };
    fetchCitiesPage({ query }, 1, signal).then(
      (page) => {
        answered.current.add(query);
        settle({ pages: [page], loadingMore: false });
      },
      (error: ApiError) => settle({ error, loadingMore: false }),
    );
  }, [query]);

  const entry = query === null ? undefined : entries.get(query);
  const pages = entry?.pages;
  const last = pages?.at(-1);
  return {
    pages,
    loading: query !== null && entry === undefined,
    loadingMore: entry?.loadingMore ?? false,
    error: entry?.error,
    hasMore: last?.hasMore ?? false,
    loadMore() {
      if (query === null || !pages || !last?.hasMore || entry?.loadingMore) return;
      const signal = lifetime.current?.signal;
      const settle = (next: Entry) => {
        if (!signal?.aborted) setEntries((previous) => new Map(previous).set(query, next));
      };
      settle({ pages, loadingMore: true });
      fetchCitiesPage({ query }, last.page + 1, signal).then(
        (page) => settle({ pages: [...pages, page], loadingMore: false }),
        (error: ApiError) => settle({ pages, error, loadingMore: false }),
      );
    },
  };
}
