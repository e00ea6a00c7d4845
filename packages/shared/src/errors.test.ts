import { describe, expect, it } from 'vitest';
import { ERRORS, ERROR_CODES, codeForStatus, isErrorCode } from './errors.ts';

describe('the closed list of error codes', () => {
  it('declares each code with an error status and a message a person can read', () => {
    for (const code of ERROR_CODES) {
      const { status, message } = ERRORS[code];
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
      expect(message.length, code).toBeGreaterThan(5);
      expect(code).toMatch(/^[A-Z][A-Z_]+$/);
    }
  });

  it('gives the framework errors that carry only a status a declared code of that status', () => {
    for (const status of [401, 403, 404, 409, 413, 415, 429, 500]) {
      expect(ERRORS[codeForStatus(status)].status).toBe(status);
    }
    // Malformed JSON, an empty body and the like are a client's bad request.
    expect(codeForStatus(400)).toBe('VALIDATION_FAILED');
    expect(codeForStatus(418)).toBe('VALIDATION_FAILED');
  });

  it('tells declared codes from anything else', () => {
    expect(isErrorCode('SLOT_TAKEN')).toBe(true);
    expect(isErrorCode('BAD_REQUEST')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
  });
});
