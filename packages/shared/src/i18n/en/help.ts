// English, namespace `help`: the doctor's Help screen (tickets, the new-ticket
// form, the FAQ) and the ticket conversation the admin area shares. The spec's
// own texts are referenced from their constants (tickets.ts), never typed again.
import { TICKET_STATUSES } from '../../constants.ts';
import { HELP_FAQ, TICKET_ISSUE_TYPES, TICKET_MESSAGES, TICKET_TEXTS } from '../../tickets.ts';

const faq = (i: number) => HELP_FAQ[i]!;

export default {
  page: {
    title: 'Help',
    description: 'Support tickets and answers to common questions.',
  },
  status: { Open: TICKET_STATUSES[0], Resolved: TICKET_STATUSES[1] },
  issueTypes: {
    Appointments: TICKET_ISSUE_TYPES[0],
    Payments: TICKET_ISSUE_TYPES[1],
    Verification: TICKET_ISSUE_TYPES[2],
    Account: TICKET_ISSUE_TYPES[3],
    Technical: TICKET_ISSUE_TYPES[4],
    Other: TICKET_ISSUE_TYPES[5],
  },
  texts: {
    submitTitle: TICKET_TEXTS.submitTitle,
    submitButton: TICKET_TEXTS.submitButton,
    submitting: TICKET_TEXTS.submitting,
    issueTypeLabel: TICKET_TEXTS.issueTypeLabel,
    issueTypePlaceholder: TICKET_TEXTS.issueTypePlaceholder,
    messageLabel: TICKET_TEXTS.messageLabel,
    messagePlaceholder: TICKET_TEXTS.messagePlaceholder,
    screenshotLabel: TICKET_TEXTS.screenshotLabel,
    screenshotHint: TICKET_TEXTS.screenshotHint,
    replyLabel: TICKET_TEXTS.replyLabel,
    replyButton: TICKET_TEXTS.replyButton,
    noTickets: TICKET_TEXTS.noTickets,
    noReplies: TICKET_TEXTS.noReplies,
  },
  fallbacks: {
    tickets: TICKET_TEXTS.fallbacks.tickets,
    submit: TICKET_TEXTS.fallbacks.submit,
    reply: TICKET_TEXTS.fallbacks.reply,
    screenshot: TICKET_TEXTS.fallbacks.screenshot,
    adminTickets: TICKET_TEXTS.fallbacks.adminTickets,
    adminTicket: TICKET_TEXTS.fallbacks.adminTicket,
    status: TICKET_TEXTS.fallbacks.status,
  },
  /** The schema's and the forms' messages (newTicketSchema, ticketReplySchema), shown translated. */
  messages: {
    issueTypeRequired: TICKET_MESSAGES.issueTypeRequired,
    messageTooShort: TICKET_MESSAGES.messageTooShort,
    messageTooLong: TICKET_MESSAGES.messageTooLong,
    replyRequired: TICKET_MESSAGES.replyRequired,
    replyTooLong: TICKET_MESSAGES.replyTooLong,
    screenshotType: TICKET_MESSAGES.screenshotType,
    screenshotTooLarge: TICKET_MESSAGES.screenshotTooLarge,
    submitted: `${TICKET_MESSAGES.submitted}: #{{number}}`,
    replySent: TICKET_MESSAGES.replySent,
    resolved: TICKET_MESSAGES.resolved,
    reopened: TICKET_MESSAGES.reopened,
  },
  newTicket: {
    description: 'Tell us what went wrong; the support team answers in the ticket.',
    cancel: 'Cancel',
  },
  tickets: {
    loading: 'Loading your tickets',
    tryAgain: 'Try again',
    emptyTitle: 'No tickets yet',
    heading: 'Tickets',
    subtitle: 'Your support tickets, newest first.',
    caption: 'Support tickets',
    columns: {
      id: 'Ticket ID',
      description: 'Description',
      date: 'Date',
      time: 'Time',
      status: 'Status',
      actions: 'Actions',
    },
    view: 'View',
    viewCount: 'View ({{count}})',
    viewTicket: 'View ticket #{{number}}',
    viewTicketReplies_one: 'View ticket #{{number}}, {{count}} reply',
    viewTicketReplies_other: 'View ticket #{{number}}, {{count}} replies',
    title: 'Ticket #{{number}}',
  },
  thread: {
    conversation: 'Conversation',
    you: 'You',
    doctor: 'Doctor',
    support: '{{name}} (Support)',
    viewScreenshot: 'View screenshot',
    loadingScreenshot: 'Loading screenshot...',
    screenshotAlt: 'Screenshot attached to the ticket',
    reopens: 'A reply opens the ticket again.',
    sending: 'Sending...',
  },
  faq: {
    heading: 'Frequently Asked Questions',
    verification: {
      question: faq(0).question,
      p1: faq(0).answer[0]!,
      p2: faq(0).answer[1]!,
      p3: faq(0).answer[2]!,
    },
    payouts: {
      question: faq(1).question,
      p1: faq(1).answer[0]!,
      p2: faq(1).answer[1]!,
      p3: faq(1).answer[2]!,
    },
    refunds: {
      question: faq(2).question,
      p1: faq(2).answer[0]!,
      p2: faq(2).answer[1]!,
    },
    video: {
      question: faq(3).question,
      p1: faq(3).answer[0]!,
      p2: faq(3).answer[1]!,
      p3: faq(3).answer[2]!,
    },
    schedule: {
      question: faq(4).question,
      p1: faq(4).answer[0]!,
      p2: faq(4).answer[1]!,
    },
  },
} as const;
