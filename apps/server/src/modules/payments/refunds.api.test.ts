// Issue 10 point 6: cancelling, rejecting or expiring an appointment whose
// advance was paid online refunds the advance once, through the outbox, and
// tells the patient; two clicks, two dispatchers or two sweeps change nothing.
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  auditLog,
  devOutbox,
  notifications,
  payments,
  scheduledMessages,
} from '../../db/schema.ts';
import { devSender } from '../../providers/messaging.ts';
import {
  simulatedGateway,
  type PaymentProvider,
  type SimulatedGateway,
} from '../../providers/payments.ts';
import { startTestApp, type TestContext } from '../../../test/harness.ts';
import { bookingTokenFor } from '../../../test/otp.ts';
import { expireUnansweredRequests } from '../appointments/expire.ts';
import { dispatchDue } from '../notifications/dispatcher.ts';
import { addAppointment, ist, makePatient, signedInDoctor, withToken } from '../portal/testing.ts';
import { refundJob } from './refunds.ts';

let t: TestContext;
let doctor: Awaited<ReturnType<typeof signedInDoctor>>;
let gateway: SimulatedGateway;
let seq = 0;
const mobile = () =>
  `95${String(process.pid).slice(-4).padStart(4, '0')}${String(++seq).padStart(4, '0')}`;

const senders = () => ({
  sms: devSender('sms', t.database.db, () => {}),
  email: devSender('email', t.database.db, () => {}),
});
/** One dispatcher run at the test's clock, refunds through `provider`. */
const dispatch = (provider: PaymentProvider = gateway, at = t.clock.now()) =>
  dispatchDue(t.database, senders(), at, 50, { refund: refundJob(provider) });

