import {
  useEffect,
  useId,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  type UIEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { AUTOCOMPLETE_MIN_CHARS } from '@clinic/shared/constants';
import { apiFallbackKeyOf } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { AutocompleteListbox } from './autocomplete-listbox';
import { Spinner } from './spinner';

export type AutocompleteStatus = 'idle' | 'loading' | 'error' | 'success';

/** The dropdown's messages (spec section 8), e.g. 'Searching locations...'. */
export interface AutocompleteTexts {
  loading: string;
  /** While a further page loads; defaults to `loading`. */
  loadingMore?: string;
  empty: string;
  error: string;
}

export interface AutocompleteProps<T> {
  label: string;
  /** Keeps the label for screen readers only, for fields whose placeholder says enough. */
  hideLabel?: boolean;
  value: string;
  onValueChange: (value: string) => void;
  onSelect: (option: T) => void;
  options: readonly T[];
  getOptionKey: (option: T) => string;
  /** The text the input takes when the option is chosen. */
  getOptionLabel: (option: T) => string;
  /** A second, quieter line under the option, e.g. the state of a city. */
  getOptionDetail?: (option: T) => string | undefined;
  status: AutocompleteStatus;
  /** The failure's text, shown as 'Error: {message}' under the error line. */
  errorMessage?: string;
  texts: AutocompleteTexts;
  hasMore?: boolean;
  isLoadingMore?: boolean;
  onLoadMore?: () => void;
  onFocus?: () => void;
  placeholder?: string;
  icon?: ReactNode;
  required?: boolean;
  /** A validation message for the field; marks the input invalid. */
  invalidMessage?: string | undefined;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
  inputClassName?: string;
}

// How close to the bottom of the list (px) scrolling asks for the next page.
const LOAD_MORE_THRESHOLD_PX = 32;

/** True when the typed text is long enough to search: at least 2 characters once trimmed. */
export function isSearchable(value: string): boolean {
  return value.trim().length >= AUTOCOMPLETE_MIN_CHARS;
}

/**
 * A text input with a suggestion list, following the ARIA 1.2 combobox pattern:
 * the input is the combobox, the suggestions a listbox, and the highlighted option
 * is named by aria-activedescendant so focus never leaves the input.
 *
 * The list opens from AUTOCOMPLETE_MIN_CHARS trimmed characters. ArrowDown and ArrowUp
 * move through the options, Enter picks one, Escape closes the list. Scrolling to
 * the end, or arrowing past the last option, asks for the next page (`onLoadMore`).
 * Fetching and debouncing belong to the caller.
 */
export function Autocomplete<T>({
  label,
  hideLabel = false,
  value,
  onValueChange,
  onSelect,
  options,
  getOptionKey,
  getOptionLabel,
  getOptionDetail,
  status,
  errorMessage,
  texts,
  hasMore = false,
  isLoadingMore = false,
  onLoadMore,
  onFocus,
  placeholder,
  icon,
  required = false,
  invalidMessage,
  name,
  inputRef,
  className,
  inputClassName,
}: AutocompleteProps<T>) {
  const { t } = useTranslation();
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const invalidId = `${id}-invalid`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const popupVisible = open && isSearchable(value);
  const hasOptions = options.length > 0;
  const expanded = popupVisible && hasOptions;
  const active = expanded && activeIndex >= 0 && activeIndex < options.length ? activeIndex : -1;

  // Keep the highlighted option in view while arrowing through a long list.
  useEffect(() => {
    if (active < 0) return;
    document.getElementById(`${id}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, id]);

  const loadMore = () => {
    if (hasMore && !isLoadingMore && status !== 'loading') onLoadMore?.();
  };

  const choose = (option: T) => {
    onSelect(option);
    setOpen(false);
    setActiveIndex(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown': {
        event.preventDefault();
        if (!popupVisible) {
          setOpen(true);
          return;
        }
        if (!hasOptions) return;
        if (active >= options.length - 1) {
          loadMore();
          setActiveIndex(options.length - 1);
        } else {
          setActiveIndex(active + 1);
        }
        return;
      }
      case 'ArrowUp': {
        if (!expanded) return;
        event.preventDefault();
        setActiveIndex(active <= 0 ? (active < 0 ? options.length - 1 : 0) : active - 1);
        return;
      }
      case 'Enter': {
        const option = active >= 0 ? options[active] : undefined;
        if (option === undefined) return; // no highlighted option: let the form submit
        event.preventDefault();
        choose(option);
        return;
      }
      case 'Escape': {
        if (!popupVisible) return;
        event.preventDefault();
        setOpen(false);
        setActiveIndex(-1);
        return;
      }
      default:
    }
  };

  const onListScroll = (event: UIEvent<HTMLUListElement>) => {
    const list = event.currentTarget;
    if (list.scrollTop + list.clientHeight >= list.scrollHeight - LOAD_MORE_THRESHOLD_PX) {
      loadMore();
    }
  };

  let message: ReactNode = null;
  if (status === 'error') {
    // The client's own fallback ('Network error', the list's) in the language shown, from
    // the `common` catalogue; a server's text as it came. Not useApiErrorText: the landing
    // page's islands, whose plain-fetch calls fail with these texts alone, never load the
    // registry of the other fallbacks (lib/api-fallbacks.ts).
    const errorKey = errorMessage ? apiFallbackKeyOf(errorMessage) : null;
    const errorText = errorKey ? t(`apiErrors.${errorKey}`) : errorMessage;
    message = (
      <span className="text-rose-700">
        <span className="block font-medium">{texts.error}</span>
        {errorText ? (
          <span className="block">{t('dropdown.error', { message: errorText })}</span>
        ) : null}
      </span>
    );
  } else if (status === 'loading' && !hasOptions) {
    message = <LoadingLine text={texts.loading} />;
  } else if (isLoadingMore) {
    message = <LoadingLine text={texts.loadingMore ?? texts.loading} />;
  } else if (status === 'success' && !hasOptions) {
    message = texts.empty;
  }

  return (
    <div className={cn('relative', className)}>
      <label
        htmlFor={inputId}
        className={cn(hideLabel ? 'sr-only' : 'mb-1.5 block text-sm font-medium text-slate-800')}
      >
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-rose-600">
            *
          </span>
        ) : null}
      </label>
      <div className="relative">
        {icon ? (
          <span className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-slate-500">
            {icon}
          </span>
        ) : null}
        <input
          ref={inputRef}
          id={inputId}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listboxId : undefined}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          aria-required={required || undefined}
          aria-invalid={invalidMessage ? true : undefined}
          aria-describedby={invalidMessage ? invalidId : undefined}
          placeholder={placeholder}
          value={value}
          onChange={(event) => {
            onValueChange(event.target.value);
            setOpen(true);
            setActiveIndex(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
          onBlur={() => {
            setOpen(false);
            setActiveIndex(-1);
          }}
          className={cn(
            'h-12 w-full rounded-xl border bg-white pr-3 text-base text-slate-900 placeholder:text-slate-500',
            'focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none',
            icon ? 'pl-11' : 'pl-3.5',
            invalidMessage ? 'border-rose-500' : 'border-slate-300',
            inputClassName,
          )}
        />
      </div>

      {popupVisible && (hasOptions || message) ? (
        <div
          // Keeps focus in the input while the pointer scrolls or picks an option.
          onMouseDown={(event) => event.preventDefault()}
          className="absolute inset-x-0 top-full z-30 mt-2 overflow-hidden rounded-xl bg-white text-left shadow-xl ring-1 shadow-slate-900/10 ring-slate-200"
        >
          {hasOptions ? (
            <AutocompleteListbox
              id={listboxId}
              label={label}
              options={options}
              active={active}
              query={value}
              optionId={optionId}
              getOptionKey={getOptionKey}
              getOptionLabel={getOptionLabel}
              getOptionDetail={getOptionDetail}
              onChoose={choose}
              onActivate={setActiveIndex}
              onScroll={onListScroll}
            />
          ) : null}
          {message ? (
            <div
              role={status === 'error' ? 'alert' : 'status'}
              className={cn(
                'px-4 py-3 text-sm text-slate-600',
                hasOptions && 'border-t border-slate-100',
              )}
            >
              {message}
            </div>
          ) : null}
        </div>
      ) : null}

      {/* Present before any suggestion arrives, so screen readers hear how many there are. */}
      <p aria-live="polite" className="sr-only">
        {expanded ? countAnnouncement(options.length) : ''}
      </p>

      {invalidMessage ? (
        <p id={invalidId} className="mt-1.5 text-sm font-medium text-rose-700">
          {invalidMessage}
        </p>
      ) : null}
    </div>
  );
}

function LoadingLine({ text }: { text: string }) {
  return (
    <span className="flex items-center gap-2">
      <Spinner className="size-4" />
      {text}
    </span>
  );
}

function countAnnouncement(count: number): string {
  return `${count} suggestion${count === 1 ? '' : 's'}, use the up and down arrow keys to choose`;
}
