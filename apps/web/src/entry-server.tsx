// The server render of the public pages (docs/decisions/030), built by Vite's
// SSR build into dist/.ssr/ and called by the API server (its plugins/pages.ts).
// It renders the same routes and components as the browser, from a store whose
// queries the server answers in-process, waits for every lazy screen, and sends
// the store's answers along for hydration.
import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router-dom';
import { IslandSlotsContext } from './app/islands/island';
import { IslandHtml } from './app/islands/island-html';
import { AppProvider } from './app/provider';
import { appRoutes } from './app/router';
import { serverDataOf } from './app/server-data';
import { DocumentTemplate, headTags, type ClientManifest } from './app/ssr/document';
import { FoldStylesheetContext } from './app/ssr/fold';
import { RENDERED_PAGES } from './app/ssr/pages';
import { createAppStore, type AppStore } from './app/store';
import { env } from './config/env';
import { PageMetaCollectorContext, SITE_META, type PageMeta } from './hooks/use-page-meta';
import { api } from './lib/api-client';
import { catalogueModule, createI18n, usedNamespaces } from './lib/i18n';

export type { ClientManifest } from './app/ssr/document';

import type { RenderRequest, RenderResult } from '@clinic/shared/server-render';

export type { RenderRequest, RenderResult };

export interface Renderer {
  render(request: RenderRequest): Promise<RenderResult>;
}

// Settled answers the page can show: data, or a refusal the page explains (a
// doctor not found). Anything else (the API failing, a malformed answer) leaves
// the page to the browser, which shows its loading and retry states.
function unusableAnswer(store: AppStore): string | null {
  for (const entry of Object.values(store.getState()[api.reducerPath].queries)) {
    if (entry?.status !== 'rejected') continue;
    const status = (entry.error as { status?: unknown } | undefined)?.status;
    if (typeof status !== 'number' || status >= 500) {
      return `${entry.endpointName} failed (${String(status ?? 'no status')})`;
    }
  }
  return null;
}

async function readAll(stream: AsyncIterable<unknown>): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += String(chunk);
  return html;
}

/** A renderer over the built client: its index.html and its manifest. */
export function createRenderer({
  template,
  manifest,
  islandsTemplate,
  islandsManifest,
}: {
  template: string;
  manifest: ClientManifest;
  /** The islands build's document and manifest (app/islands); without them, pages hydrate whole. */
  islandsTemplate?: string;
  islandsManifest?: ClientManifest;
}): Renderer {
  const document = new DocumentTemplate(template, manifest);
  const islandsDocument =
    islandsTemplate && islandsManifest
      ? new DocumentTemplate(islandsTemplate, islandsManifest)
      : null;
  const handler = createStaticHandler(appRoutes);

  return {
    async render({ url: path, origin, fetch, signal, lang = 'en' }) {
      const url = new URL(path, 'http://render.invalid');
      const matches = matchRoutes(appRoutes, url.pathname);
      const match = matches?.at(-1);
      const page = match?.route.id ? RENDERED_PAGES[match.route.id] : undefined;
      if (!match || !page) return { kind: 'shell' };

      const store = createAppStore({
        extra: {
          serverBaseQuery: fetchBaseQuery({
            baseUrl: `${url.origin}/api`,
            fetchFn: (input, init) =>
              fetch(input instanceof Request ? input : new Request(input, init)),
          }),
        },
      });
      try {
        await page.prefetch?.(store, match.params, url);
        const unusable = unusableAnswer(store);
        if (unusable) return { kind: 'shell', failure: unusable };

        const context = await handler.query(new Request(url.href, signal ? { signal } : {}));
        // No public route redirects or loads data through the router.
        if (context instanceof Response) return { kind: 'shell', failure: 'the router answered' };
        const router = createStaticRouter(handler.dataRoutes, context);
        // This render's own instance: `common` now, each screen's namespaces as it asks for them.
        const i18n = await createI18n(lang, ['common']);

        // A page hydrated as islands is rendered with empty slots, filled afterwards.
        const islands = page.islands && islandsDocument ? new IslandHtml() : null;

        let meta: PageMeta = SITE_META;
        const collector = {
          origin,
          set(next: PageMeta) {
            meta = next;
          },
        };
        const errors: unknown[] = [];
        const { prelude } = await prerenderToNodeStream(
          <StrictMode>
            <PageMetaCollectorContext value={collector}>
              <IslandSlotsContext value={islands}>
                <FoldStylesheetContext
                  value={(islands ? islandsDocument! : document).stylesheetHref}
                >
                  <AppProvider store={store} i18n={i18n}>
                    <StaticRouterProvider router={router} context={context} hydrate={false} />
                  </AppProvider>
                </FoldStylesheetContext>
              </IslandSlotsContext>
            </PageMetaCollectorContext>
          </StrictMode>,
          {
            ...(signal ? { signal } : {}),
            // Every boundary inline, in place: React would otherwise move large ones into
            // place with inline scripts, which the Content-Security-Policy refuses.
            progressiveChunkSize: Number.POSITIVE_INFINITY,
            // A screen that failed inside a Suspense boundary would be rendered again in
            // the browser after a hydration error: the page is the shell instead.
            onError(error) {
              errors.push(error);
            },
          },
        );
        const rendered = await readAll(prelude);
        if (errors.length > 0) throw errors[0];
        const body = islands
          ? await islands.fill(rendered, { pathname: url.pathname, i18n })
          : rendered;

        // The browser loads the same catalogues before it hydrates (main.tsx).
        const namespaces = usedNamespaces(i18n);
        const catalogues = namespaces.map((ns) => catalogueModule(lang, ns));
        const html = islands
          ? // The islands entry needs no store: no data block, no screen's chunk.
            islandsDocument!.render({
              head: headTags(meta, origin, env.appName),
              body,
              modules: [],
              texts: Object.fromEntries(
                namespaces.map((ns) => [ns, i18n.getResourceBundle(lang, ns) as unknown]),
              ),
              lang,
              namespaces,
            })
          : document.render({
              head: headTags(meta, origin, env.appName),
              body,
              data: serverDataOf(store.getState()),
              modules: [...(page.module ? [page.module] : []), ...catalogues],
              lang,
              namespaces,
            });
        return {
          kind: 'page',
          status: meta.status ?? 200,
          html,
          fixed: page.fixed === true && url.search === '',
        };
      } finally {
        // Stops the store's timers (cache lifetimes), so nothing outlives the request.
        store.dispatch(api.util.resetApiState());
      }
    },
  };
}
