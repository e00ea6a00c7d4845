// The ledger's CSV export with 10,000 invoices: the demo doctor's seeded
// invoices plus bench invoices written straight into the database while the
// server is stopped (Save & Invoice needs visits that have started, which the
// API cannot create in the past), then the whole export downloaded and timed.
import path from 'node:path';
import { openDatabase } from '../src/db/client.ts';

type Record = (name: string, value: string, target?: string, ok?: boolean | null) => void;

export const LEDGER_BENCH_INVOICES = 10_000;
export const LEDGER_EXPORT_TARGET_MS = 2000;
const DEMO_DOCTOR = { phoneNumber: '9876543210', password: 'Demo@1234' };

/** Tops the demo doctor up to LEDGER_BENCH_INVOICES invoices; run while no server holds the database. */
export async function addLedgerInvoices(dataDir: string): Promise<number> {
  const database = await openDatabase(
    process.env.DATABASE_URL
      ? { url: process.env.DATABASE_URL }
      : { dataDir: path.join(dataDir, 'pglite') },
  );
  try {
    const [doctor] = await database.rows<{ id: string; serial: number; invoices: number }>(
      `select u.id, p.invoice_serial as serial,
              (select count(*)::int from invoices i where i.doctor_id = u.id) as invoices
         from users u join doctor_profiles p on p.user_id = u.id
        where u.phone = $1`,
      [`+91${DEMO_DOCTOR.phoneNumber}`],
    );
    if (!doctor) throw new Error('the demo doctor is not seeded');
    const missing = Math.max(0, LEDGER_BENCH_INVOICES - doctor.invoices);
    if (missing === 0) return 0;
    // Serials after the doctor's, spread over two years, patients taken in turn;
    // one statement, so the serial moves with the rows.
    await database.rows(
      `with pts as (
         select array_agg(distinct patient_id) as ids from appointments
          where doctor_id = $1::uuid and patient_id is not null
       ), g as (
         select n, $2::int + n as serial, date '2024-06-01' + (n % 700) as issued_on,
                50000 + (n % 7) * 10000 as amount from generate_series(1, $3::int) n
       ), added as (
         insert into invoices (doctor_id, serial, invoice_no, patient_id, description,
                               cost_paise, amount_paise, paid_at_clinic_paise, currency, issued_on)
         select $1::uuid, g.serial,
                'INV-' || extract(year from g.issued_on)::int || '-' || lpad(g.serial::text, greatest(4, length(g.serial::text)), '0'),
                pts.ids[1 + g.n % array_length(pts.ids, 1)],
                'Follow-up, "bench" visit ' || g.n, g.amount, g.amount,
                case when g.n % 5 = 0 then 0 else g.amount end, 'INR', g.issued_on
           from g, pts
         returning 1
       )
       update doctor_profiles set invoice_serial = invoice_serial + (select count(*) from added)
        where user_id = $1::uuid`,
      [doctor.id, doctor.serial, missing],
    );
    return missing;
  } finally {
    await database.close();
  }
}

/** Downloads the whole export (all invoices, by date) and times it from request to last byte. */
export async function benchLedgerExport(server: { url: string }, record: Record): Promise<void> {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_DOCTOR),
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const url = `${server.url}/api/ledger/export.csv?sort=date&dir=desc`;
  await (await fetch(url, { headers })).arrayBuffer(); // warm up
  const runs: { ms: number; rows: number }[] = [];
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    const text = await res.text();
    const ms = performance.now() - started;
    if (!res.ok) throw new Error(`export: ${res.status} ${text.slice(0, 200)}`);
    runs.push({ ms, rows: text.split('\r\n').filter(Boolean).length - 1 });
  }
  const worst = runs.reduce((a, b) => (b.ms > a.ms ? b : a));
  record(
    `GET /api/ledger/export.csv, ${worst.rows} invoices (worst of 3)`,
    `${worst.ms.toFixed(0)} ms`,
    `≤ ${LEDGER_EXPORT_TARGET_MS} ms, ≥ ${LEDGER_BENCH_INVOICES} rows`,
    worst.ms <= LEDGER_EXPORT_TARGET_MS && worst.rows >= LEDGER_BENCH_INVOICES,
  );
}
