import { describe, expect, it } from 'vitest';
import { BOOKING_DAYS_AHEAD, DAYS_OF_WEEK } from '@clinic/shared/constants';
import { nextFreeSlot, type BookedRange } from '@clinic/shared/slots';
import { localDateOf } from '@clinic/shared/time-zone';
import type { Database } from '../../db/client.ts';
import { changeKeys, DependentCache } from '../../lib/change-feed.ts';
import type { DirectoryDoctor } from './directory.ts';
import { type KnownNextFree, knownNextFree, nextFreeSlots } from './next-free.ts';
import { seededRandom as random, type SeededRandom } from '../../../test/random.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const hhmm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

function doctorWith(r: SeededRandom, userId: string): DirectoryDoctor {
  const timings = DAYS_OF_WEEK.filter(() => r.next() < 0.7).flatMap((dayOfWeek) => {
    const start = r.int(0, 40) * 30;
    const end = Math.min(start + r.int(1, 20) * 30, 24 * 60);
    return [{ dayOfWeek, startTime: hhmm(start), endTime: hhmm(end) }];
  });
  return {
    userId,
    timeZone: r.pick(['Asia/Kolkata', 'Europe/London', 'America/New_York']),
    timings,
    slotMinutes: r.pick([15, 20, 30]),
    minNoticeMinutes: r.pick([0, 30, 60, 180]),
    bookingHorizonDays: r.pick([1, 3, 30]),
  } as DirectoryDoctor;
}

/** A database that answers the booked-times query from a list, and counts the queries. */
function fakeBookings() {
  const byDoctor = new Map<string, BookedRange[]>();
  let queries = 0;
  const database = {
    async rows(_sql: string, params: unknown[]) {
      queries++;
      const [ids, from, to] = params as [string, string, string];
      const [fromMs, toMs] = [Date.parse(from), Date.parse(to)];
      return ids
        .split(',')
        .flatMap((id) =>
          (byDoctor.get(id) ?? [])
            .filter((b) => b.start.getTime() < toMs && fromMs < b.end.getTime())
            .map((b) => ({ doctor_id: id, start_at: b.start, end_at: b.end, away: !!b.away })),
        );
    },
  } as unknown as Database;
  return { database, byDoctor, queries: () => queries };
}

/** The next free slots worked out from scratch at `now`. */
function fresh(
  byDoctor: Map<string, BookedRange[]>,
  doctors: readonly DirectoryDoctor[],
  now: Date,
) {
  const nowMs = now.getTime();
  return doctors.map((d) =>
    nextFreeSlot({
      timeZone: d.timeZone,
      timings: d.timings as never,
      slotMinutes: d.slotMinutes,
      minNoticeMinutes: d.minNoticeMinutes,
      bookingHorizonDays: d.bookingHorizonDays,
      from: localDateOf(now, d.timeZone),
      days: BOOKING_DAYS_AHEAD,
      now,
      booked: (byDoctor.get(d.userId) ?? []).filter(
        (b) => b.end.getTime() > nowMs && b.start.getTime() < nowMs + 8 * 24 * HOUR,
      ),
    }),
  );
}

function setup() {
  let nowMs = 0;
  const cache = new DependentCache<KnownNextFree>(
    { live: true },
    { maxAgeMs: 10 * 60 * HOUR, maxEntries: 1_000 },
    () => nowMs,
  );
  return { cache, setNow: (ms: number) => (nowMs = ms), ...fakeBookings() };
}

