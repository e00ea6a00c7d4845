// Tests assert errors with the same declarations the server throws: a code
// that is not in @clinic/shared/errors does not type-check here.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { ERRORS, type ErrorCode } from '@clinic/shared/errors';

/** The answer body of `code`, with its declared message unless another is given. */
export function errorBody(code: ErrorCode, message: string = ERRORS[code].message) {
  return { error: message, message, code };
}

/** The response has the declared status of `code` and its `{ error, message, code }` body. */
export function expectError(res: LightMyRequestResponse, code: ErrorCode, message?: string): void {
  expect(res.json()).toMatchObject(errorBody(code, message));
  expect(res.statusCode).toBe(ERRORS[code].status);
}
