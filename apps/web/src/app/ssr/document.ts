// The HTML document of a server-rendered page: the built index.html (its
// scripts and styles, as Vite wrote them) with the page's head, its rendered
// body and its data block. Only the server render imports this module.
import type { PageMeta } from '@/hooks/use-page-meta';
import { PAGE_TEXTS_ID } from '../islands/page-texts';
import { jsonForScript, SERVER_DATA_ID } from '../server-data';
import { CriticalCss } from './critical-css';
import { FOLD_LINK } from './fold';

/** A chunk of Vite's client manifest (build.manifest). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type ClientManifest = Record<string, ManifestChunk>;

/**
 * The manifest key of the script that starts the app once a rendered page has
 * painted (src/start-after-paint.ts). With it in the manifest, a rendered page
 * loads no script from its head: that script, at the end of the body, loads the
 * app and the page's chunks after the first paint.
 */
export const START_AFTER_PAINT = 'src/start-after-paint.ts';
/** The page's own entry in a manifest: its HTML document (index.html, islands.html). */
const documentEntry = (manifest: ClientManifest) =>
  Object.entries(manifest).find(([key, chunk]) => chunk.isEntry && key.endsWith('.html'))?.[1];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** The page's <head> elements: title, description, canonical link, Open Graph, JSON-LD. */
export function headTags(meta: PageMeta, origin: string, siteName: string): string {
  const absolute = (path: string) => new URL(path, origin).href;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
  ];
  if (meta.canonical) {
    tags.push(`<link rel="canonical" href="${escapeHtml(absolute(meta.canonical))}" />`);
  }
  if (meta.robots) tags.push(`<meta name="robots" content="${escapeHtml(meta.robots)}" />`);
  const og: [string, string | null][] = [
    ['og:site_name', siteName],
    ['og:title', meta.title],
    ['og:description', meta.description],
    ['og:type', meta.ogType ?? 'website'],
    ['og:url', meta.canonical ? absolute(meta.canonical) : null],
    ['og:image', meta.image ? absolute(meta.image) : null],
  ];
  for (const [property, content] of og) {
    if (content !== null) {
      tags.push(`<meta property="${property}" content="${escapeHtml(content)}" />`);
    }
  }
  if (meta.jsonLd) {
    tags.push(`<script type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>`);
  }
  return tags.join('\n    ');
}

function cut(html: string, pattern: RegExp, what: string): string {
  if (!pattern.test(html)) throw new Error(`index.html has no ${what}`);
  return html.replace(pattern, '');
}

/**
 * The stylesheet the server wrote into the document (apps/server's
 * inlineStylesheets): `<style data-href="/assets/...css">`, naming the file it
 * came from.
 */
const INLINED_STYLESHEET = /<style data-href="([^"]+)">([\s\S]*?)<\/style>/;

/**
 * index.html cut where the page goes: the shell's own title, description and
 * <noscript> notice come out (the page has its own), the rest stays as built.
 * A page with a fold (./fold.tsx) gets, instead of the whole inlined
 * stylesheet, the rules its first screen uses.
 */
export class DocumentTemplate {
  private readonly beforeHeadEnd: string;
  private readonly beforeRoot: string;
  private readonly afterRoot: string;
  /** The chunks index.html loads already: not preloaded again. */
  private readonly loaded = new Set<string>();
  /**
   * With the starter in the manifest: its file, the app's entry and the entry's
   * imports, which the head no longer loads (the starter does, after the paint).
   */
  private readonly afterPaint?: { starter: string; entry: string; imports: string[] };
  /** The inlined stylesheet: the head around it, its file and its rules. */
  private readonly stylesheet?: {
    before: string;
    after: string;
    href: string;
    css: CriticalCss;
  };

  constructor(
    html: string,
    private readonly manifest: ClientManifest,
  ) {
    let rest = cut(html, /<title>[\s\S]*?<\/title>\s*/, '<title>');
    rest = cut(rest, /<meta\s+name="description"[\s\S]*?>\s*/, 'meta description');
    rest = cut(rest, /<noscript>[\s\S]*?<\/noscript>\s*/, '<noscript>');
    const starter = manifest[START_AFTER_PAINT];
    const app = documentEntry(manifest);
    if (starter && app) {
      const [entry = app.file, ...imports] = this.filesOf(app);
      const script = new RegExp(
        `\\s*<script type="module"[^>]*\\bsrc="/${escapeRegExp(entry)}"[^>]*></script>`,
      );
      if (!script.test(rest)) throw new Error(`the document does not load ${entry}`);
      rest = rest.replace(script, '');
      for (const file of imports) {
        rest = rest.replace(
          new RegExp(`\\s*<link rel="modulepreload"[^>]*\\bhref="/${escapeRegExp(file)}"[^>]*>`),
          '',
        );
      }
      this.afterPaint = { starter: starter.file, entry, imports };
    }
    const headEnd = rest.indexOf('</head>');
    const root = rest.indexOf('<div id="root"></div>');
    if (headEnd < 0 || root < 0) throw new Error('index.html has no </head> or <div id="root">');
    this.beforeHeadEnd = rest.slice(0, headEnd);
    const inlined = INLINED_STYLESHEET.exec(this.beforeHeadEnd);
    if (inlined) {
      this.stylesheet = {
        before: this.beforeHeadEnd.slice(0, inlined.index),
        after: this.beforeHeadEnd.slice(inlined.index + inlined[0].length),
        href: inlined[1]!,
        css: new CriticalCss(inlined[2]!),
      };
    }
    this.beforeRoot = rest.slice(headEnd, root);
    this.afterRoot = rest.slice(root + '<div id="root"></div>'.length);
    for (const chunk of Object.values(manifest)) {
      if (chunk.isEntry) for (const file of this.filesOf(chunk)) this.loaded.add(file);
    }
  }

