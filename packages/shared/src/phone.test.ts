import { describe, expect, it } from 'vitest';
import { sanitizeMobileInput, toE164India, toLocalMobile } from './phone.ts';

describe('mobile numbers', () => {
  it('strips input to digits and caps it at 10', () => {
    expect(sanitizeMobileInput('98a76-54 32109')).toBe('9876543210');
    expect(sanitizeMobileInput('+91 98765')).toBe('9198765');
  });
  it('stores with the +91 prefix and shows without it', () => {
    expect(toE164India('9876543210')).toBe('+919876543210');
    expect(toE164India('+919876543210')).toBe('+919876543210');
    expect(toLocalMobile('+919876543210')).toBe('9876543210');
  });
});
