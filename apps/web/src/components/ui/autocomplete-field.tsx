import {
  Combobox,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Description,
  Field,
  Label,
} from '@headlessui/react';
import { Check } from 'lucide-react';
import type { ReactNode, Ref, UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { inputStyles, labelStyles } from '@/components/ui/input-styles';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

/** Start loading the next page this close to the bottom of the list. */
const LOAD_MORE_THRESHOLD_PX = 48;

/** A line the dropdown shows instead of options: searching, nothing found, or an error. */
export interface AutocompleteStatus {
  text: string;
  /** The search failed: the line is shown as an error (red). */
  isError?: boolean;
}

interface AutocompleteFieldProps<T> {
  label: string;
  placeholder?: string;
  hint?: string;
  error?: string | undefined;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  value: T | null;
  onChange: (value: T | null) => void;
  onBlur?: () => void;
  displayValue: (value: T | null) => string;
  onQueryChange: (query: string) => void;
  options: readonly T[];
  optionKey: (option: T) => string;
  /** Whether two values are the same choice; by optionKey unless given. */
  isSame?: (a: T, b: T) => boolean;
  renderOption: (option: T) => ReactNode;
  /** Shown in the dropdown instead of options: searching, nothing found, an error. */
  status?: AutocompleteStatus | null;
  isLoading?: boolean;
  hasMore?: boolean;
  isLoadingMore?: boolean;
  onLoadMore?: () => void;
}

/**
 * A text box with suggestions from the server, picked with mouse or keyboard. The
 * choice is the value; typing only searches, and leaving the box without picking
 * puts the current choice's text back.
 */
export function AutocompleteField<T>({
  label,
  placeholder,
  hint,
  error,
  name,
  inputRef,
  value,
  onChange,
  onBlur,
  displayValue,
  onQueryChange,
  options,
  optionKey,
  isSame = (a, b) => optionKey(a) === optionKey(b),
  renderOption,
  status,
  isLoading = false,
  hasMore = false,
  isLoadingMore = false,
  onLoadMore,
}: AutocompleteFieldProps<T>) {
  const { t } = useTranslation('common');
  const onScroll = (event: UIEvent<HTMLElement>) => {
    const list = event.currentTarget;
    const nearEnd =
      list.scrollTop + list.clientHeight >= list.scrollHeight - LOAD_MORE_THRESHOLD_PX;
    if (nearEnd && hasMore && !isLoadingMore) onLoadMore?.();
  };

  return (
    <Field>
      <Label className={labelStyles}>{label}</Label>
      <Combobox
        value={value}
        onChange={onChange}
        by={(a, b) => a !== null && b !== null && isSame(a, b)}
        onClose={() => onQueryChange('')}
      >
        {({ open }) => (
          <div className="relative mt-1.5">
            <ComboboxInput
              ref={inputRef}
              name={name}
              placeholder={placeholder}
              autoComplete="off"
              aria-invalid={error ? true : undefined}
              displayValue={(item: T | null) => displayValue(item)}
              onChange={(event) => onQueryChange(event.target.value)}
              onBlur={onBlur}
              className={inputStyles({ invalid: Boolean(error), className: 'pr-10' })}
            />
            {isLoading ? (
              <span className="pointer-events-none absolute inset-y-0 right-0 flex items-center pr-3">
                <Spinner className="size-4" />
              </span>
            ) : null}
            {open && (options.length > 0 || status) ? (
              <div className="absolute z-30 mt-1.5 w-full overflow-hidden rounded-xl bg-white shadow-lg ring-1 ring-slate-200">
                {options.length > 0 ? (
                  <ComboboxOptions
                    static
                    modal={false}
                    onScroll={onScroll}
                    className="max-h-64 overflow-y-auto py-1"
                  >
                    {options.map((option) => (
                      <ComboboxOption
                        key={optionKey(option)}
                        value={option}
                        className="group flex cursor-pointer items-start gap-2 px-3 py-2 text-sm text-slate-800 data-focus:bg-brand-50 data-focus:text-brand-900"
                      >
                        <Check
                          aria-hidden="true"
                          className="invisible mt-0.5 size-4 shrink-0 text-brand-700 group-data-selected:visible"
                        />
                        <span className="min-w-0 flex-1">{renderOption(option)}</span>
                      </ComboboxOption>
                    ))}
                  </ComboboxOptions>
                ) : null}
                {status || isLoadingMore ? (
                  <p
                    role="status"
                    className={cn(
                      'px-3 py-2.5 text-sm',
                      options.length > 0 && 'border-t border-slate-100',
                      !isLoadingMore && status?.isError ? 'text-red-700' : 'text-slate-600',
                    )}
                  >
                    {isLoadingMore ? t('dropdown.loadingMore') : status?.text}
                  </p>
                ) : null}
              </div>
            ) : null}
          </div>
        )}
      </Combobox>
      {hint ? <Description className="mt-1.5 text-sm text-slate-600">{hint}</Description> : null}
      {error ? <Description className="mt-1.5 text-sm text-red-700">{error}</Description> : null}
    </Field>
  );
}