async function bookPaidOnline(m: string, startTime: string) {
  const token = await bookingTokenFor(t.app, m);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { 'x-booking-token': token },
    payload: {
      doctorId: doctor.id,
      startTime,
      mode: 'clinic',
      patient: { name: 'Kavya Rao', mobile: m },
      paymentOption: 'pay-online',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().appointment.id as string;
  const [payment] = await t.database.db
    .select()
    .from(payments)
    .where(eq(payments.appointmentId, id));
  expect(payment!.status).toBe('succeeded');
  return { id, token, payment: payment! };
}

const refundJobsOf = (paymentId: string) =>
  t.database.db
    .select()
    .from(scheduledMessages)
    .where(and(eq(scheduledMessages.kind, 'refund'), eq(scheduledMessages.paymentId, paymentId)));
const paymentRow = async (id: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const refundSmsTo = (m: string) =>
  t.database.db
    .select()
    .from(devOutbox)
    .where(and(like(devOutbox.to, `%${m}`), like(devOutbox.text, '%has been refunded%')));

beforeAll(async () => {
  t = await startTestApp();
  gateway = t.app.deps.payments as SimulatedGateway;
  doctor = await signedInDoctor(t.app, t.database.db, { name: 'Dr. Refund' });
});
afterAll(async () => t?.close());

describe('refunds of advances paid online', () => {
  it('a doctor cancelling a paid booking refunds the advance once, after commit, and texts the patient', async () => {
    const m = mobile();
    const { id, payment } = await bookPaidOnline(m, '2026-03-12T05:30:00.000Z');
    const res = await withToken(t.app, doctor.token).patch(`/api/appointments/${id}/status`, {
      status: 'Cancelled',
    });
    expect(res.statusCode, res.body).toBe(200);
    // Committed with the change, not yet sent.
    expect(await refundJobsOf(payment.id)).toHaveLength(1);
    expect((await paymentRow(payment.id)).status).toBe('succeeded');

    const run = await dispatch();
    expect(run.jobs).toBe(1);
    const refunded = await paymentRow(payment.id);
    expect(refunded.status).toBe('refunded');
    expect(refunded.refundRef).toMatch(/^sim_rf_/);
    expect(refunded.refundedAt).toEqual(t.clock.now());
    const made = gateway.refunds().filter((r) => r.request.idempotencyKey === payment.id);
    expect(made).toHaveLength(1);
    expect(made[0]!.request).toMatchObject({
      chargeRef: payment.providerRef,
      amountPaise: payment.amountPaise,
    });
    const sms = await refundSmsTo(m);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toContain(refunded.refundRef!);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'refund_payment'), eq(auditLog.entityId, payment.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: null, actorRole: 'system', entity: 'payment' });

    // Nothing more on the next runs.
    expect((await dispatch()).jobs).toBe(0);
    expect(await refundSmsTo(m)).toHaveLength(1);

    // The Payments list shows the advance as refunded and the refund as its own row.
    const list = (await withToken(t.app, doctor.token).get('/api/payments')).json();
    const mine = list.payments.filter((p: { appointmentId: string }) => p.appointmentId === id);
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'advance',
          status: 'Refunded',
          reference: payment.providerRef,
        }),
        expect.objectContaining({
          id: `${payment.id}:refund`,
          kind: 'refund',
          status: 'Refunded',
          reference: refunded.refundRef,
          amount: payment.amountPaise / 100,
          date: '2026-03-10',
        }),
      ]),
    );

    // The ledger shows it too: an invoice of its own number that records the
    // advance received and given back, owing nothing and earning nothing.
    const api = withToken(t.app, doctor.token);
    const ledger = (await api.get('/api/ledger?from=2026-03-10&to=2026-03-10')).json();
    const advance = payment.amountPaise / 100;
    expect(ledger.invoices).toEqual([
      expect.objectContaining({
        amount: 0,
        status: 'Refunded',
        description: expect.stringContaining('advance refunded'),
      }),
    ]);
    expect(ledger.totals).toEqual({
      invoiced: 0,
      paid: advance,
      refunded: advance,
      outstanding: 0,
    });
    const details = (await api.get(`/api/ledger/${ledger.invoices[0].invoiceId}`)).json();
    expect(details).toMatchObject({ cost: advance, discount: advance, amount: 0 });
    // A second run of the job (say, after a crash) adds no second invoice.
    expect((await dispatch()).jobs).toBe(0);
    expect((await api.get('/api/ledger?from=2026-03-10&to=2026-03-10')).json().total).toBe(1);
  });

  it('a patient cancelling within the rules gets the advance back', async () => {
    const m = mobile();
    const { id, token, payment } = await bookPaidOnline(m, '2026-03-12T06:30:00.000Z');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/patient/appointments/${id}/cancel`,
      headers: { 'x-booking-token': token },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await refundJobsOf(payment.id)).toHaveLength(1);
    await dispatch();
    expect((await paymentRow(payment.id)).status).toBe('refunded');
    expect(await refundSmsTo(m)).toHaveLength(1);
  });

  it('a doctor rejecting a paid request refunds it', async () => {
    const m = mobile();
    const { id, payment } = await bookPaidOnline(m, '2026-03-12T07:30:00.000Z');
    // A paid booking is Confirmed at once; a request paid online (e.g. made
    // before that rule) is still Pending: make it one to reject.
    await t.database.db
      .update(appointments)
      .set({ status: 'Pending' })
      .where(eq(appointments.id, id));
    const res = await withToken(t.app, doctor.token).post(`/api/appointments/${id}/reject`, {});
    expect(res.statusCode, res.body).toBe(200);
    await dispatch();
    expect((await paymentRow(payment.id)).status).toBe('refunded');
    expect(await refundSmsTo(m)).toHaveLength(1);
  });

  it('cancelling a booking paid at the clinic refunds nothing', async () => {
    const patient = await makePatient(t.database.db);
    const a = await addAppointment(t.database.db, {
      doctorId: doctor.id,
      clinicId: doctor.clinic.id,
      patientId: patient.id,
      start: ist('2026-03-13 10:00'),
    });
    const res = await withToken(t.app, doctor.token).patch(`/api/appointments/${a.id}/status`, {
      status: 'Cancelled',
    });
    expect(res.statusCode).toBe(200);
    const jobs = await t.database.rows(
      `select 1 from scheduled_messages s join payments p on p.id = s.payment_id where p.appointment_id = $1`,
      [a.id],
    );
    expect(jobs).toHaveLength(0);
  });

  it('two cancels at once schedule one refund', async () => {
    const m = mobile();
    const { id, payment } = await bookPaidOnline(m, '2026-03-12T08:30:00.000Z');
    const doctorApi = withToken(t.app, doctor.token);
    const answers = await Promise.all([
      doctorApi.patch(`/api/appointments/${id}/status`, { status: 'Cancelled' }),
      doctorApi.patch(`/api/appointments/${id}/status`, { status: 'Cancelled' }),
    ]);
    expect(answers.some((r) => r.statusCode === 200)).toBe(true);
    for (const r of answers) expect([200, 409], r.body).toContain(r.statusCode);
    expect(await refundJobsOf(payment.id)).toHaveLength(1);
    await Promise.all([dispatch(), dispatch()]);
    expect(gateway.refunds().filter((r) => r.request.idempotencyKey === payment.id)).toHaveLength(
      1,
    );
    expect(await refundSmsTo(m)).toHaveLength(1);
  });

  it('two dispatchers on one job refund once; a retry after a crash asks the gateway with the same key', async () => {
    const m = mobile();
    const { id, payment } = await bookPaidOnline(m, '2026-03-12T09:30:00.000Z');
    await withToken(t.app, doctor.token).patch(`/api/appointments/${id}/status`, {
      status: 'Cancelled',
    });
    // The first dispatcher reaches the gateway, which refunds, then dies
    // before its transaction commits (the answer is lost).
    const crashing: PaymentProvider = {
      ...gateway,
      async refund(request) {
        await gateway.refund(request);
        throw new Error('connection reset after the refund');
      },
    };
    const first = await dispatch(crashing);
    expect(first.jobsFailed).toBe(1);
    // The dispatcher logs why: the job's kind and the gateway's error.
    expect(first.jobErrors).toMatchObject([
      { kind: 'refund', error: { message: 'connection reset after the refund' } },
    ]);
    expect((await paymentRow(payment.id)).status).toBe('succeeded');
    // Not retried at once: a failed job waits a minute.
    expect((await dispatch()).jobs).toBe(0);
    // Two dispatchers (two instances) later run the same job at once.
    const later = new Date(t.clock.now().getTime() + 60_000);
    const runs = await Promise.all([dispatch(gateway, later), dispatch(gateway, later)]);
    expect(runs.reduce((n, r) => n + r.jobs, 0)).toBe(1);
    const made = gateway.refunds().filter((r) => r.request.idempotencyKey === payment.id);
    expect(made).toHaveLength(1);
    expect(made[0]!.calls).toBe(2);
    const refunded = await paymentRow(payment.id);
    expect(refunded.status).toBe('refunded');
    expect(refunded.refundRef).toBe(made[0]!.result.refundRef);
    expect(await refundSmsTo(m)).toHaveLength(1);
  });
});

describe('unanswered requests expire at their start', () => {
  it('holds no lock while the gateway answers: the gateway may write to the database meanwhile', async () => {
    const m = mobile();
    const { id, payment } = await bookPaidOnline(m, '2026-03-13T06:30:00.000Z');
    const res = await withToken(t.app, doctor.token).patch(`/api/appointments/${id}/status`, {
      status: 'Cancelled',
    });
    expect(res.statusCode, res.body).toBe(200);
    // A gateway that keeps its book in this database and, while answering,
    // takes the payment's row lock at once (nowait). Were the job's transaction
    // holding it, PostgreSQL would refuse and the embedded database (one
    // connection) would wait forever.
    const book = simulatedGateway(0, t.database.db);
    const locked: string[] = [];
    const provider: PaymentProvider = {
      ...book,
      async refund(request) {
        await t.database.db.transaction(async (tx) => {
          await tx.execute(sql`select id from payments where id = ${payment.id} for update nowait`);
        });
        locked.push(request.idempotencyKey);
        return book.refund(request);
      },
    };
    const run = await dispatch(provider);
    expect(run).toMatchObject({ jobs: 1, jobsFailed: 0 });
    expect(locked).toEqual([payment.id]);
    const refunded = await paymentRow(payment.id);
    expect(refunded.status).toBe('refunded');
    expect(refunded.refundRef).toBe(book.refunds()[0]!.result.refundRef);
    expect(await refundSmsTo(m)).toHaveLength(1);
  });

  it('a payment refunded between the gateway call and the write is not written twice', async () => {
    const m = mobile();
    const { id, payment } = await bookPaidOnline(m, '2026-03-13T07:30:00.000Z');
    await withToken(t.app, doctor.token).patch(`/api/appointments/${id}/status`, {
      status: 'Cancelled',
    });
    // Another dispatcher finishes the same refund while this one waits on the gateway.
    const provider: PaymentProvider = {
      ...gateway,
      async refund(request) {
        const answer = await gateway.refund(request);
        await t.database.db
          .update(payments)
          .set({ status: 'refunded', refundRef: answer.refundRef, refundedAt: t.clock.now() })
          .where(eq(payments.id, payment.id));
        return answer;
      },
    };
    expect(await dispatch(provider)).toMatchObject({ jobs: 1, jobsFailed: 0 });
    expect((await paymentRow(payment.id)).status).toBe('refunded');
    // The one who wrote it sends the message; this run wrote nothing.
    expect(await refundSmsTo(m)).toHaveLength(0);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'refund_payment'), eq(auditLog.entityId, payment.id)));
    expect(rows).toHaveLength(0);
  });

  it('cancels a Pending request whose start has come, frees the slot, refunds and tells the patient', async () => {
    const m = mobile();
    const { id, payment } = await bookPaidOnline(m, '2026-03-11T05:30:00.000Z');
    await t.database.db
      .update(appointments)
      .set({ status: 'Pending' })
      .where(eq(appointments.id, id));
    const patient = await makePatient(t.database.db);
    const future = await addAppointment(t.database.db, {
      doctorId: doctor.id,
      clinicId: doctor.clinic.id,
      patientId: patient.id,
      start: ist('2026-03-11 18:00'),
      status: 'Pending',
    });
    const confirmed = await addAppointment(t.database.db, {
      doctorId: doctor.id,
      clinicId: doctor.clinic.id,
      patientId: patient.id,
      start: ist('2026-03-11 09:00'),
      status: 'Confirmed',
    });

    // Before the start nothing happens.
    expect(await expireUnansweredRequests(t.database, t.clock.now())).toBe(0);

    // At the start (frozen clock moved on), two sweeps at once expire it once.
    const at = new Date('2026-03-11T05:30:00.000Z');
    const counts = await Promise.all([
      expireUnansweredRequests(t.database, at),
      expireUnansweredRequests(t.database, at),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    const status = async (appointmentId: string) =>
      (
        await t.database.db
          .select({ s: appointments.status })
          .from(appointments)
          .where(eq(appointments.id, appointmentId))
      )[0]!.s;
    expect(await status(id)).toBe('Cancelled');
    expect(await status(future.id)).toBe('Pending');
    expect(await status(confirmed.id)).toBe('Confirmed');
    expect(await refundJobsOf(payment.id)).toHaveLength(1);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'expire_request'), eq(auditLog.entityId, id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: null, actorRole: 'system' });
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, doctor.id), eq(notifications.kind, 'appointment_expired')),
      );
    expect(notes).toHaveLength(1);

    // The slot is free: another appointment may take the same time.
    await addAppointment(t.database.db, {
      doctorId: doctor.id,
      clinicId: doctor.clinic.id,
      patientId: patient.id,
      start: new Date('2026-03-11T05:30:00.000Z'),
      status: 'Confirmed',
    });

    // The dispatcher sends the expiry SMS and the refund (and its SMS).
    await dispatchDue(t.database, senders(), at, 50, { refund: refundJob(gateway) });
    expect((await paymentRow(payment.id)).status).toBe('refunded');
    const texts = await t.database.db
      .select()
      .from(devOutbox)
      .where(like(devOutbox.to, `%${m}`));
    expect(texts.filter((x) => x.text.includes('was not answered in time'))).toHaveLength(1);
    expect(texts.filter((x) => x.text.includes('has been refunded'))).toHaveLength(1);
  });
});
