// The browser entry of pages the server renders as islands (the landing,
// docs/decisions/030): each island hydrates as its own root; the rest of the
// page is the server's HTML and needs no JavaScript. Links and searches load
// the next page whole, which the server renders.
import './styles/fonts.css';
import './styles/index.css';
import { hydrateIslands } from './app/islands/hydrate-islands';
import { readPageTexts } from './app/islands/page-texts';
import { takeEarlyActions } from './lib/early-input';
import { createBrowserI18n, createI18n, documentLanguage, type Namespace } from './lib/i18n';
import { fullPageNavigation } from './lib/navigation';

// The page carries the texts it was rendered with; without them (an older page, say)
// the catalogues are loaded as the app loads them.
const texts = readPageTexts(document);
const language = documentLanguage();
const i18nReady = texts
  ? createI18n(language, Object.keys(texts) as Namespace[], { resources: { [language]: texts } })
  : createBrowserI18n(true);

void i18nReady.then((i18n) =>
  hydrateIslands(document, {
    i18n,
    navigation: fullPageNavigation(window.location.pathname),
    // Kept by the starter (start-after-paint.ts) while the islands loaded.
    early: takeEarlyActions(),
  }),
);
