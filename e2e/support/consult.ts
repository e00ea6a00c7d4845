// The video room's e2e ground: Chromium's fake camera and microphone, and an
// online consultation with the demo doctor booked by a fresh patient.
import { expect, type APIRequestContext, type test } from '@playwright/test';
import {
  bearer,
  bookingToken,
  DEMO_DOCTOR,
  doctorSlots,
  loginToken,
  postBooking,
  slotsOf,
} from './api.ts';

/**
 * For `test.use(...)`: the project's launch options (executable, flags) plus
 * Chromium's fake devices. Launch options apply to a whole file.
 */
export const fakeMedia: Parameters<typeof test.use>[0] = {
  launchOptions: [
    async ({ launchOptions }, use) => {
      const fake = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];
      await use({ ...launchOptions, args: [...(launchOptions.args ?? []), ...fake] });
    },
    { scope: 'worker' },
  ],
};

export interface BookedConsultation {
  appointment: { id: string; publicId: string; videoRoomUrl: string };
  /** The patient's booking token (their verified phone). */
  token: string;
}

/** Books the demo doctor's first free slot after today as an online consultation. */
export async function bookOnlineConsultation(
  request: APIRequestContext,
  mobile: string,
  patientName: string,
): Promise<BookedConsultation> {
  const doctorToken = await loginToken(request, DEMO_DOCTOR.mobile, DEMO_DOCTOR.password);
  const me = await request.get('/api/auth/get-userdata', { headers: bearer(doctorToken) });
  const doctorId = ((await me.json()) as { user: { id: string } }).user.id;
  const free = (await doctorSlots(request, doctorId))
    .slice(1)
    .flatMap(slotsOf)
    .filter((s) => s.available);
  expect(free.length, 'a free slot of the demo doctor after today').toBeGreaterThan(0);
  const token = await bookingToken(request, mobile);
  // The first free slot, or the next one when a test in another worker took it meanwhile.
  for (const slot of free.slice(0, 5)) {
    const booked = await postBooking(request, token, {
      doctorId,
      startTime: slot.start,
      patientName,
      mobile,
      mode: 'virtual',
    });
    if (booked.status() === 409) continue;
    expect(booked.status()).toBe(201);
    const { appointment } = (await booked.json()) as BookedConsultation;
    return { appointment, token };
  }
  throw new Error('five free slots of the demo doctor were all taken meanwhile');
}
