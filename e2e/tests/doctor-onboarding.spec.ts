// Issue 4: a doctor registers from the landing page through the whole wizard, logs
// out and in, resets a forgotten password, and once an admin has verified the
// documents the new doctor is found by patients.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  bearer,
  DEMO_ADMIN,
  loginToken,
  nextOtp,
  outbox,
  searchAllDoctors,
} from '../support/api.ts';
import { freshMobile, strongPassword, uniqueWord } from '../support/data.ts';
import { pdfFile } from '../support/pdf.ts';
import { enterOtp, followNavLink, pickOption } from '../support/ui.ts';

const SPECIALITY = 'Dermatologist';
const CITY = 'Bengaluru';

const DOCUMENTS = [
  ['Government ID', 'aadhaar.pdf'],
  ['Degree certificate', 'mbbs-degree.pdf'],
  ['Medical registration certificate', 'kmc-registration.pdf'],
  ['Clinic document', 'clinic-licence.pdf'],
  ['Bank information', 'cancelled-cheque.pdf'],
] as const;

async function logOut(page: Page, doctorName: string) {
  await page.getByRole('button', { name: doctorName }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
}

async function logIn(page: Page, mobile: string, password: string) {
  await page.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(mobile);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
}

interface AdminDocument {
  id: string;
  kind: string;
  name: string;
  status: string;
}

/** The admin marks the four documents that decide verification as Verified. */
async function verifyThroughAdminApi(request: APIRequestContext, doctorId: string) {
  const admin = bearer(await loginToken(request, DEMO_ADMIN.mobile, DEMO_ADMIN.password));
  const pending = await request.get('/api/admin/doctors?status=Pending', { headers: admin });
  expect(pending.status()).toBe(200);
  const waiting = ((await pending.json()) as { doctors: { id: string }[] }).doctors;
  expect(
    waiting.map((d) => d.id),
    'the new doctor waits for verification',
  ).toContain(doctorId);
  const detail = await request.get(`/api/admin/doctors/${doctorId}`, { headers: admin });
  expect(detail.status()).toBe(200);
  const { doctor, documents } = (await detail.json()) as {
    doctor: { verificationStatus: string; city: string };
    documents: AdminDocument[];
  };
  expect(doctor).toMatchObject({ verificationStatus: 'Pending', city: CITY });
  expect(documents.map((d) => d.kind).sort()).toEqual([
    'bankInfo',
    'clinicDocument',
    'degreeCertificate',
    'governmentId',
    'medicalRegistration',
  ]);
  expect(documents.every((d) => d.status === 'Pending')).toBe(true);
  // The very files chosen in the wizard.
  expect(documents.map((d) => d.name).sort()).toEqual(DOCUMENTS.map(([, file]) => file).sort());

  const required = ['governmentId', 'degreeCertificate', 'medicalRegistration', 'clinicDocument'];
  for (const kind of required) {
    const document = documents.find((d) => d.kind === kind)!;
    const res = await request.post(`/api/admin/documents/${document.id}/review`, {
      headers: admin,
      data: { status: 'Verified' },
    });
    expect(res.status(), await res.text()).toBe(200);
    const { verificationStatus } = (await res.json()) as { verificationStatus: string };
    // Not verified until the last of the four (bank information does not decide it).
    expect(verificationStatus).toBe(kind === 'clinicDocument' ? 'Verified' : 'Pending');
  }
}

test('a doctor signs up from the landing page, logs in, resets the password and is found once verified', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const mobile = freshMobile(testInfo);
  const word = uniqueWord();
  const doctorName = `Dr. Kavya ${word}`;
  const email = `kavya.${word.toLowerCase()}@example.com`;
  const password = strongPassword(word.slice(0, 4));
  const newPassword = strongPassword(`${word.slice(0, 4)}New`);

  // Landing page: the quick registration card opens the wizard with both filled in.
  await page.goto('/');
  const card = page.getByRole('form', { name: 'Register your practice for free' });
  await card.getByRole('textbox', { name: 'Name', exact: true }).fill(doctorName);
  await card.getByRole('textbox', { name: 'Mobile', exact: true }).fill(mobile);
  await card.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/sign-up$/);

  // Step 0: name and mobile.
  await expect(page.getByRole('heading', { name: 'Create your doctor account' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Full name', exact: true })).toHaveValue(
    doctorName,
  );
  await expect(page.getByRole('textbox', { name: 'Mobile number', exact: true })).toHaveValue(
    mobile,
  );
  let before = (await outbox(request, mobile)).length;
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 1: the SIGNUP code.
  await expect(page.getByRole('heading', { name: 'Verify your mobile number' })).toBeVisible();
  await enterOtp(page, await nextOtp(request, mobile, before));
  await page.getByRole('button', { name: 'Confirm' }).click();

  // Step 2: password.
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();

  // Step 3: clinic details; the address autocomplete sets the city, timings stay default.
  await expect(page.getByRole('heading', { name: 'Clinic details' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Clinic name', exact: true }).fill(`${word} Skin Clinic`);
  await page.getByRole('combobox', { name: 'Clinic address' }).fill('Kora');
  await pickOption(page, /^Koramangala, Bengaluru/);
  await expect(page.getByRole('combobox', { name: 'Clinic address' })).toHaveValue(
    'Koramangala, Bengaluru, Karnataka',
  );
  await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue(CITY);
  await page.getByRole('combobox', { name: 'Specializations' }).fill('Dermat');
  await pickOption(page, SPECIALITY);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('list', { name: 'Chosen specializations' })).toContainText(
    SPECIALITY,
  );
  await page.getByRole('button', { name: 'Continue to documents' }).click();

  // Step 4: the five PDFs.
  await expect(page.getByRole('heading', { name: 'Upload documents' })).toBeVisible();
  for (const [label, file] of DOCUMENTS) {
    await page
      .getByLabel(label, { exact: true })
      .setInputFiles(pdfFile(file, `${label} of ${doctorName}`));
    await expect(page.getByText(file, { exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  // Step 6: preferred payment, which submits the profile.
  await expect(page.getByRole('heading', { name: 'Preferred payment' })).toBeVisible();
  await page.getByRole('radio', { name: 'All of the above' }).check();
  await page.getByRole('textbox', { name: /^IFSC code/ }).fill('HDFC0001234');
  await page.getByRole('textbox', { name: 'Cash handler', exact: true }).fill('Reception desk');
  await page.getByRole('button', { name: 'Complete Profile' }).click();

  // Step 5: success, then the dashboard.
  await expect(page.getByRole('heading', { name: 'Profile completed successfully!' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await logOut(page, doctorName);

  // Log in with mobile and password.
  await followNavLink(page, 'Log In');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, mobile, password);
  await logOut(page, doctorName);

  // Forgot password: a RESET code, a new password, then log in with it.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole('textbox', { name: 'Registered mobile number', exact: true }).fill(mobile);
  before = (await outbox(request, mobile)).length;
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
  await enterOtp(page, await nextOtp(request, mobile, before));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('textbox', { name: 'Mobile number', exact: true })).toHaveValue(
    mobile,
  );
  await logIn(page, mobile, newPassword);

  // The old password no longer works.
  const old = await request.post('/api/auth/login', {
    data: { phoneNumber: `+91${mobile}`, password },
  });
  expect(old.status()).toBe(401);

  // Not in search until verified; an admin verifies the documents; then patients find the doctor.
  const me = await request.get('/api/auth/get-userdata', {
    headers: bearer(await loginToken(request, mobile, newPassword)),
  });
  expect(me.status()).toBe(200);
  const { id: doctorId } = ((await me.json()) as { user: { id: string } }).user;
  const found = async () =>
    (await searchAllDoctors(request, CITY, SPECIALITY)).some((d) => d.userId === doctorId);
  expect(await found()).toBe(false);

  await verifyThroughAdminApi(request, doctorId);

  await expect.poll(found, { timeout: 40_000, intervals: [500, 1_000, 2_000, 5_000] }).toBe(true);
  const listed = (await searchAllDoctors(request, CITY, SPECIALITY)).find(
    (d) => d.userId === doctorId,
  )!;
  expect(listed).toMatchObject({ name: doctorName, clinicCity: CITY });
  expect(listed.specializations).toContain(SPECIALITY);
});
