// The web app's pages (docs/decisions/030). The public pages (the landing, the
// info pages, the search results, a doctor's page and the not-found page) are
// rendered here, when the web build's server bundle is present, from the same
// routes and components as in the browser; their data comes from the API itself,
// called in-process, so the HTML shows what the API answers from the same
// services and caches. Every other page (the portal, admin, booking, sign-up...)
// is the client shell, index.html, as is a page whose render fails: the browser
// then renders it, and the failure is logged, never shown as an error page.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { languageOfRequest, type Language } from '@clinic/shared/i18n/languages';
import type { Config } from '../config.ts';
import { changeKeys, type ChangeFeed } from '../lib/change-feed.ts';
import { systemClock } from '../lib/clock.ts';
import { SEARCH_MAX_AGE_MS } from '../modules/search/service.ts';
import { startRenderThread } from './render-thread.ts';

/**
 * The server bundle, in the web build's folder (apps/web/vite.config.ts): a dot
 * folder, which the static files plugin does not serve.
 */
export const SSR_DIR = '.ssr';
const SSR_ENTRY = 'entry-server.js';
/** Vite's manifest of the browser's chunks, which the render preloads from. */
const MANIFEST = path.join('.vite', 'manifest.json');
/**
 * The document and manifest of the islands build (pages hydrated as islands, the
 * landing: apps/web/src/app/islands); without them such pages hydrate whole.
 */
const ISLANDS_TEMPLATE = 'islands.html';
const ISLANDS_MANIFEST = path.join('.vite', 'islands-manifest.json');
/** A render still running after this is abandoned for the shell. */
export const RENDER_TIMEOUT_MS = 10_000;
/** Pages that render the same for every visit (the landing...), kept per address. */
const MAX_FIXED_PAGES = 64;
/** Rendered pages kept while their data holds (PageCache); about 150 kB each. */
const MAX_KEPT_PAGES = 200;

