// Seeds a fresh database with the demo data: the directory of specializations,
// Indian cities and localities; a few thousand verified doctors with clinics
// and hours; the demo doctor's whole practice; the demo admin. Deterministic
// (fixed-seed PRNG; dates relative to `now` in clinic time), computed in
// memory and written with multi-row inserts in one transaction, so a failure
// leaves nothing behind.

import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../../lib/passwords.ts';
import type { FileStorage } from '../../providers/storage.ts';
import type { Database, Db } from '../client.ts';
import * as schema from '../schema.ts';
import { consultPath, type AppointmentRow } from './appointments.ts';
import { LOCALITIES } from './data/localities.ts';
import { SPECIALITIES, slugify } from './data/specializations.ts';
import {
  buildBusyCalendars,
  buildDemoDoctor,
  buildDemoPractice,
  buildPatientPool,
  verificationDocuments,
  type DocumentRow,
  type StoredFile,
} from './demo-practice.ts';
import {
  allocateDoctors,
  buildDoctor,
  DOCTOR_CITIES,
  MAJOR_CITY_DOCTORS,
  SMALL_TOWN_DOCTORS,
  type CityRef,
  type DoctorContext,
  type DoctorDraft,
  type UserRow,
} from './doctors.ts';
import { DAY_MS, MINUTE_MS } from './ist-time.ts';
import { DEMO_ADMIN_PHONE, Directory } from './people.ts';
import { createRng } from './prng.ts';
import { buildStoryHistories } from './story-history.ts';
import { ticketConversations } from './ticket-conversations.ts';

export interface SeedOptions {
  /** Every date of the demo data is placed relative to this instant. */
  now: Date;
  /** Where the demo documents (PDFs) are written. */
  storage: FileStorage;
  log?: (message: string) => void;
}

export interface SeedResult {
  seeded: boolean;
  /** Rows written per table (empty when nothing was seeded). */
  counts: Record<string, number>;
  ms: number;
}

export const DEMO_DOCTOR_LOGIN = { phone: '+919876543210', password: 'Demo@1234' } as const;
export const DEMO_ADMIN_LOGIN = { phone: DEMO_ADMIN_PHONE, password: 'Admin@1234' } as const;

const SEED = 20_250_601;
/** Serialises seeding across instances sharing one PostgreSQL (migrate uses 724_311_001). */
const LOCK_KEY = 724_311_002;
const PATIENT_POOL = 300;
const BUSY_DOCTORS = 300;
/** The patients whose visits and reviews make the directory doctors' ratings (story-history.ts). */
const STORY_PATIENTS = 2000;
const PENDING_DOCTORS = 6;
/** Entries of `counts` that are not table row counts. */
const NOT_TABLES = new Set(['files', 'verified_doctors']);

interface CityFile {
  name: string;
  state: string;
  lat: number;
  lng: number;
  population: number;
}

/** The bundled city list (see data/SOURCES.md). */
export function loadCities(): CityFile[] {
  return JSON.parse(
    readFileSync(new URL('./data/cities.json', import.meta.url), 'utf8'),
  ) as CityFile[];
}

/** Seeds the demo data when the users table is empty; otherwise does nothing. */
export async function seedIfEmpty(database: Database, opts: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  if (!(await usersEmpty(database.db))) return { seeded: false, counts: {}, ms: elapsed() };
  const counts = await seedDemoData(database, opts);
  const ms = elapsed();
  if (counts) {
    const total = Object.entries(counts)
      .filter(([k]) => !NOT_TABLES.has(k))
      .reduce((sum, [, n]) => sum + n, 0);
    opts.log?.(`seeded ${total} rows in ${ms} ms`);
  }
  return { seeded: counts !== null, counts: counts ?? {}, ms };
}

async function usersEmpty(db: Db | Tx): Promise<boolean> {
  const rows = rowsOf<{ one: number }>(await db.execute(sql`select 1 as one from users limit 1`));
  return rows.length === 0;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

async function insertMany<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: readonly T['$inferInsert'][],
  batch = 500,
): Promise<number> {
  for (let i = 0; i < rows.length; i += batch) {
    await tx.insert(table).values(rows.slice(i, i + batch) as never);
  }
  return rows.length;
}

/**
 * Writes the demo data in one transaction. Returns the rows written per table,
 * or null when another process seeded the database first.
 */
