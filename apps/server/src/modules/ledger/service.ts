// The ledger's rules: the filter a query means, each invoice's status, the
// answers in rupees, the audit of every read, and the export and the PDF.
//
// Definitions (packages/shared/src/ledger.ts says the same to the web app):
// - paid: received for the invoice, the online advance captured (even if it
//   was refunded later) plus what the clinic received at Save & Invoice;
// - refunded: advances given back;
// - outstanding: amount - paid + refunded, at least 0 (money given back is
//   owed again);
// - status: Refunded when something was refunded and nothing is kept;
//   Paid when nothing is outstanding; Partly paid when something is kept;
//   otherwise Unpaid.
// Worked example: ₹1,062 billed, ₹180 advance online, ₹882 at the clinic:
// paid 1,062, outstanding 0, Paid. The advance refunded later: refunded 180,
// outstanding 180, Partly paid.
import type { FastifyRequest } from 'fastify';
import {
  ledgerCsvFileName,
  type InvoiceStatus,
  type LedgerDetails,
  type LedgerInvoice,
  type LedgerPage,
  type LedgerQuery,
} from '@clinic/shared/ledger';
import { LEDGER_MESSAGES } from '@clinic/shared/ledger';
import { clinicDateTime } from '@clinic/shared/portal';
import type { AppDeps } from '../../app.ts';
import { notFound } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { ageText } from '../appointments/detail.ts';
import { practiceOf } from '../appointments/practice.ts';
import { ledgerRepository, type LedgerFilter, type LedgerRow } from './repository.ts';

export type LedgerDeps = Pick<AppDeps, 'database' | 'clock' | 'config'>;

const rupees = (paise: number) => paise / 100;

export function invoiceStatus(amount: number, paid: number, refunded: number): InvoiceStatus {
  const kept = paid - refunded;
  if (refunded > 0 && kept <= 0) return 'Refunded';
  if (amount - kept <= 0) return 'Paid';
  if (kept > 0) return 'Partly paid';
  return 'Unpaid';
}

export function filterOf(doctorId: string, q: Pick<LedgerQuery, 'from' | 'to' | 'search'>) {
  const both = Boolean(q.from && q.to);
  return {
    doctorId,
    from: both ? q.from! : null,
    to: both ? q.to! : null,
    search: q.search ? q.search.toLowerCase() : null,
  } satisfies LedgerFilter;
}

function itemOf(r: LedgerRow, currency: string): LedgerInvoice {
  return {
    invoiceId: r.invoice_no,
    patient: r.patient,
    patientId: r.patient_id,
    description: r.description,
    date: r.date,
    amount: rupees(r.amount_paise),
    currency,
    status: invoiceStatus(r.amount_paise, r.paid_paise, r.refunded_paise),
  };
}

const who = (doctorId: string) => ({ actorId: doctorId, actorRole: 'doctor' as const });

/** GET /ledger: one page, in the server's order, with the totals of the whole filtered range. */
export async function ledgerPage(
  deps: LedgerDeps,
  request: FastifyRequest,
  doctorId: string,
  q: LedgerQuery,
): Promise<LedgerPage> {
  const f = filterOf(doctorId, q);
  const [rows, totals] = await Promise.all([
    ledgerRepository.page(deps.database, f, q.sort, q.dir, q.pageSize, (q.page - 1) * q.pageSize),
    ledgerRepository.totals(deps.database, f),
  ]);
  await audit(deps.database, request, {
    ...who(doctorId),
    action: 'list_invoices',
    entity: 'invoice',
    details: { invoiceIds: rows.map((r) => r.id), page: q.page, total: totals.total },
  });
  return {
    total: totals.total,
    page: q.page,
    pageSize: q.pageSize,
    totals: ledgerTotals(totals),
    invoices: rows.map((r) => itemOf(r, deps.config.CURRENCY_LABEL)),
  };
}

function ledgerTotals(t: {
  invoiced: number;
  paid: number;
  refunded: number;
  outstanding: number;
}) {
  return {
    invoiced: rupees(t.invoiced),
    paid: rupees(t.paid),
    refunded: rupees(t.refunded),
    outstanding: rupees(t.outstanding),
  };
}

/** Rows fetched per query while exporting: memory stays flat whatever the range. */
export const EXPORT_BATCH = 5000;

/**
 * GET /ledger/export.csv: every filtered row in the list's order, fetched in
 * batches as the response is written. The export is audited once, up front.
 */
