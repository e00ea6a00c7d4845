// Reviews only from real visits (issue 11). When a visit is completed the
// patient gets a one-time link by SMS (inviteReview, called in the transaction
// that completes it); the link shows the visit and takes one review, which
// moves the doctor's rating aggregate in the same transaction. The doctor reads
// their reviews on My Ratings and replies; patients read the latest stories,
// with the replies, under a search result.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  PUBLIC_STORIES_LIMIT,
  REVIEW_LINK_DAYS,
  REVIEW_MESSAGES,
  REVIEWS_PAGE_SIZE,
} from '@clinic/shared/review-texts';
import { isApiLanguage, smsTexts } from '@clinic/shared/i18n/server';
import {
  publicNameOf,
  type PublicStories,
  type ReviewInvitation,
  type ReviewList,
  type ReviewListQuery,
} from '@clinic/shared/reviews';
import { DEFAULT_TIME_ZONE } from '@clinic/shared/constants';
import { localDateOf } from '@clinic/shared/time-zone';
import type { Config } from '../../config.ts';
import type { Database, Db } from '../../db/client.ts';
import { API_TEXTS } from '@clinic/shared/api-texts';
import { AppError, notFound } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { addNotification, scheduleMessage } from '../notifications/service.ts';
import { reviewRepository, type InvitationRow } from './repository.ts';

const DAY_MS = 86_400_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const asDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));
const dayIn = (v: Date | string, timeZone: string | null) =>
  localDateOf(asDate(v), timeZone ?? DEFAULT_TIME_ZONE);

/** Where links in messages point: PUBLIC_URL when set, else the origin the request came to. */
export function publicOrigin(config: Pick<Config, 'PUBLIC_URL'>, request: FastifyRequest): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}

export interface CompletedVisit {
  appointmentId: string;
  doctorName: string;
  phone: string | null;
  email: string | null;
  /** The language the patient booked in: the invitation is written in it (English when not given). */
  language?: string;
}

/**
 * Makes the visit's one-time review link and schedules the message carrying it
 * (SMS, or email when only an address is known), in the caller's transaction.
 * A visit completed again (or invoiced after being marked Completed) keeps its
 * first link and sends nothing more. Answers the token when one was made.
 */
export async function inviteReview(
  tx: Db,
  origin: string,
  visit: CompletedVisit,
  now: Date,
): Promise<string | null> {
  if (!visit.phone && !visit.email) return null;
  const token = randomBytes(24).toString('base64url');
  const made = await reviewRepository.addInvitation(tx, {
    appointmentId: visit.appointmentId,
    tokenHash: hashOf(token),
    expiresAt: new Date(now.getTime() + REVIEW_LINK_DAYS * DAY_MS),
    now,
  });
  if (!made) return null;
  const texts = smsTexts(isApiLanguage(visit.language) ? visit.language : 'en');
  const text = texts.reviewInvitation(visit.doctorName, `${origin}/review/${token}`);
  await scheduleMessage(tx, {
    ...(visit.phone
      ? { channel: 'sms' as const, to: visit.phone }
      : { channel: 'email' as const, to: visit.email!, subject: texts.reviewSubject }),
    text,
    dueAt: now,
    appointmentId: visit.appointmentId,
  });
  return token;
}

function statusOf(row: InvitationRow, now: Date): ReviewInvitation['status'] {
  if (row.used_at) return 'used';
  return asDate(row.expires_at).getTime() <= now.getTime() ? 'expired' : 'open';
}

const linkNotFound = () => notFound(REVIEW_MESSAGES.linkNotFound);

/** What the public review page shows before the form. */
export async function getInvitation(
  database: Database,
  token: string,
  now: Date,
): Promise<ReviewInvitation> {
  const row = await reviewRepository.invitation(database, hashOf(token));
  if (!row) throw linkNotFound();
  return {
    doctorName: row.doctor_name,
    visitDate: dayIn(row.start_at, row.time_zone),
    treatment: row.treatment ?? row.title ?? 'Consultation',
    status: statusOf(row, now),
    expiresAt: asDate(row.expires_at).toISOString(),
  };
}

/**
 * Stores the review of the link's visit, once, and moves the doctor's rating.
 * The link row is locked first, so a second submission waits and then finds
 * it used (409); a link past its days is 410.
 */
