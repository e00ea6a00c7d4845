// An instant as a wall-clock time in a zone, in the shape of Temporal's
// ZonedDateTime that ical-generator accepts (ICalTemporalZonedDateTimeStub).
// A plain Date with an event time zone is written from the process's own
// zone, so events carry this instead: their DTSTART;TZID is the clinic's local
// time whatever zone the server runs in. The offsets come from the same place
// as the VTIMEZONE (vtimezone.ts), so the two always agree.
import type {
  ICalTemporalInstantStub,
  ICalTemporalPlainDateStub,
  ICalTemporalPlainDateTimeStub,
  ICalTemporalZonedDateTimeStub,
} from 'ical-generator';
import { offsetMinutes } from './vtimezone.ts';

const MINUTE_MS = 60_000;
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

interface WallFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function fieldsOf(wallMs: number): WallFields {
  const d = new Date(wallMs);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

const dateText = (f: WallFields) => `${pad(f.year, 4)}-${pad(f.month)}-${pad(f.day)}`;
const dateTimeText = (f: WallFields) =>
  `${dateText(f)}T${pad(f.hour)}:${pad(f.minute)}:${pad(f.second)}`;

function plainDate(f: WallFields): ICalTemporalPlainDateStub {
  const text = dateText(f);
  return { year: f.year, month: f.month, day: f.day, toJSON: () => text, toString: () => text };
}

function plainDateTime(f: WallFields): ICalTemporalPlainDateTimeStub {
  const text = dateTimeText(f);
  return {
    ...f,
    toJSON: () => text,
    toString: () => text,
    toPlainDate: () => plainDate(f),
    toZonedDateTime: (timeZone) => {
      const wallMs = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
      // The offset at the guessed instant, then at the corrected one.
      const guess = wallMs - offsetMinutes(timeZone, wallMs) * MINUTE_MS;
      return zonedTime(wallMs - offsetMinutes(timeZone, guess) * MINUTE_MS, timeZone);
    },
  };
}

function instant(epochMs: number): ICalTemporalInstantStub {
  const text = new Date(epochMs).toISOString();
  return {
    epochMilliseconds: epochMs,
    toJSON: () => text,
    toString: () => text,
    toZonedDateTimeISO: (timeZone) => zonedTime(epochMs, timeZone),
  };
}

export function zonedTime(at: Date | number, timeZone: string): ICalTemporalZonedDateTimeStub {
  const epochMs = typeof at === 'number' ? at : at.getTime();
  const f = fieldsOf(epochMs + offsetMinutes(timeZone, epochMs) * MINUTE_MS);
  const text = `${dateTimeText(f)}[${timeZone}]`;
  return {
    ...f,
    timeZoneId: timeZone,
    toInstant: () => instant(epochMs),
    toJSON: () => text,
    toString: () => text,
    toPlainDateTime: () => plainDateTime(f),
    withTimeZone: (zone) => zonedTime(epochMs, zone),
  };
}
