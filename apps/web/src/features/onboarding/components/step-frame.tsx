import { useEffect, useId, useRef, type ReactNode } from 'react';

interface StepFrameProps {
  title: string;
  description?: ReactNode;
  /** Move focus to the heading on mount, so keyboard and screen-reader users land on the new step. */
  focusHeading?: boolean;
  children: ReactNode;
}

/** A wizard step: its heading, a line about it, and the step's content. */
export function StepFrame({ title, description, focusHeading = false, children }: StepFrameProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Read once: focus moves when the step appears, not on later renders.
  const focusOnMount = useRef(focusHeading);

  useEffect(() => {
    if (focusOnMount.current) headingRef.current?.focus();
  }, []);

  return (
    <section aria-labelledby={headingId}>
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold tracking-tight text-slate-900 focus:outline-none sm:text-2xl"
      >
        {title}
      </h2>
      {description ? (
        <p className="mt-1.5 text-sm leading-6 text-slate-600">{description}</p>
      ) : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}
