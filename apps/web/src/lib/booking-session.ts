/**
 * The booking token verify-otp (BOOKING) answers proves a patient's phone for 30
 * minutes. It is kept for the browser tab only (sessionStorage, never localStorage),
 * so a reload of a booking screen or of My appointments keeps working while another
 * tab, or the next visit, asks for a fresh code.
 */
import { clock } from './clock';

const STORAGE_KEY = 'booking-session';
/** The server's lifetime of a booking token (verify-otp, purpose BOOKING). */
export const BOOKING_TOKEN_TTL_MS = 30 * 60 * 1000;
// A token this close to expiry is treated as gone: a form filled now would fail.
const EXPIRY_MARGIN_MS = 60 * 1000;

export interface BookingSession {
  token: string;
  /** The verified mobile, 10 digits. */
  mobile: string;
  /** Epoch milliseconds after which the server refuses the token. */
  expiresAt: number;
}

function isSession(value: unknown): value is BookingSession {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.token === 'string' &&
    v.token !== '' &&
    typeof v.mobile === 'string' &&
    /^\d{10}$/.test(v.mobile) &&
    typeof v.expiresAt === 'number'
  );
}

/** Remembers a freshly verified phone for this tab. */
export function saveBookingSession(
  token: string,
  mobile: string,
  now = clock.nowMs(),
): BookingSession {
  const session = { token, mobile, expiresAt: now + BOOKING_TOKEN_TTL_MS };
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Storage disabled: the token still travels in the navigation state.
  }
  return session;
}

/** The tab's verified phone, or null when there is none or it has (nearly) expired. */
export function readBookingSession(now = clock.nowMs()): BookingSession | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!isSession(parsed) || parsed.expiresAt - EXPIRY_MARGIN_MS <= now) return null;
    return parsed;
  } catch {
    return null;
  }
}

/** The token for `mobile`, if this tab verified that number and the token is still good. */
export function bookingTokenFor(mobile: string, now = clock.nowMs()): string | null {
  const session = readBookingSession(now);
  return session && session.mobile === mobile ? session.token : null;
}

/** Forgets the verified phone, e.g. after the server refused the token (401). */
export function clearBookingSession(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
