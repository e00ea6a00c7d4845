// Paint budget of the public pages (issue 16, point 2): what a visitor's
// browser shows, measured in headless Chromium against the built web app as
// the production server serves it (whatever that app is: a client-rendered
// shell or server-rendered HTML), on a phone and a desktop profile
// (bench/paint-visit.ts), median of three fresh visits per page.
//
// The ceiling is a static HTML page, no script, no font, carrying the same
// heading as the page it stands for, served in the same run by a bare Node
// HTTP server under the same throttling: the landing and the search results
// are judged by how close they come to it. It carries the site's policy
// headers, as any page of the site does: cross-origin isolation makes Chromium
// give the page a new renderer process, a cost of the site's security policy
// (120 ms against 92 ms on desktop here) that a page's own weight has no part in.
//
// Layout shift is the web-vitals CLS: the largest session window of shifts
// without recent input (less than 1 s apart, at most 5 s long); the plain sum
// of every shift is printed beside it.
//
// BENCH_PAINT_VISITS (3) sets the visits per page, BENCH_PAINT_PORT (3330) the
// server's port (the static pages take the next one), CHROMIUM_PATH the browser.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { startProductionServer } from './cost-bench.ts';
import { median } from './lean-load.ts';
import { DESKTOP, PHONE, UNTHROTTLED, visit, type Profile, type Visit } from './paint-visit.ts';
import { repoRoot } from './server-process.ts';

type Record = (name: string, value: string, target?: string, ok?: boolean | null) => void;

const VISITS = Number(process.env.BENCH_PAINT_VISITS ?? 3);
const SEARCH = { location: 'Bengaluru', treatment: 'General Physician' };
const SEARCH_PATH = `/search-results?location=${encodeURIComponent(SEARCH.location)}&treatment=${encodeURIComponent(SEARCH.treatment)}`;
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const KIB = 1024;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Response headers that describe a page's body or its connection, not the site's policy. */
const PAGE_OWN_HEADERS = new Set([
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'content-type',
  'date',
  'etag',
  'keep-alive',
  'last-modified',
  'link',
  'set-cookie',
  'transfer-encoding',
  'vary',
]);

/** The site's policy headers (security, isolation, referrer), as the product sends them with `url`. */
async function sitePolicyHeaders(url: string): Promise<{ [name: string]: string }> {
  const answer = await fetch(url);
  await answer.arrayBuffer();
  return Object.fromEntries([...answer.headers].filter(([name]) => !PAGE_OWN_HEADERS.has(name)));
}

/** The ceiling: one static page per heading, `/0`, `/1`, ..., with the site's policy headers. */
async function startStaticPages(
  headings: string[],
  policyHeaders: { [name: string]: string },
  port: number,
): Promise<{ url: (i: number) => string; stop: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const heading = headings[Number((req.url ?? '').slice(1))];
    if (req.url === '/' || heading === undefined) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      ...policyHeaders,
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    });
    res.end(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(heading)}</title>
