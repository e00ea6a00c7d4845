// Help end to end (issue 11, point 8): the demo doctor submits a ticket with a
// screenshot from /help, the admin answers and resolves it in the admin area,
// and the doctor reads the answer in the ticket's conversation. axe-core finds no
// serious or critical violation on Help and on the admin's ticket screens.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, loginToken } from '../support/api.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { uniqueWord } from '../support/data.ts';
import { signInAsDoctor } from '../support/portal.ts';

/** A tiny valid PNG (1x1, transparent). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function signIn(page: Page, token: string): Promise<void> {
  await page.addInitScript(`window.localStorage.setItem('token', ${JSON.stringify(token)});`);
}

test('a doctor submits a ticket, the admin answers and resolves it, the doctor reads the answer', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const subject = `Calendar ${uniqueWord()} does not load on the clinic tablet`;
  const answer = `Please update the browser and reload (${uniqueWord()}).`;

  await signInAsDoctor(page, request);
  await page.goto('/help');
  await expect(page.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /How does verification/ })).toBeVisible();
  await expectNoSeriousViolations(page, testInfo);

  // The FAQ opens one answer at a time.
  const faq = page.getByRole('button', { name: 'When is a patient’s advance refunded?' });
  await faq.click();
  await expect(faq).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByRole('region', { name: 'When is a patient’s advance refunded?' }),
  ).toContainText('30 percent');

  await page.getByRole('button', { name: 'Submit New Ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit New Ticket' });
  // (Headless UI's dialog element has no box of its own: its fields are what shows.)
  await expect(dialog.getByRole('combobox', { name: 'Issue Type' })).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Issue Type' }).selectOption('Technical');
  await dialog.getByRole('textbox', { name: 'Message' }).fill(subject);
  await expect(dialog.getByText(`${subject.length} / 2,000`)).toBeVisible();
  await dialog
    .getByLabel('Screenshot (optional)')
    .setInputFiles({ name: 'tablet.png', mimeType: 'image/png', buffer: PNG });
  await expectNoSeriousViolations(page, testInfo);
  await dialog.getByRole('button', { name: 'Submit Ticket' }).click();
  const toast = page.getByText(/Ticket submitted: #\d+/);
  await expect(toast).toBeVisible();
  const number = /#(\d+)/.exec((await toast.textContent()) ?? '')![1]!;
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(subject)).toBeVisible();

  // The admin, in a browser of their own.
  const adminToken = await loginToken(request, DEMO_ADMIN.mobile, DEMO_ADMIN.password);
  const adminContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const admin = await adminContext.newPage();
  await signIn(admin, adminToken);
  await admin.goto('/admin/tickets');
  await expect(admin.getByRole('heading', { name: 'Support Tickets', level: 1 })).toBeVisible();
  const link = admin.getByRole('link', { name: new RegExp(`#${number}\\b`) });
  await expect(link).toContainText('Dr. Ananya Sharma');
  await expectNoSeriousViolations(admin, testInfo);
  await link.click();
  await expect(admin.getByRole('heading', { name: `Ticket #${number}`, level: 1 })).toBeVisible();
  await expect(admin.getByRole('list', { name: 'Conversation' })).toContainText(subject);
  // The screenshot opens for the admin (fetched with the session, shown from memory).
  await admin.getByRole('button', { name: 'View screenshot' }).click();
  await expect(admin.getByRole('img', { name: 'Screenshot attached to the ticket' })).toBeVisible();
  await expectNoSeriousViolations(admin, testInfo);
  await admin.getByRole('textbox', { name: 'Your reply' }).fill(answer);
  await admin.getByRole('button', { name: 'Send Reply' }).click();
  await expect(admin.getByRole('list', { name: 'Conversation' })).toContainText(answer);
  await admin.getByRole('button', { name: 'Mark as Resolved' }).click();
  await expect(admin.getByRole('button', { name: 'Reopen Ticket' })).toBeVisible();
  await adminContext.close();

  // The doctor sees the answer and the new status.
  await page.reload();
  const view = page.getByRole('button', { name: `View ticket #${number}, 1 reply` });
  await expect(view).toBeVisible();
  await view.click();
  const ticket = page.getByRole('dialog', { name: `Ticket #${number}` });
  await expect(ticket.getByRole('list', { name: 'Conversation' })).toContainText(answer);
  await expect(ticket).toContainText('Resolved');
  await expectNoSeriousViolations(page, testInfo);
});
