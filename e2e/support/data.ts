// Fresh test data: mobile numbers, names and emails no other test (and no seeded
// account) uses, so every test stands alone on the shared database of a run.
import type { TestInfo } from '@playwright/test';

let counter = 0;

/**
 * Which of (at most) two workers running side by side this is: the accessibility
 * checks run with two (scripts/test.mjs), everything else with one.
 */
const lane = () => Number(process.env.TEST_PARALLEL_INDEX ?? 0) % 2;

/**
 * A 10-digit mobile number for this test only. It starts with 7 (desktop) or 8
 * (phone), 6 or 9 in a second worker; the rest comes from the clock and a per-worker
 * counter, so two tests of a run never share one. The seed draws its numbers at
 * random from 6-9 and reserves the demo logins (98765..., 90000...), so a clash with
 * a seeded number is a one-in-millions event.
 */
export function freshMobile(testInfo: TestInfo): string {
  counter = (counter + 1) % 100;
  const first = (lane() ? ['6', '9'] : ['7', '8'])[testInfo.project.name === 'phone' ? 1 : 0];
  const clock = String(Date.now() % 10_000_000).padStart(7, '0');
  return `${first}${clock}${String(counter).padStart(2, '0')}`;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** A pronounceable-enough word made of letters only, unique per call in a run. */
export function uniqueWord(): string {
  counter = (counter + 1) % 100;
  let n = ((Date.now() % 1_000_000_000) * 100 + counter) * 2 + lane();
  let word = '';
  while (n > 0) {
    word += LETTERS[n % 26];
    n = Math.floor(n / 26);
  }
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** A patient's full name no other booking of the run has, e.g. 'Riya Bqzkfa'. */
export function uniquePatientName(first = 'Riya'): string {
  return `${first} ${uniqueWord()}`;
}

/** A strong password that meets the five sign-up rules. */
export function strongPassword(tag: string): string {
  return `E2e@${tag}9x`;
}
