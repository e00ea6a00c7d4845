import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION } from '@clinic/shared/messages';
import { PROFILE_TEXTS } from '@clinic/shared/practice-profile';
import { specializations } from '../../db/schema.ts';
import { makeListedDoctor } from '../../../test/factories.ts';
import { expectError } from '../../../test/expect-error.ts';
import { startTestApp, type TestContext } from '../../../test/harness.ts';
import { bookingTokenFor, post, readOtp } from '../../../test/otp.ts';
import { tinyPdf } from '../../../test/pdf.ts';
import { PROFILE_MESSAGES } from './routes.ts';

let t: TestContext;
let seq = 0;
const mobile = () =>
  `94${String(process.pid).slice(-4).padStart(4, '0')}${String(++seq).padStart(4, '0')}`;

async function doctor() {
  const m = mobile();
  await post(t.app, '/api/auth/send-otp', { phoneNumber: m, otpType: 'SIGNUP' });
  await post(t.app, '/api/auth/verify-otp', { phoneNumber: m, otpCode: await readOtp(t.app, m) });
  const res = await post(t.app, '/api/auth/create-user', {
    phoneNumber: m,
    name: 'Dr. Uma Pillai',
    password: 'Strong@123',
  });
  return { token: res.json().token as string, mobile: m };
}
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe('profile', () => {
  it('reads the profile with computed completion and document slots', async () => {
    const d = await doctor();
    const res = await t.app.inject({ method: 'GET', url: '/api/profile', headers: auth(d.token) });
    expect(res.statusCode).toBe(200);
    const { profile } = res.json();
    expect(profile).toMatchObject({
      name: 'Dr. Uma Pillai',
      phoneNumber: `+91${d.mobile}`,
      verificationStatus: 'Incomplete',
      clinicProfiles: [],
      documents: [],
    });
    // One of fifteen parts (the name) is filled.
    expect(profile.profileCompletion).toBe(7);
    expect(profile.profileMissing).toContain('photo');
  });

  it('edits personal details, refusing an email already in use', async () => {
    const a = await doctor();
    const b = await doctor();
    const ok = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: auth(a.token),
      payload: { email: 'uma@example.com', name: 'Dr. Uma P.' },
    });
    expect(ok.json().profile).toMatchObject({ email: 'uma@example.com', name: 'Dr. Uma P.' });
    const taken = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: auth(b.token),
      payload: { email: 'UMA@example.com' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(VALIDATION.emailExists);
  });

  it('changes the password with the current one; old sessions end, the new token works', async () => {
    const d = await doctor();
    const wrong = await post(
      t.app,
      '/api/auth/change-password',
      { currentPassword: 'Nope@1234', newPassword: 'Better@123', confirmPassword: 'Better@123' },
      d.token,
    );
    expect(wrong.json().error).toBe(PROFILE_MESSAGES.wrongPassword);
    const mismatch = await post(
      t.app,
      '/api/auth/change-password',
      { currentPassword: 'Strong@123', newPassword: 'Better@123', confirmPassword: 'Better@124' },
      d.token,
    );
    expect(mismatch.json().error).toBe(VALIDATION.passwordsMismatch);
    const res = await post(
      t.app,
      '/api/auth/change-password',
      { currentPassword: 'Strong@123', newPassword: 'Better@123', confirmPassword: 'Better@123' },
      d.token,
    );
    expect(res.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: auth(d.token) }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: auth(res.json().token) }))
        .statusCode,
    ).toBe(200);
  });

  it('deactivates the account: sessions and logins end', async () => {
    const d = await doctor();
    const res = await post(t.app, '/api/profile/deactivate', { password: 'Strong@123' }, d.token);
    expect(res.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: auth(d.token) }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post(t.app, '/api/auth/login', { phoneNumber: d.mobile, password: 'Strong@123' }))
        .statusCode,
    ).toBe(401);
  });
});

/** A verified, listed doctor (search finds them) and a token of theirs. */
async function listedDoctor(city: string) {
  const { user, clinic } = await makeListedDoctor(t.database.db, { name: 'Dr. Kavya Rao', city });
  await t.database.caughtUp();
  const token = await t.app.tokens.signAccess(
    { sub: user.id, role: 'doctor', tv: user.tokenVersion },
    t.clock.now(),
  );
  return { id: user.id, clinicId: clinic.id, token };
}
const patch = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: '/api/profile', headers: auth(token), payload });

async function searchIn(city: string) {
  await t.database.caughtUp();
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/userside/patients/search-doctors?city=${encodeURIComponent(city)}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json().results as Record<string, unknown>[];
}

