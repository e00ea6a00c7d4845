// axe-core (WCAG 2 A and AA rules) on every route, public, patient, portal and admin, at
// 360 px (phone project) and 1366 px (desktop project), in English and then in Hindi
// (where no catalogue key may be left on screen): no violation of 'serious' or
// 'critical' impact.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, loginToken } from '../support/api.ts';
import {
  axeViewports,
  expectNoSeriousViolations,
  expectNoSeriousViolationsInHindi,
  expectNoViolationsOf,
} from '../support/axe.ts';
import { bookOnlineConsultation, fakeMedia } from '../support/consult.ts';
import { freshMobile, uniquePatientName } from '../support/data.ts';
import { signInWithToken } from '../support/doctor.ts';
import { ownRequestsIdle, trackOwnRequests } from '../support/network.ts';
import { addDays, clinicDateOf, signInAsDoctor } from '../support/portal.ts';
import { freeSlotButtons } from '../support/ui.ts';

// Chromium's fake camera and microphone for the video room (as in video-consult.spec.ts);
// launch options apply to a whole file. No other screen here touches media.
test.use(fakeMedia);
test.use(axeViewports);
test.beforeEach(({ page }) => trackOwnRequests(page));

interface Screen {
  path: string;
  /** Resolves once the screen shows what it is for. */
  ready: (page: Page) => Promise<void>;
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await ownRequestsIdle(page);
};

const SCREENS: Record<string, Screen> = {
  landing: { path: '/', ready: heading('Your Digital Clinic Starts Here') },
  'search results': {
    path: '/search-results?location=Bengaluru&treatment=General%20Physician',
    ready: async (page) => {
      await heading('General Physician in Bengaluru')(page);
      await expect(
        page.getByRole('list', { name: 'Doctors' }).getByRole('article').first(),
      ).toBeVisible({
        timeout: 15_000,
      });
    },
  },
  doctors: { path: '/doctors', ready: heading('Find the right doctor by speciality or city') },
  news: { path: '/news', ready: heading('Health news and guides') },
  'why choose us': { path: '/why-choose-us', ready: heading('Care that starts with trust') },
  'my appointments': { path: '/my-appointments', ready: heading('My appointments') },
  login: { path: '/login', ready: heading('Log In') },
  'sign-up (step 0)': {
    path: '/sign-up',
    ready: async (page) => {
      await heading('Sign Up')(page);
      await expect(page.getByRole('heading', { name: 'Create your doctor account' })).toBeVisible();
    },
  },
  'forgot password': { path: '/forgot-password', ready: heading('Forgot Password') },
  reports: { path: '/reports', ready: heading(/./) },
  'page not found': { path: '/no-such-page', ready: heading(/./) },
  'OTP verification': { path: '/otp-verification', ready: heading('OTP Verification') },
  'video consultation, phone not verified yet': {
    path: '/consult/5f0c6f5e-8a1b-4c2d-9e3f-0a1b2c3d4e5f',
    ready: async (page) => {
      await heading('Video consultation')(page);
      await expect(page.getByRole('heading', { name: 'Enter your mobile number' })).toBeVisible();
    },
  },
};

/** A screen in Hindi that has settled (its loading status reads 'लोड हो रहा...'). */
const settledInHindi = (page: Page) => settled(page, /लोड हो रह/);

for (const [name, screen] of Object.entries(SCREENS)) {
  test(`${name} (${screen.path}) has no serious accessibility violations, in English and Hindi`, async ({
    page,
  }, testInfo) => {
    await page.goto(screen.path);
    await screen.ready(page);
    await expectNoSeriousViolations(page, testInfo);
    await expectNoSeriousViolationsInHindi(page, testInfo, settledInHindi);
  });
}

