/** 20 -> '+20%', -2 -> '-2%', 0 -> '0%', 12.46 -> '+12.5%'. */
export function formatChange(percent: number): string {
  const rounded = Math.round(percent * 10) / 10;
  if (rounded === 0) return '0%';
  return `${rounded > 0 ? '+' : '-'}${Math.abs(rounded)}%`;
}

/** '+20% from last month', or a plain note when there was nothing to compare with. */
export function changeText(percent: number | null, comparedTo: string): string {
  if (percent === null) return `No data from ${comparedTo}`;
  return `${formatChange(percent)} from ${comparedTo}`;
}
