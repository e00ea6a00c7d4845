import { cn } from '@/lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

/**
 * The focus ring of everything that looks like a button: the app's one two-tone ring
 * (styles/index.css, a dark outline around a white gap, 3:1 against the button and against
 * any background), 2 px outside the button. No variant sets its own ring colour: a white
 * ring vanishes on a light page, a brand one on a brand button.
 */
export const focusRing = 'focus-visible:outline-offset-2';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors ' +
  `${focusRing} disabled:cursor-not-allowed disabled:opacity-60 ` +
  'aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800',
  secondary:
    'border border-slate-300 bg-white text-slate-800 shadow-sm hover:border-brand-600 hover:text-brand-800',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  inverse: 'bg-white text-brand-800 shadow-sm hover:bg-brand-50',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
};

/** Class names for anything that should look like a button (buttons and links alike). */
export function buttonStyles(
  options: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {},
): string {
  const { variant = 'primary', size = 'md', className } = options;
  return cn(base, variants[variant], sizes[size], className);
}
