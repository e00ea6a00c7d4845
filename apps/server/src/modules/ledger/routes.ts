// GET /ledger, /ledger/export.csv, /ledger/{invoiceId} and its /pdf: the
// calling doctor's invoices. Amounts in rupees (see packages/shared/src/ledger.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ledgerDetailsSchema, ledgerPageSchema, ledgerQuerySchema } from '@clinic/shared/ledger';
import { ledgerCsv } from './csv.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { invoiceForPdf, ledgerDetails, ledgerExport, ledgerPage } from './service.ts';

const tags = ['ledger'];
const security = [{ bearerAuth: [] }];
const params = z.object({
  invoiceId: z.string().min(1).max(100).describe('The invoice number (INV-2026-0042) or its id'),
});

export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  const doctorOnly = app.requireRole('doctor');

  app.get(
    '/ledger',
    {
      schema: {
        tags,
        security,
        summary: "The doctor's invoices: filtered, sorted and paged by the server, with totals",
        description:
          'from and to (YYYY-MM-DD, inclusive, issue date) apply only together; search is a case-insensitive substring of invoice id, patient name or description; ties in the sort are broken by the invoice serial. Amounts in rupees. paid = advance captured online + paid at the clinic; refunded = advances given back; outstanding = invoiced - paid + refunded (per invoice, not below 0). status: Refunded when something was refunded and nothing is kept, Paid when nothing is outstanding, Partly paid when something is kept, else Unpaid.',
        querystring: ledgerQuerySchema,
        response: { 200: ledgerPageSchema },
      },
      preHandler: doctorOnly,
    },
    async (request) => ledgerPage(app.deps, request, request.user!.id, request.query),
  );

  app.get(
    '/ledger/export.csv',
    {
      schema: {
        tags,
        security,
        summary: 'The filtered, sorted invoices of all pages as CSV (same query as GET /ledger)',
        description:
          'text/csv; charset=utf-8, streamed, with a UTF-8 byte-order mark and a header row (Invoice ID, Patient Name, Description, Date, Amount, Currency, Status); page and pageSize are ignored. Cells beginning with =, +, -, @, tab or carriage return get a leading single quote. File name ledger-<from>-to-<to>.csv, or ledger-all.csv.',
        querystring: ledgerQuerySchema,
      },
      preHandler: doctorOnly,
    },
    async (request, reply) => {
      const { fileName, rows } = await ledgerExport(
        app.deps,
        request,
        request.user!.id,
        request.query,
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(ledgerCsv(rows));
    },
  );

  app.get(
    '/ledger/:invoiceId',
    {
      schema: {
        tags,
        security,
        summary: 'One invoice (spec section 6) with the patient and their ledger history',
        description:
          "404 for an unknown invoice or another doctor's. currentInvoiceSrNo is this invoice's serial. Amounts in rupees.",
        params,
        response: { 200: ledgerDetailsSchema },
      },
      preHandler: doctorOnly,
    },
    async (request) => ledgerDetails(app.deps, request, request.user!.id, request.params.invoiceId),
  );

  app.get(
    '/ledger/:invoiceId/pdf',
    {
      schema: {
        tags,
        security,
        summary: 'The invoice as a PDF (attachment <invoiceNo>.pdf)',
        params,
      },
      preHandler: doctorOnly,
    },
    async (request, reply) => {
      const data = await invoiceForPdf(
        app.deps,
        request,
        request.user!.id,
        request.params.invoiceId,
      );
      const pdf = await invoicePdf(data, app.deps.clock.now());
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${data.invoiceId.replace(/[^\w.-]/g, '_')}.pdf"`,
        )
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
