import { BILLING_TEXTS } from '@clinic/shared/billing-texts';
import { ledgerDetailsSchema, type LedgerDetails } from '@clinic/shared/ledger';
import { portalApi } from '@/lib/portal-api';

export type { LedgerDetails } from '@clinic/shared/ledger';

/** GET /ledger/{invoiceId}: the invoice, its patient and the patient's other invoices. */
export const getLedgerInvoiceApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getLedgerInvoice: build.query<LedgerDetails, string>({
      query: (invoiceId) => `/ledger/${encodeURIComponent(invoiceId)}`,
      extraOptions: { fallbackError: BILLING_TEXTS.fallbacks.invoice, requiresAuth: true },
      transformResponse: (response: unknown) => ledgerDetailsSchema.parse(response),
      providesTags: ['Ledger'],
    }),
  }),
});

export const { useGetLedgerInvoiceQuery } = getLedgerInvoiceApi;
