import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { setI18n } from 'react-i18next';
import { toast } from 'react-toastify';
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
  // The files of a worker share its document (vite.config.ts): each test leaves it
  // as it found it. Toasts raised with no container mounted wait in react-toastify's
  // queue for the next one (a later file's); dismissing with none mounted empties it.
  toast.dismiss();
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.body.removeAttribute('style');
  document.title = '';
  for (const { name } of [...document.documentElement.attributes]) {
    document.documentElement.removeAttribute(name);
  }
  window.history.replaceState(null, '', '/');
});
