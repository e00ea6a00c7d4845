import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ERRORS, VALIDATION } from '@clinic/shared/messages';
import { appointments, notifications, payments, scheduledMessages } from '../../db/schema.ts';
import { startTestApp, type TestContext } from '../../../test/harness.ts';
import { makeListedDoctor } from '../../../test/factories.ts';
import { post, readOtp } from '../../../test/otp.ts';
import { dispatchDue } from '../notifications/dispatcher.ts';
import { errorBody } from '../../../test/expect-error.ts';

// TEST_NOW: Tuesday 2026-03-10 10:00 in Kolkata. Wednesday 11 March 11:00 IST = 05:30Z.
const WED_11 = '2026-03-11T05:30:00.000Z';
let t: TestContext;
let doctorId: string;
let seq = 0;
const mobile = () =>
  `97${String(process.pid).slice(-4).padStart(4, '0')}${String(++seq).padStart(4, '0')}`;

async function bookingToken(m: string): Promise<string> {
  await post(t.app, '/api/auth/send-otp', { phoneNumber: `+91${m}`, otpType: 'BOOKING' });
  const res = await post(t.app, '/api/auth/verify-otp', {
    phoneNumber: `+91${m}`,
    otpCode: await readOtp(t.app, m),
  });
  return res.json().bookingToken;
}

function book(token: string | undefined, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: token ? { 'x-booking-token': token } : {},
    payload: body,
  });
}

const request = (m: string, extra: Record<string, unknown> = {}) => ({
  doctorId,
  startTime: WED_11,
  mode: 'clinic',
  patient: { name: 'Ravi Kumar', mobile: m, email: 'ravi@example.com' },
  bookedFor: 'self',
  treatmentReason: 'Skin rash on both arms for a week',
  paymentOption: 'pay-later',
  ...extra,
});

beforeAll(async () => {
  t = await startTestApp();
  const d = await makeListedDoctor(t.database.db, {
    name: 'Dr. Asha Menon',
    specializations: ['Dermatologist'],
    offlineFeePaise: 80000,
    onlineFeePaise: 50000,
  });
  doctorId = d.user.id;
});
afterAll(async () => t?.close());

