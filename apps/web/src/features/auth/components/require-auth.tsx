import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectToken } from '../stores/session-slice';

/**
 * Portal routes need only a stored token (spec section 6); without one the visitor is
 * sent to /login, replacing the history entry so Back does not bounce them here again.
 */
export function RequireAuth() {
  const token = useSelector(selectToken);
  const location = useLocation();
  if (!token) {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  return <Outlet />;
}
