import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { inputStyles } from '@/components/ui/input-styles';
import { cn } from '@/lib/cn';
import { useAgeLabel } from '@/lib/portal-format';
import {
  PATIENT_SORTS,
  type PatientListItem,
  type PatientSort,
  type SortDirection,
} from '../api/get-patients';
import { mobileText, useLastVisitText } from './patients-table';

interface PatientsCardsProps {
  rows: PatientListItem[];
  sort: PatientSort;
  dir: SortDirection;
  onSortChange: (sort: PatientSort, dir: SortDirection) => void;
  stale?: boolean;
}

/** The patients on a phone: one tappable card each, sorted with a menu (like the Ledger). */
export function PatientsCards({
  rows,
  sort,
  dir,
  onSortChange,
  stale = false,
}: PatientsCardsProps) {
  const { t } = useTranslation('patients');
  const ageLabel = useAgeLabel();
  const lastVisitText = useLastVisitText();
  return (
    <div>
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-2 px-4 pt-4">
        <div>
          <label htmlFor="patients-sort" className="text-sm font-medium text-slate-800">
            {t('list.sortBy')}
          </label>
          <select
            id="patients-sort"
            value={sort}
            onChange={(event) => onSortChange(event.target.value as PatientSort, dir)}
            className={inputStyles({ className: 'mt-1 h-11 py-0' })}
          >
            {PATIENT_SORTS.map((key) => (
              <option key={key} value={key}>
                {t(`list.columns.${key}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="patients-dir" className="sr-only">
            {t('list.order')}
          </label>
          <select
            id="patients-dir"
            value={dir}
            onChange={(event) => onSortChange(sort, event.target.value as SortDirection)}
            className={inputStyles({ className: 'h-11 py-0' })}
          >
            <option value="asc">{t('list.ascending')}</option>
            <option value="desc">{t('list.descending')}</option>
          </select>
        </div>
      </div>
      <ul aria-label={t('list.heading')} className={cn('space-y-3 p-4', stale && 'opacity-60')}>
        {rows.map((row) => (
          <li key={row.id}>
            <Link
              to={`/patient-details/${encodeURIComponent(row.id)}`}
              className="flex items-center gap-3 rounded-xl p-4 ring-1 ring-slate-200 hover:bg-slate-50"
            >
              <div className="min-w-0 flex-1">
                <p className="flex items-center justify-between gap-2">
                  <span className="truncate font-semibold text-slate-900">{row.name}</span>
                  <span className="text-sm whitespace-nowrap text-slate-700 tabular-nums">
                    {ageLabel(row.age)}
                  </span>
                </p>
                <p className="mt-0.5 text-sm text-slate-700 tabular-nums">
                  {mobileText(row.mobile)}
                </p>
                <p className="mt-2 flex items-center justify-between gap-2 text-xs text-slate-600">
                  <span className="whitespace-nowrap tabular-nums">
                    {t('list.lastVisit', { date: lastVisitText(row.lastVisit) })}
                  </span>
                  <span className="whitespace-nowrap">
                    {t('list.visits', { count: row.visits })}
                  </span>
                </p>
              </div>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
              <span className="sr-only">{t('list.moreInfoAbout', { name: row.name })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
