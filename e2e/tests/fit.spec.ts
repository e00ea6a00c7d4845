// Issue 14, screens that fit: at 360 px no page scrolls sideways (the document is
// never wider than the window), public, booking, patient, portal and admin alike,
// and at 1366 px the doctor's appointments table shows its Actions column whole and
// opens on the nearest dates.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  bearer,
  bookingToken,
  DEMO_ADMIN,
  DEMO_DOCTOR,
  doctorSlots,
  loginToken,
  nextOtp,
  outbox,
  postBooking,
  slotsOf,
} from '../support/api.ts';
import { freshMobile, uniquePatientName } from '../support/data.ts';
import { clinicDateOf, doctorToken, PortalApi, signInAsDoctor } from '../support/portal.ts';
import { enterOtp, freeSlotButtons } from '../support/ui.ts';

const PHONE = { width: 360, height: 800 };
const LAPTOP = { width: 1366, height: 768 };

interface Width {
  scrollWidth: number;
  clientWidth: number;
  /** The outermost elements reaching past the right edge, to say what to fix. */
  wide: string[];
}

/**
 * The document's width against the window's. (A string: the e2e project is
 * type-checked without the DOM library.)
 */
const MEASURE = `(() => {
  const root = document.documentElement;
  const edge = root.clientWidth;
  const past = (el) => el.getBoundingClientRect().right > edge + 0.5;
  const wide = [];
  for (const el of document.body.querySelectorAll('*')) {
    if (wide.length >= 5) break;
    if (!past(el) || el.getBoundingClientRect().width === 0) continue;
    if (el.parentElement && el.parentElement !== document.body && past(el.parentElement)) continue;
    const cls = typeof el.className === 'string' ? el.className.slice(0, 80) : '';
    wide.push('<' + el.tagName.toLowerCase() + ' class="' + cls + '"> ends at ' +
      Math.round(el.getBoundingClientRect().right) + ' px');
  }
  return { scrollWidth: root.scrollWidth, clientWidth: edge, wide };
})()`;

function documentWidth(page: Page): Promise<Width> {
  return page.evaluate<Width>(MEASURE);
}

/** The page shows what it is for: its h1, no request running, no 'Loading…' left. */
async function settle(page: Page, heading?: string | RegExp): Promise<void> {
  const h1 = page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) });
  await expect(h1.first()).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, {
    timeout: 15_000,
  });
}

/** Soft: every screen of a test is measured, and every one too wide is reported. */
async function expectFits(page: Page, what: string): Promise<void> {
  const width = await documentWidth(page);
  expect
    .soft(
      width.scrollWidth,
      `${what} (${new URL(page.url()).pathname}) is ${width.scrollWidth} px wide in a ${width.clientWidth} px window:\n  ${width.wide.join('\n  ')}`,
    )
    .toBeLessThanOrEqual(width.clientWidth);
}

async function visit(page: Page, path: string, heading?: string | RegExp): Promise<void> {
  await page.goto(path);
  await settle(page, heading);
  await expectFits(page, path);
}

