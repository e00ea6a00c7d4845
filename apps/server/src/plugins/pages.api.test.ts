// The public pages rendered on the server (docs/decisions/030), with the real
// build of the web app: its browser files and its server bundle. The build is
// made here when it is missing or out of date (the same stamped build as
// `npm start`, so a later start or end-to-end run does not build again).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctorProfiles, users } from '../db/schema.ts';
import { makeListedDoctor } from '../../test/factories.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const webDist = path.join(root, 'apps/web/dist');
const ORIGIN = 'https://clinic.example';

function ensureWebBuild() {
  const res = spawnSync(process.execPath, [path.join(root, 'scripts/start.mjs'), '--build-only'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (res.status !== 0) throw new Error(`the web build failed (exit ${res.status})`);
}

let t: TestContext;
const get = (url: string) => t.app.inject({ method: 'GET', url });

/** The elements of `html` with this tag, each with its attributes and text. */
function elements(html: string, tag: string) {
  return [...html.matchAll(new RegExp(`<${tag}(\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'g'))].map(
    (m) => ({ attributes: m[1] ?? '', text: m[2] ?? '' }),
  );
}
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
/** An attribute's value as the browser reads it. */
const attribute = (html: string, selector: RegExp) =>
  selector
    .exec(html)?.[1]
    ?.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name]!);
const title = (html: string) => elements(html, 'title')[0]?.text;
const description = (html: string) => attribute(html, /<meta name="description" content="([^"]*)"/);
const canonical = (html: string) => attribute(html, /<link rel="canonical" href="([^"]*)"/);
const og = (html: string, property: string) =>
  attribute(html, new RegExp(`<meta property="og:${property}" content="([^"]*)"`));
/** The page's data block, parsed as the browser parses it. */
const serverData = (html: string) => {
  const block = elements(html, 'script').find((s) => s.attributes.includes('id="server-data"'));
  return block ? (JSON.parse(block.text) as { api: { queries: Record<string, unknown> } }) : null;
};
const jsonLd = (html: string) => {
  const block = elements(html, 'script').find((s) =>
    s.attributes.includes('type="application/ld+json"'),
  );
  return block ? (JSON.parse(block.text) as Record<string, unknown>) : null;
};
/**
 * The page's fold (apps/web/src/app/ssr/fold.tsx): one stylesheet link, after the
 * element with id `firstId` and before `rest`; the head's styles are the rules of
 * the HTML before it (no rule only the rest uses), the linked file the whole stylesheet.
 */
async function expectFold(html: string, firstId: string, rest: string) {
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]);
  expect(links).toEqual([
    expect.stringMatching(/^<link rel="stylesheet" href="\/assets\/[\w-]+\.css" data-fold=""\/>$/),
  ]);
  const fold = html.indexOf(links[0]!);
  expect(html.indexOf(`id="${firstId}"`)).toBeGreaterThan(html.indexOf('</head>'));
  expect(html.indexOf(`id="${firstId}"`)).toBeLessThan(fold);
  expect(html.indexOf(rest, fold)).toBeGreaterThan(fold);
  expect(html.indexOf(rest)).toBeGreaterThan(fold);
  const [style, ...more] = elements(html, 'style');
  expect(more).toEqual([]);
  expect(style?.text).toContain('@font-face');
  const sheet = await get(/href="([^"]+)"/.exec(links[0]!)![1]!);
  expect(sheet.statusCode).toBe(200);
  expect(sheet.headers['content-type']).toMatch(/^text\/css/);
  // Every rule of the head is the stylesheet's; the stylesheet has more.
  expect(sheet.body.length).toBeGreaterThan(style!.text.length);
  expect(style!.text).toContain('.text-slate-900{');
  expect(sheet.body).toContain('.text-slate-900{');
  const onlyBelow = /\.render-when-near\{/;
  expect(style!.text).not.toMatch(onlyBelow);
  expect(sheet.body).toMatch(onlyBelow);
}
/** The text of the rendered app, tags left out. */
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'));

let derma: Awaited<ReturnType<typeof makeListedDoctor>>;
let dentist: Awaited<ReturnType<typeof makeListedDoctor>>;
let newcomer: Awaited<ReturnType<typeof makeListedDoctor>>;
let hostile: Awaited<ReturnType<typeof makeListedDoctor>>;
const XSS_NAME = 'Dr. <img src=x onerror=alert(1)> </script><script>alert(2)</script>';
const XSS_BIO = 'Hi <!-- <script>alert(3)</script> --> & "quotes" \u2028 </SCRIPT>';

beforeAll(async () => {
  ensureWebBuild();
  t = await startTestApp({ webDist, env: { PUBLIC_URL: `${ORIGIN}/` } });
  derma = await makeListedDoctor(t.database.db, {
    name: 'Dr. Meera Iyer',
    city: 'Pune',
    specializations: ['Dermatologist'],
    offlineFeePaise: 110000,
    onlineFeePaise: 70000,
    ratingAvg: 4.6,
    ratingCount: 12,
  });
  // Sixteen more in Pune: two pages of fifteen.
  for (let i = 0; i < 16; i++) {
    await makeListedDoctor(t.database.db, {
      name: `Dr. Skin ${String(i).padStart(2, '0')}`,
      city: 'Pune',
      specializations: ['Dermatologist'],
      ratingAvg: 4,
      ratingCount: 1,
    });
  }
  dentist = await makeListedDoctor(t.database.db, {
    name: 'Dr. Tooth',
    city: 'Mumbai',
    specializations: ['Dentist'],
  });
  newcomer = await makeListedDoctor(t.database.db, {
    name: 'Dr. New',
    city: 'Nagpur',
    specializations: ['Cardiologist'],
    ratingAvg: 0,
    ratingCount: 0,
  });
  hostile = await makeListedDoctor(t.database.db, { name: XSS_NAME, city: 'Goa' });
  await t.database.db
    .update(doctorProfiles)
    .set({ bio: XSS_BIO })
    .where(eq(doctorProfiles.userId, hostile.user.id));
  await t.app.changes.caughtUp();
}, 300_000);
afterAll(async () => t?.close());

describe('server-rendered public pages', () => {
  it('renders the landing page with its content and head, as islands, and no inline script', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toMatch(/^<!doctype html>[\s\S]*?<html lang="en"[\s>]/);
    expect(rootOf(res.body)).toContain('Your Digital Clinic Starts Here');
    expect(title(res.body)).toBe('Digital Clinic – Find doctors and book appointments');
    expect(elements(res.body, 'title')).toHaveLength(1);
    expect(description(res.body)).toMatch(/^Find verified doctors by city and speciality/);
    expect(canonical(res.body)).toBe(`${ORIGIN}/`);
    expect(og(res.body, 'title')).toBe(title(res.body));
    expect(og(res.body, 'url')).toBe(`${ORIGIN}/`);
    expect(og(res.body, 'type')).toBe('website');
    // Hydrated as islands (apps/web/src/app/islands): the small islands entry, started
    // after the paint, with the texts it was rendered with, no store data, and the rest
    // of the page as HTML.
    expect(serverData(res.body)).toBeNull();
    expect(res.body).toMatch(
      /<script type="module" crossorigin src="\/assets\/start-after-paint-[\w-]+\.js" data-start="\/assets\/islands-[\w-]+\.js"/,
    );
    expect(res.body).not.toMatch(/src="\/assets\/index-[\w-]+\.js"/);
    expect(res.body).toContain('<script type="application/json" id="page-texts">');
    expect([...res.body.matchAll(/data-island="([\w-]+)"/g)].map((m) => m[1])).toEqual([
      'navbar',
      'search-form',
      'quick-registration',
      'language-switch',
    ]);
    // The first screen paints from the page's own bytes: the head has the rules of the
    // HTML before the fold; the built stylesheet is linked at the fold, after the hero.
    await expectFold(res.body, 'hero-heading', 'class="render-when-near');
    // The shell's notice is for pages rendered in the browser only.
    expect(res.body).not.toContain('This site needs JavaScript');
    // Every script is a file or a data block: the Content-Security-Policy holds.
    for (const script of elements(res.body, 'script')) {
      expect(script.attributes).toMatch(/\ssrc="\/assets\/|type="application\/(json|ld\+json)"/);
    }
    const csp = String(res.headers['content-security-policy']).split(';');
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("script-src-attr 'none'");
  });

  it("renders in the visitor's language: the lang cookie, else Accept-Language, kept per language", async () => {
    const english = await get('/');
    expect(english.headers.vary).toMatch(/Cookie, Accept-Language/);
    const byHeader = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-language': 'en-GB,hi;q=0.8' },
    });
    expect(byHeader.body).toMatch(/<html lang="hi" data-i18n-ns="common[^"]*"/);
    expect(rootOf(byHeader.body)).toContain('>डॉक्टर</a>');
    expect(byHeader.headers.vary).toMatch(/Cookie, Accept-Language/);
    // The cookie wins over the header; the kept English landing is not served to a Hindi visitor.
    const byCookie = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: 'theme=x; lang=en', 'accept-language': 'hi-IN' },
    });
    expect(byCookie.body).toMatch(/<html lang="en"/);
    const hindiAgain = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: 'lang=hi' },
    });
    expect(hindiAgain.body).toMatch(/<html lang="hi"/);
    expect(english.body).not.toContain('डॉक्टर');
  });

  it('renders the info pages with their own titles and canonical links', async () => {
    for (const [url, heading, pageTitle] of [
      ['/doctors', 'Find the right doctor by speciality or city', 'Doctors by speciality and city'],
      ['/why-choose-us', 'Care that starts with trust', 'Why Choose Us?'],
      ['/news', 'Health news and guides', 'Health news and guides'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(rootOf(res.body)).toContain(heading);
      expect(title(res.body)).toBe(`${pageTitle} | Digital Clinic`);
      expect(canonical(res.body)).toBe(`${ORIGIN}${url}`);
      expect(description(res.body)?.length).toBeGreaterThan(50);
    }
    // The directory's specialities come with the page.
    expect(rootOf((await get('/doctors')).body)).toContain('Dermatologist');
  });

  it('answers an unknown address with the not-found page and status 404', async () => {
    const res = await get('/no/such/page?x=1');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(rootOf(res.body)).toContain('Page Not Found');
    expect(title(res.body)).toBe('Page Not Found | Digital Clinic');
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(canonical(res.body)).toBeUndefined();
  });

  it('answers the portal, admin, booking and sign-in screens with the client shell', async () => {
    for (const url of ['/dashboard', '/admin', '/login', '/sign-up', '/booking-confirmation']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).toContain('This site needs JavaScript');
      expect(serverData(res.body), url).toBeNull();
      // The shell links its stylesheet, which the browser caches.
      expect(res.body, url).toMatch(
        /<link rel="stylesheet" crossorigin href="\/assets\/index-[\w-]+\.css">/,
      );
    }
    // The server bundle and the manifest in the build's folder are not served.
    for (const url of ['/.ssr/entry-server.js', '/.vite/manifest.json']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
    }
    // The API's own not-found stays JSON.
    expect((await get('/api/nothing-here')).json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers HEAD as GET, without a body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/no/such/page' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toBe('');
  });

  it('renders the search results with the speciality and city in the title, and page links', async () => {
    const res = await get(
      '/search-results?location=Pune%2C%20Maharashtra&treatment=Dermatologist&sort=fee-desc',
    );
    expect(res.statusCode).toBe(200);
    expect(title(res.body)).toBe('Dermatologists in Pune – book a visit | Digital Clinic');
    expect(description(res.body)).toMatch(/^17 verified Dermatologists in Pune\. /);
    // Without sort, filters, the state of the location or page 1: one address per search.
    expect(canonical(res.body)).toBe(
      `${ORIGIN}/search-results?location=Pune&treatment=Dermatologist`,
    );
    const html = rootOf(res.body);
    expect(html).toContain('17 doctors available');
    // The first page's fifteen, dearest first, each linking to its page.
    expect(html.match(/<article /g)).toHaveLength(15);
    expect(html).toContain(`href="/doctors/${derma.user.id}"`);
    // The next page is a real link, with the search's filters.
    expect(html).toContain(
      'href="/search-results?location=Pune%2C+Maharashtra&amp;treatment=Dermatologist&amp;sort=fee-desc&amp;page=2"',
    );
    expect(html).toContain('Booking needs JavaScript');
    // The search and its heading first; the cards after the fold.
    await expectFold(res.body, 'results-heading', '<article ');
    // The data block carries what the cards show: the browser asks for nothing again.
    const queries = Object.keys(serverData(res.body)!.api.queries);
    expect(queries).toEqual([expect.stringMatching(/^searchDoctors\(/)]);

    const second = await get(
      '/search-results?location=Pune%2C%20Maharashtra&treatment=Dermatologist&sort=fee-desc&page=2',
    );
    expect(second.statusCode).toBe(200);
    expect(title(second.body)).toBe(
      'Dermatologists in Pune, page 2 – book a visit | Digital Clinic',
    );
    expect(canonical(second.body)).toBe(
      `${ORIGIN}/search-results?location=Pune&treatment=Dermatologist&page=2`,
    );
    expect(rootOf(second.body).match(/<article /g)).toHaveLength(2);
    expect(rootOf(second.body)).toContain('rel="prev"');
  });

  it('keeps a rendered search page until a change to a doctor on it arrives', async () => {
    const url = '/search-results?location=Nagpur';
    const first = await get(url);
    expect(rootOf(first.body)).toContain('Dr. New');
    // The same HTML, data block and all: not rendered again.
    expect((await get(url)).body).toBe(first.body);
    await t.database.db
      .update(users)
      .set({ name: 'Dr. Newly Renamed' })
      .where(eq(users.id, newcomer.user.id));
    await t.app.changes.caughtUp();
    const after = rootOf((await get(url)).body);
    expect(after).toContain('Dr. Newly Renamed');
    expect(after).not.toContain('Dr. New<');
  });

  it('renders a page once for visits that arrive together, and sends it compressed from the first visit', async () => {
    const url = '/search-results?location=Pune&treatment=Dermatologist&sort=rating';
    const visits = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } }),
      ),
    );
    // Brotli already for the visits that waited for the render, not only once kept.
    expect(visits.map((visit) => visit.headers['content-encoding'])).toEqual(
      visits.map(() => 'br'),
    );
    const bodies = visits.map((visit) => brotliDecompressSync(visit.rawPayload).toString());
    // Every visit gets the same page, data block and all (the one render they waited for).
    expect(new Set(bodies).size).toBe(1);
    expect(rootOf(bodies[0]!)).toContain('Dr. Meera Iyer');
    // The kept page's brotli and gzip bodies are made once, then sent as they are.
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bodies[0]);
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(bodies[0]);
    expect(gz.headers.vary).toMatch(/Accept-Encoding/);
    // No Accept-Encoding: plain HTML.
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bodies[0]);
  });

  it("renders a doctor's page with its data, head and schema.org JSON-LD", async () => {
    const res = await get(`/doctors/${derma.user.id}`);
    expect(res.statusCode).toBe(200);
    const html = rootOf(res.body);
    expect(html).toContain('Dr. Meera Iyer');
    expect(html).toContain('₹1,100');
    expect(html).toContain('Booking needs JavaScript');
    // The slots and the stories come with the page.
    expect(html).toContain('Available slots for Dr. Meera Iyer');
    expect(html).not.toContain('Loading available slots');
    expect(html).not.toContain('Loading stories');
    expect(title(res.body)).toBe('Dr. Meera Iyer, Dermatologist in Pune | Digital Clinic');
    expect(canonical(res.body)).toBe(`${ORIGIN}/doctors/${derma.user.id}`);
    expect(og(res.body, 'type')).toBe('profile');
    expect(jsonLd(res.body)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Physician',
      name: 'Dr. Meera Iyer',
      url: `${ORIGIN}/doctors/${derma.user.id}`,
      medicalSpecialty: ['Dermatology'],
      address: { '@type': 'PostalAddress', streetAddress: '12 MG Road', addressLocality: 'Pune' },
      makesOffer: [
        { '@type': 'Offer', name: 'Clinic visit', price: 1100, priceCurrency: 'INR' },
        { '@type': 'Offer', name: 'Video consultation', price: 700, priceCurrency: 'INR' },
      ],
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.6, reviewCount: 12 },
    });
    const queries = Object.keys(serverData(res.body)!.api.queries).sort();
    expect(queries.map((q) => q.split('(')[0])).toEqual([
      'getDoctorSlots',
      'getDoctorStories',
      'getPublicDoctor',
    ]);

    // A dentist's practice is a Dentist; no rating without reviews.
    expect(jsonLd((await get(`/doctors/${dentist.user.id}`)).body)).toMatchObject({
      '@type': 'Dentist',
      medicalSpecialty: ['Dentistry'],
    });
    const fresh = jsonLd((await get(`/doctors/${newcomer.user.id}`)).body)!;
    expect(fresh['@type']).toBe('Physician');
    expect(fresh).not.toHaveProperty('aggregateRating');
  });

  it("answers the API's status for a doctor not listed: 404 unknown or unverified, 410 deactivated", async () => {
    const unverified = await makeListedDoctor(t.database.db, { verified: false });
    const gone = await makeListedDoctor(t.database.db);
    await t.database.db
      .update(users)
      .set({ status: 'deactivated' })
      .where(eq(users.id, gone.user.id));
    await t.app.changes.caughtUp();
    for (const [id, status] of [
      ['00000000-0000-4000-8000-000000000000', 404],
      ['not-an-id', 404],
      [unverified.user.id, 404],
      [gone.user.id, 410],
    ] as const) {
      const res = await get(`/doctors/${id}`);
      expect(res.statusCode, id).toBe(status);
      expect(rootOf(res.body), id).toContain('Doctor not found');
      expect(res.body, id).toContain('<meta name="robots" content="noindex" />');
      expect(jsonLd(res.body), id).toBeNull();
    }
  });

  it('keeps user text inert in the HTML, the data block and the JSON-LD', async () => {
    for (const url of [`/doctors/${hostile.user.id}`, '/search-results?location=Goa']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      // No element the payloads try to make exists: only the page's own scripts.
      expect(res.body).not.toMatch(/<img src=x/i);
      expect(res.body).not.toMatch(/<script>alert/i);
      expect(res.body).not.toContain('<!-- <script');
      expect(elements(res.body, 'script').every((s) => !s.text.includes('</'))).toBe(true);
      // Escaped as text, and read back whole from the data block.
      expect(rootOf(res.body)).toContain('Dr. &lt;img src=x onerror=alert(1)&gt;');
      expect(JSON.stringify(serverData(res.body))).toContain(JSON.stringify(XSS_NAME).slice(1, -1));
    }
    const page = (await get(`/doctors/${hostile.user.id}`)).body;
    expect(jsonLd(page)).toMatchObject({ name: XSS_NAME, description: XSS_BIO });
    expect(title(page)).toContain('Dr. &lt;img src=x onerror=alert(1)&gt; &lt;/script&gt;');
  });
});

