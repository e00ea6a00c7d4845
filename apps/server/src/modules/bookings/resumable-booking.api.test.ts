// Issue 12 point 4: a booking is all or nothing, and resumable. A crash
// (a fault injected after the hold, or after the charge) leaves a held
// booking that the retry of the same request completes, charging at most
// once, with one notification and one set of messages; a hold not paid
// within 10 minutes releases itself; messages only ever go out through the
// outbox, so a failing SMS gateway never fails a booking.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BookingRequest } from '@clinic/shared/booking';
import {
  appointments,
  auditLog,
  notifications,
  payments,
  scheduledMessages,
} from '../../db/schema.ts';
import { devSender, type MessageSender } from '../../providers/messaging.ts';
import {
  simulatedGateway,
  type PaymentProvider,
  type SimulatedGateway,
} from '../../providers/payments.ts';
import { startTestApp, type TestContext } from '../../../test/harness.ts';
import { makeListedDoctor } from '../../../test/factories.ts';
import { bookingTokenFor } from '../../../test/otp.ts';
import { expectError } from '../../../test/expect-error.ts';
import { HOLD_SETTLE_GRACE_MS, releaseUnpaidHolds } from '../appointments/expire.ts';
import { dispatchDue } from '../notifications/dispatcher.ts';
import { refundJob } from '../payments/refunds.ts';
import { createBooking, type BookingFaults } from './service.ts';
import { chargeKey, PAYMENT_HOLD_MS } from './take-payment.ts';

let t: TestContext;
let gateway: SimulatedGateway;
let doctorId: string;
let seq = 0;
let slot = 0;
const mobile = () =>
  `93${String(process.pid).slice(-4).padStart(4, '0')}${String(++seq).padStart(4, '0')}`;
/** A fresh half-hour slot on Wednesday 11 March (from 11:00 IST). */
const nextSlot = () => new Date(Date.parse('2026-03-11T05:30:00.000Z') + slot++ * 30 * 60_000);

const crash = (step: string) => () => {
  throw new Error(`injected crash ${step}`);
};

function bookingOf(m: string, startTime: Date): BookingRequest {
  return {
    doctorId,
    startTime: startTime.toISOString(),
    mode: 'clinic',
    patient: { name: 'Meera Pillai', mobile: m, email: `meera${m}@example.com` },
    bookedFor: 'self',
    treatmentReason: 'Follow-up on a skin allergy',
    paymentOption: 'pay-online',
  } as BookingRequest;
}

function post(token: string, body: BookingRequest) {
  return t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { 'x-booking-token': token },
    payload: body,
  });
}

/** The first attempt, dying at the injected fault. */
async function crashedAttempt(m: string, body: BookingRequest, faults: BookingFaults) {
  await expect(createBooking(t.app, `+91${m}`, body, null, { faults })).rejects.toThrow(
    /injected crash/,
  );
  const [held] = await t.database.db
    .select()
    .from(appointments)
    .where(eq(appointments.startAt, new Date(body.startTime)));
  return held!;
}

/** What the booking wrote around one appointment. */
async function traces(id: string, publicId: number, phone: string) {
  const db = t.database.db;
  const pays = await db.select().from(payments).where(eq(payments.appointmentId, id));
  const notes = await db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.userId, doctorId), like(notifications.description, `%#${publicId}%`)),
    );
  const messages = await db
    .select()
    .from(scheduledMessages)
    .where(like(scheduledMessages.text, `%#${publicId} %`));
  const charges = await gateway.chargeCalls();
  return {
    pays,
    notes,
    confirmations: messages.filter((x) => x.to === `+91${phone}` && x.text!.includes('is booked')),
    emails: messages.filter((x) => x.channel === 'email' && !x.subject!.startsWith('Reminder')),
    reminders: messages.filter((x) => x.appointmentId === id),
    chargeCalls: charges.get(chargeKey(id)),
  };
}

const senders = (sms?: MessageSender) => ({
  sms: sms ?? devSender('sms', t.database.db, () => {}),
  email: devSender('email', t.database.db, () => {}),
});

