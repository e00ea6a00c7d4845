// What /sitemap.xml lists, read from the database a page at a time (never
// every row at once): the landing and the info pages, every city-and-speciality
// search with at least one listed doctor, and every listed doctor's page.
// "Listed" is what search shows (search/directory.ts): a verified, active
// doctor with a clinic; the search's city is the doctor's first clinic's.
//
// The URLs form one sequence in a fixed order (pages, searches by city then
// speciality, doctors by id); a sitemap file is a slice of it. Up to
// `perFile` URLs the whole sequence is /sitemap.xml; past it /sitemap.xml is an
// index of /sitemaps/<n>.xml, the n-th slice (docs/decisions/031).
import { Readable } from 'node:stream';
import {
  ErrorLevel,
  SitemapIndexStream,
  SitemapStream,
  type IndexItem,
  type SitemapItemLoose,
} from 'sitemap';
import type { Database } from '../../db/client.ts';

/** The sitemaps.org limit of URLs in one file (and of files in an index). */
export const SITEMAP_MAX_URLS = 50_000;

/** The public pages without data of their own, in the sitemap's order. */
export const INFO_PAGES = ['/', '/doctors', '/why-choose-us', '/news'] as const;

/** Rows read per query while streaming. */
export const SITEMAP_ROWS_PER_QUERY = 5_000;

/** The same doctors search lists (search/directory.ts, DIRECTORY_SQL). */
const LISTED = `u.role = 'doctor' and u.status = 'active' and p.verification_status = 'Verified'`;

// A search by location takes the part before the first comma, trimmed, and
// compares it with the clinic's city, case aside (search/service.ts): a city
// that is empty, has a comma or stray spaces could not be searched for, so it
// has no search page.
const PAIRS_FROM = `
  from users u
  join doctor_profiles p on p.user_id = u.id
  join lateral (select c.city from clinics c where c.doctor_id = u.id
                 order by c.created_at limit 1) c on true
  join doctor_specializations ds on ds.doctor_id = u.id
  join specializations s on s.id = ds.specialization_id
 where ${LISTED}
   and c.city <> '' and c.city = btrim(c.city) and strpos(c.city, ',') = 0`;

const DOCTORS_FROM = `
  from users u
  join doctor_profiles p on p.user_id = u.id
 where ${LISTED}
   and exists (select 1 from clinics c where c.doctor_id = u.id)`;

export interface SitemapCounts {
  searches: number;
  doctors: number;
  total: number;
}

export async function sitemapCounts(database: Database): Promise<SitemapCounts> {
  const [row] = await database.rows<{ searches: string | number; doctors: string | number }>(
    `select (select count(*) from (select 1 ${PAIRS_FROM} group by lower(c.city), s.name) x) as searches,
            (select count(*) ${DOCTORS_FROM}) as doctors`,
  );
  const searches = Number(row?.searches ?? 0);
  const doctors = Number(row?.doctors ?? 0);
  return { searches, doctors, total: INFO_PAGES.length + searches + doctors };
}

/** How many files the URLs take; more than one means /sitemap.xml is an index. */
export const fileCount = (total: number, perFile: number) =>
  Math.max(1, Math.ceil(total / perFile));

/**
 * The search page of a city and a speciality, as the web app links it
 * (apps/web/src/lib/search-link.ts, searchResultsHref): location first, both
 * encoded by URLSearchParams (a space is '+').
 */
export function searchPath(city: string, speciality: string): string {
  return `/search-results?${new URLSearchParams({ location: city, treatment: speciality })}`;
}

export const doctorPath = (userId: string) => `/doctors/${userId}`;

const isoOf = (v: unknown): string | undefined => {
  if (v == null) return undefined;
  const d = v instanceof Date ? v : new Date(String(v));
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
};

/** Searches from the `skip`-th on, by lower-cased city then speciality. */
async function* searches(
  database: Database,
  skip: number,
  rowsPerQuery: number,
): AsyncGenerator<string> {
  let after: [string, string] | null = null;
  for (;;) {
    const rows: { city_key: string; city: string; speciality: string }[] = await database.rows(
      // Of a city's spellings ('Mumbai', 'mumbai') the first in code order: capitals first.
      `select lower(c.city) as city_key, min(c.city collate "C") as city, s.name as speciality
       ${PAIRS_FROM} ${after ? 'and (lower(c.city), s.name) > ($2, $3)' : ''}
       group by lower(c.city), s.name
       order by lower(c.city), s.name
       limit $1 ${after ? '' : 'offset $2'}`,
      after ? [rowsPerQuery, ...after] : [rowsPerQuery, skip],
    );
    for (const r of rows) yield searchPath(r.city, r.speciality);
    if (rows.length < rowsPerQuery) return;
    const last = rows[rows.length - 1]!;
    after = [last.city_key, last.speciality];
  }
}

