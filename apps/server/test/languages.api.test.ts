// Issue 14, the server's side: errors in the request's language (Accept-Language,
// q-values weighed), and a patient's SMS and emails in the language they booked in.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EN_SMS } from '@clinic/shared/i18n/en/sms';
import {
  HI_ERROR_CODES,
  HI_ERROR_MESSAGES,
  HI_ERROR_TEMPLATES,
} from '@clinic/shared/i18n/hi/errors';
import { HI_SMS } from '@clinic/shared/i18n/hi/sms';
import { SERVER_ERRORS, VALIDATION } from '@clinic/shared/messages';
import { appointments, scheduledMessages } from '../src/db/schema.ts';
import { signedInDoctor, withToken } from '../src/modules/portal/testing.ts';
import { startTestApp, type TestContext } from './harness.ts';
import { readOtp } from './otp.ts';
import { errorBody, expectError } from './expect-error.ts';

// TEST_NOW: Tuesday 2026-03-10 10:00 in Kolkata. Thursday 12 March 11:00 IST = 05:30Z.
const THU_12 = '2026-03-12T05:30:00.000Z';
/** A free slot for each booking: Tuesday 17 March from 09:00 IST, every 30 minutes. */
let slot = 0;
const nextSlot = () =>
  new Date(Date.parse('2026-03-17T03:30:00.000Z') + slot++ * 1_800_000).toISOString();
const DEVANAGARI = /[\u0900-\u097F]/;

let t: TestContext;
let doctor: Awaited<ReturnType<typeof signedInDoctor>>;
let seq = 0;
const mobile = () =>
  `96${String(process.pid).slice(-4).padStart(4, '0')}${String(++seq).padStart(4, '0')}`;

function call(
  method: 'GET' | 'POST',
  url: string,
  opts: { language?: string; headers?: Record<string, string>; payload?: object } = {},
) {
  return t.app.inject({
    method,
    url,
    headers: {
      ...(opts.language === undefined ? {} : { 'accept-language': opts.language }),
      ...opts.headers,
    },
    ...(opts.payload ? { payload: opts.payload } : {}),
  });
}

async function bookingToken(m: string, language?: string): Promise<string> {
  await call('POST', '/api/auth/send-otp', {
    language,
    payload: { phoneNumber: `+91${m}`, otpType: 'BOOKING' },
  });
  const res = await call('POST', '/api/auth/verify-otp', {
    language,
    payload: { phoneNumber: `+91${m}`, otpCode: await readOtp(t.app, m) },
  });
  return res.json().bookingToken;
}

const bookingBody = (m: string, extra: Record<string, unknown> = {}) => ({
  doctorId: doctor.id,
  startTime: THU_12,
  mode: 'clinic',
  patient: { name: 'Ravi Kumar', mobile: m, email: `ravi${seq}@example.com` },
  bookedFor: 'self',
  paymentOption: 'pay-later',
  ...extra,
});

async function messagesTo(to: string) {
  const rows = await t.database.db
    .select()
    .from(scheduledMessages)
    .where(eq(scheduledMessages.to, to))
    .orderBy(scheduledMessages.dueAt);
  return rows.map((m) => ({ ...m, text: m.text ?? '' }));
}

beforeAll(async () => {
  t = await startTestApp();
  doctor = await signedInDoctor(t.app, t.database.db, {
    name: 'Dr. Asha Menon',
    specializations: ['Dermatologist'],
  });
});
afterAll(async () => t?.close());

describe('error messages by Accept-Language', () => {
  const noToken = (language?: string) =>
    call('POST', '/api/bookings', { language, payload: bookingBody('9876500001') });

  it('answers Hindi for hi and hi-IN (q-values weighed), with the same code and status', async () => {
    for (const language of ['hi', 'hi-IN', 'en;q=0.5, hi-IN;q=0.9', 'fr, hi;q=0.3']) {
      const res = await noToken(language);
      expectError(res, 'UNAUTHORIZED', HI_ERROR_MESSAGES.bookingTokenMissing);
      expect(res.headers.vary).toMatch(/accept-language/i);
    }
  });

  it('answers today’s exact English for en, for no header, and when English weighs more', async () => {
    for (const language of [undefined, 'en', 'en-US', 'en;q=0.9, hi;q=0.8', 'hi;q=0, *', 'fr']) {
      const res = await noToken(language);
      expect(res.json()).toEqual(errorBody('UNAUTHORIZED', SERVER_ERRORS.bookingTokenMissing));
      expect(res.statusCode).toBe(401);
      expect(res.headers.vary).toMatch(/accept-language/i);
    }
  });

  it('translates a schema’s spec message and keeps its field', async () => {
    const token = await bookingToken(mobile());
    const body = bookingBody('12345');
    const en = await call('POST', '/api/bookings', {
      headers: { 'x-booking-token': token },
      payload: body,
    });
    const hi = await call('POST', '/api/bookings', {
      language: 'hi-IN',
      headers: { 'x-booking-token': token },
      payload: body,
    });
    expect(en.json()).toMatchObject({
      ...errorBody('VALIDATION_FAILED', VALIDATION.mobileExact),
      field: 'patient.mobile',
    });
    expect(hi.json()).toMatchObject({
      ...errorBody('VALIDATION_FAILED', HI_ERROR_MESSAGES.mobileExact),
      field: 'patient.mobile',
    });
    expect(hi.statusCode).toBe(en.statusCode);
  });

  it('says a message with values (an unknown route) in Hindi, its values kept', async () => {
    const en = await call('GET', '/api/no-such-thing');
    const hi = await call('GET', '/api/no-such-thing', { language: 'hi' });
    expectError(en, 'NOT_FOUND', 'No route for GET /api/no-such-thing');
    expectError(hi, 'NOT_FOUND', HI_ERROR_TEMPLATES.noRoute('GET', '/api/no-such-thing'));
  });

  it('answers a code’s default message in Hindi (a framework error: malformed JSON)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-otp',
      headers: { 'content-type': 'application/json', 'accept-language': 'hi' },
      payload: '{"phoneNumber":',
    });
    expectError(res, 'VALIDATION_FAILED', HI_ERROR_CODES.VALIDATION_FAILED);
  });

  it('answers a status refusal in Hindi (a doctor’s invalid transition)', async () => {
    const { id } = await book();
    const api = withToken(t.app, doctor.token);
    expect((await api.post(`/api/appointments/${id}/reject`)).statusCode).toBe(200);
    const en = await api.post(`/api/appointments/${id}/accept`);
    const hi = await t.app.inject({
      method: 'POST',
      url: `/api/appointments/${id}/accept`,
      headers: { authorization: `Bearer ${doctor.token}`, 'accept-language': 'hi' },
    });
    expectError(
      en,
      'INVALID_TRANSITION',
      'This appointment is rejected and can no longer be changed.',
    );
    expectError(hi, 'INVALID_TRANSITION', HI_ERROR_TEMPLATES.finalStatus('Rejected'));
  });
});

