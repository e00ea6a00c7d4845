import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { WAITLIST_MESSAGES } from '@clinic/shared/waitlist';
import {
  startSecondInstance,
  startTestApp,
  TEST_NOW,
  type SecondInstance,
  type TestContext,
} from '../../../test/harness.ts';
import { makeListedDoctor } from '../../../test/factories.ts';
import { ERRORS, type ErrorCode } from '@clinic/shared/errors';
import { devSender } from '../../providers/messaging.ts';
import type { Database } from '../../db/client.ts';
import { dispatchDue } from '../notifications/dispatcher.ts';
import { waitlistJob } from './service.ts';

/** The declared status and code of `code` (and the field named, when given). */
function expectError(
  res: { statusCode: number; json(): { code?: string; field?: string } },
  code: ErrorCode,
  named?: { field: string },
) {
  expect(res.json().code).toBe(code);
  expect(res.statusCode).toBe(ERRORS[code].status);
  if (named) expect(res.json().field).toBe(named.field);
}

let t: TestContext;
let b: SecondInstance;
let seq = 0;
/** A fresh ten-digit mobile per call. */
const mobile = () =>
  `95${String(process.pid).slice(-4).padStart(4, '0')}${String(++seq).padStart(4, '0')}`;
const DAY = '2026-03-11'; // a Wednesday; TEST_NOW is Tuesday 10:00 in Asia/Kolkata
const SLOT = (hhmmUtc: string) => `${DAY}T${hhmmUtc}:00.000Z`;

beforeAll(async () => {
  t = await startTestApp();
  b = await startSecondInstance(t);
});
afterAll(async () => {
  await b?.close();
  await t?.close();
});

const tokenOf = (m: string) =>
  t.app.tokens.signPurpose({ phone: `+91${m}`, purpose: 'booking' }, t.clock.now(), 15 * 60);

async function join(doctorId: string, m: string, name = 'Asha Rao', date = DAY) {
  return t.app.inject({
    method: 'POST',
    url: '/api/waitlist',
    headers: { 'x-booking-token': await tokenOf(m) },
    payload: { doctorId, date, name, mobile: m },
  });
}

async function book(app: TestContext['app'], doctorId: string, m: string, startTime: string) {
  return app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { 'x-booking-token': await tokenOf(m) },
    payload: {
      doctorId,
      startTime,
      mode: 'clinic',
      patient: { name: `Patient ${m.slice(-4)}`, mobile: m },
      paymentOption: 'pay-later',
    },
  });
}

async function cancel(app: TestContext['app'], m: string, id: string) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/patient/appointments/${id}/cancel`,
    headers: { 'x-booking-token': await tokenOf(m) },
  });
  expect(res.statusCode).toBe(200);
}

/**
 * Runs the outbox (the waitlist job, then the messages) on `database` at `now`,
 * then waits until both instances have heard of what it changed (an offer's
 * hold takes its slot), as a request that writes does.
 */
async function runOutbox(database: Database, now = t.clock.now(), owner = 'test') {
  const sms = devSender('sms', database.db, () => {});
  const email = devSender('email', database.db, () => {});
  const ran = await dispatchDue(
    database,
    { sms, email },
    now,
    50,
    { waitlist: waitlistJob() },
    { owner },
  );
  await Promise.all([t.app.changes.caughtUp(), b.app.changes.caughtUp()]);
  return ran;
}

async function smsTo(m: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=%2B91${m}` });
  return (res.json().messages as { text: string }[]).map((x) => x.text);
}

async function offerLinkOf(m: string): Promise<string | undefined> {
  const offer = (await smsTo(m)).find((x) => x.includes('held for you'));
  return offer ? /\/waitlist\/([A-Za-z0-9_-]+)/.exec(offer)?.[1] : undefined;
}

