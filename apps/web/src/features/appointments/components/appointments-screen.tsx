import { CalendarSearch } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useAppointmentTypeLabel } from '@/components/ui/appointment-type-tag';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormMessage } from '@/components/ui/form-message';
import { PageLoader } from '@/components/ui/page-loader';
import { Pagination } from '@/components/ui/pagination';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useApiErrorMessage } from '@/hooks/use-api-error-text';
import { getApiErrorMessage } from '@/lib/api-client';
import { usePortalDisplay } from '@/lib/portal-display';
import type { AppointmentListItem } from '@/types/portal-appointment';
import {
  useAcceptAppointmentMutation,
  useRejectAppointmentMutation,
} from '../api/answer-appointment';
import { useListAppointmentsQuery } from '../api/list-appointments';
import { useAppointmentFilters } from '../hooks/use-appointment-filters';
import { AppointmentCards } from './appointment-cards';
import { AppointmentsTable } from './appointments-table';
import { AppointmentsToolbar } from './appointments-toolbar';

/** The 'Appointments' table with its filters, sorting, paging, Accept and Reject. */
export function AppointmentsScreen() {
  const { t } = useTranslation(['appointments', 'portal']);
  const errorMessage = useApiErrorMessage();
  const typeLabel = useAppointmentTypeLabel();
  const display = usePortalDisplay();
  const { filters, query, update, toggleSort } = useAppointmentFilters();
  const rangeInverted = Boolean(filters.from && filters.to && filters.from > filters.to);
  const { data, isLoading, isFetching, error } = useListAppointmentsQuery(query, {
    skip: rangeInverted,
  });
  const [accept] = useAcceptAppointmentMutation();
  const [reject] = useRejectAppointmentMutation();
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const [confirmReject, setConfirmReject] = useState<AppointmentListItem | null>(null);
  // The eight columns need a tablet at least; phones get one card per appointment.
  const wide = useMediaQuery('(min-width: 768px)', true);

  const run = async (
    row: AppointmentListItem,
    action: (id: string) => { unwrap: () => Promise<unknown> },
    success: string,
    fallback: string,
  ) => {
    setBusyIds((ids) => new Set(ids).add(row.id));
    try {
      await action(row.id).unwrap();
      toast.success(success);
      // The answered row loses its Accept and Reject buttons, and focus with them: keep it
      // on the row, on its View link, for a keyboard to go on from there.
      const active = document.activeElement;
      if (!active || active === document.body || active.closest('button')) {
        document
          .querySelector<HTMLElement>(`main a[href$="/appointment-details/${row.id}"]`)
          ?.focus();
      }
    } catch (err) {
      toast.error(errorMessage(err, fallback));
    } finally {
      setBusyIds((ids) => {
        const next = new Set(ids);
        next.delete(row.id);
        return next;
      });
    }
  };

  const onAccept = (row: AppointmentListItem) =>
    void run(row, accept, t('list.accepted'), t('portal:fallbacks.accept'));
  const onConfirmReject = () => {
    if (!confirmReject) return;
    const row = confirmReject;
    setConfirmReject(null);
    void run(row, reject, t('list.rejected'), t('portal:fallbacks.reject'));
  };

  const hasFilters = filters.upcoming || filters.from || filters.to || filters.search.trim();

  return (
    <section className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <AppointmentsToolbar filters={filters} onChange={update} />

      {isLoading ? (
        <PageLoader label={t('list.loading')} />
      ) : error ? (
        <div className="p-4">
          <FormMessage message={getApiErrorMessage(error, t('portal:fallbacks.appointments'))} />
        </div>
      ) : data && data.appointments.length > 0 ? (
        <>
          {wide ? (
            <AppointmentsTable
              rows={data.appointments}
              sort={filters.sort}
              dir={filters.dir}
              onSort={toggleSort}
              onAccept={onAccept}
              onReject={setConfirmReject}
              busyIds={busyIds}
              stale={isFetching}
            />
          ) : (
            <AppointmentCards
              rows={data.appointments}
              sort={filters.sort}
              dir={filters.dir}
              onSortChange={(sort, dir) => update({ sort, dir })}
              onAccept={onAccept}
              onReject={setConfirmReject}
              busyIds={busyIds}
              stale={isFetching}
            />
          )}
          <Pagination
            className="border-t border-slate-200 px-4 py-3"
            label={t('list.pages')}
            page={filters.page}
            pageSize={data.pageSize}
            total={data.total}
            onPageChange={(page) => update({ page })}
          />
        </>
      ) : (
        <div className="flex flex-col items-center px-6 py-16 text-center">
          <CalendarSearch aria-hidden="true" className="size-9 text-slate-400" />
          <p className="mt-3 text-sm text-slate-600">
            {hasFilters || rangeInverted ? t('list.emptyFiltered') : t('list.empty')}
          </p>
        </div>
      )}

      <ConfirmDialog
        open={confirmReject !== null}
        title={t('list.rejectTitle')}
        confirmLabel={t('list.rejectConfirm')}
        destructive
        onConfirm={onConfirmReject}
        onCancel={() => setConfirmReject(null)}
      >
        {confirmReject ? (
          <p>
            {t('list.rejectBody', {
              patient: confirmReject.patient,
              type: typeLabel(confirmReject.appointmentType).toLowerCase(),
              date: display.date(confirmReject.date),
              time: display.time(confirmReject.time),
            })}
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
