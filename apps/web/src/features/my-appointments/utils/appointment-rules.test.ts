import { describe, expect, it } from 'vitest';
import { SERVER_ERRORS } from '@clinic/shared/messages';
import { makeAppointment } from '@/testing/booking-data';
import { changeRule, sortAppointments } from './appointment-rules';

const HOUR = 3_600_000;
const now = Date.parse('2030-03-14T00:00:00.000Z');
const at = (hoursFromNow: number, overrides = {}) =>
  makeAppointment({
    id: `a${hoursFromNow}`,
    startTime: new Date(now + hoursFromNow * HOUR).toISOString(),
    endTime: new Date(now + (hoursFromNow + 0.5) * HOUR).toISOString(),
    ...overrides,
  });

describe('changeRule', () => {
  it('allows changes until exactly 2 hours before the start', () => {
    expect(changeRule(at(2), now)).toEqual({ allowed: true });
    expect(changeRule(at(1.99), now)).toEqual({
      allowed: false,
      reason: SERVER_ERRORS.cancelTooLate,
    });
  });

  it('refuses bookings that are no longer active', () => {
    expect(changeRule(at(48, { status: 'Cancelled' }), now)).toEqual({
      allowed: false,
      reason: 'This appointment is cancelled.',
    });
  });
});

describe('sortAppointments', () => {
  it('puts upcoming active bookings first, soonest first, then the rest, latest first', () => {
    const list = [at(-48), at(72), at(24, { status: 'Cancelled' }), at(5), at(-2)];
    const { upcoming, past } = sortAppointments(list, now);
    expect(upcoming.map((a) => a.id)).toEqual(['a5', 'a72']);
    expect(past.map((a) => a.id)).toEqual(['a24', 'a-2', 'a-48']);
  });

  it('counts a visit in progress as upcoming until it ends', () => {
    expect(sortAppointments([at(-0.25)], now).upcoming).toHaveLength(1);
  });
});
