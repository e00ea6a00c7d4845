import './styles/fonts.css';
import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { readServerData, serverDataReceived } from './app/server-data';
import { FoldStylesheetContext, keepFoldStylesheet } from './app/ssr/fold';
import { preloadScreens, screenNamespaces } from './app/router';
import { createAppStore } from './app/store';
import { replayEarlyActions, takeEarlyActions } from './lib/early-input';
import { createBrowserI18n } from './lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html is missing <div id="root">');

// A public page the server rendered carries its data (docs/decisions/030): the
// store starts from it and React hydrates the HTML. Any other page is the shell.
const serverData = readServerData(document);
// The page's language and its texts' catalogues, loaded before anything renders:
// those the server named, or on the shell those of the screen at this address,
// whose chunk is asked for at the same time (app/router.tsx).
const i18nReady = createBrowserI18n(
  serverData !== null,
  screenNamespaces(window.location.pathname),
);
if (serverData) {
  const store = createAppStore();
  store.dispatch(serverDataReceived(serverData));
  // The server rendered without a session (the token lives in this browser's
  // storage only): hydrate as it did, then show the signed-in visitor's view.
  const serverState = { ...store.getState(), session: { token: null } };
  // The page's fold (app/ssr/fold.tsx): hydrated as rendered, its stylesheet kept.
  const fold = keepFoldStylesheet(document);
  // The page's screen first (its chunk is preloaded by the HTML): hydration then
  // runs in one pass, with no Suspense boundary waiting for code (app/router.tsx).
  // (A then, not a top-level await: that would split the entry into many chunks.)
  void Promise.all([
    preloadScreens(window.location.pathname).catch(() => undefined),
    i18nReady,
  ]).then(([, i18n]) => {
    const early = takeEarlyActions();
    hydrateRoot(
      container,
      <StrictMode>
        <FoldStylesheetContext value={fold}>
          <App store={store} serverState={serverState} i18n={i18n} />
        </FoldStylesheetContext>
      </StrictMode>,
    );
    // Buttons pressed and forms submitted before this script ran (start-after-paint.ts),
    // again now that React listens: it hydrates what was clicked first and handles it.
    replayEarlyActions(early);
  });
} else {
  preloadScreens(window.location.pathname).catch(() => undefined);
  void i18nReady.then((i18n) =>
    createRoot(container).render(
      <StrictMode>
        <App i18n={i18n} />
      </StrictMode>,
    ),
  );
}
