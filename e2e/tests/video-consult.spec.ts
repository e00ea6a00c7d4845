// The video room: the demo doctor and a patient who booked an online consultation
// open /consult/<id>, each in their own browser context, and see each other.
// Chromium's fake camera and microphone stand in for real devices.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_DOCTOR, nextOtp, outbox } from '../support/api.ts';
import { bookOnlineConsultation, fakeMedia } from '../support/consult.ts';
import { freshMobile, uniquePatientName } from '../support/data.ts';
import { signInAsDoctor } from '../support/portal.ts';
import { enterOtp } from '../support/ui.ts';

test.use(fakeMedia);

const room = (page: Page) => page.getByRole('region', { name: 'Video' });

/** Width and height of each playing video of the room: the other side's and the preview. */
function videoSizes(page: Page): Promise<number[][]> {
  // (A string: the e2e project is type-checked without the DOM library.)
  return page.evaluate(
    `[...document.querySelectorAll('section[aria-label="Video"] video')].map((v) => [v.videoWidth, v.videoHeight])`,
  );
}

test('the doctor and the patient meet in the video room of an online consultation', async ({
  browser,
  request,
}, testInfo) => {
  // An online consultation with the demo doctor, booked by a fresh patient.
  const mobile = freshMobile(testInfo);
  const patientName = uniquePatientName('Kiran');
  const { appointment } = await bookOnlineConsultation(request, mobile, patientName);
  expect(appointment.videoRoomUrl).toBe(`/consult/${appointment.id}`);

  const media = { permissions: ['camera', 'microphone'] };
  const doctorContext = await browser.newContext(media);
  const patientContext = await browser.newContext(media);
  try {
    // The doctor, signed in to the portal, opens the room first and waits.
    const doctor = await doctorContext.newPage();
    await signInAsDoctor(doctor, request);
    await doctor.goto(appointment.videoRoomUrl);
    await expect(
      doctor.getByRole('heading', { level: 1, name: 'Video consultation' }),
    ).toBeVisible();
    await expect(doctor.getByText(appointment.publicId)).toBeVisible();
    await expect(room(doctor).getByText(patientName)).toBeVisible();
    await expect(room(doctor).getByRole('status')).toHaveText('Waiting for the patient to join…', {
      timeout: 15_000,
    });

    // The patient proves their phone with a code, then enters.
    const patient = await patientContext.newPage();
    await patient.goto(appointment.videoRoomUrl);
    await expect(
      patient.getByRole('heading', { level: 1, name: 'Video consultation' }),
    ).toBeVisible();
    await patient.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(mobile);
    const before = (await outbox(request, mobile)).length;
    await patient.getByRole('button', { name: 'Continue' }).click();
    await enterOtp(patient, await nextOtp(request, mobile, before));
    await patient.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(room(patient).getByText(DEMO_DOCTOR.name)).toBeVisible();
    await expect(patient.getByText(appointment.publicId)).toBeVisible();

    // Both connect, and each sees the other's (fake) camera.
    for (const page of [doctor, patient]) {
      await expect(room(page).getByRole('status')).toHaveText('Connected', { timeout: 30_000 });
      await expect
        .poll(async () => (await videoSizes(page)).map(([w, h]) => w! > 0 && h! > 0), {
          message: 'the remote video and the preview play',
          timeout: 15_000,
        })
        .toEqual([true, true]);
    }

    const mute = room(patient).getByRole('button', { name: 'Mute' });
    await mute.click();
    await expect(mute).toHaveAttribute('aria-pressed', 'true');

    if (process.env.CONSULT_SCREENSHOTS) await screenshots(testInfo.project.name, doctor, patient);

    // The patient turns the camera off: the doctor sees that, not a black picture.
    await room(patient).getByRole('button', { name: 'Camera off' }).click();
    await expect(room(doctor).getByText('Camera is off')).toBeVisible({ timeout: 10_000 });

    // The patient leaves; the doctor is told.
    await room(patient).getByRole('button', { name: 'Leave' }).click();
    await expect(room(patient).getByRole('status')).toHaveText('You left the consultation.');
    await expect(room(doctor).getByRole('status')).toHaveText(
      'The other side left the consultation.',
      { timeout: 30_000 },
    );
  } finally {
    await doctorContext.close();
    await patientContext.close();
  }
});

/** docs/screenshots/consult-{desktop,phone}.png: the doctor at 1280x800, the patient at 360x800. */
async function screenshots(project: string, doctor: Page, patient: Page) {
  const dir = path.resolve(import.meta.dirname, '../../docs/screenshots');
  mkdirSync(dir, { recursive: true });
  const [page, size, name] =
    project === 'phone'
      ? [patient, { width: 360, height: 800 }, 'consult-phone.png']
      : [doctor, { width: 1280, height: 800 }, 'consult-desktop.png'];
  await page.setViewportSize(size);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: path.join(dir, name) });
}
