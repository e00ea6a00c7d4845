import { CheckCircle2, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { TICKET_MESSAGES, TICKET_TEXTS } from '@clinic/shared/tickets';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormMessage } from '@/components/ui/form-message';
import { TicketStatusBadge } from '@/components/ui/ticket-status-badge';
import { TicketThread, ticketDate, ticketTime } from '@/components/ui/ticket-thread';
import { getApiErrorMessage } from '@/lib/api-client';
import type { AdminTicket } from '../api/get-ticket';
import { useUpdateAdminTicketMutation } from '../api/update-ticket';

/** One ticket for an admin: who raised it, the conversation with a reply box, Resolve or Reopen. */
export function TicketReview({ ticket }: { ticket: AdminTicket }) {
  const [update, { isLoading }] = useUpdateAdminTicketMutation();
  const [error, setError] = useState<string | null>(null);
  const resolved = ticket.status === 'Resolved';

  const changeStatus = async () => {
    setError(null);
    try {
      await update({ kind: resolved ? 'reopen' : 'resolve', id: ticket.id }).unwrap();
      toast.success(resolved ? TICKET_MESSAGES.reopened : TICKET_MESSAGES.resolved);
    } catch (err) {
      setError(getApiErrorMessage(err, TICKET_TEXTS.fallbacks.status));
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
      <section
        aria-labelledby="conversation-heading"
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
      >
        <h2 id="conversation-heading" className="mb-4 text-lg font-semibold text-slate-900">
          Conversation
        </h2>
        <TicketThread
          ticket={ticket}
          viewer="admin"
          doctorName={ticket.doctor.name}
          sending={isLoading}
          onReply={async (message) => {
            await update({ kind: 'reply', id: ticket.id, message }).unwrap();
            toast.success(TICKET_MESSAGES.replySent);
          }}
        />
      </section>
      <aside className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5 lg:self-start">
        <dl className="space-y-3 text-sm">
          <div>
            <dt className="text-slate-600">Status</dt>
            <dd className="mt-1">
              <TicketStatusBadge status={ticket.status} />
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">Doctor</dt>
            <dd className="font-semibold text-slate-900">{ticket.doctor.name || 'Doctor'}</dd>
            <dd className="text-slate-700">{ticket.doctor.phone}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Issue type</dt>
            <dd className="text-slate-900">{ticket.issueType}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Raised</dt>
            <dd className="text-slate-900">
              {ticketDate(ticket)} {ticketTime(ticket)}
            </dd>
          </div>
        </dl>
        <FormMessage message={error} />
        <button
          type="button"
          onClick={() => void changeStatus()}
          disabled={isLoading}
          className={buttonStyles({
            variant: resolved ? 'secondary' : 'primary',
            className: 'w-full',
          })}
        >
          {resolved ? (
            <RotateCcw aria-hidden="true" className="size-4" />
          ) : (
            <CheckCircle2 aria-hidden="true" className="size-4" />
          )}
          {resolved ? 'Reopen Ticket' : 'Mark as Resolved'}
        </button>
        <p className="text-xs text-slate-600">
          The doctor is notified of every answer and status change.
        </p>
      </aside>
    </div>
  );
}