const PRACTICE = {
  experience: 14,
  onlineFee: 650,
  offlineFee: 1200.5,
  gender: 'female',
  offersVirtual: false,
  degrees: ['MBBS', 'MD - Dermatology, Venereology & Leprosy', 'Fellowship in Trichology'],
  languages: ['English', 'Kannada', 'Tulu'],
  bio: 'Skin and hair specialist with a focus on acne scars.',
  registrationNumber: 'KMC-45123',
  council: 'Karnataka Medical Council',
  clinicName: 'Rao Skin Clinic',
  clinicPhone: '+91 80 4123 4567',
  additionalLocationInfo: 'Second floor, above the pharmacy',
};

describe('practice profile', () => {
  it('edits fees, experience, degrees, languages and the clinic; search answers the same names', async () => {
    const d = await listedDoctor('Profilepur');
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/profile', headers: auth(d.token) })
    ).json().profile;
    const res = await patch(d.token, PRACTICE);
    expect(res.statusCode).toBe(200);
    const { profile } = res.json();
    expect(profile).toMatchObject({
      experience: 14,
      onlineFee: 650,
      offlineFee: 1200.5,
      gender: 'female',
      offersVirtual: false,
      degrees: PRACTICE.degrees,
      languages: PRACTICE.languages,
      bio: PRACTICE.bio,
      registrationNumber: 'KMC-45123',
      council: 'Karnataka Medical Council',
    });
    expect(profile.clinicProfiles[0]).toMatchObject({
      clinicName: 'Rao Skin Clinic',
      clinicPhone: '+91 80 4123 4567',
      additionalLocationInfo: 'Second floor, above the pharmacy',
    });
    expect(profile.profileCompletion).toBeGreaterThan(before.profileCompletion);
    expect(profile.profileMissing).not.toContain('languages');

    const [card] = await searchIn('Profilepur');
    expect(card).toMatchObject({
      userId: d.id,
      experience: 14,
      onlineFee: 650,
      offlineFee: 1200.5,
      gender: 'female',
      offersVirtual: false,
      degrees: 'MBBS, MD - Dermatology, Venereology & Leprosy, Fellowship in Trichology',
      degreeList: PRACTICE.degrees,
      languages: PRACTICE.languages,
      bio: PRACTICE.bio,
      registrationNumber: 'KMC-45123',
      clinicName: 'Rao Skin Clinic',
      clinicPhone: '+91 80 4123 4567',
    });

    // Clearing: an empty text clears it, a list may become empty.
    const cleared = await patch(d.token, { bio: '', clinicPhone: '', languages: [] });
    expect(cleared.json().profile).toMatchObject({ bio: null, languages: [] });
    expect(cleared.json().profile.clinicProfiles[0].clinicPhone).toBeNull();
  });

  it('moves the clinic with the coordinates of the chosen address', async () => {
    const d = await listedDoctor('Movepur');
    const noCoords = await patch(d.token, { clinicAddress: '7 Residency Road' });
    expect(noCoords.statusCode).toBe(400);
    expect(noCoords.json()).toMatchObject({
      field: 'clinicAddress',
      error: PROFILE_TEXTS.locationNeeded,
    });
    const moved = await patch(d.token, {
      clinicAddress: '7 Residency Road',
      clinicCity: 'Movetown',
      latitude: 12.9667,
      longitude: 77.6,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().profile.clinicProfiles[0]).toMatchObject({
      clinicAddress: '7 Residency Road',
      city: 'Movetown',
      latitude: 12.9667,
      longitude: 77.6,
    });
    expect(await searchIn('Movepur')).toEqual([]);
    expect((await searchIn('Movetown')).map((r) => r.userId)).toEqual([d.id]);
  });

  it.each([
    [{ onlineFee: -1 }, 'onlineFee', PROFILE_TEXTS.feeRange],
    [{ offlineFee: 100_001 }, 'offlineFee', PROFILE_TEXTS.feeRange],
    [{ experience: 71 }, 'experience', PROFILE_TEXTS.experienceRange],
    [{ experience: 2.5 }, 'experience', PROFILE_TEXTS.experienceWhole],
    [{ bio: 'x'.repeat(1001) }, 'bio', PROFILE_TEXTS.bioTooLong],
    [{ gender: 'unknown' }, 'gender', undefined],
    [{ degrees: ['MBBS', 'mbbs'] }, 'degrees', PROFILE_TEXTS.degreeEach],
    [{ clinicPhone: 'call me' }, 'clinicPhone', PROFILE_TEXTS.clinicPhone],
  ])('refuses %j with 400 naming %s', async (payload, field, message) => {
    const d = await listedDoctor('Refusepur');
    const res = await patch(d.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
    if (message) expect(res.json().error).toBe(message);
    // Nothing changed.
    const { profile } = (
      await t.app.inject({ method: 'GET', url: '/api/profile', headers: auth(d.token) })
    ).json();
    expect(profile).toMatchObject({ experience: 10, onlineFee: 500, offlineFee: 800, bio: null });
  });

  it('accepts the limits: fees 0 and 1,00,000, experience 0 and 70', async () => {
    const d = await listedDoctor('Limitpur');
    const low = await patch(d.token, { onlineFee: 0, offlineFee: 100_000, experience: 70 });
    expect(low.json().profile).toMatchObject({ onlineFee: 0, offlineFee: 100_000, experience: 70 });
    const zero = await patch(d.token, { experience: 0 });
    expect(zero.json().profile.experience).toBe(0);
  });

  it('a doctor without a clinic yet cannot edit clinic fields, and practice fields still save', async () => {
    const d = await doctor();
    const res = await patch(d.token, { clinicName: 'New Clinic' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'clinicName', error: PROFILE_TEXTS.noClinic });
    const ok = await patch(d.token, { experience: 3, languages: ['Hindi'] });
    expect(ok.json().profile).toMatchObject({ experience: 3, languages: ['Hindi'] });
  });

  it("changing fees or the clinic's address never changes a booked appointment's price", async () => {
    const d = await listedDoctor('Pricepur');
    const m = `95${String(process.pid).slice(-4).padStart(4, '0')}${String(++seq).padStart(4, '0')}`;
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { 'x-booking-token': await bookingTokenFor(t.app, m) },
      payload: {
        doctorId: d.id,
        startTime: new Date(Date.parse('2026-03-12T09:00:00+05:30')).toISOString(),
        mode: 'clinic',
        patient: { name: 'Ravi Kumar', mobile: m },
        bookedFor: 'self',
        paymentOption: 'pay-later',
      },
    });
    expect(booked.statusCode).toBe(201);
    const priceOf = async () =>
      (
        await t.database.rows<{ fee_paise: number; clinic_id: string }>(
          'select fee_paise, clinic_id from appointments where doctor_id = $1',
          [d.id],
        )
      ).map((r) => ({ fee: Number(r.fee_paise), clinic: r.clinic_id }));
    expect(await priceOf()).toEqual([{ fee: 80000, clinic: d.clinicId }]);
    const res = await patch(d.token, {
      offlineFee: 1500,
      onlineFee: 900,
      clinicAddress: '99 Brigade Road',
      latitude: 12.97,
      longitude: 77.61,
    });
    expect(res.statusCode).toBe(200);
    expect(await priceOf()).toEqual([{ fee: 80000, clinic: d.clinicId }]);
    // New bookings take the new fee.
    const [card] = await searchIn('Pricepur');
    expect(card).toMatchObject({ offlineFee: 1500, onlineFee: 900 });
  });
});

