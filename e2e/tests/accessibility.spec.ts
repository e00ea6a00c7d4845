// axe-core (WCAG 2 A and AA rules) on the public and patient screens, at both widths:
// no violation of 'serious' or 'critical' impact.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { bookOnlineConsultation, fakeMedia } from '../support/consult.ts';
import { freshMobile, uniquePatientName } from '../support/data.ts';
import { freeSlotButtons } from '../support/ui.ts';

// Chromium's fake camera and microphone for the video room (as in video-consult.spec.ts);
// launch options apply to a whole file. No other screen here touches media.
test.use(fakeMedia);

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
  'video consultation, phone not verified yet': {
    path: '/consult/5f0c6f5e-8a1b-4c2d-9e3f-0a1b2c3d4e5f',
    ready: async (page) => {
      await heading('Video consultation')(page);
      await expect(page.getByRole('heading', { name: 'Enter your mobile number' })).toBeVisible();
    },
  },
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
