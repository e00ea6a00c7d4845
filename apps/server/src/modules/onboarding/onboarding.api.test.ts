import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION } from '@clinic/shared/messages';
import {
  auditLog,
  cities,
  documents,
  notifications,
  specializations,
  users,
} from '../../db/schema.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { startTestApp, type TestContext } from '../../../test/harness.ts';
import { post, readOtp } from '../../../test/otp.ts';
import { tinyPdf } from '../../../test/pdf.ts';

let t: TestContext;
let adminToken: string;
let seq = 0;
const mobile = () =>
  `95${String(process.pid).slice(-4).padStart(4, '0')}${String(++seq).padStart(4, '0')}`;

async function newDoctor(): Promise<{ token: string; id: string; mobile: string }> {
  const m = mobile();
  await post(t.app, '/api/auth/send-otp', { phoneNumber: m, otpType: 'SIGNUP' });
  await post(t.app, '/api/auth/verify-otp', { phoneNumber: m, otpCode: await readOtp(t.app, m) });
  const res = await post(t.app, '/api/auth/create-user', {
    phoneNumber: m,
    name: 'Dr. Farah Khan',
    password: 'Strong@123',
  });
  return { token: res.json().token, id: res.json().user.id, mobile: m };
}

const FILE_FIELDS = [
  'governmentId',
  'degreeCertificate',
  'medicalRegistrationCert',
  'clinicDocument',
  'bankInfo',
];

function profileForm(overrides: Record<string, string> = {}, files: Record<string, Buffer> = {}) {
  const form = new FormData();
  const fields: Record<string, string> = {
    email: `farah${++seq}@example.com`,
    name: 'Dr. Farah Khan',
    clinicName: 'Khan Family Clinic',
    clinicAddress: 'Koramangala, Bengaluru, Karnataka',
    clinicCity: 'Bengaluru',
    latitude: '12.9352',
    longitude: '77.6245',
    additionalLocationInfo: 'Above the pharmacy',
    timingsJson: JSON.stringify([
      { dayOfWeek: 'MONDAY', startTime: '09:00', endTime: '13:00' },
      { dayOfWeek: 'MONDAY', startTime: '17:00', endTime: '20:00' },
      { dayOfWeek: 'TUESDAY', startTime: '09:00', endTime: '17:00' },
    ]),
    specializations: JSON.stringify(['Dermatologist']),
    paymentMethod: 'UPI',
    ifscCode: 'HDFC0001234',
    cashHandler: 'Reception',
    ...overrides,
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of FILE_FIELDS)
    form.append(f, new Blob([files[f] ?? tinyPdf(f)], { type: 'application/pdf' }), `${f}.pdf`);
  return form;
}

async function submit(token: string, form: FormData) {
  const req = new Request('http://x/', { method: 'POST', body: form });
  const body = Buffer.from(await req.arrayBuffer());
  return t.app.inject({
    method: 'POST',
    url: '/api/onboarding/complete-profile',
    headers: { authorization: `Bearer ${token}`, 'content-type': req.headers.get('content-type')! },
    payload: body,
  });
}

beforeAll(async () => {
  t = await startTestApp();
  await t.database.db
    .insert(specializations)
    .values([{ name: 'Dermatologist', slug: 'dermatologist' }]);
  await t.database.db
    .insert(cities)
    .values({ name: 'Bengaluru', state: 'Karnataka', lat: 12.97, lng: 77.59 });
  await t.database.db.insert(users).values({
    role: 'admin',
    name: 'Admin',
    phone: '+919000000001',
    passwordHash: await hashPassword('Admin@1234'),
  });
  adminToken = (
    await post(t.app, '/api/auth/login', { phoneNumber: '9000000001', password: 'Admin@1234' })
  ).json().token;
});
afterAll(async () => t?.close());

