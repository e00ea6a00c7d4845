import { Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

interface StarInputProps {
  value: number | null;
  onChange: (value: number) => void;
  invalid?: boolean;
  describedBy?: string;
}

const RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * Stars 1-5 as a native radio group: arrow keys move between them, the screen
 * reader reads "4 stars, Very good", and the chosen star and those before it fill.
 */
export function StarInput({ value, onChange, invalid, describedBy }: StarInputProps) {
  const name = useId();
  const { t } = useTranslation('booking');
  const labelOf = (n: (typeof RATINGS)[number]) => t(`review.rating${n}`);
  return (
    <fieldset aria-describedby={describedBy} aria-invalid={invalid ? true : undefined}>
      <legend className="text-sm font-medium text-slate-800">{t('review.yourRating')}</legend>
      <div className="mt-2 flex items-center gap-1">
        {RATINGS.map((n) => (
          <label
            key={n}
            className="group relative cursor-pointer rounded-lg p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              // Over the star, invisible: a click or tap lands on the radio itself.
              className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
            />
            <span className="sr-only">{t('review.stars', { count: n, label: labelOf(n) })}</span>
            <Star
              aria-hidden="true"
              className={cn(
                'pointer-events-none size-9 transition-colors',
                value !== null && n <= value
                  ? 'fill-amber-400 text-amber-500'
                  : 'fill-white text-slate-400 group-hover:text-amber-500',
              )}
            />
          </label>
        ))}
        {value ? (
          <span className="ml-2 text-sm font-medium text-slate-700">
            {labelOf(value as (typeof RATINGS)[number])}
          </span>
        ) : null}
      </div>
    </fieldset>
  );
}
