import { ChevronRight, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DEFAULT_USER_NAME } from '@clinic/shared/messages';
import { Avatar } from '@/components/ui/avatar';
import { buttonStyles } from '@/components/ui/button-styles';
import type { QueueDoctor } from '../api/get-doctors';
import { formatPhone, useFormatDate } from '../utils/format';

interface DoctorsTableProps {
  doctors: QueueDoctor[];
  /** Names the table, e.g. 'Pending doctors'. */
  caption: string;
  /** The queue's query string, so the review page can lead back to this tab and page. */
  queueSearch: string;
}

const nameOf = (doctor: QueueDoctor) => doctor.name?.trim() || DEFAULT_USER_NAME;

/** The queue's doctors: a table on wide screens, a list of cards on phones. */
export function DoctorsTable({ doctors, caption, queueSearch }: DoctorsTableProps) {
  const { t } = useTranslation('admin');
  const formatDate = useFormatDate();
  const linkState = { queueSearch };
  return (
    <>
      <table className="hidden w-full text-left text-sm md:table">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-5 py-3">
              {t('queue.columns.doctor')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('queue.columns.clinic')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('queue.columns.city')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('queue.columns.mobile')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('queue.columns.memberSince')}
            </th>
            <th scope="col" className="px-5 py-3 text-right">
              <span className="sr-only">{t('queue.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {doctors.map((doctor) => {
            const name = nameOf(doctor);
            return (
              <tr key={doctor.id} className="hover:bg-slate-50/70">
                <td className="px-5 py-3.5">
                  <div className="flex items-center gap-3">
                    <Avatar src={null} name={name} className="size-9 rounded-full text-xs" />
                    <div className="min-w-0">
                      <p className="font-semibold text-slate-900">{name}</p>
                      {doctor.email ? (
                        <p className="truncate text-xs text-slate-600">{doctor.email}</p>
                      ) : null}
                    </div>
                  </div>
                </td>
                <td className="px-4 py-3.5 text-slate-800">{doctor.clinicName ?? '—'}</td>
                <td className="px-4 py-3.5 text-slate-700">{doctor.city ?? '—'}</td>
                <td className="px-4 py-3.5 whitespace-nowrap text-slate-700 tabular-nums">
                  {formatPhone(doctor.phone) || '—'}
                </td>
                <td className="px-4 py-3.5 whitespace-nowrap text-slate-700">
                  {formatDate(doctor.memberSince) || '—'}
                </td>
                <td className="px-5 py-3.5 text-right">
                  <Link
                    to={`/admin/doctors/${doctor.id}`}
                    state={linkState}
                    aria-label={t('queue.reviewDoctor', { name })}
                    className={buttonStyles({ variant: 'secondary', size: 'sm' })}
                  >
                    {t('queue.review')}
                    <ChevronRight aria-hidden="true" className="size-4" />
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>

      <ul aria-label={caption} className="divide-y divide-slate-100 md:hidden">
        {doctors.map((doctor) => {
          const name = nameOf(doctor);
          return (
            <li key={doctor.id}>
              <Link
                to={`/admin/doctors/${doctor.id}`}
                state={linkState}
                className="flex items-center gap-3 px-4 py-4 hover:bg-slate-50 focus-visible:-outline-offset-2"
              >
                <Avatar src={null} name={name} className="size-10 rounded-full text-sm" />
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-slate-900">{name}</span>
                  <span className="block truncate text-sm text-slate-700">
                    {doctor.clinicName ?? '—'}
                  </span>
                  <span className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">
                    {doctor.city ? (
                      <span className="inline-flex items-center gap-1">
                        <MapPin aria-hidden="true" className="size-3.5" />
                        {doctor.city}
                      </span>
                    ) : null}
                    {doctor.phone ? (
                      <span className="inline-flex items-center gap-1 tabular-nums">
                        <Phone aria-hidden="true" className="size-3.5" />
                        {formatPhone(doctor.phone)}
                      </span>
                    ) : null}
                    {doctor.memberSince ? (
                      <span>
                        {t('queue.memberSince', { date: formatDate(doctor.memberSince) })}
                      </span>
                    ) : null}
                  </span>
                </span>
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}
