import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom lacks these browser APIs; React Router's scroll restoration and Headless UI use them.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.getAnimations ??= () => [];

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.body.style.overflow = '';
});
