// axe-core (WCAG 2 A and AA rules) on the public and patient screens, at both widths:
// no violation of 'serious' or 'critical' impact.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { freeSlotButtons } from '../support/ui.ts';

interface Screen {
  path: string;
  /** Resolves once the screen shows what it is for. */
  ready: (page: Page) => Promise<void>;
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.waitForLoadState('networkidle');
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
  'OTP verification': { path: '/otp-verification', ready: heading('OTP Verification') },
};

for (const [name, screen] of Object.entries(SCREENS)) {
  test(`${name} (${screen.path}) has no serious accessibility violations`, async ({
    page,
  }, testInfo) => {
    await page.goto(screen.path);
    await screen.ready(page);
    await expectNoSeriousViolations(page, testInfo);
  });
}

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
