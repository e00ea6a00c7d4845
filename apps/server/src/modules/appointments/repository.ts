// SQL of the doctor's appointments. Every query is scoped by doctor_id: another
// doctor's appointment is simply not found. Lists are one query each, paged in
// the database with the total from a window function.
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { AppointmentStatus } from '@clinic/shared/constants';
import type { AppointmentSort } from '@clinic/shared/portal';
import type { Database, Db } from '../../db/client.ts';
import {
  appointments,
  documents,
  invoices,
  patients,
  prescriptions,
  scheduledMessages,
  users,
} from '../../db/schema.ts';
import { upcomingCondition } from './upcoming.ts';
import { appointmentColumns, type AppointmentListRow } from './view.ts';
import { isUuid } from '../../lib/uuid.ts';

export type AppointmentRecord = typeof appointments.$inferSelect;
export type PatientRecord = typeof patients.$inferSelect;

/** A Pending request the expiry sweep cancelled. */
export interface ExpiredRequest {
  id: string;
  publicId: number;
  doctorId: string;
  patientId: string | null;
  startAt: Date;
  phone: string | null;
  email: string | null;
  doctorName: string;
  timeZone: string;
  /** The language the patient booked in ('en' or 'hi'). */
  language: string;
}

export interface ListFilter {
  doctorId: string;
  timeZone: string;
  /** Inclusive lower bound on the start. */
  from?: Date | undefined;
  /** Exclusive upper bound on the start. */
  to?: Date | undefined;
  status?: AppointmentStatus | undefined;
  /** Only upcoming appointments (upcoming.ts): the start of today in the clinic's zone. */
  upcomingSince?: Date | undefined;
  search?: string | undefined;
  /**
   * null: the nearest dates first, around `today` (the start of today in the clinic's
   * zone): appointments from today on, soonest first, then the earlier ones, latest first.
   */
  sort: AppointmentSort | null;
  dir: 'asc' | 'desc';
  today: Date;
  limit: number;
  offset: number;
}

const TYPE_LABEL_SQL = `case a.mode when 'clinic' then 'Clinic Visit' when 'home' then 'Home Visit' else 'Virtual' end`;
/** The name the list shows, kept on the appointment (migration 0020): no join to sort or search by it. */
const PATIENT_SQL = `coalesce(a.patient_name, a.patient_email, '')`;

/** Positional parameters, numbered as they are used; the clinic's zone is added once, when needed. */
class Params {
  readonly values: unknown[] = [];
  private tzRef: string | undefined;
  constructor(private readonly timeZone: string) {}
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
  tz(): string {
    return (this.tzRef ??= `${this.add(this.timeZone)}::text`);
  }
}

/** Sort keys over `appointments a`; the patient's is the expression of its index. */
const ORDER_BY: Record<AppointmentSort, (q: Params) => string> = {
  publicId: () => 'a.public_id',
  patient: () => `lower(${PATIENT_SQL})`,
  treatment: () => `lower(coalesce(a.treatment, a.title, ''))`,
  appointmentType: () => TYPE_LABEL_SQL,
  status: () => 'a.status::text',
  date: () => 'a.start_at',
  time: (q) => `(a.start_at at time zone ${q.tz()})::time`,
};

/** `%` and `_` typed by the user are literal characters, not wildcards. */
const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(f: ListFilter, q: Params): string {
  // Typed placeholders: PGlite answers a query several times faster when it need
  // not infer parameter types.
  const where = [`a.doctor_id = ${q.add(f.doctorId)}::uuid`];
  if (f.from) where.push(`a.start_at >= ${q.add(f.from.toISOString())}::timestamptz`);
  if (f.to) where.push(`a.start_at < ${q.add(f.to.toISOString())}::timestamptz`);
  if (f.status) where.push(`a.status = ${q.add(f.status)}::appointment_status`);
  if (f.upcomingSince) {
    const since = `${q.add(f.upcomingSince.toISOString())}::timestamptz`;
    where.push(upcomingCondition((column) => `a.${column}`, since));
  }
  if (f.search) {
    // The same texts the list shows: #id, patient, treatment, type, '12 Mar 2026', '09:00 AM'.
    const s = `${q.add(likePattern(f.search))}::text`;
    const local = `a.start_at at time zone ${q.tz()}`;
    where.push(`(('#' || a.public_id) ilike ${s} or ${PATIENT_SQL} ilike ${s}
      or coalesce(a.treatment, a.title, '') ilike ${s} or ${TYPE_LABEL_SQL} ilike ${s}
      or to_char(${local}, 'DD Mon YYYY') ilike ${s} or to_char(${local}, 'HH12:MI AM') ilike ${s})`);
  }
  return where.join(' and ');
}

