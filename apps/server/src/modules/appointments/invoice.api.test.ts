import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_MESSAGES } from '@clinic/shared/ledger';
import { auditLog, doctorProfiles, invoices, payments } from '../../db/schema.ts';
import { startTestApp, type TestContext } from '../../../test/harness.ts';
import { addAppointment, ist, makePatient, signedInDoctor, withToken } from '../portal/testing.ts';
import { errorBody } from '../../../test/expect-error.ts';

// TEST_NOW: Tuesday 2026-03-10 10:00 in Kolkata.
let t: TestContext;
let doc: Awaited<ReturnType<typeof signedInDoctor>>;
let api: ReturnType<typeof withToken>;
let patientId: string;

const past = (
  day: number,
  status: 'Confirmed' | 'Completed' | 'Pending' | 'Cancelled' = 'Confirmed',
) =>
  addAppointment(t.database.db, {
    doctorId: doc.id,
    patientId,
    start: ist(`2026-03-${String(day).padStart(2, '0')} 09:00`),
    status,
    treatment: 'Diabetes follow-up',
    feePaise: 60000,
  });

beforeAll(async () => {
  t = await startTestApp();
  doc = await signedInDoctor(t.app, t.database.db);
  api = withToken(t.app, doc.token);
  patientId = (await makePatient(t.database.db, { name: 'Lakshmi Das' })).id;
});
afterAll(async () => t?.close());

describe('POST /appointments/:id/invoice (Save & Invoice)', () => {
  it('numbers the invoice, completes the appointment and answers the same invoice again', async () => {
    const a = await past(2);
    const res = await api.post(`/api/appointments/${a.id}/invoice`, { notes: 'HbA1c improved' });
    expect(res.statusCode).toBe(201);
    expect(res.json().invoice).toEqual({
      invoiceId: 'INV-2026-0001',
      serial: 1,
      amount: 600,
      date: '2026-03-10',
    });
    expect(res.json().appointment).toMatchObject({
      id: a.id,
      status: 'Completed',
      amountPaid: 600,
      doctorNotes: 'HbA1c improved',
      allowedStatuses: ['Completed'],
    });
    const [row] = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.appointmentId, a.id));
    expect(row).toMatchObject({
      doctorId: doc.id,
      patientId,
      description: 'Diabetes follow-up',
      costPaise: 60000,
      amountPaise: 60000,
      currency: 'INR',
    });
    const again = await api.post(`/api/appointments/${a.id}/invoice`, {});
    expect(again.statusCode).toBe(200);
    expect(again.json().invoice).toEqual(res.json().invoice);
    expect((await api.get(`/api/appointments/${a.id}`)).json().invoice).toEqual({
      invoiceId: 'INV-2026-0001',
      amount: 600,
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'create_invoice'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: doc.id, patientId, entityId: row!.id });
  });

  it('takes consecutive numbers, also when invoices are made at once', async () => {
    const second = await past(3, 'Completed');
    expect(
      (await api.post(`/api/appointments/${second.id}/invoice`)).json().invoice.invoiceId,
    ).toBe('INV-2026-0002');
    const many = await Promise.all([4, 5, 6, 7, 8].map((d) => past(d)));
    const results = await Promise.all(
      many.map((a) => api.post(`/api/appointments/${a.id}/invoice`, {})),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(results.map((r) => r.json().invoice.serial).sort((x, y) => x - y)).toEqual([
      3, 4, 5, 6, 7,
    ]);
    const twice = await Promise.all(
      [1, 2, 3].map(() => api.post(`/api/appointments/${many[0]!.id}/invoice`, {})),
    );
    expect(new Set(twice.map((r) => r.json().invoice.invoiceId)).size).toBe(1);
    const [profile] = await t.database.db
      .select()
      .from(doctorProfiles)
      .where(eq(doctorProfiles.userId, doc.id));
    expect(profile!.invoiceSerial).toBe(7);
    const rows = await t.database.rows<{ invoice_no: string }>(
      `select invoice_no from invoices where doctor_id = $1 order by serial`,
      [doc.id],
    );
    expect(rows.map((r) => r.invoice_no)).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((n) => `INV-2026-000${n}`),
    );
  });

  it("refuses pending, future, cancelled and other doctors' appointments", async () => {
    const pending = await past(9, 'Pending');
    expect((await api.post(`/api/appointments/${pending.id}/invoice`)).json()).toMatchObject(
      errorBody('INVALID_TRANSITION', 'Accept the appointment before invoicing it.'),
    );
    const future = await addAppointment(t.database.db, {
      doctorId: doc.id,
      patientId,
      start: ist('2026-03-12 09:00'),
      status: 'Confirmed',
    });
    const early = await api.post(`/api/appointments/${future.id}/invoice`);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(
      'An appointment can be invoiced only once its start time has passed.',
    );
    const cancelled = await past(9, 'Cancelled');
    expect((await api.post(`/api/appointments/${cancelled.id}/invoice`)).statusCode).toBe(409);
    const other = await signedInDoctor(t.app, t.database.db);
    const mine = await past(1);
    expect(
      (await withToken(t.app, other.token).post(`/api/appointments/${mine.id}/invoice`)).statusCode,
    ).toBe(404);
    const [profile] = await t.database.db
      .select()
      .from(doctorProfiles)
      .where(eq(doctorProfiles.userId, other.id));
    expect(profile!.invoiceSerial).toBe(0);
  });
});

