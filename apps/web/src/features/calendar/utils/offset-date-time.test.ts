import { describe, expect, it } from 'vitest';
import { formatOffset, sameTimeOnDay, toClinicOffsetDateTime } from './offset-date-time';

describe('offset date-times', () => {
  it('prints offsets as +HH:MM', () => {
    expect(formatOffset(330)).toBe('+05:30');
    expect(formatOffset(-240)).toBe('-04:00');
    expect(formatOffset(0)).toBe('+00:00');
  });

  it("sends a typed date and time with the clinic's offset on that day, wherever the browser is", () => {
    expect(toClinicOffsetDateTime('2026-03-12', '09:30', 'Asia/Kolkata')).toBe(
      '2026-03-12T09:30:00+05:30',
    );
    expect(toClinicOffsetDateTime('2026-03-30', '09:00', 'Europe/London')).toBe(
      '2026-03-30T09:00:00+01:00',
    );
    // 01:30 does not exist in London on 29 March 2026: it moves forward by the gap.
    expect(toClinicOffsetDateTime('2026-03-29', '01:30', 'Europe/London')).toBe(
      '2026-03-29T02:30:00+01:00',
    );
  });

  it('keeps the wall-clock time when a chip moves to another day', () => {
    const moved = sameTimeOnDay('2026-03-12T03:30:00.000Z', '2026-03-14', 'Asia/Kolkata');
    expect(moved?.text).toBe('2026-03-14T09:00:00+05:30');
    expect(moved?.instant.toISOString()).toBe('2026-03-14T03:30:00.000Z');
    // Across a daylight-saving change the offset follows the new day.
    const london = sameTimeOnDay('2026-03-27T09:00:00.000Z', '2026-03-30', 'Europe/London');
    expect(london?.text).toBe('2026-03-30T09:00:00+01:00');
    // 01:30 does not exist in London on 29 March 2026.
    expect(sameTimeOnDay('2026-03-27T01:30:00.000Z', '2026-03-29', 'Europe/London')).toBeNull();
  });
});
