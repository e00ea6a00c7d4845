import { CheckCircle2, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormMessage } from '@/components/ui/form-message';
import { TicketStatusBadge } from '@/components/ui/ticket-status-badge';
import {
  TicketThread,
  ticketDate,
  ticketTime,
  useIssueTypeLabel,
} from '@/components/ui/ticket-thread';
import { getApiErrorMessage } from '@/lib/api-client';
import type { AdminTicket } from '../api/get-ticket';
import { useUpdateAdminTicketMutation } from '../api/update-ticket';

/** One ticket for an admin: who raised it, the conversation with a reply box, Resolve or Reopen. */
export function TicketReview({ ticket }: { ticket: AdminTicket }) {
  const { t } = useTranslation(['admin', 'help']);
  const issueType = useIssueTypeLabel();
  const [update, { isLoading }] = useUpdateAdminTicketMutation();
  const [error, setError] = useState<string | null>(null);
  const resolved = ticket.status === 'Resolved';

  const changeStatus = async () => {
    setError(null);
    try {
      await update({ kind: resolved ? 'reopen' : 'resolve', id: ticket.id }).unwrap();
      toast.success(resolved ? t('help:messages.reopened') : t('help:messages.resolved'));
    } catch (err) {
      setError(getApiErrorMessage(err, t('help:fallbacks.status')));
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
      <section
        aria-labelledby="conversation-heading"
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
      >
        <h2 id="conversation-heading" className="mb-4 text-lg font-semibold text-slate-900">
          {t('tickets.conversation')}
        </h2>
        <TicketThread
          ticket={ticket}
          viewer="admin"
          doctorName={ticket.doctor.name}
          sending={isLoading}
          onReply={async (message) => {
            await update({ kind: 'reply', id: ticket.id, message }).unwrap();
            toast.success(t('help:messages.replySent'));
          }}
        />
      </section>
      <aside className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5 lg:self-start">
        <dl className="space-y-3 text-sm">
          <div>
            <dt className="text-slate-600">{t('tickets.status')}</dt>
            <dd className="mt-1">
              <TicketStatusBadge status={ticket.status} />
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('tickets.doctor')}</dt>
            <dd className="font-semibold text-slate-900">
              {ticket.doctor.name || t('tickets.doctor')}
            </dd>
            <dd className="text-slate-700">{ticket.doctor.phone}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('tickets.issueType')}</dt>
            <dd className="text-slate-900">{issueType(ticket.issueType)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('tickets.raised')}</dt>
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
          {resolved ? t('tickets.reopen') : t('tickets.resolve')}
        </button>
        <p className="text-xs text-slate-600">{t('tickets.notified')}</p>
      </aside>
    </div>
  );
}
