// A failed call's message in the language shown. The server answers in the UI's
// language (Accept-Language); the web client's own fallbacks (lib/api-error.ts,
// lib/api-client.ts: 'Network error', 'Something went wrong. Please try again.'
// and every endpoint's `fallbackError`) stay English in the ApiError and are
// translated here, when shown, by the catalogue key that holds them: the
// `common:apiErrors` ones at once, any other through the one registry of client
// fallbacks (lib/api-fallback-registry.ts), whose chunk a page in another language
// than English loads when it first needs it. Until it (or the namespace holding
// the key) is there, the text shows in English; the screen then re-renders.
import { useCallback, useEffect, useReducer, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFallbackKeyOf, getApiErrorMessage } from '@/lib/api-error';
import {
  loadApiFallbackRegistry,
  loadedApiFallbackRegistry,
  subscribeApiFallbackRegistry,
  type ApiFallbackTextKey,
} from '@/lib/api-fallbacks';
import { languageOf, type I18n } from '@/lib/i18n';

// The server render, and the hydration that follows it, show the registry's texts
// as they came (English): the page's HTML does not depend on whether a chunk had loaded.
const noRegistry = () => null;

/** English needs no translating: the catalogues' English is the fallback text itself. */
const isEnglish = (i18n: I18n) => languageOf(i18n) === 'en';

function loadRegistry() {
  // A chunk that failed to load leaves the English; the next failed call tries again.
  loadApiFallbackRegistry().catch(() => undefined);
}

/** Turns the client's own fallback texts into the language shown; any other text is kept. */
export function useApiErrorText() {
  const { t, i18n } = useTranslation('common');
  const registry = useSyncExternalStore(
    subscribeApiFallbackRegistry,
    loadedApiFallbackRegistry,
    noRegistry,
  );
  const [, namespaceLoaded] = useReducer((loads: number) => loads + 1, 0);
  return useCallback(
    <M extends string | null | undefined>(message: M): M | string => {
      if (!message) return message;
      const key = apiFallbackKeyOf(message);
      if (key) return t(`apiErrors.${key}`);
      if (isEnglish(i18n)) return message;
      if (!registry) {
        loadRegistry();
        return message;
      }
      const keys = registry.get(message);
      if (!keys?.length) return message;
      // Where two namespaces hold the same text (with the same Hindi), one the screen has loaded.
      const loaded = keys.find(({ ns }) => i18n.hasLoadedNamespace(ns));
      if (loaded) return translate(t, loaded);
      i18n.loadNamespaces(keys[0]!.ns).then(namespaceLoaded, () => undefined);
      return message;
    },
    [t, i18n, registry],
  );
}

function translate(t: unknown, { ns, key }: ApiFallbackTextKey): string {
  // The registry's keys are checked against the catalogues by its test, not by the types.
  return (t as (key: string, options: { ns: string }) => string)(key, { ns });
}

/**
 * getApiErrorMessage in the language shown, for what a screen shows itself (a toast,
 * a line of its own): `toast.error(errorMessage(err, t('fallbacks.save')))`. The
 * server's message is kept as it came (in the request's language); the client's own
 * fallbacks are translated like useApiErrorText. A screen that uses it loads the
 * registry of fallbacks when it mounts (on a page not in English), so a toast raised
 * from an event handler, which does not render again, finds it there.
 */
export function useApiErrorMessage() {
  const text = useApiErrorText();
  const { i18n } = useTranslation('common');
  const english = isEnglish(i18n);
  useEffect(() => {
    if (!english) loadRegistry();
  }, [english]);
  return useCallback(
    (error: unknown, fallback?: string): string => text(getApiErrorMessage(error, fallback)),
    [text],
  );
}
