const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** 1100 -> '₹1,100'. */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}