beforeAll(async () => {
  t = await startTestApp();
  gateway = t.app.deps.payments as SimulatedGateway;
  const d = await makeListedDoctor(t.database.db, {
    name: 'Dr. Farah Siddiqui',
    specializations: ['Dermatologist'],
    offlineFeePaise: 60000,
    onlineFeePaise: 40000,
  });
  doctorId = d.user.id;
});
afterAll(async () => t?.close());

describe('a crash after the hold', () => {
  it('leaves a held booking, no charge, no messages; the retry completes it once', async () => {
    const m = mobile();
    const body = bookingOf(m, nextSlot());
    const held = await crashedAttempt(m, body, { afterHold: crash('after the hold') });
    expect(held).toMatchObject({ status: 'Pending', paidPaise: 0, advancePaise: 18000 });
    expect(held.holdExpiresAt!.getTime() - t.clock.now().getTime()).toBe(PAYMENT_HOLD_MS);
    const before = await traces(held.id, held.publicId, m);
    expect(before.pays).toMatchObject([
      { status: 'pending', amountPaise: 18000, idempotencyKey: chargeKey(held.id) },
    ]);
    expect(before.chargeCalls).toBeUndefined();
    expect(before.notes).toHaveLength(0);
    expect(before.confirmations).toHaveLength(0);
    expect(before.reminders).toHaveLength(0);

    const token = await bookingTokenFor(t.app, m);
    const retry = await post(token, body);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().appointment).toMatchObject({
      id: held.id,
      status: 'Confirmed',
      advance: 180,
      paid: 180,
    });
    // Asked again (a double click after the retry): nothing more happens.
    expect((await post(token, body)).json().appointment).toMatchObject({ status: 'Confirmed' });

    const after = await traces(held.id, held.publicId, m);
    expect(after.pays).toHaveLength(1);
    expect(after.pays[0]).toMatchObject({ status: 'succeeded', amountPaise: 18000 });
    expect(after.pays[0]!.providerRef).toMatch(/^sim_/);
    expect(after.chargeCalls).toBe(1);
    expect(after.notes).toHaveLength(1);
    expect(after.confirmations).toHaveLength(1);
    expect(after.emails).toHaveLength(1);
    expect(after.reminders.length).toBeGreaterThan(0);
    const [a] = await t.database.db.select().from(appointments).where(eq(appointments.id, held.id));
    expect(a!.holdExpiresAt).toBeNull();
  });

  it('two retries at once complete it once', async () => {
    const m = mobile();
    const body = bookingOf(m, nextSlot());
    const held = await crashedAttempt(m, body, { afterHold: crash('after the hold') });
    const token = await bookingTokenFor(t.app, m);
    const both = await Promise.all([post(token, body), post(token, body)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both.map((r) => r.json().appointment.status)).toEqual(['Confirmed', 'Confirmed']);
    const after = await traces(held.id, held.publicId, m);
    expect(after.pays).toHaveLength(1);
    expect(after.pays[0]!.status).toBe('succeeded');
    expect(after.notes).toHaveLength(1);
    expect(after.confirmations).toHaveLength(1);
  });
});

describe('a crash after the charge', () => {
  it('the retry finds the charge under the same key: charged once, completed once', async () => {
    const m = mobile();
    const body = bookingOf(m, nextSlot());
    const held = await crashedAttempt(m, body, { afterCharge: crash('after the charge') });
    const before = await traces(held.id, held.publicId, m);
    expect(before.chargeCalls).toBe(1);
    expect(before.pays).toMatchObject([{ status: 'pending' }]);
    expect(before.notes).toHaveLength(0);
    expect(before.confirmations).toHaveLength(0);

    const retry = await post(await bookingTokenFor(t.app, m), body);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().appointment).toMatchObject({ status: 'Confirmed', paid: 180 });

    const after = await traces(held.id, held.publicId, m);
    // The gateway was asked twice under one key and charged once.
    expect(after.chargeCalls).toBe(2);
    expect([...(await gateway.chargeCalls()).keys()].filter((k) => k.includes(held.id))).toEqual([
      chargeKey(held.id),
    ]);
    expect(after.pays).toHaveLength(1);
    expect(after.pays[0]!.status).toBe('succeeded');
    expect(after.notes).toHaveLength(1);
    expect(after.confirmations).toHaveLength(1);
    expect(after.emails).toHaveLength(1);
  });
});