export async function ledgerExport(
  deps: LedgerDeps,
  request: FastifyRequest,
  doctorId: string,
  q: LedgerQuery,
) {
  const f = filterOf(doctorId, q);
  await audit(deps.database, request, {
    ...who(doctorId),
    action: 'export_invoices',
    entity: 'invoice',
    details: { from: f.from, to: f.to, search: f.search, sort: q.sort, dir: q.dir },
  });
  const currency = deps.config.CURRENCY_LABEL;
  async function* rows(): AsyncGenerator<LedgerInvoice> {
    for (let offset = 0; ; offset += EXPORT_BATCH) {
      const batch = await ledgerRepository.page(
        deps.database,
        f,
        q.sort,
        q.dir,
        EXPORT_BATCH,
        offset,
      );
      for (const r of batch) yield itemOf(r, currency);
      if (batch.length < EXPORT_BATCH) return;
    }
  }
  return { fileName: ledgerCsvFileName(f.from ?? undefined, f.to ?? undefined), rows: rows() };
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** This doctor's invoice by INV-... number or id; 404 for anything else. */
async function ownedInvoice(deps: LedgerDeps, doctorId: string, ref: string) {
  const key = ref.trim();
  const row = await ledgerRepository.findOwned(
    deps.database,
    doctorId,
    UUID_RE.test(key) ? { id: key } : { invoiceNo: key },
  );
  if (!row) throw notFound(LEDGER_MESSAGES.invoiceNotFound);
  return row;
}

/** GET /ledger/{invoiceId}: spec section 6's ledger invoice and the patient's history with this doctor. */
export async function ledgerDetails(
  deps: LedgerDeps,
  request: FastifyRequest,
  doctorId: string,
  ref: string,
): Promise<LedgerDetails> {
  const inv = await ownedInvoice(deps, doctorId, ref);
  const [practice, history] = await Promise.all([
    practiceOf(deps.database, doctorId),
    ledgerRepository.history(deps.database, doctorId, inv.patient_id),
  ]);
  await audit(deps.database, request, {
    ...who(doctorId),
    action: 'read_invoice',
    entity: 'invoice',
    entityId: inv.id,
    patientId: inv.patient_id,
  });
  return detailsOf(inv, practice.timeZone, deps, history);
}

function detailsOf(
  inv: Awaited<ReturnType<typeof ownedInvoice>>,
  timeZone: string,
  deps: LedgerDeps,
  history: Awaited<ReturnType<typeof ledgerRepository.history>>,
): LedgerDetails {
  const paid = inv.captured_paise + inv.paid_at_clinic_paise;
  return {
    invoiceId: inv.invoice_no,
    patient: inv.patient,
    patientId: inv.patient_id,
    date: inv.date,
    treatment: inv.description,
    cost: rupees(inv.cost_paise),
    discount: rupees(inv.discount_paise),
    tax: rupees(inv.tax_paise),
    amount: rupees(inv.amount_paise),
    paid: rupees(paid),
    refunded: rupees(inv.refunded_paise),
    balance: rupees(Math.max(0, inv.amount_paise - paid + inv.refunded_paise)),
    status: invoiceStatus(inv.amount_paise, paid, inv.refunded_paise),
    paymentReference: inv.payment_ref,
    currency: deps.config.CURRENCY_LABEL,
    memberSince: clinicDateTime(new Date(inv.patient_since), timeZone).date,
    age: ageText(inv.patient_dob, deps.clock.now(), timeZone),
    phone: inv.patient_phone,
    avatar: null,
    currentInvoiceSrNo: inv.serial,
    ledgerHistory: history.map((h) => ({
      invoiceId: h.invoice_no,
      date: h.date,
      treatment: h.description,
      cost: rupees(h.cost_paise),
      amount: rupees(h.amount_paise),
    })),
  };
}

/** GET /ledger/{invoiceId}/pdf: what the PDF prints, audited as a download. */
export async function invoiceForPdf(
  deps: LedgerDeps,
  request: FastifyRequest,
  doctorId: string,
  ref: string,
) {
  const inv = await ownedInvoice(deps, doctorId, ref);
  const [practice, card] = await Promise.all([
    practiceOf(deps.database, doctorId),
    ledgerRepository.practiceCard(deps.database, doctorId),
  ]);
  await audit(deps.database, request, {
    ...who(doctorId),
    action: 'download_invoice',
    entity: 'invoice',
    entityId: inv.id,
    patientId: inv.patient_id,
  });
  const details = detailsOf(inv, practice.timeZone, deps, []);
  return {
    ...details,
    taxPercent: inv.tax_percent,
    appointmentRef: inv.appointment_public_id ? `#${inv.appointment_public_id}` : null,
    patientEmail: inv.patient_email,
    practice: {
      doctorName: card?.doctor_name ?? practice.doctorName,
      degrees: card?.degrees || null,
      registration:
        card?.verification_status === 'Verified' ? 'Medical registration verified' : null,
      clinicName: card?.clinic_name ?? null,
      clinicAddress: addressOf(card?.clinic_address, card?.clinic_city),
    },
  };
}
export type InvoicePdfData = Awaited<ReturnType<typeof invoiceForPdf>>;

/** The clinic's address, with its city unless the address already names it. */
function addressOf(address: string | null | undefined, city: string | null | undefined) {
  if (!address) return city || null;
  return city && !address.toLowerCase().includes(city.toLowerCase())
    ? `${address}, ${city}`
    : address;
}
