// One error type for the whole API, thrown by code: the status and the
// default message come from the closed list in @clinic/shared/errors, so the
// answer of a code is declared once. Tests assert with the same declarations.
import { ERRORS, type ApiErrorBody, type ErrorCode } from '@clinic/shared/errors';

export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string = ERRORS[code].message,
    readonly field?: string,
    /** Extra answer fields a client can act on (say, seconds to wait). */
    readonly extra?: Record<string, string | number | boolean>,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERRORS[code].status;
  }

  toBody(): ApiErrorBody & Record<string, unknown> {
    return {
      ...this.extra,
      error: this.message,
      message: this.message,
      code: this.code,
      ...(this.field ? { field: this.field } : {}),
    };
  }
}

export const badRequest = (message: string, field?: string) =>
  new AppError('VALIDATION_FAILED', message, field);
export const unauthorized = (message?: string) => new AppError('UNAUTHORIZED', message);
export const forbidden = (message?: string) => new AppError('FORBIDDEN', message);
export const notFound = (message?: string) => new AppError('NOT_FOUND', message);
export const conflict = (message?: string) => new AppError('CONFLICT', message);
export const slotTaken = () => new AppError('SLOT_TAKEN');
export const payloadTooLarge = (message?: string) => new AppError('PAYLOAD_TOO_LARGE', message);
export const unsupportedMediaType = (message?: string) =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', message);
export const tooManyRequests = (message?: string) => new AppError('RATE_LIMITED', message);
