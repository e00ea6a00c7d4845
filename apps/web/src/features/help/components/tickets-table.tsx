import { MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HorizontalScroll } from '@/components/ui/horizontal-scroll';
import { buttonStyles } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { FormMessage } from '@/components/ui/form-message';
import { Modal } from '@/components/ui/modal';
import { PageLoader } from '@/components/ui/page-loader';
import { TicketStatusBadge } from '@/components/ui/ticket-status-badge';
import {
  TicketThread,
  ticketDate,
  ticketTime,
  useIssueTypeLabel,
} from '@/components/ui/ticket-thread';
import { useMediaQuery } from '@/hooks/use-media-query';
import { getApiErrorMessage } from '@/lib/api-client';
import { useListTicketsQuery, type Ticket } from '../api/list-tickets';
import { useReplyToTicketMutation } from '../api/reply-to-ticket';

const HEADINGS = ['id', 'description', 'date', 'time', 'status', 'actions'] as const;

function ViewButton({ ticket, onView }: { ticket: Ticket; onView: (id: string) => void }) {
  const { t } = useTranslation('help');
  const replies = ticket.messages.length;
  return (
    <button
      type="button"
      onClick={() => onView(ticket.id)}
      aria-label={
        replies
          ? t('tickets.viewTicketReplies', { number: ticket.number, count: replies })
          : t('tickets.viewTicket', { number: ticket.number })
      }
      // One width with or without a reply count, so the column's buttons line up.
      className={buttonStyles({ variant: 'secondary', size: 'sm', className: 'min-w-28' })}
    >
      <MessageSquareText aria-hidden="true" className="size-4" />
      {replies ? t('tickets.viewCount', { count: replies }) : t('tickets.view')}
    </button>
  );
}

function TicketDetails({ ticket, onClose }: { ticket: Ticket | undefined; onClose: () => void }) {
  const { t } = useTranslation('help');
  const issueType = useIssueTypeLabel();
  const [reply, { isLoading }] = useReplyToTicketMutation();
  return (
    <Modal
      open={Boolean(ticket)}
      onClose={onClose}
      title={ticket ? t('tickets.title', { number: ticket.number }) : ''}
      description={
        ticket ? (
          <span className="flex flex-wrap items-center gap-2">
            {issueType(ticket.issueType)} · {ticketDate(ticket)} {ticketTime(ticket)}
            <TicketStatusBadge status={ticket.status} />
          </span>
        ) : null
      }
      widthPx={640}
    >
      {ticket ? (
        <TicketThread
          ticket={ticket}
          viewer="doctor"
          sending={isLoading}
          onReply={(message) => reply({ id: ticket.id, message }).unwrap()}
        />
      ) : null}
    </Modal>
  );
}

/** The doctor's tickets (spec: id, description, date, time, status); View opens the conversation. */
export function TicketsTable() {
  const { t } = useTranslation('help');
  const issueType = useIssueTypeLabel();
  const { data, isLoading, error, refetch } = useListTicketsQuery();
  const [selected, setSelected] = useState<string | null>(null);
  const wide = useMediaQuery('(min-width: 768px)', true);
  const tickets = data?.tickets ?? [];
  const current = tickets.find((ticket) => ticket.id === selected);

  if (isLoading) return <PageLoader label={t('tickets.loading')} />;
  if (error)
    return (
      <div className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <FormMessage message={getApiErrorMessage(error, t('fallbacks.tickets'))} />
        <button
          type="button"
          className="text-sm font-semibold text-brand-800 underline"
          onClick={() => void refetch()}
        >
          {t('tickets.tryAgain')}
        </button>
      </div>
    );
  if (tickets.length === 0)
    return <EmptyState title={t('tickets.emptyTitle')} description={t('texts.noTickets')} />;

  return (
    <section
      aria-labelledby="tickets-heading"
      className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <div className="border-b border-slate-200 p-4">
        <h2 id="tickets-heading" className="text-lg font-semibold text-slate-900">
          {t('tickets.heading')}
        </h2>
        <p className="text-sm text-slate-600">{t('tickets.subtitle')}</p>
      </div>
      {wide ? (
        <HorizontalScroll>
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption className="sr-only">{t('tickets.caption')}</caption>
            <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <tr>
                {HEADINGS.map((column) => (
                  <th key={column} scope="col" className="px-4 py-3">
                    {t(`tickets.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {tickets.map((ticket) => (
                <tr key={ticket.id} className="align-top hover:bg-slate-50/70">
                  <td className="px-4 py-3 font-semibold whitespace-nowrap text-slate-900">
                    #{ticket.number}
                  </td>
                  <td className="max-w-md px-4 py-3 text-slate-700">
                    <span className="block text-xs font-semibold text-slate-600">
                      {issueType(ticket.issueType)}
                    </span>
                    <span className="line-clamp-2">{ticket.description}</span>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                    {ticketDate(ticket)}
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                    {ticketTime(ticket)}
                  </td>
                  <td className="px-4 py-3">
                    <TicketStatusBadge status={ticket.status} />
                  </td>
                  <td className="px-4 py-3">
                    <ViewButton ticket={ticket} onView={setSelected} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </HorizontalScroll>
      ) : (
        <ul className="divide-y divide-slate-200">
          {tickets.map((ticket) => (
            <li key={ticket.id} className="space-y-2 p-4">
              <div className="flex items-center justify-between gap-3">
                <span className="font-semibold text-slate-900">#{ticket.number}</span>
                <TicketStatusBadge status={ticket.status} />
              </div>
              <p className="text-xs font-semibold text-slate-600">{issueType(ticket.issueType)}</p>
              <p className="line-clamp-3 text-sm text-slate-700">{ticket.description}</p>
              <div className="flex items-center justify-between gap-3">
                <span className="text-sm text-slate-600">
                  {ticketDate(ticket)} · {ticketTime(ticket)}
                </span>
                <ViewButton ticket={ticket} onView={setSelected} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <TicketDetails ticket={current} onClose={() => setSelected(null)} />
    </section>
  );
}
