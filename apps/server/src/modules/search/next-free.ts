// The next free slot of listed doctors, as search cards and the "available
// today" filter show it, kept per doctor. A search of a busy speciality reads
// the same few hundred doctors again and again; each one's next free slot is
// worked out once from their booked times and then holds:
// - until the doctor's calendar or practice changes, on any instance (the
//   change feed drops the entry: it depends on calendar:<id> and doctor:<id>);
// - until the clock makes it wrong. Between two instants of the same local
//   day, with the same bookings, the free slots at the later one are the free
//   slots at the earlier one less those now within the notice, so the first
//   of them stays the first until it goes within the notice itself. A doctor
//   with none stays without until local midnight (a new day opens). The
//   label ('Today', 'Tomorrow') changes at midnight too.
// - and at most NEXT_FREE_MAX_AGE_MS, a backstop only: the two bounds above
//   are exact, and while the feed cannot vouch nothing is kept at all.
import { BOOKING_DAYS_AHEAD } from '@clinic/shared/constants';
import { nextFreeSlot, type BookedRange, type NextFreeSlot } from '@clinic/shared/slots';
import { addDays, localDateOf, localMinutesToUtcForward } from '@clinic/shared/time-zone';
import type { Database } from '../../db/client.ts';
import { changeKeys, type DependentCache } from '../../lib/change-feed.ts';
import { bookedRanges, scheduleOf } from '../availability/service.ts';
import type { DirectoryDoctor } from './directory.ts';

/**
 * The age bound of a kept next free slot: nothing in it is left to the age
 * (the clock's part is exact, a change drops it), so like the practice's and
 * the announcements' it is a 60 s backstop. At 10 s (the search answer's
 * bound, which it once shared) every open doctor of a city was worked out
 * again every 10 s for "available today": a tenth of the search bench's CPU.
 */
export const NEXT_FREE_MAX_AGE_MS = 60_000;

/** A doctor's next free slot as worked out at `atMs`, right until `untilMs`. */
export interface KnownNextFree {
  next: NextFreeSlot | null;
  atMs: number;
  untilMs: number;
}

const MINUTE_MS = 60_000;

/** The next free slot of a doctor, from the local today, and how long it holds. */
export function knownNextFree(
  d: DirectoryDoctor,
  booked: readonly BookedRange[],
  now: Date,
): KnownNextFree {
  const today = localDateOf(now, d.timeZone);
  const next = nextFreeSlot({
    ...scheduleOf(d),
    from: today,
    days: BOOKING_DAYS_AHEAD,
    now,
    booked: booked as BookedRange[],
  });
  const midnightMs = localMinutesToUtcForward(addDays(today, 1), 0, d.timeZone).getTime();
  // Free while start >= now + notice: it holds up to and including start - notice.
  const goneMs = next ? Date.parse(next.start) - d.minNoticeMinutes * MINUTE_MS + 1 : Infinity;
  return { next, atMs: now.getTime(), untilMs: Math.min(midnightMs, goneMs) };
}

/** The range of booked times the next free slot of every doctor may depend on. */
const horizonEnd = (now: Date) => new Date(now.getTime() + (BOOKING_DAYS_AHEAD + 1) * 86_400_000);

/**
 * How long a call for many doctors works before it lets the event loop turn.
 * "Available today" over a whole city asks for thousands at once (10,000 in
 * the scale bench's largest): worked out in one go their slots held the
 * process for 300 ms while every other request waited (the search bench's
 * p99); in slices no request waits on it for more than about this long.
 */
export const NEXT_FREE_SLICE_MS = 4;

/** Lets the event loop turn once a slice's time is used: check `due` often, `await next()` when it is. */
class Slices {
  private since = performance.now();
  get due(): boolean {
    return performance.now() - this.since >= NEXT_FREE_SLICE_MS;
  }
  async next(): Promise<void> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    this.since = performance.now();
  }
}

