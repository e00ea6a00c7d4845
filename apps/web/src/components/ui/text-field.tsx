import { useId, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { FieldError } from './form-message';
import { inputStyles, labelStyles } from './input-styles';

export interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Marks the label as optional instead of relying on the placeholder to say so. */
  optional?: boolean;
  /** Content drawn inside the input on the right (a toggle button, a spinner). */
  trailing?: ReactNode;
  /** Content drawn inside the input on the left (a country code). */
  leading?: ReactNode;
}

/** A labelled input with its hint and error wired to aria-describedby. */
export function TextField({
  label,
  error,
  hint,
  optional = false,
  trailing,
  leading,
  id,
  className,
  'aria-describedby': extraDescribedBy,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const { t } = useTranslation('forms');
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, extraDescribedBy, error ? errorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={className}>
      <label htmlFor={inputId} className={labelStyles}>
        {label}
        {optional ? <span className="ml-1 font-normal text-slate-500">{t('optional')}</span> : null}
      </label>
      <div className="relative mt-1.5">
        {leading ? (
          <span className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3.5 text-sm font-medium text-slate-600">
            {leading}
          </span>
        ) : null}
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={inputStyles({
            invalid: Boolean(error),
            className: cn(leading ? 'pl-12' : undefined, trailing ? 'pr-11' : undefined),
          })}
          {...inputProps}
        />
        {trailing ? (
          <span className="absolute inset-y-0 right-0 flex items-center pr-1.5">{trailing}</span>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
