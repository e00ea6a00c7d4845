import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '@clinic/shared/constants';

// react-toastify (script and styles) is a chunk of its own, fetched the first time a
// screen that can raise a toast is shown. The landing page raises none, so it never
// pays for it. Toasts raised before the container arrives are queued by react-toastify
// and shown as soon as it mounts.
const ToastContainer = lazy(() =>
  import('react-toastify').then((module) => ({ default: module.ToastContainer })),
);

let enabled = false;
const listeners = new Set<() => void>();

/** Mounts the toast container from now on; later calls do nothing. */
export function enableToasts(): void {
  if (enabled) return;
  enabled = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isEnabled = () => enabled;

/**
 * Every layout's header is 4rem tall with a 1 px border, sticky at the top: the
 * toasts start below it, so they never hide its controls (the user menu, the
 * bell, the language switch).
 */
export const TOAST_TOP = 'calc(4rem + 1px + 0.75rem)';

const TOAST_SELECTOR = '.Toastify__toast';

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

function dismissToasts(): void {
  // The chunk is loaded: a toast is on screen.
  void import('react-toastify').then((module) => module.toast.dismiss());
}

/**
 * A toast never hides the control that has the keyboard's focus (WCAG 2.4.11): when
 * focus moves to something a toast covers, the toasts close (their text was already
 * announced by their live region). Escape closes them too, as it closes any popup.
 */
function useToastsGiveWay(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    // Whether focus last moved by the keyboard (as the browser's :focus-visible decides).
    let keyboard = false;
    const onPointerDown = () => {
      keyboard = false;
    };
    const check = () => {
      // The keyboard's focus only: a clicked button keeps its toast.
      if (!keyboard) return;
      const focused = document.activeElement;
      if (!focused || focused === document.body || focused.closest('.Toastify')) return;
      const toasts = document.querySelectorAll(TOAST_SELECTOR);
      if (toasts.length === 0) return;
      const box = focused.getBoundingClientRect();
      if ([...toasts].some((t) => overlaps(t.getBoundingClientRect(), box))) dismissToasts();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      keyboard = true;
      if (event.key === 'Escape' && document.querySelector(TOAST_SELECTOR)) dismissToasts();
    };
    document.addEventListener('focusin', check);
    // Focus first, then the page scrolls the focused control into view (smoothly, in
    // steps): each step may bring it under a toast.
    document.addEventListener('scroll', check, { capture: true, passive: true });
    document.addEventListener('keydown', onKeyDown, { capture: true });
    document.addEventListener('pointerdown', onPointerDown, { capture: true });
    return () => {
      document.removeEventListener('focusin', check);
      document.removeEventListener('scroll', check, { capture: true });
      document.removeEventListener('keydown', onKeyDown, { capture: true });
      document.removeEventListener('pointerdown', onPointerDown, { capture: true });
    };
  }, [active]);
}

/**
 * The app's one toast container: top right below the header, newest on top, closing
 * after 3 s, out of the way of the keyboard's focus.
 */
export function ToastHost() {
  const show = useSyncExternalStore(subscribe, isEnabled, isEnabled);
  useToastsGiveWay(show);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer
        position="top-right"
        autoClose={TOAST_AUTO_CLOSE_MS}
        newestOnTop
        style={{ top: TOAST_TOP }}
      />
    </Suspense>
  );
}
