import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctorProfiles, users } from '../../db/schema.ts';
import { startTestApp, type TestContext } from '../../../test/harness.ts';
import { makeListedDoctor, nextPhone } from '../../../test/factories.ts';
import { expectError } from '../../../test/expect-error.ts';

let t: TestContext;
let listed: Awaited<ReturnType<typeof makeListedDoctor>>;

beforeAll(async () => {
  t = await startTestApp();
  listed = await makeListedDoctor(t.database.db, {
    name: 'Dr. Page Test',
    city: 'Pune',
    specializations: ['Dermatologist'],
    experienceYears: 12,
    offlineFeePaise: 95000,
    onlineFeePaise: 60000,
  });
  await t.database.db
    .update(doctorProfiles)
    .set({ bio: 'Skin specialist.', languages: ['English', 'Marathi'] })
    .where(eq(doctorProfiles.userId, listed.user.id));
});
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /doctors/{userId}', () => {
  it("answers a listed doctor's public page in the search result's names, fees in rupees", async () => {
    const res = await get(`/api/doctors/${listed.user.id}`);
    expect(res.statusCode).toBe(200);
    const { doctor } = res.json();
    expect(doctor).toMatchObject({
      userId: listed.user.id,
      name: 'Dr. Page Test',
      specializations: ['Dermatologist'],
      experience: 12,
      offlineFee: 950,
      onlineFee: 600,
      offersVirtual: true,
      bio: 'Skin specialist.',
      languages: ['English', 'Marathi'],
      clinicCity: 'Pune',
      clinicAddress: '12 MG Road',
      latitude: 12.97,
      longitude: 77.59,
      timeZone: 'Asia/Kolkata',
      mapUrl: 'https://www.openstreetmap.org/?mlat=12.97000&mlon=77.59000#map=17/12.97000/77.59000',
    });
    // Every field a search result has (but the next free slot) has the same name here.
    const search = await get('/api/userside/patients/search-doctors?city=Pune');
    const card = search.json().results.find((r: { userId: string }) => r.userId === listed.user.id);
    const { nextAvailable, ...cardFields } = card;
    void nextAvailable;
    expect(doctor).toMatchObject(cardFields);
  });

  it('shows a change to the profile on the next read', async () => {
    await t.database.db
      .update(doctorProfiles)
      .set({ experienceYears: 13, offlineFeePaise: 100000 })
      .where(eq(doctorProfiles.userId, listed.user.id));
    await t.app.changes.caughtUp();
    const { doctor } = (await get(`/api/doctors/${listed.user.id}`)).json();
    expect(doctor.experience).toBe(13);
    expect(doctor.offlineFee).toBe(1000);
  });

  it('answers 404 for unknown and unverified doctors, and for what is not an id', async () => {
    const unverified = await makeListedDoctor(t.database.db, { verified: false });
    // Deactivated before ever being verified: the page never existed.
    const neverListed = await makeListedDoctor(t.database.db, {
      verified: false,
      status: 'deactivated',
    });
    // Verified once, then rejected: no longer a page, and not taken down by the doctor.
    const revoked = await makeListedDoctor(t.database.db);
    await t.database.db
      .update(doctorProfiles)
      .set({ verificationStatus: 'Rejected' })
      .where(eq(doctorProfiles.userId, revoked.user.id));
    const patient = await makePatientUser();
    await t.app.changes.caughtUp();
    for (const id of [
      '00000000-0000-4000-8000-000000000000',
      unverified.user.id,
      neverListed.user.id,
      revoked.user.id,
      patient,
      'not-an-id',
    ]) {
      expectError(await get(`/api/doctors/${id}`), 'NOT_FOUND', 'Doctor not found');
    }
  });

  it('answers 410 Gone for a verified doctor whose account was deactivated', async () => {
    const gone = await makeListedDoctor(t.database.db);
    await t.app.changes.caughtUp();
    expect((await get(`/api/doctors/${gone.user.id}`)).statusCode).toBe(200);
    await t.database.db
      .update(users)
      .set({ status: 'deactivated' })
      .where(eq(users.id, gone.user.id));
    await t.app.changes.caughtUp();
    expectError(
      await get(`/api/doctors/${gone.user.id}`),
      'GONE',
      'This doctor is no longer listed',
    );
    // Back again: the page is back.
    await t.database.db.update(users).set({ status: 'active' }).where(eq(users.id, gone.user.id));
    await t.app.changes.caughtUp();
    expect((await get(`/api/doctors/${gone.user.id}`)).statusCode).toBe(200);
  });
});

/** A user who is not a doctor: his id is no doctor's page. */
async function makePatientUser(): Promise<string> {
  const [user] = await t.database.db
    .insert(users)
    .values({ role: 'patient', name: 'Not A Doctor', phone: nextPhone() })
    .returning();
  return user!.id;
}
