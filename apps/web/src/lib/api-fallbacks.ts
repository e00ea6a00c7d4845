// The registry of the web client's own fallback texts (an endpoint's English
// `fallbackError`, shown when the server gave no text), kept apart from what it
// holds: the registry itself (lib/api-fallback-registry.ts) imports the texts of
// every feature, some from modules that import zod, so it is a chunk of its own,
// loaded on a page in another language than English when a text needs it (or
// when a screen that shows failures mounts: hooks/use-api-error-text.ts). The
// landing page, which shows only the `common:apiErrors` texts (lib/api-error.ts),
// never loads it.
import type { Namespace } from '@clinic/shared/i18n/namespaces';

/** Where the catalogues hold one fallback text: `t(key, { ns })`. */
export interface ApiFallbackTextKey {
  ns: Namespace;
  /** The key within the namespace, dotted: 'fallbacks.dashboard'. */
  key: string;
}

/** English fallback text -> every catalogue key that holds it (one Hindi for all, a test checks). */
export type ApiFallbackRegistry = ReadonlyMap<string, readonly ApiFallbackTextKey[]>;

let registry: ApiFallbackRegistry | null = null;
let loading: Promise<ApiFallbackRegistry> | null = null;
const listeners = new Set<() => void>();

/** Loads the registry's chunk once; every subscriber hears when it is there. A failed load may be tried again. */
export function loadApiFallbackRegistry(): Promise<ApiFallbackRegistry> {
  loading ??= import('./api-fallback-registry').then(
    (module) => {
      registry = module.API_FALLBACK_REGISTRY;
      for (const listener of listeners) listener();
      return module.API_FALLBACK_REGISTRY;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The registry, or null while its chunk is not loaded. */
export function loadedApiFallbackRegistry(): ApiFallbackRegistry | null {
  return registry;
}

/** Calls `listener` once the registry is loaded (useSyncExternalStore's subscribe). */
export function subscribeApiFallbackRegistry(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
