// Issue 13, point 8: the practice as the doctor runs it. A doctor of the test's own
// (signed up and verified through the API, so the demo doctor other tests book stays
// as it is) edits fees and experience on My Profile and sees them on the public page
// and the search card, then adds a day off on Schedule and its slots leave the
// picker. On another doctor's full day a patient joins the waitlist, another
// cancels, the first gets the offer SMS (dev outbox), follows its link and books the
// held slot, which a third patient cannot take meanwhile; the doctor's iCalendar
// feed and the patient's .ics parse and hold the booking. axe-core on every screen.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ERRORS } from '@clinic/shared/errors';
import { WAITLIST_HOLD_MINUTES, WAITLIST_MESSAGES } from '@clinic/shared/waitlist';
import {
  bearer,
  bookingToken,
  doctorSlots,
  nextOtp,
  outbox,
  postBooking,
  slotsOf,
  type SlotDay,
} from '../support/api.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { freshMobile, uniquePatientName, uniqueWord } from '../support/data.ts';
import { everyDay, registerListedDoctor, signInWithToken } from '../support/doctor.ts';
import {
  componentsOf,
  localDateTime,
  parseICalendar,
  property,
  textValue,
  type ICalComponent,
} from '../support/ical.ts';
import {
  addDays,
  clientEmail,
  clinicDateOf,
  clinicInstant,
  CLINIC_TIME_ZONE,
  escapeRegExp,
  longDate,
  PortalApi,
  rupees,
} from '../support/portal.ts';
import { enterOtp } from '../support/ui.ts';

test.use({ timezoneId: CLINIC_TIME_ZONE });

// Both doctors open 10:00-11:00 every day: two 30-minute slots a day.
const OPENS = 10 * 60;
const SLOT = 30;
const HOURS = everyDay('10:00', '11:00');

/** A toast (react-toastify) with this text. */
const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text);

/**
 * Waits for the toasts to close (3 s): axe then reads the screen as it stays, not a
 * toast half-way through its entrance animation (blended colours fail contrast).
 */
async function toastsClosed(page: Page) {
  await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 10_000 });
}

/**
 * The public doctor page and its slot picker (the same panel as a search card's), once
 * the page's scripts have loaded and the network is quiet: a page the server rendered
 * takes clicks only after hydrating.
 */
async function openDoctorPage(page: Page, doctor: { userId: string; name: string }) {
  await page.goto(`/doctors/${doctor.userId}`);
  await expect(page.getByRole('heading', { level: 1, name: doctor.name })).toBeVisible({
    timeout: 15_000,
  });
  const panel = page.getByRole('region', { name: `Available slots for ${doctor.name}` });
  await expect(panel.getByRole('list', { name: 'Choose a day' })).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  return panel;
}

/** Brings `label`'s day into the picker's strip (three of the seven days) and opens it. */
async function openDay(panel: Locator, label: string): Promise<Locator> {
  const day = panel
    .getByRole('list', { name: 'Choose a day' })
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(label)}`) });
  const back = panel.getByRole('button', { name: 'Previous days' });
  const next = panel.getByRole('button', { name: 'Next days' });
  // Again if a click came before the page hydrated (choosing a day twice is harmless).
  await expect(async () => {
    for (let i = 0; i < 3 && (await back.isEnabled()); i += 1) await back.click();
    for (let i = 0; i < 3 && !(await day.isVisible()); i += 1) await next.click();
    await day.click({ timeout: 2_000 });
    await expect(day).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return day;
}

/** The slot day of `date` as the API answers it now. */
async function slotDay(request: APIRequestContext, doctorId: string, date: string) {
  const day = (await doctorSlots(request, doctorId)).find((d) => d.date === date);
  expect(day, `${date} among the doctor's slot days`).toBeDefined();
  return day!;
}

const times = (day: SlotDay) =>
  slotsOf(day).map((s) => `${s.time}${s.available ? '' : ' (taken)'}`);

