import { Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTextField } from '@/components/ui/date-text-field';
import { inputStyles } from '@/components/ui/input-styles';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { fromDayMonthYear, toDayMonthYear } from '@/lib/billing-format';
import type { AppointmentFilters } from '../hooks/use-appointment-filters';

/** How long typing must pause before the search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 300;

interface AppointmentsToolbarProps {
  filters: AppointmentFilters;
  onChange: (change: Partial<AppointmentFilters>) => void;
}

/** Upcoming Appointments, From, To and Search Appointments; each change asks the server again. */
export function AppointmentsToolbar({ filters, onChange }: AppointmentsToolbarProps) {
  const { t } = useTranslation('appointments');
  const id = useId();
  const [search, setSearch] = useState(filters.search);
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (debounced.trim() !== filters.search.trim()) onChange({ search: debounced });
    // Only a new typed value should start a search, not a change of the other filters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const rangeInverted = Boolean(filters.from && filters.to && filters.from > filters.to);

  return (
    <div className="border-b border-slate-200 p-4">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex h-11 items-center gap-2.5 rounded-lg border border-slate-300 bg-white px-3.5 text-sm font-medium text-slate-800 shadow-sm">
            <input
              type="checkbox"
              checked={filters.upcoming}
              onChange={(event) => onChange({ upcoming: event.target.checked })}
              className="size-4 rounded border-slate-400 accent-brand-700"
            />
            {t('toolbar.upcoming')}
          </label>
          {/* On a phone, side by side when two dates fit (from 400 px), else one under the other. */}
          <div className="grid w-full grid-cols-1 gap-3 min-[25rem]:grid-cols-2 sm:flex sm:w-auto">
            <DateFilterField
              label={t('toolbar.from')}
              value={filters.from}
              onCommit={(from) => onChange({ from })}
            />
            <DateFilterField
              label={t('toolbar.to')}
              value={filters.to}
              onCommit={(to) => onChange({ to })}
              error={rangeInverted ? t('toolbar.rangeInverted') : undefined}
            />
          </div>
          {filters.from || filters.to ? (
            <button
              type="button"
              onClick={() => onChange({ from: '', to: '' })}
              className="inline-flex h-11 items-center gap-1 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-4" />
              {t('toolbar.clearDates')}
            </button>
          ) : null}
        </div>
        <div className="relative w-full lg:w-72">
          <label htmlFor={`${id}-search`} className="sr-only">
            {t('toolbar.search')}
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-500"
          />
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('toolbar.search')}
            className={inputStyles({ className: 'h-11 pl-10' })}
          />
        </div>
      </div>
    </div>
  );
}

interface DateFilterFieldProps {
  label: string;
  /** The applied date, YYYY-MM-DD, or empty. */
  value: string;
  /** Called with a whole date (YYYY-MM-DD) or '' when cleared; never with a half-typed one. */
  onCommit: (date: string) => void;
  error?: string | undefined;
}

/**
 * One end of the range, typed as dd-mm-yyyy (or picked from the calendar). The text
 * is the field's own while it is being typed: only a whole date, or an empty field,
 * reaches the filters, so typing one end never clears or changes the other.
 */
export function DateFilterField({ label, value, onCommit, error }: DateFilterFieldProps) {
  const { t } = useTranslation('appointments');
  const [text, setText] = useState(() => toDayMonthYear(value));
  const [touched, setTouched] = useState(false);
  const [shown, setShown] = useState(value);

  // A change from outside (Clear dates, Back, a link) shows in the field.
  if (shown !== value) {
    setShown(value);
    if (dateOfText(text) !== value) setText(toDayMonthYear(value));
  }

  const change = (next: string) => {
    setText(next);
    setTouched(false);
    const date = dateOfText(next);
    if (date !== null && date !== value) onCommit(date);
  };

  const unfinished = touched && dateOfText(text) === null;
  return (
    <div onBlur={() => setTouched(true)} className="min-w-0 sm:w-40">
      <DateTextField
        label={label}
        value={text}
        onChange={change}
        error={unfinished ? t('toolbar.dateFormat') : error}
      />
    </div>
  );
}

/** '' for an empty field, the date of a whole dd-mm-yyyy, else null (still being typed). */
export function dateOfText(text: string): string | null {
  if (!text.trim()) return '';
  return fromDayMonthYear(text);
}
