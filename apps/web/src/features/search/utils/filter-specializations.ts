/**
 * The specialities whose name contains the query, case-insensitively; names that
 * start with it come first ('derm' -> Dermatologist before Cosmetic Dermatologist).
 * With `shownAs` (the name in the page's language), that name matches too: 'त्वचा'
 * finds Dermatologist on a Hindi page.
 */
export function filterSpecializations<T extends { name: string }>(
  all: readonly T[],
  query: string,
  shownAs?: (name: string) => string,
): T[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [];
  const starts: T[] = [];
  const contains: T[] = [];
  for (const item of all) {
    const names = [item.name.toLowerCase()];
    if (shownAs) names.push(shownAs(item.name).toLowerCase());
    if (names.some((name) => name.startsWith(needle))) starts.push(item);
    else if (names.some((name) => name.includes(needle))) contains.push(item);
  }
  return [...starts, ...contains];
}
