import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { FALLBACK_ERRORS } from '@clinic/shared/messages';
import { env } from '@/config/env';
import { apiErrorFromBody, DEFAULT_FALLBACK, type ApiError } from './api-error';
import { sessionExpired } from './session-events';
import { clearToken, getToken } from './token-storage';

export { getApiErrorMessage, isApiError, type ApiError } from './api-error';

/** Per-endpoint options, passed as `extraOptions` on an endpoint definition. */
export interface ApiExtraOptions {
  /** Shown when the server gives no `error` text (spec section 8 fallbacks). */
  fallbackError?: string;
  /** Fail with 'No token found' without calling the server when no token is stored. */
  requiresAuth?: boolean;
  /**
   * The call carries its own credentials (the patient's X-Booking-Token): its 401
   * says nothing about the stored session, which is kept.
   */
  ownCredentials?: boolean;
}

const REQUEST_TIMEOUT_MS = 30_000;

// fetch's Request needs an absolute URL outside a browser page (tests, jsdom), so a
// relative base such as '/api' is resolved against the page's origin.
function resolveBaseUrl(base: string): string {
  return new URL(base, window.location.origin).href.replace(/\/$/, '');
}

/** Turns whatever fetchBaseQuery reported into the one ApiError shape. */
export function toApiError(error: FetchBaseQueryError, fallback: string): ApiError {
  switch (error.status) {
    case 'FETCH_ERROR':
    case 'TIMEOUT_ERROR':
      return { status: error.status, message: FALLBACK_ERRORS.network };
    case 'PARSING_ERROR':
      // A non-JSON body, e.g. an HTML page from a proxy: only the fallback makes sense.
      return { status: error.originalStatus, message: fallback };
    case 'CUSTOM_ERROR':
      return { status: 'CUSTOM_ERROR', message: error.error || fallback };
    default:
      return apiErrorFromBody(error.status, error.data, fallback);
  }
}

type RawBaseQuery = ReturnType<typeof fetchBaseQuery>;

/**
 * What a store made for a server render gives its queries (the thunk's extra
 * argument): the API answered in-process instead of over the network. The
 * browser's store has none and calls the API with fetch.
 */
export interface ApiExtra {
  serverBaseQuery?: RawBaseQuery;
}

/**
 * The UI's language as the page states it: the i18n code keeps <html lang> in
 * step with the language switch. Read per request; English when unset.
 */
function currentUiLanguage(): string {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return lang.trim() || 'en';
}

// Made on first use, not at import: the server render imports this module where
// there is no window to resolve the base URL against.
let browserBaseQuery: RawBaseQuery | undefined;
function rawBaseQueryFor(extra: unknown): RawBaseQuery {
  const server = (extra as ApiExtra | undefined)?.serverBaseQuery;
  if (server) return server;
  browserBaseQuery ??= fetchBaseQuery({
    baseUrl: resolveBaseUrl(env.apiBaseUrl),
    timeout: REQUEST_TIMEOUT_MS,
    prepareHeaders(headers) {
      const token = getToken();
      if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
      // The server answers its errors, and writes a booking's SMS, in this language (issue 14).
      if (!headers.has('Accept-Language')) headers.set('Accept-Language', currentUiLanguage());
      return headers;
    },
  });
  return browserBaseQuery;
}

/**
 * fetchBaseQuery with the app's rules: Bearer token from local storage, failures
 * mapped to ApiError, and a 401 on a request that carried our token ends the session.
 */
export const apiBaseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  ApiError,
  ApiExtraOptions,
  FetchBaseQueryMeta
> = async (args, api, extraOptions) => {
  const fallback = extraOptions?.fallbackError ?? DEFAULT_FALLBACK;
  const token = getToken();
  if (extraOptions?.requiresAuth && !token) {
    return { error: { status: 'NO_TOKEN', message: FALLBACK_ERRORS.noToken } };
  }

  const result = await rawBaseQueryFor(api.extra)(args, api, {});
  if (!result.error) {
    return result.meta ? { data: result.data, meta: result.meta } : { data: result.data };
  }

  if (result.error.status === 401 && token && !extraOptions?.ownCredentials) {
    clearToken();
    api.dispatch(sessionExpired());
  }
  const error = toApiError(result.error, fallback);
  return result.meta ? { error, meta: result.meta } : { error };
};

/**
 * The one RTK Query API of the app. Features add their calls with
 * `api.injectEndpoints` in `features/<f>/api/<verb-noun>.ts`.
 */
/**
 * The action that gives the browser's store what the server render fetched
 * (the page's data block, app/server-data.ts): `payload` is the render's store
 * state, of which the api reads its own slice. Nothing is fetched again.
 */
export const SERVER_DATA_RECEIVED = 'app/serverDataReceived';

export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: ['CurrentUser'],
  endpoints: () => ({}),
  extractRehydrationInfo(action, { reducerPath }) {
    const { type, payload } = action as { type?: unknown; payload?: Record<string, unknown> };
    if (type !== SERVER_DATA_RECEIVED || !payload?.[reducerPath]) return undefined;
    // The slice as the server's store of this same api held it (app/server-data.ts).
    return payload[reducerPath] as never;
  },
});
