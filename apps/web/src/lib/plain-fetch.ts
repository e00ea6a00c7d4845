// A GET to the API with plain fetch, for what the landing page's islands run
// (docs/decisions/030): they hydrate without Redux, so the lookups they make
// cannot go through the app's RTK Query client (lib/api-client.ts). Same base
// URL, language and error shape as that client; answers are checked by hand.
import { FALLBACK_ERRORS } from '@clinic/shared/messages';
import { env } from '@/config/env';
import { apiErrorFromBody, type ApiError } from './api-error';

const REQUEST_TIMEOUT_MS = 30_000;

export interface GetJsonOptions<T> {
  params?: Record<string, string | number>;
  /** Checks the answer's body; throwing means the answer is unusable. */
  parse: (body: unknown) => T;
  /** Shown when the server gives no message of its own (spec section 8). */
  fallback: string;
  signal?: AbortSignal;
}

/** GET `path` under the API base; resolves to the parsed body, rejects with an ApiError. */
export async function getJson<T>(path: string, options: GetJsonOptions<T>): Promise<T> {
  const base = new URL(env.apiBaseUrl, window.location.origin).href.replace(/\/$/, '');
  const url = new URL(base + path);
  for (const [key, value] of Object.entries(options.params ?? {})) {
    url.searchParams.set(key, String(value));
  }
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), REQUEST_TIMEOUT_MS);
  const abort = () => timeout.abort();
  options.signal?.addEventListener('abort', abort, { once: true });
  try {
    let response: Response;
    try {
      // A Request, as RTK Query's fetchBaseQuery makes: one shape for whoever looks.
      response = await fetch(
        new Request(url, {
          signal: timeout.signal,
          headers: {
            accept: 'application/json',
            'accept-language': document.documentElement.lang || 'en',
          },
        }),
      );
    } catch (error) {
      if (options.signal?.aborted) throw error;
      const status = timeout.signal.aborted ? 'TIMEOUT_ERROR' : 'FETCH_ERROR';
      throw { status, message: FALLBACK_ERRORS.network } satisfies ApiError;
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw apiErrorFromBody(response.status, body, options.fallback);
    try {
      return options.parse(body);
    } catch {
      throw { status: 'PARSING_ERROR', message: options.fallback } satisfies ApiError;
    }
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abort);
  }
}
