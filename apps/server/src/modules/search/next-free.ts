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
// - and at most NEXT_FREE_MAX_AGE_MS, the search answer's own bound.
import { BOOKING_DAYS_AHEAD } from '@clinic/shared/constants';
import { nextFreeSlot, type BookedRange, type NextFreeSlot } from '@clinic/shared/slots';
import { addDays, localDateOf, localMinutesToUtcForward } from '@clinic/shared/time-zone';
import type { Database } from '../../db/client.ts';
import { Batcher } from '../../lib/batcher.ts';
import { changeKeys, type DependentCache } from '../../lib/change-feed.ts';
import { bookedRanges, scheduleOf } from '../availability/service.ts';
import type { DirectoryDoctor } from './directory.ts';

/** The age bound of a kept next free slot, the same as a kept search answer's. */
export const NEXT_FREE_MAX_AGE_MS = 10_000;

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
 * The next free slot of each doctor (null: none within the days search looks
 * ahead), in their order. The doctors not kept are read in one query.
 */
export function nextFreeSlots(
  cache: DependentCache<KnownNextFree>,
  database: Database,
  doctors: readonly DirectoryDoctor[],
  now: Date,
): Promise<(NextFreeSlot | null)[]> {
  const nowMs = now.getTime();
  // Every doctor whose slot is worked out in this call joins one read of booked times.
  const booked = new Batcher<string, BookedRange[]>(async (ids) => {
    const byDoctor = await bookedRanges(database, ids, now, horizonEnd(now));
    return ids.map((id) => ({ status: 'fulfilled', value: byDoctor.get(id) ?? [] }));
  }, Infinity);
  const workOut = async (d: DirectoryDoctor) => knownNextFree(d, await booked.run(d.userId), now);
  return Promise.all(
    doctors.map(async (d) => {
      const deps = [changeKeys.calendar(d.userId), changeKeys.doctor(d.userId)];
      let known = await cache.get(d.userId, deps, () => workOut(d));
      if (nowMs >= known.untilMs) {
        // The clock made it wrong: work it out again, for the callers after this one too.
        cache.forget(d.userId);
        known = await cache.get(d.userId, deps, () => workOut(d));
      }
      // Kept from a later instant than this request's (a slow caller): not this one's answer.
      if (known.atMs > nowMs || nowMs >= known.untilMs) known = await workOut(d);
      return known.next;
    }),
  );
}
