// A small, fast, seedable PRNG (mulberry32) and the draws the seed needs. One
// fixed seed makes the demo data identical for the same `now`.

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  /** k distinct items in random order (all of them when k >= length). */
  sample<T>(items: readonly T[], k: number): T[];
  shuffle<T>(items: T[]): T[];
  /** A random (version 4 shaped) UUID drawn from this generator. */
  uuid(): string;
  /** Random letters and digits. */
  token(length: number): string;
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HEX = '0123456789abcdef';
const ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  const shuffle = <T>(items: T[]): T[] => {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      const tmp = items[i] as T;
      items[i] = items[j] as T;
      items[j] = tmp;
    }
    return items;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    weighted<T>(items: readonly (readonly [T, number])[]): T {
      let total = 0;
      for (const [, w] of items) total += w;
      let r = next() * total;
      for (const [item, w] of items) {
        r -= w;
        if (r < 0) return item;
      }
      const last = items[items.length - 1];
      if (!last) throw new Error('weighted pick from an empty list');
      return last[0];
    },
    sample<T>(items: readonly T[], k: number): T[] {
      return shuffle([...items]).slice(0, Math.max(0, k));
    },
    shuffle,
    uuid() {
      let s = '';
      for (let i = 0; i < 32; i++) {
        let nibble = Math.floor(next() * 16);
        if (i === 12) nibble = 4;
        if (i === 16) nibble = 8 + (nibble & 3);
        s += HEX[nibble];
        if (i === 7 || i === 11 || i === 15 || i === 19) s += '-';
      }
      return s;
    },
    token(length) {
      let s = '';
      for (let i = 0; i < length; i++) s += ALNUM[Math.floor(next() * ALNUM.length)];
      return s;
    },
  };
}
