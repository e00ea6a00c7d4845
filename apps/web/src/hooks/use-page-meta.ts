import { createContext, useContext, useEffect } from 'react';
import { env } from '@/config/env';

/** What a page says about itself in the document's head, and its HTTP status. */
export interface PageMeta {
  title: string;
  description: string;
  /** The page's own address, path and query, without sort, filter or paging noise. */
  canonical?: string | undefined;
  /** Open Graph type; 'website' unless given. */
  ogType?: 'website' | 'profile' | undefined;
  /** A picture for link previews, a path or an absolute URL. */
  image?: string | null | undefined;
  /** 'noindex' for a page search engines should leave out, such as a doctor not found. */
  robots?: string | undefined;
  /** The page's schema.org data, written as a JSON-LD data block. */
  jsonLd?: object | null | undefined;
  /** The status the server answers the page with; 200 unless given. */
  status?: number | undefined;
}

/** The site's own title and description: the shell's, and what a page leaves behind. */
export const SITE_META = {
  title: `${env.appName} – Find doctors and book appointments`,
  description:
    'Find verified doctors by city and speciality, book clinic visits or online consultations, and run your practice from one place.',
} as const;

/**
 * Where a server render collects the head of the page it renders
 * (entry-server.tsx): the last page meta rendered wins, so a page's own meta
 * overrides a layout's. Absent in the browser, where the head is set in effects.
 */
export interface PageMetaCollector {
  /** The site's origin, for absolute URLs: the server's PUBLIC_URL or the request's. */
  origin: string;
  set(meta: PageMeta): void;
}
export const PageMetaCollectorContext = createContext<PageMetaCollector | null>(null);

const MARK = 'pageMeta';

/** The head's element matching `selector`, made (and marked as the page's) when missing. */
function headElement<K extends 'meta' | 'link' | 'script'>(
  tag: K,
  selector: string,
  attributes: Record<string, string>,
): HTMLElementTagNameMap[K] {
  let element = document.head.querySelector<HTMLElementTagNameMap[K]>(selector);
  if (!element) {
    element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.dataset[MARK] = '';
    document.head.append(element);
  }
  return element;
}

const metaTag = (key: 'name' | 'property', value: string) =>
  headElement('meta', `meta[${key}="${value}"]`, { [key]: value });

// The origin canonical links name: the server's (its PUBLIC_URL) when it rendered
// one, read before the first page replaces that link; else the browser's.
let siteOrigin: string | undefined;
function readSiteOrigin(): string {
  const rendered = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  return rendered ? new URL(rendered).origin : window.location.origin;
}

/**
 * Makes a path a full URL on the site's origin, for the data a page puts into
 * its head (JSON-LD); the server's origin during a server render.
 */
export function useAbsoluteUrl(): (path: string) => string {
  const collector = useContext(PageMetaCollectorContext);
  const origin = collector ? collector.origin : (siteOrigin ??= readSiteOrigin());
  return (path: string) => new URL(path, origin).href;
}

/** Removes the head elements `selector` names; the site's shell has none of them. */
function removeAll(selector: string) {
  for (const element of document.head.querySelectorAll(selector)) element.remove();
}

const PAGE_OWN = [
  'link[rel="canonical"]',
  'meta[name="robots"]',
  'meta[property^="og:"]',
  'script[type="application/ld+json"]',
].join(',');

/**
 * Sets the document's title, description, canonical link, Open Graph tags and
 * JSON-LD while the page is shown. The server writes the same tags into the
 * HTML it renders (entry-server.tsx reads them through PageMetaCollectorContext),
 * so hydrating changes nothing; leaving the page puts the site's title and
 * description back and removes the rest.
 */
export function usePageMeta(meta: PageMeta | null) {
  const collector = useContext(PageMetaCollectorContext);
  if (collector && meta) collector.set(meta);

  // One string for the effect's dependency: a page passes a new object each render.
  const key = meta ? JSON.stringify(meta) : null;
  useEffect(() => {
    if (key === null) return;
    const page = JSON.parse(key) as PageMeta;
    siteOrigin ??= readSiteOrigin();
    const absolute = (path: string) => new URL(path, siteOrigin).href;
    document.title = page.title;
    metaTag('name', 'description').content = page.description;
    removeAll(PAGE_OWN);
    for (const [property, content] of [
      ['og:site_name', env.appName],
      ['og:title', page.title],
      ['og:description', page.description],
      ['og:type', page.ogType ?? 'website'],
      ['og:url', page.canonical ? absolute(page.canonical) : null],
      ['og:image', page.image ? absolute(page.image) : null],
    ] as const) {
      if (content !== null) metaTag('property', property).content = content;
    }
    if (page.canonical) {
      headElement('link', 'link[rel="canonical"]', { rel: 'canonical' }).href = absolute(
        page.canonical,
      );
    }
    if (page.robots) metaTag('name', 'robots').content = page.robots;
    if (page.jsonLd) {
      headElement('script', 'script[type="application/ld+json"]', {
        type: 'application/ld+json',
      }).textContent = JSON.stringify(page.jsonLd);
    }
    return () => {
      // A screen shown next may have set its own title already (React's <title>).
      if (document.title === page.title) document.title = SITE_META.title;
      metaTag('name', 'description').content = SITE_META.description;
      removeAll(PAGE_OWN);
    };
  }, [key]);
}
