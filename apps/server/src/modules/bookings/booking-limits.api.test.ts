// One phone cannot hoard a doctor's day: 3 active future bookings per doctor,
// 10 per calendar day across doctors, also under concurrency.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_MAX_ACTIVE_PER_DOCTOR, BOOKING_MAX_PER_DAY } from '@clinic/shared/constants';
import { SERVER_ERRORS } from '@clinic/shared/messages';
import { startTestApp, type TestContext } from '../../../test/harness.ts';
import { makeListedDoctor } from '../../../test/factories.ts';
import { bookingTokenFor } from '../../../test/otp.ts';

let t: TestContext;
let seq = 0;
const mobile = () =>
  `96${String(process.pid).slice(-4).padStart(4, '0')}${String(++seq).padStart(4, '0')}`;
/** The k-th half-hour slot from 09:00 IST on a day of March 2026 (TEST_NOW is Tuesday the 10th). */
const slot = (day: number, k: number) =>
  new Date(Date.parse(`2026-03-${day}T09:00:00+05:30`) + k * 30 * 60_000).toISOString();

async function newDoctor() {
  const { user } = await makeListedDoctor(t.database.db, { name: 'Dr. Asha Menon' });
  // The directory copy learns of the new doctor through the change feed.
  await t.database.caughtUp();
  return user.id;
}

function book(token: string, m: string, doctorId: string, startTime: string, name = 'Ravi Kumar') {
  return t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { 'x-booking-token': token },
    payload: {
      doctorId,
      startTime,
      mode: 'clinic',
      patient: { name, mobile: m },
      bookedFor: 'self',
      paymentOption: 'pay-later',
    },
  });
}

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe('bookings per phone', () => {
  it(`at most ${BOOKING_MAX_ACTIVE_PER_DOCTOR} active future bookings with one doctor; a cancelled one frees a place`, async () => {
    const doctor = await newDoctor();
    const m = mobile();
    const token = await bookingTokenFor(t.app, m);
    for (let k = 0; k < BOOKING_MAX_ACTIVE_PER_DOCTOR; k++)
      expect((await book(token, m, doctor, slot(11, k))).statusCode).toBe(201);
    const fourth = await book(token, m, doctor, slot(12, 0));
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toMatchObject({
      code: 'BOOKING_LIMIT',
      error: SERVER_ERRORS.bookingLimitPerDoctor(BOOKING_MAX_ACTIVE_PER_DOCTOR),
    });
    // Another phone still books this doctor; this phone still books another doctor.
    const other = mobile();
    expect(
      (await book(await bookingTokenFor(t.app, other), other, doctor, slot(12, 1), 'Anita Das'))
        .statusCode,
    ).toBe(201);
    expect((await book(token, m, await newDoctor(), slot(12, 0))).statusCode).toBe(201);
    await t.database.rows(
      `update appointments set status = 'Cancelled' where doctor_id = $1 and start_at = $2`,
      [doctor, slot(11, 0)],
    );
    expect((await book(token, m, doctor, slot(12, 0))).statusCode).toBe(201);
  });

  it('a double click on the last allowed booking answers the booking again', async () => {
    const doctor = await newDoctor();
    const m = mobile();
    const token = await bookingTokenFor(t.app, m);
    for (let k = 0; k < BOOKING_MAX_ACTIVE_PER_DOCTOR - 1; k++)
      expect((await book(token, m, doctor, slot(13, k))).statusCode).toBe(201);
    const [a, b] = await Promise.all([
      book(token, m, doctor, slot(13, 5)),
      book(token, m, doctor, slot(13, 5)),
    ]);
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 201]);
    expect(a!.json().appointment.id).toBe(b!.json().appointment.id);
  });

  it(`at most ${BOOKING_MAX_PER_DAY} active bookings on one day across doctors`, async () => {
    const m = mobile();
    const token = await bookingTokenFor(t.app, m);
    let booked = 0;
    let k = 0;
    while (booked < BOOKING_MAX_PER_DAY) {
      const doctor = await newDoctor();
      for (
        let i = 0;
        i < BOOKING_MAX_ACTIVE_PER_DOCTOR && booked < BOOKING_MAX_PER_DAY;
        i++, booked++, k++
      ) {
        expect((await book(token, m, doctor, slot(16, k))).statusCode).toBe(201);
      }
    }
    const fresh = await newDoctor();
    const eleventh = await book(token, m, fresh, slot(16, k));
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json()).toMatchObject({
      code: 'BOOKING_LIMIT',
      error: SERVER_ERRORS.bookingLimitPerDay(BOOKING_MAX_PER_DAY),
    });
    // The next day is another day.
    expect((await book(token, m, fresh, slot(17, 0))).statusCode).toBe(201);
  });

  it('holds under concurrency: simultaneous bookings with one doctor pass only up to the limit', async () => {
    const doctor = await newDoctor();
    const m = mobile();
    const token = await bookingTokenFor(t.app, m);
    expect((await book(token, m, doctor, slot(18, 0))).statusCode).toBe(201);
    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((k) => book(token, m, doctor, slot(18, k))),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409, 409, 409]);
    expect(
      answers.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'BOOKING_LIMIT'),
    ).toBe(true);
  });

  it('holds under concurrency: simultaneous bookings with different doctors on one day pass only up to the limit', async () => {
    const m = mobile();
    const token = await bookingTokenFor(t.app, m);
    let k = 0;
    for (let booked = 0; booked < BOOKING_MAX_PER_DAY - 1;) {
      const doctor = await newDoctor();
      for (
        let i = 0;
        i < BOOKING_MAX_ACTIVE_PER_DOCTOR && booked < BOOKING_MAX_PER_DAY - 1;
        i++, booked++, k++
      ) {
        expect((await book(token, m, doctor, slot(19, k))).statusCode).toBe(201);
      }
    }
    // Different doctors do not share a calendar lock: only the phone's lock keeps these apart.
    const doctors = await Promise.all([0, 1, 2, 3, 4, 5].map(() => newDoctor()));
    const answers = await Promise.all(doctors.map((d, i) => book(token, m, d, slot(19, k + i))));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const rows = await t.database.rows<{ n: string }>(
      `select count(*) as n from appointments a join patients p on p.id = a.patient_id
        where p.owner_phone = $1 and a.status in ('Pending', 'Confirmed')`,
      [`+91${m}`],
    );
    expect(Number(rows[0]!.n)).toBe(BOOKING_MAX_PER_DAY);
  });
});