  /** The chunk of `module` (a source path such as 'src/app/routes/public/news.tsx') and its imports. */
  private filesOf(chunk: ManifestChunk, seen = new Set<string>()): string[] {
    if (seen.has(chunk.file)) return [];
    seen.add(chunk.file);
    const files = [chunk.file];
    for (const key of chunk.imports ?? []) {
      const imported = this.manifest[key];
      if (imported) files.push(...this.filesOf(imported, seen));
    }
    return files;
  }

  /** The chunks of `modules` index.html does not load already. */
  private chunksOf(modules: readonly string[]): string[] {
    const files = new Set<string>();
    for (const module of modules) {
      const chunk = this.manifest[module];
      if (!chunk) continue;
      for (const file of this.filesOf(chunk)) if (!this.loaded.has(file)) files.add(file);
    }
    return [...files];
  }

  /**
   * How the page's scripts load: <link rel="modulepreload"> in the head beside
   * index.html's own script, or, with the starter, nothing in the head and the
   * starter at the end of the body naming the entry and every chunk to preload.
   */
  private scripts(modules: readonly string[]): { head: string; body: string } {
    const chunks = this.chunksOf(modules);
    if (!this.afterPaint) {
      const head = chunks
        .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`)
        .join('\n    ');
      return { head, body: '' };
    }
    const { starter, entry, imports } = this.afterPaint;
    const preload = [...imports, ...chunks].map((file) => `/${file}`).join(' ');
    return {
      head: '',
      body: `<script type="module" crossorigin src="/${escapeHtml(starter)}" data-start="/${escapeHtml(entry)}" data-preload="${escapeHtml(preload)}"></script>`,
    };
  }

  /** The whole stylesheet's address, for the fold's link; null when none was inlined. */
  get stylesheetHref(): string | null {
    return this.stylesheet?.href ?? null;
  }

  /**
   * The document up to </head>: with the whole stylesheet, or, when the body
   * has a fold, with the rules the body uses before it.
   */
  private headStart(body: string): string {
    const fold = FOLD_LINK.exec(body);
    if (!fold || !this.stylesheet) return this.beforeHeadEnd;
    const { before, after, css } = this.stylesheet;
    // A '</style' inside would end the element early; the CSS of this build has none.
    const rules = css.for(body.slice(0, fold.index)).replace(/<\/style/gi, '<\\/style');
    return `${before}<style>${rules}</style>${after}`;
  }

  /**
   * The whole page, in `lang` (<html lang>), naming the catalogues it was
   * rendered with (data-i18n-ns) for the browser to load before hydrating.
   */
  render(page: {
    head: string;
    body: string;
    /** The store's answers for the hydration; none for a page hydrated as islands. */
    data?: unknown;
    /** A page hydrated as islands: the texts it was rendered with (app/islands/page-texts.ts). */
    texts?: unknown;
    modules: readonly string[];
    lang?: string;
    namespaces?: readonly string[];
  }): string {
    const scripts = this.scripts(page.modules);
    const html = `<html lang="${escapeHtml(page.lang ?? 'en')}"${
      page.namespaces?.length ? ` data-i18n-ns="${escapeHtml(page.namespaces.join(' '))}"` : ''
    }`;
    return (
      this.headStart(page.body).replace(/<html\b[^>]*/, html) +
      `  ${page.head}\n    ${scripts.head}\n  ` +
      this.beforeRoot +
      `<div id="root">${page.body}</div>\n    ` +
      (page.data === undefined
        ? ''
        : `<script type="application/json" id="${SERVER_DATA_ID}">${jsonForScript(page.data)}</script>`) +
      (page.texts === undefined
        ? ''
        : `<script type="application/json" id="${PAGE_TEXTS_ID}">${jsonForScript(page.texts)}</script>`) +
      scripts.body +
      this.afterRoot
    );
  }
}
