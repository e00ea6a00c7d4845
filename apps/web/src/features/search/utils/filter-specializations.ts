/**
 * The specialities whose name contains the query, case-insensitively; names that
 * start with it come first ('derm' -> Dermatologist before Cosmetic Dermatologist).
 */
export function filterSpecializations<T extends { name: string }>(
  all: readonly T[],
  query: string,
): T[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [];
  const starts: T[] = [];
  const contains: T[] = [];
  for (const item of all) {
    const name = item.name.toLowerCase();
    if (name.startsWith(needle)) starts.push(item);
    else if (name.includes(needle)) contains.push(item);
  }
  return [...starts, ...contains];
}
