import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ERRORS } from '@clinic/shared/messages';
import { notifications } from '../../db/schema.ts';
import { startTestApp, type TestContext } from '../../../test/harness.ts';
import { makeListedDoctor } from '../../../test/factories.ts';
import { post, readOtp } from '../../../test/otp.ts';

let t: TestContext;
let doctorId: string;
let seq = 0;
const mobile = () =>
  `96${String(process.pid).slice(-4).padStart(4, '0')}${String(++seq).padStart(4, '0')}`;

async function tokenFor(m: string) {
  await post(t.app, '/api/auth/send-otp', { phoneNumber: m, otpType: 'BOOKING' });
  return (
    await post(t.app, '/api/auth/verify-otp', { phoneNumber: m, otpCode: await readOtp(t.app, m) })
  ).json().bookingToken as string;
}
const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { 'x-booking-token': token },
    ...(payload ? { payload } : {}),
  });

async function bookAt(m: string, token: string, startTime: string) {
  const res = await call('POST', '/api/bookings', token, {
    doctorId,
    startTime,
    mode: 'clinic',
    patient: { name: 'Anil Verma', mobile: m },
    paymentOption: 'pay-later',
  });
  expect(res.statusCode).toBe(201);
  return res.json().appointment as { id: string; publicId: string };
}

beforeAll(async () => {
  t = await startTestApp();
  doctorId = (await makeListedDoctor(t.database.db, { name: 'Dr. Leela Nair' })).user.id;
});
afterAll(async () => t?.close());

describe("a patient's own bookings", () => {
  it('lists only the bookings of the verified phone', async () => {
    const m = mobile();
    const token = await tokenFor(m);
    const mine = await bookAt(m, token, '2026-03-11T05:30:00.000Z');
    const other = mobile();
    await bookAt(other, await tokenFor(other), '2026-03-11T06:00:00.000Z');
    const res = await call('GET', '/api/patient/appointments', token);
    expect(res.json().appointments.map((a: { id: string }) => a.id)).toEqual([mine.id]);
  });

  it('cancels until 2 hours before; the slot frees and the doctor is told', async () => {
    const m = mobile();
    const token = await tokenFor(m);
    const a = await bookAt(m, token, '2026-03-11T07:00:00.000Z');
    const res = await call('POST', `/api/patient/appointments/${a.id}/cancel`, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().appointment.status).toBe('Cancelled');
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, doctorId));
    expect(
      notes.some((n) => n.kind === 'appointment_cancelled' && n.description.includes(a.publicId)),
    ).toBe(true);
    // The time is free again for someone else.
    const next = mobile();
    await bookAt(next, await tokenFor(next), '2026-03-11T07:00:00.000Z');
  });

  it('refuses a cancellation within 2 hours of the start', async () => {
    const m = mobile();
    const token = await tokenFor(m);
    const a = await bookAt(m, token, '2026-03-10T06:00:00.000Z'); // today 11:30 IST, now 10:00
    const res = await call('POST', `/api/patient/appointments/${a.id}/cancel`, token);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(SERVER_ERRORS.cancelTooLate);
  });

  it("cannot touch someone else's booking", async () => {
    const owner = mobile();
    const a = await bookAt(owner, await tokenFor(owner), '2026-03-12T05:30:00.000Z');
    const stranger = await tokenFor(mobile());
    expect(
      (await call('POST', `/api/patient/appointments/${a.id}/cancel`, stranger)).statusCode,
    ).toBe(404);
  });

  it('moves to another free slot, refusing a taken one', async () => {
    const m = mobile();
    const token = await tokenFor(m);
    const a = await bookAt(m, token, '2026-03-12T06:00:00.000Z');
    const rival = mobile();
    await bookAt(rival, await tokenFor(rival), '2026-03-12T06:30:00.000Z');
    const taken = await call('POST', `/api/patient/appointments/${a.id}/reschedule`, token, {
      startTime: '2026-03-12T06:30:00.000Z',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('SLOT_TAKEN');
    const moved = await call('POST', `/api/patient/appointments/${a.id}/reschedule`, token, {
      startTime: '2026-03-12T08:00:00.000Z',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().appointment).toMatchObject({
      startTime: '2026-03-12T08:00:00.000Z',
      endTime: '2026-03-12T08:30:00.000Z',
    });
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, doctorId));
    expect(notes.some((n) => n.kind === 'appointment_moved')).toBe(true);
  });
});

describe('dates a clinic cannot use (issue 9)', () => {
  it('refuses a booking or a reschedule in the year 2999 or beyond the 2-year horizon', async () => {
    const m = mobile();
    const token = await tokenFor(m);
    const book = (startTime: string) =>
      call('POST', '/api/bookings', token, {
        doctorId,
        startTime,
        mode: 'clinic',
        patient: { name: 'Anil Verma', mobile: m },
        paymentOption: 'pay-later',
      });
    const y2999 = await book('2999-03-12T05:30:00.000Z');
    expect(y2999.statusCode).toBe(400);
    expect(y2999.json()).toMatchObject({
      error: SERVER_ERRORS.dateOutOfRange,
      code: 'VALIDATION_FAILED',
      field: 'startTime',
    });
    // Tuesday 14 March 2028, 11:00 in Kolkata: on the grid, past the horizon (2028-03-10 10:00).
    const beyond = await book('2028-03-14T05:30:00.000Z');
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toMatchObject({
      error: SERVER_ERRORS.tooFarAhead,
      code: 'VALIDATION_FAILED',
      field: 'startTime',
    });
    const a = await bookAt(m, token, '2026-03-13T05:30:00.000Z');
    for (const startTime of [
      '2999-03-12T05:30:00.000Z',
      '9999-12-31T00:00:00Z',
      '2028-03-14T05:30:00.000Z',
    ]) {
      const res = await call('POST', `/api/patient/appointments/${a.id}/reschedule`, token, {
        startTime,
      });
      expect(res.statusCode, startTime).toBe(400);
    }
  });
});
