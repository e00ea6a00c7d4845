/**
 * A small deterministic generator for tests that draw their cases, so a
 * failure names a seed that replays it.
 */
export function seededRandom(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
  /** A whole number from lo to hi, both included. */
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[int(0, xs.length - 1)]!;
  return { next, int, pick };
}

export type SeededRandom = ReturnType<typeof seededRandom>;
