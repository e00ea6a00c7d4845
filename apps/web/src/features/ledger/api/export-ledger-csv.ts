import { BILLING_TEXTS } from '@clinic/shared/billing-texts';
import { ledgerCsvFileName } from '@clinic/shared/ledger';
import { fileResponseHandler, type DownloadedFile } from '@/lib/file-download';
import { portalApi } from '@/lib/portal-api';
import { ledgerFilterParams, type GetLedgerInput } from './get-ledger';

export type ExportLedgerInput = Omit<GetLedgerInput, 'page' | 'pageSize'>;

/**
 * GET /ledger/export.csv with the table's filters and sort: every matching row, all
 * pages. Fetched with the Bearer header and saved from memory.
 */
export const exportLedgerCsvApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    exportLedgerCsv: build.mutation<DownloadedFile, ExportLedgerInput>({
      query: (input) => ({
        url: '/ledger/export.csv',
        params: ledgerFilterParams(input),
        responseHandler: fileResponseHandler(ledgerCsvFileName(input.from, input.to)),
      }),
      extraOptions: { fallbackError: BILLING_TEXTS.fallbacks.exportCsv, requiresAuth: true },
    }),
  }),
});

export const { useExportLedgerCsvMutation } = exportLedgerCsvApi;
