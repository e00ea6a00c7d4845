import { describe, expect, it } from 'vitest';
import { advancePaise, formatRupees } from './money.ts';

describe('money', () => {
  it('takes 30 percent of the fee as the advance, rounded to a rupee', () => {
    expect(advancePaise(50000)).toBe(15000);
    expect(advancePaise(80000)).toBe(24000);
    expect(advancePaise(45500)).toBe(13700); // 136.5 rounds to 137
  });
  it('formats rupees the Indian way', () => {
    expect(formatRupees(143500000)).toBe('₹14,35,000');
    expect(formatRupees(15050)).toBe('₹150.5');
  });
});
