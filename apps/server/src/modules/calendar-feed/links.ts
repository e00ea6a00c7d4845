// The secrets behind calendar links. A doctor's feed token is derived from the
// server's secret and the feed's nonce (calendar_feeds), so My Profile can show
// the URL again while the database keeps only the token's hash; a patient's
// .ics link for one appointment is signed, so it needs no row at all.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';

/** A key of its own, derived from the server's secret, for calendar links only. */
export function calendarKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('calendar-links/v1').digest();
}

/** 43 characters of base64url: 256 bits, not guessable. */
export function feedToken(key: Buffer, doctorId: string, nonce: string): string {
  return createHmac('sha256', key).update(`feed|${doctorId}|${nonce}`).digest('base64url');
}

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** 16 characters of base64url (96 bits): short enough for an SMS, not guessable. */
export function icsSignature(key: Buffer, publicId: number | string): string {
  return createHmac('sha256', key).update(`ics|${publicId}`).digest('base64url').slice(0, 16);
}

export function validIcsSignature(key: Buffer, publicId: string, signature: string): boolean {
  const expected = Buffer.from(icsSignature(key, publicId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The path of one appointment's .ics file; the patient needs no sign-in to open it. */
export const icsPath = (key: Buffer, publicId: number | string) =>
  `/api/ics/${publicId}/${icsSignature(key, publicId)}`;

export const feedPath = (token: string) => `/api/calendar-feed/${token}.ics`;

/** Where links point: PUBLIC_URL when set, else the origin the request came to. */
export function originOf(
  config: Pick<Config, 'PUBLIC_URL'>,
  request: FastifyRequest | null,
): string | null {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  return request ? `${request.protocol}://${request.host}` : null;
}
