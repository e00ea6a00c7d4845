// The doctor's ledger (spec section 2 /ledger and /ledger-details, issue 10):
// the query, the answers the server sends and the web app reads, and the
// Save & Invoice charges. One declaration for both sides.
//
// Money in these answers is in RUPEES as a JSON number (paise / 100, so at most
// two decimals), like the rest of the API's answers (appointment fee, invoice
// amount); the database keeps integer paise. Format with formatRupees(rupees * 100).
//
// Definitions (the same for the totals and for each invoice's status):
// - invoiced: the invoice amount (cost - discount + tax).
// - paid: what was actually received for it: the online advance the payment
//   provider captured for its appointment (payments succeeded or later
//   refunded) plus what was marked paid at the clinic when it was saved.
// - refunded: advances of its appointment given back (payments refunded).
// - outstanding: invoiced - paid + refunded, never below 0 per invoice: money
//   refunded is no longer received, so it is owed again unless the invoice is
//   settled otherwise.
// - status: 'Refunded' when something was refunded and nothing is kept
//   (paid - refunded <= 0 while refunded > 0); 'Paid' when nothing is
//   outstanding; 'Partly paid' when something is kept but some is outstanding;
//   'Unpaid' when nothing was received.
import { z } from 'zod';
import { calendarDateSchema } from './dates.ts';

export const LEDGER_MESSAGES = {
  invoiceNotFound: 'Invoice not found',
  discountAboveCost: 'Discount cannot be more than the cost.',
  amountNotNegative: 'Amounts cannot be negative.',
  amountTooLarge: 'Amounts can be at most ₹10,00,000.',
  taxPercentRange: 'Tax must be between 0 and 100 percent.',
  paidAboveBalance: 'Paid at the clinic cannot be more than the amount left after the advance.',
} as const;

export const LEDGER_SORTS = ['invoiceId', 'patient', 'description', 'date', 'amount'] as const;
export type LedgerSort = (typeof LEDGER_SORTS)[number];

