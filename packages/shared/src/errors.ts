// The API's errors, a closed list: every `code` of a `{ error, message, code }`
// answer is declared here once, with its HTTP status and its default message.
// The server throws them by code (apps/server/src/errors.ts) and the tests
// assert with the same declarations, so a code cannot be used undeclared.
import {
  BOOKING_MAX_ACTIVE_PER_DOCTOR,
  DOCTOR_UPLOAD_MAX_BYTES,
  DOCTOR_UPLOAD_MAX_FILES,
} from './constants.ts';
import { SERVER_ERRORS } from './messages.ts';
import { REVIEW_MESSAGES } from './review-texts.ts';

export interface ErrorDeclaration {
  readonly status: number;
  readonly message: string;
}

export const ERRORS = {
  /** A field or the request is not valid; the message names the problem. */
  VALIDATION_FAILED: { status: 400, message: SERVER_ERRORS.validation },
  UNAUTHORIZED: { status: 401, message: SERVER_ERRORS.unauthorized },
  /** The caller's credentials were not right (wrong current password). */
  WRONG_PASSWORD: { status: 400, message: 'Your current password is not correct.' },
  OTP_EXPIRED: {
    status: 400,
    message: 'This OTP has expired or was not requested. Please request a new one.',
  },
  OTP_INVALID: { status: 400, message: 'Incorrect OTP. Please check the code and try again.' },
  OTP_LOCKED: { status: 400, message: 'Too many wrong attempts. Please request a new OTP.' },
  RESET_EXPIRED: { status: 400, message: 'Your reset link has expired. Please request a new OTP.' },
  RESET_USED: { status: 400, message: SERVER_ERRORS.resetUsed },
  PAYMENT_FAILED: { status: 402, message: SERVER_ERRORS.paymentFailed },
  FORBIDDEN: { status: 403, message: SERVER_ERRORS.forbidden },
  NOT_FOUND: { status: 404, message: SERVER_ERRORS.notFound },
  /** The record is not in a state that allows this, or it changed meanwhile. */
  CONFLICT: { status: 409, message: 'This appointment was changed meanwhile. Please reload.' },
  SLOT_TAKEN: { status: 409, message: SERVER_ERRORS.slotTaken },
  /** A deadlock or serialization failure that kept recurring after retries: nothing was changed. */
  BUSY: { status: 409, message: SERVER_ERRORS.busy },
  INVALID_TRANSITION: { status: 409, message: 'This status change is not allowed.' },
  TOO_LATE: { status: 409, message: SERVER_ERRORS.cancelTooLate },
  /** A doctor's stored files would pass the upload quota. */
  UPLOAD_QUOTA_EXCEEDED: {
    status: 409,
    message: SERVER_ERRORS.uploadQuota(
      DOCTOR_UPLOAD_MAX_FILES,
      DOCTOR_UPLOAD_MAX_BYTES / 1024 / 1024,
    ),
  },
  /** A phone already holds the most active future bookings allowed. */
  BOOKING_LIMIT: {
    status: 409,
    message: SERVER_ERRORS.bookingLimitPerDoctor(BOOKING_MAX_ACTIVE_PER_DOCTOR),
  },
  /** A review link whose visit was already reviewed (a link works once). */
  REVIEW_LINK_USED: { status: 409, message: REVIEW_MESSAGES.linkUsed },
  /**
   * What existed and is gone for good: a stored file whose bytes are gone from
   * storage (this message), a deactivated doctor's public page (its own message).
   */
  GONE: { status: 410, message: 'The file is no longer stored.' },
  /** A review link past its days. */
  REVIEW_LINK_EXPIRED: { status: 410, message: REVIEW_MESSAGES.linkExpired },
  PAYLOAD_TOO_LARGE: { status: 413, message: SERVER_ERRORS.payloadTooLarge },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: SERVER_ERRORS.unsupportedMediaType },
  RATE_LIMITED: { status: 429, message: SERVER_ERRORS.tooManyRequests },
  /** A second code for the same phone and purpose inside the resend interval; answers retryAfterSeconds. */
  OTP_RESEND_TOO_SOON: { status: 429, message: SERVER_ERRORS.otpResendWait },
  /** Too many failed password logins for one account from one address (or one address overall). */
  LOGIN_THROTTLED: { status: 429, message: SERVER_ERRORS.loginThrottled },
  INTERNAL: { status: 500, message: SERVER_ERRORS.internal },
} as const satisfies Record<string, ErrorDeclaration>;

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}

/**
 * The code for an error that carries only a status (the framework's own
 * errors: a body too large, a bad content type, malformed JSON).
 */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    default:
      return status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED';
  }
}

export interface ApiErrorBody {
  error: string;
  message: string;
  code: ErrorCode;
  field?: string;
}
