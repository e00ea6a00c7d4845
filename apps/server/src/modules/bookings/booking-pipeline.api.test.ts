// Issue 14 point 5: the booking pipeline step by step (hold, charge, confirm,
// notify), each with how it fails, through POST /bookings as the web's one
// submit hook sends it (apps/web/src/features/booking/hooks/use-submit-booking.ts).
// Like every API test, it runs on PGlite and again on PostgreSQL (TEST_DB=postgres).
// Crashes inside the pipeline and the hold's expiry: resumable-booking.api.test.ts.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingRequest } from '@clinic/shared/booking';
import {
  appointments,
  notifications,
  patients,
  payments,
  scheduledMessages,
} from '../../db/schema.ts';
import type { PaymentProvider, SimulatedGateway } from '../../providers/payments.ts';
import { startTestApp, type TestContext } from '../../../test/harness.ts';
import { bookingTokenFor } from '../../../test/otp.ts';
import { expectError } from '../../../test/expect-error.ts';
import { signedInDoctor, withToken } from '../portal/testing.ts';
import { chargeKey } from './take-payment.ts';

let t: TestContext;
let gateway: SimulatedGateway;
let doctor: Awaited<ReturnType<typeof signedInDoctor>>;
let portal: ReturnType<typeof withToken>;
let seq = 0;
let slot = 0;
const mobile = () =>
  `94${String(process.pid).slice(-4).padStart(4, '0')}${String(++seq).padStart(4, '0')}`;
/** A fresh half-hour slot on Thursday 12 March (from 09:30 IST). */
const nextSlot = () => new Date(Date.parse('2026-03-12T04:00:00.000Z') + slot++ * 30 * 60_000);

function bookingOf(
  m: string,
  start: Date,
  paymentOption: 'pay-online' | 'pay-later',
): BookingRequest {
  return {
    doctorId: doctor.id,
    startTime: start.toISOString(),
    mode: 'clinic',
    patient: { name: 'Kavya Nair', mobile: m, email: `kavya${m}@example.com` },
    bookedFor: 'self',
    treatmentReason: 'Recurring headaches for two weeks',
    paymentOption,
  } as BookingRequest;
}

function book(token: string, body: BookingRequest) {
  return t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { 'x-booking-token': token },
    payload: body,
  });
}

/** What the patient's My appointments shows for this phone. */
async function patientSees(token: string, id: string): Promise<string | undefined> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/patient/appointments',
    headers: { 'x-booking-token': token },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().appointments as { id: string; status: string }[]).find((a) => a.id === id)
    ?.status;
}

