import { MapPin } from 'lucide-react';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '@clinic/shared/constants';
import { Autocomplete, isSearchable, type AutocompleteStatus } from '@/components/ui/autocomplete';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import type { City } from '../api/search-cities';
import { useCitySearch } from '../hooks/use-city-search';

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
  const { t } = useTranslation();
  // The text of the city last picked: no need to search for what was just chosen.
  const [picked, setPicked] = useState<string | null>(null);
  const debounced = useDebouncedValue(value, AUTOCOMPLETE_DEBOUNCE_MS).trim();
  const wanted = isSearchable(debounced) && value !== picked;
  const search = useCitySearch(wanted ? debounced : null);

  const cities = search.pages?.flatMap((page) => page.cities) ?? [];
  const typing = value.trim() !== debounced;
  let status: AutocompleteStatus = 'idle';
  if (search.error && !search.pages) status = 'error';
  else if (typing || search.loading) status = 'loading';
  else if (search.pages) status = 'success';

  return (
    <Autocomplete<City>
      label={t('searchForm.location')}
      placeholder={t('searchForm.locationPlaceholder')}
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
      errorMessage={search.error?.message}
      texts={{
        loading: t('dropdown.searchingLocations'),
        loadingMore: t('dropdown.loadingLocations'),
        empty: t('dropdown.noLocations'),
        error: t('dropdown.errorLocations'),
      }}
      hasMore={search.hasMore}
      isLoadingMore={search.loadingMore}
      onLoadMore={search.loadMore}
      {...rest}
    />
  );
}
