// The README's screenshots (issue 14): the landing, the search results, the booking and
// the doctor portal, in English and Hindi, at phone and desktop width. Skipped in the
// normal run; `npm run screenshots` (SCREENSHOTS=1) writes them again to
// docs/screenshots/readme/<screen>-<lang>-<project>.jpeg.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { devices, expect, test, type Locator, type Page } from '@playwright/test';
import { LANGUAGE_COOKIE, type Language } from '@clinic/shared/i18n/languages';
import enSearch from '@clinic/shared/i18n/en/search';
import hiSearch from '@clinic/shared/i18n/hi/search';
import { animationsSettled } from '../support/axe.ts';
import { signInAsDoctor } from '../support/portal.ts';

test.skip(!process.env.SCREENSHOTS, 'Screenshots only with SCREENSHOTS=1 (npm run screenshots)');

const OUT_DIR = path.resolve(import.meta.dirname, '../../docs/screenshots/readme');
const SEARCH_PATH = '/search-results?location=Bengaluru&treatment=General%20Physician';
const SEARCH: Record<Language, typeof enSearch | typeof hiSearch> = { en: enSearch, hi: hiSearch };
const LANGS: readonly Language[] = ['en', 'hi'];

// A common laptop on the desktop project; the phone keeps its device's screen.
test.use({
  viewport: async (
    { isMobile }: { isMobile: boolean },
    use: (size: { width: number; height: number }) => Promise<void>,
  ) => {
    await use(isMobile ? devices['Pixel 7']!.viewport : { width: 1366, height: 768 });
  },
});

/** Loaded, fonts in, no transition half-way: the same picture every run. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Functions, not strings (the CSP forbids evaluating strings), typed by hand: the
  // e2e project is compiled without the DOM's types.
  await page.evaluate(
    () =>
      (globalThis as unknown as { document: { fonts: { ready: Promise<unknown> } } }).document.fonts
        .ready,
  );
  await animationsSettled(page);
  await page.waitForTimeout(300);
}

async function shoot(page: Page, screen: string, lang: Language, project: string) {
  await settled(page);
  mkdirSync(OUT_DIR, { recursive: true });
  await page.screenshot({
    path: path.join(OUT_DIR, `${screen}-${lang}-${project}.jpeg`),
    type: 'jpeg',
    quality: 80,
    scale: 'css',
    animations: 'disabled',
    caret: 'hide',
  });
}

/** The doctor cards of the results, once they show. */
async function doctorCards(page: Page, lang: Language): Promise<Locator> {
  const cards = page
    .getByRole('list', { name: SEARCH[lang].results.doctors, exact: true })
    .getByRole('article');
  await expect(cards.first()).toBeVisible({ timeout: 15_000 });
  return cards;
}

/** The enabled slot buttons of an open slot panel, trying each day of the strip in turn. */
async function freeSlots(panel: Locator, lang: Language): Promise<Locator> {
  const s = SEARCH[lang].slots;
  const parts = [s.morningSlots, s.afternoonSlots, s.eveningSlots];
  const slots = panel
    .getByRole('group', { name: new RegExp(`^(${parts.join('|')})$`) })
    .getByRole('button', { disabled: false });
  const days = panel.getByRole('list', { name: s.chooseDay }).getByRole('button');
  await expect(days.first().or(panel.getByText(s.noOpenDays))).toBeVisible({ timeout: 15_000 });
  for (let round = 0; round < 3; round += 1) {
    if ((await slots.count()) > 0) return slots;
    const count = await days.count();
    for (let i = 0; i < count; i += 1) {
      await days.nth(i).click();
      if ((await slots.count()) > 0) return slots;
    }
    const next = panel.getByRole('button', { name: s.nextDays });
    if (!(await next.isEnabled())) break;
    await next.click();
  }
  throw new Error('No free slot in the panel');
}

for (const lang of LANGS) {
  test.describe(`in ${lang}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: LANGUAGE_COOKIE, value: lang, url: baseURL! }]);
    });

    test(`landing (${lang})`, async ({ page }, testInfo) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shoot(page, 'landing', lang, testInfo.project.name);
    });

    test(`search results (${lang})`, async ({ page }, testInfo) => {
      await page.goto(SEARCH_PATH);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await doctorCards(page, lang);
      await shoot(page, 'search', lang, testInfo.project.name);
    });

    test(`booking (${lang})`, async ({ page }, testInfo) => {
      const t = SEARCH[lang];
      await page.goto(SEARCH_PATH);
      const cards = await doctorCards(page, lang);
      const card = cards.filter({ hasText: t.card.nextAvailable }).first();
      await card.getByRole('button', { name: t.card.bookVisit }).click();
      const doctorName = (await card.getByRole('heading', { level: 2 }).textContent())?.trim();
      const panel = card.getByRole('region', {
        name: t.slots.label.replace('{{name}}', doctorName ?? ''),
      });
      const free = await freeSlots(panel, lang);
      await free.first().click();

      // The step that follows: the mobile number the code goes to.
      await expect(page).toHaveURL(/\/booking-phone-otp$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // It opens at its top (patient-booking.spec.ts checks it).
      await expect.poll(() => page.evaluate<number>('window.scrollY')).toBe(0);
      await shoot(page, 'booking', lang, testInfo.project.name);
    });

    test(`portal dashboard (${lang})`, async ({ page, request }, testInfo) => {
      await signInAsDoctor(page, request);
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({
        timeout: 15_000,
      });
      await shoot(page, 'portal', lang, testInfo.project.name);
    });
  });
}
