import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/button-styles';
import { FieldError } from '@/components/ui/form-message';
import { inputStyles, labelStyles } from '@/components/ui/input-styles';

interface ChipListFieldProps {
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  /** Offered as suggestions; anything else may be typed. */
  options: readonly string[];
  placeholder?: string;
  max: number;
  error?: string | undefined;
}

/** A list of short texts: pick from the suggestions or type one, remove with its button. */
export function ChipListField({
  label,
  values,
  onChange,
  options,
  placeholder,
  max,
  error,
}: ChipListFieldProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = () => {
    const value = draft.trim();
    if (!value || values.length >= max) return;
    if (!values.some((v) => v.toLowerCase() === value.toLowerCase())) onChange([...values, value]);
    setDraft('');
  };
  return (
    <div>
      <label htmlFor={id} className={labelStyles}>
        {label}
      </label>
      {values.length ? (
        <ul aria-label={label} className="mt-2 flex flex-wrap gap-2">
          {values.map((value) => (
            <li
              key={value}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900 ring-1 ring-brand-200"
            >
              {value}
              <button
                type="button"
                onClick={() => onChange(values.filter((v) => v !== value))}
                aria-label={t('ui.remove', { value })}
                className="rounded-full p-1 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-2 flex gap-2">
        <input
          id={id}
          list={`${id}-options`}
          value={draft}
          placeholder={placeholder}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputStyles({ invalid: Boolean(error) })}
        />
        <datalist id={`${id}-options`}>
          {options
            .filter((o) => !values.includes(o))
            .map((o) => (
              <option key={o} value={o} />
            ))}
        </datalist>
        <button
          type="button"
          onClick={add}
          disabled={!draft.trim() || values.length >= max}
          aria-label={t('ui.addTo', { label })}
          className={buttonStyles({ variant: 'secondary' })}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('ui.add')}
        </button>
      </div>
      {/* The client's own fallback for a failed save, too, in the language shown. */}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
