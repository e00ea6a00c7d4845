import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_MESSAGES, type LedgerInvoice } from '@clinic/shared/ledger';
import { auditLog } from '../../db/schema.ts';
import { errorBody } from '../../../test/expect-error.ts';
import { startTestApp, type TestContext } from '../../../test/harness.ts';
import { pdfText } from '../../../test/pdf.ts';
import { makePatient, signedInDoctor, withToken } from '../portal/testing.ts';
import { addBilledVisit } from './testing.ts';

// TEST_NOW: Tuesday 2026-03-10 10:00 in Kolkata.
let t: TestContext;
let doc: Awaited<ReturnType<typeof signedInDoctor>>;
let api: ReturnType<typeof withToken>;
const ids: Record<string, string> = {};

/** A small RFC 4180 reader: quoted fields, doubled quotes, CRLF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endCell();
    else if (c === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else cell += c;
  }
  if (cell || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  doc = await signedInDoctor(t.app, db, { name: 'Dr. Ledger' });
  api = withToken(t.app, doc.token);
  const lakshmi = await makePatient(db, {
    name: 'Lakshmi Das',
    dateOfBirth: '1990-05-20',
    createdAt: new Date('2025-01-15T06:00:00Z'),
  });
  const ram = await makePatient(db, { name: 'राम शर्मा' });
  const evil = await makePatient(db, { name: '=HYPERLINK("http://x","y")' });
  ids.lakshmi = lakshmi.id;
  ids.ram = ram.id;
  const visit = (
    patientId: string,
    issuedOn: string,
    amountPaise: number,
    extra: Partial<Parameters<typeof addBilledVisit>[1]> = {},
  ) => addBilledVisit(db, { doctorId: doc.id, patientId, issuedOn, amountPaise, ...extra });
  // INV-2026-0001: paid in full (advance 180 online + 420 at the clinic).
  await visit(lakshmi.id, '2026-02-01', 60000, {
    description: 'Diabetes follow-up',
    advancePaise: 18000,
    paidAtClinicPaise: 42000,
    providerRef: 'sim_pay_001',
  });
  // INV-2026-0002: partly paid (only the advance).
  await visit(ram.id, '2026-02-15', 80000, {
    description: 'Skin, "acne" review',
    advancePaise: 24000,
  });
  // INV-2026-0003: unpaid.
  await visit(evil.id, '2026-03-01', 50000, { description: '-2+3 cmd' });
  // INV-2026-0004: the advance refunded, nothing else received.
  await visit(lakshmi.id, '2026-03-05', 30000, {
    description: '@SUM(A1)',
    advancePaise: 9000,
    advanceStatus: 'refunded',
  });
  // INV-2026-0005: same day and amount as 0004 (ties break by serial).
  const last = await visit(ram.id, '2026-03-05', 30000, {
    description: '\tTabbed',
    paidAtClinicPaise: 30000,
  });
  ids.lastInvoice = last.invoice.id;
});
afterAll(async () => t?.close());

const invoiceIds = (body: { invoices: LedgerInvoice[] }) => body.invoices.map((i) => i.invoiceId);
const inv = (n: number) => `INV-2026-000${n}`;

describe('GET /ledger', () => {
  it('answers the newest first with statuses and the totals of the range, in rupees', async () => {
    const res = await api.get('/api/ledger');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 5, page: 1, pageSize: 20 });
    expect(invoiceIds(body)).toEqual([inv(5), inv(4), inv(3), inv(2), inv(1)]);
    expect(body.invoices[4]).toEqual({
      invoiceId: inv(1),
      patient: 'Lakshmi Das',
      patientId: ids.lakshmi,
      description: 'Diabetes follow-up',
      date: '2026-02-01',
      amount: 600,
      currency: 'INR',
      status: 'Paid',
    });
    expect(body.invoices.map((i: LedgerInvoice) => i.status)).toEqual([
      'Paid',
      'Refunded',
      'Unpaid',
      'Partly paid',
      'Paid',
    ]);
    // invoiced 600+800+500+300+300; paid 600 + 240 + 90 (refunded later) + 300;
    // outstanding 0 + 560 + 500 + (300 - 90 + 90) + 0.
    expect(body.totals).toEqual({ invoiced: 2500, paid: 1230, refunded: 90, outstanding: 1360 });
  });

  it('filters by issue date only when both ends are given, inclusive', async () => {
    const range = (await api.get('/api/ledger?from=2026-02-15&to=2026-03-01')).json();
    expect(invoiceIds(range)).toEqual([inv(3), inv(2)]);
    expect(range.totals).toEqual({ invoiced: 1300, paid: 240, refunded: 0, outstanding: 1060 });
    expect((await api.get('/api/ledger?from=2026-03-05')).json().total).toBe(5);
    expect((await api.get('/api/ledger?to=2026-02-01')).json().total).toBe(5);
    expect((await api.get('/api/ledger?from=2026-03-06&to=2026-03-01')).json().total).toBe(0);
    const bad = await api.get('/api/ledger?from=2026-02-30&to=2026-03-01');
    expect(bad.statusCode).toBe(400);
  });

  it('searches invoice id, patient and description, ignoring case', async () => {
    expect(invoiceIds((await api.get('/api/ledger?search=inv-2026-0002')).json())).toEqual([
      inv(2),
    ]);
    expect(invoiceIds((await api.get('/api/ledger?search=LAKSHMI')).json())).toEqual([
      inv(4),
      inv(1),
    ]);
    expect(invoiceIds((await api.get('/api/ledger?search=acne')).json())).toEqual([inv(2)]);
    expect(
      invoiceIds((await api.get(`/api/ledger?search=${encodeURIComponent('राम')}`)).json()),
    ).toEqual([inv(5), inv(2)]);
    const none = (await api.get('/api/ledger?search=%25')).json();
    expect(none).toMatchObject({ total: 0, invoices: [] });
    expect(none.totals).toEqual({ invoiced: 0, paid: 0, refunded: 0, outstanding: 0 });
  });

  it('sorts by every column both ways, ties by the serial, and pages in the database', async () => {
    const order = async (q: string) => invoiceIds((await api.get(`/api/ledger?${q}`)).json());
    expect(await order('sort=invoiceId&dir=asc')).toEqual([1, 2, 3, 4, 5].map(inv));
    expect(await order('sort=invoiceId&dir=desc')).toEqual([5, 4, 3, 2, 1].map(inv));
    expect(await order('sort=amount&dir=asc')).toEqual([4, 5, 3, 1, 2].map(inv));
    expect(await order('sort=amount&dir=desc')).toEqual([2, 1, 3, 5, 4].map(inv));
    expect(await order('sort=date&dir=asc')).toEqual([1, 2, 3, 4, 5].map(inv));
    expect(await order('sort=patient&dir=asc')).toEqual([3, 1, 4, 2, 5].map(inv));
    expect(await order('sort=description&dir=desc')).toEqual([2, 1, 4, 3, 5].map(inv));
    const p2 = (await api.get('/api/ledger?sort=invoiceId&dir=asc&page=2&pageSize=2')).json();
    expect(p2).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(invoiceIds(p2)).toEqual([inv(3), inv(4)]);
    const past = (await api.get('/api/ledger?page=9&pageSize=2')).json();
    expect(past).toMatchObject({ total: 5, invoices: [] });
    expect(past.totals.invoiced).toBe(2500);
  });

  it("audits the list and shows another doctor none of this doctor's invoices", async () => {
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'list_invoices'), eq(auditLog.actorId, doc.id)));
    expect(rows.length).toBeGreaterThan(0);
    const other = await signedInDoctor(t.app, t.database.db);
    const theirs = (await withToken(t.app, other.token).get('/api/ledger')).json();
    expect(theirs).toMatchObject({ total: 0, invoices: [] });
  });

  it("equals the dashboard's Total Earnings over all time", async () => {
    const card = (await api.get('/api/portal/dashboard')).json().cards.totalEarnings.value;
    const ledger = (await api.get('/api/ledger')).json().totals.invoiced;
    expect(card).toBe(2500);
    expect(ledger).toBe(card);
  });
});

describe('GET /ledger/export.csv', () => {
  it('streams the filtered, sorted rows of all pages with a BOM, a header and a dated file name', async () => {
    const q = 'from=2026-02-01&to=2026-03-05&sort=amount&dir=asc&pageSize=2';
    const res = await api.get(`/api/ledger/export.csv?${q}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="ledger-2026-02-01-to-2026-03-05.csv"',
    );
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(res.rawPayload.subarray(3).toString('utf8'));
    expect(rows[0]).toEqual([
      'Invoice ID',
      'Patient Name',
      'Description',
      'Date',
      'Amount',
      'Currency',
      'Status',
    ]);
    const json = (await api.get(`/api/ledger?${q.replace('pageSize=2', 'pageSize=100')}`)).json();
    expect(rows.slice(1).map((r) => r[0])).toEqual(invoiceIds(json));
    expect(rows.slice(1).map((r) => [r[0], r[3], Number(r[4]), r[5], r[6]])).toEqual(
      json.invoices.map((i: LedgerInvoice) => [
        i.invoiceId,
        i.date,
        i.amount,
        i.currency,
        i.status,
      ]),
    );
    // A Devanagari name and a description with a comma and quotes survive the round trip.
    const ram = rows.find((r) => r[0] === inv(2))!;
    expect(ram.slice(1, 3)).toEqual(['राम शर्मा', 'Skin, "acne" review']);
    expect(res.body).toContain('"Skin, ""acne"" review"');
  });

  it('neutralises cells that a spreadsheet would run as a formula', async () => {
    const res = await api.get('/api/ledger/export.csv?sort=invoiceId&dir=asc');
    expect(res.headers['content-disposition']).toBe('attachment; filename="ledger-all.csv"');
    const rows = parseCsv(res.rawPayload.subarray(3).toString('utf8')).slice(1);
    expect(rows.map((r) => r[0])).toEqual([1, 2, 3, 4, 5].map(inv));
    expect(rows[2]![1]).toBe(`'=HYPERLINK("http://x","y")`);
    expect(rows[2]![2]).toBe(`'-2+3 cmd`);
    expect(rows[3]![2]).toBe(`'@SUM(A1)`);
    expect(rows[4]![2]).toBe(`'\tTabbed`);
    expect(rows[0]![4]).toBe('600.00');
    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'export_invoices'));
    expect(audited).toMatchObject({ actorId: doc.id, entity: 'invoice' });
  });
});

describe('GET /ledger/{invoiceId}', () => {
  it('answers the invoice, the patient card and their history with this doctor, audited', async () => {
    const res = await api.get(`/api/ledger/${inv(1)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      invoiceId: inv(1),
      patient: 'Lakshmi Das',
      patientId: ids.lakshmi,
      date: '2026-02-01',
      treatment: 'Diabetes follow-up',
      cost: 600,
      discount: 0,
      tax: 0,
      amount: 600,
      paid: 600,
      refunded: 0,
      balance: 0,
      status: 'Paid',
      paymentReference: 'sim_pay_001',
      currency: 'INR',
      memberSince: '15 Jan 2025',
      age: '35 Yrs',
      phone: expect.stringMatching(/^\+91/),
      avatar: null,
      currentInvoiceSrNo: 1,
      ledgerHistory: [
        { invoiceId: inv(4), date: '2026-03-05', treatment: '@SUM(A1)', cost: 300, amount: 300 },
        {
          invoiceId: inv(1),
          date: '2026-02-01',
          treatment: 'Diabetes follow-up',
          cost: 600,
          amount: 600,
        },
      ],
    });
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'read_invoice'));
    expect(rows.at(-1)).toMatchObject({
      actorId: doc.id,
      entity: 'invoice',
      patientId: ids.lakshmi,
    });
  });

  it('finds an invoice by its id or its number in any case', async () => {
    expect((await api.get(`/api/ledger/${ids.lastInvoice}`)).json().invoiceId).toBe(inv(5));
    expect((await api.get('/api/ledger/inv-2026-0004')).json()).toMatchObject({
      invoiceId: inv(4),
      paid: 90,
      refunded: 90,
      balance: 300,
      status: 'Refunded',
    });
  });

  it("answers 404 for an unknown invoice and another doctor's", async () => {
    for (const ref of ['INV-2026-0099', '00000000-0000-0000-0000-000000000000', 'nonsense']) {
      const res = await api.get(`/api/ledger/${ref}`);
      expect(res.statusCode, ref).toBe(404);
      expect(res.json()).toMatchObject(errorBody('NOT_FOUND', LEDGER_MESSAGES.invoiceNotFound));
    }
    const other = withToken(t.app, (await signedInDoctor(t.app, t.database.db)).token);
    expect((await other.get(`/api/ledger/${inv(1)}`)).statusCode).toBe(404);
    expect((await other.get(`/api/ledger/${inv(1)}/pdf`)).statusCode).toBe(404);
  });
});

describe('GET /ledger/{invoiceId}/pdf', () => {
  it('is a real PDF with the invoice, the patient in Devanagari and the figures, audited', async () => {
    const res = await api.get(`/api/ledger/${inv(2)}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${inv(2)}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    for (const expected of [
      inv(2),
      'Dr. Ledger Clinic',
      '12 MG Road, Bengaluru',
      'Dr. Ledger, MBBS',
      'Medical registration verified',
      'Skin, "acne" review₹800',
      'Paid₹240',
      'Balance₹560',
      'Partly paid',
      'Payment referencesim_2',
    ])
      expect(text, expected).toContain(expected);
    // Shaped Devanagari comes out in glyph order: every letter of the name is there.
    for (const ch of 'रामशर') expect(text).toContain(ch);
    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'download_invoice'));
    expect(audited).toMatchObject({ actorId: doc.id, entity: 'invoice', patientId: ids.ram });
  });
});
