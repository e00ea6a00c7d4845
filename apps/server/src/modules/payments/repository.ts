// SQL of the payments module: the doctor's payout settings (columns of
// doctor_profiles), the payments of an appointment, the refund of one, and the
// list of received payments and refunds.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { doctorProfiles, payments } from '../../db/schema.ts';

export interface PayoutSettingsRecord {
  paymentMethod: string | null;
  ifscCode: string | null;
  accountHolderName: string | null;
  accountNumber: string | null;
  cashHandler: string | null;
}

const settingsColumns = {
  paymentMethod: doctorProfiles.paymentMethod,
  ifscCode: doctorProfiles.ifscCode,
  accountHolderName: doctorProfiles.accountHolderName,
  accountNumber: doctorProfiles.accountNumber,
  cashHandler: doctorProfiles.cashHandler,
};

/** A payment to refund, with what the refund and its SMS need. */
export interface RefundTarget {
  id: string;
  status: string;
  providerRef: string | null;
  /** The charge's key at the gateway (a held booking's payment has one). */
  idempotencyKey: string | null;
  amountPaise: number;
  appointmentId: string;
  publicId: number;
  patientId: string | null;
  phone: string | null;
  currency: string;
  /** The language the patient booked in ('en' or 'hi'): the refund SMS is written in it. */
  language: string;
}

export interface PaymentListRow {
  id: string;
  appointment_id: string;
  public_id: string;
  patient: string;
  kind: 'advance' | 'refund';
  amount_paise: number;
  status: 'Paid' | 'Refunded';
  reference: string | null;
  date: string;
}

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

// One row per received advance and one per refund, dated in the clinic's zone.
const listSource = (doctorId: string) => sql`
  select p.id::text as id, a.id::text as appointment_id, a.public_id::text as public_id,
         coalesce(pt.name, a.title, '') as patient, 'advance' as kind, p.amount_paise,
         case when p.status = 'refunded' then 'Refunded' else 'Paid' end as status,
         p.provider_ref as reference, p.created_at as at,
         (p.created_at at time zone coalesce(c.time_zone, 'Asia/Kolkata'))::date as day
    from payments p
    join appointments a on a.id = p.appointment_id
    left join patients pt on pt.id = a.patient_id
    left join clinics c on c.id = a.clinic_id
   where a.doctor_id = ${doctorId} and p.status in ('succeeded', 'refunded')
  union all
  select p.id::text || ':refund', a.id::text, a.public_id::text,
         coalesce(pt.name, a.title, ''), 'refund', p.amount_paise, 'Refunded',
         p.refund_ref, p.refunded_at,
         (p.refunded_at at time zone coalesce(c.time_zone, 'Asia/Kolkata'))::date
    from payments p
    join appointments a on a.id = p.appointment_id
    left join patients pt on pt.id = a.patient_id
    left join clinics c on c.id = a.clinic_id
   where a.doctor_id = ${doctorId} and p.status = 'refunded' and p.refunded_at is not null`;

const dayFilter = (from?: string, to?: string) => sql`
  where (${from ?? null}::date is null or day >= ${from ?? null}::date)
    and (${to ?? null}::date is null or day <= ${to ?? null}::date)`;

export const paymentRepository = {
  async settings(db: Db, doctorId: string): Promise<PayoutSettingsRecord | undefined> {
    const [row] = await db
      .select(settingsColumns)
      .from(doctorProfiles)
      .where(eq(doctorProfiles.userId, doctorId))
      .limit(1);
    return row;
  },

  /** Writes the given fields; answers the stored settings, or undefined without a profile. */
  async saveSettings(
    db: Db,
    doctorId: string,
    values: Partial<PayoutSettingsRecord>,
    now: Date,
  ): Promise<PayoutSettingsRecord | undefined> {
    const [row] = await db
      .update(doctorProfiles)
      .set({ ...values, updatedAt: now })
      .where(eq(doctorProfiles.userId, doctorId))
      .returning(settingsColumns);
    return row;
  },

  /** The captured payments of an appointment (the ones a refund can give back). */
  async capturedOf(db: Db, appointmentId: string): Promise<string[]> {
    const rows = await db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.appointmentId, appointmentId), eq(payments.status, 'succeeded')));
    return rows.map((r) => r.id);
  },

  /**
   * The payment with what its refund needs; with `lock`, locked until the
   * transaction ends (without, as read before calling the gateway).
   */
  async refundTarget(
    db: Db,
    paymentId: string,
    { lock }: { lock: boolean },
  ): Promise<RefundTarget | undefined> {
    const res = await db.execute(sql`
      select p.id, p.status, p.provider_ref as "providerRef",
             p.idempotency_key as "idempotencyKey", p.amount_paise as "amountPaise",
             a.id as "appointmentId", a.public_id::int as "publicId", a.patient_id as "patientId",
             coalesce(pt.phone, pt.owner_phone) as phone, coalesce(c.currency, 'INR') as currency,
             a.language
        from payments p
        join appointments a on a.id = p.appointment_id
        left join patients pt on pt.id = a.patient_id
        left join clinics c on c.id = a.clinic_id
       where p.id = ${paymentId}
       ${lock ? sql`for update of p` : sql``}`);
    return rowsOf<RefundTarget>(res)[0];
  },

  /**
   * Settles a payment left 'pending' by an abandoned hold with what the gateway
   * knows of its key: captured (with its reference) or failed (never charged).
   */
  async settlePending(db: Db, paymentId: string, providerRef: string | null): Promise<void> {
    await db
      .update(payments)
      .set(
        providerRef
          ? { status: 'succeeded', providerRef }
          : { status: 'failed', providerRef: null },
      )
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')));
  },

  /** Marks a captured payment refunded; false when it was not captured (already refunded). */
  async markRefunded(db: Db, paymentId: string, refundRef: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(payments)
      .set({ status: 'refunded', refundRef, refundedAt: now })
      .where(and(eq(payments.id, paymentId), inArray(payments.status, ['succeeded'])))
      .returning({ id: payments.id });
    return rows.length > 0;
  },

  async list(
    db: Db,
    doctorId: string,
    q: { from?: string; to?: string; limit: number; offset: number },
  ): Promise<{ rows: PaymentListRow[]; total: number }> {
    const [rowsRes, countRes] = await Promise.all([
      db.execute(sql`
        select id, appointment_id, public_id, patient, kind, amount_paise, status, reference,
               day::text as date
          from (${listSource(doctorId)}) x
          ${dayFilter(q.from, q.to)}
         order by at desc, kind desc, id
         limit ${q.limit} offset ${q.offset}`),
      db.execute(sql`
        select count(*)::int as n from (${listSource(doctorId)}) x ${dayFilter(q.from, q.to)}`),
    ]);
    return {
      rows: rowsOf<PaymentListRow>(rowsRes),
      total: rowsOf<{ n: number }>(countRes)[0]?.n ?? 0,
    };
  },
};
