// Issue 3: a patient finds a doctor from the landing page, books a slot with an OTP,
// sees it confirmed, and the booking is real: the doctor has it, the slot is taken
// for everyone else, and the patient can find and cancel it in My appointments.
import { expect, test, type Page } from '@playwright/test';
import {
  bearer,
  bookingToken,
  DEMO_DOCTOR,
  doctorSlots,
  loginToken,
  nextOtp,
  outbox,
  postBooking,
  searchAllDoctors,
  slotsOf,
} from '../support/api.ts';
import { freshMobile, uniquePatientName } from '../support/data.ts';
import { enterOtp, freeSlotButtons, historyState, pickOption } from '../support/ui.ts';

interface BookingStart {
  doctor: { userId: string; name: string };
  date: string;
  time: string;
  start: string;
  mode: 'clinic' | 'virtual';
}

/** Landing page: location and treatment with their autocompletes, then Search. */
async function searchFromLanding(page: Page) {
  await page.goto('/');
  const form = page.getByRole('search', { name: 'Find a doctor' });
  await form.getByRole('combobox', { name: 'Location' }).fill('Bengaluru');
  await pickOption(page, /^Bengaluru/);
  await expect(form.getByRole('combobox', { name: 'Location' })).toHaveValue(
    'Bengaluru, Karnataka',
  );
  await form.getByRole('combobox', { name: 'Treatment or speciality' }).fill('General Physician');
  await pickOption(page, 'General Physician');
  await form.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/\/search-results\?/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'General Physician in Bengaluru' }),
  ).toBeVisible();
  await expect(page.getByText(/^\d+ doctors? available/)).toBeVisible({ timeout: 15_000 });
}

/** The demo doctor's card when the results show it, else the first doctor with a free slot. */
async function chooseDoctorCard(page: Page) {
  const cards = page.getByRole('list', { name: 'Doctors' }).getByRole('article');
  await expect(cards.first()).toBeVisible({ timeout: 15_000 });
  const demo = cards.filter({ has: page.getByRole('heading', { name: DEMO_DOCTOR.name }) });
  if ((await demo.count()) === 0) {
    // The list grows page by page; one more page usually brings the demo doctor in.
    // Scrolling to 'Show more doctors' may already load it (the end of the list is
    // watched), which takes the button away: either way the list grows.
    const more = page.getByRole('button', { name: 'Show more doctors' });
    if (await more.isVisible()) {
      const before = await cards.count();
      await more.click({ timeout: 5_000 }).catch(() => undefined);
      await expect.poll(() => cards.count()).toBeGreaterThan(before);
    }
  }
  if ((await demo.count()) > 0) return demo.first();
  return cards.filter({ hasText: 'Next available' }).first();
}

