import { describe, expect, it } from 'vitest';
import { formatClinicDate, formatClinicTime, formatLongDate } from './clinic-time';

describe('clinic time', () => {
  it('writes dates in full and keeps anything else as given', () => {
    expect(formatLongDate('2030-03-14')).toBe('Thursday, 14 March 2030');
    expect(formatLongDate('today')).toBe('today');
  });

  it("reads instants in the clinic's zone", () => {
    expect(formatClinicDate('2030-03-13T19:00:00.000Z', 'Asia/Kolkata')).toBe(
      'Thursday, 14 March 2030',
    );
    expect(formatClinicTime('2030-03-14T04:00:00.000Z', 'Asia/Kolkata')).toBe('09:30 AM');
  });
});
