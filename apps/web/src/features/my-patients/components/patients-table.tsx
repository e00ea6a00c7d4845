import { Info } from 'lucide-react';
import { HorizontalScroll } from '@/components/ui/horizontal-scroll';
import { SortIcon } from '@/components/ui/sort-icon';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { useAgeLabel, useDisplayDate } from '@/lib/portal-format';
import {
  PATIENT_SORTS,
  type PatientListItem,
  type PatientSort,
  type SortDirection,
} from '../api/get-patients';

/** '+919876500001' -> '+91 98765 00001'; none -> '—'. */
export function mobileText(mobile: string | null): string {
  const m = mobile ? /^\+91(\d{5})(\d{5})$/.exec(mobile) : null;
  return m ? `+91 ${m[1]} ${m[2]}` : (mobile ?? '—');
}

/** The last visit's date as the portal shows it, or 'No visit yet'. */
export function useLastVisitText(): (date: string | null) => string {
  const { t } = useTranslation('patients');
  const displayDate = useDisplayDate();
  return (date) => (date ? displayDate(date) : t('list.noVisit'));
}

interface PatientsTableProps {
  rows: PatientListItem[];
  sort: PatientSort;
  dir: SortDirection;
  onSort: (column: PatientSort) => void;
  stale?: boolean;
}

/** The spec's patient table; every column but the action sorts on the server. */
export function PatientsTable({ rows, sort, dir, onSort, stale = false }: PatientsTableProps) {
  const { t } = useTranslation('patients');
  const ageLabel = useAgeLabel();
  const lastVisitText = useLastVisitText();
  return (
    <HorizontalScroll>
      <table className={cn('w-full min-w-[44rem] text-left text-sm', stale && 'opacity-60')}>
        <caption className="sr-only">{t('list.heading')}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {PATIENT_SORTS.map((key) => {
              const active = sort === key;
              return (
                <th
                  key={key}
                  scope="col"
                  aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
                  className={cn('px-4 py-3 whitespace-nowrap', key === 'visits' && 'text-right')}
                >
                  <button
                    type="button"
                    onClick={() => onSort(key)}
                    className="-mx-1.5 inline-flex items-center gap-1.5 rounded px-1.5 py-1 uppercase hover:bg-slate-200/60 hover:text-slate-900"
                  >
                    {t(`list.columns.${key}`)}
                    <SortIcon active={active} dir={dir} />
                  </button>
                </th>
              );
            })}
            <th scope="col" className="px-4 py-3 text-right whitespace-nowrap">
              {t('list.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.id} className="hover:bg-slate-50/70">
              <td className="px-4 py-3 font-medium whitespace-nowrap text-slate-900">{row.name}</td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700 tabular-nums">
                {ageLabel(row.age)}
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700 tabular-nums">
                {mobileText(row.mobile)}
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700 tabular-nums">
                {lastVisitText(row.lastVisit)}
              </td>
              <td className="px-4 py-3 text-right whitespace-nowrap text-slate-900 tabular-nums">
                {row.visits}
              </td>
              <td className="px-4 py-3 text-right">
                <Link
                  to={`/patient-details/${encodeURIComponent(row.id)}`}
                  aria-label={t('list.moreInfoAbout', { name: row.name })}
                  className="inline-flex h-8 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium whitespace-nowrap text-brand-800 ring-1 ring-slate-200 hover:bg-brand-50"
                >
                  <Info aria-hidden="true" className="size-4" />
                  {t('list.moreInfo')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </HorizontalScroll>
  );
}
