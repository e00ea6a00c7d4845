// Issue 14: the app without a mouse. A patient books from the landing page to the success
// screen, and a doctor runs the day (log in, accept a request, open it, notes, Save &
// Invoice), with page.keyboard alone: Tab, Shift+Tab, Enter, Space, arrows and typing.
// Every element Tab lands on must show the focus ring and not sit under a sticky header;
// each booking step takes focus to its heading; dialogs keep focus and give it back.
import {
  expect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { bookingToken, nextOtp, outbox, postBooking } from '../support/api.ts';
import { axeViewports, expectNoSeriousViolations } from '../support/axe.ts';
import { freshMobile, uniquePatientName } from '../support/data.ts';
import { everyDay, registerListedDoctor, type TestDoctor } from '../support/doctor.ts';
import {
  addDays,
  clientEmail,
  clinicDateOf,
  CLINIC_TIME_ZONE,
  PortalApi,
  type AppointmentListItem,
} from '../support/portal.ts';

// At 360 px (phone project) and 1366 px (desktop): axe checks the booking steps on the way.
test.use({ timezoneId: CLINIC_TIME_ZONE });
test.use(axeViewports);

const toast = (page: Page, text: string | RegExp) => page.locator('.Toastify').getByText(text);

// ---- In the page (functions, not strings: the CSP forbids evaluating strings; typed by
// hand, the e2e project is compiled without the DOM's types) ----------------------------

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
  width: number;
  height: number;
}
interface Node {
  tagName: string;
  outerHTML: string;
  getBoundingClientRect(): Box;
  contains(other: unknown): boolean;
  matches(selector: string): boolean;
}
interface Doc {
  activeElement: Node | null;
  body: Node;
  elementFromPoint(x: number, y: number): Node | null;
}
interface Win {
  document: Doc;
  innerWidth: number;
  innerHeight: number;
  getComputedStyle(node: Node): {
    outlineStyle: string;
    outlineWidth: string;
    outlineColor: string;
    boxShadow: string;
  };
}

/**
 * What is wrong with the focused element's indicator, or '' when nothing is: no focus,
 * no ring (2 px solid, the dark brand colour around a white gap), or covered by
 * something else (a sticky header) where it is drawn.
 */
function focusProblem(): string {
  const win = globalThis as unknown as Win;
  const el = win.document.activeElement;
  if (!el || el === win.document.body) return 'nothing has focus';
  const what = el.outerHTML.slice(0, 160);
  if (!el.matches(':focus-visible')) return `not :focus-visible: ${what}`;
  const box = el.getBoundingClientRect();
  // A visually hidden control (a radio drawn by its label) is outlined by its label.
  if (box.width * box.height < 16) return '';
  const style = win.getComputedStyle(el);
  if (style.outlineStyle !== 'solid' || parseFloat(style.outlineWidth) < 2) {
    return `no 2 px focus outline (${style.outlineStyle} ${style.outlineWidth}): ${what}`;
  }
  const tabbable = !el.matches('[tabindex="-1"]');
  if (tabbable && style.outlineColor !== 'rgb(4, 47, 46)') {
    return `focus outline ${style.outlineColor}, not the ring's dark brand colour: ${what}`;
  }
  if (tabbable && !style.boxShadow.includes('rgb(255, 255, 255)')) {
    return `no white gap inside the ring (${style.boxShadow}): ${what}`;
  }
  // WCAG 2.4.11: not hidden, by the edge of the screen or by a sticky header. The middle of
  // its part on screen must be the element itself.
  const top = Math.max(box.top, 0);
  const bottom = Math.min(box.bottom, win.innerHeight);
  if (bottom - top < 2) return `scrolled out of view: ${what}`;
  const x = Math.min(Math.max((box.left + box.right) / 2, 1), win.innerWidth - 1);
  const hit = win.document.elementFromPoint(x, (top + bottom) / 2);
  if (!hit || !(el.contains(hit) || hit.contains(el))) {
    return `covered by ${hit?.outerHTML.slice(0, 120) ?? 'nothing'}: ${what}`;
  }
  return '';
}

function hasFocus(): boolean {
  const doc = (globalThis as unknown as Win).document;
  return doc.activeElement !== null && doc.activeElement !== doc.body;
}

