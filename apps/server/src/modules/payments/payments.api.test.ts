// Issue 10 point 7: the doctor's payout settings (GET/PUT /payments/settings)
// and the list of received payments and refunds (GET /payments).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENTS_MESSAGES } from '@clinic/shared/payments';
import { auditLog, doctorProfiles, payments } from '../../db/schema.ts';
import { startTestApp, type TestContext } from '../../../test/harness.ts';
import { expectError } from '../../../test/expect-error.ts';
import { addAppointment, ist, makePatient, signedInDoctor } from '../portal/testing.ts';

let t: TestContext;
let doctor: Awaited<ReturnType<typeof signedInDoctor>>;
let other: Awaited<ReturnType<typeof signedInDoctor>>;

const as = (token: string) => ({
  get: (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } }),
  put: (url: string, payload: object) =>
    t.app.inject({ method: 'PUT', url, payload, headers: { authorization: `Bearer ${token}` } }),
});

beforeAll(async () => {
  t = await startTestApp();
  doctor = await signedInDoctor(t.app, t.database.db, { name: 'Dr. Payout' });
  other = await signedInDoctor(t.app, t.database.db, { name: 'Dr. Other' });
  // What sign-up stored (the onboarding form's preferred payment step).
  await t.database.db
    .update(doctorProfiles)
    .set({ paymentMethod: 'UPI', ifscCode: 'HDFC0001234', cashHandler: null })
    .where(eq(doctorProfiles.userId, doctor.id));
});
afterAll(async () => t?.close());

describe('payout settings', () => {
  it('answers what sign-up stored, for doctors only', async () => {
    const res = await as(doctor.token).get('/api/payments/settings');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      paymentMethod: 'UPI',
      ifscCode: 'HDFC0001234',
      accountHolderName: null,
      accountNumberMasked: null,
      cashHandler: null,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/settings' })).statusCode).toBe(
      401,
    );
  });

  it('stores the settings, answers the account number masked and keeps it when not sent again', async () => {
    const saved = await as(doctor.token).put('/api/payments/settings', {
      paymentMethod: 'All of the above',
      ifscCode: 'sbin0a12345',
      accountHolderName: 'Asha Menon',
      accountNumber: '0012 3456 7890 1234',
      cashHandler: 'Ravi (front desk)',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      paymentMethod: 'All of the above',
      ifscCode: 'SBIN0A12345',
      accountHolderName: 'Asha Menon',
      accountNumberMasked: '••••••1234',
      cashHandler: 'Ravi (front desk)',
    });
    expect(saved.body).not.toContain('0012345678901234');
    const [row] = await t.database.db
      .select({ n: doctorProfiles.accountNumber })
      .from(doctorProfiles)
      .where(eq(doctorProfiles.userId, doctor.id));
    expect(row!.n).toBe('0012345678901234');

    // Without a new number the stored one stays; blanks clear the others.
    const again = await as(doctor.token).put('/api/payments/settings', {
      paymentMethod: 'Cash',
      ifscCode: 'SBIN0A12345',
      accountHolderName: 'Asha Menon',
      cashHandler: '',
    });
    expect(again.json()).toMatchObject({
      paymentMethod: 'Cash',
      accountNumberMasked: '••••••1234',
      cashHandler: null,
    });
    const read = await as(doctor.token).get('/api/payments/settings');
    expect(read.json().accountNumberMasked).toBe('••••••1234');
    expect(read.body).not.toContain('0012345678901234');

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, doctor.id), eq(auditLog.action, 'update_payment_settings')));
    expect(audits).toHaveLength(2);
    expect(JSON.stringify(audits)).not.toContain('0012345678901234');
  });

  it('refuses an IFSC code of the wrong format, an odd account number and an unknown method', async () => {
    const bad = await as(doctor.token).put('/api/payments/settings', {
      paymentMethod: 'UPI',
      ifscCode: 'HDFC1001234',
    });
    expectError(bad, 'VALIDATION_FAILED', PAYMENTS_MESSAGES.invalidIfsc);
    const shortNumber = await as(doctor.token).put('/api/payments/settings', {
      paymentMethod: 'UPI',
      accountNumber: '12ab',
    });
    expectError(shortNumber, 'VALIDATION_FAILED', PAYMENTS_MESSAGES.invalidAccountNumber);
    const method = await as(doctor.token).put('/api/payments/settings', {
      paymentMethod: 'Cheque',
    });
    expect(method.statusCode).toBe(400);
  });
});

