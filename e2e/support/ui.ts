// Small screen helpers shared by the specs.
import { expect, type Locator, type Page } from '@playwright/test';

/** Types a 6-digit code into the six 'Digit n of 6' boxes, one keystroke per box. */
export async function enterOtp(page: Page, code: string): Promise<void> {
  const group = page.getByRole('group', { name: 'One-time password' });
  await group.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code, { delay: 20 });
  for (let i = 0; i < code.length; i += 1) {
    await expect(group.getByLabel(`Digit ${i + 1} of 6`)).toHaveValue(code.charAt(i));
  }
}

/**
 * Follows a link of the public navigation bar. On narrow screens the links live in
 * the collapsed menu: open it first (it closes again when a link is followed).
 */
export async function followNavLink(page: Page, name: string): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Open menu' });
  if (await toggle.isVisible()) {
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Main mobile' });
    await menu.getByRole('link', { name, exact: true }).click();
    await expect(menu).toBeHidden();
  } else {
    await page.getByRole('banner').getByRole('link', { name, exact: true }).click();
  }
}

/** The navigation state the current screen was opened with (React Router keeps it in history). */
export async function historyState<T>(page: Page): Promise<T> {
  return page.evaluate(
    () =>
      (globalThis as unknown as { history: { state: { usr?: unknown } | null } }).history.state
        ?.usr,
  ) as Promise<T>;
}

/** Picks the option of an autocomplete whose name matches, once the list shows it. */
export async function pickOption(page: Page, name: string | RegExp): Promise<void> {
  const option = page.getByRole('option', { name }).first();
  await expect(option).toBeVisible();
  await option.click();
}

/**
 * The enabled slot buttons of an open slot panel (the doctor card's 'Available slots
 * for ...' region), trying each day of the strip until one has a free slot. With
 * `fromDay` 1 the search starts tomorrow: a slot that cannot come within the
 * booking notice while the test runs.
 */
export async function freeSlotButtons(panel: Locator, fromDay = 0): Promise<Locator> {
  const slots = panel
    .getByRole('group', { name: /^(Morning|Afternoon|Evening) slots$/ })
    .getByRole('button', { disabled: false });
  const days = panel.getByRole('list', { name: 'Choose a day' }).getByRole('button');
  // Wait for the slots (or the day strip) to load.
  await expect(days.first().or(panel.getByText('no open days'))).toBeVisible({ timeout: 15_000 });
  if (fromDay > 0 && (await days.count()) > fromDay) await days.nth(fromDay).click();
  for (let page = 0; page < 3; page += 1) {
    const count = await days.count();
    for (let i = page === 0 ? fromDay : 0; i < count; i += 1) {
      if ((await slots.count()) > 0) return slots;
      await days.nth(i).click();
    }
    if ((await slots.count()) > 0) return slots;
    const next = panel.getByRole('button', { name: 'Next days' });
    if (!(await next.isEnabled())) break;
    await next.click();
  }
  throw new Error('No free slot in the panel');
}