function isActive(el: unknown): boolean {
  return el === (globalThis as unknown as Win).document.activeElement;
}

/** The focused element shows the ring and nothing covers it (waits out a smooth scroll). */
async function expectVisibleFocus(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(focusProblem), { message: 'the focus indicator', timeout: 3_000 })
    .toBe('');
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking the indicator of every
 * element on the way.
 */
async function tabTo(
  page: Page,
  target: Locator,
  { back = false, max = 80 }: { back?: boolean; max?: number } = {},
): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; ; presses += 1) {
    if (await target.evaluate(isActive)) {
      await expectVisibleFocus(page);
      return;
    }
    if (presses === max) break;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    // Nothing focused (the body) means Tab left the page for the browser's own controls.
    if (await page.evaluate(hasFocus))
      await expectVisibleFocus(page).catch((error: unknown) => {
        throw new Error(`On the way to ${target.toString()}: ${String(error)}`);
      });
  }
  throw new Error(`${max} presses of ${back ? 'Shift+Tab' : 'Tab'} never reached ${target}`);
}

/** A heading that has just been given focus by a step of the flow. */
async function expectFocusedHeading(page: Page, name: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
}

// ---- The patient ----------------------------------------------------------------------

async function newDoctor(request: APIRequestContext, testInfo: TestInfo): Promise<TestDoctor> {
  return registerListedDoctor(request, testInfo, {
    firstName: 'Tara',
    shifts: everyDay('09:00', '17:00'),
    experience: 6,
    offlineFee: 500,
    onlineFee: 400,
  });
}

test('a patient books from the landing page to the success screen with the keyboard alone', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const doctor = await newDoctor(request, testInfo);
  const surname = doctor.name.replace(/^Dr\. /, '');
  const mobile = freshMobile(testInfo);
  const patientName = uniquePatientName('Kavya');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // The landing page's search: a city from the suggestions (arrow keys), the doctor by name.
  const form = page.getByRole('search', { name: 'Find a doctor' });
  const location = form.getByRole('combobox', { name: 'Location' });
  await tabTo(page, location);
  await page.keyboard.type('Bengaluru');
  await expect(page.getByRole('option', { name: /^Bengaluru/ }).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(location).toHaveValue('Bengaluru, Karnataka');
  const treatment = form.getByRole('combobox', { name: 'Treatment or speciality' });
  await tabTo(page, treatment);
  await page.keyboard.type(surname);
  await page.keyboard.press('Escape');
  await tabTo(page, form.getByRole('button', { name: 'Search' }));
  await page.keyboard.press('Enter');

  // Results: focus on their heading, the count in a polite live region.
  await expect(page).toHaveURL(/\/search-results\?/);
  await expectFocusedHeading(page, `${surname} in Bengaluru`);
  await expect(page.getByRole('status').filter({ hasText: /doctors? available/ })).toHaveText(
    /^1 doctor available/,
    { timeout: 15_000 },
  );

  const card = page.getByRole('article', { name: doctor.name });
  await tabTo(page, card.getByRole('button', { name: 'Book Clinic Visit' }));
  await page.keyboard.press('Space');
  const panel = card.getByRole('region', { name: `Available slots for ${doctor.name}` });
  // Tomorrow: far enough from now to stay bookable while the test runs.
  const tomorrow = panel.getByRole('list', { name: 'Choose a day' }).getByRole('button').nth(1);
  await tabTo(page, tomorrow);
  await page.keyboard.press('Enter');
  await expect(tomorrow).toHaveAttribute('aria-pressed', 'true');
  const free = panel
    .getByRole('group', { name: /^(Morning|Afternoon|Evening) slots$/ })
    .getByRole('button', { disabled: false });
  await tabTo(page, free.first());
  await page.keyboard.press('Enter');

  // The mobile number, then the code: each step's heading takes focus.
  await expect(page).toHaveURL(/\/booking-phone-otp$/);
  await expectFocusedHeading(page, 'Enter your mobile number');
  await tabTo(page, page.getByRole('textbox', { name: 'Mobile number', exact: true }));
  await page.keyboard.type(mobile);
  const before = (await outbox(request, mobile)).length;
  await page.keyboard.press('Enter');
  await expectFocusedHeading(page, 'Enter OTP');
  const code = await nextOtp(request, mobile, before);
  await tabTo(
    page,
    page.getByRole('group', { name: 'One-time password' }).getByLabel('Digit 1 of 6'),
  );
  await page.keyboard.type(code, { delay: 20 });
  await tabTo(page, page.getByRole('button', { name: 'Verify OTP' }));
  await page.keyboard.press('Enter');

  // Who the visit is for and how to pay (arrow keys move through the radio group).
  await expect(page).toHaveURL(/\/booking-confirmation$/);
  await expectFocusedHeading(page, 'Confirm your clinic visit');
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page, testInfo);
  await tabTo(page, page.getByRole('textbox', { name: 'Full name', exact: true }));
  await page.keyboard.type(patientName);
  const payLater = page.getByRole('radio', { name: /Pay later at the clinic/ });
  await tabTo(page, page.getByRole('radio', { checked: true, name: /Pay / }));
  for (let i = 0; i < 4 && !(await payLater.isChecked()); i += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(payLater).toBeChecked();
  await expect(payLater).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/booking-success$/, { timeout: 15_000 });
  // 'Appointment Confirmed!', or 'Requested' while the doctor has to accept it.
  await expectFocusedHeading(page, /^Appointment (Confirmed!|Requested)$/);
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page, testInfo);

  // The booking is real: the doctor has it, waiting for an answer.
  const mine = await new PortalApi(request, doctor.token).appointments({ pageSize: '10' });
  expect(mine.appointments.map((a) => [a.status, a.patient])).toContainEqual([
    'Pending',
    patientName,
  ]);
});