export interface WebPages {
  /** Whether public pages are rendered here (the server bundle was found). */
  readonly rendering: boolean;
  /** Answers a GET or HEAD for a page of the web app. */
  answer(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/** The origin canonical links name: PUBLIC_URL when set, else the one the request came to. */
function originFor(config: Pick<Config, 'PUBLIC_URL'>, request: FastifyRequest): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}

const NO_BODY_STATUS = new Set([204, 205, 304]);

/** An API answer a render was made of. */
interface ApiCall {
  path: string;
  status: number;
  body: string;
}

/**
 * What keeps a rendered page true: the feed keys and the age bound of the API
 * answers it shows, as their own caches keep them (the search: any doctor, and
 * the calendars of the doctors on the page; the specialities: only a change to
 * everything). A page made of any other answer (a doctor's stories, which no key
 * announces) is rendered for each visit.
 */
function keepingOf(calls: readonly ApiCall[]): { deps: string[]; maxAgeMs: number } | null {
  if (calls.length === 0) return null;
  const deps = new Set<string>();
  for (const call of calls) {
    if (call.status !== 200) return null;
    if (call.path === '/api/onboarding/get-all-specializations') continue;
    if (call.path !== '/api/userside/patients/search-doctors') return null;
    deps.add(changeKeys.anyDoctor);
    const { results } = JSON.parse(call.body) as { results: { userId: string }[] };
    for (const { userId } of results) deps.add(changeKeys.calendar(userId));
  }
  return { deps: [...deps], maxAgeMs: SEARCH_MAX_AGE_MS };
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A rendered page as it is kept, with its compressed bodies once they are made:
 * a kept page is compressed once, off the event loop, not for every visit.
 */
interface RenderedPage {
  status: number;
  html: string;
  compressed: { br?: Buffer; gzip?: Buffer };
}

/**
 * A rendered page with its compressed forms, made once here: the page plugin's
 * answers do not pass through the compression plugin, and a first visit of a
 * page (a search's 250 kB with its styles) must not go out uncompressed.
 */
async function rendered(status: number, html: string): Promise<RenderedPage> {
  const page: RenderedPage = { status, html, compressed: {} };
  const body = Buffer.from(html);
  try {
    const [br, gz] = await Promise.all([
      brotliAsync(body, {
        params: {
          // A middle quality: fast to make, within a few per cent of the best.
          [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzipAsync(body, { level: 6 }),
    ]);
    page.compressed.br = br;
    page.compressed.gzip = gz;
  } catch {
    // Not compressed: answered as it is.
  }
  return page;
}

/** The encoding of a kept body the visitor takes (br, then gzip), by Accept-Encoding. */
function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

interface KeptPage extends RenderedPage {
  at: number;
  maxAgeMs: number;
  deps: readonly string[];
}

/**
 * Rendered pages by address, each dropped when a change to what it shows
 * arrives on the change feed (from any instance), when its age bound passes,
 * or when the feed cannot vouch for it, like the API's own caches
 * (lib/change-feed.ts): rendering a search page costs far more than answering
 * its cached search.
 */
export class PageCache {
  private readonly pages = new Map<string, KeptPage>();
  /** Counts changes, so a page rendered across one is not kept. */
  private generation = 0;

  constructor(
    private readonly feed: ChangeFeed,
    private readonly nowMs: () => number,
  ) {
    feed.subscribe((keys) => {
      this.generation++;
      if (keys === 'everything') return this.pages.clear();
      for (const [key, page] of this.pages) {
        if (page.deps.some((dep) => keys.has(dep))) this.pages.delete(key);
      }
    });
  }

  /** Where a render starts: pass it to keep() once done. */
  get mark(): number {
    return this.generation;
  }

  /**
   * The page kept for `key`, and whether its age bound has passed. A page past its
   * bound is still answered while its next render runs (`stale`), for as long as a
   * render may take; a change drops it at once, as does a feed that cannot vouch.
   */
  get(key: string): { page: KeptPage; stale: boolean } | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    const age = this.nowMs() - page.at;
    if (this.feed.live && age < page.maxAgeMs + RENDER_TIMEOUT_MS) {
      return { page, stale: age >= page.maxAgeMs };
    }
    this.pages.delete(key);
    return undefined;
  }

  /** Drops a stale page whose next render did not give a page to keep. */
  drop(key: string, page: KeptPage): void {
    if (this.pages.get(key) === page) this.pages.delete(key);
  }

  keep(key: string, mark: number, page: Omit<KeptPage, 'at'>): void {
    if (!this.feed.live || mark !== this.generation) return;
    if (this.pages.size >= MAX_KEPT_PAGES) this.pages.clear();
    this.pages.set(key, { ...page, at: this.nowMs() });
  }
}

/**
 * fetch over app.inject: the render's API calls go through the same routes,
 * hooks and caches as a browser's, as the visitor's own requests (their
 * address, for the rate limits), without leaving the process. Each answer is
 * noted in `calls`.
 */
function inProcessFetch(app: FastifyInstance, visitor: FastifyRequest, calls: ApiCall[]) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const body =
      request.method === 'GET' || request.method === 'HEAD'
        ? undefined
        : Buffer.from(await request.arrayBuffer());
    const res = await app.inject({
      method: request.method as HTTPMethods,
      url: url.pathname + url.search,
      headers,
      remoteAddress: visitor.ip,
      ...(body ? { payload: body } : {}),
    });
    const answer = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) answer.append(name, String(one));
    }
    calls.push({ path: url.pathname, status: res.statusCode, body: res.body });
    const empty = NO_BODY_STATUS.has(res.statusCode) || request.method === 'HEAD';
    return new Response(empty ? null : res.rawPayload, {
      status: res.statusCode,
      headers: answer,
    });
  };
}

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[\w.-]+\.css)">/g;

/**
 * The document with its stylesheets written into it: a rendered page paints
 * from its own bytes, without a second request (two round trips on a phone
 * network, and the stylesheet sharing the line with the scripts and the font).
 * A page with a fold keeps only the rules of its first screen and links the
 * file at the fold, where the browser may take it from its cache
 * (docs/decisions/037); the client shell keeps the link (docs/decisions/034).
 */
export function inlineStylesheets(html: string, webDist: string): string {
  return html.replace(STYLESHEET_LINK, (link, file: string) => {
    const css = path.join(webDist, file);
    if (!existsSync(css)) return link;
    // A '</style' inside would end the element early; the CSS of this build has none.
    const text = readFileSync(css, 'utf8').replace(/<\/style/gi, '<\\/style');
    // Named by its file: a page with a fold links it there (apps/web/src/app/ssr/fold.tsx).
    return `<style data-href="/${file}">${text}</style>`;
  });
}

async function loadRenderer(webDist: string, ssrDist: string) {
  const entry = path.join(ssrDist, SSR_ENTRY);
  const manifestFile = path.join(webDist, MANIFEST);
  if (!existsSync(entry) || !existsSync(manifestFile)) return null;
  const islandsTemplate = path.join(webDist, ISLANDS_TEMPLATE);
  const islandsManifest = path.join(webDist, ISLANDS_MANIFEST);
  const islands =
    existsSync(islandsTemplate) && existsSync(islandsManifest)
      ? {
          islandsTemplate: inlineStylesheets(readFileSync(islandsTemplate, 'utf8'), webDist),
          islandsManifest: JSON.parse(readFileSync(islandsManifest, 'utf8')) as unknown,
        }
      : {};
  // The bundle's createRenderer (apps/web/src/entry-server.tsx) runs on the render thread.
  return startRenderThread(pathToFileURL(entry).href, {
    template: inlineStylesheets(readFileSync(path.join(webDist, 'index.html'), 'utf8'), webDist),
    manifest: JSON.parse(readFileSync(manifestFile, 'utf8')) as unknown,
    ...islands,
  });
}

