// What the web app's server bundle (apps/web/src/entry-server.tsx) and the server
// that runs it (apps/server/src/plugins/render-thread.ts) agree on: one render
// request and its result (docs/decisions/030, 036).
import type { Language } from './i18n/languages.ts';

export interface RenderRequest {
  /** Path and query as asked for: '/search-results?location=Mumbai&treatment=Dentist'. */
  url: string;
  /** The origin canonical links name: the server's PUBLIC_URL, else the request's. */
  origin: string;
  /** Answers a request to the API in-process, as the API would over the network. */
  fetch(request: Request): Promise<Response>;
  /** Aborts a render that takes too long. */
  signal?: AbortSignal;
  /** The visitor's language (the `lang` cookie, else Accept-Language): the page is written in it. */
  lang?: Language;
}

export type RenderResult =
  /** A rendered page; `fixed` when every visit to this address gets the same HTML. */
  | { kind: 'page'; status: number; html: string; fixed: boolean }
  /** The client shell is the answer: a screen rendered in the browser, or (`failure`) data not at hand. */
  | { kind: 'shell'; failure?: string };