test('the booking dialog and the phone menu keep focus inside and give it back on Escape', async ({
  page,
}) => {
  await page.goto('/search-results?location=Bengaluru&treatment=General%20Physician');
  const quick = page
    .getByRole('list', { name: 'Doctors' })
    .getByRole('button', { name: /^Quick book in 6 steps with / })
    .first();
  await expect(quick).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  await tabTo(page, quick, { max: 120 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Book an appointment' });
  // (A Headless UI dialog element has no box of its own; its title has.)
  await expect(dialog.getByRole('heading', { name: 'Book an appointment' })).toBeVisible();
  // Around and around: Tab never leaves the dialog.
  for (let i = 0; i < 25; i += 1) {
    await page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab');
    expect(
      await dialog.evaluate((el: unknown) =>
        (el as Node).contains((globalThis as unknown as Win).document.activeElement),
      ),
    ).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(quick).toBeFocused();

  // The navigation menu of a narrow screen: Escape closes it and focus is on its button.
  const toggle = page.getByRole('button', { name: 'Open menu' });
  if (await toggle.isVisible()) {
    await tabTo(page, toggle, { back: true, max: 200 });
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Main mobile' });
    await tabTo(page, menu.getByRole('link', { name: 'Doctors', exact: true }));
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  }
});

// ---- The doctor -----------------------------------------------------------------------

/** The portal's navigation link: the sidebar, or on a phone the drawer behind its button. */
async function goToSection(page: Page, name: RegExp): Promise<void> {
  const opener = page.getByRole('button', { name: 'Open navigation' });
  if (await opener.isVisible()) {
    await tabTo(page, opener, { back: true, max: 120 });
    await page.keyboard.press('Enter');
  }
  const nav = page.getByRole('navigation', { name: 'Portal' });
  const link = nav.getByRole('link', { name });
  const focused = await page.evaluate(hasFocus);
  // From the content the sidebar is behind: Shift+Tab back to it.
  await tabTo(page, link, { back: focused, max: 120 });
  await page.keyboard.press('Enter');
}

/** Searches the appointments list for one visit and opens it, accepting it first if asked. */
async function openAppointment(page: Page, visit: AppointmentListItem, accept: boolean) {
  await goToSection(page, /^Appointments/);
  await expect(page).toHaveURL(/\/appointments/);
  await tabTo(page, page.getByRole('searchbox', { name: 'Search Appointments' }));
  await page.keyboard.type(visit.publicId);
  await expect(page).toHaveURL(/search=/);
  if (accept) {
    const button = page.getByRole('button', { name: `Accept appointment ${visit.publicId}` });
    await tabTo(page, button);
    await page.keyboard.press('Space');
    await expect(toast(page, 'Appointment accepted.')).toBeVisible();
    await expect(button).toHaveCount(0);
    // Focus stays on the row: on its View link, where the buttons were.
    await expect(
      page.getByRole('link', { name: `View appointment ${visit.publicId}` }),
    ).toBeFocused();
  }
  await tabTo(page, page.getByRole('link', { name: `View appointment ${visit.publicId}` }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/appointment-details/${visit.id}$`));
  await expect(page.getByRole('heading', { name: `Appointment ${visit.publicId}` })).toBeVisible();
}

test('a doctor accepts a request, writes notes and invoices a visit with the keyboard alone', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const doctor = await newDoctor(request, testInfo);
  const api = new PortalApi(request, doctor.token);

  // A patient's request for tomorrow, waiting for the doctor.
  const patient = freshMobile(testInfo);
  const patientName = uniquePatientName('Meena');
  const tomorrow = addDays(clinicDateOf(Date.now()), 1);
  const slots = await request.get(`/api/doctors/${doctor.userId}/slots?days=3`);
  const { days } = (await slots.json()) as {
    days: { date: string; slots: Record<string, { start: string; available: boolean }[]> }[];
  };
  const start = Object.values(days.find((d) => d.date === tomorrow)?.slots ?? {})
    .flat()
    .find((s) => s.available)?.start;
  expect(start, `a free slot of the new doctor on ${tomorrow}`).toBeDefined();
  const booked = await postBooking(request, await bookingToken(request, patient), {
    doctorId: doctor.userId,
    startTime: start!,
    patientName,
    mobile: patient,
  });
  expect(booked.status(), `POST /api/bookings: ${await booked.text()}`).toBe(201);
  const [pending] = (await api.appointments({ status: 'Pending' })).appointments;
  expect(pending?.patient).toBe(patientName);

  // And a visit of today that starts in a few seconds: only a started visit is invoiced.
  const startAt = Date.now() + 5_000;
  const created = await api.createAppointment({
    title: 'Keyboard visit',
    startTime: new Date(startAt).toISOString(),
    endTime: new Date(startAt + 15 * 60_000).toISOString(),
    patientEmail: clientEmail(testInfo.project.name),
  });
  expect(created.status(), `create-appointment: ${await created.text()}`).toBe(201);
  const { appointment: visit } = (await created.json()) as { appointment: AppointmentListItem };

  // Log in.
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible({
    timeout: 15_000,
  });
  await page.waitForLoadState('networkidle');
  await tabTo(page, page.getByRole('textbox', { name: 'Mobile number', exact: true }));
  await page.keyboard.type(doctor.mobile);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(doctor.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({
    timeout: 15_000,
  });

  // Accept the request, open it, write a note and save it.
  await openAppointment(page, pending!, true);
  await expect(page.getByRole('radio', { name: 'Confirmed' })).toBeChecked();
  const notes = page.getByRole('textbox', { name: 'Add Notes' });
  await tabTo(page, notes);
  const requestNote = `Asked to bring earlier reports (${testInfo.project.name}).`;
  await page.keyboard.type(requestNote);
  await tabTo(page, page.getByRole('button', { name: 'Save Notes' }));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Notes saved.')).toBeVisible();
  expect((await api.appointment(pending!.id)).appointment.status).toBe('Confirmed');
  // The way back to the navigation starts while 'Notes saved.' is still up: the toasts
  // sit below the header and give way to the focus (every step checks nothing covers it).

  // The visit under way: notes, then Save & Invoice.
  const wait = startAt - Date.now() + 500;
  if (wait > 0) await page.waitForTimeout(wait);
  await openAppointment(page, visit, false);
  await tabTo(page, page.getByRole('textbox', { name: 'Add Notes' }));
  const visitNote = `Seen without a mouse (${testInfo.project.name}).`;
  await page.keyboard.type(visitNote);
  await tabTo(page, page.getByRole('button', { name: 'Save & Invoice' }));
  await page.keyboard.press('Enter');
  await expect(toast(page, /^Invoice INV-\d{4}-\d{4,} created\.$/)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Completed' })).toBeChecked();

  const details = await api.appointment(visit.id);
  expect(details.appointment.status).toBe('Completed');
  expect(details.invoice?.invoiceId).toMatch(/^INV-/);
});
