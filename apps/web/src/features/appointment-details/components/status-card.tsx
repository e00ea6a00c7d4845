import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useStatusLabel } from '@/components/ui/status-badge';
import { cn } from '@/lib/cn';
import type { DetailedAppointment } from '../api/get-appointment';

/** The statuses a doctor sets, in the spec's order. */
export const STATUS_OPTIONS = ['Pending', 'Confirmed', 'Completed', 'Rejected', 'No-Show'] as const;

interface StatusCardProps {
  appointment: DetailedAppointment;
  busy: boolean;
  onChange: (status: string) => void;
  onAccept: () => void;
  onReject: () => void;
}

/**
 * The status as radios, only the moves the server allows now enabled, and Accept and
 * Reject while the request is Pending.
 */
export function StatusCard({ appointment, busy, onChange, onAccept, onReject }: StatusCardProps) {
  const { t } = useTranslation('appointments');
  const statusLabel = useStatusLabel();
  const { status, allowedStatuses } = appointment;
  const cancelled = status === 'Cancelled';
  // Completed, Rejected and No-Show are final: nothing else is allowed from them.
  const final = !cancelled && allowedStatuses.every((option) => option === status);
  return (
    <section
      aria-labelledby="status-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="status-heading" className="text-base font-semibold text-slate-900">
          {t('details.status.heading')}
        </h2>
        {status === 'Pending' ? (
          <div className="flex gap-2">
            <button
              type="button"
              onClick={onAccept}
              disabled={busy}
              className="inline-flex h-9 items-center gap-1.5 rounded-lg bg-green-700 px-3.5 text-sm font-semibold text-white hover:bg-green-800 disabled:cursor-not-allowed disabled:opacity-60"
            >
              <Check aria-hidden="true" className="size-4" />
              {t('list.accept')}
            </button>
            <button
              type="button"
              onClick={onReject}
              disabled={busy}
              className="inline-flex h-9 items-center gap-1.5 rounded-lg px-3.5 text-sm font-semibold text-red-700 ring-1 ring-red-300 ring-inset hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60"
            >
              <X aria-hidden="true" className="size-4" />
              {t('list.reject')}
            </button>
          </div>
        ) : null}
      </div>
      <fieldset className="mt-4" aria-describedby="status-hint">
        <legend className="sr-only">{t('details.status.legend')}</legend>
        <div className="flex flex-wrap gap-2">
          {STATUS_OPTIONS.map((option) => {
            const checked = status === option;
            const enabled = !cancelled && (checked || allowedStatuses.includes(option));
            return (
              <label
                key={option}
                className={cn(
                  'flex items-center gap-2 rounded-lg border px-3.5 py-2 text-sm font-medium transition-colors',
                  checked
                    ? 'border-brand-700 bg-brand-50 text-brand-900'
                    : enabled
                      ? 'cursor-pointer border-slate-300 text-slate-800 hover:border-brand-600'
                      : 'cursor-not-allowed border-slate-200 bg-slate-50 text-slate-500',
                )}
              >
                <input
                  type="radio"
                  name="appointment-status"
                  value={option}
                  checked={checked}
                  disabled={!enabled || busy}
                  onChange={() => onChange(option)}
                  className="size-4 accent-brand-700"
                />
                {statusLabel(option)}
              </label>
            );
          })}
        </div>
      </fieldset>
      <p id="status-hint" className="mt-3 text-xs leading-5 text-slate-600">
        {cancelled
          ? t('details.status.cancelled')
          : final
            ? status === 'No-Show'
              ? t('details.status.finalNoShow')
              : t('details.status.final', { status: statusLabel(status).toLowerCase() })
            : t('details.status.hint')}
      </p>
    </section>
  );
}
