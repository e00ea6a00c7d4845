import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { setI18n } from 'react-i18next';
import { afterEach, vi } from 'vitest';
import { createTestI18n } from './src/testing/i18n';

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

// Components rendered without the app's providers find an English instance,
// whose missing keys throw (src/testing/i18n.ts); the render helpers give each
// render its own, in the language the test asks for.
setI18n(createTestI18n('en'));

afterEach(() => {
  setI18n(createTestI18n('en'));
  if (!inBrowser) return;
  cleanup();
  window.localStorage.clear();
  document.body.style.overflow = '';
});
