// One error type for the whole API: a status, a code, a human message and the
// field at fault. Tests assert with the same factories the code throws.
import type { ErrorCode } from '@clinic/shared/errors';
import { SERVER_ERRORS } from '@clinic/shared/messages';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody() {
    return {
      error: this.message,
      message: this.message,
      code: this.code,
      ...(this.field ? { field: this.field } : {}),
    };
  }
}

export const badRequest = (message: string, field?: string) =>
  new AppError(400, 'VALIDATION_FAILED', message, field);
export const unauthorized = (message: string = SERVER_ERRORS.unauthorized) =>
  new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message: string = SERVER_ERRORS.forbidden) =>
  new AppError(403, 'FORBIDDEN', message);
export const notFound = (message: string = SERVER_ERRORS.notFound) =>
  new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string, code: ErrorCode = 'CONFLICT') =>
  new AppError(409, code, message);
export const slotTaken = () => new AppError(409, 'SLOT_TAKEN', SERVER_ERRORS.slotTaken);
export const payloadTooLarge = (message: string = SERVER_ERRORS.payloadTooLarge) =>
  new AppError(413, 'PAYLOAD_TOO_LARGE', message);
export const unsupportedMediaType = (message: string = SERVER_ERRORS.unsupportedMediaType) =>
  new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', message);
export const tooManyRequests = (message: string = SERVER_ERRORS.tooManyRequests) =>
  new AppError(429, 'RATE_LIMITED', message);