/** A pay-later clinic visit by a new phone; `language` is its requests' Accept-Language. */
async function book(extra: Record<string, unknown> = {}, language?: string) {
  const m = mobile();
  const token = await bookingToken(m, language);
  const res = await call('POST', '/api/bookings', {
    language,
    headers: { 'x-booking-token': token },
    payload: bookingBody(m, { startTime: nextSlot(), ...extra }),
  });
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.body}`);
  const id: string = res.json().appointment.id;
  return {
    id,
    phone: `+91${m}`,
    publicId: Number(res.json().appointment.publicId.replace('#', '')),
  };
}

async function languageOf(id: string) {
  const [row] = await t.database.db
    .select({ language: appointments.language })
    .from(appointments)
    .where(eq(appointments.id, id));
  return row?.language;
}

describe('a patient’s messages in the language they booked in', () => {
  it('a booking in Hindi stores hi and queues Hindi SMS, email and reminder', async () => {
    const { id, phone, publicId } = await book({}, 'hi-IN,hi;q=0.9,en;q=0.8');
    expect(await languageOf(id)).toBe('hi');
    const sent = await messagesTo(phone);
    const texts = sent.map((m) => m.text);
    // The OTP asked for in Hindi came in Hindi too.
    expect(texts.some((x) => x.includes('Digital Clinic OTP है'))).toBe(true);
    const request = sent.find((m) => m.text.includes(`#${publicId}`) && !m.appointmentId);
    expect(request?.text).toMatch(DEVANAGARI);
    expect(request?.text).toContain('अनुरोध');
    const reminder = sent.find((m) => m.appointmentId === id);
    expect(reminder?.text).toMatch(/^याद दिलाना/);
    const [email] = await t.database.db
      .select()
      .from(scheduledMessages)
      .where(
        and(eq(scheduledMessages.channel, 'email'), eq(scheduledMessages.text, request!.text)),
      );
    expect(email?.subject).toBe(HI_SMS.requestedSubject(publicId));
  });

  it('a booking in English stores en and queues today’s English SMS', async () => {
    const { id, phone, publicId } = await book({}, 'en-GB');
    expect(await languageOf(id)).toBe('en');
    const sent = await messagesTo(phone);
    for (const m of sent) expect(m.text).not.toMatch(DEVANAGARI);
    const request = sent.find((m) => m.text.includes(`#${publicId}`) && !m.appointmentId);
    expect(request?.text).toMatch(
      new RegExp(
        `^Your appointment request #${publicId} with Dr. Asha Menon for .+ has been sent\\.`,
      ),
    );
    const reminder = sent.find((m) => m.appointmentId === id);
    expect(reminder?.text).toMatch(new RegExp(`^Reminder: your appointment #${publicId} with`));
  });

  it('no header means English; an explicit language field wins over the header', async () => {
    const plain = await book();
    expect(await languageOf(plain.id)).toBe('en');
    const chosen = await book({ language: 'hi' }, 'en');
    expect(await languageOf(chosen.id)).toBe('hi');
    const m = mobile();
    const bad = await call('POST', '/api/bookings', {
      headers: { 'x-booking-token': await bookingToken(m) },
      payload: bookingBody(m, { startTime: nextSlot(), language: 'fr' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'language' });
  });

  it('the doctor’s answer goes out in the booking’s language, whatever the doctor’s language', async () => {
    const hi = await book({}, 'hi');
    const en = await book({}, 'en');
    const api = withToken(t.app, doctor.token);
    expect((await api.post(`/api/appointments/${hi.id}/accept`)).statusCode).toBe(200);
    expect((await api.post(`/api/appointments/${en.id}/accept`)).statusCode).toBe(200);
    const hiText = (await messagesTo(hi.phone)).map((m) => m.text);
    const enText = (await messagesTo(en.phone)).map((m) => m.text);
    expect(hiText.some((x) => x.includes(`#${hi.publicId}`) && x.includes('पक्का हो गया है'))).toBe(
      true,
    );
    expect(
      enText.some((x) =>
        new RegExp(
          `^Your appointment #${en.publicId} with Dr\\. Asha Menon on .+ is confirmed\\.$`,
        ).test(x),
      ),
    ).toBe(true);
    expect(EN_SMS.confirmed({ publicId: 1, doctorName: 'D', when: 'W' })).toBe(
      'Your appointment #1 with D on W is confirmed.',
    );
  });
});
