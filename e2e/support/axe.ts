// axe-core over the current page: no 'serious' or 'critical' WCAG 2 A/AA violation.
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { LANGUAGE_COOKIE } from '@clinic/shared/i18n/languages';
import { NAMESPACES } from '@clinic/shared/i18n/namespaces';

/** A catalogue key left on screen ('search:card.verified'): a missing text. */
const RAW_KEY = new RegExp(`\\b(?:${NAMESPACES.join('|')}):[\\w.]+`);

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

const MAX_NODES = 5;

/** One readable paragraph per violation: rule, impact, help link and where it happens. */
export function describeViolations(violations: readonly Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.slice(0, MAX_NODES).map((node) => {
        const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
        return `    - ${node.target.join(' ')}\n      ${node.html.slice(0, 200)}\n      ${summary}`;
      });
      const more =
        v.nodes.length > MAX_NODES ? `\n    ... and ${v.nodes.length - MAX_NODES} more` : '';
      return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes.join('\n')}${more}`;
    })
    .join('\n\n');
}

/**
 * Waits until no finite CSS transition or animation is running: colours read
 * half-way through a fade (a toast, a dialog, a button's hover) are blends that
 * no visitor reads, and axe would judge their contrast. Spinners (infinite) are
 * not waited for. It also waits until no element is still being moved in or out
 * by Headless UI (`data-enter`, `data-leave`): between a dialog's mount and the
 * frame its fade starts nothing runs yet, the panel sits at opacity 0 (which
 * Playwright counts as visible), and axe would then read the fade half-way.
 */
export async function animationsSettled(page: Page): Promise<void> {
  // A function, not a string (the CSP forbids evaluating strings), typed by
  // hand: the e2e project is compiled without the DOM's types.
  type Running = {
    playState: string;
    effect: { getComputedTiming(): { iterations?: number } } | null;
  };
  type Doc = { getAnimations(): Running[]; querySelector(selector: string): unknown };
  await page.waitForFunction(
    () => {
      const doc = (globalThis as unknown as { document: Doc }).document;
      return (
        doc.querySelector('[data-enter], [data-leave]') === null &&
        doc
          .getAnimations()
          .every(
            (a) =>
              a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
          )
      );
    },
    undefined,
    { timeout: 10_000 },
  );
}

/**
 * The widths the accessibility checks run at (issue 14): a small phone, 360 px, in the
 * phone project and a common laptop, 1366 px, in the desktop one. `test.use(axeViewports)`.
 */
export const axeViewports = {
  viewport: async (
    { isMobile }: { isMobile: boolean },
    use: (size: { width: number; height: number }) => Promise<void>,
  ) => {
    await use(isMobile ? { width: 360, height: 780 } : { width: 1366, height: 768 });
  },
};

/**
 * axe-core over `page` as the checks run it. Legacy mode runs axe in the page and its
 * same-origin frames (the app has no cross-origin ones) instead of opening a blank page
 * per check to merge the frames' results, and only violations come back with their
 * elements: on a search results page 1.3-1.6 s against 3.3-3.8 s, same findings.
 */
export const axeOn = (page: Page) =>
  new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });

/**
 * axe-core in every frame of the page's origin, however long that takes. Legacy
 * mode injects it itself but gives each frame 1 s and goes on without it when that
 * runs out, and axe then leaves out a frame that does not answer: on a loaded
 * machine a frame's content went unchecked (the planted violation in a frame
 * passed). Injected here first, the frame answers; the builder's own injection
 * only adds its settings.
 */
async function axeInEveryFrame(page: Page): Promise<void> {
  const origin = new URL(page.url()).origin;
  for (const frame of page.frames()) {
    if (frame === page.mainFrame()) continue;
    const url = frame.url();
    const sameOrigin =
      url.startsWith('about:') || url.startsWith(`blob:${origin}/`) || url.startsWith(`${origin}/`);
    if (sameOrigin) await frame.evaluate(axe.source);
  }
}

/** axe-core's results on `page` from `builder` (see axeInEveryFrame). */
async function analyze(page: Page, builder: AxeBuilder): Promise<AxeResults> {
  await axeInEveryFrame(page);
  return builder.analyze();
}

export async function expectNoSeriousViolations(page: Page, testInfo: TestInfo): Promise<void> {
  await animationsSettled(page);
  const results = await analyze(page, axeOn(page).withTags(['wcag2a', 'wcag2aa']));
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  if (results.violations.length > 0) {
    // Every violation, minor ones too, in the report for whoever looks next.
    await testInfo.attach('axe-violations.json', {
      body: JSON.stringify(results.violations, null, 2),
      contentType: 'application/json',
    });
  }
  // A short list to diff; the message carries the details.
  expect(
    serious.map((v) => `[${v.impact}] ${v.id} on ${v.nodes.length} element(s)`),
    `axe found ${serious.length} serious or critical violation(s) on ${page.url()}:\n\n${describeViolations(serious)}\n`,
  ).toEqual([]);
}

/**
 * No violation at all of these axe rules, whatever their impact or tags: e.g.
 * 'label-content-name-mismatch' (WCAG 2.5.3 Label in Name), which the WCAG 2 A/AA run
 * above leaves out (an experimental WCAG 2.1 rule).
 */
export async function expectNoViolationsOf(
  page: Page,
  testInfo: TestInfo,
  rules: readonly string[],
): Promise<void> {
  await animationsSettled(page);
  const results = await analyze(page, axeOn(page).withRules([...rules]));
  if (results.violations.length > 0) {
    await testInfo.attach('axe-rule-violations.json', {
      body: JSON.stringify(results.violations, null, 2),
      contentType: 'application/json',
    });
  }
  expect(
    results.violations.map((v) => `${v.id} on ${v.nodes.length} element(s)`),
    `axe found violations of ${rules.join(', ')} on ${page.url()}:\n\n${describeViolations(results.violations)}\n`,
  ).toEqual([]);
}

/**
 * The same screen in Hindi: the language cookie the switch writes, the page loaded
 * again, then no raw catalogue key on screen and axe as above. `ready` waits for what
 * the screen shows once loaded (its English checks do not apply here).
 */
export async function expectNoSeriousViolationsInHindi(
  page: Page,
  testInfo: TestInfo,
  ready: (page: Page) => Promise<void>,
): Promise<void> {
  await page
    .context()
    .addCookies([{ name: LANGUAGE_COOKIE, value: 'hi', url: new URL(page.url()).origin }]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await ready(page);
  const text = await page.locator('body').innerText();
  expect(RAW_KEY.exec(text)?.[0], `a catalogue key on ${page.url()} in Hindi`).toBeUndefined();
  await expectNoSeriousViolations(page, testInfo);
}
