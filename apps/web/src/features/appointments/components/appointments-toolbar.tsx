import { Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { inputStyles, labelStyles } from '@/components/ui/input-styles';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import type { AppointmentFilters } from '../hooks/use-appointment-filters';

/** How long typing must pause before the search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 300;

interface AppointmentsToolbarProps {
  filters: AppointmentFilters;
  onChange: (change: Partial<AppointmentFilters>) => void;
}

/** Upcoming Appointments, From, To and Search Appointments; each change asks the server again. */
export function AppointmentsToolbar({ filters, onChange }: AppointmentsToolbarProps) {
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
            Upcoming Appointments
          </label>
          <div>
            <label htmlFor={`${id}-from`} className={labelStyles}>
              From
            </label>
            <input
              id={`${id}-from`}
              type="date"
              value={filters.from}
              max={filters.to || undefined}
              onChange={(event) => onChange({ from: event.target.value })}
              className={inputStyles({ className: 'mt-1 h-11 w-40 py-0' })}
            />
          </div>
          <div>
            <label htmlFor={`${id}-to`} className={labelStyles}>
              To
            </label>
            <input
              id={`${id}-to`}
              type="date"
              value={filters.to}
              min={filters.from || undefined}
              onChange={(event) => onChange({ to: event.target.value })}
              className={inputStyles({ className: 'mt-1 h-11 w-40 py-0', invalid: rangeInverted })}
              aria-invalid={rangeInverted || undefined}
              aria-describedby={rangeInverted ? `${id}-range-error` : undefined}
            />
          </div>
          {filters.from || filters.to ? (
            <button
              type="button"
              onClick={() => onChange({ from: '', to: '' })}
              className="inline-flex h-11 items-center gap-1 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-4" />
              Clear dates
            </button>
          ) : null}
        </div>
        <div className="relative w-full lg:w-72">
          <label htmlFor={`${id}-search`} className="sr-only">
            Search Appointments
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
            placeholder="Search Appointments"
            className={inputStyles({ className: 'h-11 pl-10' })}
          />
        </div>
      </div>
      {rangeInverted ? (
        <p id={`${id}-range-error`} role="alert" className="mt-3 text-sm text-red-700">
          The From date must be on or before the To date.
        </p>
      ) : null}
    </div>
  );
}
