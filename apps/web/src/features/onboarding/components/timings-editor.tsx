import { Plus, Trash2 } from 'lucide-react';
import { useController, useFieldArray, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SHIFT, WEEKDAYS, type Weekday } from '@clinic/shared/constants';
import { inputStyles } from '@/components/ui/input-styles';
import { cn } from '@/lib/cn';
import { useOnboardingText } from '../hooks/use-onboarding-text';
import type { ClinicDetailsValues } from '../utils/clinic-details-schema';

interface TimingsEditorProps {
  control: Control<ClinicDetailsValues>;
  errors: FieldErrors<ClinicDetailsValues>['clinicTimings'];
}

/** Opening hours for each day, Sunday to Saturday: closed, or one or more shifts. */
export function TimingsEditor({ control, errors }: TimingsEditorProps) {
  const { t } = useTranslation('onboarding');
  const message = useOnboardingText();
  return (
    // min-w-0: a fieldset is as wide as its content by default, which overflows phones.
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-slate-800">{t('timings.legend')}</legend>
      <p className="mt-1 text-sm text-slate-600">{t('timings.intro')}</p>
      {errors?.message ? (
        <p className="mt-2 text-sm text-red-700" role="alert">
          {message(errors.message)}
        </p>
      ) : null}
      <ul className="mt-4 divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200">
        {WEEKDAYS.map((day) => (
          <DayRow key={day} day={day} control={control} errors={errors?.[day]} />
        ))}
      </ul>
    </fieldset>
  );
}

interface DayRowProps {
  day: Weekday;
  control: Control<ClinicDetailsValues>;
  errors: NonNullable<TimingsEditorProps['errors']>[Weekday] | undefined;
}

function DayRow({ day, control, errors }: DayRowProps) {
  const { t } = useTranslation('onboarding');
  const message = useOnboardingText();
  const dayName = t(`timings.days.${day}`);
  const { field: closedField } = useController({ control, name: `clinicTimings.${day}.isClosed` });
  const isClosed = closedField.value;
  const { fields, append, remove, replace } = useFieldArray({
    control,
    name: `clinicTimings.${day}.shifts`,
  });
  const dayError = message(errors?.isClosed?.message ?? errors?.shifts?.root?.message);

  const toggleClosed = (closed: boolean) => {
    closedField.onChange(closed);
    if (!closed && fields.length === 0) replace([{ ...DEFAULT_SHIFT }]);
  };

  return (
    <li className="flex flex-col gap-3 p-3 sm:flex-row sm:items-start sm:gap-6 sm:p-4">
      <div
        className={cn(
          'flex items-center justify-between gap-4 sm:w-56 sm:shrink-0 sm:justify-start',
          // Level with the inputs, whose labels sit above them.
          !isClosed && 'sm:pt-7',
        )}
      >
        <span className="font-semibold text-slate-900 sm:w-28">{dayName}</span>
        <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={isClosed}
            onChange={(event) => toggleClosed(event.target.checked)}
            onBlur={closedField.onBlur}
            ref={closedField.ref}
            aria-label={t('timings.dayClosed', { day: dayName })}
            className="peer sr-only"
          />
          <span
            aria-hidden="true"
            className={cn(
              'relative h-6 w-11 rounded-full transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
              isClosed ? 'bg-slate-400' : 'bg-brand-600',
            )}
          >
            <span
              className={cn(
                'absolute top-1 left-1 size-4 rounded-full bg-white shadow transition-transform',
                isClosed ? 'translate-x-0' : 'translate-x-5',
              )}
            />
          </span>
          <span aria-hidden="true" className="w-12">
            {isClosed ? t('timings.closed') : t('timings.open')}
          </span>
        </label>
      </div>

      <div className="min-w-0 flex-1">
        {isClosed ? (
          <p className="text-sm text-slate-600 sm:py-0.5">{t('timings.closedAllDay')}</p>
        ) : (
          <div className="space-y-3">
            {fields.map((shift, index) => (
              <ShiftRow
                key={shift.id}
                day={day}
                dayName={dayName}
                index={index}
                control={control}
                errors={errors?.shifts?.[index]}
                onRemove={() => remove(index)}
              />
            ))}
            <button
              type="button"
              onClick={() => append({ openingTime: '', closingTime: '' })}
              aria-label={t('timings.addShiftOn', { day: dayName })}
              className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-800"
            >
              <Plus aria-hidden="true" className="size-4" />
              {t('timings.addShift')}
            </button>
          </div>
        )}
        {dayError ? <p className="mt-2 text-sm text-red-700">{dayError}</p> : null}
      </div>
    </li>
  );
}

// Narrow padding and a tight picker icon keep '09:00 AM' readable in half a phone's width.
const TIME_INPUT = 'mt-1 px-2! [&::-webkit-calendar-picker-indicator]:ms-1';

interface ShiftRowProps {
  day: Weekday;
  /** The day's name in the language shown. */
  dayName: string;
  index: number;
  control: Control<ClinicDetailsValues>;
  errors: { openingTime?: { message?: string }; closingTime?: { message?: string } } | undefined;
  onRemove: () => void;
}

function ShiftRow({ day, dayName, index, control, errors, onRemove }: ShiftRowProps) {
  const { t } = useTranslation('onboarding');
  const message = useOnboardingText();
  const opening = useController({
    control,
    name: `clinicTimings.${day}.shifts.${index}.openingTime`,
  });
  const closing = useController({
    control,
    name: `clinicTimings.${day}.shifts.${index}.closingTime`,
  });
  const label = t('timings.shift', { day: dayName, number: index + 1 });
  const openingError = message(errors?.openingTime?.message);
  const closingError = message(errors?.closingTime?.message);

  return (
    <div>
      <div className="flex items-end gap-2 sm:gap-3">
        <label className="min-w-0 flex-1 text-xs font-medium text-slate-700">
          {t('timings.openingTime')}
          <input
            type="time"
            aria-label={t('timings.openingTimeOf', { shift: label })}
            aria-invalid={openingError ? true : undefined}
            {...opening.field}
            className={inputStyles({ invalid: Boolean(openingError), className: TIME_INPUT })}
          />
        </label>
        <span aria-hidden="true" className="hidden pb-3 text-slate-400 sm:inline">
          –
        </span>
        <label className="min-w-0 flex-1 text-xs font-medium text-slate-700">
          {t('timings.closingTime')}
          <input
            type="time"
            aria-label={t('timings.closingTimeOf', { shift: label })}
            aria-invalid={closingError ? true : undefined}
            {...closing.field}
            className={inputStyles({ invalid: Boolean(closingError), className: TIME_INPUT })}
          />
        </label>
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('timings.removeShift', { shift: label })}
          className="mb-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700 sm:size-10"
        >
          <Trash2 aria-hidden="true" className="size-4.5" />
        </button>
      </div>
      {openingError || closingError ? (
        <p className="mt-1.5 text-sm text-red-700">{openingError ?? closingError}</p>
      ) : null}
    </div>
  );
}
