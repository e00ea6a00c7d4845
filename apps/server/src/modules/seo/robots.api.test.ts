import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/harness.ts';

const ROUTER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../web/src/app/router.tsx',
);

/** The web app's pages anyone may find: everything else is private. */
const PUBLIC_ROUTES = new Set([
  '', // the landing
  'doctors',
  'doctors/:userId',
  'why-choose-us',
  'news',
  'search-results',
  'sign-up',
  'signup',
  'login',
  '*',
]);

/** RFC 9309 for one group: the longest matching rule decides, Allow on a tie. */
function allowed(robots: string, urlPath: string): boolean {
  let best: { length: number; allow: boolean } = { length: -1, allow: true };
  for (const line of robots.split('\n')) {
    const m = /^(Allow|Disallow):\s*(\S*)\s*$/i.exec(line);
    if (!m || !m[2] || !urlPath.startsWith(m[2])) continue;
    const allow = m[1]!.toLowerCase() === 'allow';
    if (m[2].length > best.length || (m[2].length === best.length && allow))
      best = { length: m[2].length, allow };
  }
  return best.allow;
}

let t: TestContext;
let web: string;

beforeAll(async () => {
  // With a built web app, whose shell answers every other path.
  web = mkdtempSync(path.join(os.tmpdir(), 'clinic-web-'));
  writeFileSync(
    path.join(web, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  t = await startTestApp({ webDist: web });
});
afterAll(async () => {
  await t?.close();
  rmSync(web, { recursive: true, force: true });
});

describe('GET /robots.txt', () => {
  it('names the sitemap and keeps crawlers out of the API, the portal and admin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Sitemap: http://localhost/sitemap.xml');
    for (const rule of ['Disallow: /api/', 'Disallow: /admin', 'Disallow: /dashboard'])
      expect(lines).toContain(rule);

    const robots = res.body;
    for (const open of [
      '/',
      '/doctors',
      '/doctors/7b0c2a52-3c1f-4e55-9a53-0d7c3f3d5b10',
      '/why-choose-us',
      '/news',
      '/search-results?location=Mumbai&treatment=Dentist',
      '/sitemap.xml',
      '/assets/index-abc123.js',
      '/avatars/doctor-1.webp',
      '/api/doctor-photos/abc-256.jpg',
    ])
      expect(allowed(robots, open), open).toBe(true);
    for (const closed of [
      '/api/userside/patients/search-doctors',
      '/api/doctors/7b0c2a52-3c1f-4e55-9a53-0d7c3f3d5b10',
      '/admin',
      '/admin/doctors/1',
      '/dashboard',
      '/appointment-details/1',
      '/booking-confirmation',
      '/my-appointments',
      '/consult/1',
      '/review/token',
      '/waitlist/join',
      '/reports',
    ])
      expect(allowed(robots, closed), closed).toBe(false);
  });

  it('covers every route of the web app: public pages open, every other one closed', async () => {
    const robots = (await t.app.inject({ method: 'GET', url: '/robots.txt' })).body;
    const source = readFileSync(ROUTER, 'utf8');
    // Routes before the admin branch are at the root; the ones after it are under /admin.
    const adminAt = source.indexOf("path: 'admin'");
    expect(adminAt).toBeGreaterThan(0);
    const routes = [...source.matchAll(/path: '([^']*)'/g)].map((m) => ({
      route: m[1]!,
      underAdmin: m.index > adminAt,
    }));
    expect(routes.length).toBeGreaterThan(30);
    const sample = (route: string) => route.replace(/:[A-Za-z]+/g, 'x1');
    const wrong: string[] = [];
    for (const { route, underAdmin } of routes) {
      if (underAdmin) {
        if (allowed(robots, `/admin/${sample(route)}`)) wrong.push(`/admin/${route} is open`);
      } else if (PUBLIC_ROUTES.has(route)) {
        if (route !== '*' && !allowed(robots, `/${sample(route)}`))
          wrong.push(`/${route} is closed`);
      } else if (allowed(robots, `/${sample(route)}`)) {
        wrong.push(`/${route} is open: add it to robots.ts, or here if it is public`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('names the sitemap at PUBLIC_URL when set', async () => {
    const other = await startTestApp({ env: { PUBLIC_URL: 'https://clinic.example' } });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/robots.txt' });
      expect(res.body.split('\n')).toContain('Sitemap: https://clinic.example/sitemap.xml');
    } finally {
      await other.close();
    }
  });
});

describe('beside the web app', () => {
  it("answers /robots.txt and /sitemap.xml themselves, not with the app's shell", async () => {
    const shell = await t.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(shell.body).toContain('<div id="root">');
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).not.toContain('<div id="root">');
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toContain('<loc>http://localhost/</loc>');
  });
});
