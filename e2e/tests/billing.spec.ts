// Billing end to end (issue 10): the ledger filtered to a range and exported (the CSV
// holds the rows shown), an invoice downloaded as a real PDF and print-previewed, a
// pay-online booking cancelled and its refund listed in Payments, and axe-core on the
// three screens. Targets are read from the API at that moment, so the tests pass
// whatever the other tests (and the other project) already did.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { bearer, bookingToken, doctorSlots, slotsOf } from '../support/api.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { freshMobile, uniquePatientName } from '../support/data.ts';
import { pdfText } from '../support/pdf.ts';
import { addDays, CLINIC_TIME_ZONE, signInAsDoctor } from '../support/portal.ts';

test.use({ timezoneId: CLINIC_TIME_ZONE });

interface LedgerPage {
  total: number;
  invoices: { invoiceId: string; date: string }[];
}

const INVOICE_ID = /INV-\d{4}-\d{4,}/g;

/** '2026-03-12' -> '12-03-2026', as the filter takes dates. */
const dmy = (iso: string) => iso.split('-').reverse().join('-');

/** The invoice numbers the Transactions section shows (table on a desktop, cards on a phone). */
async function shownInvoiceIds(page: Page): Promise<string[]> {
  const text = await page.getByRole('region', { name: 'Transactions' }).innerText();
  return [...new Set(text.match(INVOICE_ID) ?? [])];
}

async function ledger(page: Page, token: string, query: string): Promise<LedgerPage> {
  const res = await page.request.get(`/api/ledger?${query}`, { headers: bearer(token) });
  expect(res.status(), `GET /api/ledger?${query}`).toBe(200);
  return (await res.json()) as LedgerPage;
}

/** A range of at most one page (20) of invoices, ending on the newest invoice's date. */
async function smallRange(page: Page, token: string): Promise<{ from: string; to: string }> {
  const newest = (await ledger(page, token, 'sort=date&dir=desc&pageSize=1')).invoices[0];
  expect(newest, 'the demo doctor has invoices').toBeTruthy();
  const to = newest!.date;
  for (const days of [6, 3, 1, 0]) {
    const from = addDays(to, -days);
    const { total } = await ledger(page, token, `from=${from}&to=${to}&pageSize=1`);
    if (total > 0 && total <= 20) return { from, to };
  }
  return { from: to, to };
}

