// VTIMEZONE components (RFC 5545 section 3.6.5) from the platform's time-zone
// database, through Intl: the clinic's zone is named on every event (TZID), and
// RFC 5545 wants a VTIMEZONE for each TZID used. Each change of offset inside
// the window becomes one component with its exact onset; a zone without
// changes (Asia/Kolkata) is one STANDARD component.

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in minutes (+330 for Asia/Kolkata). */
export function offsetMinutes(timeZone: string, at: number): number {
  let f = offsetFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormats.set(timeZone, f);
  }
  const name = f.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /^GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** '+0530' */
const offsetText = (minutes: number) =>
  `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;

/** Local wall-clock time of an instant at a given offset, as 19700101T000000. */
function localText(at: number, offset: number): string {
  const d = new Date(at + offset * MINUTE_MS);
  return (
    `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`
  );
}

/** The instants in [from, to) where the zone's offset changes, to the minute. */
export function offsetChanges(timeZone: string, from: number, to: number) {
  const changes: { at: number; from: number; to: number }[] = [];
  let t = from;
  let before = offsetMinutes(timeZone, t);
  while (t < to) {
    const next = Math.min(t + DAY_MS, to);
    const after = offsetMinutes(timeZone, next);
    if (after !== before) {
      // The change lies in (t, next]: narrow it down to the minute.
      let lo = t;
      let hi = next;
      while (hi - lo > MINUTE_MS) {
        const mid = lo + Math.floor((hi - lo) / 2 / MINUTE_MS) * MINUTE_MS;
        if (offsetMinutes(timeZone, mid) === before) lo = mid;
        else hi = mid;
      }
      changes.push({ at: hi, from: before, to: after });
      before = after;
    }
    t = next;
  }
  return changes;
}

/** A VTIMEZONE for the zone, valid for instants in [from, to). */
export function vtimezone(timeZone: string, from: Date, to: Date): string {
  // From midnight UTC of the first day: a tidy onset, still before every event.
  const start = Math.floor(from.getTime() / DAY_MS) * DAY_MS;
  const first = offsetMinutes(timeZone, start);
  const changes = offsetChanges(timeZone, start, to.getTime());
  const standard = Math.min(first, ...changes.map((c) => c.to));
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  const part = (at: number, before: number, after: number) => {
    const kind = after > standard ? 'DAYLIGHT' : 'STANDARD';
    lines.push(
      `BEGIN:${kind}`,
      // The onset in the local time that was in force before it.
      `DTSTART:${localText(at, before)}`,
      `TZOFFSETFROM:${offsetText(before)}`,
      `TZOFFSETTO:${offsetText(after)}`,
      `END:${kind}`,
    );
  };
  part(start, first, first);
  for (const c of changes) part(c.at, c.from, c.to);
  lines.push('END:VTIMEZONE');
  return lines.join('\r\n');
}