async function json<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const res = await request.get(path, { headers: bearer(token) });
  expect(res.status(), `GET ${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

async function demoDoctorId(request: APIRequestContext): Promise<string> {
  const me = await json<{ user: { id: string } }>(
    request,
    '/api/auth/get-userdata',
    await doctorToken(request),
  );
  return me.user.id;
}

test.describe('at 360 px no page scrolls sideways', () => {
  test.use({ viewport: PHONE });
  // A phone's width: the phone project's (the desktop project at 360 px measured the
  // same pages again).
  test.skip(({ isMobile }) => !isMobile, 'a phone screen: the phone project');

  test('the public pages', async ({ page, request }) => {
    const doctorId = await demoDoctorId(request);
    const pages: [string, string | RegExp][] = [
      ['/', 'Your Digital Clinic Starts Here'],
      ['/doctors', 'Find the right doctor by speciality or city'],
      [`/doctors/${doctorId}`, DEMO_DOCTOR.name],
      ['/why-choose-us', 'Care that starts with trust'],
      ['/news', 'Health news and guides'],
      ['/search-results?location=Bengaluru&treatment=General%20Physician', /General Physician/],
      ['/login', 'Log In'],
      ['/sign-up', 'Sign Up'],
      ['/forgot-password', 'Forgot Password'],
      ['/otp-verification', 'OTP Verification'],
      ['/my-appointments', 'My appointments'],
      ['/reports', 'Reports Page'],
      ['/waitlist/join', 'Join the waitlist'],
      ['/consult/5f0c6f5e-8a1b-4c2d-9e3f-0a1b2c3d4e5f', 'Video consultation'],
      ['/this/page/does-not-exist', 'Page Not Found'],
    ];
    for (const [path, heading] of pages) await visit(page, path, heading);

    // The search with a doctor's slots open.
    await page.goto('/search-results?location=Bengaluru&treatment=General%20Physician');
    const card = page
      .getByRole('list', { name: 'Doctors' })
      .getByRole('article')
      .filter({ hasText: 'Next available' })
      .first();
    await card.getByRole('button', { name: 'Book Clinic Visit' }).click();
    await freeSlotButtons(card.getByRole('region', { name: /^Available slots for / }));
    await expectFits(page, 'search results with a slot picker open');
  });

  test('the booking steps, opened directly and on the way to a booking', async ({
    page,
    request,
  }, testInfo) => {
    // Opened directly (a bookmark, a new tab), each step goes back to the search.
    for (const path of [
      '/booking-phone-otp',
      '/booking-confirmation',
      '/booking-otp',
      '/booking-success',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/search-results/);
      await settle(page);
      await expectFits(page, `${path} opened directly`);
    }

    // And each one on the way: a clinic visit paid at the clinic.
    const mobile = freshMobile(testInfo);
    await page.goto('/search-results?location=Bengaluru&treatment=General%20Physician');
    const card = page
      .getByRole('list', { name: 'Doctors' })
      .getByRole('article')
      .filter({ hasText: 'Next available' })
      .first();
    await card.getByRole('button', { name: 'Book Clinic Visit' }).click();
    // From tomorrow on: far enough from now to stay bookable while the test runs.
    const free = await freeSlotButtons(
      card.getByRole('region', { name: /^Available slots for / }),
      1,
    );
    await free.last().click();

    await expect(page).toHaveURL(/\/booking-phone-otp$/);
    await settle(page, 'Enter your mobile number');
    await expectFits(page, 'phone number step');
    await page.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(mobile);
    const before = (await outbox(request, mobile)).length;
    await page.getByRole('button', { name: 'Continue' }).click();
    await settle(page, 'Enter OTP');
    await expectFits(page, 'code step');
    await enterOtp(page, await nextOtp(request, mobile, before));
    await page.getByRole('button', { name: 'Verify OTP' }).click();

    await expect(page).toHaveURL(/\/booking-confirmation$/);
    await settle(page);
    await expectFits(page, 'confirmation step');
    await page.getByRole('textbox', { name: 'Full name', exact: true }).fill(uniquePatientName());
    await page.getByRole('radio', { name: /Pay later at the clinic/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/booking-success$/, { timeout: 15_000 });
    await settle(page);
    await expectFits(page, 'success screen');
  });

  test("a patient's appointments, with one booked", async ({ page, request }, testInfo) => {
    const mobile = freshMobile(testInfo);
    const doctorId = await demoDoctorId(request);
    const tomorrow = clinicDateOf(Date.now() + 86_400_000);
    const slot = (await doctorSlots(request, doctorId, 14))
      .filter((day) => day.date >= tomorrow)
      .flatMap(slotsOf)
      .find((s) => s.available);
    expect(slot, `a free slot of ${DEMO_DOCTOR.name} from tomorrow on`).toBeDefined();
    const token = await bookingToken(request, mobile);
    const booked = await postBooking(request, token, {
      doctorId,
      startTime: slot!.start,
      patientName: uniquePatientName('Meena'),
      mobile,
    });
    expect(booked.status(), await booked.text()).toBe(201);

    // The tab's verified phone, where the booking screens keep it.
    const session = JSON.stringify({ token, mobile, expiresAt: Date.now() + 25 * 60_000 });
    await page.addInitScript(
      `window.sessionStorage.setItem('booking-session', ${JSON.stringify(session)});`,
    );
    await page.goto('/my-appointments');
    await settle(page, 'My appointments');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectFits(page, 'my appointments with a booking');
  });

  test("the doctor's portal", async ({ page, request }) => {
    const token = await signInAsDoctor(page, request);
    const api = new PortalApi(request, token);
    const { appointments } = await api.appointments({ pageSize: '100' });
    const virtual = appointments.find((a) => a.appointmentType === 'Virtual');
    const clinic = appointments.find((a) => a.appointmentType === 'Clinic Visit');
    expect(virtual, 'a virtual appointment of the demo doctor').toBeDefined();
    expect(clinic, 'a clinic visit of the demo doctor').toBeDefined();
    const { patients } = await json<{ patients: { id: string }[] }>(
      request,
      '/api/patients?page=1&pageSize=1',
      token,
    );
    const { invoices } = await json<{ invoices: { invoiceId: string }[] }>(
      request,
      '/api/ledger?page=1&pageSize=1',
      token,
    );
    expect(patients.length, 'a patient of the demo doctor').toBeGreaterThan(0);
    expect(invoices.length, 'an invoice of the demo doctor').toBeGreaterThan(0);

    const pages: [string, string][] = [
      ['/dashboard', 'Dashboard'],
      ['/appointments', 'Appointments'],
      [`/appointment-details/${virtual!.id}`, 'Appointment Details'],
      [`/appointment-details/${clinic!.id}`, 'Appointment Details'],
      ['/ledger', 'Ledger'],
      [`/ledger-details/${invoices[0]!.invoiceId}`, 'Invoice Details'],
      ['/payments', 'Payments'],
      ['/calendar', 'Calendar'],
      ['/schedule', 'Schedule'],
      ['/my-patients', 'My Patients'],
      [`/patient-details/${patients[0]!.id}`, 'Patient Details'],
      ['/profile', 'My Profile'],
      ['/my-ratings', 'My Ratings'],
      ['/waitlist', 'Waitlist'],
      ['/help', 'Help'],
    ];
    for (const [path, heading] of pages) await visit(page, path, heading);
    // The virtual visit's room link is the long line that made the page 594 px wide.
    await page.goto(`/appointment-details/${virtual!.id}`);
    await expect(page.getByText('Teleconsulting Link')).toBeVisible();
    await expectFits(page, 'virtual appointment details');

    // The navigation drawer, open.
    await page.goto('/dashboard');
    await settle(page, 'Dashboard');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(page.getByRole('navigation', { name: 'Portal' })).toBeVisible();
    await expectFits(page, 'dashboard with the navigation open');
  });

  test('the admin area', async ({ page, request }) => {
    const token = await loginToken(request, DEMO_ADMIN.mobile, DEMO_ADMIN.password);
    await page.addInitScript(`window.localStorage.setItem('token', ${JSON.stringify(token)});`);
    const { doctors } = await json<{ doctors: { id: string; name: string }[] }>(
      request,
      '/api/admin/doctors?page=1',
      token,
    );
    const { tickets } = await json<{ tickets: { id: string; number: number }[] }>(
      request,
      '/api/admin/tickets?page=1',
      token,
    );
    expect(doctors.length, 'a doctor waiting for verification').toBeGreaterThan(0);
    expect(tickets.length, 'a support ticket').toBeGreaterThan(0);

    const pages: [string, string][] = [
      ['/admin', 'Doctor Verification'],
      [`/admin/doctors/${doctors[0]!.id}`, doctors[0]!.name],
      ['/admin/tickets', 'Support Tickets'],
      [`/admin/tickets/${tickets[0]!.id}`, `Ticket #${tickets[0]!.number}`],
    ];
    for (const [path, heading] of pages) await visit(page, path, heading);
  });
});

