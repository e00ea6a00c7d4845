import { ImageIcon, Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { DEFAULT_TIME_ZONE } from '@clinic/shared/constants';
import { formatSlotTime } from '@clinic/shared/slots';
import {
  TICKET_MESSAGES,
  TICKET_REPLY_MAX,
  TICKET_TEXTS,
  type Ticket,
} from '@clinic/shared/tickets';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormMessage } from '@/components/ui/form-message';
import { inputStyles, labelStyles } from '@/components/ui/input-styles';
import { getApiErrorMessage } from '@/lib/api-client';
import { toDayMonthYear } from '@/lib/billing-format';
import { cn } from '@/lib/cn';
import { formatClinicDate, formatClinicTime } from '@/lib/clinic-time';
import { useGetTicketScreenshotQuery } from '@/lib/ticket-screenshot';

/** '2026-03-10', '16:05' -> '10-03-2026', '04:05 PM' (the ticket table's date and time). */
export function ticketDate(ticket: Pick<Ticket, 'dateCreated'>): string {
  return toDayMonthYear(ticket.dateCreated);
}
export function ticketTime(ticket: Pick<Ticket, 'timeCreated'>): string {
  const m = /^(\d{2}):(\d{2})$/.exec(ticket.timeCreated);
  return m ? formatSlotTime(Number(m[1]) * 60 + Number(m[2])) : ticket.timeCreated;
}

const when = (instant: string) =>
  `${formatClinicDate(instant, DEFAULT_TIME_ZONE)}, ${formatClinicTime(instant, DEFAULT_TIME_ZONE)}`;

function Screenshot({ ticketId }: { ticketId: string }) {
  const [shown, setShown] = useState(false);
  const { data, error, isFetching } = useGetTicketScreenshotQuery(ticketId, { skip: !shown });
  if (!shown)
    return (
      <button
        type="button"
        onClick={() => setShown(true)}
        className={buttonStyles({ variant: 'secondary', size: 'sm' })}
      >
        <ImageIcon aria-hidden="true" className="size-4" />
        View screenshot
      </button>
    );
  if (error)
    return <FormMessage message={getApiErrorMessage(error, TICKET_TEXTS.fallbacks.screenshot)} />;
  if (isFetching || !data) return <p className="text-sm text-slate-600">Loading screenshot...</p>;
  return (
    <img
      src={data}
      alt="Screenshot attached to the ticket"
      className="max-h-80 rounded-lg ring-1 ring-slate-200"
    />
  );
}

interface TicketThreadProps {
  ticket: Ticket;
  /** Who reads it: the doctor's own words are "You", an admin sees the doctor's name. */
  viewer: 'doctor' | 'admin';
  doctorName?: string;
  onReply: (message: string) => Promise<unknown>;
  sending: boolean;
}

/** A ticket's first message, its conversation (oldest first) and a reply box. */
export function TicketThread({ ticket, viewer, doctorName, onReply, sending }: TicketThreadProps) {
  const id = useId();
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = reply.trim();
    if (!text) return setError(TICKET_MESSAGES.replyRequired);
    if (text.length > TICKET_REPLY_MAX) return setError(TICKET_MESSAGES.replyTooLong);
    setError(null);
    try {
      await onReply(text);
      setReply('');
    } catch (err) {
      setError(getApiErrorMessage(err, TICKET_TEXTS.fallbacks.reply));
    }
  };

  const doctorLabel = viewer === 'doctor' ? 'You' : doctorName || 'Doctor';
  const bubbles = [
    {
      id: 'first',
      mine: viewer === 'doctor',
      author: doctorLabel,
      role: 'doctor' as const,
      message: ticket.description,
      createdAt: ticket.createdAt,
    },
    ...ticket.messages.map((m) => ({
      id: m.id,
      mine: m.authorRole === viewer,
      author:
        m.authorRole === 'doctor'
          ? doctorLabel
          : viewer === 'admin'
            ? m.authorName
            : `${m.authorName} (Support)`,
      role: m.authorRole,
      message: m.message,
      createdAt: m.createdAt,
    })),
  ];

  return (
    <div className="space-y-4">
      <ol aria-label="Conversation" className="space-y-3">
        {bubbles.map((b) => (
          <li key={b.id} className={cn('flex', b.mine ? 'justify-end' : 'justify-start')}>
            <div
              className={cn(
                'max-w-[85%] rounded-2xl px-4 py-3 text-sm ring-1',
                b.role === 'admin' ? 'bg-brand-50 ring-brand-700/15' : 'bg-white ring-slate-200',
              )}
            >
              <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-slate-600">
                <span className="font-semibold text-slate-900">{b.author}</span>
                <span>{when(b.createdAt)}</span>
              </p>
              <p className="mt-1 break-words whitespace-pre-line text-slate-800">{b.message}</p>
            </div>
          </li>
        ))}
      </ol>
      {ticket.screenshotUrl ? <Screenshot ticketId={ticket.id} /> : null}
      {ticket.messages.length === 0 && viewer === 'doctor' ? (
        <p className="text-sm text-slate-600">{TICKET_TEXTS.noReplies}</p>
      ) : null}
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-2">
        <label htmlFor={`${id}-reply`} className={labelStyles}>
          {TICKET_TEXTS.replyLabel}
        </label>
        <textarea
          id={`${id}-reply`}
          rows={3}
          value={reply}
          maxLength={TICKET_REPLY_MAX}
          onChange={(event) => setReply(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputStyles({ invalid: Boolean(error) })}
        />
        <FormMessage id={`${id}-error`} message={error} />
        {viewer === 'doctor' && ticket.status === 'Resolved' ? (
          <p className="text-xs text-slate-600">A reply opens the ticket again.</p>
        ) : null}
        <div className="flex justify-end">
          <button type="submit" disabled={sending} className={buttonStyles({ size: 'sm' })}>
            <Send aria-hidden="true" className="size-4" />
            {sending ? 'Sending...' : TICKET_TEXTS.replyButton}
          </button>
        </div>
      </form>
    </div>
  );
}