test('the check fails on planted violations, in the page and in a same-origin frame', async ({
  page,
}, testInfo) => {
  await page.goto('/login');
  await SCREENS.login!.ready(page);
  // A picture without a text alternative (critical), then the same inside a frame of the page.
  await page.evaluate(() => {
    const doc = (globalThis as unknown as { document: PlantDocument }).document;
    const img = doc.createElement('img');
    img.setAttribute('src', '/avatars/female-01.svg');
    doc.querySelector('main')!.append(img);
  });
  await expect(expectNoSeriousViolations(page, testInfo)).rejects.toThrow(/image-alt on 1 element/);

  await page.evaluate(() => {
    const doc = (globalThis as unknown as { document: PlantDocument }).document;
    doc.querySelector('main img')!.remove();
    const frame = doc.createElement('iframe');
    frame.setAttribute('title', 'Planted');
    frame.setAttribute(
      'srcdoc',
      '<!doctype html><html lang="en"><title>x</title><img src="/avatars/female-01.svg">',
    );
    doc.querySelector('main')!.append(frame);
  });
  await expect(page.frameLocator('iframe[title="Planted"]').locator('img')).toBeAttached();
  await expect(expectNoSeriousViolations(page, testInfo)).rejects.toThrow(/image-alt on 1 element/);
});

/** The few DOM calls the planted violations need (the e2e project has no DOM types). */
interface PlantElement {
  setAttribute(name: string, value: string): void;
  append(child: PlantElement): void;
  remove(): void;
}
interface PlantDocument {
  createElement(tag: string): PlantElement;
  querySelector(selector: string): PlantElement | null;
}

test('search results: every accessible name contains its visible label (WCAG 2.5.3)', async ({
  page,
}, testInfo) => {
  await page.goto('/search-results?location=Bengaluru&treatment=General%20Physician');
  await SCREENS['search results']!.ready(page);
  await expectNoViolationsOf(page, testInfo, ['label-content-name-mismatch']);
});

test('booking phone OTP (/booking-phone-otp, reached from a search) has no serious accessibility violations', async ({
  page,
}, testInfo) => {
  await page.goto('/search-results?location=Bengaluru&treatment=General%20Physician');
  const card = page
    .getByRole('list', { name: 'Doctors' })
    .getByRole('article')
    .filter({ hasText: 'Next available' })
    .first();
  await card.getByRole('button', { name: 'Book Clinic Visit' }).click();
  const free = await freeSlotButtons(card.getByRole('region', { name: /^Available slots for / }));
  await free.first().click();
  await expect(page).toHaveURL(/\/booking-phone-otp$/);
  await heading('Enter your mobile number')(page);
  await expectNoSeriousViolations(page, testInfo);
});

