// The ledger as CSV, written by csv-stringify as rows arrive: a UTF-8
// byte-order mark (so a spreadsheet reads Devanagari names as UTF-8), a header
// row, fields quoted when they hold a comma, a quote or a line break (quotes
// doubled), CRLF line ends. A text cell beginning with =, +, -, @, a tab or a
// carriage return is neutralised with a leading single quote, as OWASP
// advises against CSV injection; amounts are numbers, never text.
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { LedgerInvoice } from '@clinic/shared/ledger';

export const LEDGER_CSV_HEADER = [
  'Invoice ID',
  'Patient Name',
  'Description',
  'Date',
  'Amount',
  'Currency',
  'Status',
] as const;

const FORMULA_START = /^[=+\-@\t\r]/;

/** '=HYPERLINK(...)' -> "'=HYPERLINK(...)"; anything else unchanged. */
export function neutralise(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

export function csvRecord(r: LedgerInvoice): (string | number)[] {
  return [
    neutralise(r.invoiceId),
    neutralise(r.patient),
    neutralise(r.description),
    r.date,
    r.amount.toFixed(2),
    neutralise(r.currency),
    r.status,
  ];
}

/** A readable stream of the CSV bytes for these rows, produced as they are read. */
export function ledgerCsv(rows: AsyncIterable<LedgerInvoice>): Readable {
  const source = Readable.from(
    (async function* () {
      for await (const r of rows) yield csvRecord(r);
    })(),
  );
  const out = stringify({
    bom: true,
    header: true,
    columns: [...LEDGER_CSV_HEADER],
    record_delimiter: 'windows',
  });
  source.on('error', (err) => out.destroy(err));
  return source.pipe(out);
}