describe('complete-profile', () => {
  it('stores clinic, timings, specializations and five Pending documents, and marks the profile complete', async () => {
    const doc = await newDoctor();
    const res = await submit(doc.token, profileForm());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Profile completed successfully!',
      user: { profileCompleted: true, verificationStatus: 'Pending' },
    });
    const docs = await t.database.db.select().from(documents).where(eq(documents.ownerId, doc.id));
    expect(docs).toHaveLength(5);
    expect(docs.every((d) => d.status === 'Pending' && d.mime === 'application/pdf')).toBe(true);
    const again = await submit(doc.token, profileForm());
    expect(again.statusCode).toBe(409);
  });

  it('captures the practice at step 3: fees, experience, degrees, languages, registration, clinic phone', async () => {
    const doc = await newDoctor();
    const res = await submit(
      doc.token,
      profileForm({
        experience: '9',
        onlineFee: '450',
        offlineFee: '700',
        gender: 'female',
        offersVirtual: 'false',
        degrees: JSON.stringify(['MBBS', 'DDVL']),
        languages: JSON.stringify(['English', 'Urdu']),
        bio: 'Dermatologist in Koramangala.',
        registrationNumber: 'KMC-1001',
        council: 'Karnataka Medical Council',
        clinicPhone: '080 2553 1234',
      }),
    );
    expect(res.statusCode).toBe(200);
    const { profile } = (
      await t.app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { authorization: `Bearer ${doc.token}` },
      })
    ).json();
    expect(profile).toMatchObject({
      experience: 9,
      onlineFee: 450,
      offlineFee: 700,
      gender: 'female',
      offersVirtual: false,
      degrees: ['MBBS', 'DDVL'],
      languages: ['English', 'Urdu'],
      bio: 'Dermatologist in Koramangala.',
      registrationNumber: 'KMC-1001',
      council: 'Karnataka Medical Council',
    });
    expect(profile.clinicProfiles[0].clinicPhone).toBe('080 2553 1234');
  });

  it.each([
    [{ offlineFee: '100001' }, 'offlineFee'],
    [{ experience: '71' }, 'experience'],
    [{ degrees: 'MBBS' }, 'degrees'],
  ])('refuses a bad practice field %j naming %s, writing nothing', async (overrides, field) => {
    const doc = await newDoctor();
    const res = await submit(doc.token, profileForm(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
    const docs = await t.database.db.select().from(documents).where(eq(documents.ownerId, doc.id));
    expect(docs).toHaveLength(0);
  });

  it('checks each file by its content, not its name', async () => {
    const doc = await newDoctor();
    const fake = Buffer.from('MZ this is an executable pretending to be a PDF');
    const res = await submit(doc.token, profileForm({}, { degreeCertificate: fake }));
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe(VALIDATION.allPdf);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const doc = await newDoctor();
    const big = Buffer.concat([tinyPdf(), Buffer.alloc(10 * 1024 * 1024 + 10, 32)]);
    const res = await submit(doc.token, profileForm({}, { clinicDocument: big }));
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('validates fields and leaves nothing half-written', async () => {
    const doc = await newDoctor();
    const badTimes = await submit(
      doc.token,
      profileForm({
        timingsJson: JSON.stringify([
          { dayOfWeek: 'MONDAY', startTime: '17:00', endTime: '09:00' },
        ]),
      }),
    );
    expect(badTimes.statusCode).toBe(400);
    expect(badTimes.json().error).toBe('Closing time must be after opening time');
    const unknownSpec = await submit(
      doc.token,
      profileForm({ specializations: JSON.stringify(['Astrologer']) }),
    );
    expect(unknownSpec.statusCode).toBe(400);
    const docs = await t.database.db.select().from(documents).where(eq(documents.ownerId, doc.id));
    expect(docs).toHaveLength(0);
  });

  it("refuses another account's email with the spec message", async () => {
    const first = await newDoctor();
    await submit(first.token, profileForm({ email: 'taken@example.com' }));
    const second = await newDoctor();
    const res = await submit(second.token, profileForm({ email: 'TAKEN@example.com' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(VALIDATION.emailExists);
    expect(
      (await post(t.app, '/api/auth/check-email-exists', { email: 'taken@example.com' })).json(),
    ).toEqual({ exists: true });
  });

  it('needs a doctor token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/onboarding/complete-profile' });
    expect(res.statusCode).toBe(401);
  });
});

describe('admin verification', () => {
  it('is for admins only', async () => {
    const doc = await newDoctor();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/doctors',
      headers: { authorization: `Bearer ${doc.token}` },
    });
    expect(res.statusCode).toBe(403);
  });

  it('verifies a doctor when the four required documents are Verified, and the doctor then appears in search', async () => {
    const doc = await newDoctor();
    await submit(doc.token, profileForm());
    const auth = { authorization: `Bearer ${adminToken}` };
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/doctors?status=Pending',
      headers: auth,
    });
    expect(list.json().doctors.map((d: { id: string }) => d.id)).toContain(doc.id);
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/admin/doctors/${doc.id}`, headers: auth })
    ).json();
    expect(detail.documents).toHaveLength(5);

    // The admin reads a PDF inline.
    const pdf = await t.app.inject({ method: 'GET', url: detail.documents[0].url, headers: auth });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^inline/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const search = () =>
      t.app.inject({ method: 'GET', url: '/api/userside/patients/search-doctors?city=Bengaluru' });
    expect((await search()).json().results.map((r: { userId: string }) => r.userId)).not.toContain(
      doc.id,
    );

    const review = (id: string, body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/documents/${id}/review`,
        headers: auth,
        payload: body,
      });
    const gov = detail.documents.find((d: { kind: string }) => d.kind === 'governmentId');
    const noReason = await review(gov.id, { status: 'Rejected' });
    expect(noReason.statusCode).toBe(400);
    const rejected = await review(gov.id, { status: 'Rejected', reason: 'The ID is not readable' });
    expect(rejected.json().verificationStatus).toBe('Rejected');

    // The doctor sees the reason and replaces the document: back to Pending.
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/onboarding/documents',
      headers: { authorization: `Bearer ${doc.token}` },
    });
    expect(
      mine.json().documents.find((d: { kind: string }) => d.kind === 'governmentId'),
    ).toMatchObject({ status: 'Rejected', reason: 'The ID is not readable' });
    const form = new FormData();
    form.append('file', new Blob([tinyPdf('new id')]), 'new-id.pdf');
    const req = new Request('http://x/', { method: 'POST', body: form });
    const replaced = await t.app.inject({
      method: 'POST',
      url: '/api/onboarding/documents/governmentId',
      headers: {
        authorization: `Bearer ${doc.token}`,
        'content-type': req.headers.get('content-type')!,
      },
      payload: Buffer.from(await req.arrayBuffer()),
    });
    expect(replaced.json()).toMatchObject({
      verificationStatus: 'Pending',
      document: { status: 'Pending', kind: 'governmentId' },
    });

    const current = (
      await t.app.inject({ method: 'GET', url: `/api/admin/doctors/${doc.id}`, headers: auth })
    ).json().documents;
    let last;
    for (const d of current.filter((x: { kind: string }) => x.kind !== 'bankInfo'))
      last = await review(d.id, { status: 'Verified' });
    expect(last!.json().verificationStatus).toBe('Verified');
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, doc.id));
    expect(notes.map((n) => n.title)).toEqual(
      expect.arrayContaining(['Your profile is verified', 'A document needs your attention']),
    );
    expect((await search()).json().results.map((r: { userId: string }) => r.userId)).toContain(
      doc.id,
    );
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'review_document'));
    expect(audits.length).toBeGreaterThanOrEqual(5);
  });

  it("keeps one doctor's documents from another", async () => {
    const a = await newDoctor();
    await submit(a.token, profileForm());
    const [docOfA] = await t.database.db
      .select()
      .from(documents)
      .where(eq(documents.ownerId, a.id));
    const b = await newDoctor();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/documents/${docOfA!.id}`,
      headers: { authorization: `Bearer ${b.token}` },
    });
    expect(res.statusCode).toBe(404);
  });
});
