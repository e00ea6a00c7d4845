import { CalendarDays } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { FieldError } from './form-message';
import { inputStyles, labelStyles } from './input-styles';

interface DateTextFieldProps {
  label: string;
  /** The text as typed, dd-mm-yyyy. */
  value: string;
  onChange: (text: string) => void;
  error?: string | undefined;
  className?: string;
}

const toText = (iso: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : '';
};
const toIso = (text: string) => {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text.trim());
  return m ? `${m[3]}-${m[2]}-${m[1]}` : '';
};

/**
 * A date typed as dd-mm-yyyy, with the browser's own date picker one click away (a
 * native date input behind the calendar button), so typing and picking both work.
 */
export function DateTextField({ label, value, onChange, error, className }: DateTextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  const errorId = `${id}-error`;

  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      // Browsers without showPicker (or refusing it): focusing shows their own control.
      input.focus();
    }
  };

  return (
    <div className={className}>
      <label htmlFor={id} className={labelStyles}>
        {label}
      </label>
      <div className="relative mt-1.5">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="dd-mm-yyyy"
          maxLength={10}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={inputStyles({ invalid: Boolean(error), className: 'pr-12 tabular-nums' })}
        />
        <input
          ref={picker}
          type="date"
          tabIndex={-1}
          aria-hidden="true"
          value={toIso(value)}
          onChange={(event) => onChange(toText(event.target.value))}
          className="pointer-events-none absolute right-2 bottom-0 size-px opacity-0"
        />
        <button
          type="button"
          onClick={openPicker}
          aria-label={t('ui.pickDate', { label })}
          className={cn(
            'absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500',
            'hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600',
          )}
        >
          <CalendarDays aria-hidden="true" className="size-5" />
        </button>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
