import { useTranslation } from 'react-i18next';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '@clinic/shared/constants';
import { cn } from '@/lib/cn';

const TONES: Record<string, string> = {
  Pending: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  Confirmed: 'bg-brand-50 text-brand-800 ring-brand-700/25',
  Completed: 'bg-green-50 text-green-800 ring-green-600/25',
  Rejected: 'bg-red-50 text-red-800 ring-red-600/25',
  'No-Show': 'bg-slate-100 text-slate-700 ring-slate-500/25',
  Cancelled: 'bg-slate-100 text-slate-700 ring-slate-500/25',
};

/** An appointment status (Pending, Confirmed, Completed, Rejected, No-Show, Cancelled) as a pill. */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const label = useStatusLabel();
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        TONES[status] ?? TONES.Cancelled,
        className,
      )}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current opacity-70" />
      {label(status)}
    </span>
  );
}

const isStatus = (status: string): status is AppointmentStatus =>
  (APPOINTMENT_STATUSES as readonly string[]).includes(status);

/**
 * The one place an appointment status is put into words, in the language shown:
 * label('Pending') -> 'Pending' / 'लंबित'. An unknown status is shown as given.
 */
export function useStatusLabel() {
  const { t } = useTranslation();
  return (status: string) => (isStatus(status) ? t(`appointmentStatus.${status}`) : status);
}