/** Works out these doctors' next free slots from one read of their booked times, a slice per turn. */
async function workOut(
  database: Database,
  doctors: readonly DirectoryDoctor[],
  now: Date,
): Promise<KnownNextFree[]> {
  if (!doctors.length) return [];
  const byDoctor = await bookedRanges(
    database,
    doctors.map((d) => d.userId),
    now,
    horizonEnd(now),
  );
  const known: KnownNextFree[] = [];
  const slices = new Slices();
  for (let i = 0; i < doctors.length; i++) {
    if (slices.due) await slices.next();
    const d = doctors[i]!;
    known.push(knownNextFree(d, byDoctor.get(d.userId) ?? [], now));
  }
  return known;
}

/**
 * The next free slot of each doctor (null: none within the days search looks
 * ahead), in their order. Kept answers are read without waiting; the doctors
 * not kept are read in one query and worked out a slice at a time, so a call
 * for thousands of doctors never holds the process for long.
 */
export async function nextFreeSlots(
  cache: DependentCache<KnownNextFree>,
  database: Database,
  doctors: readonly DirectoryDoctor[],
  now: Date,
): Promise<(NextFreeSlot | null)[]> {
  const nowMs = now.getTime();
  const answers: (NextFreeSlot | null)[] = new Array<NextFreeSlot | null>(doctors.length).fill(
    null,
  );
  // Right at this instant: worked out at or before it, and not yet made wrong by the clock.
  const holds = (k: KnownNextFree) => k.atMs <= nowMs && nowMs < k.untilMs;
  /** Worked out by this call: for the cache (settle) or, kept from a later instant, for itself. */
  const mine: {
    d: DirectoryDoctor;
    at: number;
    settle?: (k: KnownNextFree) => void;
    fail?: (err: unknown) => void;
  }[] = [];
  /** Answers another call is working out. */
  const awaited: Promise<void>[] = [];
  /** Those whose answer, once in, was not this instant's: worked out here afterwards. */
  const late: number[] = [];
  const slices = new Slices();
  for (let i = 0; i < doctors.length; i++) {
    // A kept answer costs well under a microsecond: the clock is read every 64.
    if ((i & 63) === 63 && slices.due) await slices.next();
    const d = doctors[i]!;
    const kept = cache.peek(d.userId, nowMs);
    if (kept && holds(kept)) {
      answers[i] = kept.next;
      continue;
    }
    // Kept from a later instant than this request's (a slow caller): not this one's answer.
    if (kept && kept.atMs > nowMs) {
      mine.push({ d, at: i });
      continue;
    }
    // The clock made it wrong: work it out again, for the callers after this one too.
    if (kept) cache.forget(d.userId);
    const before = mine.length;
    const value = cache.get(
      d.userId,
      [changeKeys.calendar(d.userId), changeKeys.doctor(d.userId)],
      () => new Promise<KnownNextFree>((settle, fail) => mine.push({ d, at: i, settle, fail })),
    );
    if (mine.length === before)
      awaited.push(
        value.then((k) => {
          if (holds(k)) answers[i] = k.next;
          else late.push(i);
        }),
      );
  }
  if (mine.length) {
    let known: KnownNextFree[];
    try {
      known = await workOut(
        database,
        mine.map((m) => m.d),
        now,
      );
    } catch (err) {
      for (const m of mine) m.fail?.(err);
      // Others' answers still arriving are not waited for; their failures are this one's.
      void Promise.allSettled(awaited);
      throw err;
    }
    mine.forEach((m, j) => {
      m.settle?.(known[j]!);
      answers[m.at] = known[j]!.next;
    });
  }
  await Promise.all(awaited);
  if (late.length) {
    const known = await workOut(
      database,
      late.map((i) => doctors[i]!),
      now,
    );
    late.forEach((i, j) => (answers[i] = known[j]!.next));
  }
  return answers;
}
