import { ADVANCE_PERCENT } from './constants.ts';

/** The advance paid online: 30 percent of the fee, rounded to a whole rupee. */
export function advancePaise(feePaise: number): number {
  return Math.round((feePaise / 100) * (ADVANCE_PERCENT / 100)) * 100;
}

/** 150000 -> '₹1,500'; paise shown only when not whole rupees. */
export function formatRupees(paise: number): string {
  const rupees = paise / 100;
  return `₹${rupees.toLocaleString('en-IN', { maximumFractionDigits: Number.isInteger(rupees) ? 0 : 2 })}`;
}