describe('next free slot of a listed doctor', () => {
  it('holds until its slot goes within the notice, then moves on', () => {
    const d = {
      userId: 'd',
      timeZone: 'Asia/Kolkata',
      timings: [{ dayOfWeek: 'TUESDAY', startTime: '09:00', endTime: '13:00' }],
      slotMinutes: 30,
      minNoticeMinutes: 60,
      bookingHorizonDays: 30,
    } as DirectoryDoctor;
    // Tuesday 2026-03-10, 10:00 in Kolkata: 11:00 is the first slot past the notice.
    const known = knownNextFree(d, [], new Date('2026-03-10T04:30:00Z'));
    expect(known.next).toMatchObject({ label: 'Today', time: '11:00 AM' });
    // 11:00 is free up to 10:00 + 0 ms (start - notice) and not at 10:00:00.001.
    expect(known.untilMs).toBe(Date.parse('2026-03-10T04:30:00.001Z'));
  });

  it('holds none until local midnight', () => {
    const d = {
      userId: 'd',
      timeZone: 'Asia/Kolkata',
      timings: [],
      slotMinutes: 30,
      minNoticeMinutes: 60,
      bookingHorizonDays: 30,
    } as unknown as DirectoryDoctor;
    const known = knownNextFree(d, [], new Date('2026-03-10T04:30:00Z'));
    expect(known.next).toBeNull();
    expect(known.untilMs).toBe(Date.parse('2026-03-10T18:30:00Z'));
  });

  it('answers as a fresh computation at every instant, reading the database only when needed', async () => {
    for (let seed = 1; seed <= 40; seed++) {
      const r = random(seed);
      const s = setup();
      const doctors = Array.from({ length: 4 }, (_, i) => doctorWith(r, `doc-${i}`));
      let nowMs = Date.parse('2026-03-27T20:00:00Z') + r.int(0, 48) * 30 * MINUTE;
      const steps = 60;
      for (let step = 0; step < steps; step++) {
        nowMs += r.pick([1, 7 * MINUTE, 29 * MINUTE, 2 * HOUR, 9 * HOUR]);
        s.setNow(nowMs);
        if (r.next() < 0.2) {
          // A booking, cancellation or time off, announced by the change feed.
          const d = r.pick(doctors);
          const list = s.byDoctor.get(d.userId) ?? [];
          if (list.length && r.next() < 0.3) list.splice(r.int(0, list.length - 1), 1);
          else {
            const start = nowMs + r.int(0, 6 * 48) * 30 * MINUTE;
            list.push({ start: new Date(start), end: new Date(start + d.slotMinutes * MINUTE) });
          }
          s.byDoctor.set(d.userId, list);
          s.cache.drop(new Set([changeKeys.calendar(d.userId)]));
        }
        const now = new Date(nowMs);
        const got = await nextFreeSlots(s.cache, s.database, doctors, now);
        const expected = fresh(s.byDoctor, doctors, now);
        expect(got, `seed ${seed}, step ${step}, ${now.toISOString()}`).toEqual(expected);
      }
      // The doctors of one call are read together, and a kept answer is not read again.
      expect(s.queries()).toBeLessThan(steps);
    }
  });

  it('reads the doctors it does not keep in one query', async () => {
    const s = setup();
    const r = random(7);
    const doctors = Array.from({ length: 10 }, (_, i) => doctorWith(r, `doc-${i}`));
    const now = new Date('2026-03-10T04:30:00Z');
    s.setNow(now.getTime());
    await nextFreeSlots(s.cache, s.database, doctors, now);
    expect(s.queries()).toBe(1);
    await nextFreeSlots(s.cache, s.database, doctors, now);
    expect(s.queries()).toBe(1);
    s.cache.drop(new Set([changeKeys.doctor('doc-3'), changeKeys.calendar('doc-5')]));
    await nextFreeSlots(s.cache, s.database, doctors, now);
    expect(s.queries()).toBe(2);
  });

  it('lets the event loop turn while it works out thousands of doctors', async () => {
    // "Available today" over a whole city: worked out in one go, every other
    // request waited on it. Something scheduled once the booked times are read
    // runs before the answer is complete only if the work is sliced.
    const s = setup();
    const now = new Date('2026-03-10T04:30:00Z');
    const cache = new DependentCache<KnownNextFree>(
      { live: true },
      { maxAgeMs: HOUR, maxEntries: 50_000 },
      () => now.getTime(),
    );
    const r = random(11);
    const doctors = Array.from({ length: 20_000 }, (_, i) => doctorWith(r, `doc-${i}`));
    let turned = false;
    const rows = s.database.rows.bind(s.database);
    s.database.rows = (async (sql: string, params: unknown[]) => {
      const result = await rows(sql, params);
      setImmediate(() => (turned = true));
      return result;
    }) as Database['rows'];
    const got = await nextFreeSlots(cache, s.database, doctors, now);
    expect(turned).toBe(true);
    expect(got).toHaveLength(doctors.length);
    expect(s.queries()).toBe(1);
    // Kept now: the same call answers from memory, in one go or not, without a query.
    expect(await nextFreeSlots(cache, s.database, doctors, now)).toEqual(got);
    expect(s.queries()).toBe(1);
  });

  it('answers each of two overlapping calls for its own instant', async () => {
    // A slow request (earlier instant) meets the answers a later one is working
    // out or has kept: it waits for them and, where they are not right at its
    // instant, works its own out, without keeping them.
    for (let seed = 1; seed <= 20; seed++) {
      const s = setup();
      const r = random(seed);
      const doctors = Array.from({ length: 30 }, (_, i) => doctorWith(r, `doc-${i}`));
      for (const d of doctors) {
        const start = Date.parse('2026-03-10T05:00:00Z') + r.int(0, 48) * 30 * MINUTE;
        s.byDoctor.set(d.userId, [
          { start: new Date(start), end: new Date(start + d.slotMinutes * MINUTE) },
        ]);
      }
      const early = new Date(Date.parse('2026-03-10T04:30:00Z') + r.int(0, 20) * 30 * MINUTE);
      const later = new Date(early.getTime() + r.pick([1, 29 * MINUTE, 3 * HOUR]));
      s.setNow(later.getTime());
      const [a, b] = await Promise.all([
        nextFreeSlots(s.cache, s.database, doctors, later),
        nextFreeSlots(s.cache, s.database, doctors, early),
      ]);
      expect(a, `seed ${seed}, later`).toEqual(fresh(s.byDoctor, doctors, later));
      expect(b, `seed ${seed}, early`).toEqual(fresh(s.byDoctor, doctors, early));
      // And once the later answers are kept, the earlier instant still gets its own.
      expect(await nextFreeSlots(s.cache, s.database, doctors, early)).toEqual(b);
      expect(await nextFreeSlots(s.cache, s.database, doctors, later)).toEqual(a);
    }
  });
});
