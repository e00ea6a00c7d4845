// The scale data set of `npm run bench -- --scale` (issue 12, point 7):
// 100,000 more doctors (with clinics, hours and specialities drawn from the
// demo seed's own distribution over cities and specialities), 1,000,000
// patients and 10,000,000 appointments over two years and the next 14 days,
// plus an invoice for a third of the completed visits. Written set-based
// (insert ... select from generate_series) on a database the server already
// migrated and seeded with the demo data, so the reference tables and the demo
// doctor are there. Deterministic: every id and value is a hash of the row's
// numbers, so two seeds give the same data and the bench can find its doctors.
//
// The load runs with session_replication_role = replica (no foreign-key or
// change-feed triggers: nothing listens while the bench seeds, and the keys
// are correct by construction, checked once at the end), with the secondary
// indexes and the exclusion constraint of appointments and invoices dropped
// and rebuilt afterwards: rebuilding the exclusion constraint is also the
// proof that no doctor has two overlapping active appointments.
import pg from 'pg';

export const SCALE_DOCTORS = 100_000;
/** Doctors 1..BUSY_DOCTORS carry BUSY_APPOINTMENTS each; the rest about 81 each. */
export const BUSY_DOCTORS = 1_000;
export const BUSY_APPOINTMENTS = 2_000;
export const SCALE_PATIENTS = 1_000_000;
/** The appointment grid: 744 days (730 past, today, 13 ahead) of 16 half-hour places. */
const GRID_DAYS = 744;
const PAST_DAYS = 730;
const PLACES_PER_DAY = 16;
const CHUNK_DAYS = 31;
export const SCALE_PASSWORD = 'Bench@1234';

/** The phone (10 digits, no +91) of scale doctor i (1-based). Demo phones start 6-9, these 5. */
export const scaleDoctorPhone = (i: number) => `5${String(i).padStart(9, '0')}`;

export interface ScaleCounts {
  doctors: number;
  appointments: number;
  patients: number;
  invoices: number;
}

export async function scaleCounts(client: pg.Client): Promise<ScaleCounts> {
  // Estimates are enough to decide whether to seed; exact counts of 10M rows take seconds.
  const { rows } = await client.query<{ t: string; n: string }>(
    `select 'doctors' as t, count(*) as n from users where phone like '+915%' and role = 'doctor'
     union all select 'patients', count(*) from patients where owner_phone like '+914%'
     union all select 'appointments', count(*) from appointments where public_id >= 100000000
     union all select 'invoices', count(*) from invoices where invoice_no like 'SB%'`,
  );
  const get = (t: string) => Number(rows.find((r) => r.t === t)?.n ?? 0);
  return {
    doctors: get('doctors'),
    patients: get('patients'),
    appointments: get('appointments'),
    invoices: get('invoices'),
  };
}

const first = `(array['Aarav','Vivaan','Aditya','Arjun','Sai','Reyansh','Krishna','Ishaan','Rohan','Kabir',
  'Ananya','Diya','Saanvi','Aadhya','Isha','Kavya','Meera','Priya','Riya','Nandini',
  'Rahul','Vikram','Suresh','Ramesh','Anil','Deepak','Manoj','Sanjay','Amit','Rajesh',
  'Lakshmi','Pooja','Sneha','Neha','Shreya','Divya','Anjali','Swati','Farah','Zoya'])`;
const last = `(array['Sharma','Verma','Iyer','Nair','Reddy','Rao','Patel','Shah','Mehta','Gupta',
  'Singh','Kumar','Das','Bose','Chatterjee','Mukherjee','Pillai','Menon','Joshi','Kulkarni',
  'Deshpande','Naidu','Khan','Ahmed','Fernandes','D''Souza','Gill','Sandhu','Agarwal','Banerjee'])`;

/**
 * The name of scale patient number `j` (an SQL expression), as the patients are seeded:
 * the appointments carry it too (appointments.patient_name, migration 0020), since the
 * load runs without the trigger that copies it.
 */
const patientNameSql = (j: string) =>
  `${first}[1 + ((${j}) % 40)] || ' ' || ${last}[1 + (((${j}) / 40) % 30)] || ' ' || (${j})`;

