// Slots read booked times for many doctors at once: concurrent slot reads go
// to the database as one query, each with its own doctor and window, and each
// answer shows only its own doctor's bookings (issue 12, point 7).
// TEST_NOW is Tuesday 2026-03-10 10:00 in Kolkata.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BookedRange } from '@clinic/shared/slots';
import { timeOff } from '../../db/schema.ts';
import { makeListedDoctor } from '../../../test/factories.ts';
import { startTestApp, type TestContext } from '../../../test/harness.ts';
import { addAppointment, signedInDoctor } from '../portal/testing.ts';
import { bookedRanges, bookedRangesOfWindows } from './repository.ts';

let t: TestContext;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const at = (iso: string) => new Date(iso);
const plain = (rs: readonly BookedRange[]) =>
  rs
    .map((r) => ({ start: r.start.toISOString(), end: r.end.toISOString(), away: !!r.away }))
    .sort((a, b) => a.start.localeCompare(b.start) || Number(a.away) - Number(b.away));

async function openOffer(doctorId: string, start: string, end: string) {
  const [entry] = await t.database.rows<{ id: string }>(
    `insert into waitlist_entries (doctor_id, day, day_start, day_end, name, mobile, token_hash, link_origin)
     values ($1, $2::timestamptz::date, $2, $3, 'Waiting Patient', '9876500001', gen_random_uuid()::text, 'http://localhost')
     returning id`,
    [doctorId, start, end],
  );
  await t.database.rows(
    `insert into waitlist_offers (entry_id, doctor_id, start_at, end_at, hold_expires_at, token_hash)
     values ($1, $2, $3, $4, $4, gen_random_uuid()::text)`,
    [entry!.id, doctorId, start, end],
  );
}

describe('booked times of many windows', () => {
  it('reads each window as a read of its own doctor and range would, in one query', async () => {
    const db = t.database.db;
    const [a, b, c] = await Promise.all(
      ['Dr. Window A', 'Dr. Window B', 'Dr. Window C'].map((name) =>
        makeListedDoctor(db, { name }),
      ),
    );
    const A = a!.user.id;
    const B = b!.user.id;
    const C = c!.user.id;
    await addAppointment(db, { doctorId: A, start: '2026-03-11T05:00:00Z' });
    await addAppointment(db, { doctorId: A, start: '2026-03-11T06:00:00Z', status: 'Cancelled' });
    await addAppointment(db, { doctorId: A, start: '2026-03-12T04:00:00Z', status: 'Pending' });
    await addAppointment(db, { doctorId: A, start: '2026-03-20T04:00:00Z', status: 'Rejected' });
    await addAppointment(db, { doctorId: B, start: '2026-03-11T05:00:00Z' });
    await db.insert(timeOff).values({
      doctorId: B,
      startAt: at('2026-03-12T18:30:00Z'),
      endAt: at('2026-03-13T18:30:00Z'),
    });
    await openOffer(C, '2026-03-11T07:00:00Z', '2026-03-11T07:30:00Z');

    const windows = [
      { doctorId: A, from: at('2026-03-10T18:30:00Z'), to: at('2026-03-11T18:30:00Z') },
      { doctorId: B, from: at('2026-03-09T18:30:00Z'), to: at('2026-03-14T18:30:00Z') },
      { doctorId: A, from: at('2026-03-11T18:30:00Z'), to: at('2026-03-21T18:30:00Z') },
      { doctorId: C, from: at('2026-03-10T18:30:00Z'), to: at('2026-03-11T18:30:00Z') },
      { doctorId: A, from: at('2026-03-01T18:30:00Z'), to: at('2026-03-02T18:30:00Z') },
      // Ends where A's first booking starts: half-open, so it does not overlap.
      { doctorId: A, from: at('2026-03-10T18:30:00Z'), to: at('2026-03-11T05:00:00Z') },
    ];
    const got = (await bookedRangesOfWindows(t.database, windows)).map(plain);

    const one = async (w: (typeof windows)[number]) =>
      plain((await bookedRanges(t.database, [w.doctorId], w.from, w.to)).get(w.doctorId) ?? []);
    expect(got).toEqual(await Promise.all(windows.map(one)));
    expect(got).toEqual([
      [{ start: '2026-03-11T05:00:00.000Z', end: '2026-03-11T05:30:00.000Z', away: false }],
      [
        { start: '2026-03-11T05:00:00.000Z', end: '2026-03-11T05:30:00.000Z', away: false },
        { start: '2026-03-12T18:30:00.000Z', end: '2026-03-13T18:30:00.000Z', away: true },
      ],
      [{ start: '2026-03-12T04:00:00.000Z', end: '2026-03-12T04:30:00.000Z', away: false }],
      [{ start: '2026-03-11T07:00:00.000Z', end: '2026-03-11T07:30:00.000Z', away: false }],
      [],
      [],
    ]);
    expect(await bookedRangesOfWindows(t.database, [])).toEqual([]);
  });
});

describe('GET /api/doctors/:userId/slots, concurrently', () => {
  it('sends concurrent reads as one query and answers each with its own bookings', async () => {
    // Four doctors, each booked at a different hour of Wednesday 11 March.
    const hours = ['09:00', '10:00', '11:00', '12:00'];
    const doctors = await Promise.all(
      hours.map((_, i) => signedInDoctor(t.app, t.database.db, { name: `Dr. Batch ${i}` })),
    );
    await Promise.all(
      doctors.map((d, i) =>
        addAppointment(t.database.db, { doctorId: d.id, start: `2026-03-11T${hours[i]}:00+05:30` }),
      ),
    );
    await t.app.changes.caughtUp();

    const spy = vi.spyOn(t.database, 'rows');
    let answers;
    try {
      answers = await Promise.all([
        ...doctors.map((d) =>
          t.app.inject({ method: 'GET', url: `/api/doctors/${d.id}/slots?from=2026-03-11&days=1` }),
        ),
        // The first doctor again over another window: Thursday, where nothing is booked.
        t.app.inject({
          method: 'GET',
          url: `/api/doctors/${doctors[0]!.id}/slots?from=2026-03-12&days=1`,
        }),
      ]);
      const reads = spy.mock.calls.filter(([text]) => String(text).includes('with ordinality'));
      expect(reads).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }

    type Slot = { time: string; available: boolean };
    const taken = (res: (typeof answers)[number]) => {
      expect(res.statusCode, res.body).toBe(200);
      const [day] = res.json().days as { slots: Record<string, Slot[]> }[];
      return Object.values(day!.slots)
        .flat()
        .filter((s) => !s.available)
        .map((s) => s.time);
    };
    expect(answers.slice(0, 4).map(taken)).toEqual([
      ['09:00 AM'],
      ['10:00 AM'],
      ['11:00 AM'],
      ['12:00 PM'],
    ]);
    expect(taken(answers[4]!)).toEqual([]);
  });
});
