// The outbox dispatcher: claims with a lease, sends after commit with the
// row id as idempotency key, retries failures later, takes a crashed
// holder's rows once the lease passes; and requests whose gateway fails
// still answer, their messages left in the outbox.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, TEST_NOW, type TestContext } from '../../../test/harness.ts';
import { makeListedDoctor, makePatient } from '../../../test/factories.ts';
import { bookingTokenFor, post, readOtp } from '../../../test/otp.ts';
import { addAppointment, signedInDoctor, withToken } from '../portal/testing.ts';
import { devSender, httpSender, type MessageSender } from '../../providers/messaging.ts';
import { dispatchDue, MAX_ATTEMPTS } from './dispatcher.ts';
import { scheduleMessage } from './service.ts';

let t: TestContext;
let seq = 0;
const phone = () =>
  `+9196${String(process.pid).slice(-4).padStart(4, '0')}${String(++seq).padStart(4, '0')}`;
const at = (ms: number) => new Date(TEST_NOW.getTime() + ms);

interface Sent {
  to: string;
  key: string | undefined;
}
function recorder(onSend?: (m: Sent) => Promise<void>) {
  const sent: Sent[] = [];
  const sender = (channel: 'sms' | 'email'): MessageSender => ({
    channel,
    async send(message, context) {
      const m = { to: message.to, key: context?.idempotencyKey };
      if (onSend) await onSend(m);
      sent.push(m);
    },
  });
  return { sent, senders: { sms: sender('sms'), email: sender('email') } };
}

async function row(id: string) {
  const [r] = await t.database.rows<{
    sent_at: Date | null;
    lease_until: Date | null;
    leased_by: string | null;
    attempts: number;
    last_error: string | null;
  }>(
    `select sent_at, lease_until, leased_by, attempts, last_error from scheduled_messages where id = $1`,
    [id],
  );
  return r!;
}

/** Only this test's messages: earlier tests may leave rows due. */
async function enqueue(to = phone(), dueAt = TEST_NOW) {
  const id = await scheduleMessage(t.database.db, { channel: 'sms', to, text: 'hello', dueAt });
  return { id, to };
}
const mine = (sent: Sent[], to: string) => sent.filter((s) => s.to === to);

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());
afterEach(() => vi.restoreAllMocks());

describe('the dispatcher', () => {
  it('claims with a lease, holds no row lock while sending, and sends with the row id as key', async () => {
    const m = await enqueue();
    const seen: { lockable: boolean; leasedBy: string | null }[] = [];
    const { sent, senders } = recorder(async (s) => {
      if (s.to !== m.to) return;
      // Another session could lock the row now: no transaction holds it during the call.
      const locked = await t.database.rows<{ leased_by: string | null }>(
        `select leased_by from scheduled_messages where id = $1 for update nowait`,
        [m.id],
      );
      seen.push({ lockable: locked.length === 1, leasedBy: locked[0]!.leased_by });
    });
    await dispatchDue(t.database, senders, TEST_NOW, 50, {}, { owner: 'me' });
    expect(seen).toEqual([{ lockable: true, leasedBy: 'me' }]);
    expect(mine(sent, m.to)).toEqual([{ to: m.to, key: m.id }]);
    const after = await row(m.id);
    expect(after.sent_at).not.toBeNull();
    expect(after.lease_until).toBeNull();
    expect(after.attempts).toBe(1);
  });

  it('leaves a row another dispatcher holds until the lease passes, then sends it with the same key', async () => {
    const m = await enqueue();
    // A dispatcher claimed it and died before marking it sent.
    await t.database.rows(
      `update scheduled_messages set lease_until = $2, leased_by = 'crashed', attempts = 1 where id = $1`,
      [m.id, at(60_000).toISOString()],
    );
    const { sent, senders } = recorder();
    await dispatchDue(t.database, senders, at(59_000));
    expect(mine(sent, m.to)).toEqual([]);
    await dispatchDue(t.database, senders, at(61_000));
    expect(mine(sent, m.to)).toEqual([{ to: m.to, key: m.id }]);
    expect((await row(m.id)).attempts).toBe(2);
  });

  it('two dispatchers at once send each message once', async () => {
    const ms = await Promise.all(Array.from({ length: 30 }, () => enqueue()));
    const { sent, senders } = recorder();
    await Promise.all([
      dispatchDue(t.database, senders, TEST_NOW, 10, {}, { owner: 'a' }),
      dispatchDue(t.database, senders, TEST_NOW, 10, {}, { owner: 'b' }),
      dispatchDue(t.database, senders, TEST_NOW, 10, {}, { owner: 'c' }),
      dispatchDue(t.database, senders, TEST_NOW, 50, {}, { owner: 'd' }),
    ]);
    for (const m of ms) expect(mine(sent, m.to)).toEqual([{ to: m.to, key: m.id }]);
  });

  it('keeps a failed message with its error, retries it later with the same key, and gives up after the last attempt', async () => {
    const m = await enqueue();
    const failing = recorder(async () => {
      throw new Error('gateway answered 503');
    });
    const first = await dispatchDue(t.database, failing.senders, TEST_NOW);
    expect(first.failed).toBeGreaterThanOrEqual(1);
    expect(await row(m.id)).toMatchObject({ sent_at: null, attempts: 1, leased_by: null });
    expect((await row(m.id)).last_error).toContain('503');
    // Not at once: 30 s after the first failure.
    const ok = recorder();
    await dispatchDue(t.database, ok.senders, at(29_000));
    expect(mine(ok.sent, m.to)).toEqual([]);
    await dispatchDue(t.database, ok.senders, at(31_000));
    expect(mine(ok.sent, m.to)).toEqual([{ to: m.to, key: m.id }]);

    // One that never goes through is tried MAX_ATTEMPTS times, then left alone.
    const never = await enqueue();
    let tries = 0;
    const refusing = recorder(async (s) => {
      if (s.to === never.to) tries++;
      throw new Error('refused');
    });
    for (let minute = 0; minute < 30; minute++) {
      await dispatchDue(t.database, refusing.senders, at(minute * 60_000));
    }
    expect(tries).toBe(MAX_ATTEMPTS);
    expect((await row(never.id)).sent_at).toBeNull();
  });

  it('starts no send past half the lease: the rest go back unclaimed, their attempt not counted', async () => {
    const a = await enqueue(phone(), at(-2_000));
    const b = await enqueue(phone(), at(-1_000));
    // The first send outlasts half the lease; the lease is long enough that a
    // pause of the process (a collection, a busy machine) before the first
    // send does not reach its half too (a 20 ms lease once did in CI).
    const slow = recorder(() => new Promise((resolve) => setTimeout(resolve, 600)));
    const r = await dispatchDue(
      t.database,
      slow.senders,
      TEST_NOW,
      2,
      {},
      {
        leaseMs: 1_000,
        concurrency: 1,
      },
    );
    expect(r.sent).toBe(1);
    expect(slow.sent.map((s) => s.to)).toEqual([a.to]);
    expect(await row(b.id)).toMatchObject({ sent_at: null, lease_until: null, attempts: 0 });
  });
});

