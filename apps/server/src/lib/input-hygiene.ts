// Text the database cannot store, refused at the door: PostgreSQL's text types
// take no NUL character, and a lone UTF-16 surrogate has no UTF-8 form (the
// driver would silently store U+FFFD instead). One check for every route's
// params, query and JSON body, before validation, instead of one per field.

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function hasForbiddenChars(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/**
 * The path of the first string (value or key) holding a forbidden character,
 * '' for the value itself, or null when all is clean. Walks with a stack, so a
 * deeply nested body cannot overflow the call stack.
 */
export function findForbiddenText(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length) {
    const [v, at] = stack.pop()!;
    if (typeof v === 'string') {
      if (hasForbiddenChars(v)) return at;
      continue;
    }
    if (v === null || typeof v !== 'object' || Buffer.isBuffer(v)) continue;
    for (const [k, child] of Object.entries(v)) {
      const path = at ? `${at}.${k}` : k;
      if (hasForbiddenChars(k)) return path;
      stack.push([child, path]);
    }
  }
  return null;
}
