import { ArrowDownWideNarrow, ArrowUpNarrowWide, Check, Eye, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AppointmentTypeTag } from '@/components/ui/appointment-type-tag';
import { inputStyles } from '@/components/ui/input-styles';
import { StatusBadge } from '@/components/ui/status-badge';
import { cn } from '@/lib/cn';
import { usePortalDisplay } from '@/lib/portal-display';
import type { AppointmentListItem } from '@/types/portal-appointment';
import {
  APPOINTMENT_SORT_KEYS,
  type AppointmentSortKey,
  type SortDirection,
} from '../api/list-appointments';

interface AppointmentCardsProps {
  rows: AppointmentListItem[];
  sort: AppointmentSortKey | null;
  dir: SortDirection;
  onSortChange: (sort: AppointmentSortKey | null, dir: SortDirection) => void;
  onAccept: (row: AppointmentListItem) => void;
  onReject: (row: AppointmentListItem) => void;
  busyIds: ReadonlySet<string>;
  stale?: boolean;
}

const actionButton =
  'inline-flex h-9 flex-1 items-center justify-center gap-1.5 rounded-lg text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-50';

/** The appointments on a phone: one card each, sorted with a menu instead of column headers. */
export function AppointmentCards({
  rows,
  sort,
  dir,
  onSortChange,
  onAccept,
  onReject,
  busyIds,
  stale = false,
}: AppointmentCardsProps) {
  const { t } = useTranslation('appointments');
  const display = usePortalDisplay();
  const DirIcon = dir === 'asc' ? ArrowUpNarrowWide : ArrowDownWideNarrow;
  return (
    <div>
      <div className="flex items-end gap-2 px-4 pt-4">
        <div className="flex-1">
          <label htmlFor="appointments-sort" className="text-sm font-medium text-slate-800">
            {t('list.sortBy')}
          </label>
          <select
            id="appointments-sort"
            value={sort ?? ''}
            onChange={(event) =>
              onSortChange((event.target.value || null) as AppointmentSortKey | null, 'asc')
            }
            className={inputStyles({ className: 'mt-1 h-11 py-0' })}
          >
            <option value="">{t('list.sortDefault')}</option>
            {APPOINTMENT_SORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {t(`list.columns.${key}`)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          disabled={!sort}
          onClick={() => sort && onSortChange(sort, dir === 'asc' ? 'desc' : 'asc')}
          aria-label={dir === 'asc' ? t('list.ascending') : t('list.descending')}
          className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 ring-1 ring-slate-300 disabled:opacity-50"
        >
          <DirIcon aria-hidden="true" className="size-5" />
        </button>
      </div>
      <ul className={cn('space-y-3 p-4', stale && 'opacity-60')}>
        {rows.map((row) => {
          const busy = busyIds.has(row.id);
          return (
            <li key={row.id} className="rounded-xl p-4 ring-1 ring-slate-200">
              <div className="flex items-center justify-between gap-2">
                <span className="text-xs font-medium text-slate-600">{row.publicId}</span>
                <StatusBadge status={row.status} />
              </div>
              <p className="mt-1.5 font-semibold text-slate-900">{row.patient}</p>
              <p className="text-sm text-slate-700">{row.treatment ?? '—'}</p>
              <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
                <AppointmentTypeTag type={row.appointmentType} />
                <span>
                  {display.date(row.date)}, {display.time(row.time)}
                </span>
              </div>
              <div className="mt-3 flex gap-2">
                {row.status === 'Pending' ? (
                  <>
                    <button
                      type="button"
                      disabled={busy}
                      onClick={() => onAccept(row)}
                      aria-label={t('list.acceptLabel', { publicId: row.publicId })}
                      className={cn(actionButton, 'bg-green-700 text-white')}
                    >
                      <Check aria-hidden="true" className="size-4" />
                      {t('list.accept')}
                    </button>
                    <button
                      type="button"
                      disabled={busy}
                      onClick={() => onReject(row)}
                      aria-label={t('list.rejectLabel', { publicId: row.publicId })}
                      className={cn(actionButton, 'text-red-700 ring-1 ring-red-200 ring-inset')}
                    >
                      <X aria-hidden="true" className="size-4" />
                      {t('list.reject')}
                    </button>
                  </>
                ) : null}
                <Link
                  to={`/appointment-details/${row.id}`}
                  aria-label={t('list.viewLabel', { publicId: row.publicId })}
                  className={cn(actionButton, 'text-slate-800 ring-1 ring-slate-300 ring-inset')}
                >
                  <Eye aria-hidden="true" className="size-4" />
                  {t('list.view')}
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
