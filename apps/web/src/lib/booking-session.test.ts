import { beforeEach, describe, expect, it } from 'vitest';
import {
  BOOKING_TOKEN_TTL_MS,
  bookingTokenFor,
  clearBookingSession,
  readBookingSession,
  saveBookingSession,
} from './booking-session';

beforeEach(() => window.sessionStorage.clear());

describe('booking session', () => {
  it('keeps the token for this tab only, never in localStorage', () => {
    saveBookingSession('tok', '9876543210', 1_000);
    expect(readBookingSession(2_000)).toEqual({
      token: 'tok',
      mobile: '9876543210',
      expiresAt: 1_000 + BOOKING_TOKEN_TTL_MS,
    });
    expect(window.localStorage.length).toBe(0);
  });

  it('gives the token only for the verified number and forgets it near expiry', () => {
    saveBookingSession('tok', '9876543210', 0);
    expect(bookingTokenFor('9876543210', 1_000)).toBe('tok');
    expect(bookingTokenFor('9123456780', 1_000)).toBeNull();
    expect(readBookingSession(BOOKING_TOKEN_TTL_MS - 30_000)).toBeNull();
  });

  it('ignores garbage and clears', () => {
    window.sessionStorage.setItem('booking-session', '{"token":1}');
    expect(readBookingSession()).toBeNull();
    saveBookingSession('tok', '9876543210');
    clearBookingSession();
    expect(readBookingSession()).toBeNull();
  });
});
