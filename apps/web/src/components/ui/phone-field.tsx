import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODE } from '@clinic/shared/constants';
import { sanitizeMobileInput } from '@clinic/shared/phone';
import { TextField, type TextFieldProps } from './text-field';

/**
 * Digits only, at most 10 (spec section 5). A pasted '+91 98765 43210' keeps its
 * last ten digits instead of the country code's.
 */
export function toMobileDigits(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  const local = digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits;
  return sanitizeMobileInput(local);
}

interface PhoneFieldProps extends Omit<TextFieldProps, 'onChange' | 'value' | 'leading' | 'type'> {
  value: string;
  onChange: (digits: string) => void;
}

/** A 10-digit Indian mobile number with the +91 country code shown in front. */
export function PhoneField({ value, onChange, ...props }: PhoneFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder={t('ui.mobilePlaceholder')}
      leading={COUNTRY_CODE}
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) =>
        onChange(toMobileDigits(event.target.value))
      }
      {...props}
    />
  );
}