export async function submitReview(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
  input: { rating: number; story: string },
): Promise<{ id: string }> {
  const { database, clock } = app.deps;
  const now = clock.now();
  const review = await database.transaction(async (tx) => {
    const row = await reviewRepository.lockInvitation(tx, hashOf(token));
    if (!row || !row.patient_id) throw linkNotFound();
    const status = statusOf(row, now);
    if (status === 'used') throw new AppError('REVIEW_LINK_USED');
    if (status === 'expired') throw new AppError('REVIEW_LINK_EXPIRED');
    const added = await reviewRepository.addReview(tx, {
      appointmentId: row.appointment_id,
      doctorId: row.doctor_id,
      patientId: row.patient_id,
      rating: input.rating,
      body: input.story,
      now,
    });
    if (!added) throw new AppError('REVIEW_LINK_USED');
    await reviewRepository.markUsed(tx, row.id, now);
    await reviewRepository.addToRating(tx, row.doctor_id, input.rating);
    await addNotification(tx, {
      userId: row.doctor_id,
      kind: 'review_received',
      title: 'New review',
      description: `${row.patient_name ?? 'A patient'} rated you ${input.rating} out of 5.`,
    });
    await audit(tx, request, {
      actorId: null,
      actorRole: 'patient',
      action: 'create_review',
      entity: 'review',
      entityId: added.id,
      patientId: row.patient_id,
      details: { appointmentId: row.appointment_id, rating: input.rating },
    });
    return added;
  });
  return review;
}

const who = (doctorId: string) => ({ actorId: doctorId, actorRole: 'doctor' as const });

/** My Ratings: the doctor's reviews, filtered, sorted and paged, with the summary of all of them. */
export async function listReviews(
  database: Database,
  request: FastifyRequest,
  doctorId: string,
  q: ReviewListQuery,
): Promise<ReviewList> {
  const search = q.search?.toLowerCase() || null;
  const [{ total, rows }, counts] = await Promise.all([
    reviewRepository.list(
      database,
      { doctorId, search, stars: q.stars ?? null },
      q.sort,
      q.dir,
      REVIEWS_PAGE_SIZE,
      (q.page - 1) * REVIEWS_PAGE_SIZE,
    ),
    reviewRepository.distribution(database, doctorId),
  ]);
  await audit(database, request, {
    ...who(doctorId),
    action: 'list_reviews',
    entity: 'review',
    details: { reviewIds: rows.map((r) => r.id), page: q.page, total },
  });
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let sum = 0;
  let count = 0;
  for (const stars of [1, 2, 3, 4, 5] as const) {
    const n = counts.get(stars) ?? 0;
    distribution[stars] = n;
    sum += stars * n;
    count += n;
  }
  return {
    total,
    page: q.page,
    pageSize: REVIEWS_PAGE_SIZE,
    reviews: rows.map((r) => ({
      id: r.id,
      name: r.name,
      date: dayIn(r.created_at, r.time_zone),
      rating: Number(r.rating),
      review: r.body,
      reply: r.reply,
      repliedAt: r.replied_at ? asDate(r.replied_at).toISOString() : null,
      treatment: r.treatment,
    })),
    summary: {
      average: count === 0 ? 0 : Math.round((sum / count) * 10) / 10,
      count,
      distribution,
    },
  };
}

/** Reply, Edit (the same call) and Remove Reply (reply null); another doctor's review is 404. */
export async function setReply(
  database: Database,
  request: FastifyRequest,
  doctorId: string,
  reviewId: string,
  reply: string | null,
  now: Date,
): Promise<{ id: string; reply: string | null }> {
  return database.transaction(async (tx) => {
    const row = await reviewRepository.setReply(tx, doctorId, reviewId, reply, now);
    if (!row) throw notFound(REVIEW_MESSAGES.reviewNotFound);
    await audit(tx, request, {
      ...who(doctorId),
      action: reply === null ? 'remove_review_reply' : 'reply_review',
      entity: 'review',
      entityId: row.id,
      patientId: row.patient_id,
    });
    return { id: row.id, reply };
  });
}

/** The latest stories of a listed doctor with the doctor's replies; the patient shown by first name and initial. */
export async function publicStories(database: Database, doctorId: string): Promise<PublicStories> {
  const found = await reviewRepository.publicStories(database, doctorId, PUBLIC_STORIES_LIMIT);
  if (!found) throw notFound(API_TEXTS.doctorNotFound);
  return {
    rating: Math.round(found.rating * 10) / 10,
    patientStories: found.count,
    stories: found.stories.map((s) => ({
      id: s.id,
      name: publicNameOf(s.name),
      date: dayIn(s.created_at, s.time_zone),
      rating: Number(s.rating),
      story: s.body,
      reply: s.reply,
    })),
  };
}
