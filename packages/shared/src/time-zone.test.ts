import { describe, expect, it } from 'vitest';
import {
  addDays,
  localDateOf,
  localDayToUtcMs,
  localMinutesOf,
  localMinutesToUtc,
  localMinutesToUtcForward,
  localToUtc,
  localWeekdayOf,
  parseTimeOfDay,
  weekdayOfDate,
  zoneOffsetMinutes,
} from './time-zone.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

describe('localToUtc', () => {
  it('reads Asia/Kolkata wall clock as UTC+05:30', () => {
    expect(iso(localToUtc('2026-03-11', '09:00', 'Asia/Kolkata'))).toBe('2026-03-11T03:30:00.000Z');
    expect(iso(localToUtc('2026-03-11', '00:15:00', 'Asia/Kolkata'))).toBe(
      '2026-03-10T18:45:00.000Z',
    );
  });
  it('returns null inside a spring-forward gap', () => {
    expect(localToUtc('2026-03-29', '01:30', 'Europe/London')).toBeNull();
    expect(localToUtc('2026-03-08', '02:00', 'America/New_York')).toBeNull();
    expect(iso(localToUtc('2026-03-29', '02:00', 'Europe/London'))).toBe(
      '2026-03-29T01:00:00.000Z',
    );
    expect(iso(localToUtc('2026-03-08', '03:00', 'America/New_York'))).toBe(
      '2026-03-08T07:00:00.000Z',
    );
  });
  it('takes the earlier instant inside a fall-back overlap', () => {
    // 01:30 happens at 00:30Z (BST) and again at 01:30Z (GMT).
    expect(iso(localToUtc('2026-10-25', '01:30', 'Europe/London'))).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    // 01:30 happens at 05:30Z (EDT) and again at 06:30Z (EST).
    expect(iso(localToUtc('2026-11-01', '01:30', 'America/New_York'))).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });
  it('accepts 24:00 as the next midnight', () => {
    expect(iso(localMinutesToUtc('2026-03-11', 1440, 'Asia/Kolkata'))).toBe(
      '2026-03-11T18:30:00.000Z',
    );
    expect(iso(localToUtc('2026-03-11', '24:00', 'UTC'))).toBe('2026-03-12T00:00:00.000Z');
  });
  it('moves a gap time forward when an instant is required', () => {
    expect(localMinutesToUtcForward('2026-03-29', 90, 'Europe/London').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z', // 02:30 BST
    );
  });
  it('rejects bad input', () => {
    expect(() => localToUtc('2026-02-30', '09:00', 'UTC')).toThrow(RangeError);
    expect(() => localToUtc('2026-03-11', '9:00', 'UTC')).toThrow(RangeError);
    expect(() => localToUtc('2026-03-11', '09:00', 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('instant to local', () => {
  const lateEvening = new Date('2026-03-10T19:00:00Z'); // 11 March 00:30 in Kolkata
  it('gives the local date and weekday in the zone', () => {
    expect(localDateOf(lateEvening, 'Asia/Kolkata')).toBe('2026-03-11');
    expect(localDateOf(lateEvening, 'UTC')).toBe('2026-03-10');
    expect(localWeekdayOf(lateEvening, 'Asia/Kolkata')).toBe('WEDNESDAY');
    expect(localWeekdayOf(lateEvening, 'America/New_York')).toBe('TUESDAY');
    expect(localMinutesOf(lateEvening, 'Asia/Kolkata')).toBe(30);
  });
  it('gives the zone offset', () => {
    expect(zoneOffsetMinutes(lateEvening, 'Asia/Kolkata')).toBe(330);
    expect(zoneOffsetMinutes(lateEvening, 'America/New_York')).toBe(-240);
    expect(zoneOffsetMinutes(new Date('2026-01-15T12:00:00Z'), 'America/New_York')).toBe(-300);
    expect(zoneOffsetMinutes(new Date('2026-07-01T12:00:00Z'), 'Europe/London')).toBe(60);
  });
});

describe('calendar dates', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-29', 0)).toBe('2026-03-29');
  });
  it('names the weekday of a date', () => {
    expect(weekdayOfDate('2026-03-11')).toBe('WEDNESDAY');
    expect(weekdayOfDate('2026-03-15')).toBe('SUNDAY');
  });
  it('parses times to minutes', () => {
    expect(parseTimeOfDay('09:30')).toBe(570);
    expect(parseTimeOfDay('17:00:00')).toBe(1020);
    expect(parseTimeOfDay('24:00')).toBe(1440);
    expect(() => parseTimeOfDay('24:30')).toThrow(RangeError);
  });
});

describe('localDayToUtcMs', () => {
  it('answers the earliest instant whose wall clock reads the date and time, or null when none does', () => {
    // Days with a spring-forward gap, a fall-back overlap, a 30-minute shift
    // (Lord Howe) and a date-line jump (Samoa 2011), and ordinary days.
    const cases: [string, string][] = [
      ['2026-03-08', 'America/New_York'],
      ['2026-11-01', 'America/New_York'],
      ['2026-03-29', 'Europe/London'],
      ['2026-10-25', 'Europe/London'],
      ['2026-04-05', 'Australia/Lord_Howe'],
      ['2011-12-30', 'Pacific/Apia'],
      ['2011-12-29', 'Pacific/Apia'],
      ['2026-03-11', 'Asia/Kolkata'],
      ['2026-07-01', 'America/New_York'],
    ];
    const STEP_MS = 5 * 60_000;
    // Whether the wall clock of instant `ms` reads `date` at `minutes` (1440: next midnight).
    const reads = (ms: number, date: string, minutes: number, zone: string) => {
      const at = new Date(ms);
      return minutes === 24 * 60
        ? localDateOf(at, zone) === addDays(date, 1) && localMinutesOf(at, zone) === 0
        : localDateOf(at, zone) === date && localMinutesOf(at, zone) === minutes;
    };
    let gaps = 0;
    for (const [date, zone] of cases) {
      const toUtcMs = localDayToUtcMs(date, zone);
      const naive = Date.parse(`${date}T00:00:00Z`);
      for (let minutes = 0; minutes <= 24 * 60; minutes += 5) {
        const where = `${date} ${minutes} ${zone}`;
        const ms = toUtcMs(minutes);
        // The instants within 26 hours of the naive reading, 5 minutes apart
        // (every offset and transition here is a multiple of 5 minutes).
        const near = Array.from(
          { length: (52 * 60) / 5 + 1 },
          (_, k) => naive + minutes * 60_000 - 26 * 3_600_000 + k * STEP_MS,
        );
        const first = near.find((t) => reads(t, date, minutes, zone)) ?? null;
        expect(ms, where).toBe(first);
        if (ms === null) gaps++;
      }
    }
    // The gap days had times that do not exist.
    expect(gaps).toBeGreaterThan(0);
  });
});
