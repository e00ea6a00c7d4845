import { useEffect } from 'react';

/** While `locked` is true the page behind an overlay cannot scroll; restored on unlock/unmount. */
export function useBodyScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const { style } = document.body;
    const previous = style.overflow;
    style.overflow = 'hidden';
    return () => {
      style.overflow = previous;
    };
  }, [locked]);
}
