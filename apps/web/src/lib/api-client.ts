import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { isErrorCode, type ErrorCode } from '@clinic/shared/errors';
import { FALLBACK_ERRORS } from '@clinic/shared/messages';
import { env } from '@/config/env';
import { sessionExpired } from './session-events';
import { clearToken, getToken } from './token-storage';

/** What every failed call resolves to, whatever went wrong. */
export interface ApiError {
  /** HTTP status, or why no usable HTTP answer arrived. */
  status: number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | 'NO_TOKEN' | 'CUSTOM_ERROR';
  /** The text to show the user: the server's `error`, else the call's fallback. */
  message: string;
  /** Machine-readable code from the server's `{ error, message, code }` body (a declared one). */
  code?: ErrorCode;
  /** The form field at fault, when the server names one. */
  field?: string;
}

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

const DEFAULT_FALLBACK = 'Something went wrong. Please try again.';
const REQUEST_TIMEOUT_MS = 30_000;

// fetch's Request needs an absolute URL outside a browser page (tests, jsdom), so a
// relative base such as '/api' is resolved against the page's origin.
function resolveBaseUrl(base: string): string {
  return new URL(base, window.location.origin).href.replace(/\/$/, '');
}

function readString(body: unknown, key: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
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
    default: {
      const message = readString(error.data, 'error') ?? readString(error.data, 'message');
      const rawCode = readString(error.data, 'code');
      const code = isErrorCode(rawCode) ? rawCode : undefined;
      const field = readString(error.data, 'field');
      return {
        status: error.status,
        message: message ?? fallback,
        ...(code ? { code } : {}),
        ...(field ? { field } : {}),
      };
    }
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

function isApiError(error: unknown): error is ApiError {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/**
 * The message to show for an RTK Query error (ApiError or SerializedError from a
 * thrown exception), or the fallback when there is none.
 */
export function getApiErrorMessage(error: unknown, fallback = DEFAULT_FALLBACK): string {
  if (isApiError(error)) return error.message;
  if (typeof error === 'object' && error !== null) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message !== '') return message;
  }
  return fallback;
}
