import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { appointments } from '../../db/schema.ts';
import { startTestApp, type TestContext } from '../../../test/harness.ts';
import { makeListedDoctor } from '../../../test/factories.ts';
import { bookVisit } from '../../../test/otp.ts';

// TEST_NOW is Tuesday 2026-03-10, 10:00 in Asia/Kolkata.
let t: TestContext;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  const make = async (key: string, spec: Parameters<typeof makeListedDoctor>[1]) => {
    const d = await makeListedDoctor(db, spec);
    ids[key] = d.user.id;
    return d;
  };
  await make('derm1', {
    name: 'Dr. Asha Menon',
    specializations: ['Dermatologist'],
    gender: 'female',
    experienceYears: 12,
    offlineFeePaise: 90000,
    ratingAvg: 4.8,
    ratingCount: 120,
  });
  await make('derm2', {
    name: 'Dr. Vikram Rao',
    specializations: ['Dermatologist'],
    gender: 'male',
    experienceYears: 25,
    offlineFeePaise: 60000,
    ratingAvg: 4.2,
    ratingCount: 15,
  });
  await make('derm3', {
    name: 'Dr. Kavya Iyer',
    specializations: ['Dermatologist', 'Cosmetologist'],
    gender: 'female',
    experienceYears: 4,
    offlineFeePaise: 150000,
    ratingAvg: 5,
    ratingCount: 2,
  });
  await make('dermMumbai', {
    name: 'Dr. Rohan Shah',
    city: 'Mumbai',
    specializations: ['Dermatologist'],
  });
  await make('dentist', { name: 'Dr. Neha Gupta', specializations: ['Dentist'] });
  await make('unverified', {
    name: 'Dr. Pending Person',
    specializations: ['Dermatologist'],
    verified: false,
  });
  await make('deactivated', {
    name: 'Dr. Gone Away',
    specializations: ['Dermatologist'],
    status: 'deactivated',
  });
  // Closed on Tuesdays: not available today.
  await make('closedToday', {
    name: 'Dr. Closed Tuesday',
    specializations: ['Dermatologist'],
    timings: [
      ['MONDAY', '09:00', '17:00'],
      ['WEDNESDAY', '09:00', '17:00'],
    ],
  });
});
afterAll(async () => t?.close());

const search = async (qs: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/userside/patients/search-doctors?${qs}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    total: number;
    page: number;
    pageSize: number;
    results: Array<Record<string, unknown> & { userId: string }>;
  };
};

