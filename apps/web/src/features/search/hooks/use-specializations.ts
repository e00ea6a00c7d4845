import { useEffect, useState } from 'react';
import type { ApiError } from '@/lib/api-error';
import { fetchSpecializations, type Specialization } from '../api/specializations';

export interface SpecializationList {
  data: Specialization[] | undefined;
  error: ApiError | undefined;
  /** Asks again after a failure. */
  retry(): void;
}

/**
 * Every speciality (about 60 names), asked once `wanted` turns true and kept while
 * the field lives; the treatment field filters it as the visitor types.
 */
export function useSpecializations(wanted: boolean): SpecializationList {
  const [state, setState] = useState<{
    data?: Specialization[];
    error?: ApiError;
    attempt: number;
  }>({ attempt: 0 });

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    fetchSpecializations(controller.signal).then(
      (data) => setState((s) => ({ data, attempt: s.attempt })),
      (error: ApiError) => {
        if (!controller.signal.aborted) setState((s) => ({ error, attempt: s.attempt }));
      },
    );
    return () => controller.abort();
  }, [wanted, state.attempt]);

  return {
    data: state.data,
    error: state.error,
    retry: () => setState((s) => ({ attempt: s.attempt + 1 })),
  };
}