async function freeSlots(doctorId: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/doctors/${doctorId}/slots` });
  type Slot = { start: string; available: boolean };
  const days = res.json().days as { slots: Record<string, Slot[]> }[];
  return days.flatMap((d) =>
    Object.values(d.slots)
      .flat()
      .filter((x) => x.available)
      .map((x) => new Date(x.start).toISOString()),
  );
}

async function newDoctor(name: string) {
  const { user } = await makeListedDoctor(t.database.db, { name });
  await t.app.changes.caughtUp();
  return user.id;
}

describe('joining', () => {
  it('needs the booking token of the same phone and a day within the horizon', async () => {
    const doctorId = await newDoctor('Dr. Join');
    const m = mobile();
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      payload: { doctorId, date: DAY, name: 'Asha Rao', mobile: m },
    });
    expectError(none, 'UNAUTHORIZED');
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      headers: { 'x-booking-token': await tokenOf(mobile()) },
      payload: { doctorId, date: DAY, name: 'Asha Rao', mobile: m },
    });
    expectError(other, 'VALIDATION_FAILED', { field: 'mobile' });
    expectError(await join(doctorId, m, 'Asha Rao', '2026-03-09'), 'VALIDATION_FAILED', {
      field: 'date',
    });
    expectError(await join(doctorId, m, 'Asha Rao', '2026-06-30'), 'VALIDATION_FAILED', {
      field: 'date',
    });
    const unknown = await join('00000000-0000-4000-8000-000000000000', m);
    expectError(unknown, 'NOT_FOUND');
  });

  it('answers the place in the queue; joining again keeps it with a new link', async () => {
    const doctorId = await newDoctor('Dr. Queue');
    const [m1, m2] = [mobile(), mobile()];
    const first = await join(doctorId, m1);
    expect(first.statusCode).toBe(201);
    expect(first.json().entry).toMatchObject({ status: 'waiting', position: 1, date: DAY });
    const second = await join(doctorId, m2);
    expect(second.json().entry.position).toBe(2);
    const again = await join(doctorId, m1);
    expect(again.statusCode).toBe(200);
    expect(again.json().entry.id).toBe(first.json().entry.id);
    expect(again.json().entry.position).toBe(1);
    // The old link is replaced by the new one.
    const oldLink = await t.app.inject({
      method: 'GET',
      url: `/api/waitlist/links/${first.json().entry.token}`,
    });
    expectError(oldLink, 'NOT_FOUND');
    const link = await t.app.inject({
      method: 'GET',
      url: `/api/waitlist/links/${again.json().entry.token}`,
    });
    expect(link.json()).toMatchObject({ entry: { status: 'waiting' }, offer: null });
    expect((await smsTo(m1)).some((x) => x.includes('You are on the waitlist'))).toBe(true);
  });
});

describe('a freed slot', () => {
  it('is offered to the first patient waiting, held for them alone, and booked by them', async () => {
    const doctorId = await newDoctor('Dr. Offer');
    const [booker, p1, p2, third] = [mobile(), mobile(), mobile(), mobile()];
    const booked = await book(t.app, doctorId, booker, SLOT('05:30'));
    expect(booked.statusCode).toBe(201);
    await join(doctorId, p1);
    await join(doctorId, p2);
    expect(await freeSlots(doctorId)).not.toContain(SLOT('05:30'));
    await cancel(t.app, booker, booked.json().appointment.id);
    expect(await freeSlots(doctorId)).toContain(SLOT('05:30'));
    const ran = await runOutbox(t.database);
    expect(ran.jobs).toBeGreaterThan(0);

    const link = await offerLinkOf(p1);
    expect(link).toBeDefined();
    expect(await offerLinkOf(p2)).toBeUndefined();
    const view = await t.app.inject({ method: 'GET', url: `/api/waitlist/links/${link}` });
    expect(view.json()).toMatchObject({
      entry: { status: 'offered' },
      offer: { status: 'open', startTime: SLOT('05:30') },
      doctor: { userId: doctorId, mobile: p1 },
    });
    // Held: not among the free slots, and nobody else can take it.
    expect(await freeSlots(doctorId)).not.toContain(SLOT('05:30'));
    expectError(await book(t.app, doctorId, third, SLOT('05:30')), 'SLOT_TAKEN');
    expectError(await book(b.app, doctorId, p2, SLOT('05:30')), 'SLOT_TAKEN');
    // The offered patient books it.
    const mine = await book(t.app, doctorId, p1, SLOT('05:30'));
    expect(mine.statusCode).toBe(201);
    const after = await t.app.inject({ method: 'GET', url: `/api/waitlist/links/${link}` });
    expect(after.json()).toMatchObject({
      entry: { status: 'booked' },
      offer: { status: 'booked' },
    });
    // The doctor sees the day's list.
    const [doctor] = await t.database.rows<{ id: string }>(`select id from users where id = $1`, [
      doctorId,
    ]);
    const token = await t.app.tokens.signAccess(
      { sub: doctor!.id, role: 'doctor', tv: 0 },
      t.clock.now(),
    );
    const portal = await t.app.inject({
      method: 'GET',
      url: `/api/portal/waitlist?date=${DAY}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(portal.statusCode).toBe(200);
    const entries = portal.json().days[0].entries;
    expect(entries.map((e: { mobile: string; status: string }) => [e.mobile, e.status])).toEqual([
      [p1, 'booked'],
      [p2, 'waiting'],
    ]);
  });

  it('goes to the next patient when the hold passes unbooked', async () => {
    const doctorId = await newDoctor('Dr. Expiry');
    const [booker, p1, p2] = [mobile(), mobile(), mobile()];
    const booked = await book(t.app, doctorId, booker, SLOT('06:00'));
    await join(doctorId, p1);
    await join(doctorId, p2);
    await cancel(t.app, booker, booked.json().appointment.id);
    await runOutbox(t.database);
    const l1 = await offerLinkOf(p1);
    expect(l1).toBeDefined();
    // Before the 15 minutes pass, nothing moves.
    await runOutbox(t.database, new Date(TEST_NOW.getTime() + 14 * 60_000));
    expect(await offerLinkOf(p2)).toBeUndefined();
    await runOutbox(t.database, new Date(TEST_NOW.getTime() + 16 * 60_000));
    const l2 = await offerLinkOf(p2);
    expect(l2).toBeDefined();
    const first = await t.app.inject({ method: 'GET', url: `/api/waitlist/links/${l1}` });
    expect(first.json()).toMatchObject({
      entry: { status: 'missed' },
      offer: { status: 'expired' },
    });
    const second = await t.app.inject({ method: 'GET', url: `/api/waitlist/links/${l2}` });
    expect(second.json()).toMatchObject({ offer: { status: 'open', startTime: SLOT('06:00') } });
    // The first patient's booking of it is now refused: the hold is the second's.
    expectError(await book(t.app, doctorId, p1, SLOT('06:00')), 'SLOT_TAKEN');
  });

  it('can be left from the link; the held slot goes to the next', async () => {
    const doctorId = await newDoctor('Dr. Leave');
    const [booker, p1, p2] = [mobile(), mobile(), mobile()];
    const booked = await book(t.app, doctorId, booker, SLOT('06:30'));
    const e1 = (await join(doctorId, p1)).json().entry;
    await join(doctorId, p2);
    await cancel(t.app, booker, booked.json().appointment.id);
    await runOutbox(t.database);
    const link = await offerLinkOf(p1);
    const wrong = await t.app.inject({
      method: 'DELETE',
      url: `/api/waitlist/${e1.id}`,
      headers: { 'x-waitlist-token': 'not-the-token' },
    });
    expectError(wrong, 'NOT_FOUND');
    const left = await t.app.inject({
      method: 'DELETE',
      url: `/api/waitlist/${e1.id}`,
      headers: { 'x-waitlist-token': link! },
    });
    expect(left.statusCode).toBe(200);
    expect(left.json().entry.status).toBe('left');
    await runOutbox(t.database);
    expect(await offerLinkOf(p2)).toBeDefined();
    // Leaving again answers the same.
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/waitlist/${e1.id}`,
      headers: { 'x-waitlist-token': e1.token },
    });
    expect(again.json().entry.status).toBe('left');
  });

  it('is not offered when nobody waits for its day, or once it is inside the notice', async () => {
    const doctorId = await newDoctor('Dr. Quiet');
    const [booker, p1] = [mobile(), mobile()];
    const booked = await book(t.app, doctorId, booker, SLOT('07:00'));
    await join(doctorId, p1, 'Asha Rao', '2026-03-12');
    await cancel(t.app, booker, booked.json().appointment.id);
    await runOutbox(t.database);
    expect(await offerLinkOf(p1)).toBeUndefined();
    const [noted] = await t.database.rows<{ n: number | string }>(
      `select count(*) as n from waitlist_freed where doctor_id = $1`,
      [doctorId],
    );
    expect(Number(noted!.n)).toBe(0);
  });

  it('is noted when a doctor rejects a request, in that transaction', async () => {
    const doctorId = await newDoctor('Dr. Reject');
    const [booker, p1] = [mobile(), mobile()];
    const booked = await book(t.app, doctorId, booker, SLOT('07:30'));
    await join(doctorId, p1);
    await t.database.db.execute(
      sql`update appointments set status = 'Rejected' where id = ${booked.json().appointment.id}`,
    );
    await runOutbox(t.database);
    expect(await offerLinkOf(p1)).toBeDefined();
  });
});

describe('a freed time under a changed schedule', () => {
  const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];
  const schedule = {
    shifts: WEEKDAYS.map((d) => ({ dayOfWeek: d, startTime: '09:00', endTime: '17:00' })),
    slotMinutes: 30,
    minNoticeMinutes: 60,
    bookingHorizonDays: 30,
  };

  async function putSchedule(doctorId: string, body: object) {
    const token = await t.app.tokens.signAccess(
      { sub: doctorId, role: 'doctor', tv: 0 },
      t.clock.now(),
    );
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/schedule',
      headers: { authorization: `Bearer ${token}` },
      payload: { ...schedule, ...body },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  async function offeredStarts(doctorId: string): Promise<string[]> {
    const rows = await t.database.rows<{ start_at: Date | string }>(
      `select start_at from waitlist_offers where doctor_id = $1 order by start_at`,
      [doctorId],
    );
    return rows.map((r) => new Date(r.start_at).toISOString());
  }

  it('is not offered once outside the weekly hours; a time still inside them is', async () => {
    const doctorId = await newDoctor('Dr. Hours');
    const [k1, k2, p1] = [mobile(), mobile(), mobile()];
    // 11:00 and 14:30 in Kolkata, both inside the 09:00-17:00 hours they were booked in.
    const morning = (await book(t.app, doctorId, k1, SLOT('05:30'))).json().appointment.id;
    const afternoon = (await book(t.app, doctorId, k2, SLOT('09:00'))).json().appointment.id;
    expect((await join(doctorId, p1)).statusCode).toBe(201);
    // Wednesdays are now afternoons only.
    await putSchedule(doctorId, {
      shifts: schedule.shifts.map((s) =>
        s.dayOfWeek === 'WEDNESDAY' ? { ...s, startTime: '14:00', endTime: '18:00' } : s,
      ),
    });
    await cancel(t.app, k1, morning);
    await runOutbox(t.database);
    expect(await offerLinkOf(p1)).toBeUndefined();
    expect(await offeredStarts(doctorId)).toEqual([]);
    const [noted] = await t.database.rows<{ n: number | string }>(
      `select count(*) as n from waitlist_freed where doctor_id = $1`,
      [doctorId],
    );
    expect(Number(noted!.n)).toBe(0);
    // The same patient is offered a freed time the new hours still hold.
    await cancel(t.app, k2, afternoon);
    await runOutbox(t.database);
    expect(await offerLinkOf(p1)).toBeDefined();
    expect(await offeredStarts(doctorId)).toEqual([SLOT('09:00')]);
  });

  it('is not offered when off the grid of a new slot length', async () => {
    const doctorId = await newDoctor('Dr. Length');
    const [k1, p1] = [mobile(), mobile()];
    // 11:00 in Kolkata: 45-minute slots from 09:00 start at 10:30 and 11:15.
    const booked = (await book(t.app, doctorId, k1, SLOT('05:30'))).json().appointment.id;
    await join(doctorId, p1);
    await putSchedule(doctorId, { slotMinutes: 45 });
    await cancel(t.app, k1, booked);
    await runOutbox(t.database);
    expect(await offerLinkOf(p1)).toBeUndefined();
    expect(await offeredStarts(doctorId)).toEqual([]);
  });

  it('is held for the current slot length when still on the grid', async () => {
    const doctorId = await newDoctor('Dr. Shorter');
    const [k1, p1] = [mobile(), mobile()];
    const booked = (await book(t.app, doctorId, k1, SLOT('05:30'))).json().appointment.id;
    await join(doctorId, p1);
    await putSchedule(doctorId, { slotMinutes: 15 });
    await cancel(t.app, k1, booked);
    await runOutbox(t.database);
    const [offer] = await t.database.rows<{ start_at: Date | string; end_at: Date | string }>(
      `select start_at, end_at from waitlist_offers where doctor_id = $1`,
      [doctorId],
    );
    expect(new Date(offer!.start_at).toISOString()).toBe(SLOT('05:30'));
    expect(new Date(offer!.end_at).toISOString()).toBe(SLOT('05:45'));
    // The offered patient books it at the new length.
    expect((await book(t.app, doctorId, p1, SLOT('05:30'))).statusCode).toBe(201);
  });

  it('is not offered beyond a shortened booking horizon', async () => {
    const doctorId = await newDoctor('Dr. Horizon');
    const [k1, p1] = [mobile(), mobile()];
    const later = '2026-03-18'; // a Wednesday, eight days ahead
    const booked = await book(t.app, doctorId, k1, `${later}T05:30:00.000Z`);
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await join(doctorId, p1, 'Asha Rao', later)).statusCode).toBe(201);
    await putSchedule(doctorId, { bookingHorizonDays: 3 });
    await cancel(t.app, k1, booked.json().appointment.id);
    await runOutbox(t.database);
    expect(await offerLinkOf(p1)).toBeUndefined();
    expect(await offeredStarts(doctorId)).toEqual([]);
  });
});

describe('two instances', () => {
  it('offer two slots freed at once to two different patients, each slot once', async () => {
    const doctorId = await newDoctor('Dr. Twice');
    const [k1, k2, p1, p2, p3] = [mobile(), mobile(), mobile(), mobile(), mobile()];
    const a1 = (await book(t.app, doctorId, k1, SLOT('08:00'))).json().appointment.id;
    const a2 = (await book(b.app, doctorId, k2, SLOT('08:30'))).json().appointment.id;
    for (const p of [p1, p2, p3]) expect((await join(doctorId, p)).statusCode).toBe(201);
    // Both slots free at once, one on each instance.
    await Promise.all([cancel(t.app, k1, a1), cancel(b.app, k2, a2)]);
    // Both instances' dispatchers run at once, twice over.
    await Promise.all([
      runOutbox(t.database, t.clock.now(), 'one'),
      runOutbox(b.database, t.clock.now(), 'two'),
      runOutbox(t.database, t.clock.now(), 'three'),
      runOutbox(b.database, t.clock.now(), 'four'),
    ]);
    const offers = await t.database.rows<{ entry_id: string; start_at: Date | string }>(
      `select entry_id, start_at from waitlist_offers where doctor_id = $1 and status = 'open'`,
      [doctorId],
    );
    expect(offers).toHaveLength(2);
    expect(new Set(offers.map((o) => o.entry_id)).size).toBe(2);
    expect(new Set(offers.map((o) => new Date(o.start_at).toISOString()))).toEqual(
      new Set([SLOT('08:00'), SLOT('08:30')]),
    );
    // The first two waiting got them; one SMS each; the third none.
    expect((await smsTo(p1)).filter((x) => x.includes('held for you'))).toHaveLength(1);
    expect((await smsTo(p2)).filter((x) => x.includes('held for you'))).toHaveLength(1);
    expect(await offerLinkOf(p3)).toBeUndefined();
  });
});

describe('texts', () => {
  it('the offer SMS names the hold', () => {
    expect(WAITLIST_MESSAGES.offerSms('Dr. A', 'Wed', 'http://x/waitlist/t')).toContain(
      '15 minutes',
    );
  });
});