/** Mobile number, then the BOOKING code from the dev outbox (the VerifyPhoneCard). */
async function verifyPhone(page: Page, request: APIRequestContext, mobile: string) {
  await expect(page.getByRole('heading', { name: 'Enter your mobile number' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(mobile);
  const before = (await outbox(request, mobile)).length;
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Enter OTP' })).toBeVisible();
  await enterOtp(page, await nextOtp(request, mobile, before));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
}

/** The first SMS to `mobile` whose text matches, waited for (the outbox dispatcher sends it). */
async function smsMatching(
  request: APIRequestContext,
  mobile: string,
  pattern: RegExp,
  what: string,
): Promise<RegExpExecArray> {
  let match: RegExpExecArray | null = null;
  await expect
    .poll(
      async () => {
        const messages = await outbox(request, mobile);
        match = messages.map((m) => pattern.exec(m.text)).find(Boolean) ?? null;
        return match !== null;
      },
      { message: `${what} to ${mobile} in the dev outbox`, timeout: 30_000 },
    )
    .toBe(true);
  return match!;
}

test('a doctor edits fees and experience on My Profile, sees them on the public page and the search card, and a day off empties its day in the picker', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const doctor = await registerListedDoctor(request, testInfo, {
    firstName: 'Nila',
    shifts: HOURS,
    experience: 4,
    offlineFee: 500,
    onlineFee: 400,
  });
  await signInWithToken(page, doctor.token);
  // New values, none of them the ones signed up with.
  const experience = 10 + Math.floor(Math.random() * 50);
  const offlineFee = 1_000 + Math.floor(Math.random() * 9_000);
  const onlineFee = offlineFee - 250;

  // My Profile: the practice details form.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  const practice = page.getByRole('region', { name: 'Practice Details' });
  await expect(practice.getByLabel('Years of Experience')).toHaveValue('4');
  await expect(practice.getByLabel('Clinic Visit Fee')).toHaveValue('500');
  await expect(practice.getByLabel('Video Consultation Fee')).toHaveValue('400');
  await expectNoSeriousViolations(page, testInfo);
  await practice.getByLabel('Years of Experience').fill(String(experience));
  await practice.getByLabel('Clinic Visit Fee').fill(String(offlineFee));
  await practice.getByLabel('Video Consultation Fee').fill(String(onlineFee));
  await practice.getByRole('button', { name: 'Save Practice Details' }).click();
  await expect(toast(page, 'Profile updated')).toBeVisible();
  // Stored: a fresh load shows the new values.
  await page.reload();
  await expect(practice.getByLabel('Years of Experience')).toHaveValue(String(experience));
  await expect(practice.getByLabel('Clinic Visit Fee')).toHaveValue(String(offlineFee));
  await expect(practice.getByLabel('Video Consultation Fee')).toHaveValue(String(onlineFee));

  // The public page shows them ...
  await openDoctorPage(page, doctor);
  await expect(page.getByText(`${experience} years of experience`)).toBeVisible();
  const fees = page.getByRole('region', { name: 'Consultation fees' });
  await expect(fees.getByRole('term')).toHaveText(['Clinic visit', 'Video consultation']);
  await expect(fees.getByRole('definition')).toHaveText([rupees(offlineFee), rupees(onlineFee)]);
  await expectNoSeriousViolations(page, testInfo);

  // ... and so does the search card.
  const searchName = doctor.name.replace(/^Dr\.\s+/, '');
  await page.goto(
    `/search-results?location=${doctor.city}&treatment=${encodeURIComponent(searchName)}`,
  );
  const card = page
    .getByRole('list', { name: 'Doctors' })
    .getByRole('article', { name: doctor.name });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  await expect(card).toContainText(`${experience} years experience overall`);
  await expect(card).toContainText(`${rupees(offlineFee)} consultation fee at clinic`);
  await expect(card).toContainText(`${rupees(onlineFee)} video consultation`);
  await expectNoSeriousViolations(page, testInfo);

  // A day off, two days ahead: its two slots are open before.
  const dayOff = addDays(clinicDateOf(Date.now()), 2);
  const open = await slotDay(request, doctor.userId, dayOff);
  expect(times(open)).toEqual(['10:00 AM', '10:30 AM']);
  let picker = await openDoctorPage(page, doctor);
  await openDay(picker, open.label);
  const morning = picker.getByRole('group', { name: 'Morning slots' });
  await expect(morning.getByRole('button', { disabled: false })).toHaveText([
    '10:00 AM',
    '10:30 AM',
  ]);

  await page.goto('/schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
  const timeOff = page.getByRole('region', { name: 'Time off' });
  const form = timeOff.getByRole('form', { name: 'Add time off' });
  await expect(form.getByLabel('Whole day(s)')).toBeChecked();
  await form.getByLabel('From', { exact: true }).fill(dayOff);
  await form.getByLabel('To', { exact: true }).fill(dayOff);
  const reason = `Conference ${uniqueWord()}`;
  await form.getByLabel('Reason (optional)').fill(reason);
  await form.getByRole('button', { name: 'Add time off' }).click();
  await expect(toast(page, 'Time off added.')).toBeVisible();
  const planned = timeOff.getByRole('list', { name: 'Planned time off' }).getByRole('listitem');
  await expect(planned).toHaveCount(1);
  await expect(planned).toContainText(longDate(dayOff));
  await expect(planned).toContainText(reason);
  await toastsClosed(page);
  await expectNoSeriousViolations(page, testInfo);

  // The picker: the day has no slot left to choose; the days around it keep theirs.
  const after = await slotDay(request, doctor.userId, dayOff);
  expect(after.totalSlots).toBe(0);
  expect(slotsOf(after).filter((s) => s.available)).toEqual([]);
  picker = await openDoctorPage(page, doctor);
  const emptied = await openDay(picker, after.label);
  await expect(emptied).toContainText('No slots available');
  await expect(
    picker.getByText(`No slots available on ${after.label}. Try another day.`),
  ).toBeVisible();
  await expect(
    picker.getByRole('group', { name: /^(Morning|Afternoon|Evening) slots$/ }),
  ).toHaveCount(0);
  // Nothing to wait for on a day off: no cancellation frees it.
  expect(after.waitlist).toBe(false);
  await expect(picker.getByRole('link', { name: /Join waitlist/ })).toHaveCount(0);
  const nextDay = await slotDay(request, doctor.userId, addDays(dayOff, 1));
  expect(times(nextDay)).toEqual(['10:00 AM', '10:30 AM']);
  await openDay(picker, nextDay.label);
  await expect(
    picker.getByRole('group', { name: 'Morning slots' }).getByRole('button', { disabled: false }),
  ).toHaveText(['10:00 AM', '10:30 AM']);
});

/** The one VEVENT with this UID. */
function eventWithUid(calendar: ICalComponent, uid: string): ICalComponent | undefined {
  const events = componentsOf(calendar, 'VEVENT').filter((e) => property(e, 'UID')?.value === uid);
  expect(events.length, `VEVENTs with UID ${uid}`).toBeLessThanOrEqual(1);
  return events[0];
}

/** What every calendar of the app carries: version, product, the clinic's zone. */
function expectWellFormedCalendar(calendar: ICalComponent) {
  expect(property(calendar, 'VERSION')?.value).toBe('2.0');
  expect(property(calendar, 'PRODID')?.value).toBeTruthy();
  const zones = componentsOf(calendar, 'VTIMEZONE').map((z) => property(z, 'TZID')?.value);
  expect(zones).toContain(CLINIC_TIME_ZONE);
  for (const event of componentsOf(calendar, 'VEVENT')) {
    expect(property(event, 'UID')?.value).toBeTruthy();
    expect(property(event, 'DTSTAMP')?.value).toMatch(/^\d{8}T\d{6}Z$/);
    expect(property(event, 'DTSTART')?.params.TZID).toEqual([CLINIC_TIME_ZONE]);
  }
}

test('a patient on the waitlist of a full day gets the SMS offer when another cancels, books the held slot a third cannot take, and the calendar feed holds the booking', async ({
  page: patient,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const doctor = await registerListedDoctor(request, testInfo, {
    firstName: 'Ira',
    shifts: HOURS,
    experience: 9,
    offlineFee: 700,
    onlineFee: 600,
  });
  const portal = new PortalApi(request, doctor.token);

  // Setup through the API: a full day two days ahead. The doctor adds a visit at
  // 10:00 and patient B books 10:30.
  const date = addDays(clinicDateOf(Date.now()), 2);
  const first = clinicInstant(date, OPENS);
  const second = clinicInstant(date, OPENS + SLOT);
  const secondIso = new Date(second).toISOString();
  const added = await portal.createAppointment({
    title: 'Skin check',
    startTime: new Date(first).toISOString(),
    endTime: new Date(first + SLOT * 60_000).toISOString(),
    patientEmail: clientEmail(testInfo.project.name),
  });
  expect(added.status(), `create-appointment: ${await added.text()}`).toBe(201);
  const filler = ((await added.json()) as { appointment: { id: string } }).appointment;
  const mobileB = freshMobile(testInfo);
  const tokenB = await bookingToken(request, mobileB);
  const bookedB = await postBooking(request, tokenB, {
    doctorId: doctor.userId,
    startTime: secondIso,
    patientName: uniquePatientName('Kabir'),
    mobile: mobileB,
  });
  expect(bookedB.status(), `booking B: ${await bookedB.text()}`).toBe(201);
  const appointmentB = ((await bookedB.json()) as { appointment: { id: string } }).appointment;
  const full = await slotDay(request, doctor.userId, date);
  expect(times(full)).toEqual(['10:00 AM (taken)', '10:30 AM (taken)']);
  expect(full.totalSlots).toBe(0);
  expect(full.waitlist).toBe(true);

  // Patient A finds the day full on the doctor's page and joins its waitlist.
  const mobileA = freshMobile(testInfo);
  const nameA = uniquePatientName('Anika');
  const picker = await openDoctorPage(patient, doctor);
  await openDay(picker, full.label);
  await expect(
    picker.getByText(`No slots available on ${full.label}. Try another day.`),
  ).toBeVisible();
  await picker.getByRole('link', { name: WAITLIST_MESSAGES.joinForDay(full.label) }).click();
  await expect(patient).toHaveURL(
    new RegExp(`/waitlist/join\\?doctor=${doctor.userId}&date=${date}$`),
  );
  await expect(
    patient.getByRole('heading', { level: 1, name: WAITLIST_MESSAGES.joinTitle }),
  ).toBeVisible();
  await expect(patient.getByText(WAITLIST_MESSAGES.joinIntro(longDate(date)))).toBeVisible();
  await expectNoSeriousViolations(patient, testInfo);
  await verifyPhone(patient, request, mobileA);
  const nameStep = patient.getByRole('region', { name: WAITLIST_MESSAGES.joinTitle });
  await expect(nameStep).toContainText(`Mobile: +91 ${mobileA} (verified)`);
  await nameStep.getByRole('textbox', { name: 'Patient name' }).fill(nameA);
  await nameStep.getByRole('button', { name: WAITLIST_MESSAGES.joinButton }).click();
  await expect(patient.getByText(WAITLIST_MESSAGES.joined(longDate(date), 1))).toBeVisible();
  await toastsClosed(patient);
  await expectNoSeriousViolations(patient, testInfo);
  await smsMatching(
    request,
    mobileA,
    new RegExp(`^${escapeRegExp(`You are on the waitlist of ${doctor.name} for `)}`),
    'the waitlist SMS',
  );

  // Patient B cancels: the slot frees and is offered to A, held for A alone.
  const cancelled = await request.post(`/api/patient/appointments/${appointmentB.id}/cancel`, {
    headers: { 'X-Booking-Token': tokenB },
  });
  expect(cancelled.status(), `cancel B: ${await cancelled.text()}`).toBe(200);
  const offer = await smsMatching(
    request,
    mobileA,
    /^A slot with (.+) on (.+) is free and held for you for (\d+) minutes\. Book it or leave the waitlist: (\S+)$/,
    'the waitlist offer SMS',
  );
  const [text, offeredDoctor, when, minutes, link] = offer;
  expect(text).toBe(WAITLIST_MESSAGES.offerSms(offeredDoctor!, when!, link!));
  expect(offeredDoctor).toBe(doctor.name);
  expect(Number(minutes)).toBe(WAITLIST_HOLD_MINUTES);
  expect(new URL(link!).pathname).toMatch(/^\/waitlist\/[\w-]+$/);
  const held = await slotDay(request, doctor.userId, date);
  expect(times(held)).toEqual(['10:00 AM (taken)', '10:30 AM (taken)']);

  // Patient C cannot take the held slot.
  const mobileC = freshMobile(testInfo);
  const tokenC = await bookingToken(request, mobileC);
  const refused = await postBooking(request, tokenC, {
    doctorId: doctor.userId,
    startTime: secondIso,
    patientName: uniquePatientName('Tara'),
    mobile: mobileC,
  });
  expect(refused.status(), await refused.text()).toBe(ERRORS.SLOT_TAKEN.status);
  expect(await refused.json()).toMatchObject({
    code: 'SLOT_TAKEN',
    message: ERRORS.SLOT_TAKEN.message,
  });

  // A opens the SMS link in a new tab (the phone's verification is asked again) and books.
  const offerTab = await patient.context().newPage();
  await offerTab.goto(link!);
  await expect(offerTab.getByRole('heading', { name: WAITLIST_MESSAGES.offerTitle })).toBeVisible({
    timeout: 15_000,
  });
  await expect(offerTab.getByText(`${longDate(date)} at 10:30 AM`)).toBeVisible();
  const heldUntil = escapeRegExp(WAITLIST_MESSAGES.offerHeld('TIME')).replace(
    'TIME',
    '\\d\\d:\\d\\d [AP]M',
  );
  await expect(offerTab.getByText(new RegExp(`^${heldUntil}$`))).toBeVisible();
  await expectNoSeriousViolations(offerTab, testInfo);
  await offerTab.getByRole('button', { name: WAITLIST_MESSAGES.bookNow }).click();
  await expect(
    offerTab.getByText(`Verify +91 ${mobileA}, the number on the waitlist, to book this slot.`),
  ).toBeVisible();
  await verifyPhone(offerTab, request, mobileA);
  await expect(offerTab.getByText(WAITLIST_MESSAGES.offerBooked)).toBeVisible({ timeout: 15_000 });
  await toastsClosed(offerTab);
  await expectNoSeriousViolations(offerTab, testInfo);

  // The doctor has A's booking at the held time.
  const { appointments } = await portal.appointments({ search: nameA });
  expect(appointments).toHaveLength(1);
  const booking = appointments[0]!;
  const reference = booking.publicId.replace(/^#/, '');
  expect(booking).toMatchObject({ patient: nameA, startTime: secondIso, status: 'Pending' });
  // Still not C's.
  const again = await postBooking(request, tokenC, {
    doctorId: doctor.userId,
    startTime: secondIso,
    patientName: uniquePatientName('Tara'),
    mobile: mobileC,
  });
  expect(again.status()).toBe(ERRORS.SLOT_TAKEN.status);

  // The doctor's iCalendar feed: text/calendar, well formed, with A's visit and the
  // doctor's own, and without B's cancelled one.
  const profile = await request.get('/api/profile', { headers: bearer(doctor.token) });
  expect(profile.status()).toBe(200);
  const { calendarFeedUrl } = ((await profile.json()) as { profile: { calendarFeedUrl: string } })
    .profile;
  expect(calendarFeedUrl).toMatch(/\/api\/calendar-feed\/[\w-]{43}\.ics$/);
  const feed = await request.get(calendarFeedUrl);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar\b/);
  const calendar = parseICalendar(await feed.text());
  expectWellFormedCalendar(calendar);
  const event = eventWithUid(calendar, `${booking.id}@appointments.digital-clinic`);
  expect(event, "A's booking in the feed").toBeDefined();
  expect(property(event!, 'DTSTART')?.value).toBe(localDateTime(date, OPENS + SLOT));
  expect(property(event!, 'DTEND')?.value).toBe(localDateTime(date, OPENS + 2 * SLOT));
  expect(textValue(property(event!, 'SUMMARY')!.value)).toBe(`Clinic visit: ${nameA}`);
  expect(textValue(property(event!, 'DESCRIPTION')!.value)).toContain(`#${reference}`);
  expect(property(event!, 'STATUS')?.value).toBe('TENTATIVE');
  const own = eventWithUid(calendar, `${filler.id}@appointments.digital-clinic`);
  expect(own, "the doctor's own visit in the feed").toBeDefined();
  expect(property(own!, 'DTSTART')?.value).toBe(localDateTime(date, OPENS));
  expect(eventWithUid(calendar, `${appointmentB.id}@appointments.digital-clinic`)).toBeUndefined();

  // The .ics of A's confirmation SMS: the same event, for the patient's calendar.
  const [, icsUrl] = await smsMatching(
    request,
    mobileA,
    new RegExp(`#${reference} with .* Add to calendar: (\\S+)$`),
    'the booking confirmation SMS',
  );
  const ics = await request.get(icsUrl!);
  expect(ics.status()).toBe(200);
  expect(ics.headers()['content-type']).toMatch(/^text\/calendar\b/);
  const file = parseICalendar(await ics.text());
  expectWellFormedCalendar(file);
  expect(componentsOf(file, 'VEVENT')).toHaveLength(1);
  const visit = eventWithUid(file, `${booking.id}@appointments.digital-clinic`);
  expect(visit, "A's booking in the .ics").toBeDefined();
  expect(property(visit!, 'DTSTART')?.value).toBe(localDateTime(date, OPENS + SLOT));
  expect(textValue(property(visit!, 'SUMMARY')!.value)).toBe(`Clinic visit with ${doctor.name}`);
});
