import { describe, expect, it } from 'vitest';
import { invoiceAmounts } from '@clinic/shared/ledger';
import { neutralise } from './csv.ts';
import { scriptRuns } from './invoice-pdf.ts';
import { invoiceStatus } from './service.ts';

describe('invoiceStatus (paise: amount, paid, refunded)', () => {
  it.each([
    [60000, 60000, 0, 'Paid'],
    [60000, 70000, 0, 'Paid'],
    [60000, 18000, 0, 'Partly paid'],
    [60000, 0, 0, 'Unpaid'],
    [60000, 18000, 18000, 'Refunded'],
    [60000, 60000, 18000, 'Partly paid'],
    [0, 0, 0, 'Paid'],
  ] as const)('%i billed, %i paid, %i refunded: %s', (amount, paid, refunded, status) => {
    expect(invoiceStatus(amount, paid, refunded)).toBe(status);
  });
});

describe('invoiceAmounts', () => {
  it('taxes what is left after the discount, rounded to the paisa', () => {
    expect(invoiceAmounts(100000, 10000, 18)).toEqual({
      costPaise: 100000,
      discountPaise: 10000,
      taxPaise: 16200,
      amountPaise: 106200,
    });
    expect(invoiceAmounts(33333, 0, 5).taxPaise).toBe(1667);
  });
});

describe('neutralise', () => {
  it('quotes what a spreadsheet would run and leaves the rest', () => {
    for (const cell of ['=1+1', '+91', '-5', '@SUM(A1)', '\tx', '\rx'])
      expect(neutralise(cell)).toBe(`'${cell}`);
    for (const cell of ['Lakshmi Das', 'राम', 'a=b', '']) expect(neutralise(cell)).toBe(cell);
  });
});

describe('scriptRuns', () => {
  it('puts Devanagari and ₹ in one font and the rest in the other, spaces with what precedes', () => {
    expect(scriptRuns('Dr. राम ₹500')).toEqual([
      { deva: false, text: 'Dr. ' },
      { deva: true, text: 'राम ₹' },
      { deva: false, text: '500' },
    ]);
  });
});
