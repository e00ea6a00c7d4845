// The app's languages (docs/decisions/032): an i18next instance per server
// render and one in the browser, each loading the catalogues of
// packages/shared/src/i18n one language and namespace at a time, as screens
// ask for them. Nothing here imports a catalogue statically, so the landing's
// small entry pays only for what its first paint shows.
import { createInstance, type BackendModule, type i18n as I18n, type Resource } from 'i18next';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  LANGUAGES,
  languageOfCookie,
  languageOfPreferences,
  type Language,
} from '@clinic/shared/i18n/languages';
import type { Namespace } from '@clinic/shared/i18n/namespaces';

export type { Language } from '@clinic/shared/i18n/languages';
export type { Namespace } from '@clinic/shared/i18n/namespaces';
export type { I18n };

const CATALOGUE_DIR = '../../../../../packages/shared/src/i18n';
// One chunk per language and namespace: Vite splits every file the glob names. Each
// is imported `?data`: the build turns it into its texts as plain JSON (vite.config.ts,
// catalogueData), so a chunk imports nothing (no spec module such as messages.ts).
const CATALOGUES = import.meta.glob<{ default: Resource[string][string] }>(
  [
    '../../../../../packages/shared/src/i18n/{en,hi}/*.ts',
    // The server's own catalogues (API errors, SMS) are no namespace of the web's.
    '!../../../../../packages/shared/src/i18n/{en,hi}/{errors,sms}.ts',
  ],
  { query: '?data' },
);

/**
 * The source of a catalogue as Vite's client manifest names it (relative to
 * apps/web): the server render preloads these chunks for the hydration.
 */
export function catalogueModule(language: Language, namespace: Namespace): string {
  return `../../packages/shared/src/i18n/${language}/${namespace}.ts?data`;
}

/** An i18next backend that loads a catalogue's chunk with import(). */
const lazyCatalogues: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    const load = CATALOGUES[`${CATALOGUE_DIR}/${language}/${namespace}.ts`];
    if (!load) {
      callback(new Error(`no catalogue ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : String(error), false),
    );
  },
};

export interface CreateI18nOptions {
  /** Catalogues at hand already (the tests', or a bundled first paint); the rest are loaded. */
  resources?: Resource;
  /** Missing keys throw instead of showing the key (the tests). */
  strict?: boolean;
}

/**
 * An i18next instance for `language`, initialising: with every catalogue of
 * `namespaces` given in `resources` it is ready when this returns (the tests'
 * synchronous renders), else use createI18n.
 */
export function startI18n(
  language: Language,
  namespaces: readonly Namespace[] = ['common'],
  { resources, strict = false }: CreateI18nOptions = {},
): { i18n: I18n; ready: Promise<unknown> } {
  const i18n = createInstance().use(lazyCatalogues);
  const init = i18n.init({
    lng: language,
    supportedLngs: LANGUAGES,
    // Every language has every key (the catalogues' parity test): nothing to fall back to,
    // and a Hindi page never loads the English catalogues as well.
    fallbackLng: false,
    ns: [...namespaces],
    defaultNS: 'common',
    fallbackNS: false,
    // Catalogues given are used as they are; the backend loads the others.
    ...(resources ? { resources, partialBundledLanguages: true } : {}),
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    // Load at once, not after a setTimeout: given catalogues are ready synchronously.
    initAsync: false,
    react: { useSuspense: true },
    ...(strict
      ? {
          saveMissing: true,
          missingKeyHandler(languages: readonly string[], ns: string, key: string) {
            throw new Error(`Missing translation ${ns}:${key} (${languages.join(', ')})`);
          },
        }
      : {}),
  });
  return { i18n, ready: init.then(() => i18n.loadNamespaces([...namespaces])) };
}

/** An i18next instance for `language`, with `namespaces` loaded: ready to render. */
export async function createI18n(
  language: Language,
  namespaces: readonly Namespace[] = ['common'],
  options: CreateI18nOptions = {},
): Promise<I18n> {
  const { i18n, ready } = startI18n(language, namespaces, options);
  await ready;
  return i18n;
}

/** The instance's language, as one of ours. */
export function languageOf(i18n: Pick<I18n, 'language'>): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/**
 * The browser's language for a page the server did not render: the `lang`
 * cookie the switch stores, else any Hindi in navigator.languages, else English.
 */
export function detectLanguage(): Language {
  if (typeof document === 'undefined') return DEFAULT_LANGUAGE;
  const fromCookie = languageOfCookie(document.cookie);
  if (fromCookie) return fromCookie;
  const preferred =
    typeof navigator === 'undefined'
      ? []
      : navigator.languages?.length
        ? navigator.languages
        : [navigator.language];
  return languageOfPreferences(preferred.filter(Boolean));
}

/** The language of a page the server rendered: its <html lang>, else as detectLanguage. */
export function documentLanguage(): Language {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return isLanguage(lang) ? lang : detectLanguage();
}

/**
 * The browser's instance (main.tsx): for a page the server rendered, in its
 * language and with the catalogues it was rendered with (<html lang> and
 * data-i18n-ns), so the hydration renders the same text; for the client
 * shell, in the detected language, with the catalogues of the screen it opens
 * on (`screenNamespaces`). Marks <html lang> either way.
 */
export function createBrowserI18n(
  serverRendered: boolean,
  screenNamespaces: readonly Namespace[] = [],
): Promise<I18n> {
  const root = document.documentElement;
  const language = serverRendered ? documentLanguage() : detectLanguage();
  const named = serverRendered ? (root.dataset.i18nNs ?? '').split(/\s+/) : screenNamespaces;
  const namespaces = [...new Set(['common', ...named.filter(Boolean)])] as Namespace[];
  root.lang = language;
  return createI18n(language, namespaces);
}

/** The namespaces the rendered screens used: the server names them in the page for the hydration. */
export function usedNamespaces(i18n: I18n): Namespace[] {
  const used = i18n.reportNamespaces?.getUsedNamespaces() ?? [];
  const loaded = Array.isArray(i18n.options.ns) ? i18n.options.ns : [];
  return [...new Set([...loaded, ...used])].filter((ns) =>
    i18n.hasLoadedNamespace(ns),
  ) as Namespace[];
}

/**
 * The language switch: loads the new language's catalogues for every namespace
 * in use, then changes the language (screens re-render), remembers it in the
 * `lang` cookie for a year and marks the document's language.
 */
export async function switchLanguage(i18n: I18n, language: Language): Promise<void> {
  await i18n.changeLanguage(language);
  rememberLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Stores the choice in the `lang` cookie (path=/, a year, SameSite=Lax), for the server too. */
export function rememberLanguage(language: Language): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}