/** Seeds the scale data unless it is already there. Returns the counts and the time taken. */
export async function ensureScaleData(
  databaseUrl: string,
  passwordHash: () => Promise<string>,
  log: (m: string) => void,
): Promise<{ counts: ScaleCounts; seededMs: number | null }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const before = await scaleCounts(client);
    if (before.doctors === SCALE_DOCTORS && before.appointments >= 9_500_000) {
      log(`scale data present: ${JSON.stringify(before)}`);
      return { counts: before, seededMs: null };
    }
    if (before.doctors || before.appointments || before.patients) {
      throw new Error(
        `the scale database holds a partial scale seed (${JSON.stringify(before)}); drop it and run again`,
      );
    }
    const started = performance.now();
    await seed(client, await passwordHash(), log);
    const counts = await scaleCounts(client);
    return { counts, seededMs: performance.now() - started };
  } finally {
    await client.end();
  }
}

async function timed(log: (m: string) => void, what: string, run: () => Promise<unknown>) {
  const t = performance.now();
  await run();
  log(`  ${what}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
}

async function seed(client: pg.Client, hash: string, log: (m: string) => void) {
  const q = (sql: string, params: unknown[] = []) => client.query(sql, params);
  await q(`set session_replication_role = replica`);
  await q(`set synchronous_commit = off`);
  await q(`set maintenance_work_mem = '1GB'`);
  await q(`set work_mem = '256MB'`);

  // Deterministic uniform [0, 1) of (row, salt); version-4-shaped uuids of a text key.
  await q(`create function pg_temp.u(i bigint, salt bigint) returns float8 language sql immutable as
    $$ select (hashint8extended(i, salt) & 4294967295)::float8 / 4294967296 $$`);
  await q(`create function pg_temp.uid(key text) returns uuid language sql immutable as
    $$ select (substr(h, 1, 12) || '4' || substr(h, 14, 3) || '8' || substr(h, 18, 15))::uuid
         from md5(key) h $$`);

  await timed(log, 'doctor parameters', async () => {
    // Cities and specialities weighted as the demo seed spread its doctors.
    await q(`create temp table city_w as
      with w as (select c.city_id as id, count(*)::float8 as n from clinics c where c.city_id is not null group by 1),
           s as (select id, n, sum(n) over (order by id) as cum, sum(n) over () as tot from w)
      select s.id, (s.cum - s.n) / s.tot as lo, s.cum / s.tot as hi, ci.name, ci.lat, ci.lng
        from s join cities ci on ci.id = s.id`);
    await q(`create temp table spec_w as
      with w as (select specialization_id as id, count(*)::float8 as n from doctor_specializations group by 1),
           s as (select id, n, sum(n) over (order by id) as cum, sum(n) over () as tot from w)
      select id, (cum - n) / tot as lo, cum / tot as hi from s`);
    await q(`create temp table loc as
      select city_id, row_number() over (partition by city_id order by id) as rn,
             count(*) over (partition by city_id) as cnt, name, lat, lng from localities`);
    await q(
      `create temp table sd as
       select i,
              pg_temp.uid('scale-doctor-' || i) as id,
              pg_temp.uid('scale-clinic-' || i) as clinic_id,
              n, greatest(1, n * 6 / 10) as m,
              (${GRID_DAYS * PLACES_PER_DAY} / n) as stride,
              floor(pg_temp.u(i, 7) * (${GRID_DAYS * PLACES_PER_DAY} / n))::int as off,
              (array[30, 30, 30, 30, 30, 30, 30, 15, 15, 20])[1 + floor(pg_temp.u(i, 8) * 10)::int] as slot_minutes,
              (30000 + floor(pg_temp.u(i, 9) * 12) * 5000)::int as online_fee,
              (40000 + floor(pg_temp.u(i, 10) * 16) * 5000)::int as offline_fee,
              pg_temp.u(i, 11) as u_city, pg_temp.u(i, 12) as u_spec, pg_temp.u(i, 13) as u_spec2,
              pg_temp.u(i, 14) as u_shift
         from (select i, case when i <= $1 then $2
                              else 20 + floor(power(pg_temp.u(i, 6), 1.5) * 152)::int end as n
                 from generate_series(1, $3) i) g`,
      [BUSY_DOCTORS, BUSY_APPOINTMENTS, SCALE_DOCTORS],
    );
    await q(`alter table sd add column city_id int, add column city text, add column lat float8,
               add column lng float8, add column spec_id int, add column spec2_id int`);
    await q(`update sd set city_id = c.id, city = c.name, lat = c.lat, lng = c.lng
               from city_w c where sd.u_city >= c.lo and sd.u_city < c.hi`);
    await q(`update sd set city_id = c.id, city = c.name, lat = c.lat, lng = c.lng
               from (select * from city_w order by hi desc limit 1) c where sd.city_id is null`);
    await q(
      `update sd set spec_id = s.id from spec_w s where sd.u_spec >= s.lo and sd.u_spec < s.hi`,
    );
    await q(
      `update sd set spec_id = (select id from spec_w order by hi desc limit 1) where spec_id is null`,
    );
    await q(`update sd set spec2_id = s.id from spec_w s
              where sd.u_spec2 < 0.25 and (sd.u_spec2 * 4) >= s.lo and (sd.u_spec2 * 4) < s.hi and s.id <> sd.spec_id`);
    await q(`create index on sd (i)`);
    await q(`analyze sd`);
  });

  await timed(log, `${SCALE_DOCTORS} doctors with clinics, hours and specialities`, async () => {
    await q(
      `insert into users (id, role, name, phone, password_hash, status, created_at, updated_at)
       select id, 'doctor', 'Dr. ' || ${first}[1 + (i % 40)] || ' ' || ${last}[1 + ((i / 40) % 30)],
              '+91' || '5' || lpad(i::text, 9, '0'), $1,
              case when pg_temp.u(i, 20) < 0.01 then 'deactivated' else 'active' end::user_status,
              now() - interval '3 years', now() - interval '3 years'
         from sd order by i`,
      [hash],
    );
    await q(`insert into doctor_profiles (user_id, gender, experience_years, degrees, bio, online_fee_paise,
               offline_fee_paise, slot_minutes, min_notice_minutes, offers_virtual, offers_home,
               verification_status, profile_completed, verified_at, rating_avg, rating_count, invoice_serial,
               created_at, updated_at)
       select id, (array['male','female','male','female','other'])[1 + floor(pg_temp.u(i, 21) * 5)::int]::gender,
              1 + floor(pg_temp.u(i, 22) * 35)::int,
              (array['MBBS','MBBS, MD','MBBS, MS','BDS','BDS, MDS','MBBS, DNB'])[1 + floor(pg_temp.u(i, 23) * 6)::int],
              'Practising for years; sees patients in the clinic and online.',
              online_fee, offline_fee, slot_minutes, 60, pg_temp.u(i, 24) < 0.7, pg_temp.u(i, 25) < 0.1,
              case when pg_temp.u(i, 26) < 0.97 then 'Verified' when pg_temp.u(i, 26) < 0.99 then 'Pending'
                   else 'Rejected' end::verification_status,
              true, now() - interval '3 years',
              round((3.2 + pg_temp.u(i, 27) * 1.8)::numeric, 1)::float8, floor(pg_temp.u(i, 28) * 400)::int,
              n, now() - interval '3 years', now() - interval '3 years'
         from sd order by i`);
    await q(`insert into clinics (id, doctor_id, name, address, city_id, city, locality, lat, lng, created_at)
       select sd.clinic_id, sd.id, ${last}[1 + ((i / 40) % 30)] || ' Clinic',
              (1 + i % 200) || ', Main Road' || coalesce(', ' || l.name, '') || ', ' || sd.city,
              sd.city_id, sd.city, l.name,
              coalesce(l.lat, sd.lat) + (pg_temp.u(i, 30) - 0.5) * 0.02,
              coalesce(l.lng, sd.lng) + (pg_temp.u(i, 31) - 0.5) * 0.02,
              now() - interval '3 years'
         from sd
         left join (select distinct city_id, cnt from loc) lc on lc.city_id = sd.city_id
         left join loc l on l.city_id = sd.city_id and l.rn = 1 + floor(pg_temp.u(i, 29) * lc.cnt)::int
        order by i`);
    // Monday to Saturday in one of three shift patterns; a fifth also open Sunday mornings.
    await q(`insert into clinic_timings (clinic_id, day_of_week, start_time, end_time)
       select sd.clinic_id, d.day::day_of_week, s.st::time, s.et::time
         from sd
         cross join unnest(array['MONDAY','TUESDAY','WEDNESDAY','THURSDAY','FRIDAY','SATURDAY','SUNDAY']) as d(day)
         cross join lateral (
           select * from (values (0, '09:00', '13:00'), (0, '14:00', '18:00'),
                                 (1, '10:00', '14:00'), (1, '17:00', '21:00'),
                                 (2, '09:00', '17:00')) v(p, st, et)
            where v.p = case when sd.u_shift < 0.6 then 0 when sd.u_shift < 0.85 then 1 else 2 end
         ) s
        where d.day <> 'SUNDAY' or (pg_temp.u(sd.i, 32) < 0.2 and s.st < '12:00')
        order by sd.i`);
    await q(`insert into doctor_specializations (doctor_id, specialization_id)
       select id, spec_id from sd union all select id, spec2_id from sd where spec2_id is not null`);
  });

  await timed(log, `${SCALE_PATIENTS} patients`, () =>
    q(
      `insert into patients (id, owner_phone, name, phone, date_of_birth, gender, is_self, created_at)
       select pg_temp.uid('scale-patient-' || j), '+914' || lpad(j::text, 9, '0'),
              ${patientNameSql('j')},
              '+914' || lpad(j::text, 9, '0'),
              date '1950-01-01' + floor(pg_temp.u(j, 40) * 25000)::int,
              (array['male','female'])[1 + floor(pg_temp.u(j, 41) * 2)::int]::gender, true,
              now() - interval '3 years'
         from generate_series(1, $1) j`,
      [SCALE_PATIENTS],
    ),
  );

  // Secondary indexes and constraints of the two big tables go, and come back after the load.
  const saved = await q(
    `select 'index' as kind, c.relname::text as tbl, i.relname::text as name, pg_get_indexdef(i.oid) as def
       from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class c on c.oid = x.indrelid
      where c.relname in ('appointments', 'invoices') and not x.indisprimary
        and not exists (select 1 from pg_constraint k where k.conindid = i.oid)
     union all
     select 'constraint', c.relname::text, k.conname::text, pg_get_constraintdef(k.oid)
       from pg_constraint k join pg_class c on c.oid = k.conrelid
      where c.relname in ('appointments', 'invoices') and k.contype in ('u', 'x')`,
  );
  for (const r of saved.rows as { kind: string; tbl: string; name: string }[]) {
    await q(
      r.kind === 'index'
        ? `drop index "${r.name}"`
        : `alter table "${r.tbl}" drop constraint "${r.name}"`,
    );
  }

  const today = (await q(`select (now() at time zone 'Asia/Kolkata')::date::text as d`)).rows[0]
    .d as string;
  const appointmentId = (tail: string) =>
    `(lpad(to_hex(c.c), 4, '0') || lpad(to_hex(a.i), 8, '0') || '4' || lpad(to_hex(a.k), 3, '0') || '8' || '${tail}')::uuid`;
  let total = 0;
  for (let c = 0; c * CHUNK_DAYS < GRID_DAYS; c++) {
    const posLo = c * CHUNK_DAYS * PLACES_PER_DAY;
    const posHi = Math.min(GRID_DAYS, (c + 1) * CHUNK_DAYS) * PLACES_PER_DAY;
    const t = performance.now();
    const res = await q(
      `with c as (select $1::int as c),
       a as (
         select sd.*, k, (sd.off + k * sd.stride) as pos,
                ((sd.i::bigint * 7919 + (k % sd.m) * 104729) % $4) + 1 as j
           from sd cross join lateral generate_series(
             greatest(0, ceil(($2 - sd.off)::float8 / sd.stride)::int),
             least(sd.n - 1, floor(($3 - 1 - sd.off)::float8 / sd.stride)::int)) k
       ),
       t as (
         select a.*, ((date '${today}' - ${PAST_DAYS - 1} + (a.pos / ${PLACES_PER_DAY})::int)::timestamp
                      + make_interval(mins => case when a.pos % 16 < 8 then 540 + (a.pos % 16) * 30
                                                   else 600 + (a.pos % 16) * 30 end)) at time zone 'Asia/Kolkata' as start_at,
                pg_temp.u(a.i * 4096 + a.k, 50) as u_mode, pg_temp.u(a.i * 4096 + a.k, 51) as u_status,
                pg_temp.u(a.i * 4096 + a.k, 52) as u_misc
           from a
       ),
       s as (
         select t.*, case when t.u_mode < 0.75 then 'clinic' when t.u_mode < 0.97 then 'virtual' else 'home' end as mode,
                case when t.start_at < now() then
                       case when t.u_status < 0.82 then 'Completed' when t.u_status < 0.90 then 'Cancelled'
                            when t.u_status < 0.96 then 'No-Show' else 'Rejected' end
                     else case when t.u_status < 0.65 then 'Confirmed' when t.u_status < 0.90 then 'Pending'
                               else 'Cancelled' end end as status,
                t.start_at - make_interval(hours => 24 + floor(t.u_misc * 312)::int) as created_at
           from t
       ),
       ins as (
         insert into appointments (id, public_id, doctor_id, clinic_id, patient_id, patient_name, mode, start_at,
                                   end_at, status, title, treatment, booked_for, source, payment_option, fee_paise,
                                   paid_paise, cancelled_at, created_at, updated_at)
         select ${appointmentId('5ca1e0000000000')}, 100000000 + a.i::bigint * 10000 + a.k, a.id,
                case when a.mode = 'clinic' then a.clinic_id end, pg_temp.uid('scale-patient-' || a.j),
                ${patientNameSql('a.j')},
                a.mode::appointment_mode, a.start_at, a.start_at + make_interval(mins => a.slot_minutes),
                a.status::appointment_status,
                (array['Consultation','Follow-up consultation','Routine check-up','Fever and cough',
                       'Skin rash','Tooth ache','Back pain','Blood pressure review'])[1 + (a.k % 8)],
                (array['General consultation','Follow-up','Check-up','Medication review'])[1 + (a.j % 4)],
                'self', case when a.u_misc < 0.85 then 'patient' else 'doctor' end,
                case when a.u_mode * 10 - floor(a.u_mode * 10) < 0.5 then 'pay-online' else 'pay-later' end::payment_option,
                case when a.mode = 'virtual' then a.online_fee else a.offline_fee end,
                case when a.status = 'Completed' then case when a.mode = 'virtual' then a.online_fee else a.offline_fee end else 0 end,
                case when a.status = 'Cancelled' then a.created_at + interval '1 day' end,
                a.created_at, a.created_at
           from s a cross join c
          order by a.i, a.k
         returning id, doctor_id, patient_id, status, start_at, fee_paise, public_id, created_at
       ),
       inv as (
         insert into invoices (id, doctor_id, serial, invoice_no, appointment_id, patient_id, description,
                               cost_paise, amount_paise, issued_on, created_at)
         select (substr(ins.id::text, 1, 19) || 'b111-000000000000')::uuid, ins.doctor_id,
                (ins.public_id % 10000)::int + 1, 'SB' || (ins.public_id / 10000 - 10000) || '-' || (ins.public_id % 10000 + 1),
                ins.id, ins.patient_id, 'Consultation', ins.fee_paise, ins.fee_paise,
                (ins.start_at at time zone 'Asia/Kolkata')::date, ins.start_at
           from ins where ins.status = 'Completed' and ins.public_id % 3 = 0
         returning 1
       )
       select (select count(*) from ins) as appointments, (select count(*) from inv) as invoices`,
      [c, posLo, posHi, SCALE_PATIENTS],
    );
    const row = res.rows[0] as { appointments: string; invoices: string };
    total += Number(row.appointments);
    log(
      `  days ${c * CHUNK_DAYS}..${Math.min(GRID_DAYS, (c + 1) * CHUNK_DAYS) - 1}: ${row.appointments} appointments, ${row.invoices} invoices in ${((performance.now() - t) / 1000).toFixed(1)} s (total ${total})`,
    );
  }

  await timed(log, "the busy doctors' next two weeks", () => busyDoctorsAhead(client, today));

  for (const r of saved.rows as { kind: string; tbl: string; name: string; def: string }[]) {
    await timed(log, `rebuild ${r.name}`, () =>
      q(r.kind === 'index' ? r.def : `alter table "${r.tbl}" add constraint "${r.name}" ${r.def}`),
    );
  }
  await q(`reset session_replication_role`);
  await timed(log, 'check the foreign keys of the new rows', async () => {
    const { rows } = await q(
      `select count(*) filter (where u.id is null) as doctors, count(*) filter (where p.id is null) as patients
         from appointments a left join users u on u.id = a.doctor_id left join patients p on p.id = a.patient_id
        where a.public_id >= 100000000`,
    );
    const r = rows[0] as { doctors: string; patients: string };
    if (Number(r.doctors) || Number(r.patients))
      throw new Error(`scale appointments with missing references: ${JSON.stringify(r)}`);
  });
  await timed(log, 'vacuum analyze', async () => {
    for (const t of [
      'users',
      'doctor_profiles',
      'clinics',
      'clinic_timings',
      'doctor_specializations',
      'patients',
      'appointments',
      'invoices',
    ])
      await q(`vacuum (analyze) "${t}"`);
  });
}

/**
 * The grid spreads a busy doctor's 2,000 appointments over the first 625 of
 * its 744 days (the stride is rounded down), so they would have nothing ahead:
 * each busy doctor also gets 10 appointments a day from today for 14 days,
 * Confirmed or Pending (a tenth cancelled), as a full calendar has. Their
 * places of the day (i..i+9 of 16) never meet the grid's, which ends earlier.
 */
export async function busyDoctorsAhead(client: pg.Client, today: string) {
  await client.query(
    `insert into appointments (id, public_id, doctor_id, clinic_id, patient_id, patient_name, mode, start_at,
                               end_at, status, title, treatment, booked_for, source, payment_option, fee_paise,
                               cancelled_at, created_at, updated_at)
     select (lpad(to_hex(${Math.ceil(GRID_DAYS / CHUNK_DAYS)}), 4, '0') || lpad(to_hex(sd.i), 8, '0') || '4'
               || lpad(to_hex(x.k), 3, '0') || '8' || '5ca1e0000000000')::uuid,
            100000000 + sd.i::bigint * 10000 + x.k, sd.id, sd.clinic_id,
            pg_temp.uid('scale-patient-' || (((sd.i::bigint * 7919 + x.k * 104729) % $2) + 1)),
            ${patientNameSql('((sd.i::bigint * 7919 + x.k * 104729) % $2) + 1')},
            'clinic', x.start_at, x.start_at + make_interval(mins => sd.slot_minutes),
            case when x.u < 0.6 then 'Confirmed' when x.u < 0.9 then 'Pending' else 'Cancelled' end::appointment_status,
            'Consultation', 'General consultation', 'self', 'patient', 'pay-later', sd.offline_fee,
            case when x.u >= 0.9 then now() end, now() - interval '2 days', now() - interval '2 days'
       from sd
       cross join lateral (
         select ${BUSY_APPOINTMENTS} + d * 10 + p as k,
                pg_temp.u(sd.i::bigint * 4096 + ${BUSY_APPOINTMENTS} + d * 10 + p, 53) as u,
                ((date '${today}' + d)::timestamp + make_interval(mins => case when (sd.i + p) % 16 < 8
                    then 540 + ((sd.i + p) % 16) * 30 else 600 + ((sd.i + p) % 16) * 30 end)) at time zone 'Asia/Kolkata' as start_at
           from generate_series(0, 13) d, generate_series(0, 9) p
       ) x
      where sd.i <= $1
      order by sd.i, x.k`,
    [BUSY_DOCTORS, SCALE_PATIENTS],
  );
}
