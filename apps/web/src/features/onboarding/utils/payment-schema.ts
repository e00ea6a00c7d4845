import { z } from 'zod';
import { PAYMENT_METHODS } from '@clinic/shared/constants';
import { PAYMENTS_MESSAGES } from '@clinic/shared/payments';

export const PAYMENT_MESSAGES = {
  methodRequired: 'Please choose a payment method',
  ifscInvalid: 'Enter a valid 11-character IFSC code, e.g. HDFC0001234',
  cashHandlerRequired: 'Tell us who handles cash payments at the clinic',
} as const;

/** Four letters (the bank), a zero, six letters or digits (the branch). */
const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

const acceptsCash = (method: string) => method === 'Cash' || method === 'All of the above';

export const paymentSchema = z
  .object({
    paymentMethod: z
      .string()
      .refine(
        (method) => (PAYMENT_METHODS as readonly string[]).includes(method),
        PAYMENT_MESSAGES.methodRequired,
      ),
    // Optional, as on the server; checked when given.
    ifscCode: z
      .string()
      .trim()
      .transform((code) => code.toUpperCase())
      .refine((code) => code === '' || IFSC_PATTERN.test(code), PAYMENT_MESSAGES.ifscInvalid),
    cashHandler: z.string().trim().max(100, PAYMENTS_MESSAGES.cashHandlerTooLong),
  })
  .refine((values) => !acceptsCash(values.paymentMethod) || values.cashHandler !== '', {
    message: PAYMENT_MESSAGES.cashHandlerRequired,
    path: ['cashHandler'],
  });

export type PaymentValues = z.output<typeof paymentSchema>;
export type PaymentFormValues = z.input<typeof paymentSchema>;