describe('the senders', () => {
  it('the development adapter keeps a message once per idempotency key', async () => {
    const to = phone();
    const dev = devSender('sms', t.database.db, () => {});
    await dev.send({ to, text: 'once' }, { idempotencyKey: `k-${to}` });
    await dev.send({ to, text: 'once' }, { idempotencyKey: `k-${to}` });
    const rows = await t.database.rows(`select 1 from dev_outbox where "to" = $1`, [to]);
    expect(rows).toHaveLength(1);
  });

  it('the HTTP adapter sends the key as an Idempotency-Key header and fails on a non-2xx answer', async () => {
    const calls: Headers[] = [];
    const answer = { status: 200 };
    const sender = httpSender('sms', {
      url: 'http://gateway.invalid/send',
      from: 'CLINIC',
      fetchImpl: async (_url, init) => {
        calls.push(new Headers(init?.headers));
        return new Response('{}', { status: answer.status });
      },
    });
    await sender.send({ to: '+919800000000', text: 'hi' }, { idempotencyKey: 'abc' });
    expect(calls[0]!.get('idempotency-key')).toBe('abc');
    answer.status = 502;
    await expect(sender.send({ to: '+919800000000', text: 'hi' })).rejects.toThrow('502');
  });
});

describe('a gateway failure fails no request', () => {
  const gatewayDown = () =>
    vi.spyOn(t.app.deps.sms, 'send').mockRejectedValue(new Error('sms gateway answered 500'));

  it('send-otp answers as usual; the code waits in the outbox and goes out on a later run', async () => {
    const to = phone();
    gatewayDown();
    const res = await post(t.app, '/api/auth/send-otp', { phoneNumber: to, otpType: 'BOOKING' });
    expect(res.statusCode, res.body).toBe(200);
    const [held] = await t.database.rows<{ id: string; last_error: string | null }>(
      `select id, last_error from scheduled_messages where "to" = $1 and sent_at is null`,
      [to],
    );
    expect(held?.last_error).toContain('500');
    await expect(readOtp(t.app, to)).rejects.toThrow('no OTP');
    vi.restoreAllMocks();
    await dispatchDue(t.database, { sms: t.app.deps.sms, email: t.app.deps.email }, at(31_000));
    expect(await readOtp(t.app, to)).toMatch(/^\d{6}$/);
  });

  it("a doctor's confirmation answers 200; the patient's SMS waits in the outbox", async () => {
    const doc = await signedInDoctor(t.app, t.database.db);
    const patient = await makePatient(t.database.db, { phone: phone() });
    const a = await addAppointment(t.database.db, {
      doctorId: doc.id,
      clinicId: doc.clinic.id,
      patientId: patient.id,
      start: '2026-03-12T05:30:00.000Z',
      status: 'Pending',
    });
    gatewayDown();
    const res = await withToken(t.app, doc.token).patch(`/api/appointments/${a.id}/status`, {
      status: 'Confirmed',
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.outbox.settle();
    const held = await t.database.rows<{ text: string; last_error: string | null }>(
      `select text, last_error from scheduled_messages where "to" = $1 and sent_at is null`,
      [patient.phone],
    );
    expect(held.some((m) => m.text.includes('confirmed') && m.last_error?.includes('500'))).toBe(
      true,
    );
  });

  it('a booking answers 201; its confirmation SMS waits in the outbox', async () => {
    const d = await makeListedDoctor(t.database.db);
    const mobile = phone().slice(3);
    const token = await bookingTokenFor(t.app, mobile);
    gatewayDown();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { 'x-booking-token': token },
      payload: {
        doctorId: d.user.id,
        startTime: '2026-03-11T05:30:00.000Z',
        mode: 'clinic',
        patient: { name: 'Ravi Kumar', mobile },
        paymentOption: 'pay-later',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    await t.app.outbox.settle();
    const held = await t.database.rows<{ text: string }>(
      `select text from scheduled_messages
        where "to" = $1 and sent_at is null and due_at <= $2`,
      [`+91${mobile}`, TEST_NOW.toISOString()],
    );
    expect(held.some((m) => m.text.includes(res.json().appointment.publicId))).toBe(true);
  });
});
