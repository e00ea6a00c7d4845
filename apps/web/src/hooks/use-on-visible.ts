import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Calls `onVisible` when the returned ref's element comes within `margin` of the
 * viewport, while `enabled`. Turning `enabled` off and on again (for example after a
 * page has loaded) checks again, so a marker that never left the screen still fires.
 */
export function useOnVisible<T extends Element>(
  onVisible: () => void,
  enabled: boolean,
  margin = '600px',
) {
  const ref = useRef<T>(null);
  const callback = useRef(onVisible);
  useLayoutEffect(() => {
    callback.current = onVisible;
  });

  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, margin]);

  return ref;
}