/**
 * The pages of the web app built into `webDist`, rendered with the server
 * bundle in `ssrDist` when it is there; without it every page is the shell.
 */
export async function webPages(
  app: FastifyInstance,
  { webDist, ssrDist, config }: { webDist: string; ssrDist: string; config: Config },
): Promise<WebPages> {
  let renderer: Awaited<ReturnType<typeof loadRenderer>> = null;
  try {
    renderer = await loadRenderer(webDist, ssrDist);
    const thread = renderer;
    if (thread) app.addHook('onClose', () => thread.close());
  } catch (err) {
    // A bundle that does not load (built for another version, say) costs the
    // rendering, not the site: every page is then rendered in the browser.
    app.log.error(
      { err },
      'the server render bundle did not load; pages are rendered in the browser',
    );
  }
  const fixed = new Map<string, RenderedPage>();
  // Age bounds in real time, as the API's caches count them.
  const kept = new PageCache(app.changes, () => systemClock.now().getTime());

  const shell = (reply: FastifyReply) =>
    reply.code(200).header('cache-control', 'no-cache').sendFile('index.html');
  const page = (request: FastifyRequest, reply: FastifyReply, kept: RenderedPage) => {
    reply
      .code(kept.status)
      .header('content-type', 'text/html; charset=utf-8')
      // Written in the visitor's language: the `lang` cookie, else Accept-Language.
      .header('vary', 'Cookie, Accept-Language, Accept-Encoding')
      // Rendered from live data: revalidated on every visit, never stored stale.
      .header('cache-control', 'no-cache');
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    const body = encoding ? kept.compressed[encoding] : undefined;
    if (encoding && body) return reply.header('content-encoding', encoding).send(body);
    return reply.send(kept.html);
  };

  const inFlight = new Map<string, Promise<RenderedPage | null>>();

  /** Renders the page at `url` and keeps it if it may be; null: the client shell answers. */
  async function renderAndKeep(
    key: string,
    url: string,
    origin: string,
    lang: Language,
    request: FastifyRequest,
  ): Promise<RenderedPage | null> {
    const calls: ApiCall[] = [];
    const mark = kept.mark;
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(new Error('render timed out')), RENDER_TIMEOUT_MS);
    try {
      const result = await renderer!.render({
        url,
        origin,
        fetch: inProcessFetch(app, request, calls),
        signal: abort.signal,
        lang,
      });
      if (result.kind === 'shell') {
        if (result.failure) {
          request.log.warn({ url, failure: result.failure }, 'page answered with the client shell');
        }
        return null;
      }
      const made = await rendered(result.status, result.html);
      if (result.fixed) {
        if (fixed.size >= MAX_FIXED_PAGES) fixed.clear();
        fixed.set(key, made);
      } else {
        const keeping = keepingOf(calls);
        if (keeping) kept.keep(key, mark, { ...keeping, ...made });
      }
      return made;
    } catch (err) {
      request.log.error({ err, url }, 'page render failed; answered with the client shell');
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    rendering: renderer !== null,
    async answer(request, reply) {
      if (!renderer) return shell(reply);
      const url = request.raw.url ?? '/';
      const origin = originFor(config, request);
      const lang = languageOfRequest({
        cookie: request.headers.cookie,
        acceptLanguage: request.headers['accept-language'],
      });
      const key = `${lang} ${origin}${url}`;
      const prerendered = fixed.get(key);
      if (prerendered) return page(request, reply, prerendered);

      // One render per address at a time: visits that arrive while it runs share it.
      const render = () => {
        let rendering = inFlight.get(key);
        if (!rendering) {
          rendering = renderAndKeep(key, url, origin, lang, request).finally(() =>
            inFlight.delete(key),
          );
          inFlight.set(key, rendering);
        }
        return rendering;
      };
      const known = kept.get(key);
      if (known) {
        // Past its age bound (not changed: a change drops it), the page is answered
        // while the next one renders, so no visitor waits for the render.
        if (known.stale && !inFlight.has(key)) {
          // A render that keeps nothing new (it failed, or a change overtook it)
          // leaves no stale page behind.
          void render().then(() => kept.drop(key, known.page));
        }
        return page(request, reply, known.page);
      }
      const made = await render();
      return made ? page(request, reply, made) : shell(reply);
    },
  };
}
