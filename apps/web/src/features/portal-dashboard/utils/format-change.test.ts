import { describe, expect, it } from 'vitest';
import { appointmentDayLabel } from './day-label';
import { changeText, formatChange } from './format-change';

describe('dashboard texts', () => {
  it('signs the change', () => {
    expect(changeText(20, 'last month')).toBe('+20% from last month');
    expect(changeText(-2, 'last month')).toBe('-2% from last month');
    expect(changeText(50, 'yesterday')).toBe('+50% from yesterday');
    expect(formatChange(0)).toBe('0%');
    expect(formatChange(12.46)).toBe('+12.5%');
    expect(changeText(null, 'last month')).toBe('No data from last month');
  });

  it("says Today and Tomorrow by the clinic's calendar, else the date", () => {
    // 12 March 2026, 23:00 in India.
    const now = new Date('2026-03-12T17:30:00Z');
    const at = (startTime: string) =>
      appointmentDayLabel({ startTime, date: 'as printed' }, now, 'Asia/Kolkata');
    expect(at('2026-03-12T18:00:00Z')).toBe('Today'); // 23:30 in India
    // Still 12 March in UTC, but 13 March 00:00 in India.
    expect(at('2026-03-12T18:30:00Z')).toBe('Tomorrow');
    expect(at('2026-03-12T03:30:00Z')).toBe('Today');
    expect(at('2026-03-13T10:00:00Z')).toBe('Tomorrow');
    expect(at('2026-03-14T10:00:00Z')).toBe('as printed');
  });
});
