import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/button-styles';
import { useFormat } from '@/lib/i18n/format';
import type { SearchMode } from '../api/search-doctors';
import type { SearchFilters } from '../utils/search-filters';

const FEE_PRESETS: { min?: number; max?: number }[] = [
  { max: 500 },
  { min: 500, max: 1000 },
  { min: 1000 },
];

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
  const [error, setError] = useState(false);
  const { t } = useTranslation('search');
  const format = useFormat();
  const presetLabel = ({ min, max }: (typeof FEE_PRESETS)[number]) => {
    if (min === undefined) return t('allFilters.upTo', { max: format.rupees(max ?? 0) });
    if (max === undefined) return t('allFilters.above', { min: format.rupees(min) });
    return t('allFilters.between', { min: format.rupees(min), max: format.rupees(max) });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const min = parseFee(minFee);
    const max = parseFee(maxFee);
    if (min !== undefined && max !== undefined && min > max) {
      setError(true);
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
        aria-label={t('allFilters.label')}
        className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-6 md:grid-cols-3 lg:px-8"
      >
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">
            {mode === 'virtual' ? t('allFilters.videoFee') : t('allFilters.fee')}
          </legend>
          <div className="mt-3 flex flex-wrap gap-2">
            {FEE_PRESETS.map((preset) => (
              <button
                key={`${preset.min ?? ''}-${preset.max ?? ''}`}
                type="button"
                onClick={() => {
                  setMinFee(preset.min?.toString() ?? '');
                  setMaxFee(preset.max?.toString() ?? '');
                  setError(false);
                }}
                className="rounded-full border border-slate-300 px-3 py-1.5 text-xs font-medium text-slate-700 hover:border-brand-600 hover:text-brand-800"
              >
                {presetLabel(preset)}
              </button>
            ))}
          </div>
          <div className="mt-3 grid grid-cols-2 gap-3">
            {(
              [
                ['min', t('allFilters.minFee'), minFee, setMinFee],
                ['max', t('allFilters.maxFee'), maxFee, setMaxFee],
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
                      setError(false);
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
              {t('allFilters.feeRangeError')}
            </p>
          ) : null}
        </fieldset>

        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">{t('mode.label')}</legend>
          <div className="mt-3 space-y-2.5">
            {(
              [
                ['clinic', t('mode.clinic')],
                ['virtual', t('mode.virtual')],
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
          <p className="mt-5 text-sm font-semibold text-slate-900">
            {t('allFilters.availability')}
          </p>
          <label className="mt-3 flex items-center gap-2.5 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={availableToday}
              onChange={(event) => setAvailableToday(event.target.checked)}
              className="size-4 rounded accent-brand-700"
            />
            {t('allFilters.availableToday')}
          </label>
        </fieldset>

        <div className="flex flex-col justify-end gap-3 sm:flex-row md:flex-col lg:flex-row lg:items-end">
          <button type="button" onClick={clear} className={buttonStyles({ variant: 'ghost' })}>
            {t('allFilters.clear')}
          </button>
          <button
            type="button"
            onClick={onClose}
            className={buttonStyles({ variant: 'secondary' })}
          >
            {t('allFilters.cancel')}
          </button>
          <button type="submit" className={buttonStyles()}>
            {t('allFilters.apply')}
          </button>
        </div>
      </form>
    </div>
  );
}
