// The review rules and texts without zod, so the error declarations (errors.ts)
// can name them without pulling zod onto every page.

/** How long the link in the SMS stays open after the visit is completed. */
export const REVIEW_LINK_DAYS = 14;
export const REVIEW_STORY_MIN = 10;
export const REVIEW_STORY_MAX = 2000;
export const REVIEW_REPLY_MAX = 2000;
export const REVIEWS_PAGE_SIZE = 10;
/** How many of a doctor's latest stories the public story list answers. */
export const PUBLIC_STORIES_LIMIT = 5;

export const REVIEW_MESSAGES = {
  ratingRequired: 'Please choose a rating from 1 to 5 stars.',
  storyTooShort: `Please write at least ${REVIEW_STORY_MIN} characters about your visit.`,
  storyTooLong: `Your story can be at most ${REVIEW_STORY_MAX} characters.`,
  replyRequired: 'Please enter a reply before saving.',
  replyTooLong: `A reply can be at most ${REVIEW_REPLY_MAX} characters.`,
  linkUsed: 'This visit has already been reviewed. Thank you for your feedback.',
  linkExpired: `This review link has expired. Links are open for ${REVIEW_LINK_DAYS} days after the visit.`,
  linkNotFound: 'This review link is not valid. Please check the link in your SMS.',
  reviewNotFound: 'Review not found',
  thanks: 'Thank you! Your review has been published.',
  replySaved: 'Reply saved.',
  replyRemoved: 'Reply removed.',
} as const;

/** The SMS sent when a visit is completed. */
export const reviewInvitationText = (doctorName: string, link: string) =>
  `Thank you for visiting ${doctorName}. How was your visit? Rate it and share your story (link valid ${REVIEW_LINK_DAYS} days): ${link}`;
