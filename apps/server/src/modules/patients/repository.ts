// The patients' SQL: a doctor's patients (anyone with an appointment that was
// not cancelled or rejected) with their Completed visits, filtered, sorted and
// paged; one patient's record with this doctor; notes and lab reports.
// Definitions: packages/shared/src/patients.ts.
import { and, eq, isNull } from 'drizzle-orm';
import type { PatientSort } from '@clinic/shared/patients';
import type { Database, Db } from '../../db/client.ts';
import { consultationNotes, documents } from '../../db/schema.ts';

export interface PatientFilter {
  doctorId: string;
  timeZone: string;
  /** The clinic-zone date ages are computed on. */
  today: string;
  /** Lower-cased substring of the name, or null. */
  search: string | null;
  /** The digits of the search, matched inside the mobile number; null when it has none. */
  searchDigits: string | null;
  /** Both or neither: the range applies only when both are given. */
  lastVisitFrom: string | null;
  lastVisitTo: string | null;
}

export interface PatientRow {
  id: string;
  name: string;
  age: number | null;
  gender: string | null;
  mobile: string | null;
  last_visit: string | null;
  visits: number;
}

/**
 * Per patient of the doctor: Completed visits and the latest one's date in the
 * clinic's zone. The HAVING is the dashboard's Total Patients definition.
 */
const MINE = `with mine as (
    select a.patient_id,
           count(*) filter (where a.status = 'Completed')::int as visits,
           max(a.start_at) filter (where a.status = 'Completed') as last_at
      from appointments a
     where a.doctor_id = $1::uuid and a.patient_id is not null
     group by a.patient_id
    having count(*) filter (where a.status not in ('Cancelled', 'Rejected')) > 0
  ), listed as (
    select p.id, p.name, p.phone as mobile, p.gender::text as gender, m.visits, m.last_at,
           to_char(m.last_at at time zone $2::text, 'YYYY-MM-DD') as last_visit,
           extract(year from age($3::date, p.date_of_birth))::int as age
      from mine m join patients p on p.id = m.patient_id
  )`;

const FILTER = `where ($4::text is null
          or strpos(lower(l.name), $4::text) > 0
          or ($5::text is not null and strpos(coalesce(l.mobile, ''), $5::text) > 0))
    and ($6::date is null or $7::date is null
          or (l.last_visit is not null and l.last_visit::date between $6::date and $7::date))`;

const SORT_COLUMN: Record<PatientSort, string> = {
  // Code-point order, the same on PGlite and PostgreSQL whatever their locale.
  name: 'lower(l.name) collate "C"',
  age: 'l.age',
  mobile: 'l.mobile collate "C"',
  lastVisit: 'l.last_at',
  visits: 'l.visits',
};

const params = (f: PatientFilter) => [
  f.doctorId,
  f.timeZone,
  f.today,
  f.search,
  f.searchDigits,
  f.lastVisitFrom,
  f.lastVisitTo,
];