test.describe('the video room', () => {
  test.use({ permissions: ['camera', 'microphone'] });

  test('video room (/consult/:id, the patient waiting) has no serious accessibility violations', async ({
    page,
    request,
  }, testInfo) => {
    const mobile = freshMobile(testInfo);
    const { appointment, token } = await bookOnlineConsultation(
      request,
      mobile,
      uniquePatientName('Asha'),
    );

    // The tab's verified phone, where the booking screens keep it.
    const session = JSON.stringify({ token, mobile, expiresAt: Date.now() + 25 * 60_000 });
    await page.addInitScript(
      `window.sessionStorage.setItem('booking-session', ${JSON.stringify(session)});`,
    );
    await page.goto(appointment.videoRoomUrl);
    // (No networkidle here: the room keeps a long poll open.)
    await expect(page.getByRole('heading', { level: 1, name: 'Video consultation' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Video' }).getByRole('status')).toHaveText(
      'Waiting for the doctor to join…',
      { timeout: 15_000 },
    );
    await expectNoSeriousViolations(page, testInfo);
  });
});

/**
 * A screen that has settled: its title shown, its data loaded (no request in flight, no
 * status matching `loading`, 'Loading ...' in English, left) and no transition running.
 */
async function settled(page: Page, loading: RegExp = /^Loading/): Promise<void> {
  // (Generous: a screen's chunk and data take a while on a loaded machine.)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await ownRequestsIdle(page);
  await expect(page.getByRole('status').filter({ hasText: loading })).toHaveCount(0, {
    timeout: 15_000,
  });
}

/** The address of the first link on the page that starts with `prefix`. */
async function firstLink(page: Page, prefix: string): Promise<string> {
  const link = page.locator(`main a[href^="${prefix}"]`).first();
  await expect(link, `a link to ${prefix}...`).toBeAttached({ timeout: 15_000 });
  return (await link.getAttribute('href'))!;
}

type Route = string | { from: string; detail: string };

const routeName = (route: Route) =>
  typeof route === 'string' ? route : `${route.detail}:id (from ${route.from})`;

/** Opens the screen (a detail screen by the first link to it on its list) and runs axe. */
async function checkRoute(
  page: Page,
  testInfo: Parameters<typeof expectNoSeriousViolations>[1],
  route: Route,
): Promise<void> {
  // Two screens' loading and axe on a loaded machine: more than the default minute.
  test.setTimeout(120_000);
  let path = route;
  if (typeof route !== 'string') {
    await page.goto(route.from);
    await settled(page);
    path = await firstLink(page, route.detail);
  }
  await page.goto(path as string);
  await settled(page);
  await expectNoSeriousViolations(page, testInfo);
  await expectNoSeriousViolationsInHindi(page, testInfo, settledInHindi);
}

test.describe("a doctor page and a full day's waitlist", () => {
  for (const which of ['doctor page', 'joining the waitlist'] as const) {
    test(`${which} has no serious accessibility violations, in English and Hindi`, async ({
      page,
    }, testInfo) => {
      await page.goto('/search-results?location=Bengaluru&treatment=General%20Physician');
      await expect(
        page.getByRole('list', { name: 'Doctors' }).getByRole('article').first(),
      ).toBeVisible({ timeout: 15_000 });
      const doctorPath = await firstLink(page, '/doctors/');
      const doctorId = doctorPath.split('/').pop()!;
      const date = addDays(clinicDateOf(Date.now()), 2);
      await checkRoute(
        page,
        testInfo,
        which === 'doctor page' ? doctorPath : `/waitlist/join?doctor=${doctorId}&date=${date}`,
      );
    });
  }
});

const PORTAL_ROUTES: readonly Route[] = [
  '/dashboard',
  '/appointments',
  { from: '/appointments', detail: '/appointment-details/' },
  '/ledger',
  { from: '/ledger', detail: '/ledger-details/' },
  '/payments',
  '/calendar',
  '/schedule',
  '/profile',
  '/my-patients',
  { from: '/my-patients', detail: '/patient-details/' },
  '/my-ratings',
  '/waitlist',
  '/help',
];

test.describe('the portal, signed in as the demo doctor', () => {
  test.beforeEach(async ({ page, request }) => {
    await signInAsDoctor(page, request);
  });
  for (const route of PORTAL_ROUTES) {
    test(`${routeName(route)} has no serious accessibility violations, in English and Hindi`, async ({
      page,
    }, testInfo) => {
      await checkRoute(page, testInfo, route);
    });
  }
});

const ADMIN_ROUTES: readonly Route[] = [
  '/admin',
  { from: '/admin', detail: '/admin/doctors/' },
  '/admin/tickets',
  { from: '/admin/tickets', detail: '/admin/tickets/' },
];

test.describe('the admin screens, signed in as the demo admin', () => {
  test.beforeEach(async ({ page, request }) => {
    await signInWithToken(page, await loginToken(request, DEMO_ADMIN.mobile, DEMO_ADMIN.password));
  });
  for (const route of ADMIN_ROUTES) {
    test(`${routeName(route)} has no serious accessibility violations, in English and Hindi`, async ({
      page,
    }, testInfo) => {
      await checkRoute(page, testInfo, route);
    });
  }
});
