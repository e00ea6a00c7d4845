// The doctor portal end to end (issue 5): login and the dashboard's figures, accepting a
// request, creating and moving a calendar slot, prescription and Save & Invoice, and
// axe-core on the portal screens. Every test picks its targets from the API at that
// moment, so it passes whatever the other tests (and the other project) already did.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_DOCTOR } from '../support/api.ts';
import { animationsSettled, expectNoSeriousViolations } from '../support/axe.ts';
import { pdfFile } from '../support/pdf.ts';
import {
  addDays,
  changeText,
  clientEmail,
  clinicDateOf,
  clinicInstant,
  CLINIC_TIME_ZONE,
  count,
  escapeRegExp,
  freeStartOn,
  hhmm,
  longDate,
  PortalApi,
  rupees,
  signInAsDoctor,
  twelveHour,
  type AppointmentListItem,
} from '../support/portal.ts';

// A doctor in the clinic's own zone: the Add Appointment dialog reads typed times in
// the browser's zone, the calendar shows them in the clinic's.
test.use({ timezoneId: CLINIC_TIME_ZONE });

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** A toast (react-toastify) with this text. */
const toast = (page: Page, text: string | RegExp) => page.locator('.Toastify').getByText(text);

/** The portal's section links: the sidebar, or on a phone the drawer behind the menu button. */
async function portalNav(page: Page): Promise<Locator> {
  if (isPhone(page)) await page.getByRole('button', { name: 'Open navigation' }).click();
  const nav = page.getByRole('navigation', { name: 'Portal' });
  await expect(nav).toBeVisible();
  return nav;
}

test('the demo doctor logs in at /login and the dashboard shows the database figures', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(DEMO_DOCTOR.mobile);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_DOCTOR.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: DEMO_DOCTOR.name })).toBeVisible();

  // The same session as the screen.
  const token = await page.evaluate<string | null>("window.localStorage.getItem('token')");
  expect(token, "localStorage 'token' after login").toBeTruthy();
  const api = new PortalApi(request, token!);

  const figures = page.getByRole('list', { name: 'Practice figures' });
  const CARDS = [
    ['Total Patients', 'totalPatients', count],
    ['Total Earnings', 'totalEarnings', rupees],
    ['Pending Requests', 'pendingRequests', count],
    ['Upcoming Appointments', 'upcomingAppointments', count],
  ] as const;
  // Compared with the API right after the screen loaded; if a visit started in
  // between (a figure counts 'from now on'), reload and compare again.
  await expect(async () => {
    await page.reload();
    await expect(figures).toBeVisible();
    const { cards } = await api.dashboard();
    for (const [label, key, format] of CARDS) {
      const card = figures.getByRole('listitem', { name: label });
      await expect(card.locator('p').nth(1), `${label} value`).toHaveText(
        format(cards[key].value),
        { timeout: 1_000 },
      );
      await expect(card, `${label} change`).toContainText(changeText(cards[key]), {
        timeout: 1_000,
      });
    }
  }).toPass({ timeout: 20_000 });

  // The sidebar badge on Appointments is GET /api/portal/summary's pendingRequests.
  const { pendingRequests } = await api.summary();
  const nav = await portalNav(page);
  const appointmentsLink = nav.getByRole('link', { name: /^Appointments/ });
  if (pendingRequests > 0) {
    await expect(appointmentsLink).toHaveAccessibleName(
      new RegExp(`^Appointments\\s*,\\s*${pendingRequests} pending requests$`),
    );
    await expect(appointmentsLink).toContainText(
      pendingRequests > 99 ? '99+' : String(pendingRequests),
    );
  } else {
    await expect(appointmentsLink).toHaveAccessibleName('Appointments');
  }
});