/** What the doctor's portal shows for the appointment. */
async function doctorSees(id: string): Promise<string> {
  const res = await portal.get(`/api/appointments/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().appointment.status;
}

/** The messages and notifications written for one booking (by its public number). */
async function messagesOf(publicId: string, m: string) {
  const db = t.database.db;
  const rows = await db
    .select()
    .from(scheduledMessages)
    .where(like(scheduledMessages.text, `%${publicId} %`));
  const notes = await db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.userId, doctor.id), like(notifications.description, `%${publicId}%`)),
    );
  const now = t.clock.now().getTime();
  const dueNow = rows.filter((r) => r.dueAt.getTime() <= now);
  return {
    notes,
    sms: dueNow.filter((r) => r.channel === 'sms' && r.to === `+91${m}`),
    emails: dueNow.filter((r) => r.channel === 'email'),
  };
}

beforeAll(async () => {
  t = await startTestApp();
  gateway = t.app.deps.payments as SimulatedGateway;
  doctor = await signedInDoctor(t.app, t.database.db, {
    name: 'Dr. Nikhil Bose',
    specializations: ['Neurologist'],
    offlineFeePaise: 90000,
  });
  portal = withToken(t.app, doctor.token);
});
afterAll(async () => t?.close());

describe('hold', () => {
  it('takes the slot at once, a pay-later request too; a rival meets 409 SLOT_TAKEN and writes nothing', async () => {
    const start = nextSlot();
    const m = mobile();
    const res = await book(await bookingTokenFor(t.app, m), bookingOf(m, start, 'pay-later'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().appointment).toMatchObject({ status: 'Pending', fee: 900, paid: 0 });

    const rival = mobile();
    const lost = await book(
      await bookingTokenFor(t.app, rival),
      bookingOf(rival, start, 'pay-online'),
    );
    expectError(lost, 'SLOT_TAKEN');
    const atStart = await t.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.startAt, start));
    expect(atStart.map((a) => a.id)).toEqual([res.json().appointment.id]);
    // The rival's patient record went with the rolled-back hold.
    const rivals = await t.database.db
      .select()
      .from(patients)
      .where(eq(patients.ownerPhone, `+91${rival}`));
    expect(rivals).toEqual([]);
  });
});

describe('charge', () => {
  it('takes the advance once: a retry after a lost answer gets 200 and the same booking, no second charge', async () => {
    const m = mobile();
    const token = await bookingTokenFor(t.app, m);
    const body = bookingOf(m, nextSlot(), 'pay-online');
    const first = await book(token, body);
    expect(first.statusCode, first.body).toBe(201);
    const { appointment } = first.json();
    expect(appointment).toMatchObject({ status: 'Confirmed', advance: 270, paid: 270 });

    // The answer never reached the browser; the submit hook sends the same body again.
    const again = await book(token, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().appointment).toMatchObject({ id: appointment.id, paid: 270 });
    expect((await gateway.chargeCalls()).get(chargeKey(appointment.id))).toBe(1);
    const rows = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.appointmentId, appointment.id));
    expect(rows.map((p) => [p.status, p.amountPaise])).toEqual([['succeeded', 27000]]);
  });

  it('a declined charge answers 402 PAYMENT_FAILED and frees the slot for the next patient', async () => {
    const declining: PaymentProvider = {
      ...gateway,
      async charge() {
        return { status: 'failed', providerRef: '', testMode: true, failureReason: 'Declined' };
      },
      findCharge: async () => null,
    };
    const deps = t.app.deps as { payments: PaymentProvider };
    const start = nextSlot();
    const m = mobile();
    const token = await bookingTokenFor(t.app, m);
    deps.payments = declining;
    try {
      expectError(await book(token, bookingOf(m, start, 'pay-online')), 'PAYMENT_FAILED');
    } finally {
      deps.payments = gateway;
    }
    const [released] = await t.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.startAt, start));
    expect(released).toMatchObject({ status: 'Cancelled', paidPaise: 0, holdExpiresAt: null });
    expect(await doctorSees(released!.id)).toBe('Cancelled');

    const next = mobile();
    const res = await book(await bookingTokenFor(t.app, next), bookingOf(next, start, 'pay-later'));
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('confirm', () => {
  it('paid online is Confirmed, paid later a Pending request: the patient sees what the doctor sees', async () => {
    const m = mobile();
    const token = await bookingTokenFor(t.app, m);
    const online = (await book(token, bookingOf(m, nextSlot(), 'pay-online'))).json().appointment;
    const later = (await book(token, bookingOf(m, nextSlot(), 'pay-later'))).json().appointment;
    expect([online.status, later.status]).toEqual(['Confirmed', 'Pending']);
    expect(await doctorSees(online.id)).toBe('Confirmed');
    expect(await patientSees(token, online.id)).toBe('Confirmed');
    expect(await doctorSees(later.id)).toBe('Pending');
    expect(await patientSees(token, later.id)).toBe('Pending');

    // The doctor accepts the request: both sides now say Confirmed, and the patient is told.
    expect((await portal.post(`/api/appointments/${later.id}/accept`)).statusCode).toBe(200);
    expect(await doctorSees(later.id)).toBe('Confirmed');
    expect(await patientSees(token, later.id)).toBe('Confirmed');
    const { sms } = await messagesOf(later.publicId, m);
    expect(sms.map((s) => s.text).join('\n')).toContain(`${later.publicId} with Dr. Nikhil Bose`);
    expect(sms.some((s) => s.text!.includes('is confirmed'))).toBe(true);
  });

  it('a rejected request is Rejected on both sides and frees the slot', async () => {
    const start = nextSlot();
    const m = mobile();
    const token = await bookingTokenFor(t.app, m);
    const later = (await book(token, bookingOf(m, start, 'pay-later'))).json().appointment;
    expect((await portal.post(`/api/appointments/${later.id}/reject`)).statusCode).toBe(200);
    expect(await doctorSees(later.id)).toBe('Rejected');
    expect(await patientSees(token, later.id)).toBe('Rejected');
    const next = mobile();
    const res = await book(await bookingTokenFor(t.app, next), bookingOf(next, start, 'pay-later'));
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('notify', () => {
  it('a request: the doctor gets a request, the patient is told it is one (never confirmed), once even when repeated', async () => {
    const m = mobile();
    const token = await bookingTokenFor(t.app, m);
    const body = bookingOf(m, nextSlot(), 'pay-later');
    const { appointment } = (await book(token, body)).json();
    expect((await book(token, body)).statusCode).toBe(200);
    await t.app.outbox.settle();

    const { notes, sms, emails } = await messagesOf(appointment.publicId, m);
    expect(notes.map((n) => n.title)).toEqual(['New appointment request']);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toContain(`Your appointment request ${appointment.publicId}`);
    expect(sms[0]!.text).toContain('The clinic will confirm it');
    expect(sms[0]!.text).not.toMatch(/confirmed|is booked/i);
    expect(sms[0]!.sentAt).not.toBeNull();
    expect(emails.map((e) => e.subject)).toEqual([
      `Appointment request ${appointment.publicId} received`,
    ]);
  });

  it('a paid booking: the doctor gets a booking, the patient a booked SMS with the advance and a confirmed email', async () => {
    const m = mobile();
    const { appointment } = (
      await book(await bookingTokenFor(t.app, m), bookingOf(m, nextSlot(), 'pay-online'))
    ).json();
    await t.app.outbox.settle();
    const { notes, sms, emails } = await messagesOf(appointment.publicId, m);
    expect(notes.map((n) => n.title)).toEqual(['New appointment booked']);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toContain(
      `Your appointment ${appointment.publicId} with Dr. Nikhil Bose is booked`,
    );
    expect(sms[0]!.text).toContain('Advance paid: ₹270');
    expect(emails.map((e) => e.subject)).toEqual([`Appointment ${appointment.publicId} confirmed`]);
  });
});
