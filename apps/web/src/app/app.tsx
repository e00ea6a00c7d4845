import { AppProvider } from './provider';
import { AppRouter } from './router';
import type { AppStore, RootState } from './store';

interface AppProps {
  store?: AppStore;
  serverState?: RootState;
}

export function App({ store, serverState }: AppProps) {
  return (
    <AppProvider store={store} serverState={serverState}>
      <AppRouter />
    </AppProvider>
  );
}
