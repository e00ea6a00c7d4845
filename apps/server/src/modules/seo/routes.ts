// GET /sitemap.xml, GET /sitemaps/<n>.xml and GET /robots.txt, at the site's
// root (not under /api), answered before the web app's shell. URLs are
// absolute: PUBLIC_URL when set, else the origin the request came to, as the
// links in messages (reviews/service.ts). Each file streams from the database;
// only the counts that place the files' cuts are kept, and the change feed
// drops them with any change to a doctor. Shared caches may keep an answer for
// an hour (docs/decisions/031).
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { API_TEXTS } from '@clinic/shared/api-texts';
import { notFound } from '../../errors.ts';
import { changeKeys } from '../../lib/change-feed.ts';
import { publicOrigin } from '../reviews/service.ts';
import { robotsTxt } from './robots.ts';
import {
  SITEMAP_MAX_URLS,
  SITEMAP_ROWS_PER_QUERY,
  fileCount,
  indexStream,
  sitemapCounts,
  sitemapSlice,
  urlsetStream,
  type SitemapCounts,
} from './sitemap.ts';

export interface SeoOptions {
  /** URLs per sitemap file before /sitemap.xml becomes an index (tests lower it). */
  urlsPerFile?: number;
  /** Rows read per database query while streaming (tests lower it to page often). */
  rowsPerQuery?: number;
}

/**
 * The counts depend on no clock, only on doctors (dropped by the feed); the
 * age bound only limits what a missed notification could leave.
 */
export const SITEMAP_COUNTS_MAX_AGE_MS = 10 * 60_000;
/** How long browsers and shared caches may keep an answer. */
const CACHE = 'public, max-age=3600';
const ROBOTS_CACHE = 'public, max-age=86400';
/** Each sitemap answer reads up to 50,000 rows: a client asks each route at most this often. */
const SITEMAP_LIMIT = { max: 30, timeWindow: 60_000 };
const XML = 'application/xml; charset=utf-8';
const NO_SUCH_SITEMAP = API_TEXTS.noSuchSitemap;

export const seoRoutes: FastifyPluginAsync<SeoOptions> = async (app, options) => {
  const perFile = options.urlsPerFile ?? SITEMAP_MAX_URLS;
  const rowsPerQuery = options.rowsPerQuery ?? SITEMAP_ROWS_PER_QUERY;
  if (!Number.isInteger(perFile) || perFile < 1 || perFile > SITEMAP_MAX_URLS)
    throw new Error(`urlsPerFile must be an integer from 1 to ${SITEMAP_MAX_URLS}`);
  if (!Number.isInteger(rowsPerQuery) || rowsPerQuery < 1)
    throw new Error('rowsPerQuery must be a positive integer');
  const { database, config } = app.deps;
  const countsCache = app.changes.cache<SitemapCounts>('sitemap-counts', {
    maxAgeMs: SITEMAP_COUNTS_MAX_AGE_MS,
  });
  // Any doctor's account, profile, clinic or specialities; a change of the
  // specialities' names drops every cache.
  const counts = () =>
    countsCache.get('counts', [changeKeys.anyDoctor], () => sitemapCounts(database));

  /** The origin URLs start with; a Host header no URL can be made of is not found. */
  const originOf = (request: FastifyRequest): string => {
    let url: URL | undefined;
    try {
      url = new URL(publicOrigin(config, request));
    } catch {
      // below
    }
    if (!url || !/^https?:$/.test(url.protocol)) throw notFound();
    // As a URL writes it (no default port), with PUBLIC_URL's path if it has one.
    return url.origin + url.pathname.replace(/\/+$/, '');
  };

  /** The URLs from `start`, at most `count`; 404 when none are left there. */
  const sendUrlset = async (
    request: FastifyRequest,
    reply: FastifyReply,
    counts: SitemapCounts,
    start: number,
    count: number,
  ) => {
    const origin = originOf(request);
    if (start >= counts.total) throw notFound(NO_SUCH_SITEMAP);
    if (request.method === 'HEAD') return reply.type(XML).header('cache-control', CACHE).send();
    const stream = await urlsetStream(
      sitemapSlice(database, counts, start, count, rowsPerQuery),
      origin,
    );
    if (!stream) throw notFound(NO_SUCH_SITEMAP);
    return reply.type(XML).header('cache-control', CACHE).send(stream);
  };

  app.get(
    '/sitemap.xml',
    { schema: { hide: true }, config: { rateLimit: SITEMAP_LIMIT } },
    async (request, reply) => {
      const origin = originOf(request);
      const known = await counts();
      const files = fileCount(known.total, perFile);
      if (files === 1) return sendUrlset(request, reply, known, 0, perFile);
      reply.type(XML).header('cache-control', CACHE);
      return reply.send(request.method === 'HEAD' ? undefined : indexStream(origin, files));
    },
  );

  app.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    { schema: { hide: true }, config: { rateLimit: SITEMAP_LIMIT } },
    async (request, reply) => {
      const n = /^([1-9]\d{0,5})\.xml$/.exec(request.params.file)?.[1];
      if (!n) throw notFound(NO_SUCH_SITEMAP);
      return sendUrlset(request, reply, await counts(), (Number(n) - 1) * perFile, perFile);
    },
  );

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', ROBOTS_CACHE);
    return robotsTxt(`${originOf(request)}/sitemap.xml`);
  });
};