describe('received payments and refunds', () => {
  it("lists the doctor's advances and refunds, newest first, paged and bounded by date", async () => {
    const db = t.database.db;
    const patient = await makePatient(db, { name: 'Meera Iyer' });
    const appt = (start: string, doctorId = doctor.id, clinicId = doctor.clinic.id) =>
      addAppointment(db, { doctorId, clinicId, patientId: patient.id, start: ist(start) });
    const a1 = await appt('2026-03-02 10:00');
    const a2 = await appt('2026-03-05 10:00');
    const a3 = await appt('2026-03-06 10:00');
    const foreign = await appt('2026-03-06 11:00', other.id, other.clinic.id);
    const [p1] = await db
      .insert(payments)
      .values({
        appointmentId: a1.id,
        provider: 'simulated',
        providerRef: 'sim_a1',
        amountPaise: 24000,
        status: 'succeeded',
        createdAt: ist('2026-03-01 09:00'),
      })
      .returning();
    const [p2] = await db
      .insert(payments)
      .values({
        appointmentId: a2.id,
        provider: 'simulated',
        providerRef: 'sim_a2',
        amountPaise: 15000,
        status: 'refunded',
        refundRef: 'sim_rf_a2',
        refundedAt: ist('2026-03-04 23:30'),
        createdAt: ist('2026-03-03 09:00'),
      })
      .returning();
    await db.insert(payments).values([
      {
        appointmentId: a3.id,
        provider: 'simulated',
        providerRef: null,
        amountPaise: 15000,
        status: 'failed',
        createdAt: ist('2026-03-05 09:00'),
      },
      {
        appointmentId: foreign.id,
        provider: 'simulated',
        providerRef: 'sim_foreign',
        amountPaise: 9900,
        status: 'succeeded',
        createdAt: ist('2026-03-05 09:00'),
      },
    ]);

    const res = await as(doctor.token).get('/api/payments');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(body.payments).toEqual([
      {
        id: `${p2!.id}:refund`,
        appointmentId: a2.id,
        publicId: `#${a2.publicId}`,
        patient: 'Meera Iyer',
        kind: 'refund',
        amount: 150,
        status: 'Refunded',
        reference: 'sim_rf_a2',
        date: '2026-03-04',
      },
      {
        id: p2!.id,
        appointmentId: a2.id,
        publicId: `#${a2.publicId}`,
        patient: 'Meera Iyer',
        kind: 'advance',
        amount: 150,
        status: 'Refunded',
        reference: 'sim_a2',
        date: '2026-03-03',
      },
      {
        id: p1!.id,
        appointmentId: a1.id,
        publicId: `#${a1.publicId}`,
        patient: 'Meera Iyer',
        kind: 'advance',
        amount: 240,
        status: 'Paid',
        reference: 'sim_a1',
        date: '2026-03-01',
      },
    ]);
    expect(res.body).not.toContain('sim_foreign');

    const ranged = (
      await as(doctor.token).get('/api/payments?from=2026-03-02&to=2026-03-03')
    ).json();
    expect(ranged.payments.map((p: { id: string }) => p.id)).toEqual([p2!.id]);
    expect(ranged.total).toBe(1);

    const page2 = (await as(doctor.token).get('/api/payments?page=2&pageSize=2')).json();
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.payments.map((p: { id: string }) => p.id)).toEqual([p1!.id]);

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, doctor.id), eq(auditLog.action, 'list_payments')));
    expect(audits.length).toBeGreaterThanOrEqual(3);

    const theirs = (await as(other.token).get('/api/payments')).json();
    expect(theirs.payments.map((p: { reference: string }) => p.reference)).toEqual(['sim_foreign']);

    expect((await as(doctor.token).get('/api/payments?from=2026-02-30')).statusCode).toBe(400);
  });
});
