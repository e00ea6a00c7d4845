// The demo doctor's help tickets get conversations: the admin's answers and
// the doctor's follow-ups, in the order of data/clinical.ts TICKETS. Resolved
// tickets carry the time they were resolved. No random draws: the messages'
// times are fixed offsets from each ticket's creation, so every other seeded
// value stays as it was.
import type * as schema from '../schema.ts';
import { MINUTE_MS } from './ist-time.ts';

type TicketRow = typeof schema.tickets.$inferInsert;
type TicketMessageRow = typeof schema.ticketMessages.$inferInsert;

/** Per ticket (same order as TICKETS): who writes what, and how long after the ticket was raised. */
const CONVERSATIONS: readonly {
  from: 'admin' | 'doctor';
  afterMinutes: number;
  message: string;
}[][] = [
  [
    {
      from: 'admin',
      afterMinutes: 95,
      message:
        'Advances paid online are listed on Payments as soon as they are received. The ledger lists invoices: the advance shows there once the visit is invoiced with Save & Invoice, as the amount already paid. That visit had not been invoiced yet.',
    },
    { from: 'doctor', afterMinutes: 180, message: 'Invoiced it now and I can see it. Thank you.' },
  ],
  [
    {
      from: 'admin',
      afterMinutes: 120,
      message:
        'Patients can only book free slots within your clinic timings, so a Sunday booking means Sunday was open in your timings. We have marked Sunday as closed. A request you cannot take can be rejected from Appointments; an advance paid online is refunded automatically.',
    },
  ],
  [
    {
      from: 'admin',
      afterMinutes: 60,
      message:
        'Thanks for the report. Please update the browser on the tablet and reload the page: the calendar needs a current version of Chrome, Safari, Edge or Firefox.',
    },
    { from: 'doctor', afterMinutes: 150, message: 'Updated Chrome and the calendar loads now.' },
  ],
  [
    {
      from: 'admin',
      afterMinutes: 240,
      message:
        'Done: the clinic phone number on your profile is updated. Your login mobile number stays the same.',
    },
  ],
  [
    {
      from: 'admin',
      afterMinutes: 45,
      message:
        'We are checking last month’s payout with the payments team and will answer here. Please make sure your payout settings on Payments show the right account.',
    },
  ],
  [],
];

const at = (t: Date, minutes: number, now: Date) =>
  new Date(Math.min(now.getTime() - MINUTE_MS, t.getTime() + minutes * MINUTE_MS));

/**
 * The messages of the demo tickets; sets each ticket's updated time (its last
 * message) and a resolved ticket's resolved time (an hour after that).
 */
export function ticketConversations(
  tickets: TicketRow[],
  who: { doctorId: string; adminId: string },
  now: Date,
): TicketMessageRow[] {
  const messages: TicketMessageRow[] = [];
  tickets.forEach((ticket, i) => {
    const created = ticket.createdAt as Date;
    let last = created;
    for (const m of CONVERSATIONS[i] ?? []) {
      const createdAt = at(created, m.afterMinutes, now);
      messages.push({
        ticketId: ticket.id!,
        authorId: m.from === 'admin' ? who.adminId : who.doctorId,
        authorRole: m.from,
        message: m.message,
        createdAt,
      });
      last = createdAt;
    }
    ticket.updatedAt = last;
    if (ticket.status === 'Resolved') {
      ticket.resolvedAt = new Date(Math.min(now.getTime(), last.getTime() + 60 * MINUTE_MS));
      ticket.updatedAt = ticket.resolvedAt;
    }
  });
  return messages;
}