describe('booking', () => {
  it('stores the appointment, tells the doctor, texts and emails the patient (through the outbox), and schedules the reminder', async () => {
    const m = mobile();
    const res = await book(await bookingToken(m), request(m));
    expect(res.statusCode).toBe(201);
    const { appointment } = res.json();
    expect(appointment).toMatchObject({
      status: 'Pending',
      mode: 'clinic',
      startTime: WED_11,
      endTime: '2026-03-11T06:00:00.000Z',
      fee: 800,
      advance: 0,
      paymentOption: 'pay-later',
      patient: { name: 'Ravi Kumar', mobile: m, email: 'ravi@example.com' },
      doctor: { name: 'Dr. Asha Menon', speciality: 'Dermatologist' },
    });
    expect(appointment.publicId).toMatch(/^#\d{7,}$/);
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, doctorId));
    expect(
      notes.some((n) => n.kind === 'appointment_request' && n.description.includes('Ravi Kumar')),
    ).toBe(true);
    // The messages were written to the outbox with the booking and sent after
    // its commit (the dev outbox waits for sends in flight).
    const queued = await t.database.rows<{ channel: string }>(
      `select channel from scheduled_messages
        where "to" in ($1, 'ravi@example.com') and due_at <= $2 and text like '%appointment request%'`,
      [`+91${m}`, t.clock.now().toISOString()],
    );
    expect(queued.map((q) => q.channel).sort()).toEqual(['email', 'sms']);
    const sms = (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${m}` })).json()
      .messages;
    expect(sms[0].text).toContain(appointment.publicId);
    const mail = (
      await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=ravi@example.com' })
    ).json().messages;
    expect(mail).toHaveLength(1);
    const reminders = await t.database.db
      .select()
      .from(scheduledMessages)
      .where(eq(scheduledMessages.appointmentId, appointment.id));
    expect(reminders.map((r) => r.dueAt.toISOString())).toContain('2026-03-10T05:30:00.000Z');
  });

  it('charges 30 percent of the mode fee online through the test-mode gateway and confirms', async () => {
    const m = mobile();
    const res = await book(
      await bookingToken(m),
      request(m, {
        mode: 'virtual',
        paymentOption: 'pay-online',
        startTime: '2026-03-11T06:00:00.000Z',
      }),
    );
    expect(res.statusCode).toBe(201);
    const { appointment } = res.json();
    expect(appointment).toMatchObject({
      status: 'Confirmed',
      fee: 500,
      advance: 150,
      paid: 150,
      paymentTestMode: true,
    });
    expect(appointment.videoRoomUrl).toContain(appointment.id);
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.appointmentId, appointment.id));
    expect(payment).toMatchObject({
      amountPaise: 15000,
      status: 'succeeded',
      testMode: true,
      provider: 'simulated',
    });
  });

  it('needs a verified phone', async () => {
    const none = await book(undefined, request(mobile()));
    expect(none.statusCode).toBe(401);
    expect(none.json().error).toBe(SERVER_ERRORS.bookingTokenMissing);
    const forged = await book('not-a-token', request(mobile()));
    expect(forged.statusCode).toBe(401);
    const m = mobile();
    const token = await bookingToken(m);
    const start = t.clock.now();
    t.clock.set(new Date(start.getTime() + 31 * 60_000));
    try {
      expect((await book(token, request(m))).json().error).toBe(SERVER_ERRORS.bookingTokenExpired);
    } finally {
      t.clock.set(start);
    }
  });

  it('books for self only with the verified number, for someone else with any number', async () => {
    const m = mobile();
    const token = await bookingToken(m);
    const other = mobile();
    const self = await book(token, request(other, { startTime: '2026-03-11T07:00:00.000Z' }));
    expect(self.statusCode).toBe(400);
    expect(self.json().field).toBe('patient.mobile');
    const forOther = await book(
      token,
      request(other, {
        bookedFor: 'other',
        patient: { name: 'Sita Kumar', mobile: other },
        startTime: '2026-03-11T07:00:00.000Z',
      }),
    );
    expect(forOther.statusCode).toBe(201);
  });

  it('validates every field with the shared messages', async () => {
    const m = mobile();
    const token = await bookingToken(m);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ patient: { name: 'R', mobile: m } }, VALIDATION.fullNameMin, 'patient.name'],
      [{ patient: { name: 'Ravi', mobile: '12345' } }, VALIDATION.mobileExact, 'patient.mobile'],
      [
        { patient: { name: 'Ravi', mobile: m, email: 'nope' } },
        VALIDATION.validEmail,
        'patient.email',
      ],
      [{ treatmentReason: 'short' }, VALIDATION.reasonMin, 'treatmentReason'],
    ];
    for (const [extra, message, field] of cases) {
      const res = await book(token, request(m, extra));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: message, field });
    }
  });

  it('refuses times that are not open slots: past, too soon, off the grid, outside hours', async () => {
    const m = mobile();
    const token = await bookingToken(m);
    for (const startTime of [
      '2026-03-09T05:30:00.000Z', // yesterday
      '2026-03-10T04:30:00.000Z', // now: inside the 60-minute notice
      '2026-03-11T05:40:00.000Z', // 11:10, not a slot start
      '2026-03-11T13:30:00.000Z', // 19:00, after hours
      '2026-03-15T05:30:00.000Z', // Sunday, closed
    ]) {
      const res = await book(token, request(m, { startTime }));
      expect(res.statusCode, startTime).toBe(400);
      expect(res.json().error).toBe(SERVER_ERRORS.slotUnavailable);
    }
  });

  it('answers a double click with the same appointment, and a rival with 409', async () => {
    const m = mobile();
    const token = await bookingToken(m);
    const body = request(m, { startTime: '2026-03-12T05:30:00.000Z' });
    const first = await book(token, body);
    const again = await book(token, body);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().appointment.id).toBe(first.json().appointment.id);
    const rival = mobile();
    const taken = await book(
      await bookingToken(rival),
      request(rival, {
        startTime: '2026-03-12T05:30:00.000Z',
        patient: { name: 'Someone Else', mobile: rival },
      }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject(errorBody('SLOT_TAKEN', SERVER_ERRORS.slotTaken));
  });

  it('of 50 concurrent bookings of one slot by 50 patients, exactly one wins', async () => {
    const people = Array.from({ length: 50 }, () => mobile());
    const tokens = await Promise.all(people.map(async (m) => [m, await bookingToken(m)] as const));
    const startTime = '2026-03-13T08:30:00.000Z';
    const results = await Promise.all(
      tokens.map(([m, token], i) =>
        book(token, request(m, { startTime, patient: { name: `Patient ${i}`, mobile: m } })),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const rows = await t.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.startAt, new Date(startTime)));
    expect(rows.filter((r) => r.doctorId === doctorId)).toHaveLength(1);
  });
});

describe('reminder dispatcher', () => {
  it('sends due reminders once, also with two dispatchers running at once', async () => {
    const due = new Date('2026-03-12T06:00:00.000Z');
    const sent: string[] = [];
    const sender = {
      channel: 'sms' as const,
      send: async (m: { to: string }) => void sent.push(m.to),
    };
    const senders = { sms: sender, email: { ...sender, channel: 'email' as const } };
    const before = await dispatchDue(t.database, senders, new Date('2026-03-09T00:00:00.000Z'));
    expect(before.sent).toBe(0);
    const [a, b] = await Promise.all([
      dispatchDue(t.database, senders, due),
      dispatchDue(t.database, senders, due),
    ]);
    expect(a.sent + b.sent).toBe(sent.length);
    expect(new Set(sent.map((s, i) => `${s}#${i}`)).size).toBe(sent.length);
    const pending = await t.database.rows<{ n: number }>(
      `select count(*)::int as n from scheduled_messages where sent_at is null and due_at <= $1`,
      [due.toISOString()],
    );
    expect(pending[0]!.n).toBe(0);
    const again = await dispatchDue(t.database, senders, due);
    expect(again.sent).toBe(0);
    expect(sent.length).toBeGreaterThan(0);
  });
});
