import type { i18n as I18n } from 'i18next';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { ToastHost } from '@/components/ui/toast-host';
import { createAppStore, type AppStore, type RootState } from './store';

interface AppProviderProps {
  children: ReactNode;
  /** Tests, the server render and a hydrating page pass their own store; else one is made. */
  store?: AppStore;
  /**
   * While hydrating: the state the server rendered with. Screens read it during
   * hydration and the store's own state right after, so what only the browser
   * knows (the signed-in session) shows without a mismatch.
   */
  serverState?: RootState;
  /**
   * The language's i18next instance (lib/i18n: one per server render, one in the
   * browser, a test one). Without it, react-i18next's global instance is used.
   */
  i18n?: I18n;
}

export function AppProvider({ children, store: givenStore, serverState, i18n }: AppProviderProps) {
  const [store] = useState(() => givenStore ?? createAppStore());
  const app = (
    <Provider store={store} serverState={serverState}>
      {children}
      <ToastHost />
    </Provider>
  );
  return i18n ? <I18nextProvider i18n={i18n}>{app}</I18nextProvider> : app;
}
