import { cn } from '@/lib/cn';

/** What visitors without JavaScript read beside the booking buttons. */
export const BOOKING_NEEDS_JAVASCRIPT =
  'Booking needs JavaScript: turn it on in your browser to pick a slot and book.';

/**
 * Said beside the booking buttons to a browser that runs no scripts (a <noscript>
 * element: a browser with JavaScript shows nothing, and React does not hydrate it).
 */
export function NeedsJavaScript({ className }: { className?: string }) {
  return (
    <noscript>
      <p
        className={cn(
          'rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200',
          className,
        )}
      >
        {BOOKING_NEEDS_JAVASCRIPT}
      </p>
    </noscript>
  );
}