test.describe('at 1366 px', () => {
  test.use({ viewport: LAPTOP });

  test('the appointments table shows its Actions column whole and opens on the nearest dates', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'a laptop screen: the desktop project');
    const api = new PortalApi(request, await signInAsDoctor(page, request));
    await page.goto('/appointments');
    await settle(page, 'Appointments');
    const table = page.getByRole('table', { name: 'Appointments' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expectFits(page, '/appointments');

    // No part of the table is hidden to the right: it does not scroll, and the
    // Actions heading and every row's actions lie inside the visible box.
    const scroller = table.locator('xpath=..');
    const scroll = await scroller.evaluate((el: { scrollWidth: number; clientWidth: number }) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scroll.scrollWidth, 'the table scrolls sideways').toBeLessThanOrEqual(
      scroll.clientWidth,
    );
    const box = (await scroller.boundingBox())!;
    const inside = async (what: string, locator: ReturnType<Page['locator']>) => {
      await locator.scrollIntoViewIfNeeded();
      const b = (await locator.boundingBox())!;
      expect(b, `${what} is laid out`).toBeTruthy();
      expect(b.x, `${what} starts inside the table`).toBeGreaterThanOrEqual(box.x - 0.5);
      expect(b.x + b.width, `${what} ends inside the table`).toBeLessThanOrEqual(
        box.x + box.width + 0.5,
      );
      expect(b.x + b.width, `${what} ends inside the window`).toBeLessThanOrEqual(LAPTOP.width);
    };
    await inside('the Actions heading', table.getByRole('columnheader', { name: 'Actions' }));
    const rows = table.getByRole('row');
    const count = await rows.count();
    for (let i = 1; i < count; i += 1) {
      const row = rows.nth(i);
      await inside(`row ${i}'s View`, row.getByRole('link', { name: /^View appointment/ }));
      const accept = row.getByRole('button', { name: /^Accept appointment/ });
      if (await accept.count()) {
        await inside(`row ${i}'s Accept`, accept);
        await inside(`row ${i}'s Reject`, row.getByRole('button', { name: /^Reject appointment/ }));
      }
    }

    // The first row is the soonest appointment from today on, as the server orders them by date.
    const today = clinicDateOf(Date.now());
    const soonest = await api.appointments({
      from: today,
      sort: 'date',
      dir: 'asc',
      pageSize: '1',
    });
    expect(soonest.total, 'an appointment of the demo doctor from today on').toBeGreaterThan(0);
    await expect(rows.nth(1).getByRole('cell').first()).toHaveText(
      soonest.appointments[0]!.publicId,
    );
  });
});