describe('a hold not paid within 10 minutes', () => {
  it('is released by itself (Cancelled, Payment not completed) and the slot is free again', async () => {
    const m = mobile();
    const start = nextSlot();
    const body = bookingOf(m, start);
    const held = await crashedAttempt(m, body, { afterHold: crash('after the hold') });
    const t0 = t.clock.now();
    // Not before its time.
    expect(await releaseUnpaidHolds(t.database, new Date(t0.getTime() + PAYMENT_HOLD_MS - 1))).toBe(
      0,
    );
    const at = new Date(t0.getTime() + PAYMENT_HOLD_MS);
    expect(await releaseUnpaidHolds(t.database, at)).toBe(1);
    expect(await releaseUnpaidHolds(t.database, at)).toBe(0);
    const [a] = await t.database.db.select().from(appointments).where(eq(appointments.id, held.id));
    expect(a).toMatchObject({
      status: 'Cancelled',
      cancelReason: 'Payment not completed',
      holdExpiresAt: null,
    });
    const logged = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'release_unpaid_hold'), eq(auditLog.entityId, held.id)));
    expect(logged).toHaveLength(1);

    // The slot is bookable again, by someone else.
    const other = mobile();
    const res = await post(await bookingTokenFor(t.app, other), bookingOf(other, start));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().appointment.status).toBe('Confirmed');

    // Never charged: settling the hold with the gateway marks its payment failed, refunds nothing.
    const refundsBefore = gateway.refunds().length;
    await dispatchDue(t.database, senders(), new Date(at.getTime() + HOLD_SETTLE_GRACE_MS), 50, {
      refund: refundJob(gateway),
    });
    const [p] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.appointmentId, held.id));
    expect(p!.status).toBe('failed');
    expect(gateway.refunds()).toHaveLength(refundsBefore);
  });

  it('charged before a crash and never completed: the release refunds the charge', async () => {
    const m = mobile();
    const body = bookingOf(m, nextSlot());
    const held = await crashedAttempt(m, body, { afterCharge: crash('after the charge') });
    const at = new Date(t.clock.now().getTime() + PAYMENT_HOLD_MS);
    expect(await releaseUnpaidHolds(t.database, at)).toBe(1);
    // Within the grace a charge still in flight may land; the job is not due yet.
    await dispatchDue(t.database, senders(), at, 50, { refund: refundJob(gateway) });
    const [pending] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.appointmentId, held.id));
    expect(pending!.status).toBe('pending');
    await dispatchDue(t.database, senders(), new Date(at.getTime() + HOLD_SETTLE_GRACE_MS), 50, {
      refund: refundJob(gateway),
    });
    const [p] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.appointmentId, held.id));
    expect(p).toMatchObject({ status: 'refunded' });
    expect(p!.providerRef).toMatch(/^sim_/);
    const mine = gateway.refunds().filter((r) => r.request.idempotencyKey === p!.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.request).toMatchObject({ chargeRef: p!.providerRef, amountPaise: 18000 });
    // A retry of the booking after the release does not resume the released hold.
    const [a] = await t.database.db.select().from(appointments).where(eq(appointments.id, held.id));
    expect(a).toMatchObject({ status: 'Cancelled', cancelReason: 'Payment not completed' });
  });

  it('a charge that lands after the release is refunded, and the booking says so', async () => {
    const m = mobile();
    const body = bookingOf(m, nextSlot());
    let heldId = '';
    // The hold is released while the (slow) charge is in flight.
    const slow: BookingFaults = {
      afterCharge: async () => {
        const [h] = await t.database.db
          .select()
          .from(appointments)
          .where(eq(appointments.startAt, new Date(body.startTime)));
        heldId = h!.id;
        expect(
          await releaseUnpaidHolds(t.database, new Date(t.clock.now().getTime() + PAYMENT_HOLD_MS)),
        ).toBe(1);
      },
    };
    await expect(
      createBooking(t.app, `+91${m}`, body, null, { faults: slow }),
    ).rejects.toMatchObject({ code: 'PAYMENT_FAILED' });
    const [p] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.appointmentId, heldId));
    expect(p!.status).toBe('succeeded');
    const jobs = await t.database.db
      .select()
      .from(scheduledMessages)
      .where(and(eq(scheduledMessages.kind, 'refund'), eq(scheduledMessages.paymentId, p!.id)));
    expect(jobs).toHaveLength(1);
  });
});

