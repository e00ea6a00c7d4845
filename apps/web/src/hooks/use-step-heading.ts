import { useEffect, useRef } from 'react';
import { useNavigationType } from 'react-router-dom';

/**
 * The heading of a step that takes focus when the step appears by the visitor's doing: the
 * next screen of a flow (a link, a submitted form) or the next step within a screen
 * (`step` changed). Screen readers then announce where the visitor is, and Tab goes on
 * from the top of the step rather than from wherever the last control was. A page loaded
 * or reached with Back or Forward (POP) keeps the browser's own focus. The heading needs
 * tabIndex={-1}.
 */
export function useStepHeading<T extends HTMLElement = HTMLHeadingElement>(step?: unknown) {
  const ref = useRef<T>(null);
  const navigationType = useNavigationType();
  // How the screen was reached: a later replace (a screen storing its state) is no arrival.
  const arrivedBy = useRef(navigationType);
  const shown = useRef<{ step: unknown } | null>(null);

  useEffect(() => {
    const first = shown.current === null;
    // StrictMode runs an effect twice on mount: the same step is not a new one.
    if (!first && Object.is(shown.current?.step, step)) return;
    shown.current = { step };
    if (first && arrivedBy.current === 'POP') return;
    // A new screen: the router is taking the page to its top (smoothly, html's
    // scroll-behavior), and a focus that scrolled would stop it part-way, leaving the
    // step under the header; the heading is at the top anyway. A step within a screen
    // scrolls its heading into view.
    ref.current?.focus(first ? { preventScroll: true } : undefined);
  }, [step]);

  return ref;
}
