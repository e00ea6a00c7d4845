import { skipToken } from '@reduxjs/toolkit/query/react';
import { MapPin } from 'lucide-react';
import { useState, type Ref } from 'react';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '@clinic/shared/constants';
import { DROPDOWN_TEXTS } from '@clinic/shared/messages';
import { Autocomplete, isSearchable, type AutocompleteStatus } from '@/components/ui/autocomplete';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { getApiErrorMessage } from '@/lib/api-client';
import { useSearchCitiesInfiniteQuery, type City } from '../api/search-cities';

const TEXTS = {
  loading: DROPDOWN_TEXTS.searchingLocations,
  loadingMore: DROPDOWN_TEXTS.loadingLocations,
  empty: DROPDOWN_TEXTS.noLocations,
  error: DROPDOWN_TEXTS.errorLocations,
};

interface LocationFieldProps {
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  invalidMessage?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/** City autocomplete: asks the server 300 ms after typing stops, 10 cities a page. */
export function LocationField({ value, onChange, inputRef, ...rest }: LocationFieldProps) {
  // The text of the city last picked: no need to search for what was just chosen.
  const [picked, setPicked] = useState<string | null>(null);
  const debounced = useDebouncedValue(value, AUTOCOMPLETE_DEBOUNCE_MS).trim();
  const wanted = isSearchable(debounced) && value !== picked;
  const query = useSearchCitiesInfiniteQuery(wanted ? { query: debounced } : skipToken);

  const cities = query.currentData?.pages.flatMap((page) => page.cities) ?? [];
  const typing = value.trim() !== debounced;
  let status: AutocompleteStatus = 'idle';
  if (query.isError) status = 'error';
  else if (typing || (query.isFetching && !query.isFetchingNextPage)) status = 'loading';
  else if (query.currentData) status = 'success';

  return (
    <Autocomplete<City>
      label="Location"
      placeholder="City, e.g. Bengaluru"
      icon={<MapPin aria-hidden="true" className="size-5" />}
      name="location"
      inputRef={inputRef}
      value={value}
      onValueChange={onChange}
      onSelect={(city) => {
        setPicked(city.description);
        onChange(city.description);
      }}
      options={cities}
      getOptionKey={(city) => `${city.description}|${city.latitude}|${city.longitude}`}
      getOptionLabel={(city) => city.city}
      getOptionDetail={(city) => city.state}
      status={status}
      errorMessage={query.isError ? getApiErrorMessage(query.error) : undefined}
      texts={TEXTS}
      hasMore={query.hasNextPage}
      isLoadingMore={query.isFetchingNextPage}
      onLoadMore={() => void query.fetchNextPage()}
      {...rest}
    />
  );
}
