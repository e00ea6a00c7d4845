// Issue 13 points 2 and 3: the schedule editor (shifts, slot length, notice, booking
// horizon) and time off. A change applies to the slots offered from then on, everywhere
// (slots, search's next free slot, the booking check); booked appointments stay and are
// listed; time off's one action cancels its appointments with a message and a refund each.
// TEST_NOW is Tuesday 2026-03-10 10:00 in Kolkata.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_ERRORS } from '@clinic/shared/schedule';
import { appointments, auditLog, payments, scheduledMessages } from '../../db/schema.ts';
import { startTestApp, type TestContext } from '../../../test/harness.ts';
import { bookingTokenFor } from '../../../test/otp.ts';
import { addAppointment, ist, makePatient, signedInDoctor } from '../portal/testing.ts';

let t: TestContext;
let seq = 0;
const mobile = () =>
  `94${String(process.pid).slice(-4).padStart(4, '0')}${String(++seq).padStart(4, '0')}`;

type Doctor = Awaited<ReturnType<typeof signedInDoctor>>;
const call = (
  d: Doctor,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${d.token}` },
    ...(payload ? { payload } : {}),
  });

const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];
const baseSchedule = {
  shifts: WEEKDAYS.map((d) => ({ dayOfWeek: d, startTime: '09:00', endTime: '17:00' })),
  slotMinutes: 30,
  minNoticeMinutes: 60,
  bookingHorizonDays: 30,
};

async function slotsOf(d: Doctor, from: string, days = 1) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/doctors/${d.id}/slots?from=${from}&days=${days}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().days as Array<{
    date: string;
    totalSlots: number;
    waitlist: boolean;
    slots: Record<'morning' | 'afternoon' | 'evening', { time: string; available: boolean }[]>;
  }>;
}
const times = (day: Awaited<ReturnType<typeof slotsOf>>[number]) =>
  [...day.slots.morning, ...day.slots.afternoon, ...day.slots.evening].map((s) => s.time);

async function nextAvailable(d: Doctor, city: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/userside/patients/search-doctors?city=${encodeURIComponent(city)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const mine = res.json().results.find((r: { userId: string }) => r.userId === d.id);
  return mine.nextAvailable as { date: string; time: string } | null;
}

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe('GET/PUT /api/schedule', () => {
  it('answers the weekly shifts and slot settings, 30 days ahead by default', async () => {
    const d = await signedInDoctor(t.app, t.database.db, { name: 'Dr. Default' });
    const res = await call(d, 'GET', '/api/schedule');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ timeZone: 'Asia/Kolkata', ...baseSchedule, outsideHours: [] });
  });

  it.each([
    [{ slotMinutes: 5 }, 'slotMinutes', SCHEDULE_ERRORS.slotMinutes],
    [{ slotMinutes: 61 }, 'slotMinutes', SCHEDULE_ERRORS.slotMinutes],
    [{ slotMinutes: 12.5 }, 'slotMinutes', SCHEDULE_ERRORS.slotMinutes],
    [{ minNoticeMinutes: -1 }, 'minNoticeMinutes', SCHEDULE_ERRORS.minNotice],
    [{ bookingHorizonDays: 0 }, 'bookingHorizonDays', SCHEDULE_ERRORS.horizon],
    [{ bookingHorizonDays: 366 }, 'bookingHorizonDays', SCHEDULE_ERRORS.horizon],
    [
      { shifts: [{ dayOfWeek: 'MONDAY', startTime: '13:00', endTime: '09:00' }] },
      'shifts.0.endTime',
      'Closing time must be after opening time',
    ],
    [
      {
        shifts: [
          { dayOfWeek: 'MONDAY', startTime: '09:00', endTime: '13:00' },
          { dayOfWeek: 'MONDAY', startTime: '12:00', endTime: '15:00' },
        ],
      },
      'shifts',
      'Shifts of one day must not overlap',
    ],
  ])('refuses %j with 400 naming %s, and changes nothing', async (change, field, message) => {
    const d = await signedInDoctor(t.app, t.database.db, { name: 'Dr. Invalid' });
    const res = await call(d, 'PUT', '/api/schedule', { ...baseSchedule, ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', field, error: message });
    expect((await call(d, 'GET', '/api/schedule')).json()).toMatchObject(baseSchedule);
  });

  it('new shifts and slot length change the slots offered at once; booked appointments outside them are listed', async () => {
    const d = await signedInDoctor(t.app, t.database.db, { name: 'Dr. Reshaped' });
    const patient = await makePatient(t.database.db, { name: 'Asha Outside' });
    // Booked under the old hours: Wed 09:00 (inside the new), Wed 16:00 and Thu 10:00 (outside).
    const inside = await addAppointment(t.database.db, {
      doctorId: d.id,
      patientId: patient.id,
      start: ist('2026-03-11 09:00'),
    });
    const late = await addAppointment(t.database.db, {
      doctorId: d.id,
      patientId: patient.id,
      start: ist('2026-03-11 16:00'),
      status: 'Pending',
    });
    const thursday = await addAppointment(t.database.db, {
      doctorId: d.id,
      patientId: patient.id,
      start: ist('2026-03-12 10:00'),
    });
    expect((await slotsOf(d, '2026-03-11'))[0]!.totalSlots).toBe(14); // 16 less the two booked

    const res = await call(d, 'PUT', '/api/schedule', {
      shifts: [
        { dayOfWeek: 'WEDNESDAY', startTime: '09:00', endTime: '11:00' },
        { dayOfWeek: 'WEDNESDAY', startTime: '14:00', endTime: '15:00' },
      ],
      slotMinutes: 20,
      minNoticeMinutes: 0,
      bookingHorizonDays: 30,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.slotMinutes).toBe(20);
    expect(body.outsideHours.map((a: { id: string }) => a.id)).toEqual([late.id, thursday.id]);
    expect(body.outsideHours[0]).toMatchObject({
      patient: 'Asha Outside',
      status: 'Pending',
      startTime: ist('2026-03-11 16:00').toISOString(),
    });
    expect(body.outsideHours.map((a: { id: string }) => a.id)).not.toContain(inside.id);
    // GET says the same.
    expect((await call(d, 'GET', '/api/schedule')).json().outsideHours).toHaveLength(2);

    const [wednesday, thursdayDay] = await slotsOf(d, '2026-03-11', 2);
    expect(times(wednesday!)).toEqual([
      '09:00 AM',
      '09:20 AM',
      '09:40 AM',
      '10:00 AM',
      '10:20 AM',
      '10:40 AM',
      '02:00 PM',
      '02:20 PM',
      '02:40 PM',
    ]);
    // 09:00 and 09:20 overlap the 09:00-09:30 booking.
    expect(wednesday!.totalSlots).toBe(7);
    expect(thursdayDay!.totalSlots).toBe(0);
    expect(times(thursdayDay!)).toEqual([]);
    // The booked appointments themselves are untouched.
    const rows = await t.database.db
      .select({ status: appointments.status })
      .from(appointments)
      .where(eq(appointments.doctorId, d.id));
    expect(rows.map((r) => r.status).sort()).toEqual(['Confirmed', 'Confirmed', 'Pending']);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, d.id), eq(auditLog.action, 'update_schedule')));
    expect(row).toMatchObject({ entity: 'doctor_profile', entityId: d.id });
  });

  it('the booking horizon limits the slots patients see, search and the booking check', async () => {
    const d = await signedInDoctor(t.app, t.database.db, {
      name: 'Dr. Near Horizon',
      city: 'Horizonpur',
    });
    // Open on Fridays only: the next Friday (13 Mar) is 3 days ahead.
    const res = await call(d, 'PUT', '/api/schedule', {
      ...baseSchedule,
      shifts: [{ dayOfWeek: 'FRIDAY', startTime: '09:00', endTime: '10:00' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await nextAvailable(d, 'Horizonpur'))?.date).toBe('2026-03-13');

    await call(d, 'PUT', '/api/schedule', {
      ...baseSchedule,
      shifts: [{ dayOfWeek: 'FRIDAY', startTime: '09:00', endTime: '10:00' }],
      bookingHorizonDays: 2,
    });
    const [friday] = await slotsOf(d, '2026-03-13');
    expect(times(friday!)).toEqual(['09:00 AM', '09:30 AM']);
    expect(friday!.totalSlots).toBe(0);
    expect(await nextAvailable(d, 'Horizonpur')).toBeNull();

    const m = mobile();
    const booking = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { 'x-booking-token': await bookingTokenFor(t.app, m) },
      payload: {
        doctorId: d.id,
        startTime: ist('2026-03-13 09:00').toISOString(),
        mode: 'clinic',
        patient: { name: 'Too Early', mobile: m },
        paymentOption: 'pay-later',
      },
    });
    expect(booking.statusCode, booking.body).toBe(400);
    expect(booking.json()).toMatchObject({ field: 'startTime' });
  });
});

describe('time off', () => {
  it('removes its slots at once from the picker and search, and gives them back when deleted', async () => {
    const d = await signedInDoctor(t.app, t.database.db, { name: 'Dr. Away', city: 'Awaypur' });
    expect(await nextAvailable(d, 'Awaypur')).toMatchObject({
      date: '2026-03-10',
      time: '11:00 AM',
    });
    // Today from 10:30 and all of tomorrow.
    const res = await call(d, 'POST', '/api/time-off', {
      from: ist('2026-03-10 10:30').toISOString(),
      to: ist('2026-03-12 00:00').toISOString(),
      reason: 'Conference',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { timeOff } = res.json();
    expect(timeOff).toMatchObject({
      reason: 'Conference',
      from: ist('2026-03-10 10:30').toISOString(),
      to: ist('2026-03-12 00:00').toISOString(),
      appointments: [],
    });
    const [today, tomorrow, thursday] = await slotsOf(d, '2026-03-10', 3);
    expect(today!.totalSlots).toBe(0);
    expect(tomorrow!.totalSlots).toBe(0);
    expect(thursday!.totalSlots).toBe(16);
    expect(await nextAvailable(d, 'Awaypur')).toMatchObject({
      date: '2026-03-12',
      time: '09:00 AM',
    });

    const list = (await call(d, 'GET', '/api/time-off')).json();
    expect(list.timeOff.map((x: { id: string }) => x.id)).toEqual([timeOff.id]);

    const del = await call(d, 'DELETE', `/api/time-off/${timeOff.id}`);
    expect(del.statusCode, del.body).toBe(204);
    expect((await slotsOf(d, '2026-03-11'))[0]!.totalSlots).toBe(16);
    expect(await nextAvailable(d, 'Awaypur')).toMatchObject({
      date: '2026-03-10',
      time: '11:00 AM',
    });
    expect((await call(d, 'GET', '/api/time-off')).json().timeOff).toEqual([]);
    expect((await call(d, 'DELETE', `/api/time-off/${timeOff.id}`)).statusCode).toBe(404);
  });

  it('a day off offers no waitlist; a day full of bookings does, even with part of it off', async () => {
    const d = await signedInDoctor(t.app, t.database.db, { name: 'Dr. Waitless' });
    const patient = await makePatient(t.database.db, { name: 'Ravi Afternoon' });
    // Thursday: the morning off, the afternoon booked in one long visit. Friday: all off.
    for (const [from, to] of [
      ['2026-03-12 09:00', '2026-03-12 13:00'],
      ['2026-03-13 00:00', '2026-03-14 00:00'],
    ] as const) {
      const res = await call(d, 'POST', '/api/time-off', {
        from: ist(from).toISOString(),
        to: ist(to).toISOString(),
        reason: 'Away',
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    await addAppointment(t.database.db, {
      doctorId: d.id,
      patientId: patient.id,
      start: ist('2026-03-12 13:00'),
      minutes: 240,
    });
    const [thursday, friday] = await slotsOf(d, '2026-03-12', 2);
    expect(thursday).toMatchObject({ totalSlots: 0, waitlist: true });
    expect(friday).toMatchObject({ totalSlots: 0, waitlist: false });
    expect(times(friday!).length).toBeGreaterThan(0);
  });

  it('refuses a slot inside time off at booking', async () => {
    const d = await signedInDoctor(t.app, t.database.db, { name: 'Dr. Holiday' });
    await call(d, 'POST', '/api/time-off', {
      from: ist('2026-03-11 00:00').toISOString(),
      to: ist('2026-03-12 00:00').toISOString(),
    });
    const m = mobile();
    const booking = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { 'x-booking-token': await bookingTokenFor(t.app, m) },
      payload: {
        doctorId: d.id,
        startTime: ist('2026-03-11 09:00').toISOString(),
        mode: 'clinic',
        patient: { name: 'On Holiday', mobile: m },
        paymentOption: 'pay-later',
      },
    });
    expect(booking.statusCode, booking.body).toBe(409);
  });

  it.each([
    [{ from: 'tomorrow', to: '2026-03-12T00:00:00+05:30' }, 'from', SCHEDULE_ERRORS.timeOffFrom],
    [{ from: '2026-03-12T00:00:00+05:30', to: 'later' }, 'to', SCHEDULE_ERRORS.timeOffTo],
    [
      { from: '2026-03-12T10:00:00+05:30', to: '2026-03-12T09:00:00+05:30' },
      'to',
      SCHEDULE_ERRORS.timeOffOrder,
    ],
    [
      { from: '2026-03-12T10:00:00+05:30', to: '2026-03-12T10:00:00+05:30' },
      'to',
      SCHEDULE_ERRORS.timeOffOrder,
    ],
    [
      { from: '2026-03-01T00:00:00+05:30', to: '2026-03-09T00:00:00+05:30' },
      'to',
      SCHEDULE_ERRORS.timeOffPast,
    ],
    [
      { from: '2026-03-12T00:00:00+05:30', to: '2027-03-14T00:00:00+05:30' },
      'to',
      SCHEDULE_ERRORS.timeOffTooLong,
    ],
  ])('refuses %j with 400 naming %s', async (payload, field, message) => {
    const d = await signedInDoctor(t.app, t.database.db, { name: 'Dr. Bad Dates' });
    const res = await call(d, 'POST', '/api/time-off', payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', field, error: message });
    expect((await call(d, 'GET', '/api/time-off')).json().timeOff).toEqual([]);
  });

  it("another doctor's time off is not found", async () => {
    const owner = await signedInDoctor(t.app, t.database.db, { name: 'Dr. Owner' });
    const other = await signedInDoctor(t.app, t.database.db, { name: 'Dr. Other' });
    const { timeOff } = (
      await call(owner, 'POST', '/api/time-off', {
        from: ist('2026-03-11 09:00').toISOString(),
        to: ist('2026-03-11 13:00').toISOString(),
      })
    ).json();
    expect((await call(other, 'DELETE', `/api/time-off/${timeOff.id}`)).statusCode).toBe(404);
    expect(
      (await call(other, 'POST', `/api/time-off/${timeOff.id}/cancel-appointments`)).statusCode,
    ).toBe(404);
    expect((await call(other, 'GET', '/api/time-off')).json().timeOff).toEqual([]);
    expect((await call(owner, 'GET', '/api/time-off')).json().timeOff).toHaveLength(1);
  });

  it('lists the appointments booked inside it; one action cancels them all, tells each patient and refunds paid advances', async () => {
    const d = await signedInDoctor(t.app, t.database.db, { name: 'Dr. Conference' });
    // A paid online booking, through the real booking flow.
    const paidMobile = mobile();
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { 'x-booking-token': await bookingTokenFor(t.app, paidMobile) },
      payload: {
        doctorId: d.id,
        startTime: ist('2026-03-11 11:00').toISOString(),
        mode: 'clinic',
        patient: { name: 'Paid Patient', mobile: paidMobile },
        paymentOption: 'pay-online',
      },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const paidId = paid.json().appointment.id as string;
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.appointmentId, paidId));
    expect(payment!.status).toBe('succeeded');

    const pendingMobile = mobile();
    const pendingPatient = await makePatient(t.database.db, {
      name: 'Pending Patient',
      phone: `+91${pendingMobile}`,
    });
    const pending = await addAppointment(t.database.db, {
      doctorId: d.id,
      patientId: pendingPatient.id,
      start: ist('2026-03-11 15:00'),
      status: 'Pending',
    });
    // Outside the time off, and one already cancelled inside it: both left alone.
    const after = await addAppointment(t.database.db, {
      doctorId: d.id,
      patientId: pendingPatient.id,
      start: ist('2026-03-12 10:00'),
    });
    await addAppointment(t.database.db, {
      doctorId: d.id,
      patientId: pendingPatient.id,
      start: ist('2026-03-11 12:00'),
      status: 'Cancelled',
    });

    const created = await call(d, 'POST', '/api/time-off', {
      from: ist('2026-03-11 00:00').toISOString(),
      to: ist('2026-03-12 00:00').toISOString(),
      reason: 'Medical conference',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { timeOff } = created.json();
    expect(timeOff.appointments.map((a: { id: string }) => a.id)).toEqual([paidId, pending.id]);
    expect(timeOff.appointments[0]).toMatchObject({ patient: 'Paid Patient', status: 'Confirmed' });
    const listed = (await call(d, 'GET', '/api/time-off')).json().timeOff[0];
    expect(listed.appointments.map((a: { id: string }) => a.id)).toEqual([paidId, pending.id]);

    const res = await call(d, 'POST', `/api/time-off/${timeOff.id}/cancel-appointments`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().cancelled.map((a: { id: string }) => a.id)).toEqual([paidId, pending.id]);
    expect(res.json().skipped).toEqual([]);

    const statusOf = async (id: string) =>
      (
        await t.database.db
          .select({ status: appointments.status })
          .from(appointments)
          .where(eq(appointments.id, id))
      )[0]!.status;
    expect(await statusOf(paidId)).toBe('Cancelled');
    expect(await statusOf(pending.id)).toBe('Cancelled');
    expect(await statusOf(after.id)).toBe('Confirmed');

    // Each patient's message, in the outbox with the reason; the advance's refund job.
    for (const m of [paidMobile, pendingMobile]) {
      const sms = await t.database.db
        .select()
        .from(scheduledMessages)
        .where(
          and(
            like(scheduledMessages.to, `%${m}`),
            like(
              scheduledMessages.text,
              '%has been cancelled by the clinic. Reason: Medical conference.',
            ),
          ),
        );
      expect(sms, m).toHaveLength(1);
    }
    const refunds = await t.database.db
      .select()
      .from(scheduledMessages)
      .where(
        and(eq(scheduledMessages.kind, 'refund'), eq(scheduledMessages.paymentId, payment!.id)),
      );
    expect(refunds).toHaveLength(1);
    // Each cancellation is audited as the doctor's status change.
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, d.id), eq(auditLog.action, 'change_status')));
    expect(audits.map((a) => a.entityId).sort()).toEqual([paidId, pending.id].sort());

    // Nothing left to cancel: a second click changes nothing and sends nothing.
    const again = await call(d, 'POST', `/api/time-off/${timeOff.id}/cancel-appointments`);
    expect(again.json()).toEqual({ cancelled: [], skipped: [] });
    expect((await call(d, 'GET', '/api/time-off')).json().timeOff[0].appointments).toEqual([]);
  });
});