test('a pending request accepted on /appointments is Confirmed after a reload', async ({
  page,
  request,
}) => {
  const api = new PortalApi(request, await signInAsDoctor(page, request));
  // The first request that is still waiting and not about to start.
  const { pendingRequests } = await api.dashboard();
  const target = pendingRequests.find((r) => Date.parse(r.startTime) > Date.now() + 10 * 60_000);
  expect(target, 'a pending request on the dashboard').toBeDefined();
  const { id, publicId } = target!;

  await page.goto('/appointments');
  await page.getByRole('searchbox', { name: 'Search Appointments' }).fill(publicId);
  // The list opens on the nearest dates, so the request may show before the search has
  // applied: wait for the search (it goes into the address after a pause in typing).
  await expect(page).toHaveURL(/search=/);
  const accept = page.getByRole('button', { name: `Accept appointment ${publicId}` });
  await expect(accept).toHaveCount(1);
  await accept.click();
  await expect(toast(page, 'Appointment accepted.')).toBeVisible();
  await expect(accept).toHaveCount(0);

  await page.reload();
  // The search is kept in the address, so the row is still the only one.
  await expect(page).toHaveURL(/search=/);
  const row = page.locator('tr, li').filter({ hasText: publicId });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Confirmed');
  await expect(page.getByRole('button', { name: `Accept appointment ${publicId}` })).toHaveCount(0);

  // And its details page says so too.
  await page.getByRole('link', { name: `View appointment ${publicId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/appointment-details/${id}$`));
  await expect(page.getByRole('radio', { name: 'Confirmed' })).toBeChecked();
  expect((await api.appointment(id)).appointment.status).toBe('Confirmed');
});

