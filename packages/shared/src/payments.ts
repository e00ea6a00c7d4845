// The doctor's Payments screen (spec section 3's payout preferences, issue 10):
// the settings the doctor edits and the list of received payments and refunds.
// One declaration for the server's validation and answers and the web screen.
//
// Money in these answers is in RUPEES as a JSON number (paise / 100, so at most
// two decimals), like the ledger's answers; the database keeps integer paise.
// Format with formatRupees(rupees * 100).
import { z } from 'zod';
import { PAYMENT_METHODS } from './constants.ts';
import { calendarDateSchema } from './dates.ts';

/** An Indian Financial System Code: 4 letters, a zero, 6 letters or digits. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

export const PAYMENTS_MESSAGES = {
  invalidIfsc: 'Enter a valid IFSC code (like HDFC0001234)',
  invalidAccountNumber: 'Enter a valid account number (9 to 18 digits)',
  accountHolderTooLong: 'Account holder name must be at most 100 characters',
  cashHandlerTooLong: 'Cash handler name must be at most 100 characters',
  settingsSaved: 'Payment settings saved',
  /** The SMS a patient gets when an advance is refunded; {amount} and {ref} filled in. */
  refundSms: (amount: string, publicId: number, refundRef: string) =>
    `Your advance of ${amount} for appointment #${publicId} has been refunded (reference ${refundRef}).`,
  /** The SMS a patient gets when their request expires unanswered at its start. */
  requestExpiredSms: (publicId: number, doctor: string, when: string, refunded: boolean) =>
    `Your appointment request #${publicId} with ${doctor} for ${when} was not answered in time and has been cancelled.${refunded ? ' Your advance will be refunded.' : ''}`,
  requestExpiredTitle: 'Request expired',
  requestExpiredNotice: (publicId: number, when: string) =>
    `Appointment request #${publicId} for ${when} was not answered before its start and has been cancelled.`,
} as const;

/** How an account number is shown: bullets and its last four digits. */
export function maskAccountNumber(accountNumber: string): string {
  return `••••••${accountNumber.slice(-4)}`;
}

/** An optional text: blank means "none" (null). */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * PUT /payments/settings. Blank IFSC, holder or cash handler clear them. The
 * account number is write-only: omitted (or blank) keeps the stored one.
 */
export const paymentSettingsInputSchema = z.object({
  paymentMethod: z.enum(PAYMENT_METHODS),
  ifscCode: z
    .string()
    .trim()
    .toUpperCase()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || IFSC_PATTERN.test(v), PAYMENTS_MESSAGES.invalidIfsc),
  accountHolderName: optionalText(100, PAYMENTS_MESSAGES.accountHolderTooLong),
  accountNumber: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v.replace(/\s+/g, '') : undefined))
    .refine((v) => v === undefined || /^\d{9,18}$/.test(v), PAYMENTS_MESSAGES.invalidAccountNumber),
  cashHandler: optionalText(100, PAYMENTS_MESSAGES.cashHandlerTooLong),
});
export type PaymentSettingsInput = z.input<typeof paymentSettingsInputSchema>;

/** GET and PUT /payments/settings answer. The full account number is never sent. */
export const paymentSettingsSchema = z.object({
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  ifscCode: z.string().nullable(),
  accountHolderName: z.string().nullable(),
  /** '••••••1234' (last four digits), or null when none is stored. */
  accountNumberMasked: z.string().nullable(),
  cashHandler: z.string().nullable(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

export const PAYMENTS_PAGE_SIZE = 20;

/**
 * GET /payments. from and to (YYYY-MM-DD, inclusive, in the clinic's time zone)
 * bound the row's date independently; either may be left out.
 */
export const paymentListQuerySchema = z.object({
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(PAYMENTS_PAGE_SIZE),
});
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;

export const PAYMENT_KINDS = ['advance', 'refund'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/**
 * An advance row is 'Paid' while kept and 'Refunded' once given back; a refund
 * row (its own row, from the refunded advance) is always 'Refunded'.
 */
export const PAYMENT_ROW_STATUSES = ['Paid', 'Refunded'] as const;
export type PaymentRowStatus = (typeof PAYMENT_ROW_STATUSES)[number];

export const paymentRowSchema = z.object({
  /** The payment's id; a refund row's id is the payment's id followed by ':refund'. */
  id: z.string(),
  /** The appointment's id (uuid), for a link to /appointment-details/{id}. */
  appointmentId: z.string(),
  /** '#1122584' */
  publicId: z.string(),
  patient: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  /** Rupees (paise / 100), always positive; kind says which way the money went. */
  amount: z.number().describe('Rupees (paise / 100), not paise; positive for refunds too'),
  status: z.enum(PAYMENT_ROW_STATUSES),
  /** The gateway's reference: the charge's for an advance, the refund's for a refund. */
  reference: z.string().nullable(),
  /** YYYY-MM-DD in the clinic's time zone: when it was paid, or when it was refunded. */
  date: z.string(),
});
export type PaymentRow = z.infer<typeof paymentRowSchema>;

/** GET /payments answer, newest first. */
export const paymentListSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  payments: z.array(paymentRowSchema),
});
export type PaymentList = z.infer<typeof paymentListSchema>;
