// The ledger's SQL: a doctor's invoices with what was received for each, a
// filter (issue date range, search), server-side sorting and paging, the
// totals of the whole filtered range, one invoice with its patient, and the
// patient's invoices with the doctor.
//
// Received for an invoice: the advance its appointment's payments captured
// online (status succeeded, or refunded later: it was received, then given
// back) plus paid_at_clinic_paise; refunded: payments with status refunded.
import type { LedgerSort } from '@clinic/shared/ledger';
import type { Database } from '../../db/client.ts';

export interface LedgerFilter {
  doctorId: string;
  /** Both or neither: the range applies only when both are given. */
  from: string | null;
  to: string | null;
  /** Lower-cased substring, or null. */
  search: string | null;
}

export interface LedgerRow {
  id: string;
  invoice_no: string;
  serial: number;
  patient_id: string;
  patient: string;
  description: string;
  date: string;
  amount_paise: number;
  paid_paise: number;
  refunded_paise: number;
  currency: string;
}

export interface LedgerTotalsRow {
  total: number;
  invoiced: number;
  paid: number;
  refunded: number;
  outstanding: number;
}

const SORT_COLUMN: Record<LedgerSort, string> = {
  // The number is INV-<year>-<serial>; the serial orders it (INV-2026-10000 after -9999).
  invoiceId: 'i.serial',
  // Code-point order, the same on PGlite and PostgreSQL whatever their locale.
  patient: 'lower(p.name) collate "C"',
  description: 'lower(i.description) collate "C"',
  date: 'i.issued_on',
  amount: 'i.amount_paise',
};

/** Received per invoice, from its appointment's payments. */
const RECEIVED = `left join lateral (
    select coalesce(sum(pm.amount_paise) filter (where pm.status in ('succeeded', 'refunded')), 0) as captured,
           coalesce(sum(pm.amount_paise) filter (where pm.status = 'refunded'), 0) as refunded
      from payments pm where pm.appointment_id = i.appointment_id
  ) pay on true`;

const FILTERED = `from invoices i
  join patients p on p.id = i.patient_id
  ${RECEIVED}
 where i.doctor_id = $1::uuid
   and ($2::date is null or $3::date is null or i.issued_on between $2::date and $3::date)
   and ($4::text is null
        or strpos(lower(i.invoice_no), $4::text) > 0
        or strpos(lower(p.name), $4::text) > 0
        or strpos(lower(i.description), $4::text) > 0)`;

const ROW_COLUMNS = `i.id, i.invoice_no, i.serial, i.patient_id, p.name as patient, i.description,
  i.issued_on::text as date, i.amount_paise, i.currency,
  (pay.captured + i.paid_at_clinic_paise)::bigint as paid_paise, pay.refunded::bigint as refunded_paise`;

const params = (f: LedgerFilter) => [f.doctorId, f.from, f.to, f.search];

const numeric = <T extends object>(row: T, keys: (keyof T)[]): T => {
  for (const k of keys) (row[k] as unknown) = Number(row[k] ?? 0);
  return row;
};
const ROW_NUMBERS: (keyof LedgerRow)[] = ['serial', 'amount_paise', 'paid_paise', 'refunded_paise'];

