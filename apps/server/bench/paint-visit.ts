// One fresh visit of a page in headless Chromium under a device profile: a new
// browser context (empty cache, no cookies, its own connections), the CPU and
// network throttled through the DevTools protocol before the navigation, the
// paint observers registered before any of the page's own code runs. The page
// is read once it has loaded, the network has been quiet and it has settled.
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export interface Profile {
  name: string;
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  isMobile: boolean;
  /** Chromium's CPU slowdown factor (1 = none). */
  cpu: number;
  /** Added to every request, in ms. */
  latencyMs: number;
  downKbps: number;
  upKbps: number;
}

// Lighthouse's throttling presets (its mobile run: "slow 4G" on a mid-range
// phone; its desktop run: a wired connection), applied as they are named,
// without the adjustment factors Lighthouse's DevTools mode adds on top.
export const PHONE: Profile = {
  name: 'phone',
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  cpu: 4,
  latencyMs: 150,
  downKbps: 1.6 * 1024,
  upKbps: 750,
};
export const DESKTOP: Profile = {
  name: 'desktop',
  viewport: { width: 1366, height: 768 },
  deviceScaleFactor: 1,
  isMobile: false,
  cpu: 1,
  latencyMs: 40,
  downKbps: 10 * 1024,
  upKbps: 10 * 1024,
};
/** The warm-up visit: no throttling at all. */
export const UNTHROTTLED: Profile = { ...DESKTOP, name: 'unthrottled', latencyMs: 0 };

export interface Visit {
  /** Largest contentful paint, ms from the start of the navigation. */
  lcpMs: number;
  lcpElement: string;
  /** First contentful paint: when LCP comes later, a later frame drew something larger. */
  fcpMs: number | null;
  /** Cumulative layout shift: the largest session window (web-vitals' definition). */
  cls: number;
  /** Every layout shift without recent input, summed. */
  shiftSum: number;
  shiftSources: string[];
  headings: string[];
  /** External scripts the page loaded: URL, gzip -9 size of the body, bytes on the wire. */
  scripts: { url: string; gzip: number; encoded: number; encoding: string }[];
  inlineScriptGzip: number;
  fonts: { url: string; display: string; renderBlocking: string }[];
}

// Plain strings, not functions: the page runs them as written (a transpiler's
// helpers would not exist there).
const OBSERVE = `(() => {
  const describe = (node) => {
    if (!node || !node.tagName) return '(gone)';
    const text = (node.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
    return node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') + (text ? ' "' + text + '"' : '');
  };
  const paint = { lcp: null, lcpElement: '', shifts: [] };
  window.__benchPaint = paint;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      paint.lcp = entry.startTime;
      paint.lcpElement = describe(entry.element);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      paint.shifts.push({
        t: entry.startTime,
        value: entry.value,
        sources: (entry.sources || []).map((s) => describe(s.node)),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})()`;

const READ = `(() => {
  const display = {};
  const walk = (rules, base) => {
    for (const rule of rules) {
      if (rule instanceof CSSFontFaceRule) {
        const shown = rule.style.getPropertyValue('font-display') || 'auto';
        for (const m of rule.style.getPropertyValue('src').matchAll(/url\\(\\s*["']?([^"')]+)["']?\\s*\\)/g))
          display[new URL(m[1], base).href] = shown;
      } else if (rule.cssRules) walk(rule.cssRules, base);
    }
  };
  for (const sheet of document.styleSheets) {
    try { walk(sheet.cssRules, sheet.href || location.href); } catch {}
  }
  const resources = {};
  for (const e of performance.getEntriesByType('resource'))
    resources[e.name] = { encoded: e.encodedBodySize, renderBlocking: e.renderBlockingStatus || 'unknown' };
  const inline = [...document.querySelectorAll('script:not([src])')]
    .filter((s) => ['', 'module', 'text/javascript', 'application/javascript'].includes(s.type))
    .map((s) => s.textContent || '');
  const fcp = performance.getEntriesByName('first-contentful-paint')[0];
  return JSON.stringify({
    paint: window.__benchPaint,
    fcp: fcp ? fcp.startTime : null,
    display,
    resources,
    inline,
    headings: [...document.querySelectorAll('h1')].map((h) => (h.textContent || '').trim().replace(/\\s+/g, ' ')),
  });
})()`;