test('a slot created in the calendar appears as a chip and moves to another day', async ({
  page,
  request,
}, testInfo) => {
  const api = new PortalApi(request, await signInAsDoctor(page, request));
  const phone = isPhone(page);

  // Two quiet days 3-12 days ahead (their chips fit the cell) and a time free on both.
  const today = clinicDateOf(Date.now());
  const days = Array.from({ length: 10 }, (_, i) => addDays(today, 3 + i));
  const chips = await api.chipsOn(days);
  const perDay = (date: string) => chips.filter((c) => clinicDateOf(c.startTime) === date).length;
  const quiet = days.filter((d) => perDay(d) <= 2);
  expect(quiet.length, 'two days with at most two appointments').toBeGreaterThanOrEqual(2);
  // Random, preferring two days of one month (a desktop drags the chip across the grid).
  const shuffled = [...quiet].sort(() => Math.random() - 0.5);
  const from = shuffled[0]!;
  const to = shuffled.find((d) => d !== from && d.slice(0, 7) === from.slice(0, 7)) ?? shuffled[1]!;
  const duration = 20;
  const email = clientEmail(testInfo.project.name);
  const title = `E2E follow-up ${email.slice(4, 16)}`;

  await page.goto(`/calendar?month=${from.slice(0, 7)}`);
  await expect(page.getByRole('table', { name: /^Appointments in / })).toBeVisible();

  // Create: a day's add button on a desktop; on a phone, the day and then Add slot.
  const openAddDialog = async () => {
    if (phone) {
      await page
        .getByRole('button', { name: new RegExp(`^${longDate(from)}, \\d+ appointments?$`) })
        .click();
      await expect(page.getByRole('heading', { name: longDate(from) })).toBeVisible();
      await page.getByRole('button', { name: 'Add slot' }).click();
    } else {
      await page.getByRole('button', { name: `${longDate(from)}, add an appointment` }).click();
    }
    const dialog = page.getByRole('dialog', { name: 'Add Appointment' });
    // (A Headless UI dialog element has no box of its own; its panel has.)
    await expect(dialog.getByRole('heading', { name: 'Add Appointment' })).toBeVisible();
    await expect(dialog.getByLabel('Date')).toHaveValue(from);
    return dialog;
  };

  let start = 0;
  const refused = new Set<number>();
  for (let attempt = 1; ; attempt += 1) {
    start = freeStartOn([from, to], chips, duration, refused);
    const dialog = await openAddDialog();
    await dialog.getByLabel('Client Email').fill(email);
    await dialog.getByLabel('Session Title').fill(title);
    await dialog.getByLabel('Start Time').fill(hhmm(start));
    await dialog.getByLabel('End Time').fill(hhmm(start + duration));
    const created = page.waitForResponse((r) =>
      r.url().endsWith('/api/appointment/create-appointment'),
    );
    await dialog.getByRole('button', { name: 'Create' }).click();
    const status = (await created).status();
    // 409: someone took the time meanwhile; try another one.
    if (status === 409 && attempt < 3) {
      refused.add(start);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      continue;
    }
    expect(status, 'POST /api/appointment/create-appointment').toBe(201);
    await expect(toast(page, 'Slot created successfully!')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    break;
  }

  const chipName = new RegExp(
    `^${escapeRegExp(twelveHour(start))} ${escapeRegExp(email)}\\s*, Confirmed$`,
  );
  const chip = phone
    ? page.getByRole('region', { name: longDate(from) }).getByRole('button', { name: chipName })
    : page
        .getByRole('list', { name: `Appointments on ${longDate(from)}` })
        .getByRole('button', { name: chipName });
  await expect(chip).toBeVisible();

  const mine = (await api.chipsOn([from])).find((c) => c.personName.toLowerCase() === email);
  expect(mine, 'the new slot in GET /api/calendar').toBeDefined();
  expect(Date.parse(mine!.startTime)).toBe(clinicInstant(from, start));

  // Move: drag and drop on a desktop (when the day is on this month's grid), else the
  // keyboard way, the chip's menu: Move to another day.
  const targetDay = page.getByRole('button', { name: `${longDate(to)}, add an appointment` });
  const drag = !phone && (await targetDay.count()) === 1;
  testInfo.annotations.push({
    type: 'move',
    description: `${from} -> ${to} by ${drag ? 'drag and drop' : 'the chip menu'}`,
  });
  if (drag) {
    await chip.dragTo(page.getByRole('cell').filter({ has: targetDay }));
  } else {
    await chip.click();
    await page.getByRole('menuitem', { name: 'Move to another day' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move appointment' });
    await dialog.getByLabel('New date').fill(to);
    await dialog.getByRole('button', { name: 'Move' }).click();
  }
  await expect(toast(page, 'Appointment moved.')).toBeVisible();

  const moved = clinicInstant(to, start);
  await expect
    .poll(async () => Date.parse((await api.appointment(mine!.id)).appointment.startTime), {
      message: 'GET /api/appointments/:id startTime after the move',
    })
    .toBe(moved);
  const [onTarget] = (await api.chipsOn([to])).filter((c) => c.id === mine!.id);
  expect(onTarget?.date).toBe(to);
  expect(Date.parse(onTarget!.endTime) - Date.parse(onTarget!.startTime)).toBe(duration * 60_000);

  // The chip is now on the new day, and no longer on the old one.
  await expect(chip).toHaveCount(0);
  await page.goto(`/calendar?month=${to.slice(0, 7)}`);
  if (phone) {
    await page
      .getByRole('button', { name: new RegExp(`^${longDate(to)}, \\d+ appointments?$`) })
      .click();
    await expect(
      page.getByRole('region', { name: longDate(to) }).getByRole('button', { name: chipName }),
    ).toBeVisible();
  } else {
    await expect(
      page
        .getByRole('list', { name: `Appointments on ${longDate(to)}` })
        .getByRole('button', { name: chipName }),
    ).toBeVisible();
  }
});

/**
 * A Confirmed appointment whose start has passed. The demo seed marks every past visit
 * Completed, Cancelled, Rejected or No-Show, so one exists only while a visit is under
 * way: otherwise accept a request that has started, or add a one-minute visit starting
 * in a few seconds and wait for it to start.
 */
async function startedConfirmedAppointment(
  api: PortalApi,
  project: string,
): Promise<AppointmentListItem> {
  const started = (list: AppointmentListItem[]) =>
    list.filter((a) => Date.parse(a.startTime) <= Date.now());
  const confirmed = await api.appointments({
    upcoming: 'false',
    status: 'Confirmed',
    sort: 'date',
    dir: 'desc',
    pageSize: '100',
  });
  const [found] = started(confirmed.appointments);
  if (found) return found;

  const pending = await api.appointments({
    upcoming: 'false',
    status: 'Pending',
    sort: 'date',
    dir: 'desc',
    pageSize: '100',
  });
  const [request] = started(pending.appointments);
  if (request) {
    await api.accept(request.id);
    return { ...request, status: 'Confirmed' };
  }

  const email = clientEmail(project);
  const today = clinicDateOf(Date.now());
  for (let attempt = 0; attempt < 4; attempt += 1) {
    // The earliest minute-long window from 5 s ahead that overlaps nothing active today.
    const chips = await api.chipsOn([today, addDays(today, 1)]);
    let startAt = Date.now() + 5_000;
    for (const chip of [...chips].sort((a, b) => a.startTime.localeCompare(b.startTime))) {
      if (startAt < Date.parse(chip.endTime) && Date.parse(chip.startTime) < startAt + 60_000) {
        startAt = Date.parse(chip.endTime) + 1_000;
      }
    }
    expect(startAt - Date.now(), 'a free minute within the next 3 minutes').toBeLessThan(180_000);
    const res = await api.createAppointment({
      title: 'E2E invoice visit',
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
  throw new Error('No free minute to add a visit to invoice');
}

test('a started Confirmed visit gets a prescription and Save & Invoice: INV number, Completed', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const api = new PortalApi(request, await signInAsDoctor(page, request));
  const visit = await startedConfirmedAppointment(api, testInfo.project.name);
  const medication = `Paracetamol 500 mg, twice a day for 3 days (${testInfo.project.name})`;

  await page.goto(`/appointment-details/${visit.id}`);
  await expect(page.getByRole('heading', { name: `Appointment ${visit.publicId}` })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Confirmed' })).toBeChecked();

  await page
    .getByLabel('Prescription file')
    .setInputFiles(pdfFile('prescription.pdf', 'Rx: Paracetamol'));
  await expect(page.getByText('prescription.pdf')).toBeVisible();
  await page.getByRole('textbox', { name: 'Medication' }).fill(medication);
  await page.getByRole('button', { name: 'Upload Prescription' }).click();
  await expect(toast(page, 'Prescription uploaded.')).toBeVisible();

  await page.getByRole('button', { name: 'Save & Invoice' }).click();
  const invoiceToast = toast(page, /^Invoice INV-\d{4}-\d{4,} created\.$/);
  await expect(invoiceToast).toBeVisible();
  const invoiceId = /INV-\d{4}-\d{4,}/.exec((await invoiceToast.textContent()) ?? '')![0];

  const summary = page.getByRole('region', { name: `Appointment ${visit.publicId}` });
  await expect(summary).toContainText('Completed');
  await expect(page.getByRole('radio', { name: 'Completed' })).toBeChecked();
  await expect(page.getByText(`Invoiced as ${invoiceId}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save & Invoice' })).toBeDisabled();

  const details = await api.appointment(visit.id);
  expect(details.appointment.status).toBe('Completed');
  expect(details.invoice?.invoiceId).toBe(invoiceId);
  expect(details.prescriptions.map((p) => p.medication)).toContain(medication);
});

test('the portal screens have no serious accessibility violations', async ({
  page,
  request,
}, testInfo) => {
  const api = new PortalApi(request, await signInAsDoctor(page, request));
  const { upcoming } = await api.dashboard();
  const some = upcoming[0] ?? (await api.appointments({ pageSize: '1' })).appointments[0];
  expect(some, 'an appointment to open').toBeDefined();

  const check = async (name: string, path: string, ready: () => Promise<void>) => {
    await test.step(name, async () => {
      await page.goto(path);
      await ready();
      await page.waitForLoadState('networkidle');
      await animationsSettled(page);
      await expectNoSeriousViolations(page, testInfo);
    });
  };

  await check('dashboard', '/dashboard', async () => {
    await expect(page.getByRole('list', { name: 'Practice figures' })).toBeVisible();
  });
  await check('appointments', '/appointments', async () => {
    await expect(page.getByRole('link', { name: /^View appointment #/ }).first()).toBeVisible();
  });
  await check('appointment details', `/appointment-details/${some!.id}`, async () => {
    await expect(
      page.getByRole('heading', { name: `Appointment ${some!.publicId}` }),
    ).toBeVisible();
  });
  await check('calendar', '/calendar', async () => {
    await expect(page.getByRole('table', { name: /^Appointments in / })).toBeVisible();
  });
  await test.step('notifications panel', async () => {
    await page.goto('/dashboard');
    await expect(page.getByRole('list', { name: 'Practice figures' })).toBeVisible();
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Close notifications' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(panel.getByText('Loading notifications')).toHaveCount(0);
    await animationsSettled(page);
    await expectNoSeriousViolations(page, testInfo);
  });
});
