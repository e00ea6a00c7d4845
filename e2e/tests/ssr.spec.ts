// The public pages are HTML first, React second (docs/decisions/030): without
// JavaScript they show their content and page through the search by links;
// with it, React hydrates them without a single hydration error or warning,
// without asking the API again for what the HTML carries, and without loading
// the portal's or the admin's code.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type ConsoleMessage, type Locator, type Page } from '@playwright/test';
import { DEMO_DOCTOR, loginToken, searchAllDoctors } from '../support/api.ts';

const SEARCH = '/search-results?location=Bengaluru&treatment=General%20Physician';
const BOOKING_NEEDS_JS =
  'Booking needs JavaScript: turn it on in your browser to pick a slot and book.';

/** The public pages, with the heading each shows; the doctor's page is added once known. */
const PAGES: { path: string; heading: string | RegExp }[] = [
  { path: '/', heading: 'Your Digital Clinic Starts Here' },
  { path: '/doctors', heading: 'Find the right doctor by speciality or city' },
  { path: '/why-choose-us', heading: 'Care that starts with trust' },
  { path: '/news', heading: 'Health news and guides' },
  { path: SEARCH, heading: 'General Physician in Bengaluru' },
  { path: '/no/such/page', heading: 'Page Not Found' },
];

/**
 * The note beside the booking buttons. It is a <noscript> element's content,
 * which Playwright's text locators skip: found by its element, then read.
 */
async function expectBookingNote(within: Locator) {
  const note = within.locator('noscript > p').first();
  await expect(note).toBeVisible();
  await expect(note).toHaveText(BOOKING_NEEDS_JS);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page shows its content and its search form works', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your Digital Clinic Starts Here' }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Mon-Sat 9:00 AM to 7:00 PM');
    const form = page.getByRole('search', { name: 'Find a doctor' });
    await form.getByRole('combobox', { name: /Location/ }).fill('Bengaluru');
    await form.getByRole('combobox', { name: /Treatment or speciality/ }).fill('General Physician');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(
      /\/search-results\?location=Bengaluru&treatment=General\+Physician$/,
    );
    await expect(
      page.getByRole('heading', { level: 1, name: 'General Physician in Bengaluru' }),
    ).toBeVisible();
  });

  test('the search results show the doctors, say booking needs JavaScript, and page by links', async ({
    page,
  }) => {
    await page.goto(SEARCH);
    await expect(page).toHaveTitle(
      'General Physicians in Bengaluru – book a visit | Digital Clinic',
    );
    const doctors = page.getByRole('list', { name: 'Doctors' }).getByRole('article');
    await expect(doctors).toHaveCount(15);
    await expectBookingNote(doctors.first());
    const firstOnPage1 = await doctors.first().getByRole('heading').innerText();

    const pages = page.getByRole('navigation', { name: 'Result pages' });
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]page=2$/);
    await expect(page).toHaveTitle(
      'General Physicians in Bengaluru, page 2 – book a visit | Digital Clinic',
    );
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(doctors.first()).toBeVisible();
    expect(await doctors.first().getByRole('heading').innerText()).not.toBe(firstOnPage1);
    await pages.getByRole('link', { name: 'Previous' }).click();
    await expect(page).not.toHaveURL(/page=/);
  });

  test("a doctor's page shows the doctor, fees, clinic, free slots and stories", async ({
    page,
  }) => {
    await page.goto(SEARCH);
    const first = page.getByRole('list', { name: 'Doctors' }).getByRole('article').first();
    const name = await first.getByRole('heading').innerText();
    await first.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/doctors\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(
      new RegExp(`^${name.replace(/\./g, '\\.')}, .+ \\| Digital Clinic$`),
    );
    await expect(page.getByRole('region', { name: 'Consultation fees' })).toContainText('₹');
    await expect(page.getByRole('region', { name: 'Clinic' })).toBeVisible();
    await expectBookingNote(page.locator('main'));
    const slots = page.getByRole('region', { name: `Available slots for ${name}` });
    await expect(slots.getByRole('button', { name: /\d{2}:\d{2} [AP]M/ }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: `Patient stories about ${name}` })).toBeVisible();
  });
});

/** The files the portal and the admin area load beyond what a public screen loads. */
function portalAndAdminFiles(): Set<string> {
  const root = fileURLToPath(new URL('../../apps/web/dist/', import.meta.url));
  const manifest = JSON.parse(
    readFileSync(path.join(root, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string; imports?: string[] }>;
  const reach = (keys: string[]) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    keys.forEach(visit);
    return files;
  };
  const keys = Object.keys(manifest);
  const privateKeys = keys.filter((k) =>
    /^src\/app\/(routes\/(portal|admin)\/|layouts\/(portal|admin)-layout)/.test(k),
  );
  const publicKeys = keys.filter(
    (k) => k === 'index.html' || /^src\/app\/routes\/(public|booking)\//.test(k),
  );
  const shared = reach(publicKeys);
  return new Set([...reach(privateKeys)].filter((file) => !shared.has(file)));
}

/** A `<link rel="preload" as="font">`, its attributes in any order. */
const FONT_PRELOAD = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="font")[^>]*>/g;