<style>
body { margin: 0; padding: 2.5rem 1rem; font-family: system-ui, sans-serif; color: #0f172a; }
h1 { margin: 0; font-size: 2.25rem; line-height: 2.5rem; font-weight: 800; letter-spacing: -0.025em; }
</style>
</head>
<body><h1>${escapeHtml(heading)}</h1></body>
</html>
`);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: (i) => `http://127.0.0.1:${bound}/${i}`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

interface PageRun {
  label: string;
  url: string;
  visits: Visit[];
}

/** VISITS visits of each page, the pages taken in turn so a busy moment of the machine hits all alike. */
async function measureProfile(browser: Browser, profile: Profile, pages: PageRun[]) {
  for (let i = 0; i < VISITS; i++) {
    for (const page of pages) {
      const v = await visit(browser, profile, page.url);
      page.visits.push(v);
      console.log(
        `paint: ${profile.name}, ${page.label}, visit ${i + 1}: LCP ${seconds(v.lcpMs)} (${v.lcpElement}), ` +
          `first paint ${v.fcpMs === null ? 'none' : seconds(v.fcpMs)}, ` +
          `CLS ${v.cls.toFixed(3)}${v.shiftSources.length ? ` (shifted: ${v.shiftSources.slice(0, 3).join('; ')})` : ''}`,
      );
    }
  }
}

export async function benchPaint(
  record: Record,
  dataDir: string,
  port = Number(process.env.BENCH_PAINT_PORT ?? 3330),
): Promise<void> {
  const server = await startProductionServer(dataDir, port);
  for (const stream of [server.child.stdout!, server.child.stderr!]) {
    stream.removeAllListeners('data');
    stream.on('data', () => {});
  }
  let browser: Browser | undefined;
  let statics: Awaited<ReturnType<typeof startStaticPages>> | undefined;
  try {
    const api = `${server.url}/api/userside/patients/search-doctors?specialization=${encodeURIComponent(SEARCH.treatment)}&city=${encodeURIComponent(SEARCH.location)}`;
    const found = (await (await fetch(api)).json()) as { total?: number };
    if (!found.total)
      throw new Error(`the demo data has no ${SEARCH.treatment} in ${SEARCH.location}`);

    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_FLAGS,
      timeout: 120_000,
    });
    // A first, unthrottled visit of each page warms the server (as a server in use is) and
    // reads the heading its static twin carries.
    const headingOf = async (url: string) => {
      const heading = (await visit(browser!, UNTHROTTLED, url)).headings[0];
      if (!heading) throw new Error(`${url} shows no <h1> once loaded`);
      return heading;
    };
    const landingUrl = `${server.url}/`;
    const searchUrl = server.url + SEARCH_PATH;
    const policy = await sitePolicyHeaders(landingUrl);
    console.log(
      `paint: the static pages carry the site's headers ${Object.keys(policy).join(', ')}`,
    );
    statics = await startStaticPages(
      [await headingOf(landingUrl), await headingOf(searchUrl)],
      policy,
      port + 1,
    );

    const landingVisits: Visit[] = [];
    for (const profile of [PHONE, DESKTOP]) {
      const pages: PageRun[] = [
        { label: 'static landing heading', url: statics.url(0), visits: [] },
        { label: 'landing', url: landingUrl, visits: [] },
        { label: 'static search heading', url: statics.url(1), visits: [] },
        { label: 'search results', url: searchUrl, visits: [] },
      ];
      await measureProfile(browser, profile, pages);
      const [staticLanding, landing, staticSearch, search] = pages.map((p) => ({
        lcp: median(p.visits.map((v) => v.lcpMs)),
        cls: median(p.visits.map((v) => v.cls)),
        sum: median(p.visits.map((v) => v.shiftSum)),
      }));
      landingVisits.push(...pages[1]!.visits);

      const landingRatio = landing!.lcp / staticLanding!.lcp;
      const phoneLine = profile === PHONE;
      record(
        `landing LCP, ${profile.name} (median of ${VISITS})`,
        `${seconds(landing!.lcp)} = ${landingRatio.toFixed(1)}× the static page (${seconds(staticLanding!.lcp)})`,
        phoneLine ? '≤ 2× static, ≤ 2.5 s' : '≤ 2× static',
        landingRatio <= 2 && (!phoneLine || landing!.lcp <= 2500),
      );
      const searchRatio = search!.lcp / staticSearch!.lcp;
      record(
        `search results LCP, ${profile.name} (median of ${VISITS})`,
        `${seconds(search!.lcp)} = ${searchRatio.toFixed(1)}× the static page (${seconds(staticSearch!.lcp)})`,
        '≤ 3× static',
        searchRatio <= 3,
      );
      for (const [label, m] of [
        ['landing', landing!],
        ['search results', search!],
      ] as const) {
        record(
          `${label} layout shift (CLS), ${profile.name}`,
          `${m.cls.toFixed(3)} (all shifts: ${m.sum.toFixed(3)})`,
          '≤ 0.1',
          m.cls <= 0.1,
        );
      }
    }

    // What the landing made the browser load: the same on every visit, the largest counts.
    const js = landingVisits
      .map((v) => ({
        scripts: v.scripts,
        files: v.scripts.length,
        gzip: v.scripts.reduce((sum, s) => sum + s.gzip, 0) + v.inlineScriptGzip,
        inline: v.inlineScriptGzip,
        encoded: v.scripts.reduce((sum, s) => sum + s.encoded, 0),
      }))
      .sort((a, b) => b.gzip - a.gzip)[0]!;
    const encodings = [...new Set(js.scripts.map((s) => s.encoding))].join(', ');
    for (const s of js.scripts)
      console.log(
        `paint: landing script ${new URL(s.url).pathname}: ${(s.gzip / KIB).toFixed(1)} KiB gzip`,
      );
    record(
      `landing JavaScript as loaded (${js.files} files${js.inline ? ' and inline' : ''}, gzip)`,
      `${(js.gzip / KIB).toFixed(1)} KiB (${(js.encoded / KIB).toFixed(1)} KiB on the wire, ${encodings})`,
      '≤ 100 KiB',
      js.gzip <= 100 * KIB,
    );
    const fonts = landingVisits.map((v) => v.fonts).sort((a, b) => b.length - a.length)[0]!;
    for (const f of fonts)
      console.log(
        `paint: landing font ${new URL(f.url).pathname}: font-display ${f.display}, ${f.renderBlocking}`,
      );
    const blocking = fonts.filter(
      (f) => f.renderBlocking === 'blocking' || f.display === 'block' || f.display === 'auto',
    );
    const displays = [...new Set(fonts.map((f) => f.display))].join(', ');
    record(
      'landing font files',
      `${fonts.length}${fonts.length ? ` (font-display ${displays})` : ''}, ${blocking.length} blocking paint`,
      '≤ 2, none blocking',
      fonts.length <= 2 && blocking.length === 0,
    );
  } finally {
    await browser?.close();
    await statics?.stop();
    await server.stop();
  }
}

/** `npm run bench -- --paint`: this part alone, on a fresh scratch database. */
export async function runPaintBench(): Promise<number> {
  const rows: { name: string; value: string; target: string; ok: boolean | null }[] = [];
  const record: Record = (name, value, target = '', ok = null) =>
    rows.push({ name, value, target, ok });
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: repoRoot,
    stdio: 'ignore',
  });
  if (build.status !== 0) throw new Error('the web build failed');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-bench-paint-'));
  try {
    await benchPaint(record, dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const width = Math.max(...rows.map((r) => r.name.length));
  console.log('\npaint benchmark'.padEnd(width + 2) + 'result');
  for (const r of rows) {
    const verdict = r.ok === null ? '' : r.ok ? `  ok (${r.target})` : `  MISSED (${r.target})`;
    console.log(`${r.name.padEnd(width)}  ${r.value}${verdict}`);
  }
  return rows.some((r) => r.ok === false) ? 1 : 0;
}