/** A multipart body with one file field. */
function multipart(field: string, filename: string, bytes: Buffer) {
  const boundary = '----profile-photo-test';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function uploadPhoto(token: string, bytes: Buffer, filename = 'me.png') {
  const { payload, headers } = multipart('photo', filename, bytes);
  return t.app.inject({
    method: 'POST',
    url: '/api/profile/photo',
    headers: { ...headers, ...auth(token) },
    payload,
  });
}

const image = (width: number, height: number, format: 'png' | 'jpeg') => {
  const img = sharp({ create: { width, height, channels: 3, background: '#3366cc' } });
  return (format === 'png' ? img.png() : img.jpeg()).toBuffer();
};

describe('profile photo', () => {
  it('crops a PNG to a square, stores two sizes and serves them with caching headers', async () => {
    const d = await listedDoctor('Photopur');
    const res = await uploadPhoto(d.token, await image(600, 300, 'png'));
    expect(res.statusCode).toBe(200);
    const { profile } = res.json();
    expect(profile.photoUrl).toMatch(/^\/api\/doctor-photos\/[0-9a-f-]{36}-400\.jpg$/);
    expect(profile.photoThumbUrl).toMatch(/-96\.jpg$/);
    expect(profile.profileMissing).not.toContain('photo');
    for (const [url, size] of [
      [profile.photoUrl, 400],
      [profile.photoThumbUrl, 96],
    ] as const) {
      const photo = await t.app.inject({ method: 'GET', url });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/jpeg');
      expect(photo.headers['cache-control']).toContain('immutable');
      const meta = await sharp(photo.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', size, size]);
    }
    const [card] = await searchIn('Photopur');
    expect(card).toMatchObject({
      photoUrl: profile.photoUrl,
      photoThumbUrl: profile.photoThumbUrl,
    });

    // A new photo replaces the old one, whose files are removed.
    const again = await uploadPhoto(d.token, await image(300, 500, 'jpeg'), 'me.jpg');
    expect(again.statusCode).toBe(200);
    expect(again.json().profile.photoUrl).not.toBe(profile.photoUrl);
    expect((await t.app.inject({ method: 'GET', url: profile.photoUrl })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: again.json().profile.photoUrl })).statusCode,
    ).toBe(200);
  });

  it('refuses what is not a JPG or PNG by content (415), and over 5 MB (413)', async () => {
    const d = await listedDoctor('Photopur2');
    const pdf = await uploadPhoto(d.token, Buffer.from('%PDF-1.4 not a photo'), 'me.png');
    expectError(pdf, 'UNSUPPORTED_MEDIA_TYPE', PROFILE_TEXTS.photoType);
    const gif = await uploadPhoto(d.token, Buffer.from('GIF89a....'), 'me.jpg');
    expectError(gif, 'UNSUPPORTED_MEDIA_TYPE', PROFILE_TEXTS.photoType);
    const broken = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64),
    ]);
    expectError(
      await uploadPhoto(d.token, broken),
      'UNSUPPORTED_MEDIA_TYPE',
      PROFILE_TEXTS.photoUnreadable,
    );
    const big = Buffer.concat([await image(10, 10, 'png'), Buffer.alloc(5 * 1024 * 1024)]);
    expectError(await uploadPhoto(d.token, big), 'PAYLOAD_TOO_LARGE', PROFILE_TEXTS.photoTooLarge);
    const { profile } = (
      await t.app.inject({ method: 'GET', url: '/api/profile', headers: auth(d.token) })
    ).json();
    expect(profile.photoUrl).toBeNull();
  });

  it('takes the photo of a doctor who has just signed up (sign-up step 3), and completing the profile keeps it', async () => {
    // The wizard's order: create-user (step 2) gives the session, the photo goes at
    // step 3, complete-profile follows after the documents and payment.
    const d = await doctor();
    const res = await uploadPhoto(d.token, await image(500, 400, 'jpeg'), 'me.jpg');
    expect(res.statusCode).toBe(200);
    const uploaded = res.json().profile;
    expect(uploaded).toMatchObject({ verificationStatus: 'Incomplete', clinicProfiles: [] });
    expect(uploaded.photoUrl).toMatch(/^\/api\/doctor-photos\/[0-9a-f-]{36}-400\.jpg$/);
    expect(uploaded.profileMissing).not.toContain('photo');

    await t.database.db
      .insert(specializations)
      .values({ name: 'Photo Dermatologist', slug: 'photo-dermatologist' })
      .onConflictDoNothing();
    const form = new FormData();
    for (const [field, value] of Object.entries({
      email: `uma.${d.mobile}@example.com`,
      name: 'Dr. Uma Pillai',
      clinicName: 'Pillai Skin Clinic',
      clinicAddress: 'Koramangala, Bengaluru, Karnataka',
      clinicCity: 'Bengaluru',
      latitude: '12.9352',
      longitude: '77.6245',
      timingsJson: JSON.stringify([{ dayOfWeek: 'MONDAY', startTime: '09:00', endTime: '17:00' }]),
      specializations: JSON.stringify(['Photo Dermatologist']),
      paymentMethod: 'UPI',
    }))
      form.append(field, value);
    for (const field of [
      'governmentId',
      'degreeCertificate',
      'medicalRegistrationCert',
      'clinicDocument',
      'bankInfo',
    ])
      form.append(field, new Blob([tinyPdf(field)], { type: 'application/pdf' }), `${field}.pdf`);
    const request = new Request('http://x/', { method: 'POST', body: form });
    const completed = await t.app.inject({
      method: 'POST',
      url: '/api/onboarding/complete-profile',
      headers: { ...auth(d.token), 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(completed.statusCode).toBe(200);

    const { profile } = (
      await t.app.inject({ method: 'GET', url: '/api/profile', headers: auth(d.token) })
    ).json();
    expect(profile).toMatchObject({
      verificationStatus: 'Pending',
      photoUrl: uploaded.photoUrl,
      photoThumbUrl: uploaded.photoThumbUrl,
    });
    expect((await t.app.inject({ method: 'GET', url: profile.photoUrl })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown photo and refuses a name outside the pattern', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/doctor-photos/00000000-0000-4000-8000-000000000000-400.jpg',
    });
    expect(missing.statusCode).toBe(404);
    const odd = await t.app.inject({
      method: 'GET',
      url: '/api/doctor-photos/..%2Fsecret-400.jpg',
    });
    expect(odd.statusCode).toBe(400);
  });
});
