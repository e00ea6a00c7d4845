import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { sessionStarted } from '@/lib/session-events';
import { setToken } from '@/lib/token-storage';
import { getUserDataApi } from '../api/get-user-data';

export interface NewSession {
  token: string;
  user?: { profileCompleted?: boolean | undefined; role?: string | undefined } | undefined;
}

/** Where the login guard sent the visitor from, when it is a path inside this app. */
function returnPath(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

/**
 * After a login (password or code): store the token, load the user, and go on
 * (spec section 4): a completed profile to /dashboard (or the portal page the
 * guard sent the doctor from), otherwise to the sign-up wizard at step 3. An
 * admin has no practice: they go to the admin area.
 */
export function useStartSession() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [loadUser] = getUserDataApi.endpoints.getUserData.useLazyQuery();

  return useCallback(
    async (session: NewSession) => {
      setToken(session.token);
      dispatch(sessionStarted(session.token));
      let profileCompleted = session.user?.profileCompleted ?? false;
      let role = session.user?.role;
      try {
        const user = await loadUser().unwrap();
        profileCompleted = user.profileCompleted ?? profileCompleted;
        role = user.role ?? role;
      } catch {
        // The login answer already said whether the profile is complete; use that.
      }
      if (role === 'admin') {
        await navigate('/admin', { replace: true });
      } else if (profileCompleted) {
        await navigate(returnPath(location.state) ?? '/dashboard', { replace: true });
      } else {
        await navigate('/sign-up', { replace: true, state: { step: 3 } });
      }
    },
    [dispatch, loadUser, location.state, navigate],
  );
}
