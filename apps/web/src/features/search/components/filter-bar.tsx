import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { SEARCH_SORTS, type SearchGender, type SearchSort } from '../api/search-doctors';
import { countPanelFilters, type SearchFilters } from '../utils/search-filters';
import { AllFiltersPanel } from './all-filters-panel';

const GENDERS: readonly SearchGender[] = ['female', 'male', 'other'];
const STORIES_MINIMUMS = [10, 50, 100];
const EXPERIENCE_MINIMUMS = [5, 10, 15, 20];

const toNumber = (value: string) => (value === '' ? undefined : Number(value));

interface FilterSelectProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  active: boolean;
}

/** A pill with its label in front and a native select: light, and keyboard and phone friendly. */
function FilterSelect({ label, value, options, onChange, active }: FilterSelectProps) {
  const id = useId();
  return (
    <div
      className={cn(
        'relative flex h-10 shrink-0 items-center rounded-full border pr-8 pl-4 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-white',
        active ? 'border-white bg-white text-brand-900' : 'border-white/40 text-white',
      )}
    >
      <label htmlFor={id} className="font-semibold whitespace-nowrap">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn(
          'absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0',
          // Keep the chosen option readable in the native list on every platform.
          '[&>option]:text-slate-900',
        )}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <span className={cn('ml-1.5 whitespace-nowrap', active ? 'font-medium' : 'text-brand-100')}>
        {options.find((option) => option.value === value)?.label}
      </span>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute right-3 size-4" />
    </div>
  );
}

interface FilterBarProps {
  filters: SearchFilters;
  onChange: (patch: Partial<SearchFilters>) => void;
}

/**
 * Gender, Patient Stories, Experience, All Filters and Sort By: every one changes
 * the search and is kept in the URL.
 */
export function FilterBar({ filters, onChange }: FilterBarProps) {
  const [panelOpen, setPanelOpen] = useState(false);
  const panelId = useId();
  const panelCount = countPanelFilters(filters);
  const { t } = useTranslation('search');
  const any = { value: '', label: t('filters.any') };
  const genderOptions = [
    any,
    ...GENDERS.map((value) => ({ value, label: t(`filters.genders.${value}`) })),
  ];
  const storiesOptions = [
    any,
    ...STORIES_MINIMUMS.map((min) => ({
      value: String(min),
      label: t('filters.storiesAtLeast', { min }),
    })),
  ];
  const experienceOptions = [
    any,
    ...EXPERIENCE_MINIMUMS.map((min) => ({
      value: String(min),
      label: t('filters.experienceAtLeast', { min }),
    })),
  ];
  const sortOptions = SEARCH_SORTS.map((value) => ({ value, label: t(`filters.sorts.${value}`) }));

  return (
    <div className="bg-brand-800">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div
          role="group"
          aria-label={t('filters.label')}
          className="-mx-4 flex gap-2 overflow-x-auto px-4 py-3 sm:mx-0 sm:flex-wrap sm:px-0"
        >
          <FilterSelect
            label={t('filters.gender')}
            value={filters.gender ?? ''}
            options={genderOptions}
            active={filters.gender !== undefined}
            onChange={(value) => onChange({ gender: (value || undefined) as SearchGender })}
          />
          <FilterSelect
            label={t('filters.stories')}
            value={filters.minStories === undefined ? '' : String(filters.minStories)}
            options={storiesOptions}
            active={filters.minStories !== undefined}
            onChange={(value) => onChange({ minStories: toNumber(value) })}
          />
          <FilterSelect
            label={t('filters.experience')}
            value={filters.minExperience === undefined ? '' : String(filters.minExperience)}
            options={experienceOptions}
            active={filters.minExperience !== undefined}
            onChange={(value) => onChange({ minExperience: toNumber(value) })}
          />
          <button
            type="button"
            aria-expanded={panelOpen}
            aria-controls={panelId}
            onClick={() => setPanelOpen((open) => !open)}
            className={cn(
              'flex h-10 shrink-0 items-center gap-2 rounded-full border px-4 text-sm font-semibold whitespace-nowrap',
              panelOpen || panelCount > 0
                ? 'border-white bg-white text-brand-900'
                : 'border-white/40 text-white hover:border-white',
            )}
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            {t('filters.allFilters')}
            {panelCount > 0 ? (
              <span className="flex size-5 items-center justify-center rounded-full bg-brand-700 text-xs text-white">
                {panelCount}
                <span className="sr-only">{t('filters.inUse')}</span>
              </span>
            ) : null}
          </button>
          <FilterSelect
            label={t('filters.sortBy')}
            value={filters.sort ?? 'relevance'}
            options={sortOptions}
            active={filters.sort !== undefined && filters.sort !== 'relevance'}
            onChange={(value) =>
              onChange({ sort: value === 'relevance' ? undefined : (value as SearchSort) })
            }
          />
        </div>
      </div>
      {panelOpen ? (
        <AllFiltersPanel
          id={panelId}
          filters={filters}
          onApply={(patch) => {
            onChange(patch);
            setPanelOpen(false);
          }}
          onClose={() => setPanelOpen(false)}
        />
      ) : null}
    </div>
  );
}
