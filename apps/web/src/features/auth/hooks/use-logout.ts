import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { api } from '@/lib/api-client';
import { clearToken } from '@/lib/token-storage';
import { tokenCleared } from '../stores/session-slice';

/** Logout: remove the stored token, forget cached server data, go to the landing page. */
export function useLogout() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    clearToken();
    // Leave the portal first: clearing the session while a guarded page is still on
    // screen would make its guard redirect to /login instead.
    await navigate('/', { replace: true, flushSync: true });
    dispatch(tokenCleared());
    dispatch(api.util.resetApiState());
  }, [dispatch, navigate]);
}
