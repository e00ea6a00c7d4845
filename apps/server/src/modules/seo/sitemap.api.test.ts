import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  ErrorLevel,
  XMLToSitemapIndexStream,
  XMLToSitemapItemStream,
  type IndexItem,
  type SitemapItem,
} from 'sitemap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinics, doctorProfiles, users } from '../../db/schema.ts';
import { startTestApp, type TestContext } from '../../../test/harness.ts';
import { makeListedDoctor } from '../../../test/factories.ts';
import { expectError } from '../../../test/expect-error.ts';
import { seoRoutes } from './routes.ts';

// The origin of an injected request (Host: localhost), as the review links make it.
const ORIGIN = 'http://localhost';

let t: TestContext;
let dentist: Awaited<ReturnType<typeof makeListedDoctor>>;
let skin: Awaited<ReturnType<typeof makeListedDoctor>>;
let skinToo: Awaited<ReturnType<typeof makeListedDoctor>>;
let unverified: Awaited<ReturnType<typeof makeListedDoctor>>;
let deactivated: Awaited<ReturnType<typeof makeListedDoctor>>;
let noClinic: Awaited<ReturnType<typeof makeListedDoctor>>;
let commaCity: Awaited<ReturnType<typeof makeListedDoctor>>;

async function parseWith<T>(xml: string, parser: NodeJS.ReadWriteStream): Promise<T[]> {
  const items: T[] = [];
  await pipeline(
    Readable.from([xml]),
    parser,
    new Writable({
      objectMode: true,
      write(item: T, _encoding, done) {
        items.push(item);
        done();
      },
    }),
  );
  return items;
}

/** The <loc>s of a <urlset>, parsed strictly (a malformed file throws). */
async function parseUrlset(xml: string): Promise<SitemapItem[]> {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?><urlset ')).toBe(true);
  expect(xml.endsWith('</urlset>')).toBe(true);
  return parseWith<SitemapItem>(
    xml,
    new XMLToSitemapItemStream({ level: ErrorLevel.THROW, logger: false }),
  );
}

async function parseIndex(xml: string): Promise<IndexItem[]> {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?><sitemapindex ')).toBe(true);
  expect(xml.endsWith('</sitemapindex>')).toBe(true);
  return parseWith<IndexItem>(
    xml,
    new XMLToSitemapIndexStream({ level: ErrorLevel.THROW, logger: false }),
  );
}

const get = (app: FastifyInstance, url: string, method: 'GET' | 'HEAD' = 'GET') =>
  app.inject({ method, url });

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  dentist = await makeListedDoctor(db, {
    name: 'Dr. Sitemap Dentist',
    city: 'New Delhi',
    specializations: ['Dentist', 'Skin & Hair <Care>'],
  });
  // Two spellings of one city are one search (search compares cities case aside).
  skin = await makeListedDoctor(db, { city: 'Mumbai', specializations: ['Dermatologist'] });
  skinToo = await makeListedDoctor(db, { city: 'mumbai', specializations: ['Dermatologist'] });
  unverified = await makeListedDoctor(db, {
    verified: false,
    city: 'Nagpur',
    specializations: ['Cardiologist'],
  });
  deactivated = await makeListedDoctor(db, { city: 'Surat', specializations: ['Neurologist'] });
  await db.update(users).set({ status: 'deactivated' }).where(eq(users.id, deactivated.user.id));
  // Verified and active but with no clinic: search does not list him either.
  noClinic = await makeListedDoctor(db, { city: 'Jaipur', specializations: ['Urologist'] });
  await db.delete(clinics).where(eq(clinics.doctorId, noClinic.user.id));
  // Listed, but in a city no search by location can match (the location's
  // city is the part before a comma): his page, not a search.
  commaCity = await makeListedDoctor(db, {
    city: 'Kochi, Kerala',
    specializations: ['Orthopedist'],
  });
  await db
    .update(doctorProfiles)
    .set({ updatedAt: new Date('2026-02-01T08:00:00.000Z') })
    .where(eq(doctorProfiles.userId, dentist.user.id));
  await t.app.changes.caughtUp();
});
afterAll(async () => t?.close());

