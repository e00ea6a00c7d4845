const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** 1100 -> '₹1,100'. */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

/** 'Dr. Asha Rao' -> 'AR', for a doctor without a photo. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/^dr\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  return (
    (words[0]?.[0] ?? '') + (words.length > 1 ? (words.at(-1)?.[0] ?? '') : '')
  ).toUpperCase();
}