describe('messages go out only through the outbox', () => {
  it('a failing SMS gateway does not fail a booking; the dispatcher retries the message', async () => {
    const m = mobile();
    const token = await bookingTokenFor(t.app, m);
    const down = vi.spyOn(t.app.deps.sms, 'send').mockRejectedValue(new Error('SMS gateway down'));
    try {
      const res = await post(token, bookingOf(m, nextSlot()));
      expect(res.statusCode, res.body).toBe(201);
      const { appointment } = res.json();
      expect(appointment.status).toBe('Confirmed');
      await t.app.outbox.settle();
      expect(down).toHaveBeenCalled();
      const [sms] = await t.database.db
        .select()
        .from(scheduledMessages)
        .where(
          and(eq(scheduledMessages.to, `+91${m}`), like(scheduledMessages.text, '%is booked%')),
        );
      expect(sms).toMatchObject({ sentAt: null });
      expect(sms!.attempts).toBeGreaterThan(0);
    } finally {
      down.mockRestore();
    }
  });

  it('a declined charge releases the hold at once and answers 402', async () => {
    const declining: PaymentProvider = {
      ...gateway,
      name: 'simulated',
      testMode: true,
      async charge() {
        return { status: 'failed', providerRef: '', testMode: true, failureReason: 'Declined' };
      },
      findCharge: async () => null,
      refund: gateway.refund,
    };
    const deps = t.app.deps as { payments: PaymentProvider };
    deps.payments = declining;
    try {
      const m = mobile();
      const start = nextSlot();
      const res = await post(await bookingTokenFor(t.app, m), bookingOf(m, start));
      expectError(res, 'PAYMENT_FAILED');
      const [a] = await t.database.db
        .select()
        .from(appointments)
        .where(eq(appointments.startAt, start));
      expect(a).toMatchObject({ status: 'Cancelled', cancelReason: 'Payment failed' });
      const [p] = await t.database.db
        .select()
        .from(payments)
        .where(eq(payments.appointmentId, a!.id));
      expect(p!.status).toBe('failed');
    } finally {
      deps.payments = gateway;
    }
  });
});

describe('the simulated gateway with a database', () => {
  it('charges a key once across gateway objects (instances, restarts)', async () => {
    const [one, two] = [simulatedGateway(0, t.database.db), simulatedGateway(0, t.database.db)];
    const ask = {
      idempotencyKey: 'booking:test-across-instances',
      amountPaise: 12000,
      currency: 'INR',
      reference: '#1',
      description: 'Advance',
    };
    const answers = await Promise.all([one.charge(ask), two.charge(ask), one.charge(ask)]);
    expect(new Set(answers.map((a) => a.providerRef)).size).toBe(1);
    expect(answers.every((a) => a.status === 'succeeded')).toBe(true);
    expect((await two.chargeCalls()).get(ask.idempotencyKey)).toBe(3);
    expect(await two.findCharge(ask.idempotencyKey)).toMatchObject({
      providerRef: answers[0]!.providerRef,
    });
    expect(await one.findCharge('booking:never-charged')).toBeNull();
    // The same key for another amount is refused, not charged again.
    expect(await two.charge({ ...ask, amountPaise: 99 })).toMatchObject({ status: 'failed' });
  });

  it('refunds a key once across gateway objects, and counts no refund as a charge', async () => {
    const [one, two] = [simulatedGateway(0, t.database.db), simulatedGateway(0, t.database.db)];
    const ask = {
      idempotencyKey: 'payment:test-refund-across-instances',
      chargeRef: 'sim_charge',
      amountPaise: 12000,
      currency: 'INR',
    };
    const answers = await Promise.all([one.refund(ask), two.refund(ask), two.refund(ask)]);
    expect(answers.every((a) => a.status === 'succeeded')).toBe(true);
    expect(new Set(answers.map((a) => a.refundRef)).size).toBe(1);
    expect([...(await one.chargeCalls()).keys()]).not.toContain(ask.idempotencyKey);
    expect([...(await one.chargeCalls()).keys()].some((k) => k.includes('refund'))).toBe(false);
  });
});