describe('a render that fails', () => {
  let broken: TestContext;
  let ssrDist: string;

  beforeAll(async () => {
    // A server bundle whose render throws, beside the real browser build.
    ssrDist = mkdtempSync(path.join(os.tmpdir(), 'clinic-ssr-'));
    mkdirSync(ssrDist, { recursive: true });
    writeFileSync(
      path.join(ssrDist, 'entry-server.js'),
      `export function createRenderer() {
        return { async render() { throw new Error('render exploded'); } };
      }`,
    );
    broken = await startTestApp({ webDist, ssrDist });
  });
  afterAll(async () => {
    await broken?.close();
    rmSync(ssrDist, { recursive: true, force: true });
  });

  it('answers the client shell with status 200, never an error page', async () => {
    for (const url of ['/', '/no/such/page', `/doctors/${derma.user.id}`]) {
      const res = await broken.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root"></div>');
    }
  });
});

describe('a render under way', () => {
  let slow: TestContext;
  let ssrDist: string;
  let release: string;
  let started: string;

  beforeAll(async () => {
    // A server bundle whose render holds its thread until the test lets it go,
    // then shows an answer of the API it asked for through the page's fetch.
    ssrDist = mkdtempSync(path.join(os.tmpdir(), 'clinic-ssr-'));
    release = path.join(ssrDist, 'release');
    started = path.join(ssrDist, 'started');
    writeFileSync(
      path.join(ssrDist, 'entry-server.js'),
      `import { existsSync, writeFileSync } from 'node:fs';
      export function createRenderer() {
        return {
          async render({ fetch }) {
            writeFileSync(${JSON.stringify(started)}, '');
            // Bounded, so that a render on the event loop fails the test, not hangs it.
            const until = Date.now() + 10000;
            while (!existsSync(${JSON.stringify(release)}) && Date.now() < until) {}
            const released = existsSync(${JSON.stringify(release)});
            const res = await fetch(new Request('http://render.invalid/api/healthz'));
            const { status } = await res.json();
            return { kind: 'page', status: 200, fixed: false,
              html: '<!doctype html><html><body><div id="root">health ' + status + (released ? ', released' : ', timed out') + '</div></body></html>' };
          },
        };
      }`,
    );
    slow = await startTestApp({ webDist, ssrDist });
  });
  afterAll(async () => {
    await slow?.close();
    rmSync(ssrDist, { recursive: true, force: true });
  });

  it('holds up no other answer: pages render off the event loop', async () => {
    const page = slow.app.inject({ method: 'GET', url: '/' });
    // On the event loop, this wait and the answer below would wait the render out,
    // and the render would end without being let go.
    while (!existsSync(started)) await new Promise((resolve) => setTimeout(resolve, 10));
    const health = await slow.app.inject({ method: 'GET', url: '/api/healthz' });
    expect(health.statusCode).toBe(200);
    writeFileSync(release, '');
    const res = await page;
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">health ok, released</div>');
  });
});
