import { ChevronLeft, ChevronRight, Clock, Inbox } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DASHBOARD_PENDING_PAGE_SIZE } from '@clinic/shared/constants';
import { useTranslation } from 'react-i18next';
import { AppointmentTypeTag } from '@/components/ui/appointment-type-tag';
import { Avatar } from '@/components/ui/avatar';
import { usePortalDisplay } from '@/lib/portal-display';
import type { AppointmentListItem } from '@/types/portal-appointment';

const arrowButton =
  'inline-flex size-8 items-center justify-center rounded-lg text-slate-600 ring-1 ring-slate-200 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

interface PendingRequestsProps {
  requests: AppointmentListItem[];
  /** How many are waiting in all (the list may be cut short). */
  total: number;
}

/** Requests waiting for Accept or Reject, three at a time; each card opens its details. */
export function PendingRequests({ requests, total }: PendingRequestsProps) {
  const { t } = useTranslation('portal');
  const display = usePortalDisplay();
  const [page, setPage] = useState(0);
  const pageSize = DASHBOARD_PENDING_PAGE_SIZE;
  const pageCount = Math.max(1, Math.ceil(requests.length / pageSize));
  const current = Math.min(page, pageCount - 1);
  const shown = requests.slice(current * pageSize, (current + 1) * pageSize);

  return (
    <section
      aria-labelledby="pending-heading"
      className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-5 py-4">
        <h2
          id="pending-heading"
          className="flex items-center gap-2 text-base font-semibold text-slate-900"
        >
          {t('dashboard.pending.title')}
          <span className="inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-amber-100 px-2 text-xs font-bold text-amber-900">
            {total}
            <span className="sr-only">{t('dashboard.pending.waiting')}</span>
          </span>
        </h2>
        {requests.length > pageSize ? (
          <div className="flex items-center gap-1.5">
            <button
              type="button"
              className={arrowButton}
              aria-label={t('dashboard.pending.previous')}
              disabled={current === 0}
              onClick={() => setPage(current - 1)}
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
            </button>
            <span className="min-w-10 text-center text-xs text-slate-600" aria-live="polite">
              {current + 1} / {pageCount}
            </span>
            <button
              type="button"
              className={arrowButton}
              aria-label={t('dashboard.pending.next')}
              disabled={current >= pageCount - 1}
              onClick={() => setPage(current + 1)}
            >
              <ChevronRight aria-hidden="true" className="size-4" />
            </button>
          </div>
        ) : null}
      </div>
      {requests.length === 0 ? (
        <div className="flex flex-col items-center px-6 py-10 text-center">
          <Inbox aria-hidden="true" className="size-8 text-slate-400" />
          <p className="mt-3 text-sm text-slate-600">{t('dashboard.pending.empty')}</p>
        </div>
      ) : (
        <ul className="space-y-3 p-4">
          {shown.map((item) => (
            <li key={item.id}>
              <Link
                to={`/appointment-details/${item.id}`}
                className="block rounded-xl border border-slate-200 p-3.5 transition-colors hover:border-brand-600 hover:bg-brand-50/40"
              >
                <span className="flex items-center gap-3">
                  <Avatar src={null} name={item.patient} className="size-9 rounded-full text-xs" />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-semibold text-slate-900">
                      {item.patient}
                    </span>
                    <span className="block truncate text-xs text-slate-600">
                      {item.treatment ?? t('dashboard.pending.consultation')}
                    </span>
                  </span>
                  <AppointmentTypeTag type={item.appointmentType} />
                </span>
                <span className="mt-2.5 flex items-center gap-1.5 text-xs text-slate-700">
                  <Clock aria-hidden="true" className="size-3.5 text-slate-500" />
                  {display.date(item.date)}, {display.time(item.timeRange ?? item.time)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
