import type { FastifyInstance } from 'fastify';

/** The newest code the dev SMS adapter "sent" to a phone. */
export async function readOtp(app: FastifyInstance, phone: string): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/dev/outbox?to=${encodeURIComponent(phone)}`,
  });
  const text: string | undefined = res.json().messages?.[0]?.text;
  const code = text ? /\b(\d{6})\b/.exec(text)?.[1] : undefined;
  if (!code) throw new Error(`no OTP in the outbox for ${phone}: ${text}`);
  return code;
}

export function post(app: FastifyInstance, url: string, body: unknown, token?: string) {
  return app.inject({
    method: 'POST',
    url,
    payload: body as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** A booking token for a phone, through send-otp and verify-otp as the app gets one. */
export async function bookingTokenFor(app: FastifyInstance, mobile: string): Promise<string> {
  await post(app, '/api/auth/send-otp', { phoneNumber: mobile, otpType: 'BOOKING' });
  const code = await readOtp(app, mobile);
  const res = await post(app, '/api/auth/verify-otp', { phoneNumber: mobile, otpCode: code });
  const token: string | undefined = res.json().bookingToken;
  if (!token) throw new Error(`no booking token for ${mobile}: ${res.body}`);
  return token;
}

/** A clinic visit paid later, booked by `mobile` for themself. */
export async function bookVisit(
  app: FastifyInstance,
  input: { doctorId: string; startTime: string; name: string; mobile: string },
) {
  const token = await bookingTokenFor(app, input.mobile);
  return app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { 'x-booking-token': token },
    payload: {
      doctorId: input.doctorId,
      startTime: input.startTime,
      mode: 'clinic',
      patient: { name: input.name, mobile: input.mobile },
      paymentOption: 'pay-later',
    },
  });
}
