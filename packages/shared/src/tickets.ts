// Help: support tickets (spec sections 2 and 3, issue 11). A doctor raises a
// ticket (issue type, message, optional screenshot), admins answer and resolve
// it, and both write in its conversation. One declaration for the server's
// validation and answers and the web screens.
import { z } from 'zod';
import { ATTACHMENT_MAX_BYTES, TICKET_STATUSES } from './constants.ts';
import { VALIDATION } from './messages.ts';

/** What a ticket is about (the Submit New Ticket modal's select). */
export const TICKET_ISSUE_TYPES = [
  'Appointments',
  'Payments',
  'Verification',
  'Account',
  'Technical',
  'Other',
] as const;
export type TicketIssueType = (typeof TICKET_ISSUE_TYPES)[number];
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_MESSAGE_MIN = 10;
export const TICKET_MESSAGE_MAX = 2000;
export const TICKET_REPLY_MAX = 2000;
/** A screenshot: JPG or PNG (decided by its first bytes on the server), at most 10 MB. */
export const TICKET_SCREENSHOT_MAX_BYTES = ATTACHMENT_MAX_BYTES;
export const TICKET_SCREENSHOT_TYPES = ['image/jpeg', 'image/png'] as const;
/** Tickets one doctor may raise in 24 hours: enough for any real need, a bound on stored screenshots. */
export const TICKETS_PER_DAY = 20;
/** Rows per page of the admin's ticket list. */
export const ADMIN_TICKETS_PAGE_SIZE = 20;

export const TICKET_MESSAGES = {
  issueTypeRequired: 'Please select an issue type.',
  messageTooShort: `Message must be at least ${TICKET_MESSAGE_MIN} characters.`,
  messageTooLong: `Message must be at most 2,000 characters.`,
  replyRequired: 'Please enter a reply.',
  replyTooLong: 'Reply must be at most 2,000 characters.',
  screenshotType: 'Screenshot must be a JPG or PNG image.',
  screenshotTooLarge: VALIDATION.fileTooLarge10mb,
  tooManyTickets: 'You have raised many tickets today. Please add to an open ticket instead.',
  notFound: 'Ticket not found',
  noScreenshot: 'This ticket has no screenshot.',
  submitted: 'Ticket submitted',
  replySent: 'Reply sent',
  resolved: 'Ticket resolved',
  reopened: 'Ticket reopened',
  /** The doctor's notice when an admin answers or resolves their ticket. */
  answeredTitle: (n: number) => `Ticket #${n} answered`,
  resolvedTitle: (n: number) => `Ticket #${n} resolved`,
  reopenedTitle: (n: number) => `Ticket #${n} reopened`,
} as const;

/** The message of a new ticket: 10 to 2,000 characters after trimming. */
export const ticketMessageSchema = z
  .string(TICKET_MESSAGES.messageTooShort)
  .trim()
  .min(TICKET_MESSAGE_MIN, TICKET_MESSAGES.messageTooShort)
  .max(TICKET_MESSAGE_MAX, TICKET_MESSAGES.messageTooLong);

/** The text fields of POST /tickets (sent as multipart form fields with the optional `screenshot` file). */
export const newTicketSchema = z.object({
  issueType: z.enum(TICKET_ISSUE_TYPES, TICKET_MESSAGES.issueTypeRequired),
  message: ticketMessageSchema,
});
export type NewTicket = z.infer<typeof newTicketSchema>;

/** POST /tickets/{id}/replies and /admin/tickets/{id}/replies. */
export const ticketReplySchema = z.object({
  message: z
    .string(TICKET_MESSAGES.replyRequired)
    .trim()
    .min(1, TICKET_MESSAGES.replyRequired)
    .max(TICKET_REPLY_MAX, TICKET_MESSAGES.replyTooLong),
});
export type TicketReply = z.infer<typeof ticketReplySchema>;

