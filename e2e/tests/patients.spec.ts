// My Patients and Patient details end to end (issue 11): the demo doctor finds a
// patient by name, opens the record, adds a consultation note and uploads a lab
// report, and sees both after a reload; axe-core on both screens. The patient is
// read from the API at that moment, so the test passes whatever ran before it.
import { expect, test, type Page } from '@playwright/test';
import { bearer } from '../support/api.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { uniqueWord } from '../support/data.ts';
import { pdfFile } from '../support/pdf.ts';
import { CLINIC_TIME_ZONE, escapeRegExp, signInAsDoctor } from '../support/portal.ts';

test.use({ timezoneId: CLINIC_TIME_ZONE });

interface PatientPage {
  total: number;
  patients: { id: string; name: string; visits: number }[];
}

/** The demo doctor's patient seen most recently: a real record with visits. */
async function recentPatient(page: Page, token: string) {
  const res = await page.request.get('/api/patients?sort=lastVisit&dir=desc&pageSize=1', {
    headers: bearer(token),
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as PatientPage;
  expect(body.total, 'the demo doctor has patients').toBeGreaterThan(0);
  return body.patients[0]!;
}

test('finds a patient by name, adds a note and a lab report, and sees both after a reload', async ({
  page,
  request,
}, testInfo) => {
  const token = await signInAsDoctor(page, request);
  const patient = await recentPatient(page, token);

  await page.goto('/my-patients');
  await expect(page.getByRole('heading', { name: 'My Patients', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search Patients' }).fill(patient.name);
  await expect(page).toHaveURL(/search=/);
  // Two patients may share a name (other tests book under common names): the
  // link is the one to this patient's record.
  const moreInfo = page
    .getByRole('link', { name: new RegExp(`More Info about ${escapeRegExp(patient.name)}`) })
    .and(page.locator(`[href="/patient-details/${patient.id}"]`));
  await expect(moreInfo).toBeVisible();
  await moreInfo.click();

  await expect(page).toHaveURL(`/patient-details/${patient.id}`);
  const profile = page.getByRole('region', { name: 'Patient profile' });
  await expect(profile.getByRole('heading', { name: patient.name })).toBeVisible();

  const note = `Reviewed reports ${uniqueWord()}; follow up in two weeks.`;
  await page.getByRole('button', { name: 'Add Note' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Note' });
  await dialog.getByRole('button', { name: 'Save Note' }).click();
  await expect(dialog.getByText('Please enter a note before saving.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Note' }).fill(note);
  await dialog.getByRole('button', { name: 'Save Note' }).click();
  await expect(dialog).toBeHidden();
  const notes = page.getByRole('region', { name: 'Consultation Notes' });
  await expect(notes.getByText(note)).toBeVisible();

  const reportName = `lab-${uniqueWord().toLowerCase()}.pdf`;
  await page.getByLabel('Lab report file').setInputFiles(pdfFile(reportName, 'Lab report'));
  const reports = page.getByRole('region', { name: 'Lab Reports' });
  await expect(reports.getByText(reportName)).toBeVisible();

  await page.reload();
  await expect(notes.getByText(note)).toBeVisible();
  await expect(reports.getByText(reportName)).toBeVisible();
  await expectNoSeriousViolations(page, testInfo);

  // The report opens with the session in the viewer.
  await reports.getByRole('button', { name: `View ${reportName}` }).click();
  // (The dialog's root has no size of its own; the frame with the file is what shows.)
  const preview = page.getByRole('dialog', { name: reportName }).locator('iframe');
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('src', /^blob:/);
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  await page.goto('/my-patients');
  await expect(page.getByRole('region', { name: 'Total Patients' })).toContainText(/\d/);
  await expect(page.getByRole('link', { name: /More Info about/ }).first()).toBeVisible();
  await expectNoSeriousViolations(page, testInfo);
});

test('an id that is not this doctor’s patient shows the not-found state', async ({
  page,
  request,
}) => {
  await signInAsDoctor(page, request);
  await page.goto('/patient-details/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Patient not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to My Patients' })).toBeVisible();
});
