// A doctor of the test's own: signed up, practice completed and verified through the
// API (the sign-up screens have their own test), so a test may change the fees, the
// hours or the calendar without touching the demo doctor other tests rely on.
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { bearer, DEMO_ADMIN, e164, loginToken, nextOtp, outbox } from './api.ts';
import { freshMobile, strongPassword, uniqueWord } from './data.ts';
import { onePagePdf } from './pdf.ts';

export interface TestDoctor {
  userId: string;
  name: string;
  mobile: string;
  password: string;
  /** A Bearer token of the doctor. */
  token: string;
  city: string;
  specialization: string;
}

export interface Shift {
  dayOfWeek: string;
  startTime: string;
  endTime: string;
}

const WEEK = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

/** The same hours every day of the week, e.g. everyDay('10:00', '11:00'). */
export const everyDay = (startTime: string, endTime: string): Shift[] =>
  WEEK.map((dayOfWeek) => ({ dayOfWeek, startTime, endTime }));

export interface NewDoctor {
  /** First name after 'Dr.'; a unique surname is added. */
  firstName?: string;
  shifts: Shift[];
  experience: number;
  offlineFee: number;
  onlineFee: number;
}

/** The four documents an admin verifies for the doctor to be listed (bank information does not count). */
const REQUIRED_DOCUMENTS = [
  'governmentId',
  'degreeCertificate',
  'medicalRegistration',
  'clinicDocument',
] as const;

const FILE_FIELDS = [
  'governmentId',
  'degreeCertificate',
  'medicalRegistrationCert',
  'clinicDocument',
  'bankInfo',
] as const;

/**
 * Signs a new doctor up (SIGNUP code from the dev outbox), completes the practice in
 * Bengaluru (Koramangala) as a Dermatologist with these hours and fees, has the demo
 * admin verify the documents and waits until the public page lists the doctor.
 */
export async function registerListedDoctor(
  request: APIRequestContext,
  testInfo: TestInfo,
  doctor: NewDoctor,
): Promise<TestDoctor> {
  const mobile = freshMobile(testInfo);
  const word = uniqueWord();
  const name = `Dr. ${doctor.firstName ?? 'Nila'} ${word}`;
  const password = strongPassword(word.slice(0, 4));
  const city = 'Bengaluru';
  const specialization = 'Dermatologist';

  const before = (await outbox(request, mobile)).length;
  const sent = await request.post('/api/auth/send-otp', {
    data: { phoneNumber: e164(mobile), otpType: 'SIGNUP' },
  });
  expect(sent.status(), `send-otp SIGNUP: ${await sent.text()}`).toBe(200);
  const otpCode = await nextOtp(request, mobile, before);
  const verified = await request.post('/api/auth/verify-otp', {
    data: { phoneNumber: e164(mobile), otpCode, otpType: 'SIGNUP' },
  });
  expect(verified.status(), `verify-otp SIGNUP: ${await verified.text()}`).toBe(200);
  const created = await request.post('/api/auth/create-user', {
    data: { phoneNumber: e164(mobile), name, password },
  });
  expect(created.status(), `create-user: ${await created.text()}`).toBe(201);
  const { token, user } = (await created.json()) as { token: string; user: { id: string } };

  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
    email: `${word.toLowerCase()}@example.com`,
    name,
    clinicName: `${word} Skin Clinic`,
    clinicAddress: 'Koramangala, Bengaluru, Karnataka',
    clinicCity: city,
    latitude: '12.9352',
    longitude: '77.6245',
    timingsJson: JSON.stringify(doctor.shifts),
    specializations: JSON.stringify([specialization]),
    experience: String(doctor.experience),
    offlineFee: String(doctor.offlineFee),
    onlineFee: String(doctor.onlineFee),
    offersVirtual: 'true',
  };
  for (const field of FILE_FIELDS) {
    multipart[field] = {
      name: `${field}.pdf`,
      mimeType: 'application/pdf',
      buffer: onePagePdf(`${field} of ${name}`),
    };
  }
  const completed = await request.post('/api/onboarding/complete-profile', {
    headers: bearer(token),
    multipart,
  });
  expect(completed.status(), `complete-profile: ${await completed.text()}`).toBe(200);

  const admin = bearer(await loginToken(request, DEMO_ADMIN.mobile, DEMO_ADMIN.password));
  const record = await request.get(`/api/admin/doctors/${user.id}`, { headers: admin });
  expect(record.status(), `GET /api/admin/doctors/${user.id}`).toBe(200);
  const { documents } = (await record.json()) as { documents: { id: string; kind: string }[] };
  for (const kind of REQUIRED_DOCUMENTS) {
    const document = documents.find((d) => d.kind === kind);
    expect(document, `the new doctor's ${kind}`).toBeDefined();
    const reviewed = await request.post(`/api/admin/documents/${document!.id}/review`, {
      headers: admin,
      data: { status: 'Verified' },
    });
    expect(reviewed.status(), `review ${kind}: ${await reviewed.text()}`).toBe(200);
  }

  // Listed once the directory has seen the verification (the change feed).
  await expect
    .poll(async () => (await request.get(`/api/doctors/${user.id}`)).status(), {
      message: `the public page of ${name}`,
      timeout: 30_000,
    })
    .toBe(200);
  return { userId: user.id, name, mobile, password, token, city, specialization };
}

/** Opens every page of this browser context signed in with `token` (where the app keeps it). */
export async function signInWithToken(page: Page, token: string): Promise<void> {
  // (A string: the e2e project is type-checked without the DOM library.)
  await page.addInitScript(`window.localStorage.setItem('token', ${JSON.stringify(token)});`);
}
