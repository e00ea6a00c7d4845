import { useId, useState, type FormEvent } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import type { SearchMode } from '../api/search-doctors';
import type { SearchFilters } from '../utils/search-filters';

const FEE_PRESETS: { label: string; min?: number; max?: number }[] = [
  { label: 'Up to ₹500', max: 500 },
  { label: '₹500 – ₹1,000', min: 500, max: 1000 },
  { label: 'Above ₹1,000', min: 1000 },
];

export const FEE_RANGE_ERROR = 'The minimum fee cannot be more than the maximum';

type PanelPatch = Pick<SearchFilters, 'minFee' | 'maxFee' | 'availableToday' | 'mode'>;

interface AllFiltersPanelProps {
  id: string;
  filters: SearchFilters;
  onApply: (patch: PanelPatch) => void;
  onClose: () => void;
}

const inputClass =
  'h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-7 text-sm text-slate-900 ' +
  'focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none';

function parseFee(value: string): number | undefined {
  const digits = value.replace(/\D/g, '');
  return digits === '' ? undefined : Number(digits);
}

/** Fee range, available today and consultation type, applied together. */
export function AllFiltersPanel({ id, filters, onApply, onClose }: AllFiltersPanelProps) {
  const fieldId = useId();
  const [minFee, setMinFee] = useState(filters.minFee?.toString() ?? '');
  const [maxFee, setMaxFee] = useState(filters.maxFee?.toString() ?? '');
  const [availableToday, setAvailableToday] = useState(filters.availableToday === true);
  const [mode, setMode] = useState<SearchMode>(filters.mode ?? 'clinic');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const min = parseFee(minFee);
    const max = parseFee(maxFee);
    if (min !== undefined && max !== undefined && min > max) {
      setError(FEE_RANGE_ERROR);
      return;
    }
    onApply({
      minFee: min,
      maxFee: max,
      availableToday: availableToday || undefined,
      mode: mode === 'virtual' ? 'virtual' : undefined,
    });
  };

  const clear = () => {
    onApply({ minFee: undefined, maxFee: undefined, availableToday: undefined, mode: undefined });
  };

  return (
    <div id={id} className="border-t border-brand-900/20 bg-white shadow-lg">
      <form
        noValidate
        onSubmit={submit}
        aria-label="All filters"
        className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-6 md:grid-cols-3 lg:px-8"
      >
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">
            {mode === 'virtual' ? 'Video consultation fee' : 'Consultation fee'}
          </legend>
          <div className="mt-3 flex flex-wrap gap-2">
            {FEE_PRESETS.map((preset) => (
              <button
                key={preset.label}
                type="button"
                onClick={() => {
                  setMinFee(preset.min?.toString() ?? '');
                  setMaxFee(preset.max?.toString() ?? '');
                  setError(null);
                }}
                className="rounded-full border border-slate-300 px-3 py-1.5 text-xs font-medium text-slate-700 hover:border-brand-600 hover:text-brand-800"
              >
                {preset.label}
              </button>
            ))}
          </div>
          <div className="mt-3 grid grid-cols-2 gap-3">
            {(
              [
                ['min', 'Minimum fee', minFee, setMinFee],
                ['max', 'Maximum fee', maxFee, setMaxFee],
              ] as const
            ).map(([key, label, value, set]) => (
              <div key={key}>
                <label htmlFor={`${fieldId}-${key}`} className="text-xs font-medium text-slate-700">
                  {label}
                </label>
                <div className="relative mt-1">
                  <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-600">
                    ₹
                  </span>
                  <input
                    id={`${fieldId}-${key}`}
                    inputMode="numeric"
                    value={value}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${fieldId}-error` : undefined}
                    onChange={(event) => {
                      set(event.target.value.replace(/\D/g, '').slice(0, 6));
                      setError(null);
                    }}
                    className={inputClass}
                  />
                </div>
              </div>
            ))}
          </div>
          {error ? (
            <p
              id={`${fieldId}-error`}
              role="alert"
              className="mt-2 text-sm font-medium text-rose-700"
            >
              {error}
            </p>
          ) : null}
        </fieldset>

        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">Consultation type</legend>
          <div className="mt-3 space-y-2.5">
            {(
              [
                ['clinic', 'Clinic visit'],
                ['virtual', 'Video consultation'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex items-center gap-2.5 text-sm text-slate-800">
                <input
                  type="radio"
                  name={`${fieldId}-mode`}
                  value={value}
                  checked={mode === value}
                  onChange={() => setMode(value)}
                  className="size-4 accent-brand-700"
                />
                {label}
              </label>
            ))}
          </div>
          <p className="mt-5 text-sm font-semibold text-slate-900">Availability</p>
          <label className="mt-3 flex items-center gap-2.5 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={availableToday}
              onChange={(event) => setAvailableToday(event.target.checked)}
              className="size-4 rounded accent-brand-700"
            />
            Available today
          </label>
        </fieldset>

        <div className="flex flex-col justify-end gap-3 sm:flex-row md:flex-col lg:flex-row lg:items-end">
          <button type="button" onClick={clear} className={buttonStyles({ variant: 'ghost' })}>
            Clear filters
          </button>
          <button
            type="button"
            onClick={onClose}
            className={buttonStyles({ variant: 'secondary' })}
          >
            Cancel
          </button>
          <button type="submit" className={buttonStyles()}>
            Apply filters
          </button>
        </div>
      </form>
    </div>
  );
}
