import { BILLING_TEXTS } from '@clinic/shared/billing-texts';
import { fileResponseHandler, type DownloadedFile } from '@/lib/file-download';
import { portalApi } from '@/lib/portal-api';

/**
 * GET /ledger/{invoiceId}/pdf: the invoice as a PDF, fetched with the Bearer header
 * and saved from memory (the token never goes into a URL).
 */
export const downloadInvoicePdfApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    downloadInvoicePdf: build.mutation<DownloadedFile, string>({
      query: (invoiceId) => ({
        url: `/ledger/${encodeURIComponent(invoiceId)}/pdf`,
        responseHandler: fileResponseHandler(`${invoiceId}.pdf`),
      }),
      extraOptions: { fallbackError: BILLING_TEXTS.fallbacks.downloadPdf, requiresAuth: true },
    }),
  }),
});

export const { useDownloadInvoicePdfMutation } = downloadInvoicePdfApi;
