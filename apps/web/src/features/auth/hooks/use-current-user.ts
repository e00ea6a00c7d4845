import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSelector } from 'react-redux';
import { getUserDataApi, useGetUserDataQuery } from '../api/get-user-data';
import { selectToken } from '../stores/session-slice';

/**
 * Starts GET /auth/get-userdata when a token exists and keeps it cached for the session.
 * Mounted once, at the root of the app (spec: the current user is loaded once on start).
 */
export function useLoadCurrentUser(): void {
  const token = useSelector(selectToken);
  useGetUserDataQuery(token ? undefined : skipToken);
}

/**
 * The signed-in user, read from the cache the root filled. Reading does not subscribe,
 * so screens mounting later never trigger another request, not even after a failure.
 */
export function useCurrentUser() {
  const token = useSelector(selectToken);
  const query = getUserDataApi.endpoints.getUserData.useQueryState(token ? undefined : skipToken);
  return {
    token,
    user: token ? query.data : undefined,
    isLoading: Boolean(token) && (query.isLoading || query.isUninitialized),
    error: token ? query.error : undefined,
  };
}
