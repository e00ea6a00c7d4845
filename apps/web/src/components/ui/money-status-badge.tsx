import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

// Invoice statuses (Paid, Partly paid, Unpaid, Refunded) and payment statuses
// (succeeded, pending, failed, refunded), by lower-case key.
const TONES: Record<string, string> = {
  paid: 'bg-green-50 text-green-800 ring-green-600/25',
  succeeded: 'bg-green-50 text-green-800 ring-green-600/25',
  'partly paid': 'bg-amber-50 text-amber-900 ring-amber-600/30',
  pending: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  unpaid: 'bg-red-50 text-red-800 ring-red-600/25',
  failed: 'bg-red-50 text-red-800 ring-red-600/25',
  refunded: 'bg-blue-50 text-blue-800 ring-blue-600/25',
};

/** The `billing` catalogue's key of each status (billing:status.*), by lower-case key. */
const LABEL_KEYS = {
  paid: 'paid',
  'partly paid': 'partlyPaid',
  unpaid: 'unpaid',
  refunded: 'refunded',
  succeeded: 'succeeded',
  pending: 'pending',
  failed: 'failed',
} as const;

/** 'refunded' -> 'Refunded', 'succeeded' -> 'Received' (in the language shown); others as given. */
export function useMoneyStatusLabel(): (status: string) => string {
  const { t } = useTranslation('billing');
  return (status) => {
    const key = LABEL_KEYS[status.toLowerCase() as keyof typeof LABEL_KEYS];
    return key ? t(`status.${key}`) : status.charAt(0).toUpperCase() + status.slice(1);
  };
}

/** An invoice's or a payment's status as a pill. */
export function MoneyStatusBadge({ status, className }: { status: string; className?: string }) {
  const label = useMoneyStatusLabel();
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        TONES[status.toLowerCase()] ?? 'bg-slate-100 text-slate-700 ring-slate-500/25',
        className,
      )}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current opacity-70" />
      {label(status)}
    </span>
  );
}
