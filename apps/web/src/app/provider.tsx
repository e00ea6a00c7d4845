import { useState, type ReactNode } from 'react';
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
}

export function AppProvider({ children, store: givenStore, serverState }: AppProviderProps) {
  const [store] = useState(() => givenStore ?? createAppStore());
  return (
    <Provider store={store} serverState={serverState}>
      {children}
      <ToastHost />
    </Provider>
  );
}
