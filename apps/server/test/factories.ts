// Data generators for tests: small, explicit rows with unique phones.
import type { Db } from '../src/db/client.ts';
import { clinics, doctorProfiles, patients, users } from '../src/db/schema.ts';

let counter = 0;
/** A unique, valid +91 number per call within a test file. */
export function nextPhone(): string {
  counter += 1;
  return `+9170${String(Date.now() % 1e4).padStart(4, '0')}${String(counter).padStart(4, '0')}`;
}

export async function makeDoctor(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  const [user] = await db
    .insert(users)
    .values({ role: 'doctor', name: 'Dr. Test', phone: nextPhone(), ...overrides })
    .returning();
  await db
    .insert(doctorProfiles)
    .values({ userId: user!.id, verificationStatus: 'Verified', profileCompleted: true });
  const [clinic] = await db
    .insert(clinics)
    .values({ doctorId: user!.id, name: 'Test Clinic', address: '1 MG Road', city: 'Bengaluru' })
    .returning();
  return { user: user!, clinic: clinic! };
}

export async function makePatient(db: Db, overrides: Partial<typeof patients.$inferInsert> = {}) {
  const phone = nextPhone();
  const [p] = await db
    .insert(patients)
    .values({ ownerPhone: phone, phone, name: `Patient ${phone.slice(-4)}`, ...overrides })
    .returning();
  return p!;
}

export interface DoctorSpec {
  name?: string;
  city?: string;
  specializations?: string[];
  gender?: 'male' | 'female' | 'other';
  experienceYears?: number;
  offlineFeePaise?: number;
  onlineFeePaise?: number;
  ratingAvg?: number;
  ratingCount?: number;
  verified?: boolean;
  status?: 'active' | 'deactivated';
  /** e.g. [['TUESDAY', '09:00', '13:00']] — default Monday to Saturday 09:00-17:00. */
  timings?: [string, string, string][];
}

const WEEK = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];

/** A doctor with a profile, specializations, one clinic and weekly timings. */
export async function makeListedDoctor(db: Db, spec: DoctorSpec = {}) {
  const {
    specializations: specTable,
    doctorSpecializations,
    clinicTimings,
  } = await import('../src/db/schema.ts');
  const { sql } = await import('drizzle-orm');
  const [user] = await db
    .insert(users)
    .values({
      role: 'doctor',
      name: spec.name ?? 'Dr. Test',
      phone: nextPhone(),
      status: spec.status ?? 'active',
    })
    .returning();
  await db.insert(doctorProfiles).values({
    userId: user!.id,
    verificationStatus: spec.verified === false ? 'Pending' : 'Verified',
    profileCompleted: true,
    gender: spec.gender ?? 'female',
    experienceYears: spec.experienceYears ?? 10,
    offlineFeePaise: spec.offlineFeePaise ?? 80000,
    onlineFeePaise: spec.onlineFeePaise ?? 50000,
    ratingAvg: spec.ratingAvg ?? 4.5,
    ratingCount: spec.ratingCount ?? 20,
    degrees: 'MBBS, MD',
  });
  for (const name of spec.specializations ?? ['General Physician']) {
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    await db.insert(specTable).values({ name, slug }).onConflictDoNothing();
    await db.execute(
      sql`insert into doctor_specializations (doctor_id, specialization_id) select ${user!.id}, id from specializations where slug = ${slug}`,
    );
  }
  void doctorSpecializations;
  const [clinic] = await db
    .insert(clinics)
    .values({
      doctorId: user!.id,
      name: `${spec.name ?? 'Test'} Clinic`,
      address: '12 MG Road',
      city: spec.city ?? 'Bengaluru',
      lat: 12.97,
      lng: 77.59,
    })
    .returning();
  const timings =
    spec.timings ?? WEEK.map((d) => [d, '09:00', '17:00'] as [string, string, string]);
  if (timings.length) {
    await db.insert(clinicTimings).values(
      timings.map(([dayOfWeek, startTime, endTime]) => ({
        clinicId: clinic!.id,
        dayOfWeek: dayOfWeek as 'MONDAY',
        startTime,
        endTime,
      })),
    );
  }
  return { user: user!, clinic: clinic! };
}