export const INVOICE_STATUSES = ['Paid', 'Partly paid', 'Unpaid', 'Refunded'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const LEDGER_PAGE_SIZE = 20;

/** The largest cost, discount or payment one invoice may carry, in rupees (keeps paise in 32 bits with any tax). */
export const MAX_INVOICE_RUPEES = 1_000_000;

/**
 * GET /ledger and GET /ledger/export.csv. The date range applies only when both
 * from and to are given (inclusive, the invoice's issue date); search is a
 * case-insensitive substring over invoice id, patient name and description.
 */
export const ledgerQuerySchema = z.object({
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
  search: z.string().trim().max(100).optional(),
  sort: z.enum(LEDGER_SORTS).default('date'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(LEDGER_PAGE_SIZE),
});
export type LedgerQuery = z.infer<typeof ledgerQuerySchema>;

const rupees = z.number().describe('Rupees (paise / 100), not paise');

export const ledgerTotalsSchema = z.object({
  invoiced: rupees,
  paid: rupees,
  refunded: rupees,
  outstanding: rupees,
});
export type LedgerTotals = z.infer<typeof ledgerTotalsSchema>;

export const ledgerInvoiceSchema = z.object({
  invoiceId: z.string(),
  patient: z.string(),
  patientId: z.string(),
  description: z.string(),
  /** YYYY-MM-DD, the issue date; shown dd-mm-yyyy. */
  date: z.string(),
  amount: rupees,
  currency: z.string(),
  status: z.enum(INVOICE_STATUSES),
});
export type LedgerInvoice = z.infer<typeof ledgerInvoiceSchema>;

export const ledgerPageSchema = z
  .object({
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    totals: ledgerTotalsSchema,
    invoices: z.array(ledgerInvoiceSchema),
  })
  .describe(
    'Amounts in rupees (paise / 100). Totals over the whole filtered range: invoiced = sum of amounts; paid = advances captured online plus amounts marked paid at the clinic; refunded = advances given back; outstanding = invoiced - paid + refunded (per invoice, not below 0).',
  );
export type LedgerPage = z.infer<typeof ledgerPageSchema>;

export const ledgerHistoryItemSchema = z.object({
  invoiceId: z.string(),
  date: z.string(),
  treatment: z.string(),
  cost: rupees,
  amount: rupees,
});

/** GET /ledger/{invoiceId}: spec section 6's ledger invoice, plus what was paid. */
export const ledgerDetailsSchema = z
  .object({
    invoiceId: z.string(),
    patient: z.string(),
    patientId: z.string(),
    /** YYYY-MM-DD */
    date: z.string(),
    treatment: z.string(),
    cost: rupees,
    discount: rupees,
    tax: rupees,
    amount: rupees,
    paid: rupees,
    refunded: rupees,
    balance: rupees,
    status: z.enum(INVOICE_STATUSES),
    paymentReference: z.string().nullable(),
    /** The configured currency label (CURRENCY_LABEL, INR by default). */
    currency: z.string(),
    /** '15 Jan 2025' */
    memberSince: z.string(),
    /** '34 Yrs', or null when the date of birth is unknown. */
    age: z.string().nullable(),
    phone: z.string().nullable(),
    avatar: z.string().nullable(),
    currentInvoiceSrNo: z.number().int(),
    ledgerHistory: z.array(ledgerHistoryItemSchema),
  })
  .describe('Amounts in rupees (paise / 100).');
export type LedgerDetails = z.infer<typeof ledgerDetailsSchema>;

const money = z
  .number()
  .min(0, LEDGER_MESSAGES.amountNotNegative)
  .max(MAX_INVOICE_RUPEES, LEDGER_MESSAGES.amountTooLarge);

/** The fields of Save & Invoice's charges; the body adds notes to them. */
export const invoiceChargesFields = {
  cost: money.optional(),
  discount: money.optional(),
  taxPercent: z
    .number()
    .min(0, LEDGER_MESSAGES.taxPercentRange)
    .max(100, LEDGER_MESSAGES.taxPercentRange)
    .optional(),
  /**
   * Received at the clinic now. Omitted: the whole amount less the advance
   * paid online (the visit is settled, as before). Less leaves a balance.
   */
  paidAtClinic: money.optional(),
};

/**
 * Save & Invoice's optional charges, in rupees and percent. Omitted: cost is
 * the appointment's fee, discount 0, taxPercent the practice's GST rate. The
 * server also refuses a discount above the fee and paidAtClinic above what is
 * left after the advance.
 */
export const invoiceChargesSchema = z
  .object(invoiceChargesFields)
  .refine((c) => c.cost === undefined || (c.discount ?? 0) <= c.cost, {
    message: LEDGER_MESSAGES.discountAboveCost,
    path: ['discount'],
  });
export type InvoiceCharges = z.infer<typeof invoiceChargesSchema>;

/** tax = round((cost - discount) * taxPercent / 100), all in paise. */
export function invoiceAmounts(costPaise: number, discountPaise: number, taxPercent: number) {
  const taxPaise = Math.round(((costPaise - discountPaise) * taxPercent) / 100);
  return { costPaise, discountPaise, taxPaise, amountPaise: costPaise - discountPaise + taxPaise };
}

/**
 * The description of the invoice that records an advance given back (a
 * rejected, cancelled or expired request): cost the advance, discount the
 * same, amount 0, so the ledger shows it Refunded without adding earnings.
 */
export const refundedAdvanceDescription = (treatment: string) =>
  `${treatment} (cancelled, advance refunded)`;

/** ledger-2026-01-01-to-2026-01-31.csv, or ledger-all.csv without a full range. */
export function ledgerCsvFileName(from?: string, to?: string): string {
  return from && to ? `ledger-${from}-to-${to}.csv` : 'ledger-all.csv';
}