export const ledgerRepository = {
  /** One page (or, for the export, one batch) in the chosen order; the serial breaks ties. */
  async page(
    database: Database,
    f: LedgerFilter,
    sort: LedgerSort,
    dir: 'asc' | 'desc',
    limit: number,
    offset: number,
  ): Promise<LedgerRow[]> {
    const d = dir === 'asc' ? 'asc' : 'desc';
    const rows = await database.rows<LedgerRow>(
      `select ${ROW_COLUMNS} ${FILTERED}
        order by ${SORT_COLUMN[sort]} ${d}, i.serial ${d}
        limit $5::int offset $6::int`,
      [...params(f), limit, offset],
    );
    return rows.map((r) => numeric(r, ROW_NUMBERS));
  },

  /** Count and sums over the whole filtered range (outstanding per invoice, never below 0). */
  async totals(database: Database, f: LedgerFilter): Promise<LedgerTotalsRow> {
    const [row] = await database.rows<LedgerTotalsRow>(
      `select count(*)::int as total,
              coalesce(sum(i.amount_paise), 0)::bigint as invoiced,
              coalesce(sum(pay.captured + i.paid_at_clinic_paise), 0)::bigint as paid,
              coalesce(sum(pay.refunded), 0)::bigint as refunded,
              coalesce(sum(greatest(i.amount_paise - pay.captured - i.paid_at_clinic_paise + pay.refunded, 0)), 0)::bigint as outstanding
         ${FILTERED}`,
      params(f),
    );
    return numeric(row!, ['total', 'invoiced', 'paid', 'refunded', 'outstanding']);
  },

  /** One of this doctor's invoices by its number (any case) or its id, with the patient and the payment reference. */
  async findOwned(database: Database, doctorId: string, ref: { id?: string; invoiceNo?: string }) {
    const [row] = await database.rows<InvoiceDetailRow>(
      `select i.id, i.invoice_no, i.serial, i.patient_id, i.description, i.issued_on::text as date,
              i.cost_paise, i.discount_paise, i.tax_paise, i.tax_percent, i.amount_paise, i.currency,
              i.paid_at_clinic_paise, pay.captured::bigint as captured_paise, pay.refunded::bigint as refunded_paise,
              (select coalesce(pm.provider_ref, pm.id::text) from payments pm
                where pm.appointment_id = i.appointment_id and pm.status in ('succeeded', 'refunded')
                order by pm.created_at desc limit 1) as payment_ref,
              a.public_id as appointment_public_id,
              p.name as patient, p.phone as patient_phone, p.email as patient_email,
              p.date_of_birth::text as patient_dob, p.created_at as patient_since
         from invoices i
         join patients p on p.id = i.patient_id
         left join appointments a on a.id = i.appointment_id
         ${RECEIVED}
        where i.doctor_id = $1::uuid
          and (($2::uuid is not null and i.id = $2::uuid) or ($3::text is not null and upper(i.invoice_no) = upper($3::text)))`,
      [doctorId, ref.id ?? null, ref.invoiceNo ?? null],
    );
    if (!row) return null;
    return numeric(row, [
      'serial',
      'cost_paise',
      'discount_paise',
      'tax_paise',
      'tax_percent',
      'amount_paise',
      'paid_at_clinic_paise',
      'captured_paise',
      'refunded_paise',
    ]);
  },

  /** The patient's invoices with this doctor, newest first. */
  async history(database: Database, doctorId: string, patientId: string) {
    const rows = await database.rows<{
      invoice_no: string;
      date: string;
      description: string;
      cost_paise: number;
      amount_paise: number;
    }>(
      `select invoice_no, issued_on::text as date, description, cost_paise, amount_paise
         from invoices where doctor_id = $1::uuid and patient_id = $2::uuid
        order by issued_on desc, serial desc limit 200`,
      [doctorId, patientId],
    );
    return rows.map((r) => numeric(r, ['cost_paise', 'amount_paise']));
  },

  /** What the invoice PDF prints about the practice: the doctor and the first clinic. */
  async practiceCard(database: Database, doctorId: string) {
    const [row] = await database.rows<{
      doctor_name: string;
      degrees: string | null;
      verification_status: string | null;
      clinic_name: string | null;
      clinic_address: string | null;
      clinic_city: string | null;
    }>(
      `select u.name as doctor_name, d.degrees, d.verification_status::text as verification_status,
              c.name as clinic_name, c.address as clinic_address, c.city as clinic_city
         from users u
         left join doctor_profiles d on d.user_id = u.id
         left join lateral (select name, address, city from clinics where doctor_id = u.id
                             order by created_at limit 1) c on true
        where u.id = $1::uuid`,
      [doctorId],
    );
    return row ?? null;
  },
};

export interface InvoiceDetailRow {
  id: string;
  invoice_no: string;
  serial: number;
  patient_id: string;
  description: string;
  date: string;
  cost_paise: number;
  discount_paise: number;
  tax_paise: number;
  tax_percent: number;
  amount_paise: number;
  currency: string;
  paid_at_clinic_paise: number;
  captured_paise: number;
  refunded_paise: number;
  payment_ref: string | null;
  appointment_public_id: number | null;
  patient: string;
  patient_phone: string | null;
  patient_email: string | null;
  patient_dob: string | null;
  patient_since: Date | string;
}
