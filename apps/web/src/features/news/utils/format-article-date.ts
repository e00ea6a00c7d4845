const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** '2026-09-03' -> '3 September 2026', whatever the browser's locale data. */
export function formatArticleDate(date: string): string {
  const [year, month = 1, day = 1] = date.split('-').map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}
