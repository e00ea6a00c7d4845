import { z } from 'zod';
import type { InvoiceCharges } from '@clinic/shared/ledger';
import { PORTAL_TEXTS } from '@clinic/shared/messages';
import { APPOINTMENT_CHANGE_TAGS, portalApi } from '@/lib/portal-api';

export interface CreateInvoiceInput {
  id: string;
  notes?: string;
  /** Rupees and percent; each left out takes the server's default. */
  charges?: InvoiceCharges;
}

const answerSchema = z.object({
  invoice: z.looseObject({
    /** 'INV-2026-0042'. */
    invoiceId: z.string(),
    amount: z.union([z.number(), z.string()]).nullish(),
  }),
  appointment: z.looseObject({ id: z.string(), status: z.string() }),
});
export type CreatedInvoice = z.infer<typeof answerSchema>;

/**
 * POST /appointments/:id/invoice: Save & Invoice. Stores the notes, gives the next
 * invoice number of this doctor and marks the appointment Completed (once its start
 * has passed; 409 before).
 */
export const createInvoiceApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    createInvoice: build.mutation<CreatedInvoice, CreateInvoiceInput>({
      query: ({ id, notes, charges }) => ({
        url: `/appointments/${encodeURIComponent(id)}/invoice`,
        method: 'POST',
        body: { ...charges, ...(notes === undefined ? {} : { notes }) },
      }),
      extraOptions: { fallbackError: PORTAL_TEXTS.fallbacks.invoice, requiresAuth: true },
      transformResponse: (response: unknown) => answerSchema.parse(response),
      invalidatesTags: (result, _error, { id }) =>
        result ? [...APPOINTMENT_CHANGE_TAGS, { type: 'Appointment', id }] : [],
    }),
  }),
});

export const { useCreateInvoiceMutation } = createInvoiceApi;
