import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom lacks these browser APIs; React Router's scroll restoration and Headless UI use them.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.getAnimations ??= () => [];

// findBy*/waitFor give up after this long. The default (1 s) is too tight for a
// 2-core CI machine rendering lazy routes under jsdom; a test still fails, just later.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.body.style.overflow = '';
});
