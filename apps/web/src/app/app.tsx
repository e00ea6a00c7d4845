import type { i18n as I18n } from 'i18next';
import { AppProvider } from './provider';
import { AppRouter } from './router';
import type { AppStore, RootState } from './store';

interface AppProps {
  store?: AppStore;
  serverState?: RootState;
  i18n?: I18n;
}

export function App({ store, serverState, i18n }: AppProps) {
  return (
    <AppProvider store={store} serverState={serverState} i18n={i18n}>
      <AppRouter />
    </AppProvider>
  );
}
