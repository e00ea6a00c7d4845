import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { buttonStyles } from './button-styles';
import { Spinner } from './spinner';

interface SubmitButtonProps {
  /** Shows the spinner and `busyLabel` instead of the icon and label. */
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  /** Drawn before the label; the spinner takes its place while busy. */
  icon?: LucideIcon;
  /** Drawn after the label, hidden while busy. */
  trailingIcon?: LucideIcon;
  disabled?: boolean;
  /**
   * Looks disabled but can still be pressed, so that pressing it early can say what is
   * missing. Left undefined, the button has no aria-disabled at all.
   */
  softDisabled?: boolean;
  className?: string;
}

/** A large form submit button with a spinner while the form is busy. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  icon: Icon,
  trailingIcon: TrailingIcon,
  disabled,
  softDisabled,
  className = 'w-full',
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={disabled}
      aria-disabled={softDisabled}
      className={buttonStyles({
        size: 'lg',
        className: cn(className, softDisabled && 'cursor-not-allowed opacity-60'),
      })}
    >
      {busy ? (
        <Spinner className="size-5 text-white" />
      ) : Icon ? (
        <Icon aria-hidden="true" className="size-5" />
      ) : null}
      {busy ? busyLabel : children}
      {busy || !TrailingIcon ? null : <TrailingIcon aria-hidden="true" className="size-5" />}
    </button>
  );
}
