import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ToastHost } from '@/components/ui/toast-host';
import { createAppStore, type AppStore } from './store';

interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own store; the app creates one on first render. */
  store?: AppStore;
}

export function AppProvider({ children, store: givenStore }: AppProviderProps) {
  const [store] = useState(() => givenStore ?? createAppStore());
  return (
    <Provider store={store}>
      {children}
      <ToastHost />
    </Provider>
  );
}
