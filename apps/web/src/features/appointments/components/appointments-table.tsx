import { Check, Eye, X } from 'lucide-react';
import { HorizontalScroll } from '@/components/ui/horizontal-scroll';
import { SortIcon } from '@/components/ui/sort-icon';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AppointmentTypeTag } from '@/components/ui/appointment-type-tag';
import { StatusBadge } from '@/components/ui/status-badge';
import { cn } from '@/lib/cn';
import { usePortalDisplay } from '@/lib/portal-display';
import type { AppointmentListItem } from '@/types/portal-appointment';
import {
  APPOINTMENT_SORT_KEYS,
  type AppointmentSortKey,
  type SortDirection,
} from '../api/list-appointments';

/** Each column's heading: its key in the `appointments` catalogue's `list.columns`. */
export const COLUMNS: readonly AppointmentSortKey[] = APPOINTMENT_SORT_KEYS;

interface AppointmentsTableProps {
  rows: AppointmentListItem[];
  sort: AppointmentSortKey | null;
  dir: SortDirection;
  onSort: (column: AppointmentSortKey) => void;
  onAccept: (row: AppointmentListItem) => void;
  onReject: (row: AppointmentListItem) => void;
  /** Rows whose Accept or Reject is on its way: their buttons wait. */
  busyIds: ReadonlySet<string>;
  /** Dims the rows while a new page or sort is loading. */
  stale?: boolean;
}

/** The Actions column stays in view when the table scrolls sideways. */
const pinned = 'sticky right-0 shadow-[-8px_0_8px_-8px_rgb(15_23_42/0.15)]';

const actionButton =
  'inline-flex size-8 items-center justify-center rounded-lg transition-colors disabled:cursor-not-allowed disabled:opacity-50';

/** The appointments, one row each; every column but Actions sorts on the server. */
export function AppointmentsTable({
  rows,
  sort,
  dir,
  onSort,
  onAccept,
  onReject,
  busyIds,
  stale = false,
}: AppointmentsTableProps) {
  const { t } = useTranslation('appointments');
  const display = usePortalDisplay();
  return (
    // At laptop widths (1366 px with the sidebar) the eight columns fit: headings wrap
    // onto two lines rather than push Actions out. Narrower (a tablet), the table
    // scrolls sideways and Actions stays pinned to the right edge.
    <HorizontalScroll>
      <table className={cn('w-full min-w-[50rem] text-left text-sm', stale && 'opacity-60')}>
        <caption className="sr-only">{t('list.caption')}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {COLUMNS.map((column) => {
              const active = sort === column;
              return (
                <th
                  key={column}
                  scope="col"
                  aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
                  className="px-2.5 py-3 align-bottom"
                >
                  <button
                    type="button"
                    onClick={() => onSort(column)}
                    className="-mx-1.5 inline-flex items-center gap-1.5 rounded px-1.5 py-1 text-left uppercase hover:bg-slate-200/60 hover:text-slate-900"
                  >
                    {t(`list.columns.${column}`)}
                    <SortIcon active={active} dir={dir} />
                  </button>
                </th>
              );
            })}
            <th
              scope="col"
              className={cn(
                pinned,
                'bg-slate-50 px-2.5 py-3 text-right align-bottom whitespace-nowrap',
              )}
            >
              {t('list.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => {
            const busy = busyIds.has(row.id);
            return (
              <tr key={row.id} className="group hover:bg-slate-50">
                <td className="px-2.5 py-3 font-medium whitespace-nowrap text-slate-900">
                  {row.publicId}
                </td>
                <td className="min-w-28 px-2.5 py-3 text-slate-900">{row.patient}</td>
                {/* Two lines before it is cut: a laptop's table keeps its Actions column in view. */}
                <td
                  className="max-w-36 min-[1360px]:max-w-40 2xl:max-w-56 px-2.5 py-3 text-slate-700"
                  title={row.treatment ?? undefined}
                >
                  <span className="line-clamp-2">{row.treatment ?? '—'}</span>
                </td>
                <td className="px-2.5 py-3">
                  <AppointmentTypeTag type={row.appointmentType} />
                </td>
                <td className="px-2.5 py-3">
                  <StatusBadge status={row.status} />
                </td>
                <td className="px-2.5 py-3 whitespace-nowrap text-slate-700">
                  {display.date(row.date)}
                </td>
                <td className="px-2.5 py-3 whitespace-nowrap text-slate-700">
                  {display.time(row.time)}
                </td>
                <td className={cn(pinned, 'bg-white px-2.5 py-3 group-hover:bg-slate-50')}>
                  <div className="flex items-center justify-end gap-1.5">
                    {row.status === 'Pending' ? (
                      <>
                        <button
                          type="button"
                          disabled={busy}
                          onClick={() => onAccept(row)}
                          aria-label={t('list.acceptLabel', { publicId: row.publicId })}
                          title={t('list.accept')}
                          className={cn(actionButton, 'bg-green-700 text-white hover:bg-green-800')}
                        >
                          <Check aria-hidden="true" className="size-4" />
                        </button>
                        <button
                          type="button"
                          disabled={busy}
                          onClick={() => onReject(row)}
                          aria-label={t('list.rejectLabel', { publicId: row.publicId })}
                          title={t('list.reject')}
                          className={cn(
                            actionButton,
                            'text-red-700 ring-1 ring-red-200 ring-inset hover:bg-red-50',
                          )}
                        >
                          <X aria-hidden="true" className="size-4" />
                        </button>
                      </>
                    ) : null}
                    <Link
                      to={`/appointment-details/${row.id}`}
                      aria-label={t('list.viewLabel', { publicId: row.publicId })}
                      title={t('list.view')}
                      className="inline-flex size-8 items-center justify-center rounded-lg text-slate-600 ring-1 ring-slate-200 hover:bg-brand-50 hover:text-brand-800"
                    >
                      <Eye aria-hidden="true" className="size-4" />
                    </Link>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </HorizontalScroll>
  );
}
