import { describe, expect, it } from 'vitest';
import { createTestI18n } from '@/testing/i18n';
import { appointmentDay } from './day-label';
import { changeText, formatChange } from './format-change';

describe('dashboard texts', () => {
  it('signs the change', () => {
    const t = createTestI18n('en').getFixedT('en', 'portal');
    expect(changeText(20, 'last month', t)).toBe('+20% from last month');
    expect(changeText(-2, 'last month', t)).toBe('-2% from last month');
    expect(changeText(50, 'yesterday', t)).toBe('+50% from yesterday');
    expect(formatChange(0)).toBe('0%');
    expect(formatChange(12.46)).toBe('+12.5%');
    expect(changeText(null, 'last month', t)).toBe('No data from last month');
    const hi = createTestI18n('hi').getFixedT('hi', 'portal');
    expect(changeText(20, 'last month', hi)).toBe('पिछले महीने से +20%');
    expect(changeText(null, 'yesterday', hi)).toBe('कल का कोई आँकड़ा नहीं');
  });

  it("says Today and Tomorrow by the clinic's calendar, else the date", () => {
    // 12 March 2026, 23:00 in India.
    const now = new Date('2026-03-12T17:30:00Z');
    const at = (startTime: string) => appointmentDay({ startTime }, now, 'Asia/Kolkata');
    expect(at('2026-03-12T18:00:00Z')).toBe('today'); // 23:30 in India
    // Still 12 March in UTC, but 13 March 00:00 in India.
    expect(at('2026-03-12T18:30:00Z')).toBe('tomorrow');
    expect(at('2026-03-12T03:30:00Z')).toBe('today');
    expect(at('2026-03-13T10:00:00Z')).toBe('tomorrow');
    expect(at('2026-03-14T10:00:00Z')).toBe('other');
  });
});
