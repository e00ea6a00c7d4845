import { lazy, Suspense, useSyncExternalStore } from 'react';
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

/** The app's one toast container: top right, newest on top, closing after 3 s. */
export function ToastHost() {
  const show = useSyncExternalStore(subscribe, isEnabled, isEnabled);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} newestOnTop />
    </Suspense>
  );
}
