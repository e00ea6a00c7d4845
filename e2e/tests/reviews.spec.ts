// Reviews end to end (issue 11): a doctor of the test's own (an empty calendar, so a
// free minute is always near whatever the hour) completes a visit, the patient opens
// the one-time link the dev outbox holds, rates the visit and tells the story without
// an account; the review and the new average show on My Ratings and on the search
// card; the doctor replies and the reply shows under the story on the search card.
// axe-core on the review page and My Ratings. Each project completes its own visit.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { bearer, outbox } from '../support/api.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { uniqueWord } from '../support/data.ts';
import { everyDay, registerListedDoctor, signInWithToken } from '../support/doctor.ts';
import {
  addDays,
  clientEmail,
  clinicDateOf,
  CLINIC_TIME_ZONE,
  PortalApi,
  type AppointmentListItem,
} from '../support/portal.ts';

test.use({ timezoneId: CLINIC_TIME_ZONE });

interface ReviewSummary {
  average: number;
  count: number;
}

async function ratingSummary(request: APIRequestContext, token: string): Promise<ReviewSummary> {
  const res = await request.get('/api/reviews', { headers: bearer(token) });
  expect(res.status(), 'GET /api/reviews').toBe(200);
  return ((await res.json()) as { summary: ReviewSummary }).summary;
}

/** A one-minute visit for a new client starting in a few seconds, waited for until it starts. */
async function startedVisit(api: PortalApi, email: string): Promise<AppointmentListItem> {
  const today = clinicDateOf(Date.now());
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const chips = await api.chipsOn([today, addDays(today, 1)]);
    let startAt = Date.now() + 5_000;
    for (const chip of [...chips].sort((a, b) => a.startTime.localeCompare(b.startTime))) {
      if (startAt < Date.parse(chip.endTime) && Date.parse(chip.startTime) < startAt + 60_000) {
        startAt = Date.parse(chip.endTime) + 1_000;
      }
    }
    expect(startAt - Date.now(), 'a free minute within the next 3 minutes').toBeLessThan(180_000);
    const res = await api.createAppointment({
      title: 'Fever follow-up',
      startTime: new Date(startAt).toISOString(),
      endTime: new Date(startAt + 60_000).toISOString(),
      patientEmail: email,
    });
    if (res.status() === 409) continue;
    expect(res.status(), `create-appointment: ${await res.text()}`).toBe(201);
    const { appointment } = (await res.json()) as { appointment: AppointmentListItem };
    const wait = Date.parse(appointment.startTime) - Date.now() + 500;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return appointment;
  }
  throw new Error('No free minute to add a visit');
}

test('a completed visit is reviewed through its one-time link, shown on My Ratings and the search card, and replied to', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const doctor = await registerListedDoctor(request, testInfo, {
    firstName: 'Meera',
    shifts: everyDay('09:00', '17:00'),
    experience: 7,
    offlineFee: 600,
    onlineFee: 500,
  });
  const token = doctor.token;
  await signInWithToken(page, token);
  const api = new PortalApi(request, token);
  const before = await ratingSummary(request, token);
  const email = clientEmail(testInfo.project.name);
  const visit = await startedVisit(api, email);

  // Completing the visit sends the link (this client is known by email only).
  const done = await request.patch(`/api/appointments/${visit.id}/status`, {
    headers: bearer(token),
    data: { status: 'Completed' },
  });
  expect(done.status(), await done.text()).toBe(200);
  let link = '';
  await expect
    .poll(
      async () => {
        const messages = await outbox(request, email);
        link = messages.map((m) => /\/review\/[\w-]+/.exec(m.text)?.[0]).find(Boolean) ?? '';
        return link;
      },
      { message: `a review link to ${email} in the dev outbox`, timeout: 20_000 },
    )
    .not.toBe('');

  // The patient, with no account and no stored token.
  const context = await browser.newContext({ timezoneId: CLINIC_TIME_ZONE });
  const patient = await context.newPage();
  await patient.goto(link);
  await expect(patient.getByRole('heading', { name: doctor.name })).toBeVisible();
  await expect(patient.getByText(/Fever follow-up/)).toBeVisible();
  await expectNoSeriousViolations(patient, testInfo);
  const word = uniqueWord();
  const story = `The doctor listened carefully and explained the fever treatment (${word}).`;
  await patient.getByRole('radio', { name: '5 stars, Excellent' }).check();
  await patient.getByRole('textbox', { name: 'Your story' }).fill(story);
  await patient.getByRole('button', { name: 'Submit Review' }).click();
  await expect(patient.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  // The link works once.
  await patient.reload();
  await expect(patient.getByRole('heading', { name: 'Already reviewed' })).toBeVisible();
  await context.close();

  const after = await ratingSummary(request, token);
  expect(after.count).toBe(before.count + 1);

  // My Ratings: the new review and the new average.
  await page.goto('/my-ratings');
  await expect(page.getByRole('heading', { name: 'My Ratings', level: 1 })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Rating summary' });
  await expect(summary).toContainText(after.average.toFixed(1));
  await expect(summary).toContainText(after.count === 1 ? '1 review' : `${after.count} reviews`);
  await page.getByRole('searchbox', { name: 'Search reviews' }).fill(word);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText(story)).toBeVisible();
  // The search has been applied (it waits for typing to pause) and its
  // answer has replaced the dimmed previous list.
  await expect(page).toHaveURL(new RegExp(`search=${word}`));
  await expect(reviews.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoSeriousViolations(page, testInfo);

  // Reply, stored through the API.
  const reply = `Thank you for your kind words (${word}).`;
  await reviews
    .getByRole('button', { name: /^Reply to / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Reply' });
  await dialog.getByRole('textbox', { name: 'Your reply' }).fill(reply);
  await dialog.getByRole('button', { name: 'Save Reply' }).click();
  await expect(dialog).toBeHidden();
  await expect(reviews.getByText(reply)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Reviews' }).getByText(reply)).toBeVisible();

  // The search card: the new rating and count, and the story with the reply under it.
  const storiesLabel = after.count === 1 ? '1 Patient Story' : `${after.count} Patient Stories`;
  const searchName = doctor.name.replace(/^Dr\.\s+/, '');
  await page.goto(
    `/search-results?location=${doctor.city}&treatment=${encodeURIComponent(searchName)}`,
  );
  const card = page.getByRole('article', { name: doctor.name }).filter({ hasText: storiesLabel });
  await expect(card).toBeVisible();
  await expect(card).toContainText(after.average.toFixed(1));
  await card.getByRole('button', { name: storiesLabel }).click();
  const stories = card.getByRole('region', { name: `Patient stories about ${doctor.name}` });
  await expect(stories.getByText(story)).toBeVisible();
  await expect(stories.getByText(reply)).toBeVisible();
});
