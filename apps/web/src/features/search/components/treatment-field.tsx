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
  /** The text the box shows. */
  value: string;
  /** Text the visitor typed. */
  onChange: (value: string) => void;
  /** A suggestion picked, by its English name (the box then shows it in the page's language). */
  onPick?: (name: string) => void;
  /**
   * What the form sends as `treatment` when it is not the text shown: the English name
   * of a speciality the box shows in Hindi. A browser without JavaScript sends it too.
   */
  sentValue?: string | undefined;
  required?: boolean;
  invalidMessage?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * Speciality autocomplete. The whole list (about 60 names) is fetched once, the first
 * time the field is used, and filtered here; 10 matches show, more as the list scrolls.
 * Each suggestion shows its name in the page's language (and is found by it); picking
 * one gives its English name to `onPick` (the search and its address use it), or, without
 * `onPick`, fills in that name.
 */
export function TreatmentField({
  value,
  onChange,
  onPick = onChange,
  sentValue = value,
  inputRef,
  ...rest
}: TreatmentFieldProps) {
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

  // The form's `treatment` is the box itself, unless the box shows another name for it.
  const sentApart = sentValue !== value;
  return (
    <>
      {sentApart ? <input type="hidden" name="treatment" value={sentValue} /> : null}
      <Autocomplete<Specialization>
        label={t('searchForm.treatment')}
        placeholder={t('searchForm.treatmentPlaceholder')}
        icon={<Stethoscope aria-hidden="true" className="size-5" />}
        name={sentApart ? undefined : 'treatment'}
        inputRef={inputRef}
        value={value}
        onValueChange={(next) => {
          start();
          onChange(next);
        }}
        onFocus={start}
        onSelect={(specialization) => onPick(specialization.name)}
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
    </>
  );
}