test('the ledger filters to a range and exports exactly the rows shown as CSV', async ({
  page,
  request,
}) => {
  const token = await signInAsDoctor(page, request);
  const range = await smallRange(page, token);
  const expected = await ledger(page, token, `from=${range.from}&to=${range.to}&pageSize=100`);

  await page.goto('/ledger');
  await expect(page.getByRole('heading', { name: 'Ledger', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter' });
  await dialog.getByRole('textbox', { name: 'From Date' }).fill(dmy(range.from));
  await dialog.getByRole('textbox', { name: 'To Date' }).fill(dmy(range.to));
  await dialog.getByRole('button', { name: 'Filter' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`from=${range.from}&to=${range.to}`));
  await expect(page.getByRole('region', { name: /^Totals, / })).toHaveAccessibleName(
    `Totals, ${dmy(range.from)} to ${dmy(range.to)}`,
  );

  const ids = expected.invoices.map((i) => i.invoiceId);
  await expect.poll(() => shownInvoiceIds(page)).toEqual(ids);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`ledger-${range.from}-to-${range.to}.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.charCodeAt(0), 'UTF-8 byte-order mark').toBe(0xfeff);
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toMatch(/^Invoice ID,Patient Name,Description,Date,Amount/);
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(ids);
});

test('an invoice opens from the ledger, downloads as a PDF and prints alone', async ({
  page,
  request,
}) => {
  const token = await signInAsDoctor(page, request);
  const [first] = (await ledger(page, token, 'sort=date&dir=desc&pageSize=1')).invoices;
  const invoiceId = first!.invoiceId;

  await page.goto('/ledger');
  await page.getByRole('link', { name: new RegExp(`View invoice ${invoiceId}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/ledger-details/${invoiceId}$`));
  const sheet = page.getByRole('article', { name: invoiceId });
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText('Invoice Sr. No.');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdfText(pdf)).toContain(invoiceId);

  // Print preview: the invoice alone, without the sidebar, the top bar or the buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(sheet).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Portal' })).toBeHidden();
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Download' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Ledger History' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
});

test('a cancelled pay-online booking shows its refund in Payments', async ({
  page,
  request,
}, testInfo) => {
  const token = await signInAsDoctor(page, request);
  const me = await request.get('/api/auth/get-userdata', { headers: bearer(token) });
  const doctorId = ((await me.json()) as { user: { id: string } }).user.id;

  // A patient books and pays the advance online: Confirmed at once.
  const mobile = freshMobile(testInfo);
  const days = await doctorSlots(request, doctorId);
  const slot = days.flatMap(slotsOf).find((s) => s.available);
  expect(slot, 'a free slot of the demo doctor').toBeTruthy();
  const booked = await request.post('/api/bookings', {
    headers: { 'X-Booking-Token': await bookingToken(request, mobile) },
    data: {
      doctorId,
      startTime: slot!.start,
      mode: 'clinic',
      patient: { name: uniquePatientName('Refund'), mobile },
      bookedFor: 'self',
      paymentOption: 'pay-online',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { appointment } = (await booked.json()) as {
    appointment: { id: string; publicId: string; advance: number };
  };

  // The doctor cancels it (a confirmed booking's way out).
  const cancelled = await request.patch(`/api/appointments/${appointment.id}/status`, {
    headers: bearer(token),
    data: { status: 'Cancelled' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  // The refund goes out through the outbox; Payments lists it once the gateway answered.
  // A job that fails is tried again a minute later (the server logs why): the wait
  // covers one such retry, so a slow machine's one failed try is not this test's failure.
  test.setTimeout(180_000);
  await page.goto('/payments');
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  const refundRow = () =>
    (page.viewportSize()?.width ?? 1280) < 768
      ? page
          .getByRole('list', { name: 'Payments' })
          .getByRole('listitem')
          .filter({ hasText: appointment.publicId })
          .filter({ hasText: 'Refund' })
      : page
          .getByRole('table', { name: 'Payments' })
          .getByRole('row')
          .filter({ hasText: appointment.publicId })
          .filter({ hasText: /Refund\b/ });
  await expect
    .poll(
      async () => {
        await page.reload();
        await page.getByRole('heading', { name: 'Received payments and refunds' }).waitFor();
        return refundRow().filter({ hasText: 'Refunded' }).count();
      },
      { message: `the refund of ${appointment.publicId} in Payments`, timeout: 100_000 },
    )
    .toBeGreaterThan(0);
  await expect(refundRow().first()).toContainText(/rf|ref|sim_/i);
});

test('axe-core finds no serious violation on Ledger, Ledger details and Payments', async ({
  page,
  request,
}, testInfo) => {
  const token = await signInAsDoctor(page, request);
  const [first] = (await ledger(page, token, 'sort=date&dir=desc&pageSize=1')).invoices;

  await page.goto('/ledger');
  await expect(page.getByRole('region', { name: 'Transactions' })).toBeVisible();
  await expect.poll(() => shownInvoiceIds(page)).not.toEqual([]);
  await expectNoSeriousViolations(page, testInfo);

  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  // (The dialog's root has no size of its own; its fields are what shows.)
  await expect(
    page.getByRole('dialog', { name: 'Filter' }).getByRole('textbox', { name: 'From Date' }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, testInfo);
  await page.keyboard.press('Escape');

  await page.goto(`/ledger-details/${first!.invoiceId}`);
  await expect(page.getByRole('article', { name: first!.invoiceId })).toBeVisible();
  await expectNoSeriousViolations(page, testInfo);

  await page.goto('/payments');
  await expect(page.getByRole('radio', { name: 'Cash' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Received payments and refunds' })).toBeVisible();
  await expectNoSeriousViolations(page, testInfo);
});