export const patientsRepository = {
  /** One page in the chosen order; unknown values (no age, no mobile, no visit) last; name then id break ties. */
  async page(
    database: Database,
    f: PatientFilter,
    sort: PatientSort,
    dir: 'asc' | 'desc',
    limit: number,
    offset: number,
  ): Promise<PatientRow[]> {
    const d = dir === 'asc' ? 'asc' : 'desc';
    const rows = await database.rows<PatientRow>(
      `${MINE}
       select l.id, l.name, l.age, l.gender, l.mobile, l.last_visit, l.visits
         from listed l ${FILTER}
        order by ${SORT_COLUMN[sort]} ${d} nulls last, lower(l.name) collate "C" asc, l.id asc
        limit $8::int offset $9::int`,
      [...params(f), limit, offset],
    );
    return rows.map((r) => ({
      ...r,
      age: r.age === null ? null : Number(r.age),
      visits: Number(r.visits),
    }));
  },

  async count(database: Database, f: PatientFilter): Promise<number> {
    const [row] = await database.rows<{ total: number }>(
      `${MINE} select count(*)::int as total from listed l ${FILTER}`,
      params(f),
    );
    return Number(row?.total ?? 0);
  },

  /** The patient with this doctor's figures, or null when they are not this doctor's patient. */
  async findMine(
    database: Database,
    doctorId: string,
    patientId: string,
    timeZone: string,
    today: string,
  ) {
    const [row] = await database.rows<PatientRow & { email: string | null; member_since: string }>(
      `${MINE}
       select l.id, l.name, l.age, l.gender, l.mobile, l.last_visit, l.visits, p.email,
              to_char(p.created_at at time zone $2::text, 'YYYY-MM-DD') as member_since
         from listed l join patients p on p.id = l.id
        where l.id = $4::uuid`,
      [doctorId, timeZone, today, patientId],
    );
    if (!row) return null;
    return { ...row, age: row.age === null ? null : Number(row.age), visits: Number(row.visits) };
  },

  /** Every appointment of the patient with this doctor, newest first, with where it takes place. */
  async bookings(database: Database, doctorId: string, patientId: string, timeZone: string) {
    return database.rows<{
      id: string;
      public_id: string;
      local_date: string;
      start_clock: string;
      mode: 'clinic' | 'virtual' | 'home';
      status: string;
      treatment: string;
      clinic_name: string | null;
      home_address: string | null;
    }>(
      `select a.id, a.public_id::text as public_id, a.mode, a.status::text as status,
              coalesce(a.treatment, a.title, '') as treatment,
              to_char(a.start_at at time zone $3::text, 'YYYY-MM-DD') as local_date,
              to_char(a.start_at at time zone $3::text, 'HH12:MI AM') as start_clock,
              c.name as clinic_name, a.home_address
         from appointments a left join clinics c on c.id = a.clinic_id
        where a.doctor_id = $1::uuid and a.patient_id = $2::uuid
        order by a.start_at desc, a.public_id desc
        limit 500`,
      [doctorId, patientId, timeZone],
    );
  },

  /** This doctor's prescriptions for the patient, newest first; a removed file has no document. */
  async prescriptions(database: Database, doctorId: string, patientId: string, timeZone: string) {
    return database.rows<{
      code: string;
      medication: string;
      date: string;
      doctor: string;
      document_id: string | null;
    }>(
      `select r.code, r.medication, to_char(r.created_at at time zone $3::text, 'YYYY-MM-DD') as date,
              u.name as doctor,
              case when d.id is not null and d.file_removed_at is null then d.id::text end as document_id
         from prescriptions r
         join users u on u.id = r.doctor_id
         left join documents d on d.id = r.document_id
        where r.doctor_id = $1::uuid and r.patient_id = $2::uuid
        order by r.created_at desc, r.code desc
        limit 500`,
      [doctorId, patientId, timeZone],
    );
  },

  async notes(database: Database, doctorId: string, patientId: string) {
    return database.rows<{ id: string; content: string; created_at: Date | string }>(
      `select id, content, created_at from consultation_notes
        where doctor_id = $1::uuid and patient_id = $2::uuid
        order by created_at desc, id desc
        limit 500`,
      [doctorId, patientId],
    );
  },

  async labReports(database: Database, doctorId: string, patientId: string, timeZone: string) {
    return database.rows<{
      id: string;
      name: string;
      size: number;
      mime: string;
      date: string;
    }>(
      `select id, original_name as name, size_bytes as size, mime,
              to_char(created_at at time zone $3::text, 'YYYY-MM-DD') as date
         from documents
        where owner_id = $1::uuid and patient_id = $2::uuid and kind = 'labReport'
          and file_removed_at is null
        order by created_at desc, id desc
        limit 500`,
      [doctorId, patientId, timeZone],
    );
  },

  async insertNote(tx: Db, v: { doctorId: string; patientId: string; content: string; now: Date }) {
    const [row] = await tx
      .insert(consultationNotes)
      .values({
        doctorId: v.doctorId,
        patientId: v.patientId,
        content: v.content,
        createdAt: v.now,
      })
      .returning();
    return row!;
  },

  async insertLabReport(
    tx: Db,
    v: {
      id: string;
      doctorId: string;
      patientId: string;
      storageKey: string;
      name: string;
      size: number;
      mime: string;
      now: Date;
    },
  ) {
    await tx.insert(documents).values({
      id: v.id,
      ownerId: v.doctorId,
      patientId: v.patientId,
      kind: 'labReport',
      storageKey: v.storageKey,
      originalName: v.name,
      sizeBytes: v.size,
      mime: v.mime,
      status: 'Verified',
      createdAt: v.now,
    });
  },

  /** Marks this doctor's lab report of the patient removed; its storage key, or null when there is none. */
  async markLabReportRemoved(
    tx: Db,
    v: { doctorId: string; patientId: string; documentId: string; now: Date },
  ): Promise<string | null> {
    const [row] = await tx
      .update(documents)
      .set({ fileRemovedAt: v.now })
      .where(
        and(
          eq(documents.id, v.documentId),
          eq(documents.ownerId, v.doctorId),
          eq(documents.patientId, v.patientId),
          eq(documents.kind, 'labReport'),
          isNull(documents.fileRemovedAt),
        ),
      )
      .returning({ storageKey: documents.storageKey });
    return row?.storageKey ?? null;
  },
};