describe('doctor search', () => {
  it('finds verified, active doctors by speciality and city, with the spec fields', async () => {
    const body = await search('specialization=Dermatologist&city=Bengaluru,%20Karnataka');
    const found = body.results.map((r) => r.userId);
    expect(found).toEqual(
      expect.arrayContaining([ids.derm1, ids.derm2, ids.derm3, ids.closedToday]),
    );
    expect(found).not.toContain(ids.unverified);
    expect(found).not.toContain(ids.deactivated);
    expect(found).not.toContain(ids.dermMumbai);
    expect(found).not.toContain(ids.dentist);
    expect(body).toMatchObject({ total: 4, page: 1, pageSize: 15 });
    const asha = body.results.find((r) => r.userId === ids.derm1)!;
    expect(asha).toMatchObject({
      name: 'Dr. Asha Menon',
      specializations: ['Dermatologist'],
      clinicName: 'Dr. Asha Menon Clinic',
      clinicAddress: '12 MG Road',
      clinicCity: 'Bengaluru',
      additionalLocationInfo: null,
      experience: 12,
      offlineFee: 900,
      onlineFee: 500,
      rating: 4.8,
      patientStories: 120,
      gender: 'female',
    });
  });

  it('filters by gender, experience, patient stories and fee', async () => {
    const ids_ = async (qs: string) =>
      (await search(`specialization=dermatologist&city=bengaluru&${qs}`)).results.map(
        (r) => r.userId,
      );
    expect(await ids_('gender=male')).toEqual([ids.derm2]);
    expect(await ids_('minExperience=20')).toEqual([ids.derm2]);
    expect(await ids_('minStories=100')).toEqual([ids.derm1]);
    expect(new Set(await ids_('minFee=700&maxFee=1000'))).toEqual(
      new Set([ids.derm1, ids.closedToday]),
    );
  });

  it('sorts by fee, experience and rating', async () => {
    const order = async (sort: string) =>
      (await search(`specialization=Dermatologist&city=Bengaluru&sort=${sort}`)).results.map(
        (r) => r.userId,
      );
    expect((await order('fee'))[0]).toBe(ids.derm2);
    expect((await order('fee-desc'))[0]).toBe(ids.derm3);
    expect((await order('experience'))[0]).toBe(ids.derm2);
    expect((await order('rating'))[0]).toBe(ids.derm3);
    // Relevance weighs a rating by how many reviews back it: 4.8 from 120 beats 5.0 from 2.
    expect((await order('relevance'))[0]).toBe(ids.derm1);
  });

  it('pages', async () => {
    const first = await search(
      'specialization=Dermatologist&city=Bengaluru&pageSize=3&sort=experience',
    );
    const second = await search(
      'specialization=Dermatologist&city=Bengaluru&pageSize=3&page=2&sort=experience',
    );
    expect(first.results).toHaveLength(3);
    expect(second.results).toHaveLength(1);
    expect(new Set([...first.results, ...second.results].map((r) => r.userId)).size).toBe(4);
  });

  it('gives the next free slot after the notice period, skipping booked ones', async () => {
    const before = (await search('specialization=Dermatologist&city=Bengaluru')).results.find(
      (r) => r.userId === ids.derm1,
    )!;
    // 10:00 now + 60 min notice: 11:00 is the first free slot today.
    expect(before.nextAvailable).toMatchObject({
      label: 'Today',
      time: '11:00 AM',
      start: '2026-03-10T05:30:00.000Z',
    });
    await t.database.db.insert(appointments).values({
      doctorId: ids.derm1!,
      mode: 'clinic',
      startAt: new Date('2026-03-10T05:30:00.000Z'),
      endAt: new Date('2026-03-10T06:00:00.000Z'),
    });
    // Written straight to the database, not through the API: the change feed
    // drops the cached answer all the same, once the change has arrived.
    await t.database.caughtUp();
    const after = (await search('specialization=Dermatologist&city=Bengaluru')).results.find(
      (r) => r.userId === ids.derm1,
    )!;
    expect(after.nextAvailable).toMatchObject({ time: '11:30 AM' });
  });

  it('shows a booking made through the API at once, cache or not', async () => {
    const q = 'specialization=Dermatologist&city=Bengaluru';
    const before = (await search(q)).results.find((r) => r.userId === ids.derm3)!;
    const booked = await bookVisit(t.app, {
      doctorId: ids.derm3!,
      startTime: (before.nextAvailable as { start: string }).start,
      name: 'Cache Check',
      mobile: '9123400001',
    });
    expect(booked.statusCode).toBe(201);
    const after = (await search(q)).results.find((r) => r.userId === ids.derm3)!;
    expect((after.nextAvailable as { start: string }).start).not.toBe(
      (before.nextAvailable as { start: string }).start,
    );
  });

  it('filters to doctors available today', async () => {
    const body = await search('specialization=Dermatologist&city=Bengaluru&availableToday=true');
    expect(body.results.map((r) => r.userId)).not.toContain(ids.closedToday);
    expect(body.total).toBe(3);
  });

  it('answers an empty page for no match', async () => {
    const body = await search('specialization=Cardiologist&city=Nowhere');
    expect(body).toMatchObject({ total: 0, results: [] });
  });

  it('rejects bad filters with 400', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/userside/patients/search-doctors?sort=cheapest',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('sort');
  });
});

