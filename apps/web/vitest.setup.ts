import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The server render's tests run in Node (`@vitest-environment node`): no window there.
const inBrowser = typeof window !== 'undefined';

// jsdom lacks these browser APIs; React Router's scroll restoration and Headless UI use them.
if (inBrowser) {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.getAnimations ??= () => [];
}

// findBy*/waitFor give up after this long. The default (1 s) is too tight for a
// 2-core CI machine rendering lazy routes under jsdom; a test still fails, just later.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  if (!inBrowser) return;
  cleanup();
  window.localStorage.clear();
  document.body.style.overflow = '';
});
