import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * The frame of a table wider than a phone: it scrolls sideways, and a shade
 * on the edge beyond which more columns wait says so (a table cut at the
 * screen's edge looked complete). While it overflows it is focusable, so a
 * keyboard can scroll it too, and a region named by `labelledBy` when given.
 */
export function HorizontalScroll({
  children,
  labelledBy,
  className,
}: {
  children: ReactNode;
  /** The id of the heading or caption that names the table. */
  labelledBy?: string;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ before: false, after: false });
  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    // A pixel of rounding either way is not more content.
    const before = el.scrollLeft > 1;
    const after = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setEdges((now) => (now.before === before && now.after === after ? now : { before, after }));
  }, []);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);
  const overflows = edges.before || edges.after;
  const shade = 'pointer-events-none absolute inset-y-0 w-10 transition-opacity duration-150';
  return (
    <div className={cn('relative', className)}>
      <div
        ref={ref}
        onScroll={measure}
        {...(overflows ? { tabIndex: 0 } : {})}
        {...(overflows && labelledBy ? { role: 'region', 'aria-labelledby': labelledBy } : {})}
        className="overflow-x-auto focus-visible:ring-4 focus-visible:ring-brand-600/15 focus-visible:outline-none"
      >
        {children}
      </div>
      <div
        aria-hidden="true"
        data-edge="before"
        className={cn(
          shade,
          'left-0 bg-gradient-to-r from-slate-900/10 to-transparent',
          edges.before ? 'opacity-100' : 'opacity-0',
        )}
      />
      <div
        aria-hidden="true"
        data-edge="after"
        className={cn(
          shade,
          'right-0 bg-gradient-to-l from-slate-900/10 to-transparent',
          edges.after ? 'opacity-100' : 'opacity-0',
        )}
      />
    </div>
  );
}
