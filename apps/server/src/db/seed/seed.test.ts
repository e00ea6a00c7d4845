import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENT_MODES, APPOINTMENT_STATUSES } from '@clinic/shared/constants';
import { verifyPassword } from '../../lib/passwords.ts';
import { localStorage } from '../../providers/storage.ts';
import { openDatabase, type Database } from '../client.ts';
import { migrate } from '../migrate.ts';
import { AVATARS } from './avatars.ts';
import { PRESCRIPTION_FILES } from './demo-practice.ts';
import { loadCities, seedIfEmpty, type SeedResult } from './seed.ts';

// A Sunday evening in IST; the data must look alive around it.
const NOW = new Date('2025-07-27T12:30:00.000Z');

const opened: Database[] = [];
const dirs: string[] = [];

async function freshDatabase(): Promise<Database> {
  const database = await openDatabase({});
  opened.push(database);
  await migrate(database);
  return database;
}

async function tempStorageRoot(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'seed-test-'));
  dirs.push(dir);
  return dir;
}

afterAll(async () => {
  await Promise.all(opened.map((d) => d.close()));
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe('seedIfEmpty', () => {
  let db: Database;
  let root: string;
  let result: SeedResult;
  const demoId = `(select id from users where phone = '+919876543210')`;

  beforeAll(async () => {
    db = await freshDatabase();
    root = await tempStorageRoot();
    result = await seedIfEmpty(db, { now: NOW, storage: localStorage(root) });
  });

  const one = async <T>(q: string): Promise<T> => {
    const rows = await db.rows<T>(q);
    const row = rows[0];
    if (!row) throw new Error(`no row for ${q}`);
    return row;
  };

  it('seeds the directory: specializations, cities, localities, verified doctors in many cities', async () => {
    expect(result.seeded).toBe(true);
    const c = await one<Record<string, number>>(`select
      (select count(*)::int from specializations) as specs,
      (select count(*)::int from cities) as cities,
      (select count(*)::int from localities) as localities,
      (select count(*)::int from users u join doctor_profiles p on p.user_id = u.id
        where u.role = 'doctor' and u.status = 'active' and p.verification_status = 'Verified' and p.profile_completed) as doctors,
      (select count(distinct c.city_id)::int from clinics c join doctor_profiles p on p.user_id = c.doctor_id
        where p.verification_status = 'Verified') as doctor_cities`);
    expect(c.specs).toBeGreaterThanOrEqual(40);
    expect(c.cities).toBeGreaterThanOrEqual(300);
    expect(c.localities).toBeGreaterThanOrEqual(8 * 10);
    expect(c.doctors).toBeGreaterThanOrEqual(3000);
    expect(c.doctor_cities).toBeGreaterThanOrEqual(40);
    expect(result.counts.users).toBeGreaterThan(3000);

    // At least 40 cities with several doctors each.
    const busyCities = await one<{ n: number }>(`select count(*)::int as n from (
      select city_id from clinics group by city_id having count(*) >= 5) x`);
    expect(busyCities.n).toBeGreaterThanOrEqual(40);
  });

  it('gives every doctor a clinic, hours, specializations, fees and an avatar that exists', async () => {
    const gaps = await one<Record<string, number>>(`select
      (select count(*)::int from users u where role = 'doctor' and not exists (select 1 from clinics c where c.doctor_id = u.id)) as no_clinic,
      (select count(*)::int from clinics c where not exists (select 1 from clinic_timings t where t.clinic_id = c.id)) as no_hours,
      (select count(*)::int from users u where role = 'doctor' and not exists (select 1 from doctor_specializations s where s.doctor_id = u.id)) as no_spec,
      (select count(*)::int from doctor_profiles where online_fee_paise >= offline_fee_paise) as online_not_cheaper,
      (select count(*)::int from doctor_profiles where experience_years not between 1 and 40) as bad_experience,
      (select count(*)::int from users where phone !~ '^\\+91[6-9][0-9]{9}$') as bad_phone`);
    expect(gaps).toEqual({
      no_clinic: 0,
      no_hours: 0,
      no_spec: 0,
      online_not_cheaper: 0,
      bad_experience: 0,
      bad_phone: 0,
    });
    const photos = await db.rows<{ photo_url: string }>(
      `select distinct photo_url from doctor_profiles`,
    );
    const avatarDir = fileURLToPath(new URL('../../../../web/public/avatars/', import.meta.url));
    for (const { photo_url } of photos) {
      expect(photo_url).toMatch(/^\/avatars\/[a-z0-9-]+\.svg$/);
      expect(existsSync(path.join(avatarDir, path.basename(photo_url)))).toBe(true);
    }
    expect(photos.length).toBeLessThanOrEqual(AVATARS.length);
  });

  it('creates the demo doctor and admin logins with argon2id hashes', async () => {
    const doctor = await one<{
      password_hash: string;
      role: string;
      verification_status: string;
      profile_completed: boolean;
    }>(
      `select u.password_hash, u.role, p.verification_status, p.profile_completed
       from users u join doctor_profiles p on p.user_id = u.id where u.phone = '+919876543210'`,
    );
    expect(doctor.role).toBe('doctor');
    expect(doctor.verification_status).toBe('Verified');
    expect(doctor.profile_completed).toBe(true);
    expect(doctor.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(doctor.password_hash, 'Demo@1234')).toBe(true);
    expect(await verifyPassword(doctor.password_hash, 'Demo@12345')).toBe(false);

    const admin = await one<{ password_hash: string; role: string }>(
      `select password_hash, role from users where phone = '+919000000001'`,
    );
    expect(admin.role).toBe('admin');
    expect(admin.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin.password_hash, 'Admin@1234')).toBe(true);

    const hashed = await one<{ n: number }>(
      `select count(*)::int as n from users where password_hash is not null`,
    );
    expect(hashed.n).toBe(2);
  });

  it('stores the demo doctor documents as verified PDFs', async () => {
    const docs = await db.rows<{
      kind: string;
      storage_key: string;
      status: string;
      size_bytes: number;
    }>(
      `select kind, storage_key, status, size_bytes from documents where owner_id = ${demoId} and patient_id is null order by kind`,
    );
    expect(docs.map((d) => d.kind).sort()).toEqual(
      [
        'bankInfo',
        'clinicDocument',
        'degreeCertificate',
        'governmentId',
        'medicalRegistration',
      ].sort(),
    );
    for (const d of docs) {
      expect(d.status).toBe('Verified');
      const bytes = await readFile(path.join(root, d.storage_key));
      expect(bytes.length).toBe(d.size_bytes);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.subarray(-6).toString()).toContain('%%EOF');
    }
  });

  it('gives the demo doctor appointments in every status and mode, past and upcoming', async () => {
    const rows = await db.rows<{ status: string; mode: string }>(
      `select distinct status::text as status, mode::text as mode from appointments where doctor_id = ${demoId}`,
    );
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(APPOINTMENT_STATUSES));
    expect(new Set(rows.map((r) => r.mode))).toEqual(new Set(APPOINTMENT_MODES));
    const c = await one<Record<string, number>>(
      `select
      count(*) filter (where start_at < $1)::int as past,
      count(*) filter (where start_at > $1)::int as future,
      count(*) filter (where start_at > $1 and status = 'Pending')::int as pending,
      count(*) filter (where start_at > $1 and status in ('Completed', 'No-Show'))::int as future_done,
      count(*) filter (where end_at < $1 and (status = 'Pending' or (status = 'Confirmed' and end_at < $1 - interval '3 days')))::int as past_open,
      count(*) filter (where end_at < $1 and status = 'Confirmed')::int as awaiting_invoice,
      count(*) filter (where mode = 'virtual' and video_room_url is null)::int as virtual_no_room,
      count(*) filter (where mode = 'home' and home_address is null)::int as home_no_address,
      count(*) filter (where advance_paise <> round(fee_paise * 0.3))::int as bad_advance,
      count(distinct patient_id)::int as patients
      from appointments where doctor_id = ${demoId}`.replace(
        /\$1/g,
        `'${NOW.toISOString()}'::timestamptz`,
      ),
    );
    expect(c.past).toBeGreaterThan(200);
    expect(c.future).toBeGreaterThan(20);
    expect(c.pending).toBeGreaterThanOrEqual(10);
    expect(c.future_done).toBe(0);
    expect(c.past_open).toBe(0);
    // Recent visits still to Save & Invoice, so that screen has something to show.
    expect(c.awaiting_invoice).toBeGreaterThan(0);
    expect(c.virtual_no_room).toBe(0);
    expect(c.home_no_address).toBe(0);
    expect(c.bad_advance).toBe(0);
    expect(c.patients).toBeGreaterThanOrEqual(140);
  });

  it('keeps appointments inside clinic hours, on slot boundaries', async () => {
    const outside = await one<{ n: number }>(`select count(*)::int as n from appointments a
      join doctor_profiles p on p.user_id = a.doctor_id
      where not exists (
        select 1 from clinic_timings t where t.clinic_id = a.clinic_id
          and t.day_of_week::text = upper(trim(to_char(a.start_at at time zone 'Asia/Kolkata', 'Day')))
          and (a.start_at at time zone 'Asia/Kolkata')::time >= t.start_time
          and (a.end_at at time zone 'Asia/Kolkata')::time <= t.end_time
          and mod(extract(epoch from ((a.start_at at time zone 'Asia/Kolkata')::time - t.start_time))::int / 60, p.slot_minutes) = 0)`);
    expect(outside.n).toBe(0);
  });

  it('never overlaps two active appointments of one doctor', async () => {
    const overlaps = await one<{ n: number }>(`select count(*)::int as n from appointments a
      join appointments b on a.doctor_id = b.doctor_id and a.id < b.id
      where a.status not in ('Cancelled', 'Rejected') and b.status not in ('Cancelled', 'Rejected')
        and tstzrange(a.start_at, a.end_at) && tstzrange(b.start_at, b.end_at)`);
    expect(overlaps.n).toBe(0);
  });

  it('numbers invoices consecutively per doctor and keeps invoice_serial at the last one', async () => {
    const inv = await db.rows<{
      serial: number;
      invoice_no: string;
      issued_on: string;
      status: string;
      amount_paise: number;
      refunded: boolean;
    }>(
      `select i.serial, i.invoice_no, to_char(i.issued_on, 'YYYY') as issued_on, a.status::text as status,
              i.amount_paise, exists (select 1 from payments p where p.appointment_id = a.id and p.status = 'refunded') as refunded
       from invoices i join appointments a on a.id = i.appointment_id where i.doctor_id = ${demoId} order by i.serial`,
    );
    expect(inv.length).toBeGreaterThan(100);
    inv.forEach((r, i) => {
      expect(r.serial).toBe(i + 1);
      expect(r.invoice_no).toBe(`INV-${r.issued_on}-${String(i + 1).padStart(4, '0')}`);
      // A completed visit's invoice, or the one that records a refunded advance.
      if (r.refunded) {
        expect(['Cancelled', 'Rejected']).toContain(r.status);
        expect(r.amount_paise).toBe(0);
      } else {
        expect(r.status).toBe('Completed');
      }
    });
    const refundNotes = inv.filter((r) => r.refunded).length;
    expect(refundNotes).toBeGreaterThan(0);
    const p = await one<{ invoice_serial: number }>(
      `select invoice_serial from doctor_profiles where user_id = ${demoId}`,
    );
    expect(p.invoice_serial).toBe(inv.length);
    const completed = await one<{ n: number }>(
      `select count(*)::int as n from appointments where doctor_id = ${demoId} and status = 'Completed'`,
    );
    expect(completed.n).toBe(inv.length - refundNotes);
    // The ledger opens with real figures: most invoices settled, some partly paid.
    const paid = await one<{ settled: number; partly: number; over: number }>(
      `select count(*) filter (where received >= amount_paise)::int as settled,
              count(*) filter (where received > 0 and received < amount_paise)::int as partly,
              count(*) filter (where received > amount_paise)::int as over
         from (select i.amount_paise, i.paid_at_clinic_paise + coalesce((select sum(p.amount_paise)
                 from payments p where p.appointment_id = i.appointment_id and p.status = 'succeeded'), 0) as received
                 from invoices i where i.doctor_id = ${demoId} and i.amount_paise > 0) x`,
    );
    expect(paid.settled).toBeGreaterThan((inv.length - refundNotes) / 2);
    expect(paid.partly).toBeGreaterThan(5);
    expect(paid.over).toBe(0);
  });

  it("counts every doctor's rating from review rows, so each story a card counts can be read", async () => {
    const c = await one<Record<string, number>>(`select
      count(*) filter (where p.rating_count <> coalesce(r.n, 0))::int as count_off,
      count(*) filter (where r.n > 0 and abs(p.rating_avg - r.avg) > 1e-6)::int as average_off,
      count(*) filter (where p.rating_count >= 10)::int as ten_plus,
      count(*) filter (where p.rating_count >= 50)::int as fifty_plus,
      count(*) filter (where p.rating_count >= 100)::int as hundred_plus,
      count(*) filter (where p.rating_count = 0 and p.verification_status = 'Verified')::int as none
      from doctor_profiles p
      left join (select doctor_id, count(*)::int as n, avg(rating)::float8 as avg
                   from reviews group by doctor_id) r on r.doctor_id = p.user_id`);
    expect(c.count_off).toBe(0);
    expect(c.average_off).toBe(0);
    // Every option of the search's Patient Stories filter (10+, 50+, 100+) finds doctors.
    expect(c.ten_plus).toBeGreaterThan(100);
    expect(c.fifty_plus).toBeGreaterThan(10);
    expect(c.hundred_plus).toBeGreaterThan(0);
    expect(c.none).toBeGreaterThan(0);
    // Each story is a review of the doctor's own completed visit, written after it.
    const bad = await one<{ n: number }>(`select count(*)::int as n from reviews r
      join appointments a on a.id = r.appointment_id
      where a.doctor_id <> r.doctor_id or a.patient_id <> r.patient_id
         or a.status <> 'Completed' or r.created_at <= a.end_at or r.created_at > '${NOW.toISOString()}'::timestamptz`);
    expect(bad.n).toBe(0);
  });

  it('keeps the demo rating consistent with its reviews and fills every portal list', async () => {
    const r = await one<{ avg: number; n: number; rating_avg: number; rating_count: number }>(
      `select (select avg(rating)::float8 from reviews where doctor_id = ${demoId}) as avg,
              (select count(*)::int from reviews where doctor_id = ${demoId}) as n,
              p.rating_avg, p.rating_count from doctor_profiles p where p.user_id = ${demoId}`,
    );
    expect(r.n).toBeGreaterThan(20);
    expect(r.rating_count).toBe(r.n);
    expect(r.rating_avg).toBeCloseTo(r.avg, 6);
    const c = await one<Record<string, number>>(`select
      (select count(*)::int from reviews where doctor_id = ${demoId} and reply is not null) as replies,
      (select count(*)::int from prescriptions where doctor_id = ${demoId} and code ~ '^PRE-[0-9]{4}$') as prescriptions,
      (select count(*)::int from consultation_notes where doctor_id = ${demoId}) as notes,
      (select count(*)::int from prescriptions r join documents d on d.id = r.document_id
        where r.doctor_id = ${demoId} and d.kind = 'prescription' and d.patient_id = r.patient_id) as prescription_files,
      (select count(*)::int from documents where owner_id = ${demoId} and kind = 'labReport') as lab_reports,
      (select count(*)::int from payments p join appointments a on a.id = p.appointment_id
        where a.doctor_id = ${demoId} and p.provider = 'simulated' and p.test_mode) as payments,
      (select count(*)::int from payments p join appointments a on a.id = p.appointment_id
        where a.doctor_id = ${demoId} and p.status = 'refunded' and p.refund_ref like 'sim_rf_%'
          and p.refunded_at >= p.created_at) as refunds,
      (select count(*)::int from appointments a where a.doctor_id = ${demoId} and a.payment_option = 'pay-online'
        and not exists (select 1 from payments p where p.appointment_id = a.id)) as online_unpaid,
      (select count(*)::int from tickets where user_id = ${demoId} and status = 'Open') as open_tickets,
      (select count(*)::int from tickets where user_id = ${demoId} and status = 'Resolved') as resolved_tickets,
      (select count(*)::int from tickets t where t.user_id = ${demoId} and t.status = 'Resolved'
        and t.resolved_at is not null and exists (select 1 from ticket_messages m where m.ticket_id = t.id and m.author_role = 'admin')) as answered_resolved,
      (select count(*)::int from tickets t where t.user_id = ${demoId} and t.status = 'Open'
        and exists (select 1 from ticket_messages m where m.ticket_id = t.id)) as answered_open,
      (select count(*)::int from notifications where user_id = ${demoId} and read_at is null) as unread,
      (select count(*)::int from notifications where user_id = ${demoId} and read_at is not null) as read,
      (select count(*)::int from announcements where active) as announcements,
      (select count(*)::int from patients where not is_self and owner_phone <> phone) as family_own_phone,
      (select count(*)::int from patients where not is_self) as family`);
    expect(c.replies).toBeGreaterThan(0);
    expect(c.prescriptions).toBeGreaterThan(10);
    expect(c.notes).toBeGreaterThan(10);
    expect(c.prescription_files).toBe(Math.min(PRESCRIPTION_FILES, c.prescriptions!));
    expect(c.lab_reports).toBeGreaterThan(0);
    expect(c.payments).toBeGreaterThan(10);
    expect(c.refunds).toBeGreaterThan(0);
    expect(c.online_unpaid).toBe(0);
    expect(c.open_tickets).toBeGreaterThan(0);
    expect(c.resolved_tickets).toBeGreaterThan(0);
    expect(c.answered_resolved).toBe(c.resolved_tickets);
    expect(c.answered_open).toBeGreaterThan(0);
    expect(c.unread).toBeGreaterThan(0);
    expect(c.read).toBeGreaterThan(0);
    expect(c.announcements).toBeGreaterThanOrEqual(3);
    expect(c.family).toBeGreaterThan(10);
    expect(c.family_own_phone).toBeGreaterThan(0);
  });

  it('does nothing the second time', async () => {
    const before = await one<{ n: number }>(`select count(*)::int as n from appointments`);
    const again = await seedIfEmpty(db, {
      now: new Date(NOW.getTime() + 86_400_000),
      storage: localStorage(root),
    });
    expect(again.seeded).toBe(false);
    expect(again.counts).toEqual({});
    const after = await one<{ n: number }>(`select count(*)::int as n from appointments`);
    expect(after.n).toBe(before.n);
  });

  it('is deterministic: the same now gives the same doctors on another database', async () => {
    const other = await freshDatabase();
    const again = await seedIfEmpty(other, {
      now: NOW,
      storage: localStorage(await tempStorageRoot()),
    });
    expect(again.counts).toEqual(result.counts);
    const q = `select u.name, u.phone, u.email, c.name as clinic from users u left join clinics c on c.doctor_id = u.id order by u.phone`;
    const a = await db.rows<Record<string, string>>(q);
    const b = await other.rows<Record<string, string>>(q);
    expect(b).toEqual(a);
    const times = `select a.start_at, a.status, a.mode from appointments a order by a.public_id`;
    expect(await other.rows(times)).toEqual(await db.rows(times));
  });
});

describe('bundled cities', () => {
  it('has 300+ Indian cities with a state, coordinates in India and no duplicate (name, state)', () => {
    const cities = loadCities();
    expect(cities.length).toBeGreaterThanOrEqual(300);
    const keys = new Set(cities.map((c) => `${c.name}|${c.state}`));
    expect(keys.size).toBe(cities.length);
    for (const c of cities) {
      expect(c.state.length).toBeGreaterThan(2);
      expect(c.lat).toBeGreaterThan(6);
      expect(c.lat).toBeLessThan(37);
      expect(c.lng).toBeGreaterThan(68);
      expect(c.lng).toBeLessThan(98);
    }
    for (const name of [
      'Bengaluru',
      'Mumbai',
      'Delhi',
      'New Delhi',
      'Kolkata',
      'Chennai',
      'Hyderabad',
      'Pune',
      'Ahmedabad',
      'Gurugram',
    ]) {
      expect(cities.some((c) => c.name === name)).toBe(true);
    }
  });
});
