// Waiting for a screen's own requests rather than for the whole network: a PDF
// shown in a frame loads Chromium's viewer (hundreds of chrome: and
// chrome-extension: resources per frame), and on a loaded machine five of them
// kept Playwright's 'networkidle' from ever arriving on the admin's doctor page.
import { expect, type Page, type Request } from '@playwright/test';

const pendingOf = new WeakMap<Page, Set<Request>>();

/** The app's own requests (http and https: its API, chunks, images), not the browser's. */
const isOwn = (request: Request) => /^https?:/.test(request.url());

/** Starts counting the page's own requests in flight; call before the first navigation. */
export function trackOwnRequests(page: Page): void {
  const pending = new Set<Request>();
  pendingOf.set(page, pending);
  page.on('request', (request) => {
    if (isOwn(request)) pending.add(request);
  });
  const done = (request: Request) => pending.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** Resolves once none of the page's own requests has been in flight for `quietMs`. */
export async function ownRequestsIdle(page: Page, quietMs = 500): Promise<void> {
  const pending = pendingOf.get(page);
  if (!pending) throw new Error('ownRequestsIdle needs trackOwnRequests(page) before navigating');
  let quietSince = Date.now();
  await expect
    .poll(
      () => {
        if (pending.size > 0) quietSince = Date.now();
        return Date.now() - quietSince >= quietMs;
      },
      { message: "the page's own requests to finish", timeout: 30_000, intervals: [100] },
    )
    .toBe(true);
}
