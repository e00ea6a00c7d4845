import { describe, expect, it } from 'vitest';
import { longDate, monthGrid, monthOf, monthTitle, parseMonth, shiftMonth } from './month-grid';

describe('month grid', () => {
  it('runs from the Sunday on or before the 1st to the Saturday on or after the last day', () => {
    // March 2026: Sunday 1st to Tuesday 31st -> 5 weeks, to Saturday 4 April.
    const march = monthGrid('2026-03');
    expect(march).toHaveLength(5);
    expect(march[0]![0]).toEqual({ date: '2026-03-01', day: 1, inMonth: true });
    expect(march[4]![6]).toEqual({ date: '2026-04-04', day: 4, inMonth: false });
    // August 2026: Saturday 1st to Monday 31st -> 6 weeks, from Sunday 26 July.
    const august = monthGrid('2026-08');
    expect(august).toHaveLength(6);
    expect(august[0]![0]).toEqual({ date: '2026-07-26', day: 26, inMonth: false });
    expect(august.every((week) => week.length === 7)).toBe(true);
    // February 2026 starts on a Sunday and has 28 days: exactly 4 weeks.
    expect(monthGrid('2026-02')).toHaveLength(4);
  });

  it('names and steps months', () => {
    expect(monthTitle('2026-03')).toBe('March 2026');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(parseMonth('2026-13')).toBeNull();
    expect(parseMonth('2026-07')).toBe('2026-07');
    expect(longDate('2026-03-12')).toBe('Thursday, 12 March 2026');
  });

  it("takes the current month in the clinic's zone", () => {
    // 31 March 18:40 UTC is already 1 April in India.
    expect(monthOf(new Date('2026-03-31T18:40:00Z'), 'Asia/Kolkata')).toBe('2026-04');
    expect(monthOf(new Date('2026-03-31T18:40:00Z'), 'UTC')).toBe('2026-03');
  });
});
