// Calendar feeds: the doctor's private subscription URL (shown on My Profile,
// regenerable) and what it serves; and one appointment's .ics for the patient.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_TEXTS } from '@clinic/shared/api-texts';
import { PORTAL_MESSAGES } from '@clinic/shared/portal';
import { notFound } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { appointmentFile, doctorFeed } from './ics.ts';
import {
  calendarKey,
  FEED_TOKEN_PATTERN,
  feedPath,
  feedToken,
  icsPath,
  originOf,
  tokenHash,
  validIcsSignature,
} from './links.ts';
import { calendarFeedRepository as repo } from './repository.ts';

const DAY_MS = 86_400_000;
/** The feed's window (issue 13): the past 30 days and the next 180. */
export const FEED_DAYS_BEFORE = 30;
export const FEED_DAYS_AFTER = 180;
/** Far above what a practice books in 210 days; keeps one read bounded. */
export const FEED_LIMIT = 10_000;

const keys = new WeakMap<FastifyInstance, Buffer>();
function keyOf(app: FastifyInstance): Buffer {
  let key = keys.get(app);
  if (!key) {
    key = calendarKey(app.deps.jwtSecret);
    keys.set(app, key);
  }
  return key;
}

const newNonce = () => randomBytes(16).toString('base64url');

function absolute(app: FastifyInstance, request: FastifyRequest | null, path: string) {
  const origin = originOf(app.deps.config, request);
  return origin ? `${origin}${path}` : path;
}

/** The doctor's feed URL; the first read makes the feed. */
export async function calendarFeedUrl(
  app: FastifyInstance,
  doctorId: string,
  request: FastifyRequest,
): Promise<string> {
  const { database } = app.deps;
  let feed = await repo.feedOf(database, doctorId);
  if (!feed) {
    const nonce = newNonce();
    await repo.createFeed(
      database,
      doctorId,
      nonce,
      tokenHash(feedToken(keyOf(app), doctorId, nonce)),
    );
    feed = (await repo.feedOf(database, doctorId))!;
  }
  const token = feedToken(keyOf(app), doctorId, feed.nonce);
  const hash = tokenHash(token);
  // The server's secret was rotated since: the URL derived now is the one
  // that answers (the old one stopped with the old secret).
  if (hash !== feed.token_hash) await repo.setHash(database, doctorId, feed.nonce, hash);
  return absolute(app, request, feedPath(token));
}

/** A new URL; the old one answers 404 from now on, on every instance. */
export async function regenerateCalendarFeed(
  app: FastifyInstance,
  doctorId: string,
  request: FastifyRequest,
): Promise<string> {
  const { database, clock } = app.deps;
  const nonce = newNonce();
  const token = feedToken(keyOf(app), doctorId, nonce);
  // The change and its audit row commit together.
  await database.transaction(async (tx) => {
    await repo.replaceFeed(tx, doctorId, nonce, tokenHash(token), clock.now());
    await audit(tx, request, {
      actorId: doctorId,
      actorRole: 'doctor',
      action: 'calendar_feed_regenerate',
      entity: 'calendar_feed',
      entityId: doctorId,
    });
  });
  return absolute(app, request, feedPath(token));
}

/** The feed's iCalendar text for a token, or 404 for any token that is not current. */
export async function calendarFeed(
  app: FastifyInstance,
  token: string,
  request: FastifyRequest,
): Promise<string> {
  const { database, clock } = app.deps;
  if (!FEED_TOKEN_PATTERN.test(token)) throw notFound(API_TEXTS.calendarFeedNotFound);
  const owner = await repo.ownerOf(database, tokenHash(token));
  if (!owner) throw notFound(API_TEXTS.calendarFeedNotFound);
  const now = clock.now().getTime();
  const from = new Date(now - FEED_DAYS_BEFORE * DAY_MS);
  const to = new Date(now + FEED_DAYS_AFTER * DAY_MS);
  const appointments = await repo.feedAppointments(database, owner.doctor_id, from, to, FEED_LIMIT);
  // The feed names patients: each read is on the record, like the calendar's.
  await audit(database, request, {
    actorId: owner.doctor_id,
    actorRole: 'doctor',
    action: 'calendar_feed_read',
    entity: 'calendar_feed',
    entityId: owner.doctor_id,
    details: { appointments: appointments.length },
  });
  return doctorFeed({
    doctorName: owner.name,
    timeZone: owner.time_zone,
    from,
    to,
    appointments,
  });
}

/** The path of an appointment's .ics file (signed; no sign-in needed). */
export const appointmentIcsPath = (app: FastifyInstance, publicId: number | string) =>
  icsPath(keyOf(app), publicId);

/** The full URL, for a message: PUBLIC_URL, else the request's origin; null with neither. */
export function appointmentIcsUrl(
  app: FastifyInstance,
  publicId: number | string,
  request: FastifyRequest | null,
): string | null {
  const origin = originOf(app.deps.config, request);
  return origin ? `${origin}${appointmentIcsPath(app, publicId)}` : null;
}

export async function appointmentIcs(
  app: FastifyInstance,
  publicId: string,
  signature: string,
  request: FastifyRequest,
): Promise<string> {
  if (!/^\d{1,18}$/.test(publicId) || !validIcsSignature(keyOf(app), publicId, signature)) {
    throw notFound(PORTAL_MESSAGES.appointmentNotFound);
  }
  const a = await repo.appointment(app.deps.database, publicId);
  if (!a) throw notFound(PORTAL_MESSAGES.appointmentNotFound);
  await audit(app.deps.database, request, {
    actorRole: 'patient',
    action: 'appointment_ics',
    entity: 'appointment',
    entityId: a.id,
    patientId: a.patientId ?? null,
  });
  return appointmentFile(a, a.timeZone);
}