test.describe('first paint', () => {
  // Chromium holds the first paint for a font preloaded from the head, not for one
  // preloaded from the body (docs/decisions/035): the fallback with Inter's metrics
  // paints at once and the swap moves nothing.
  test('pages preload Inter from the body, never from the head', async ({ request }) => {
    for (const url of ['/', SEARCH, '/doctors', '/login']) {
      const html = await (await request.get(url)).text();
      const bodyAt = html.indexOf('<body');
      expect(bodyAt, url).toBeGreaterThan(0);
      expect(html.slice(0, bodyAt).match(FONT_PRELOAD), url).toBeNull();
      const preloads = html.slice(bodyAt).match(FONT_PRELOAD) ?? [];
      expect(preloads, url).toHaveLength(1);
      expect(preloads[0], url).toMatch(/href="\/assets\/inter-latin-wght-normal-[\w-]+\.woff2"/);
    }
  });

  // Fetched beside the HTML, the app's scripts took the cores the first frame needed
  // (docs/decisions/035): a rendered page, hydrated whole or as islands (the landing),
  // loads none from its head; its one script, last in the body, starts the app or the
  // islands once the page has painted.
  test('rendered pages start their scripts after they paint; the shell loads it from its head', async ({
    request,
  }) => {
    for (const [url, entry] of [
      [SEARCH, 'index'],
      ['/doctors', 'index'],
      ['/news', 'index'],
      ['/', 'islands'],
    ] as const) {
      const html = await (await request.get(url)).text();
      const bodyAt = html.indexOf('<body');
      expect(html.slice(0, bodyAt), url).not.toMatch(/<script type="module"|rel="modulepreload"/);
      expect(html.slice(bodyAt).match(/<script type="module"/g), url).toHaveLength(1);
      expect(html, url).toMatch(
        new RegExp(
          `<script type="module" crossorigin src="/assets/start-after-paint-[\\w-]+\\.js" data-start="/assets/${entry}-[\\w-]+\\.js" data-preload="[^"]*"></script>\\s*</body>`,
        ),
      );
    }
    const shell = await (await request.get('/login')).text();
    expect(shell.slice(0, shell.indexOf('<body'))).toMatch(
      /<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/,
    );
  });
});

/**
 * Marks the page's heading as the server sent it, once the HTML is parsed and
 * before any module script runs: hydration keeps that very element, a render
 * from scratch would replace it.
 */
const MARK_SERVER_HEADING = `document.addEventListener('readystatechange', () => {
  const heading = document.querySelector('#root h1');
  if (document.readyState === 'interactive' && heading) heading.fromServer = true;
});`;

/** Console errors and warnings, and uncaught errors, from now on. */
function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // The not-found page's own 404 is the document's status, not a problem.
    if (
      /Failed to load resource: .* 404/.test(message.text()) &&
      message.location().url.includes('/no/such/page')
    )
      return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