describe('Save & Invoice with charges', () => {
  let d: Awaited<ReturnType<typeof signedInDoctor>>;
  let as: ReturnType<typeof withToken>;
  const visit = (day: number, feePaise = 100000) =>
    addAppointment(t.database.db, {
      doctorId: d.id,
      patientId,
      start: ist(`2026-03-${String(day).padStart(2, '0')} 11:00`),
      treatment: 'Skin review',
      feePaise,
    });
  const serialOf = async () =>
    (await t.database.db.select().from(doctorProfiles).where(eq(doctorProfiles.userId, d.id)))[0]!
      .invoiceSerial;

  beforeAll(async () => {
    d = await signedInDoctor(t.app, t.database.db);
    as = withToken(t.app, d.token);
  });

  it('bills cost - discount + tax and credits the advance paid online', async () => {
    const a = await visit(2);
    await t.database.db.insert(payments).values([
      { appointmentId: a.id, provider: 'simulated', amountPaise: 18000, status: 'succeeded' },
      { appointmentId: a.id, provider: 'simulated', amountPaise: 18000, status: 'failed' },
    ]);
    const res = await as.post(`/api/appointments/${a.id}/invoice`, {
      cost: 1000,
      discount: 100,
      taxPercent: 18,
    });
    expect(res.statusCode).toBe(201);
    // tax = round((1000 - 100) * 18 / 100) = 162; amount = 1000 - 100 + 162.
    expect(res.json().invoice).toMatchObject({ amount: 1062, serial: 1 });
    expect(res.json().appointment.amountPaid).toBe(1062);
    const [row] = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.appointmentId, a.id));
    expect(row).toMatchObject({
      costPaise: 100000,
      discountPaise: 10000,
      taxPaise: 16200,
      taxPercent: 18,
      amountPaise: 106200,
      paidAtClinicPaise: 106200 - 18000,
    });
  });

  it("taxes at the practice's GST rate by default and leaves a balance when less is paid", async () => {
    await t.database.db
      .update(doctorProfiles)
      .set({ gstPercent: 5 })
      .where(eq(doctorProfiles.userId, d.id));
    const a = await visit(3, 60000);
    const res = await as.post(`/api/appointments/${a.id}/invoice`, { paidAtClinic: 200 });
    expect(res.json().invoice).toMatchObject({ amount: 630, serial: 2 });
    expect(res.json().appointment.amountPaid).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.appointmentId, a.id));
    expect(row).toMatchObject({ taxPaise: 3000, taxPercent: 5, paidAtClinicPaise: 20000 });
    // The details screen pre-fills Save & Invoice with the same rate.
    const next = await visit(5, 60000);
    expect((await as.get(`/api/appointments/${next.id}`)).json().invoiceDefaults).toEqual({
      gstPercent: 5,
    });
    await t.database.db
      .update(doctorProfiles)
      .set({ gstPercent: 0 })
      .where(eq(doctorProfiles.userId, d.id));
  });

  it('refuses negative amounts, a discount above the cost, a tax outside 0-100 and overpaying, using no number', async () => {
    const a = await visit(4, 50000);
    const before = await serialOf();
    const cases: [object, string, string][] = [
      [{ cost: -1 }, LEDGER_MESSAGES.amountNotNegative, 'cost'],
      [{ cost: 100, discount: 101 }, LEDGER_MESSAGES.discountAboveCost, 'discount'],
      [{ discount: 501 }, LEDGER_MESSAGES.discountAboveCost, 'discount'],
      [{ taxPercent: 101 }, LEDGER_MESSAGES.taxPercentRange, 'taxPercent'],
      [{ taxPercent: -1 }, LEDGER_MESSAGES.taxPercentRange, 'taxPercent'],
      [{ paidAtClinic: 501 }, LEDGER_MESSAGES.paidAboveBalance, 'paidAtClinic'],
    ];
    for (const [body, message, field] of cases) {
      const res = await as.post(`/api/appointments/${a.id}/invoice`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toMatchObject({
        ...errorBody('VALIDATION_FAILED', message),
        field,
      });
    }
    expect(await serialOf()).toBe(before);
    expect(
      await t.database.db.select().from(invoices).where(eq(invoices.appointmentId, a.id)),
    ).toHaveLength(0);
  });

  it('gives 20 concurrent Save & Invoice calls 20 consecutive numbers', async () => {
    const before = await serialOf();
    const many = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        addAppointment(t.database.db, {
          doctorId: d.id,
          patientId,
          start: ist(
            `2026-03-0${1 + (i % 9)} ${String(9 + Math.floor(i / 9)).padStart(2, '0')}:30`,
          ),
          feePaise: 50000,
        }),
      ),
    );
    const results = await Promise.all(
      many.map((a) => as.post(`/api/appointments/${a.id}/invoice`, { discount: 50 })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const serials = results.map((r) => r.json().invoice.serial as number).sort((x, y) => x - y);
    expect(serials).toEqual(Array.from({ length: 20 }, (_, i) => before + 1 + i));
    expect(await serialOf()).toBe(before + 20);
  });
});