describe('doctor slots', () => {
  it('answers 7 days grouped by part of day, with booked and too-soon slots unavailable', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/doctors/${ids.derm2}/slots?from=2026-03-10&days=7`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.days).toHaveLength(7);
    const [today, tomorrow] = body.days;
    expect(today).toMatchObject({ date: '2026-03-10', label: 'Today' });
    expect(tomorrow.label).toBe('Tomorrow');
    // 09:00-17:00 at 30 minutes: 16 slots; before 11:00 unavailable (now 10:00 + 60 min).
    const all = [...today.slots.morning, ...today.slots.afternoon, ...today.slots.evening];
    expect(all).toHaveLength(16);
    expect(all.filter((s: { available: boolean }) => s.available)).toHaveLength(12);
    expect(today.totalSlots).toBe(12);
    expect(today.slots.morning[0]).toMatchObject({ time: '09:00 AM', available: false });
    // Sunday is closed.
    const sunday = body.days.find((d: { date: string }) => d.date === '2026-03-15');
    expect(sunday.totalSlots).toBe(0);
  });

  describe('reuse of computed slots for a second', () => {
    afterEach(() => vi.useRealTimers());
    const slotAt = async (start: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/doctors/${ids.dentist}/slots?from=2026-03-11&days=1`,
      });
      const [day] = res.json().days;
      return [...day.slots.morning, ...day.slots.afternoon, ...day.slots.evening].find(
        (x: { start: string }) => x.start === start,
      );
    };

    it("shows this instance's booking at once, and another instance's at once too", async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      // 2026-03-11 11:00 and 12:00 in Asia/Kolkata.
      const viaApi = '2026-03-11T05:30:00.000Z';
      const elsewhere = '2026-03-11T06:30:00.000Z';
      expect(await slotAt(viaApi)).toMatchObject({ available: true });
      expect(await slotAt(elsewhere)).toMatchObject({ available: true });

      // Booked through this instance: the next read shows it.
      const booked = await bookVisit(t.app, {
        doctorId: ids.dentist!,
        startTime: viaApi,
        name: 'Slot Cache',
        mobile: '9123400002',
      });
      expect(booked.statusCode).toBe(201);
      expect(await slotAt(viaApi)).toMatchObject({ available: false });

      // Booked by another instance (straight into the database): the change feed
      // drops the cached slots, with no time passing.
      await slotAt(elsewhere);
      await t.database.db.insert(appointments).values({
        doctorId: ids.dentist!,
        mode: 'clinic',
        startAt: new Date(elsewhere),
        endAt: new Date(new Date(elsewhere).getTime() + 30 * 60_000),
      });
      await t.database.caughtUp();
      expect(await slotAt(elsewhere)).toMatchObject({ available: false });
    });

    it('reads the database again after a booking is refused because the slot was taken elsewhere', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      const start = '2026-03-11T07:30:00.000Z'; // 13:00 in Asia/Kolkata
      expect(await slotAt(start)).toMatchObject({ available: true });
      await t.database.db.insert(appointments).values({
        doctorId: ids.dentist!,
        mode: 'clinic',
        startAt: new Date(start),
        endAt: new Date(new Date(start).getTime() + 30 * 60_000),
      });
      const refused = await bookVisit(t.app, {
        doctorId: ids.dentist!,
        startTime: start,
        name: 'Too Late',
        mobile: '9123400003',
      });
      expect(refused.statusCode).toBe(409);
      // No time has passed: the picker's refresh shows the slot taken all the same.
      expect(await slotAt(start)).toMatchObject({ available: false });
    });
  });

  it('404s an unknown or unverified doctor and 400s a malformed id', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/doctors/00000000-0000-4000-8000-000000000000/slots',
    });
    expect(unknown.statusCode).toBe(404);
    const pending = await t.app.inject({
      method: 'GET',
      url: `/api/doctors/${ids.unverified}/slots`,
    });
    expect(pending.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/doctors/not-a-uuid/slots' });
    expect(bad.statusCode).toBe(400);
  });
});