describe('GET /sitemap.xml', () => {
  it('lists the landing, the info pages, each city and speciality with doctors, and listed doctors', async () => {
    const res = await get(t.app, '/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const urls = (await parseUrlset(res.body)).map((i) => i.url);

    expect(urls.slice(0, 4)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/doctors`,
      `${ORIGIN}/why-choose-us`,
      `${ORIGIN}/news`,
    ]);
    // The links the web app makes (searchResultsHref: URLSearchParams, location first).
    expect(urls).toContain(`${ORIGIN}/search-results?location=New+Delhi&treatment=Dentist`);
    expect(urls).toContain(
      `${ORIGIN}/search-results?location=New+Delhi&treatment=Skin+%26+Hair+%3CCare%3E`,
    );
    const mumbai = urls.filter((u) => /location=mumbai&/i.test(u));
    expect(mumbai).toEqual([`${ORIGIN}/search-results?location=Mumbai&treatment=Dermatologist`]);
    for (const d of [dentist, skin, skinToo, commaCity])
      expect(urls).toContain(`${ORIGIN}/doctors/${d.user.id}`);

    // Never an unverified, deactivated or unlisted doctor, nor a search without doctors.
    for (const d of [unverified, deactivated, noClinic])
      expect(urls.some((u) => u.includes(d.user.id))).toBe(false);
    for (const city of ['Nagpur', 'Surat', 'Jaipur', 'Kochi'])
      expect(urls.some((u) => u.includes(`location=${city}`))).toBe(false);
    for (const spec of ['Cardiologist', 'Neurologist', 'Urologist', 'Orthopedist'])
      expect(urls.some((u) => u.includes(`treatment=${spec}`))).toBe(false);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('lists exactly the doctors search lists', async () => {
    const urls = (await parseUrlset((await get(t.app, '/sitemap.xml')).body)).map((i) => i.url);
    const doctorIds = urls
      .filter((u) => u.startsWith(`${ORIGIN}/doctors/`))
      .map((u) => u.slice(`${ORIGIN}/doctors/`.length));
    const listed = (await t.app.directory.all()).map((d) => d.userId);
    expect([...doctorIds].sort()).toEqual([...listed].sort());
    // Doctors in id order, after every search.
    expect(doctorIds).toEqual([...doctorIds].sort());
    const firstDoctor = urls.findIndex((u) => u.startsWith(`${ORIGIN}/doctors/`));
    expect(urls.slice(firstDoctor).every((u) => u.startsWith(`${ORIGIN}/doctors/`))).toBe(true);
  });

  it("escapes the XML and carries the profile's last change as lastmod", async () => {
    const res = await get(t.app, '/sitemap.xml');
    expect(res.body).toContain(
      `<loc>${ORIGIN}/search-results?location=New+Delhi&amp;treatment=Dentist</loc>`,
    );
    expect(res.body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    const items = await parseUrlset(res.body);
    const page = items.find((i) => i.url === `${ORIGIN}/doctors/${dentist.user.id}`);
    expect(page?.lastmod).toBe('2026-02-01T08:00:00.000Z');
    // No invented dates: the info pages and searches have none.
    for (const i of items.filter((i) => !i.url.includes('/doctors/')))
      expect(i.lastmod).toBeUndefined();
  });

  it('follows a doctor deactivated or verified since, on the next read', async () => {
    await t.database.db
      .update(users)
      .set({ status: 'deactivated' })
      .where(eq(users.id, skinToo.user.id));
    await t.database.db
      .update(doctorProfiles)
      .set({ verificationStatus: 'Verified' })
      .where(eq(doctorProfiles.userId, unverified.user.id));
    await t.app.changes.caughtUp();
    try {
      const urls = (await parseUrlset((await get(t.app, '/sitemap.xml')).body)).map((i) => i.url);
      expect(urls).not.toContain(`${ORIGIN}/doctors/${skinToo.user.id}`);
      // Mumbai keeps its search: another doctor there is still listed.
      expect(urls).toContain(`${ORIGIN}/search-results?location=Mumbai&treatment=Dermatologist`);
      expect(urls).toContain(`${ORIGIN}/doctors/${unverified.user.id}`);
      expect(urls).toContain(`${ORIGIN}/search-results?location=Nagpur&treatment=Cardiologist`);
    } finally {
      await t.database.db
        .update(users)
        .set({ status: 'active' })
        .where(eq(users.id, skinToo.user.id));
      await t.database.db
        .update(doctorProfiles)
        .set({ verificationStatus: 'Pending' })
        .where(eq(doctorProfiles.userId, unverified.user.id));
      await t.app.changes.caughtUp();
    }
  });

  it('uses PUBLIC_URL for its URLs when set', async () => {
    const other = await startTestApp({ env: { PUBLIC_URL: 'https://clinic.example/' } });
    try {
      await makeListedDoctor(other.database.db, { city: 'Pune' });
      const urls = (await parseUrlset((await get(other.app, '/sitemap.xml')).body)).map(
        (i) => i.url,
      );
      expect(urls[0]).toBe('https://clinic.example/');
      expect(urls.every((u) => u.startsWith('https://clinic.example/'))).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('answers HEAD with the headers only, and 404 for a file that is not there', async () => {
    const head = await get(t.app, '/sitemap.xml', 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(head.body).toBe('');
    // One file: /sitemaps/1.xml is the same list; there is no second.
    const one = await get(t.app, '/sitemaps/1.xml');
    expect(one.statusCode).toBe(200);
    expect(await parseUrlset(one.body)).toEqual(
      await parseUrlset((await get(t.app, '/sitemap.xml')).body),
    );
    for (const url of [
      '/sitemaps/2.xml',
      '/sitemaps/0.xml',
      '/sitemaps/01.xml',
      '/sitemaps/x.xml',
      '/sitemaps/1.txt',
    ]) {
      const res = await get(t.app, url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});

describe('past the URLs one file may hold', () => {
  const PER_FILE = 3;
  let small: FastifyInstance;

  beforeAll(async () => {
    // The same routes with a limit of 3 URLs a file and 2 rows a query, on the same database.
    small = Fastify();
    small.decorate('deps', t.app.deps);
    small.decorate('changes', t.app.changes);
    await small.register(seoRoutes, { urlsPerFile: PER_FILE, rowsPerQuery: 2 });
    await small.ready();
  });
  afterAll(async () => small?.close());

  it('/sitemap.xml is an index of files that together list every URL once, in order', async () => {
    const whole = (await parseUrlset((await get(t.app, '/sitemap.xml')).body)).map((i) => i.url);
    expect(whole.length).toBeGreaterThan(2 * PER_FILE);

    const res = await get(small, '/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const files = (await parseIndex(res.body)).map((i) => i.url);
    expect(files).toEqual(
      Array.from(
        { length: Math.ceil(whole.length / PER_FILE) },
        (_, i) => `${ORIGIN}/sitemaps/${i + 1}.xml`,
      ),
    );

    const parts: string[] = [];
    for (const file of files) {
      const part = await get(small, file.slice(ORIGIN.length));
      expect(part.statusCode).toBe(200);
      const urls = (await parseUrlset(part.body)).map((i) => i.url);
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(PER_FILE);
      parts.push(...urls);
    }
    expect(parts).toEqual(whole);
    expect((await get(small, `/sitemaps/${files.length + 1}.xml`)).statusCode).toBe(404);
  });

  it('takes in a doctor listed since: the files are cut anew', async () => {
    // The counts that place the cuts are known (cached) before the change.
    await parseIndex((await get(small, '/sitemap.xml')).body);
    const before = (await parseUrlset((await get(t.app, '/sitemap.xml')).body)).length;
    const added = await makeListedDoctor(t.database.db, {
      city: 'Zirakpur',
      specializations: ['Dentist'],
    });
    await t.app.changes.caughtUp();
    try {
      const files = (await parseIndex((await get(small, '/sitemap.xml')).body)).map((i) => i.url);
      const urls: string[] = [];
      for (const file of files)
        urls.push(
          ...(await parseUrlset((await get(small, file.slice(ORIGIN.length))).body)).map(
            (i) => i.url,
          ),
        );
      expect(urls).toContain(`${ORIGIN}/doctors/${added.user.id}`);
      expect(urls).toContain(`${ORIGIN}/search-results?location=Zirakpur&treatment=Dentist`);
      expect(urls.length).toBe(before + 2);
      expect(files.length).toBe(Math.ceil(urls.length / PER_FILE));
      expect(urls).toEqual(
        (await parseUrlset((await get(t.app, '/sitemap.xml')).body)).map((i) => i.url),
      );
    } finally {
      await t.database.db
        .update(users)
        .set({ status: 'deactivated' })
        .where(eq(users.id, added.user.id));
      await t.app.changes.caughtUp();
    }
  });

  it('is one file again once the URLs fit', async () => {
    const roomy = Fastify();
    roomy.decorate('deps', t.app.deps);
    roomy.decorate('changes', t.app.changes);
    await roomy.register(seoRoutes, { urlsPerFile: 50_000, rowsPerQuery: 1 });
    try {
      const urls = (await parseUrlset((await get(roomy, '/sitemap.xml')).body)).map((i) => i.url);
      expect(urls).toEqual(
        (await parseUrlset((await get(t.app, '/sitemap.xml')).body)).map((i) => i.url),
      );
    } finally {
      await roomy.close();
    }
  });

  it('refuses a limit above the 50,000 of sitemaps.org', async () => {
    const wrong = Fastify();
    wrong.decorate('deps', t.app.deps);
    wrong.decorate('changes', t.app.changes);
    await expect(wrong.register(seoRoutes, { urlsPerFile: 50_001 })).rejects.toThrow(/urlsPerFile/);
    await wrong.close().catch(() => {});
  });
});

describe('failing and limits', () => {
  it('cuts the answer when the database fails mid-file, never ending a shorter file', async () => {
    let reads = 0;
    const failing = {
      ...t.database,
      // The counts, the pages, the first searches; then the database goes away.
      rows: async <T>(text: string, params?: unknown[]): Promise<T[]> => {
        if (++reads === 4) throw new Error('connection lost');
        return t.database.rows<T>(text, params);
      },
    };
    const app = Fastify();
    app.decorate('deps', { ...t.app.deps, database: failing });
    app.decorate('changes', t.app.changes);
    await app.register(seoRoutes, { rowsPerQuery: 1 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as { port: number };
      const res = await fetch(`http://127.0.0.1:${port}/sitemap.xml`);
      expect(res.status).toBe(200);
      await expect(res.text()).rejects.toThrow();
      expect(reads).toBe(4);
    } finally {
      await app.close();
    }
  });

  it('answers a client at most 30 times a minute', async () => {
    const limited = await startTestApp({ env: { RATE_LIMITS: 'on' } });
    try {
      for (let i = 0; i < 30; i++)
        expect((await get(limited.app, '/sitemap.xml')).statusCode).toBe(200);
      expectError(await get(limited.app, '/sitemap.xml'), 'RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
