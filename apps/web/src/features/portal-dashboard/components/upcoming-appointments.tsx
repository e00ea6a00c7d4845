import { ArrowRight, CalendarX2, Eye } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DASHBOARD_UPCOMING_PAGE_SIZE } from '@clinic/shared/constants';
import { useTranslation } from 'react-i18next';
import { AppointmentTypeTag } from '@/components/ui/appointment-type-tag';
import { Avatar } from '@/components/ui/avatar';
import { Pagination } from '@/components/ui/pagination';
import { cn } from '@/lib/cn';
import { usePortalDisplay } from '@/lib/portal-display';
import type { AppointmentListItem } from '@/types/portal-appointment';
import { useGetUpcomingPageQuery } from '../api/get-upcoming-page';
import { appointmentDay } from '../utils/day-label';

interface UpcomingAppointmentsProps {
  /** The first upcoming appointments (the dashboard carries 50), soonest first. */
  appointments: AppointmentListItem[];
  /** How many there are: the Upcoming Appointments card. */
  total: number;
  timeZone: string;
  now: Date;
}

/**
 * The upcoming appointments, five a page, each with a link to its details. The pages
 * the dashboard carries show at once; later ones come from the appointment list's
 * Upcoming filter, the same definition the card counts.
 */
export function UpcomingAppointments({
  appointments,
  total: cardTotal,
  timeZone,
  now,
}: UpcomingAppointmentsProps) {
  const { t } = useTranslation('portal');
  const display = usePortalDisplay();
  const [page, setPage] = useState(1);
  const pageSize = DASHBOARD_UPCOMING_PAGE_SIZE;
  const total = Math.max(cardTotal, appointments.length);
  const carried = page * pageSize <= appointments.length || appointments.length >= total;
  const later = useGetUpcomingPageQuery({ page, pageSize }, { skip: carried });
  const shown = carried
    ? appointments.slice((page - 1) * pageSize, page * pageSize)
    : (later.data?.appointments ?? []);

  return (
    <section
      aria-labelledby="upcoming-heading"
      className="flex flex-col rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-4">
        <h2 id="upcoming-heading" className="text-base font-semibold text-slate-900">
          {t('dashboard.upcoming.title')}
        </h2>
        <Link
          to="/appointments?upcoming=true"
          className="inline-flex items-center gap-1 rounded-md text-sm font-semibold text-brand-800 hover:text-brand-950"
        >
          {t('dashboard.upcoming.viewAll')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>

      {total === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center px-6 py-14 text-center">
          <CalendarX2 aria-hidden="true" className="size-8 text-slate-400" />
          <p className="mt-3 text-sm text-slate-600">{t('dashboard.upcoming.empty')}</p>
        </div>
      ) : (
        <ul
          aria-busy={!carried && later.isFetching ? true : undefined}
          className={cn(
            'flex-1 divide-y divide-slate-100',
            !carried && later.isFetching && 'opacity-60',
          )}
        >
          {shown.map((item) => {
            const kind = appointmentDay(item, now, timeZone);
            const day =
              kind === 'other' ? display.date(item.date) : t(`dashboard.upcoming.${kind}`);
            return (
              <li
                key={item.id}
                className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-2 px-5 py-3.5 md:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)_minmax(0,1.3fr)_minmax(0,1fr)_auto]"
              >
                <div className="flex min-w-0 items-center gap-3">
                  <Avatar src={null} name={item.patient} className="size-10 rounded-full text-sm" />
                  <div className="min-w-0">
                    <p className="truncate text-sm font-semibold text-slate-900">{item.patient}</p>
                    <p className="text-xs text-slate-600">{item.publicId}</p>
                  </div>
                </div>
                <div className="col-start-1 flex flex-wrap items-center gap-2 md:col-start-auto">
                  <AppointmentTypeTag type={item.appointmentType} />
                  <span className="text-sm text-slate-700 md:hidden">{item.treatment ?? ''}</span>
                </div>
                <p className="hidden truncate text-sm text-slate-700 md:block">
                  {item.treatment ?? '—'}
                </p>
                <p className="col-start-1 text-sm md:col-start-auto">
                  <span
                    className={cn(
                      'md:block',
                      kind !== 'other'
                        ? 'font-semibold text-brand-800'
                        : 'font-medium text-slate-900',
                    )}
                  >
                    {day}
                  </span>
                  <span className="text-slate-600 md:hidden">, </span>
                  <span className="text-slate-600 md:block md:text-xs">
                    {display.time(item.time)}
                  </span>
                </p>
                <Link
                  to={`/appointment-details/${item.id}`}
                  aria-label={t('dashboard.upcoming.view', {
                    publicId: item.publicId,
                    patient: item.patient,
                  })}
                  className="col-start-2 row-span-3 row-start-1 inline-flex size-9 items-center justify-center rounded-lg text-slate-600 ring-1 ring-slate-200 hover:bg-brand-50 hover:text-brand-800 md:col-start-auto md:row-span-1 md:row-start-auto"
                >
                  <Eye aria-hidden="true" className="size-4.5" />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination
        className="border-t border-slate-200 px-5 py-3"
        label={t('dashboard.upcoming.pages')}
        page={page}
        pageSize={pageSize}
        total={total}
        onPageChange={setPage}
      />
    </section>
  );
}
