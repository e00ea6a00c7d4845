// Who is signed in, as the stored token says, for the parts of a page that only
// show it (the navigation bar's Dashboard and Log out). It reads local storage
// 'token' and follows it: a sign-in or sign-out in this tab (token-storage
// announces it) and in another tab (the 'storage' event). The server never
// trusts this: it checks the token on every call. The role and expiry come from
// the token's payload, read without a check of its signature, only to choose a
// link; the server render has no session (null), and hydration then shows the
// browser's.
import { useMemo, useSyncExternalStore } from 'react';
import type { UserRole } from '@clinic/shared/constants';
import { clock } from './clock';
import { getToken, TOKEN_CHANGED_EVENT, TOKEN_STORAGE_KEY } from './token-storage';

export interface BrowserSession {
  role: UserRole;
  /** Where this role's own screens start: the portal's dashboard or the admin area. */
  home: string;
}

const HOMES: Partial<Record<UserRole, string>> = { doctor: '/dashboard', admin: '/admin' };

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(TOKEN_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(TOKEN_CHANGED_EVENT, onChange);
  };
}

const noSession = () => null;

/** The session a token stands for, or null when it is not one of ours or has expired. */
export function sessionOfToken(token: string | null, now = clock.nowMs()): BrowserSession | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(base64)) as { role?: unknown; exp?: unknown; typ?: unknown };
    if (claims.typ !== 'access' || typeof claims.role !== 'string') return null;
    if (typeof claims.exp === 'number' && claims.exp * 1000 <= now) return null;
    const home = HOMES[claims.role as UserRole];
    return home ? { role: claims.role as UserRole, home } : null;
  } catch {
    return null;
  }
}

/** The signed-in doctor or admin of this browser, or null (always null in the server render). */
export function useBrowserSession(): BrowserSession | null {
  const token = useSyncExternalStore(subscribe, getToken, noSession);
  return useMemo(() => sessionOfToken(token), [token]);
}
