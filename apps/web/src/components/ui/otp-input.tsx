import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OTP_LENGTH } from '@clinic/shared/constants';
import { cn } from '@/lib/cn';

/** Six empty boxes: the starting value of an OtpInput. */
export function emptyOtp(length: number = OTP_LENGTH): string[] {
  return Array.from({ length }, () => '');
}

/** True when every box holds a digit. */
export function isOtpComplete(value: readonly string[]): boolean {
  return value.every((digit) => /^\d$/.test(digit));
}

interface OtpInputProps {
  /** One entry per box, each '' or a single digit. Its length sets the number of boxes. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Accessible name of the group, e.g. 'One-time password'. */
  label: string;
  disabled?: boolean;
  invalid?: boolean;
  autoFocus?: boolean;
  /** id of the text that explains the boxes or reports an error. */
  describedBy?: string;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * One single-digit box per code character. Typing moves forward, Backspace on an
 * empty box clears and focuses the previous one, arrows move between boxes, and a
 * pasted or autofilled code is spread across the boxes.
 */
export function OtpInput({
  value,
  onChange,
  label,
  disabled = false,
  invalid = false,
  autoFocus = false,
  describedBy,
}: OtpInputProps) {
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const length = value.length;
  const { t } = useTranslation('forms');

  useEffect(() => {
    if (autoFocus) inputs.current[0]?.focus();
  }, [autoFocus]);

  const focusBox = (index: number) => {
    const box = inputs.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  /** Writes `digits` into the boxes from `start` on and focuses the box after the last one. */
  const fillFrom = (start: number, digits: string) => {
    const next = [...value];
    const count = Math.min(digits.length, length - start);
    for (let i = 0; i < count; i += 1) next[start + i] = digits[i] ?? '';
    onChange(next);
    focusBox(start + count);
  };

  const handleChange = (index: number, raw: string) => {
    const digits = digitsOf(raw);
    if (raw === '') {
      const next = [...value];
      next[index] = '';
      onChange(next);
      return;
    }
    if (digits === '') return; // a letter or symbol: the box keeps its digit
    const previous = value[index] ?? '';
    if (digits.length === 2 && previous !== '') {
      // Typed into a filled box whose text was not selected: keep the new keystroke.
      const typed = digits[0] === previous ? digits[1] : digits[0];
      fillFrom(index, typed ?? '');
      return;
    }
    // One digit typed, or a whole code autofilled into this box.
    fillFrom(digits.length >= length ? 0 : index, digits);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && value[index] === '' && index > 0) {
      event.preventDefault();
      const next = [...value];
      next[index - 1] = '';
      onChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < length - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = digitsOf(event.clipboardData.getData('text'));
    if (digits === '') return;
    fillFrom(digits.length >= length ? 0 : index, digits);
  };

  return (
    <div
      role="group"
      aria-label={label}
      aria-describedby={describedBy}
      className="flex gap-2 sm:gap-3"
    >
      {value.map((digit, index) => (
        <input
          // The boxes never reorder, so the position is a stable key.
          key={index}
          ref={(element) => {
            inputs.current[index] = element;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('otp.digitOf', { index: index + 1, length })}
          aria-invalid={invalid || undefined}
          value={digit}
          disabled={disabled}
          onChange={(event) => handleChange(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          onFocus={(event) => event.target.select()}
          className={cn(
            'h-12 w-full max-w-14 min-w-0 flex-1 rounded-xl border bg-white text-center text-xl font-semibold text-slate-900 shadow-sm transition-colors sm:h-14 sm:text-2xl',
            'focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15 focus:outline-none',
            'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500',
            invalid ? 'border-red-500' : digit ? 'border-brand-600' : 'border-slate-300',
          )}
        />
      ))}
    </div>
  );
}
