import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTOCOMPLETE_DEBOUNCE_MS, AUTOCOMPLETE_MIN_CHARS } from '@clinic/shared/constants';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { getApiErrorMessage } from '@/lib/api-client';
import { useGetCitiesInfiniteQuery, type CityOption } from '@/lib/cities-api';
import {
  useGetClinicAddressesInfiniteQuery,
  type ClinicAddressOption,
} from '@/lib/clinic-addresses-api';
import { AutocompleteField, type AutocompleteStatus } from '@/components/ui/autocomplete-field';

/** The query to search for, once it has settled and is long enough. */
function useSearchTerm() {
  const [query, setQuery] = useState('');
  const typed = query.trim();
  const settled = useDebouncedValue(typed, AUTOCOMPLETE_DEBOUNCE_MS);
  const active = settled.length >= AUTOCOMPLETE_MIN_CHARS && settled === typed;
  return { setQuery, typed, term: active ? settled : null };
}

interface SearchState {
  typed: string;
  term: string | null;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  isError: boolean;
  error: unknown;
  count: number;
  emptyText: string;
}

/** What the dropdown says instead of options: searching, an error, nothing found. */
function useStatus(state: SearchState): AutocompleteStatus | null {
  const { t } = useTranslation('common');
  const apiErrorText = useApiErrorText();
  if (state.typed.length < AUTOCOMPLETE_MIN_CHARS) return null;
  if (state.term === null || (state.isFetching && !state.isFetchingNextPage)) {
    return { text: t('dropdown.searchingLocations') };
  }
  if (state.isError) {
    const message = apiErrorText(getApiErrorMessage(state.error));
    return { text: t('dropdown.error', { message }), isError: true };
  }
  return state.count === 0 ? { text: state.emptyText } : null;
}

interface FieldProps<T> {
  value: T | null;
  onChange: (value: T | null) => void;
  onBlur?: () => void;
  error?: string | undefined;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** The field's label, when the screen words it differently. */
  label?: string;
}

/** Clinic address: a locality from the server, which brings its coordinates and city. */
export function ClinicAddressField({ label, ...props }: FieldProps<ClinicAddressOption>) {
  const { t } = useTranslation('forms');
  const search = useSearchTerm();
  const result = useGetClinicAddressesInfiniteQuery(search.term ?? skipToken);
  const options = search.term
    ? (result.currentData?.pages.flatMap((page) => page.items) ?? [])
    : [];
  const status = useStatus({
    ...search,
    isFetching: result.isFetching,
    isFetchingNextPage: result.isFetchingNextPage,
    isError: result.isError,
    error: result.error,
    count: options.length,
    emptyText: t('location.noAddresses'),
  });

  return (
    <AutocompleteField<ClinicAddressOption>
      {...props}
      label={label ?? t('location.clinicAddress')}
      placeholder={t('location.addressPlaceholder')}
      hint={t('location.addressHint')}
      displayValue={(address) => address?.label ?? ''}
      onQueryChange={search.setQuery}
      options={options}
      optionKey={(address) => `${address.label}|${address.latitude}|${address.longitude}`}
      renderOption={(address) => address.label}
      status={status}
      isLoading={result.isFetching && !result.isFetchingNextPage}
      hasMore={Boolean(search.term) && result.hasNextPage}
      isLoadingMore={result.isFetchingNextPage}
      onLoadMore={() => void result.fetchNextPage()}
    />
  );
}

/** City: a name from the cities list (or set by picking a clinic address). */
export function CityField({ value, onChange, label, ...props }: FieldProps<string>) {
  const { t } = useTranslation('forms');
  const search = useSearchTerm();
  const result = useGetCitiesInfiniteQuery(search.term ?? skipToken);
  const options: CityOption[] = search.term
    ? (result.currentData?.pages.flatMap((page) => page.items) ?? [])
    : [];
  const status = useStatus({
    ...search,
    isFetching: result.isFetching,
    isFetchingNextPage: result.isFetchingNextPage,
    isError: result.isError,
    error: result.error,
    count: options.length,
    emptyText: t('location.noCities'),
  });
  const selected = value ? { city: value, description: value } : null;

  return (
    <AutocompleteField<CityOption>
      {...props}
      label={label ?? t('location.city')}
      placeholder={t('location.cityPlaceholder')}
      value={selected}
      onChange={(city) => onChange(city?.city ?? null)}
      displayValue={(city) => city?.city ?? ''}
      onQueryChange={search.setQuery}
      options={options}
      optionKey={(city) => city.description}
      isSame={(a, b) => a.city === b.city}
      renderOption={(city) => (
        <>
          <span className="block font-medium">{city.city}</span>
          <span className="block text-xs text-slate-600">{city.description}</span>
        </>
      )}
      status={status}
      isLoading={result.isFetching && !result.isFetchingNextPage}
      hasMore={Boolean(search.term) && result.hasNextPage}
      isLoadingMore={result.isFetchingNextPage}
      onLoadMore={() => void result.fetchNextPage()}
    />
  );
}
