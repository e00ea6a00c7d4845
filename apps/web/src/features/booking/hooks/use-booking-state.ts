import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { SEARCH_RESULTS_PATH } from '@/lib/search-link';

/**
 * The booking data this screen was opened with, checked against `schema`; null while
 * the screen sends the visitor back to the search because there is none (spec
 * section 2: every booking screen redirects to /search-results without it).
 */
export function useBookingState<T extends z.ZodType>(schema: T): z.infer<T> | null {
  const { state } = useLocation();
  const navigate = useNavigate();
  const parsed = useMemo(() => schema.safeParse(state), [schema, state]);

  useEffect(() => {
    if (!parsed.success) void navigate(SEARCH_RESULTS_PATH, { replace: true });
  }, [parsed.success, navigate]);

  return parsed.success ? parsed.data : null;
}
