// The waitlist: what a patient sends to join a doctor's day, what the server
// answers, and every text the patient or the doctor reads about it.
import { z } from 'zod';
import { calendarDateSchema } from './dates.ts';
import { VALIDATION } from './messages.ts';
import { mobileSchema } from './validation.ts';

/** How long a freed slot is held for the patient it is offered to. */
export const WAITLIST_HOLD_MINUTES = 15;

export const waitlistJoinSchema = z.object({
  doctorId: z.uuid('Doctor not found'),
  /** The clinic's local day, YYYY-MM-DD. */
  date: calendarDateSchema,
  name: z.string({ error: VALIDATION.fullNameMin }).trim().min(2, VALIDATION.fullNameMin).max(100),
  mobile: mobileSchema,
  /** The language of its SMS (issue 14); left out, the request's Accept-Language decides. */
  language: z.enum(['en', 'hi']).optional(),
});
export type WaitlistJoin = z.infer<typeof waitlistJoinSchema>;

export const WAITLIST_STATUSES = ['waiting', 'offered', 'booked', 'left', 'missed'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];
export const WAITLIST_OFFER_STATUSES = ['open', 'booked', 'expired', 'left'] as const;
export type WaitlistOfferStatus = (typeof WAITLIST_OFFER_STATUSES)[number];

export const WAITLIST_MESSAGES = {
  joinButton: 'Join waitlist',
  /** The slot pickers' offer on a full day, e.g. 'Join waitlist for Fri, 13 Mar'. */
  joinForDay: (dayLabel: string) => `Join waitlist for ${dayLabel}`,
  joinTitle: 'Join the waitlist',
  joinIntro: (day: string) =>
    `No slot is free on ${day}. Join the waitlist: if a slot frees, we send you an SMS and hold it for you for ${WAITLIST_HOLD_MINUTES} minutes.`,
  joined: (day: string, position: number) =>
    `You are on the waitlist for ${day} (number ${position}). We will send you an SMS if a slot frees.`,
  mobileMismatch: 'The mobile number must be the one you verified with the OTP.',
  dayPast: 'This day has passed. Please choose another day.',
  dayTooFar: 'This day is too far ahead. Please choose a nearer day.',
  linkNotFound: 'This waitlist link is not valid.',
  offerTitle: 'A slot is free for you',
  offerHeld: (until: string) => `It is held for you until ${until}.`,
  offerExpired: 'This offer has expired and the slot went to the next patient on the list.',
  offerBooked: 'You booked this slot. See you then!',
  bookNow: 'Book this slot',
  leave: 'Leave the waitlist',
  left: 'You have left the waitlist.',
  waiting: (day: string) => `You are on the waitlist for ${day}.`,
  portalTitle: 'Waitlist',
  portalEmpty: 'Nobody is waiting for this day.',
  offerSms: (doctorName: string, when: string, link: string) =>
    `A slot with ${doctorName} on ${when} is free and held for you for ${WAITLIST_HOLD_MINUTES} minutes. Book it or leave the waitlist: ${link}`,
  joinedSms: (doctorName: string, day: string, link: string) =>
    `You are on the waitlist of ${doctorName} for ${day}. To leave it: ${link}`,
} as const;

export const WAITLIST_STATUS_LABELS: Record<WaitlistStatus, string> = {
  waiting: 'Waiting',
  offered: 'Slot offered',
  booked: 'Booked',
  left: 'Left',
  missed: 'Offer expired',
};