/** Listed doctors from the `skip`-th on, by id, with their profile's last change. */
async function* doctors(
  database: Database,
  skip: number,
  rowsPerQuery: number,
): AsyncGenerator<SitemapItemLoose> {
  let after: string | null = null;
  for (;;) {
    const rows: { id: string; updated_at: unknown }[] = await database.rows(
      `select u.id, p.updated_at ${DOCTORS_FROM} ${after ? 'and u.id > $2' : ''}
        order by u.id limit $1 ${after ? '' : 'offset $2'}`,
      after ? [rowsPerQuery, after] : [rowsPerQuery, skip],
    );
    for (const r of rows) {
      const lastmod = isoOf(r.updated_at);
      yield { url: doctorPath(r.id), ...(lastmod ? { lastmod } : {}) };
    }
    if (rows.length < rowsPerQuery) return;
    after = rows[rows.length - 1]!.id;
  }
}

/**
 * The URLs from position `start` of the sequence, at most `count` of them,
 * each as a path (with its lastmod where one is known). Where each kind
 * begins follows `counts`, so every file of one index cuts the sequence at
 * the same places even if a search or a doctor appears meanwhile.
 */
export async function* sitemapSlice(
  database: Database,
  counts: Pick<SitemapCounts, 'searches'>,
  start: number,
  count: number,
  rowsPerQuery = SITEMAP_ROWS_PER_QUERY,
): AsyncGenerator<SitemapItemLoose> {
  const end = start + count;
  const searchesEnd = INFO_PAGES.length + counts.searches;
  let at = start;
  for (; at < Math.min(end, INFO_PAGES.length); at++) yield { url: INFO_PAGES[at]! };
  if (at < Math.min(end, searchesEnd)) {
    for await (const path of searches(database, at - INFO_PAGES.length, rowsPerQuery)) {
      yield { url: path };
      if (++at >= Math.min(end, searchesEnd)) break;
    }
  }
  if (at >= end) return;
  // Fewer searches than counted (one went since): the doctors still begin at
  // their counted place.
  at = Math.max(at, searchesEnd);
  for await (const item of doctors(database, at - searchesEnd, rowsPerQuery)) {
    yield item;
    if (++at >= end) break;
  }
}

/** sitemaps.org: a URL under 2,048 characters. */
const MAX_URL_LENGTH = 2_047;
const URLSET_NAMESPACES = { news: false, xhtml: false, image: false, video: false };

/**
 * A <urlset> of `items`, their paths made absolute with `origin`; null when
 * there are none. The first item is read before answering, so a database that
 * fails fails the request instead of the middle of the file.
 */
export async function urlsetStream(
  items: AsyncGenerator<SitemapItemLoose>,
  origin: string,
): Promise<Readable | null> {
  const first = await items.next();
  if (first.done) return null;
  async function* absolute(): AsyncGenerator<SitemapItemLoose> {
    try {
      for (let item: SitemapItemLoose | undefined = first.value; item;) {
        const url = origin + item.url;
        if (url.length <= MAX_URL_LENGTH) yield { ...item, url };
        const next = await items.next();
        item = next.done ? undefined : next.value;
      }
    } finally {
      // Stopped early (the client went away): no more reads.
      await items.return(undefined);
    }
  }
  const source = Readable.from(absolute());
  const xml = new SitemapStream({ xmlns: URLSET_NAMESPACES, level: ErrorLevel.THROW });
  source.on('error', (err) => xml.destroy(err));
  // A client that goes away stops the reads.
  xml.on('close', () => source.destroy());
  return source.pipe(xml);
}

/** A <sitemapindex> of /sitemaps/1.xml to /sitemaps/<files>.xml. */
export function indexStream(origin: string, files: number): Readable {
  const index = new SitemapIndexStream({ level: ErrorLevel.THROW });
  const source = Readable.from(
    (function* (): Generator<IndexItem> {
      for (let n = 1; n <= files; n++) yield { url: `${origin}${sitemapFilePath(n)}` };
    })(),
  );
  return source.pipe(index);
}

export const sitemapFilePath = (n: number) => `/sitemaps/${n}.xml`;
