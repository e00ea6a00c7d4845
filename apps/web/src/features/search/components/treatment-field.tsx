import { Stethoscope } from 'lucide-react';
import { useMemo, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTOCOMPLETE_DEBOUNCE_MS, AUTOCOMPLETE_PAGE_SIZE } from '@clinic/shared/constants';
import { Autocomplete, type AutocompleteStatus } from '@/components/ui/autocomplete';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useSpecialityName } from '@/hooks/use-speciality-name';
import type { Specialization } from '../api/specializations';
import { useSpecializations } from '../hooks/use-specializations';
import { filterSpecializations } from '../utils/filter-specializations';

interface TreatmentFieldProps {
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  invalidMessage?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * Speciality autocomplete. The whole list (about 60 names) is fetched once, the first
 * time the field is used, and filtered here; 10 matches show, more as the list scrolls.
 * Each suggestion shows its name in the page's language (and is found by it); picking
 * one fills in the English name, which the search and its address use.
 */
export function TreatmentField({ value, onChange, inputRef, ...rest }: TreatmentFieldProps) {
  const { t } = useTranslation();
  const speciality = useSpecialityName();
  const [wanted, setWanted] = useState(false);
  const list = useSpecializations(wanted);
  const debounced = useDebouncedValue(value, AUTOCOMPLETE_DEBOUNCE_MS).trim();
  const matches = useMemo(
    () => filterSpecializations(list.data ?? [], debounced, speciality),
    [list.data, debounced, speciality],
  );
  // How many matches of which query are shown; a new query starts again at one page.
  const [shown, setShown] = useState({ query: '', count: AUTOCOMPLETE_PAGE_SIZE });
  const count = shown.query === debounced ? shown.count : AUTOCOMPLETE_PAGE_SIZE;

  const start = () => {
    if (!wanted) setWanted(true);
    else if (list.error) list.retry();
  };

  let status: AutocompleteStatus = 'success';
  if (list.error) status = 'error';
  else if (!list.data || value.trim() !== debounced) status = 'loading';

  return (
    <Autocomplete<Specialization>
      label={t('searchForm.treatment')}
      placeholder={t('searchForm.treatmentPlaceholder')}
      icon={<Stethoscope aria-hidden="true" className="size-5" />}
      name="treatment"
      inputRef={inputRef}
      value={value}
      onValueChange={(next) => {
        start();
        onChange(next);
      }}
      onFocus={start}
      onSelect={(specialization) => onChange(specialization.name)}
      options={status === 'error' ? [] : matches.slice(0, count)}
      getOptionKey={(specialization) => String(specialization.id)}
      getOptionLabel={(specialization) => speciality(specialization.name)}
      status={status}
      errorMessage={list.error?.message}
      texts={{
        loading: t('dropdown.loadingSpecialities'),
        empty: t('dropdown.noSpecialities'),
        error: t('dropdown.errorSpecialities'),
      }}
      hasMore={matches.length > count}
      onLoadMore={() => setShown({ query: debounced, count: count + AUTOCOMPLETE_PAGE_SIZE })}
      {...rest}
    />
  );
}
