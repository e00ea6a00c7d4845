import { cn } from '@/lib/cn';

/** Class names for text inputs, selects and textareas, with the invalid state built in. */
export function inputStyles(options: { invalid?: boolean; className?: string } = {}): string {
  return cn(
    'block w-full rounded-lg border bg-white px-3.5 py-2.5 text-sm text-slate-900 shadow-sm transition-colors',
    'placeholder:text-slate-500 focus:ring-4 focus:outline-none',
    'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500',
    options.invalid
      ? 'border-red-500 focus:border-red-600 focus:ring-red-600/15'
      : 'border-slate-300 focus:border-brand-600 focus:ring-brand-600/15',
    options.className,
  );
}

/** Class names for a field's visible label. */
export const labelStyles = 'block text-sm font-medium text-slate-800';
