import { useId, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { VALIDATION } from '@clinic/shared/messages';
import { FieldError } from '@/components/ui/form-message';
import { inputStyles, labelStyles } from '@/components/ui/input-styles';
import { leftByUser } from '@/components/ui/left-by-user';
import { TextField } from '@/components/ui/text-field';
import {
  isValidEmail,
  isValidName,
  isValidReason,
  type ModalForm,
} from '../utils/booking-modal-steps';

interface ModalDetailsStepProps {
  step: 2 | 3 | 5;
  form: ModalForm;
  onChange: (changes: Partial<ModalForm>) => void;
}

/** Steps 2 (full name), 3 (email) and 5 (reason for the visit): one field each. */
export function ModalDetailsStep({ step, form, onChange }: ModalDetailsStepProps) {
  // Per field: a field's error shows once that field was left, not because another one was.
  const [touchedSteps, setTouchedSteps] = useState<ReadonlySet<number>>(new Set());
  const reasonId = useId();
  const { t } = useTranslation('booking');
  const touched = touchedSteps.has(step);
  // The dialog focusing the new step's heading is not the patient leaving the field.
  const touch = (event: FocusEvent<HTMLElement>) => {
    if (leftByUser(event)) setTouchedSteps((done) => new Set(done).add(step));
  };

  if (step === 2) {
    return (
      <TextField
        key="name"
        label={t('modal.fullName')}
        autoComplete="name"
        autoFocus
        value={form.fullName}
        onChange={(event) => onChange({ fullName: event.target.value })}
        onBlur={touch}
        error={touched && !isValidName(form.fullName) ? VALIDATION.fullNameMin : undefined}
      />
    );
  }
  if (step === 3) {
    return (
      <TextField
        key="email"
        label={t('details.email')}
        type="email"
        autoComplete="email"
        autoFocus
        hint={t('modal.emailHint')}
        value={form.email}
        onChange={(event) => onChange({ email: event.target.value })}
        onBlur={touch}
        error={touched && !isValidEmail(form.email) ? VALIDATION.validEmail : undefined}
      />
    );
  }
  const reasonInvalid = touched && !isValidReason(form.treatmentReason);
  return (
    <div>
      <label htmlFor={reasonId} className={labelStyles}>
        {t('modal.reason')}
      </label>
      <p id={`${reasonId}-hint`} className="mt-1 text-sm text-slate-600">
        {t('modal.reasonHint')}
      </p>
      <textarea
        id={reasonId}
        rows={4}
        autoFocus
        value={form.treatmentReason}
        onChange={(event) => onChange({ treatmentReason: event.target.value })}
        onBlur={touch}
        aria-invalid={reasonInvalid || undefined}
        aria-describedby={`${reasonId}-hint${reasonInvalid ? ` ${reasonId}-error` : ''}`}
        className={inputStyles({ invalid: reasonInvalid, className: 'mt-1.5' })}
      />
      <FieldError
        id={`${reasonId}-error`}
        message={reasonInvalid ? VALIDATION.reasonMin : undefined}
      />
    </div>
  );
}
