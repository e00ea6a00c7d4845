import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * History back, or the landing page when this is the first entry of the session
 * (opened from a bookmark or another site), so Go Back never leaves the app.
 */
export function useGoBack(fallback = '/') {
  const navigate = useNavigate();
  return useCallback(() => {
    // React Router keeps the position in its own history stack under state.idx.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(fallback);
  }, [navigate, fallback]);
}
