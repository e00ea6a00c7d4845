import { useId, useState } from 'react';
import { VALIDATION } from '@clinic/shared/messages';
import { FieldError } from '@/components/ui/form-message';
import { inputStyles, labelStyles } from '@/components/ui/input-styles';
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
  const [touched, setTouched] = useState(false);
  const reasonId = useId();
  const touch = () => setTouched(true);

  if (step === 2) {
    return (
      <TextField
        key="name"
        label="Full name"
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
        label="Email"
        type="email"
        autoComplete="email"
        autoFocus
        hint="Your confirmation is sent to this address."
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
        Reason for visit
      </label>
      <p id={`${reasonId}-hint`} className="mt-1 text-sm text-slate-600">
        Describe your symptoms or the treatment you need, in at least 10 characters.
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
