import type { ReactNode, UIEvent } from 'react';
import { cn } from '@/lib/cn';

interface AutocompleteListboxProps<T> {
  id: string;
  label: string;
  options: readonly T[];
  /** Index of the highlighted option, or -1. */
  active: number;
  /** What was typed: shown in bold inside each option. */
  query: string;
  optionId: (index: number) => string;
  getOptionKey: (option: T) => string;
  getOptionLabel: (option: T) => string;
  getOptionDetail?: ((option: T) => string | undefined) | undefined;
  onChoose: (option: T) => void;
  onActivate: (index: number) => void;
  onScroll: (event: UIEvent<HTMLUListElement>) => void;
}

/** The option text with the typed part in bold, matched case-insensitively. */
function highlight(text: string, query: string): ReactNode {
  const needle = query.trim().toLowerCase();
  const at = needle === '' ? -1 : text.toLowerCase().indexOf(needle);
  if (at < 0) return text;
  const end = at + needle.length;
  return (
    <>
      {text.slice(0, at)}
      <strong className="font-semibold text-slate-900">{text.slice(at, end)}</strong>
      {text.slice(end)}
    </>
  );
}

/** The suggestions of an Autocomplete: a listbox whose options never take focus. */
export function AutocompleteListbox<T>({
  id,
  label,
  options,
  active,
  query,
  optionId,
  getOptionKey,
  getOptionLabel,
  getOptionDetail,
  onChoose,
  onActivate,
  onScroll,
}: AutocompleteListboxProps<T>) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={label}
      onScroll={onScroll}
      className="max-h-72 overflow-y-auto py-1.5"
    >
      {options.map((option, index) => {
        const detail = getOptionDetail?.(option);
        return (
          <li
            key={getOptionKey(option)}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            onClick={() => onChoose(option)}
            onMouseMove={() => {
              if (index !== active) onActivate(index);
            }}
            className={cn(
              'cursor-pointer px-4 py-2.5 text-sm text-slate-700',
              index === active && 'bg-brand-50 text-brand-900',
            )}
          >
            <span className="block">{highlight(getOptionLabel(option), query)}</span>
            {detail ? <span className="block text-xs text-slate-600">{detail}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