/** The web-vitals CLS: shifts less than 1 s apart form a session of at most 5 s; the largest session counts. */
export function sessionWindowCls(shifts: { t: number; value: number }[]): number {
  let best = 0;
  let current = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const s of [...shifts].sort((a, b) => a.t - b.t)) {
    if (s.t - last < 1000 && s.t - first < 5000) current += s.value;
    else {
      current = s.value;
      first = s.t;
    }
    last = s.t;
    best = Math.max(best, current);
  }
  return best;
}

const TIMEOUT_MS = 120_000;
const WINDOW_SETTLE_MS = 2000;
const SETTLE_MS = 2000;

export async function visit(browser: Browser, profile: Profile, url: string): Promise<Visit> {
  const context = await browser.newContext({
    viewport: profile.viewport,
    deviceScaleFactor: profile.deviceScaleFactor,
    isMobile: profile.isMobile,
    hasTouch: profile.isMobile,
    serviceWorkers: 'block',
  });
  try {
    await context.addInitScript({ content: OBSERVE });
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT_MS);
    // A new window of Chromium (156 here) loads two pages of its own, the omnibox's
    // popup, in about its first second: on two cores they took CPU from the page
    // measured, the heavier page more (decision 035). A visitor's window has long
    // done so when they open a page, so the visit starts once it has.
    await page.waitForTimeout(WINDOW_SETTLE_MS);
    const cdp = await context.newCDPSession(page);
    if (profile.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
    if (profile.latencyMs > 0) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: profile.latencyMs,
        downloadThroughput: (profile.downKbps * 1024) / 8,
        uploadThroughput: (profile.upKbps * 1024) / 8,
      });
    }
    // Settled, never rejected, until they are read: a failure is reported after the visit.
    const bodies: Promise<{ url: string; gzip: number; encoding: string } | Error>[] = [];
    page.on('response', (response) => {
      const headers = response.headers();
      const type = headers['content-type'] ?? '';
      if (response.request().resourceType() !== 'script' && !type.includes('javascript')) return;
      bodies.push(
        response.body().then(
          (body) => ({
            url: response.url(),
            gzip: gzipSync(body, { level: 9 }).length,
            encoding: headers['content-encoding'] ?? 'identity',
          }),
          (error: Error) =>
            new Error(`could not read the script ${response.url()}: ${error.message}`),
        ),
      );
    });
    const answer = await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS });
    if (!answer || answer.status() >= 400)
      throw new Error(`${url} answered ${answer?.status() ?? 'nothing'}`);
    await page.waitForLoadState('networkidle', { timeout: TIMEOUT_MS });
    await page.waitForTimeout(SETTLE_MS);
    const read = JSON.parse((await page.evaluate(READ)) as string) as {
      paint: {
        lcp: number | null;
        lcpElement: string;
        shifts: { t: number; value: number; sources: string[] }[];
      };
      display: { [url: string]: string };
      resources: { [url: string]: { encoded: number; renderBlocking: string } };
      inline: string[];
      headings: string[];
      fcp: number | null;
    };
    if (read.paint.lcp === null) throw new Error(`${url}: Chromium reported no contentful paint`);
    const scripts = (await Promise.all(bodies)).map((s) => {
      if (s instanceof Error) throw s;
      return { ...s, encoded: read.resources[s.url]?.encoded ?? 0 };
    });
    const fonts = Object.entries(read.resources)
      .filter(([name]) => name in read.display || /\.(woff2?|ttf|otf)(\?|$)/.test(name))
      .map(([name, r]) => ({
        url: name,
        display: read.display[name] ?? 'auto',
        renderBlocking: r.renderBlocking,
      }));
    return {
      lcpMs: read.paint.lcp,
      lcpElement: read.paint.lcpElement,
      fcpMs: read.fcp,
      cls: sessionWindowCls(read.paint.shifts),
      shiftSum: read.paint.shifts.reduce((sum, s) => sum + s.value, 0),
      shiftSources: [...new Set(read.paint.shifts.flatMap((s) => s.sources))],
      headings: read.headings,
      scripts,
      inlineScriptGzip: read.inline.reduce(
        (sum, text) => sum + (text ? gzipSync(text, { level: 9 }).length : 0),
        0,
      ),
      fonts,
    };
  } finally {
    await context.close();
  }
}
