import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/inter/latin-800.css';
import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { readServerData, serverDataReceived } from './app/server-data';
import { preloadScreens } from './app/router';
import { createAppStore } from './app/store';

const container = document.getElementById('root');
if (!container) throw new Error('index.html is missing <div id="root">');

// A public page the server rendered carries its data (docs/decisions/030): the
// store starts from it and React hydrates the HTML. Any other page is the shell.
const serverData = readServerData(document);
if (serverData) {
  const store = createAppStore();
  store.dispatch(serverDataReceived(serverData));
  // The server rendered without a session (the token lives in this browser's
  // storage only): hydrate as it did, then show the signed-in visitor's view.
  const serverState = { ...store.getState(), session: { token: null } };
  // The page's screen first (its chunk is preloaded by the HTML): hydration then
  // runs in one pass, with no Suspense boundary waiting for code (app/router.tsx).
  // (A then, not a top-level await: that would split the entry into many chunks.)
  void preloadScreens(window.location.pathname)
    .catch(() => undefined)
    .then(() =>
      hydrateRoot(
        container,
        <StrictMode>
          <App store={store} serverState={serverState} />
        </StrictMode>,
      ),
    );
} else {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
