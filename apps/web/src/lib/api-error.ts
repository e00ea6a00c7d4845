// The one shape of a failed API call, and how an answer's body becomes it. Kept
// apart from the RTK Query client (lib/api-client.ts) so the landing page's
// islands, which call the API with plain fetch (lib/plain-fetch.ts), read errors
// the same way without loading Redux (docs/decisions/030).
import { isErrorCode, type ErrorCode } from '@clinic/shared/errors';
import type { Resources } from '@clinic/shared/i18n/catalogues';
import { FALLBACK_ERRORS } from '@clinic/shared/messages';

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

export const DEFAULT_FALLBACK = 'Something went wrong. Please try again.';

/** A key of the `common` catalogue's `apiErrors`: the client's own texts for a failed call. */
export type ApiFallbackKey = keyof Resources['common']['apiErrors'];

/**
 * The client's own English texts for a failed call that every screen may show (the
 * default, 'Network error', 'No token found' and the spec's per-call fallbacks), by
 * their key in `common:apiErrors`. They stay English in the ApiError; a screen
 * translates them when it shows them (hooks/use-api-error-text.ts). The server's
 * answers come in the UI's language already. The per-feature fallbacks of the other
 * namespaces are in the registry of lib/api-fallback-registry.ts, loaded when needed.
 */
export const API_ERROR_TEXTS: Readonly<Record<ApiFallbackKey, string>> = {
  generic: DEFAULT_FALLBACK,
  ...FALLBACK_ERRORS,
};

const FALLBACK_KEYS = new Map<string, ApiFallbackKey>(
  (Object.entries(API_ERROR_TEXTS) as [ApiFallbackKey, string][]).map(
    ([key, text]) => [text, key] as const,
  ),
);

/** The `common:apiErrors` key of one of the client's own fallback texts, or null for any other text. */
export function apiFallbackKeyOf(message: string): ApiFallbackKey | null {
  return FALLBACK_KEYS.get(message) ?? null;
}

function readString(body: unknown, key: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The ApiError of an HTTP answer that failed with `status` and the JSON `body` (if any). */
export function apiErrorFromBody(status: number, body: unknown, fallback: string): ApiError {
  const message = readString(body, 'error') ?? readString(body, 'message');
  const rawCode = readString(body, 'code');
  const code = isErrorCode(rawCode) ? rawCode : undefined;
  const field = readString(body, 'field');
  return {
    status,
    message: message ?? fallback,
    ...(code ? { code } : {}),
    ...(field ? { field } : {}),
  };
}

export function isApiError(error: unknown): error is ApiError {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/**
 * The message to show for an error (ApiError, or a SerializedError from a thrown
 * exception), or the fallback when there is none.
 */
export function getApiErrorMessage(error: unknown, fallback = DEFAULT_FALLBACK): string {
  if (isApiError(error)) return error.message;
  if (typeof error === 'object' && error !== null) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message !== '') return message;
  }
  return fallback;
}
