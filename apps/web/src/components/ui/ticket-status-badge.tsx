import { useTranslation } from 'react-i18next';
import type { TicketStatus } from '@clinic/shared/tickets';
import { cn } from '@/lib/cn';

/** A help ticket's status (Open or Resolved) as a pill. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation('help');
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        status === 'Open'
          ? 'bg-amber-50 text-amber-900 ring-amber-600/30'
          : 'bg-green-50 text-green-800 ring-green-600/25',
      )}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current opacity-70" />
      {t(`status.${status}`)}
    </span>
  );
}
