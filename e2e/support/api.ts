// Calls to the real server for setting up and checking what the screens did:
// the development outbox (where every SMS lands), logins, bookings and slots.
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';

export const DEMO_DOCTOR = {
  name: 'Dr. Ananya Sharma',
  mobile: '9876543210',
  password: 'Demo@1234',
} as const;
export const DEMO_ADMIN = { mobile: '9000000001', password: 'Admin@1234' } as const;

export const e164 = (mobile: string) => `+91${mobile}`;

export interface OutboxMessage {
  to: string;
  channel: 'sms' | 'email';
  subject: string | null;
  text: string;
  createdAt: string;
}

/** What the dev SMS adapter "sent" to a 10-digit mobile, newest first. */
export async function outbox(request: APIRequestContext, mobile: string): Promise<OutboxMessage[]> {
  const res = await request.get(`/api/dev/outbox?to=${mobile}&limit=100`);
  expect(res.status(), 'GET /api/dev/outbox').toBe(200);
  return ((await res.json()) as { messages: OutboxMessage[] }).messages;
}

/** The code in an OTP SMS, not any six digits (a confirmation names a PIN code). */
const OTP_PATTERN = /\b(\d{6}) is your Digital Clinic OTP\b/;

/**
 * The code of the first message that reached `mobile` after `before` messages were
 * already there (count them with outbox() before the action that sends the code).
 */
export async function nextOtp(
  request: APIRequestContext,
  mobile: string,
  before: number,
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = await outbox(request, mobile);
        const fresh = messages.slice(0, Math.max(messages.length - before, 0));
        code = fresh.map((m) => OTP_PATTERN.exec(m.text)?.[1]).find(Boolean);
        return code ?? null;
      },
      { message: `an OTP SMS to ${mobile} in the dev outbox`, timeout: 15_000 },
    )
    .not.toBeNull();
  return code!;
}

async function json<T>(res: APIResponse, what: string, status = 200): Promise<T> {
  expect(res.status(), `${what}: ${await res.text()}`).toBe(status);
  return (await res.json()) as T;
}

/** POST /api/auth/login: the Bearer token of a doctor or admin. */
export async function loginToken(
  request: APIRequestContext,
  mobile: string,
  password: string,
): Promise<string> {
  const res = await request.post('/api/auth/login', {
    data: { phoneNumber: e164(mobile), password },
  });
  return (await json<{ token: string }>(res, `login ${mobile}`)).token;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Sends a BOOKING code to `mobile`, reads it from the outbox and answers the booking token. */
export async function bookingToken(request: APIRequestContext, mobile: string): Promise<string> {
  const before = (await outbox(request, mobile)).length;
  const sent = await request.post('/api/auth/send-otp', {
    data: { phoneNumber: e164(mobile), otpType: 'BOOKING' },
  });
  await json(sent, 'send-otp BOOKING');
  const otpCode = await nextOtp(request, mobile, before);
  const verified = await request.post('/api/auth/verify-otp', {
    data: { phoneNumber: e164(mobile), otpCode, otpType: 'BOOKING' },
  });
  return (await json<{ bookingToken: string }>(verified, 'verify-otp BOOKING')).bookingToken;
}

export interface BookingRequest {
  doctorId: string;
  startTime: string;
  patientName: string;
  mobile: string;
  mode?: 'clinic' | 'virtual';
}

/** POST /api/bookings for oneself, paying at the clinic; the raw response. */
export function postBooking(
  request: APIRequestContext,
  token: string,
  booking: BookingRequest,
): Promise<APIResponse> {
  return request.post('/api/bookings', {
    headers: { 'X-Booking-Token': token },
    data: {
      doctorId: booking.doctorId,
      startTime: booking.startTime,
      mode: booking.mode ?? 'clinic',
      patient: { name: booking.patientName, mobile: booking.mobile },
      bookedFor: 'self',
      paymentOption: 'pay-later',
    },
  });
}

export interface Slot {
  time: string;
  start: string;
  available: boolean;
}

export interface SlotDay {
  date: string;
  label: string;
  slots: { morning: Slot[]; afternoon: Slot[]; evening: Slot[] };
  totalSlots: number;
  /** Full of bookings that may free: the pickers offer the waitlist. */
  waitlist: boolean;
}

/** GET /api/doctors/{id}/slots: the next `days` days of the doctor's slots. */
export async function doctorSlots(
  request: APIRequestContext,
  doctorId: string,
  days = 7,
): Promise<SlotDay[]> {
  const res = await request.get(`/api/doctors/${doctorId}/slots?days=${days}`);
  return (await json<{ days: SlotDay[] }>(res, 'GET slots')).days;
}

export const slotsOf = (day: SlotDay): Slot[] => [
  ...day.slots.morning,
  ...day.slots.afternoon,
  ...day.slots.evening,
];

export interface DoctorResult {
  userId: string;
  name: string;
  clinicCity: string;
  specializations: string[];
  nextAvailable: { start: string } | null;
}

/** Every page of GET /api/userside/patients/search-doctors for a city and speciality. */
export async function searchAllDoctors(
  request: APIRequestContext,
  city: string,
  specialization: string,
): Promise<DoctorResult[]> {
  const found: DoctorResult[] = [];
  for (let page = 1; page <= 40; page += 1) {
    const params = new URLSearchParams({
      city,
      specialization,
      page: String(page),
      pageSize: '50',
    });
    const res = await request.get(`/api/userside/patients/search-doctors?${params}`);
    const body = await json<{ total: number; results: DoctorResult[] }>(res, 'search-doctors');
    found.push(...body.results);
    if (body.results.length < 50 || found.length >= body.total) break;
  }
  return found;
}
