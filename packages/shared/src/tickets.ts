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
