import { FALLBACK_ERRORS } from '@clinic/shared/messages';
import { env } from '@/config/env';

/**
 * The room's signaling channel: POST /consult/:id/signal sends one message to the
 * other participant, GET long-polls for theirs. Plain fetch rather than RTK Query:
 * a poll waits up to 25 s, is aborted on leave, runs in a loop and caches nothing.
 */
export type SignalKind = 'join' | 'offer' | 'answer' | 'candidate' | 'leave';

export type OutgoingSignal =
  | { kind: 'join' }
  | { kind: 'leave' }
  | { kind: 'offer' | 'answer'; data: { type: 'offer' | 'answer'; sdp: string } }
  | { kind: 'candidate'; data: RTCIceCandidateInit };

export interface SignalMessage {
  seq: number;
  from: 'doctor' | 'patient';
  kind: SignalKind;
  data: unknown;
}

export interface PollAnswer {
  messages: SignalMessage[];
  peerPresent: boolean;
}

export interface SignalingCredentials {
  /** The doctor's session token. */
  bearer?: string | null;
  /** The patient's booking token (verified phone). */
  bookingToken?: string | null;
}

/** A refused or failed signaling call; `status` 0 means no HTTP answer came. */
export class SignalingError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'SignalingError';
  }
}

export interface SignalingClient {
  send(
    message: OutgoingSignal,
    options?: { keepalive?: boolean },
  ): Promise<{ seq: number; peerPresent: boolean }>;
  poll(after: number, signal: AbortSignal): Promise<PollAnswer>;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** The language the page shows (<html lang>), read per call; English when unset. */
function uiLanguage(): string {
  return document.documentElement.lang.trim() || 'en';
}

export function createSignalingClient(
  roomId: string,
  credentials: SignalingCredentials,
): SignalingClient {
  const url = new URL(
    `${env.apiBaseUrl.replace(/\/$/, '')}/consult/${encodeURIComponent(roomId)}/signal`,
    window.location.origin,
  ).href;
  const headers: Record<string, string> = {};
  if (credentials.bearer) headers.Authorization = `Bearer ${credentials.bearer}`;
  if (credentials.bookingToken) headers['X-Booking-Token'] = credentials.bookingToken;

  async function call<T>(input: string, init: RequestInit): Promise<T> {
    let response: Response;
    try {
      response = await fetch(input, {
        ...init,
        // The server answers its refusals in the language shown, as every API call does.
        headers: { ...headers, 'Accept-Language': uiLanguage(), ...init.headers },
      });
    } catch (caught) {
      if (init.signal?.aborted) throw caught;
      throw new SignalingError(0, FALLBACK_ERRORS.network);
    }
    const body = await readJson(response);
    if (!response.ok) {
      const error = (body as { error?: unknown } | null)?.error;
      throw new SignalingError(
        response.status,
        typeof error === 'string' ? error : FALLBACK_ERRORS.network,
      );
    }
    return body as T;
  }

  return {
    send: (message, options) =>
      call(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(message),
        // 'leave' is sent while the page unloads: let it outlive the page.
        keepalive: options?.keepalive ?? false,
      }),
    poll: (after, signal) => call(`${url}?after=${after}`, { method: 'GET', signal }),
  };
}
