/** Time comes in as a parameter so tests can freeze it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(at: Date | string): Clock & { set(d: Date | string): void } {
  let current = new Date(at);
  return {
    now: () => new Date(current),
    set(d) {
      current = new Date(d);
    },
  };
}
