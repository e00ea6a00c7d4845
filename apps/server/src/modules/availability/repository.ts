import type { Database } from '../../db/client.ts';
import type { BookedRange } from '@clinic/shared/slots';

/** A booked time as both reads return it: an appointment or offer, or time off (away). */
interface RangeRow {
  start_at: Date | string;
  end_at: Date | string;
  away: boolean;
}

function rangeOf(r: RangeRow): BookedRange {
  const range: BookedRange = { start: new Date(r.start_at), end: new Date(r.end_at) };
  if (r.away) range.away = true;
  return range;
}

/**
 * The times of these doctors that no patient may book, overlapping [from, to): active
 * (not cancelled or rejected) appointments and the doctor's time off, read in one
 * query so slots, the booking check and search's next free slot all see both at once.
 */
export async function bookedRanges(
  database: Database,
  doctorIds: string[],
  from: Date,
  to: Date,
): Promise<Map<string, BookedRange[]>> {
  const byDoctor = new Map<string, BookedRange[]>(doctorIds.map((id) => [id, []]));
  if (!doctorIds.length) return byDoctor;
  // The overlap test matches the exclusion constraint's partial GiST index (active
  // appointments by time range). The ids travel as one text value: PGlite's
  // handling of a uuid[] parameter costs more than the query itself.
  const rows = await database.rows<RangeRow & { doctor_id: string }>(
    `select doctor_id, start_at, end_at, false as away from appointments
      where status not in ('Cancelled', 'Rejected')
        and tstzrange(start_at, end_at, '[)') && tstzrange($2::timestamptz, $3::timestamptz, '[)')
        and doctor_id = any(string_to_array($1, ',')::uuid[])
     union all
     select doctor_id, start_at, end_at, true from time_off
      where tstzrange(start_at, end_at, '[)') && tstzrange($2::timestamptz, $3::timestamptz, '[)')
        and doctor_id = any(string_to_array($1, ',')::uuid[])
     union all
     -- A slot held for a waitlisted patient (modules/waitlist) is taken while its offer is open.
     select doctor_id, start_at, end_at, false from waitlist_offers
      where status = 'open'
        and tstzrange(start_at, end_at, '[)') && tstzrange($2::timestamptz, $3::timestamptz, '[)')
        and doctor_id = any(string_to_array($1, ',')::uuid[])`,
    [doctorIds.join(','), from.toISOString(), to.toISOString()],
  );
  for (const r of rows) byDoctor.get(r.doctor_id)?.push(rangeOf(r));
  return byDoctor;
}

/** One doctor's window of booked times to read. */
export interface BookedWindow {
  doctorId: string;
  from: Date;
  to: Date;
}

/**
 * The booked times of each window (as bookedRanges, for one doctor over
 * [from, to)), in the windows' order, read in one query however many windows
 * and whatever their dates: each window reads only its doctor's rows in its
 * range through the same GiST indexes.
 */
export async function bookedRangesOfWindows(
  database: Database,
  windows: readonly BookedWindow[],
): Promise<BookedRange[][]> {
  const byWindow: BookedRange[][] = windows.map(() => []);
  if (!windows.length) return byWindow;
  const rows = await database.rows<RangeRow & { n: number }>(
    `with w as materialized (
       select w.n::int as n, w.doctor_id, tstzrange(w.f, w.t, '[)') as r
         from unnest(string_to_array($1, ',')::uuid[],
                     string_to_array($2, ',')::timestamptz[],
                     string_to_array($3, ',')::timestamptz[]) with ordinality as w(doctor_id, f, t, n)
     )
     select w.n, a.start_at, a.end_at, false as away from w join appointments a
         on a.doctor_id = w.doctor_id and tstzrange(a.start_at, a.end_at, '[)') && w.r
      where a.status not in ('Cancelled', 'Rejected')
     union all
     select w.n, o.start_at, o.end_at, true from w join time_off o
         on o.doctor_id = w.doctor_id and tstzrange(o.start_at, o.end_at, '[)') && w.r
     union all
     -- A slot held for a waitlisted patient (modules/waitlist) is taken while its offer is open.
     select w.n, o.start_at, o.end_at, false from w join waitlist_offers o
         on o.doctor_id = w.doctor_id and tstzrange(o.start_at, o.end_at, '[)') && w.r
      where o.status = 'open'`,
    [
      windows.map((w) => w.doctorId).join(','),
      windows.map((w) => w.from.toISOString()).join(','),
      windows.map((w) => w.to.toISOString()).join(','),
    ],
  );
  for (const r of rows) byWindow[r.n - 1]?.push(rangeOf(r));
  return byWindow;
}