test.describe('hydration', () => {
  let doctorPath = '';

  test.beforeAll(async ({ request }) => {
    const [doctor] = await searchAllDoctors(request, 'Bengaluru', 'General Physician');
    doctorPath = `/doctors/${doctor!.userId}`;
  });

  const everyPage = () => [...PAGES, { path: doctorPath, heading: /^Dr\. / }];

  test('hydrates every public page without an error or a warning, and reuses its data', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const privateFiles = portalAndAdminFiles();
    expect(privateFiles.size).toBeGreaterThan(0);
    const scripts: string[] = [];
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'))
        scripts.push(url.pathname.slice(1));
      if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
    });

    await page.addInitScript(MARK_SERVER_HEADING);
    for (const { path: address, heading } of everyPage()) {
      apiCalls.length = 0;
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      // React took over the server's elements (hydrated them) rather than making new ones.
      expect(
        await page.evaluate<boolean>("document.querySelector('#root h1').fromServer === true"),
        address,
      ).toBe(true);
      // What the HTML carries is not asked for again (the location field's suggestions,
      // fetched as it is filled in, are not part of the page).
      expect(
        apiCalls.filter((call) => !call.startsWith('/api/service/location/cities')),
        address,
      ).toEqual([]);
    }
    expect(problems).toEqual([]);
    expect(scripts.filter((file) => privateFiles.has(file))).toEqual([]);
  });

  test('the landing hydrates only its islands, which search, register and switch language', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // The islands entry alone: not the app's entry, no screen's chunk.
    expect(scripts.some((file) => /^\/assets\/islands-[\w-]+\.js$/.test(file))).toBe(true);
    expect(scripts.filter((file) => /^\/assets\/index-[\w-]+\.js$/.test(file))).toEqual([]);

    // The search form's island suggests as it is typed in, and its search loads the results.
    const search = page.getByRole('search', { name: 'Find a doctor' });
    await search.getByRole('combobox', { name: /Location/ }).fill('Bengal');
    await page
      .getByRole('option', { name: /Bengaluru/ })
      .first()
      .click();
    await search.getByRole('combobox', { name: /Treatment/ }).fill('General Phys');
    await page.getByRole('option', { name: 'General Physician' }).click();
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search-results\?location=Bengaluru.*&treatment=General/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'General Physician in Bengaluru' }),
    ).toBeVisible();

    // Quick registration hands its name and mobile to the sign-up, across the page load.
    await page.goto('/');
    await page.getByLabel(/^Name/).fill('Asha Rao');
    await page.getByLabel(/^Mobile/).fill('9876543210');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/sign-up$/);
    await expect(page.getByLabel('Full name')).toHaveValue('Asha Rao');
    await expect(page.getByLabel('Mobile number')).toHaveValue('9876543210');

    // The footer's switch writes the page again in Hindi (the server renders it).
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'हिन्दी' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(
      page.getByRole('contentinfo').getByRole('button', { name: 'हिन्दी' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await page.context().clearCookies();
    expect(problems).toEqual([]);
  });

  // The islands load once the landing has painted (docs/decisions/035): what a visitor
  // types and presses before they listen is theirs once they do.
  test('the landing keeps what is typed and pressed before its islands listen', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/islands-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByLabel(/^Name/).fill('Asha Rao');
    await page.getByLabel(/^Mobile/).fill('9876543210');
    // Sent by the browser, the form would reload the landing with both in its address.
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('button', { name: 'Register' }).click();
    expect(new URL(page.url()).search).toBe('');
    release();
    await expect(page).toHaveURL(/\/sign-up$/);
    await expect(page.getByLabel('Full name')).toHaveValue('Asha Rao');
    await expect(page.getByLabel('Mobile number')).toHaveValue('9876543210');
    expect(problems).toEqual([]);
  });

  test('a rendered page is the app: links and buttons work once hydrated', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto(SEARCH);
    const doctors = page.getByRole('list', { name: 'Doctors' }).getByRole('article');
    await expect(doctors).toHaveCount(15);
    // At once, hydrated or not yet: a click while React hydrates hydrates its target
    // first (the page's screen is loaded before hydration starts, app/router.tsx).
    // The slot picker opens in place, from the data the page came with.
    await doctors.first().getByRole('button', { name: 'Book Clinic Visit' }).click();
    await expect(
      doctors.first().getByRole('region', { name: /^Available slots for / }),
    ).toBeVisible();
    // The list grows as it scrolls; the page links below it stay put once it has all.
    await expect(async () => {
      await page.mouse.wheel(0, 4000);
      await expect(page.getByText('You have seen every doctor for this search.')).toBeVisible({
        timeout: 1000,
      });
    }).toPass();
    // A page link is the app's own navigation: the document stays, with what it holds.
    await page.evaluate('window.sameDocument = true');
    await page
      .getByRole('navigation', { name: 'Result pages' })
      .getByRole('link', { name: 'Page 2' })
      .click();
    await expect(page).toHaveURL(/[?&]page=2$/);
    await expect(page).toHaveTitle(
      'General Physicians in Bengaluru, page 2 – book a visit | Digital Clinic',
    );
    await expect(doctors.first()).toBeVisible();
    expect(await page.evaluate<boolean>("'sameDocument' in window")).toBe(true);
    expect(problems).toEqual([]);
  });

  test("a signed-in doctor's visit hydrates the logged-out HTML without a mismatch, then shows Dashboard and Log out", async ({
    page,
    request,
  }, testInfo) => {
    const token = await loginToken(request, DEMO_DOCTOR.mobile, DEMO_DOCTOR.password);
    await page.addInitScript(`window.localStorage.setItem('token', ${JSON.stringify(token)});`);
    const problems = watchConsole(page);
    const userCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/auth/get-userdata')) userCalls.push(r.url());
    });
    for (const { path: address, heading } of [PAGES[0]!, { path: doctorPath, heading: /^Dr\. / }]) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      // The bar follows the stored session once hydrated (the HTML is the logged-out bar).
      if (testInfo.project.name === 'phone') {
        await page.getByRole('button', { name: 'Open menu' }).click();
      }
      const actions =
        testInfo.project.name === 'phone'
          ? page.getByRole('navigation', { name: 'Main mobile' })
          : page.getByRole('banner');
      await expect(actions.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
        'href',
        '/dashboard',
      );
      await expect(actions.getByRole('button', { name: 'Log out' })).toBeVisible();
      await expect(actions.getByRole('link', { name: 'Log In' })).toHaveCount(0);
      if (testInfo.project.name === 'phone') await page.keyboard.press('Escape');
    }
    // The session is the browser's: it is loaded after hydration, as before.
    expect(userCalls.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});