test('a patient searches from the landing page, books a slot with an OTP and the slot is then taken', async ({
  page,
  request,
}, testInfo) => {
  const mobile = freshMobile(testInfo);
  const patientName = uniquePatientName();
  // Both ways of paying are covered: pay later on desktop, the test-mode gateway on the phone.
  const payOnline = testInfo.project.name === 'phone';

  await searchFromLanding(page);
  const card = await chooseDoctorCard(page);
  const doctorName = (await card.getByRole('heading', { level: 2 }).textContent())?.trim() ?? '';
  testInfo.annotations.push({ type: 'doctor', description: doctorName });
  await card.getByRole('button', { name: 'Book Clinic Visit' }).click();
  const panel = card.getByRole('region', { name: `Available slots for ${doctorName}` });
  // From tomorrow on: far enough from now to stay bookable while the test runs.
  const free = await freeSlotButtons(panel, 1);
  await free.last().click();

  // /booking-phone-otp, step 1: the mobile number.
  await expect(page).toHaveURL(/\/booking-phone-otp$/);
  const chosen = await historyState<BookingStart>(page);
  expect(chosen.doctor.name).toBe(doctorName);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Enter your mobile number' }),
  ).toBeVisible();
  // A new screen opens at its top, not where the results were scrolled to.
  await expect.poll(() => page.evaluate<number>('window.scrollY')).toBe(0);
  await page.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(mobile);
  const before = (await outbox(request, mobile)).length;
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 2: the code from the SMS.
  await expect(page.getByRole('heading', { level: 1, name: 'Enter OTP' })).toBeVisible();
  await expect(page.getByText(`+91 ${mobile}`)).toBeVisible();
  await enterOtp(page, await nextOtp(request, mobile, before));
  await page.getByRole('button', { name: 'Verify OTP' }).click();

  // /booking-confirmation: who the visit is for and how to pay.
  await expect(page).toHaveURL(/\/booking-confirmation$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Confirm your clinic visit' }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Mobile', exact: true })).toHaveValue(mobile);
  await page.getByRole('textbox', { name: 'Full name', exact: true }).fill(patientName);
  await page
    .getByRole('radio', { name: payOnline ? /Pay online/ : /Pay later at the clinic/ })
    .check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // /booking-success
  await expect(page).toHaveURL(/\/booking-success$/, { timeout: 15_000 });
  // Paid online it is Confirmed; paid later it is a request the clinic confirms (never 'Confirmed').
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: payOnline ? 'Appointment Confirmed!' : 'Appointment Requested',
    }),
  ).toBeVisible();
  await expect(page.getByText('Appointment booked successfully!')).toBeVisible();
  if (!payOnline) {
    await expect(page.getByText(/confirmed/i)).toHaveCount(0);
  }
  const details = page.getByRole('region', { name: 'Appointment details' });
  const publicId = (await details.getByText(/^#\d{7,}$/).textContent())?.trim() ?? '';
  expect(publicId).toMatch(/^#\d{7,}$/);
  await expect(details).toContainText(`+91 ${mobile}`);
  await expect(details).toContainText(chosen.time);

  // The doctor has it: through the doctor's own API for the demo doctor ...
  if (doctorName === DEMO_DOCTOR.name) {
    const token = await loginToken(request, DEMO_DOCTOR.mobile, DEMO_DOCTOR.password);
    const res = await request.get(`/api/appointments?search=${encodeURIComponent(patientName)}`, {
      headers: bearer(token),
    });
    expect(res.status()).toBe(200);
    const { appointments } = (await res.json()) as {
      appointments: { publicId: string; patient: string; status: string; startTime: string }[];
    };
    expect(appointments).toHaveLength(1);
    expect(appointments[0]).toMatchObject({
      publicId,
      patient: patientName,
      status: payOnline ? 'Confirmed' : 'Pending',
      startTime: chosen.start,
    });
  }
  // ... and for every doctor the slot is no longer offered.
  const day = (await doctorSlots(request, chosen.doctor.userId)).find(
    (d) => d.date === chosen.date,
  );
  const slot = day && slotsOf(day).find((s) => s.start === chosen.start);
  expect(slot, `slot ${chosen.start} in the doctor's slots`).toBeDefined();
  expect(slot!.available).toBe(false);

  // A second patient cannot have the same doctor at the same time.
  const rival = freshMobile(testInfo);
  const res = await postBooking(request, await bookingToken(request, rival), {
    doctorId: chosen.doctor.userId,
    startTime: chosen.start,
    patientName: uniquePatientName('Arjun'),
    mobile: rival,
  });
  expect(res.status()).toBe(409);
  expect(await res.json()).toMatchObject({ code: 'SLOT_TAKEN' });
});

test('/booking-confirmation without booking data goes back to the search', async ({ page }) => {
  await page.goto('/booking-confirmation');
  await expect(page).toHaveURL(/\/search-results$/);
  await expect(page.getByRole('search', { name: 'Search doctors' })).toBeVisible();
});

test('a patient verifies their phone in My appointments, sees the booking and cancels it', async ({
  page,
  request,
}, testInfo) => {
  // Setup through the API: a booking at least a day ahead, so it may still be cancelled.
  const doctors = await searchAllDoctors(request, 'Bengaluru', 'Dermatologist');
  const offset = testInfo.project.name === 'phone' ? 1 : 0;
  let target: { doctorId: string; doctorName: string; start: string } | undefined;
  for (const doctor of [...doctors.slice(offset), ...doctors.slice(0, offset)]) {
    const days = await doctorSlots(request, doctor.userId);
    const later = days
      .slice(1)
      .flatMap(slotsOf)
      .find((s) => s.available);
    if (later) {
      target = { doctorId: doctor.userId, doctorName: doctor.name, start: later.start };
      break;
    }
  }
  expect(target, 'a Bengaluru dermatologist with a free slot after today').toBeDefined();
  const mobile = freshMobile(testInfo);
  const patientName = uniquePatientName('Meera');
  const booked = await postBooking(request, await bookingToken(request, mobile), {
    doctorId: target!.doctorId,
    startTime: target!.start,
    patientName,
    mobile,
  });
  expect(booked.status()).toBe(201);
  const { appointment } = (await booked.json()) as {
    appointment: { id: string; publicId: string };
  };

  // A fresh browser: the phone has to be verified here.
  await page.goto('/my-appointments');
  await expect(page.getByRole('heading', { level: 1, name: 'My appointments' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Enter your mobile number' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(mobile);
  const before = (await outbox(request, mobile)).length;
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Enter OTP' })).toBeVisible();
  await enterOtp(page, await nextOtp(request, mobile, before));
  await page.getByRole('button', { name: 'Verify OTP' }).click();

  await expect(page.getByText(`Bookings made with +91 ${mobile}`)).toBeVisible();
  const upcoming = page.getByRole('region', { name: /^Upcoming/ });
  const card = upcoming.getByRole('article', { name: target!.doctorName });
  await expect(card).toBeVisible();
  await expect(card).toContainText(appointment.publicId);
  await expect(card).toContainText('Pending');
  await expect(card).toContainText('Waiting for the clinic to confirm');

  await card.getByRole('button', { name: `Cancel appointment with ${target!.doctorName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this appointment?' });
  await expect(dialog).toContainText(appointment.publicId);
  await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Appointment cancelled.')).toBeVisible();

  const past = page.getByRole('region', { name: /^Past and cancelled/ });
  await expect(past.getByRole('article', { name: target!.doctorName })).toContainText('Cancelled');
  await expect(upcoming.getByRole('article')).toHaveCount(0);

  // The time is offered to other patients again.
  await expect
    .poll(async () => {
      const days = await doctorSlots(request, target!.doctorId);
      return days.flatMap(slotsOf).find((s) => s.start === target!.start)?.available;
    })
    .toBe(true);
});
