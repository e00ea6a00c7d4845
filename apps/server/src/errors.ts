// One error type for the whole API, thrown by code: the status and the
// default message come from the closed list in @clinic/shared/errors, so the
// answer of a code is declared once. Tests assert with the same declarations.
import { ERRORS, type ApiErrorBody, type ErrorCode } from '@clinic/shared/errors';
import type { ErrorTemplateArgs, ErrorTemplateKey } from '@clinic/shared/i18n/en/errors';
import {
  englishOfTemplate,
  localizeErrorMessage,
  type ApiLanguage,
  type TemplatedMessage,
} from '@clinic/shared/i18n/server';

export class AppError extends Error {
  readonly statusCode: number;
  /** Set when the message carries values: how to say it in another language. */
  template?: TemplatedMessage;

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

  /** The answer's body, its message in `language` (i18n/server.ts; English is the message as thrown). */
  toBody(language: ApiLanguage = 'en'): ApiErrorBody & Record<string, unknown> {
    const message = localizeErrorMessage(language, this.code, this.message, this.template);
    return {
      ...this.extra,
      error: message,
      message,
      code: this.code,
      ...(this.field ? { field: this.field } : {}),
    };
  }
}

/** An error whose message carries values (seconds to wait, a status): said in the request's language. */
export function templatedError<K extends ErrorTemplateKey>(
  code: ErrorCode,
  key: K,
  args: ErrorTemplateArgs<K>,
  field?: string,
  extra?: Record<string, string | number | boolean>,
): AppError {
  const template = { key, args } as TemplatedMessage;
  const error = new AppError(code, englishOfTemplate(template), field, extra);
  error.template = template;
  return error;
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
