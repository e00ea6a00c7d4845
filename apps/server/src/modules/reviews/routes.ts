// Reviews: the public one-time link (read it, rate the visit once), the doctor's
// own reviews with replies (My Ratings), and the stories patients read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REVIEW_MESSAGES } from '@clinic/shared/review-texts';
import {
  publicStoriesSchema,
  replySchema,
  reviewInvitationSchema,
  reviewListQuerySchema,
  reviewListSchema,
  submitReviewSchema,
} from '@clinic/shared/reviews';
import { API_TEXTS } from '@clinic/shared/api-texts';
import { notFound } from '../../errors.ts';
import { isUuid } from '../../lib/uuid.ts';
import { getInvitation, listReviews, publicStories, setReply, submitReview } from './service.ts';

const tags = ['reviews'];
const security = [{ bearerAuth: [] }];
const tokenParams = z.object({
  token: z.string().min(1).max(200).describe('The token of the link sent by SMS'),
});
const idParams = z.object({ id: z.string().max(64) });
const replyAnswer = z.object({ id: z.string(), reply: z.string().nullable() });
/** A link is tried by hand at most this often per address: tokens cannot be guessed by volume. */
const SUBMIT_LIMIT = { max: 20, timeWindow: 15 * 60 * 1000 };

const ownId = (id: string) => {
  if (!isUuid(id)) throw notFound(REVIEW_MESSAGES.reviewNotFound);
  return id;
};

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const doctorOnly = app.requireRole('doctor');

  app.get(
    '/reviews/invitations/:token',
    {
      schema: {
        tags,
        summary: 'The visit a review link is for (public, no account)',
        description:
          'status: open (the form may be sent), used (reviewed already) or expired (links are open 14 days after the visit). An unknown token is 404.',
        params: tokenParams,
        response: { 200: reviewInvitationSchema },
      },
    },
    async (request) => getInvitation(app.deps.database, request.params.token, app.deps.clock.now()),
  );

  app.post(
    '/reviews/invitations/:token',
    {
      config: { rateLimit: SUBMIT_LIMIT },
      schema: {
        tags,
        summary: 'Rate the visit of a review link, once (public, no account)',
        description:
          'rating 1-5 and a story of 10-2,000 characters. A used link is 409 REVIEW_LINK_USED, an expired one 410 REVIEW_LINK_EXPIRED, an unknown one 404. Rate-limited per address.',
        params: tokenParams,
        body: submitReviewSchema,
        response: { 201: z.object({ id: z.string() }) },
      },
    },
    async (request, reply) => {
      const review = await submitReview(app, request, request.params.token, request.body);
      return reply.status(201).send(review);
    },
  );

  app.get(
    '/reviews',
    {
      schema: {
        tags,
        security,
        summary: "The doctor's reviews (My Ratings): searched, filtered by stars, sorted and paged",
        description:
          "search is a case-insensitive substring of the patient's name or the story; stars 1-5 (empty or all: every rating); sort name, date or rating. summary covers all of the doctor's reviews.",
        querystring: reviewListQuerySchema,
        response: { 200: reviewListSchema },
      },
      preHandler: doctorOnly,
    },
    async (request) => listReviews(app.deps.database, request, request.user!.id, request.query),
  );

  app.put(
    '/reviews/:id/reply',
    {
      schema: {
        tags,
        security,
        summary: 'Reply to a review, or edit the reply (1-2,000 characters)',
        params: idParams,
        body: replySchema,
        response: { 200: replyAnswer },
      },
      preHandler: doctorOnly,
    },
    async (request) =>
      setReply(
        app.deps.database,
        request,
        request.user!.id,
        ownId(request.params.id),
        request.body.reply,
        app.deps.clock.now(),
      ),
  );

  app.delete(
    '/reviews/:id/reply',
    {
      schema: {
        tags,
        security,
        summary: 'Remove the reply of a review',
        params: idParams,
        response: { 200: replyAnswer },
      },
      preHandler: doctorOnly,
    },
    async (request) =>
      setReply(
        app.deps.database,
        request,
        request.user!.id,
        ownId(request.params.id),
        null,
        app.deps.clock.now(),
      ),
  );

  app.get(
    '/doctors/:userId/stories',
    {
      schema: {
        tags,
        summary: "A listed doctor's rating and latest patient stories, with the doctor's replies",
        description:
          'Public. The patient is named by first name and initial. 404 for a doctor not listed in search.',
        params: z.object({ userId: z.string().max(64) }),
        response: { 200: publicStoriesSchema },
      },
    },
    async (request) => {
      const { userId } = request.params;
      if (!isUuid(userId)) throw notFound(API_TEXTS.doctorNotFound);
      return publicStories(app.deps.database, userId);
    },
  );
};
