// Reviews (issue 11, spec section 2 /my-ratings and section 3 Review): a patient
// rates a completed visit once, through the one-time link sent by SMS when the
// visit is completed; the doctor reads them on My Ratings and may reply. One
// declaration of the rules, texts and answers for the server and the web app.
import { z } from 'zod';
import {
  REVIEW_MESSAGES,
  REVIEW_REPLY_MAX,
  REVIEW_STORY_MAX,
  REVIEW_STORY_MIN,
} from './review-texts.ts';

/** Counted the way people count them (code points), so the counter and the server agree. */
export const storyLength = (text: string) => [...text.trim()].length;

export const reviewStorySchema = z
  .string({ error: REVIEW_MESSAGES.storyTooShort })
  .refine((s) => storyLength(s) >= REVIEW_STORY_MIN, REVIEW_MESSAGES.storyTooShort)
  .refine((s) => storyLength(s) <= REVIEW_STORY_MAX, REVIEW_MESSAGES.storyTooLong)
  .transform((s) => s.trim());

export const ratingSchema = z
  .number({ error: REVIEW_MESSAGES.ratingRequired })
  .int(REVIEW_MESSAGES.ratingRequired)
  .min(1, REVIEW_MESSAGES.ratingRequired)
  .max(5, REVIEW_MESSAGES.ratingRequired);

/** POST /reviews/invitations/{token}. */
export const submitReviewSchema = z.object({
  rating: ratingSchema,
  story: reviewStorySchema,
});
export type SubmitReviewInput = z.input<typeof submitReviewSchema>;

/** GET /reviews/invitations/{token}: what the public page shows before the form. */
export const reviewInvitationSchema = z.object({
  doctorName: z.string(),
  /** YYYY-MM-DD in the clinic's time zone. */
  visitDate: z.string(),
  treatment: z.string(),
  /** Open: the form is shown. Used: already reviewed. Expired: past its 14 days. */
  status: z.enum(['open', 'used', 'expired']),
  expiresAt: z.string(),
});
export type ReviewInvitation = z.infer<typeof reviewInvitationSchema>;

export const REVIEW_SORTS = ['name', 'date', 'rating'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** GET /reviews: the doctor's own. search is a substring of the patient's name or the story. */
export const reviewListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  stars: z.preprocess(
    (v) => (v === '' || v === 'all' ? undefined : v),
    z.coerce.number().int().min(1).max(5).optional(),
  ),
  sort: z.enum(REVIEW_SORTS).default('date'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type ReviewListQuery = z.output<typeof reviewListQuerySchema>;

/** One row of My Ratings (spec section 3 Review: id, name, date, rating, review, optional reply). */
export const reviewRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** YYYY-MM-DD, the day the review was written (clinic time zone). */
  date: z.string(),
  rating: z.number().int(),
  review: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  treatment: z.string().nullable(),
});
export type ReviewRow = z.infer<typeof reviewRowSchema>;

export const ratingSummarySchema = z.object({
  average: z.number(),
  count: z.number().int(),
  distribution: z.object({
    1: z.number().int(),
    2: z.number().int(),
    3: z.number().int(),
    4: z.number().int(),
    5: z.number().int(),
  }),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const reviewListSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  reviews: z.array(reviewRowSchema),
  summary: ratingSummarySchema,
});
export type ReviewList = z.infer<typeof reviewListSchema>;

/** PUT /reviews/{id}/reply. */
export const replySchema = z.object({
  reply: z
    .string({ error: REVIEW_MESSAGES.replyRequired })
    .trim()
    .min(1, REVIEW_MESSAGES.replyRequired)
    .max(REVIEW_REPLY_MAX, REVIEW_MESSAGES.replyTooLong),
});

/** A story as patients read it (search card, doctor's public page): first name and initial only. */
export const publicStorySchema = z.object({
  id: z.string(),
  name: z.string(),
  date: z.string(),
  rating: z.number().int(),
  story: z.string(),
  reply: z.string().nullable(),
});
export type PublicStory = z.infer<typeof publicStorySchema>;

export const publicStoriesSchema = z.object({
  rating: z.number(),
  patientStories: z.number().int(),
  stories: z.array(publicStorySchema),
});
export type PublicStories = z.infer<typeof publicStoriesSchema>;

/** "Priya Sharma" -> "Priya S.": enough to be a person, not enough to find them. */
export const publicNameOf = (name: string) => {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return 'Patient';
  const [first, ...rest] = parts;
  const last = rest.at(-1);
  return last ? `${first} ${[...last][0]!.toUpperCase()}.` : first!;
};