export async function seedDemoData(
  database: Database,
  opts: SeedOptions,
): Promise<Record<string, number> | null> {
  const { now, storage } = opts;
  const log = opts.log ?? (() => {});
  const [doctorHash, adminHash] = await Promise.all([
    hashPassword(DEMO_DOCTOR_LOGIN.password),
    hashPassword(DEMO_ADMIN_LOGIN.password),
  ]);
  const cityFile = loadCities();
  const written: string[] = [];
  try {
    return await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
      if (!(await usersEmpty(tx))) return null;
      const counts: Record<string, number> = {};

      // Reference data: specializations, cities, localities.
      await tx
        .insert(schema.specializations)
        .values(SPECIALITIES.map((s) => ({ name: s.name, slug: slugify(s.name) })))
        .onConflictDoNothing();
      const specRows = await tx
        .select({ id: schema.specializations.id, name: schema.specializations.name })
        .from(schema.specializations);
      const specIds = new Map(specRows.map((r) => [r.name, r.id]));
      counts.specializations = specRows.length;

      for (let i = 0; i < cityFile.length; i += 500) {
        await tx
          .insert(schema.cities)
          .values(cityFile.slice(i, i + 500))
          .onConflictDoNothing();
      }
      const cityRows = await tx.select().from(schema.cities);
      const cityByKey = new Map<string, CityRef>(cityRows.map((c) => [`${c.name}|${c.state}`, c]));
      counts.cities = cityRows.length;

      const localityRows: (typeof schema.localities.$inferInsert)[] = [];
      const localitiesByCity = new Map<number, (typeof LOCALITIES)[string]>();
      for (const [key, list] of Object.entries(LOCALITIES)) {
        const city = cityByKey.get(key);
        if (!city) {
          log(`seed: no city ${key} for its localities`);
          continue;
        }
        localitiesByCity.set(city.id, list);
        for (const l of list)
          localityRows.push({ cityId: city.id, name: l.name, lat: l.lat, lng: l.lng });
      }
      for (let i = 0; i < localityRows.length; i += 500) {
        await tx
          .insert(schema.localities)
          .values(localityRows.slice(i, i + 500))
          .onConflictDoNothing();
      }
      counts.localities = localityRows.length;

      // Everything else is computed in memory from one PRNG.
      const rng = createRng(SEED);
      const people = new Directory(rng);
      const ctx: DoctorContext = { rng, people, now, specIds, localities: localitiesByCity };
      const bengaluru = cityByKey.get('Bengaluru|Karnataka');
      const koramangala = LOCALITIES['Bengaluru|Karnataka']?.find((l) => l.name === 'Koramangala');
      if (!bengaluru || !koramangala)
        throw new Error('seed: Bengaluru or Koramangala missing from the bundled data');

      const adminId = rng.uuid();
      const demo = buildDemoDoctor(ctx, bengaluru, koramangala, {
        userId: rng.uuid(),
        clinicId: rng.uuid(),
        passwordHash: doctorHash,
      });
      const admin: UserRow = {
        id: adminId,
        role: 'admin',
        name: 'Platform Admin',
        phone: DEMO_ADMIN_PHONE,
        email: people.claimEmail('admin@demo-clinic.in'),
        passwordHash: adminHash,
        status: 'active',
        createdAt: new Date(now.getTime() - 500 * DAY_MS),
        updatedAt: new Date(now.getTime() - 500 * DAY_MS),
      };

      const majorCities = pickMajorCities(cityRows);
      const doctors: DoctorDraft[] = [];
      for (const [city, n] of allocateDoctors(majorCities, MAJOR_CITY_DOCTORS)) {
        for (let i = 0; i < n; i++) doctors.push(buildDoctor(ctx, city));
      }
      const major = new Set(majorCities.map((c) => c.id));
      const towns = cityRows
        .filter((c) => !major.has(c.id))
        .sort((a, b) => b.population - a.population || a.id - b.id)
        .map((c) => [c, Math.sqrt(Math.max(c.population, 1))] as const);
      for (let i = 0; i < SMALL_TOWN_DOCTORS; i++)
        doctors.push(buildDoctor(ctx, rng.weighted(towns)));

      // A few sign-ups waiting for the admin to review their documents.
      const pending: DoctorDraft[] = [];
      const pendingDocs: DocumentRow[] = [];
      const files: StoredFile[] = [];
      for (let i = 0; i < PENDING_DOCTORS; i++) {
        const d = buildDoctor(ctx, rng.pick(majorCities.slice(0, 8)));
        const createdAt = new Date(
          now.getTime() - rng.int(1, 6) * DAY_MS - rng.int(0, 600) * MINUTE_MS,
        );
        d.user.createdAt = createdAt;
        d.user.updatedAt = createdAt;
        d.clinic.createdAt = createdAt;
        Object.assign(d.profile, {
          verificationStatus: 'Pending',
          verifiedAt: null,
          ratingAvg: 0,
          ratingCount: 0,
          createdAt,
          updatedAt: createdAt,
        });
        const docs = verificationDocuments(rng, d, {
          status: 'Pending',
          reviewerId: null,
          reviewedAt: null,
        });
        pendingDocs.push(...docs.documents);
        files.push(...docs.files);
        pending.push(d);
      }

      const practice = buildDemoPractice(
        ctx,
        demo,
        LOCALITIES['Bengaluru|Karnataka'] ?? [],
        bengaluru.name,
      );
      Object.assign(demo.profile, {
        invoiceSerial: practice.invoiceSerial,
        ratingAvg: practice.ratingAvg,
        ratingCount: practice.ratingCount,
      });
      const demoDocs = verificationDocuments(rng, demo, {
        status: 'Verified',
        reviewerId: adminId,
        reviewedAt: demo.profile.verifiedAt ?? null,
      });
      files.push(...demoDocs.files, ...practice.files);

      const pool = buildPatientPool(ctx, PATIENT_POOL);
      const busy = buildBusyCalendars(ctx, rng.sample(doctors, BUSY_DOCTORS), pool);
      // Drawn last, so everything above stays as it was seeded before.
      const storyPatients = buildPatientPool(ctx, STORY_PATIENTS);
      const stories = buildStoryHistories(ctx, doctors, storyPatients);
      const announcements = buildAnnouncements(now);

      // Write: files first (removed again if the transaction fails), then rows in foreign-key order.
      for (const f of files) {
        await storage.put(f.key, f.bytes);
        written.push(f.key);
      }
      const allDoctors = [demo, ...doctors, ...pending];
      counts.users = await insertMany(
        tx,
        schema.users,
        [admin, ...allDoctors.map((d) => d.user)],
        1000,
      );
      counts.doctor_profiles = await insertMany(
        tx,
        schema.doctorProfiles,
        allDoctors.map((d) => d.profile),
        500,
      );
      counts.doctor_specializations = await insertMany(
        tx,
        schema.doctorSpecializations,
        allDoctors.flatMap((d) => d.specs),
        2000,
      );
      counts.clinics = await insertMany(
        tx,
        schema.clinics,
        allDoctors.map((d) => d.clinic),
        500,
      );
      counts.clinic_timings = await insertMany(
        tx,
        schema.clinicTimings,
        allDoctors.flatMap((d) => d.timings),
        2000,
      );
      counts.patients = await insertMany(
        tx,
        schema.patients,
        [...practice.patients, ...pool, ...storyPatients],
        1000,
      );
      for (const a of [...practice.appointments, ...stories.appointments, ...busy.appointments]) {
        if (a.mode === 'virtual') a.videoRoomUrl = consultPath(a.id as string);
      }
      const byStart = (a: AppointmentRow, b: AppointmentRow) =>
        (a.startAt as Date).getTime() - (b.startAt as Date).getTime();
      counts.appointments = await insertMany(
        tx,
        schema.appointments,
        [
          ...[...practice.appointments].sort(byStart),
          ...stories.appointments.sort(byStart),
          ...busy.appointments.sort(byStart),
        ],
        500,
      );
      counts.payments = await insertMany(
        tx,
        schema.payments,
        [...practice.payments, ...busy.payments],
        1000,
      );
      counts.invoices = await insertMany(tx, schema.invoices, practice.invoices, 1000);
      counts.documents = await insertMany(
        tx,
        schema.documents,
        [...demoDocs.documents, ...pendingDocs, ...practice.documents],
        500,
      );
      counts.prescriptions = await insertMany(
        tx,
        schema.prescriptions,
        practice.prescriptions,
        1000,
      );
      counts.consultation_notes = await insertMany(
        tx,
        schema.consultationNotes,
        practice.notes,
        1000,
      );
      counts.reviews = await insertMany(
        tx,
        schema.reviews,
        [...practice.reviews, ...stories.reviews],
        1000,
      );
      const conversations = ticketConversations(
        practice.tickets,
        { doctorId: demo.user.id, adminId },
        now,
      );
      counts.tickets = await insertMany(tx, schema.tickets, practice.tickets, 1000);
      counts.ticket_messages = await insertMany(tx, schema.ticketMessages, conversations, 1000);
      counts.notifications = await insertMany(
        tx,
        schema.notifications,
        practice.notifications,
        1000,
      );
      counts.announcements = await insertMany(tx, schema.announcements, announcements, 100);
      counts.files = files.length;
      counts.verified_doctors = allDoctors.filter(
        (d) => d.profile.verificationStatus === 'Verified',
      ).length;
      return counts;
    });
  } catch (err) {
    await Promise.all(written.map((key) => storage.remove(key).catch(() => {})));
    throw err;
  }
}

/** The DOCTOR_CITIES found in the data (the most populous one of a repeated name). */
function pickMajorCities(cities: readonly CityRef[]): CityRef[] {
  const out: CityRef[] = [];
  for (const name of DOCTOR_CITIES) {
    const best = cities
      .filter((c) => c.name === name)
      .sort((a, b) => b.population - a.population)[0];
    if (best) out.push(best);
  }
  return out;
}

function buildAnnouncements(now: Date): (typeof schema.announcements.$inferInsert)[] {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return [
    {
      title: 'Video consultations are live',
      message:
        'Patients can now book virtual consultations with you. Set your online fee in My Profile to appear in online searches.',
      publishedAt: ago(2),
    },
    {
      title: 'Faster payouts',
      message:
        'Online advance payments now reach your bank account within 2 working days of the appointment.',
      publishedAt: ago(9),
    },
    {
      title: 'Scheduled maintenance',
      message:
        'The portal will be unavailable on Sunday between 2:00 AM and 4:00 AM IST for planned maintenance.',
      publishedAt: ago(15),
    },
    {
      title: 'Prescriptions and invoices in one place',
      message:
        'Attach prescriptions to completed appointments and download PDF invoices from the Ledger.',
      publishedAt: ago(28),
    },
  ];
}
