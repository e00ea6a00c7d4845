import {
  Combobox,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Description,
  Field,
  Label,
} from '@headlessui/react';
import { Check, X } from 'lucide-react';
import { useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { inputStyles, labelStyles } from '@/components/ui/input-styles';
import { useSpecialityName } from '@/hooks/use-speciality-name';
import { useGetOnboardingSpecializationsQuery } from '../api/get-all-specializations';

interface SpecializationsPickerProps {
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * Specializations chosen from the server's list: type to filter, pick to add a chip,
 * pick again or press a chip's remove button to take it away. No duplicates by design.
 * Each is shown in the page's language (and found by that name or the English one);
 * the value keeps the English names the server knows.
 */
export function SpecializationsPicker({
  value,
  onChange,
  onBlur,
  error,
  inputRef,
}: SpecializationsPickerProps) {
  const { t } = useTranslation(['onboarding', 'common']);
  const speciality = useSpecialityName();
  const { data: all = [], isLoading, isError } = useGetOnboardingSpecializationsQuery();
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement | null>(null);
  const needle = query.trim().toLowerCase();
  const options = needle
    ? all.filter(
        (name) =>
          name.toLowerCase().includes(needle) || speciality(name).toLowerCase().includes(needle),
      )
    : all;

  let statusText: string | null = null;
  if (isLoading) statusText = t('common:dropdown.loadingSpecialities');
  else if (isError) statusText = t('common:dropdown.errorSpecialities');
  else if (options.length === 0) statusText = t('common:dropdown.noSpecialities');

  const choose = (next: string[]) => {
    onChange([...new Set(next)]);
    // Ready for the next one: clear what was typed.
    setQuery('');
    if (input.current) input.current.value = '';
  };

  return (
    <Field>
      <Label className={labelStyles}>{t('specializations.label')}</Label>
      <Description className="mt-1 text-sm text-slate-600">
        {t('specializations.description')}
      </Description>
      <Combobox multiple value={value} onChange={choose} onClose={() => setQuery('')}>
        {({ open }) => (
          <div className="relative mt-2">
            <ComboboxInput
              ref={(element: HTMLInputElement | null) => {
                input.current = element;
                if (typeof inputRef === 'function') inputRef(element);
                else if (inputRef) inputRef.current = element;
              }}
              placeholder={
                value.length ? t('specializations.addAnother') : t('specializations.search')
              }
              autoComplete="off"
              aria-invalid={error ? true : undefined}
              onChange={(event) => setQuery(event.target.value)}
              onBlur={onBlur}
              className={inputStyles({ invalid: Boolean(error) })}
            />
            {open && (options.length > 0 || statusText) ? (
              <div className="absolute z-30 mt-1.5 w-full overflow-hidden rounded-xl bg-white shadow-lg ring-1 ring-slate-200">
                {options.length > 0 ? (
                  <ComboboxOptions static modal={false} className="max-h-64 overflow-y-auto py-1">
                    {options.map((name) => (
                      <ComboboxOption
                        key={name}
                        value={name}
                        className="group flex cursor-pointer items-center gap-2 px-3 py-2 text-sm text-slate-800 data-focus:bg-brand-50 data-focus:text-brand-900"
                      >
                        <Check
                          aria-hidden="true"
                          className="invisible size-4 shrink-0 text-brand-700 group-data-selected:visible"
                        />
                        {speciality(name)}
                      </ComboboxOption>
                    ))}
                  </ComboboxOptions>
                ) : (
                  <p role="status" className="px-3 py-2.5 text-sm text-slate-600">
                    {statusText}
                  </p>
                )}
              </div>
            ) : null}
          </div>
        )}
      </Combobox>
      {error ? <Description className="mt-1.5 text-sm text-red-700">{error}</Description> : null}
      {value.length > 0 ? (
        <ul aria-label={t('specializations.chosen')} className="mt-3 flex flex-wrap gap-2">
          {value.map((name) => (
            <li
              key={name}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-900 ring-1 ring-brand-200"
            >
              {speciality(name)}
              <button
                type="button"
                aria-label={t('specializations.remove', { name: speciality(name) })}
                onClick={() => onChange(value.filter((item) => item !== name))}
                className="flex size-6 items-center justify-center rounded-full text-brand-800 hover:bg-brand-100"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </Field>
  );
}
