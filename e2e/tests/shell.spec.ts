import { expect, test } from '@playwright/test';

test('the landing page renders with its headline', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your Digital Clinic Starts Here' }),
  ).toBeVisible();
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Mon-Sat 9:00 AM to 7:00 PM');
});

test('an unknown path shows the not-found page, whose Home Page link goes home', async ({
  page,
}) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Home Page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a portal route without a token redirects to /login, replacing the history entry', async ({
  page,
}) => {
  await page.goto('/');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  // The /dashboard entry was replaced: going back lands on the page before it.
  await page.goBack();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('the health endpoint reports the database', async ({ request }) => {
  const res = await request.get('/api/healthz');
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(body).toMatchObject({ status: 'ok', database: { ok: true, kind: 'pglite' } });
  expect(typeof body.pid).toBe('number');
});

test('unknown API paths answer JSON 404 in the error shape', async ({ request }) => {
  const res = await request.get('/api/definitely-not-here');
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
});