/**
 * A page of the list is kept until the doctor's calendar or practice changes
 * (on any instance), at most this long ("upcoming" moves with the clock);
 * every read is still audited.
 */
export const APPOINTMENT_LIST_MAX_AGE_MS = 30_000;

export interface AppointmentPage {
  rows: AppointmentListRow[];
  total: number;
}

export const appointmentRepository = {
  /**
   * One page of the doctor's appointments and the number matching, in one
   * statement whatever the number of appointments: the page is cut on ids
   * (an index scan on the doctor's start times for the default order), then
   * only its rows are read in full.
   */
  async list(database: Database, f: ListFilter): Promise<AppointmentPage> {
    const q = new Params(f.timeZone);
    const where = whereOf(f, q);
    const dir = f.dir === 'asc' ? 'asc' : 'desc';
    let order: string;
    if (f.sort) {
      order = `${ORDER_BY[f.sort](q)} ${dir}, a.start_at ${dir}, a.public_id ${dir}`;
    } else {
      const today = `${q.add(f.today.toISOString())}::timestamptz`;
      order = `(a.start_at < ${today}), case when a.start_at >= ${today} then a.start_at end asc,
        a.start_at desc, a.public_id asc`;
    }
    const limit = `limit ${q.add(f.limit)}::int offset ${q.add(f.offset)}::int`;
    const columns = appointmentColumns(q.tz());
    const numbered = `select a.id, row_number() over (order by ${order}) as n
          from appointments a where ${where}`;
    // A text search tests every one of the doctor's appointments: its matches
    // are made once, for the count and the page. Without one, the count is an
    // index-only scan and the page stops after its rows.
    const [ctes, counted] = f.search
      ? [
          `matched as materialized (${numbered}),
           page as (select id, n from matched order by n ${limit})`,
          'matched',
        ]
      : [`page as (${numbered} order by ${order} ${limit})`, `appointments a where ${where}`];
    // The count row is always there; a page past the end joins no appointment.
    const sql = `with ${ctes}
      select t.total, ${columns}
        from (select count(*)::int as total from ${counted}) t
        left join page on true
        left join appointments a on a.id = page.id
       order by page.n`;
    const rows = await database.rows<AppointmentListRow & { total: number }>(sql, q.values);
    const total = Number(rows[0]?.total ?? 0);
    return { rows: rows.filter((r) => r.id !== null), total };
  },

  /** The appointment with its patient and invoice, if it is this doctor's. `ref` is a uuid or the public number. */
  async findOwned(db: Db, doctorId: string, ref: AppointmentRef) {
    const [row] = await db
      .select({
        a: appointments,
        p: patients,
        invoiceNo: invoices.invoiceNo,
        invoiceAmountPaise: invoices.amountPaise,
      })
      .from(appointments)
      .leftJoin(patients, eq(patients.id, appointments.patientId))
      .leftJoin(invoices, eq(invoices.appointmentId, appointments.id))
      .where(and(eq(appointments.doctorId, doctorId), refCondition(ref)))
      .limit(1);
    return row;
  },

  /** Locks the row for the rest of the transaction (Save & Invoice). */
  async lockOwned(tx: Db, doctorId: string, id: string): Promise<AppointmentRecord | undefined> {
    const [row] = await tx
      .select()
      .from(appointments)
      .where(and(eq(appointments.doctorId, doctorId), eq(appointments.id, id)))
      .for('update')
      .limit(1);
    return row;
  },

  /** Moves the status on only if nobody changed it meanwhile. */
  async markStatus(db: Db, id: string, from: AppointmentStatus, to: AppointmentStatus, now: Date) {
    const [row] = await db
      .update(appointments)
      .set({
        status: to,
        updatedAt: now,
        ...(to === 'Cancelled' ? { cancelledAt: now } : {}),
      })
      .where(and(eq(appointments.id, id), eq(appointments.status, from)))
      .returning();
    return row;
  },

  async setDoctorNotes(db: Db, id: string, notes: string, now: Date) {
    await db
      .update(appointments)
      .set({ doctorNotes: notes, updatedAt: now })
      .where(eq(appointments.id, id));
  },

  /** One UPDATE: the overlap constraint checks the new range against every other active appointment. */
  async moveTo(db: Db, id: string, start: Date, end: Date, now: Date) {
    const [row] = await db
      .update(appointments)
      .set({ startAt: start, endAt: end, updatedAt: now, reminderSentAt: null })
      .where(and(eq(appointments.id, id), inArray(appointments.status, ['Pending', 'Confirmed'])))
      .returning();
    return row;
  },

  /**
   * Cancels up to `batch` Pending requests whose start has come (rows another
   * sweep holds are skipped); answers them with what the patient's message needs.
   */
  async expireDue(db: Db, now: Date, batch: number): Promise<ExpiredRequest[]> {
    const at = now.toISOString();
    const res = await db.execute(sql`
      with due as (
        select id from appointments
         where status = 'Pending' and start_at <= ${at}
         order by start_at
         limit ${batch}
         for update skip locked
      ), done as (
        update appointments a
           set status = 'Cancelled', cancelled_at = ${at}, updated_at = ${at}
          from due
         where a.id = due.id and a.status = 'Pending'
        returning a.id, a.public_id, a.doctor_id, a.clinic_id, a.patient_id, a.start_at, a.patient_email, a.language
      )
      select done.id, done.public_id::int as "publicId", done.doctor_id as "doctorId",
             done.patient_id as "patientId", done.start_at as "startAt",
             coalesce(pt.phone, pt.owner_phone) as phone,
             coalesce(done.patient_email, pt.email) as email,
             u.name as "doctorName", coalesce(c.time_zone, 'Asia/Kolkata') as "timeZone",
             done.language
        from done
        join users u on u.id = done.doctor_id
        left join patients pt on pt.id = done.patient_id
        left join clinics c on c.id = done.clinic_id`);
    return (res as unknown as { rows: ExpiredRequest[] }).rows.map((r) => ({
      ...r,
      startAt: new Date(r.startAt),
    }));
  },

  /** Unsent reminders of these appointments (in the caller's transaction). */
  async dropUnsentRemindersOf(db: Db, appointmentIds: string[]) {
    if (!appointmentIds.length) return;
    await db
      .delete(scheduledMessages)
      .where(
        and(
          inArray(scheduledMessages.appointmentId, appointmentIds),
          isNull(scheduledMessages.sentAt),
        ),
      );
  },

  async dropUnsentReminders(database: Database, appointmentId: string) {
    await database.rows(
      `delete from scheduled_messages where appointment_id = $1 and sent_at is null`,
      [appointmentId],
    );
  },

  /** Files kept for this patient by this doctor, other than prescriptions (listed on their own). */
  async patientDocuments(db: Db, doctorId: string, patientId: string) {
    return db
      .select({
        id: documents.id,
        name: documents.originalName,
        sizeBytes: documents.sizeBytes,
        createdAt: documents.createdAt,
      })
      .from(documents)
      .where(
        and(
          eq(documents.ownerId, doctorId),
          eq(documents.patientId, patientId),
          ne(documents.kind, 'prescription'),
        ),
      )
      .orderBy(desc(documents.createdAt))
      .limit(100);
  },

  /** This doctor's prescriptions for the patient, newest first. */
  async patientPrescriptions(db: Db, doctorId: string, patientId: string) {
    return db
      .select({
        code: prescriptions.code,
        doctor: users.name,
        medication: prescriptions.medication,
        documentId: prescriptions.documentId,
        createdAt: prescriptions.createdAt,
      })
      .from(prescriptions)
      .innerJoin(users, eq(users.id, prescriptions.doctorId))
      .where(and(eq(prescriptions.doctorId, doctorId), eq(prescriptions.patientId, patientId)))
      .orderBy(desc(prescriptions.createdAt))
      .limit(100);
  },
};

export type AppointmentRef = { id: string } | { publicId: number };

/** '0b9e…' (uuid), '1122584' or '#1122584' -> a reference; anything else null. */
export function parseRef(raw: string): AppointmentRef | null {
  const num = /^#?(\d{1,15})$/.exec(raw);
  if (num) return { publicId: Number(num[1]) };
  if (isUuid(raw)) return { id: raw.toLowerCase() };
  return null;
}

function refCondition(ref: AppointmentRef) {
  return 'id' in ref ? eq(appointments.id, ref.id) : eq(appointments.publicId, ref.publicId);
}
