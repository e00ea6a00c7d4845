// The browser's current time, read in this one place (lint forbids `new Date()` and
// `Date.now()` elsewhere), so a test can stub it with vi.spyOn(clock, 'now') or move
// it with vi.setSystemTime, and a screen's idea of "now" is easy to find.
export const clock = {
  /** The current instant. */
  now: (): Date => new Date(),
  /** The current instant in milliseconds since the epoch. */
  nowMs: (): number => Date.now(),
};
