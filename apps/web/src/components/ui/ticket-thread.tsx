import { ImageIcon, Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIME_ZONE } from '@clinic/shared/constants';
import { formatSlotTime } from '@clinic/shared/slots';
import {
  TICKET_MESSAGES,
  TICKET_REPLY_MAX,
  TICKET_ISSUE_TYPES,
  type Ticket,
  type TicketIssueType,
} from '@clinic/shared/tickets';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormMessage } from '@/components/ui/form-message';
import { inputStyles, labelStyles } from '@/components/ui/input-styles';
import { getApiErrorMessage } from '@/lib/api-client';
import { toDayMonthYear } from '@/lib/billing-format';
import { cn } from '@/lib/cn';
import { formatClinicDate, formatClinicTime } from '@/lib/clinic-time';
import { useFormat } from '@/lib/i18n/format';
import { useGetTicketScreenshotQuery } from '@/lib/ticket-screenshot';

/** '2026-03-10', '16:05' -> '10-03-2026', '04:05 PM' (the ticket table's date and time). */
export function ticketDate(ticket: Pick<Ticket, 'dateCreated'>): string {
  return toDayMonthYear(ticket.dateCreated);
}
export function ticketTime(ticket: Pick<Ticket, 'timeCreated'>): string {
  const m = /^(\d{2}):(\d{2})$/.exec(ticket.timeCreated);
  return m ? formatSlotTime(Number(m[1]) * 60 + Number(m[2])) : ticket.timeCreated;
}

/** When a message was written: English as the portal writes it, Hindi through Intl. */
function useWhen(): (instant: string) => string {
  const f = useFormat();
  return (instant) =>
    f.language === 'en'
      ? `${formatClinicDate(instant, DEFAULT_TIME_ZONE)}, ${formatClinicTime(instant, DEFAULT_TIME_ZONE)}`
      : `${f.instantDate(instant, DEFAULT_TIME_ZONE, 'longWithWeekday')}, ${f.instantTime(instant, DEFAULT_TIME_ZONE)}`;
}

/** TICKET_MESSAGES' keys in the `help` catalogue's messages. */
const MESSAGE_KEYS = new Map<
  string,
  | 'issueTypeRequired'
  | 'messageTooShort'
  | 'messageTooLong'
  | 'replyRequired'
  | 'replyTooLong'
  | 'screenshotType'
  | 'screenshotTooLarge'
>([
  [TICKET_MESSAGES.issueTypeRequired, 'issueTypeRequired'],
  [TICKET_MESSAGES.messageTooShort, 'messageTooShort'],
  [TICKET_MESSAGES.messageTooLong, 'messageTooLong'],
  [TICKET_MESSAGES.replyRequired, 'replyRequired'],
  [TICKET_MESSAGES.replyTooLong, 'replyTooLong'],
  [TICKET_MESSAGES.screenshotType, 'screenshotType'],
  [TICKET_MESSAGES.screenshotTooLarge, 'screenshotTooLarge'],
]);

/** An issue type ('Payments') in the language shown; an unknown one as given. */
export function useIssueTypeLabel(): (type: string) => string {
  const { t } = useTranslation('help');
  return (type) =>
    (TICKET_ISSUE_TYPES as readonly string[]).includes(type)
      ? t(`issueTypes.${type as TicketIssueType}`)
      : type;
}

/** A ticket form's message (the schema's English) in the language shown; others as given. */
export function useTicketMessage(): (message: string | null | undefined) => string | null {
  const { t } = useTranslation('help');
  return (message) => {
    if (!message) return null;
    const key = MESSAGE_KEYS.get(message);
    return key ? t(`messages.${key}`) : message;
  };
}

function Screenshot({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation('help');
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
        {t('thread.viewScreenshot')}
      </button>
    );
  if (error) return <FormMessage message={getApiErrorMessage(error, t('fallbacks.screenshot'))} />;
  if (isFetching || !data)
    return <p className="text-sm text-slate-600">{t('thread.loadingScreenshot')}</p>;
  return (
    <img
      src={data}
      alt={t('thread.screenshotAlt')}
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
  const { t } = useTranslation('help');
  const when = useWhen();
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = reply.trim();
    if (!text) return setError(t('messages.replyRequired'));
    if (text.length > TICKET_REPLY_MAX) return setError(t('messages.replyTooLong'));
    setError(null);
    try {
      await onReply(text);
      setReply('');
    } catch (err) {
      setError(getApiErrorMessage(err, t('fallbacks.reply')));
    }
  };

  const doctorLabel = viewer === 'doctor' ? t('thread.you') : doctorName || t('thread.doctor');
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
            : t('thread.support', { name: m.authorName }),
      role: m.authorRole,
      message: m.message,
      createdAt: m.createdAt,
    })),
  ];

  return (
    <div className="space-y-4">
      <ol aria-label={t('thread.conversation')} className="space-y-3">
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
        <p className="text-sm text-slate-600">{t('texts.noReplies')}</p>
      ) : null}
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-2">
        <label htmlFor={`${id}-reply`} className={labelStyles}>
          {t('texts.replyLabel')}
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
          <p className="text-xs text-slate-600">{t('thread.reopens')}</p>
        ) : null}
        <div className="flex justify-end">
          <button type="submit" disabled={sending} className={buttonStyles({ size: 'sm' })}>
            <Send aria-hidden="true" className="size-4" />
            {sending ? t('thread.sending') : t('texts.replyButton')}
          </button>
        </div>
      </form>
    </div>
  );
}