export const ticketMessageViewSchema = z.object({
  id: z.string(),
  authorRole: z.enum(['doctor', 'admin']),
  authorName: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type TicketMessageView = z.infer<typeof ticketMessageViewSchema>;

/** A ticket as its doctor sees it; `description` is the first message. Dates in Asia/Kolkata. */
export const ticketSchema = z.object({
  id: z.string(),
  /** The number shown as the ticket's id (#1001, ...). */
  number: z.number().int(),
  issueType: z.string(),
  description: z.string(),
  /** YYYY-MM-DD and HH:MM (24 h) in India time. */
  dateCreated: z.string(),
  timeCreated: z.string(),
  createdAt: z.string(),
  status: z.enum(TICKET_STATUSES),
  resolvedAt: z.string().nullable(),
  /** GET path of the screenshot (with the session's token), or null. */
  screenshotUrl: z.string().nullable(),
  messages: z.array(ticketMessageViewSchema),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketListSchema = z.object({ tickets: z.array(ticketSchema) });
export type TicketList = z.infer<typeof ticketListSchema>;

/** What admins see besides: whose ticket it is. */
export const adminTicketSchema = ticketSchema.extend({
  doctor: z.object({ id: z.string(), name: z.string(), phone: z.string() }),
});
export type AdminTicket = z.infer<typeof adminTicketSchema>;

export const adminTicketSummarySchema = adminTicketSchema.omit({ messages: true }).extend({
  replies: z.number().int(),
  updatedAt: z.string(),
});
export type AdminTicketSummary = z.infer<typeof adminTicketSummarySchema>;

export const ADMIN_TICKET_FILTERS = ['Open', 'Resolved', 'All'] as const;
export type AdminTicketFilter = (typeof ADMIN_TICKET_FILTERS)[number];

export const adminTicketListQuerySchema = z.object({
  status: z.enum(ADMIN_TICKET_FILTERS).default('Open'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const adminTicketListSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  tickets: z.array(adminTicketSummarySchema),
});
export type AdminTicketList = z.infer<typeof adminTicketListSchema>;

/** What the Help and admin ticket screens say. */
export const TICKET_TEXTS = {
  submitTitle: 'Submit New Ticket',
  submitButton: 'Submit Ticket',
  submitting: 'Submitting...',
  issueTypeLabel: 'Issue Type',
  issueTypePlaceholder: 'Select an issue type',
  messageLabel: 'Message',
  messagePlaceholder: 'Describe the issue (at least 10 characters)',
  screenshotLabel: 'Screenshot (optional)',
  screenshotHint: 'JPG or PNG, no more than 10MB',
  replyLabel: 'Your reply',
  replyButton: 'Send Reply',
  noTickets: 'You have not raised any support tickets.',
  noReplies: 'No answer yet. The support team will reply here.',
  fallbacks: {
    tickets: 'Could not load your tickets.',
    submit: 'Could not submit the ticket.',
    reply: 'Could not send the reply.',
    screenshot: 'Could not load the screenshot.',
    adminTickets: 'Could not load the tickets.',
    adminTicket: 'Could not load the ticket.',
    status: 'Could not change the ticket status.',
  },
} as const;

/**
 * The Help screen's FAQ: how the portal really works (see docs/spec-deviations.md).
 * Each answer is a list of paragraphs.
 */
export const HELP_FAQ: readonly { question: string; answer: readonly string[] }[] = [
  {
    question: 'How does verification of my documents work?',
    answer: [
      'Upload your Government ID, Degree Certificate, Medical Registration, Clinic Document and Bank Information as PDF files (at most 10MB each) during sign-up or later under Document Verification Status on My Profile.',
      'An admin reviews each document and marks it Verified or Rejected with a reason; you get a notification either way. You are verified, and patients can find and book you in search, once your Government ID, Degree Certificate, Medical Registration and Clinic Document are all Verified.',
      'If a document is rejected, choose a new file for it on My Profile: the new upload goes back to Pending for review.',
    ],
  },
  {
    question: 'Where do I set up payouts, and where do I see what patients paid?',
    answer: [
      'Open Payments (under Ledger in the sidebar). Payout settings hold your payment method (Cash, Credit/Debit Card, UPI, Net Banking or All of the above), IFSC code, account holder, account number and cash handler. The account number is never shown in full again: only its last four digits.',
      'Below the settings, Payments lists every advance patients paid online and every refund, with the payment reference. Invoices you create with Save & Invoice are on the Ledger, where you can filter, export CSV and download PDF invoices.',
      'For a question about a particular payout, submit a ticket with the issue type Payments.',
    ],
  },
  {
    question: 'When is a patient’s advance refunded?',
    answer: [
      'A patient who books with Pay Online pays an advance of 30 percent of the fee. It is refunded automatically when you reject the request, when the appointment is cancelled (by you, or by the patient from My Appointments until 2 hours before the start), or when a Pending request is not accepted or rejected before its start time and expires.',
      'The refund goes back through the payment provider; the patient gets an SMS, and the refund appears on Payments with its reference and on the Ledger as its own entry.',
    ],
  },
  {
    question: 'How do online consultations and the video room work?',
    answer: [
      'Every Virtual appointment has its own video room. Open the appointment from Appointments and press Launch Video Room. The patient joins from My Appointments after confirming the mobile number they booked with.',
      'The room is open while the appointment is Pending or Confirmed. Allow the browser to use your camera and microphone; in the room you can mute, turn the camera off and leave. Video goes directly between the two browsers and nothing is recorded.',
      'If you and the patient cannot connect from different networks, submit a Technical ticket: the platform then needs a relay server configured.',
    ],
  },
  {
    question: 'How do I change my schedule or take time off?',
    answer: [
      'Patients can book only the free slots within your clinic timings. Your timings are set during sign-up and are read-only in the portal for now: to change them, submit a ticket with the issue type Appointments and the new hours.',
      'There is no time-off switch yet. Tell us the dates in a ticket; meanwhile reject requests you cannot take (an advance is refunded automatically) and move confirmed appointments to another day from the Calendar (drag the chip, or use its menu: Move to another day).',
    ],
  },
];
