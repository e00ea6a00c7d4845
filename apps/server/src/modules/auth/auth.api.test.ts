import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOGIN_FAILURE_WINDOW_SECONDS,
  LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  LOGIN_OTP_COUNTDOWN_SECONDS,
  OTP_RESEND_INTERVAL_SECONDS,
  PATIENT_OTP_RESEND_SECONDS,
} from '@clinic/shared/constants';
import { VALIDATION, FALLBACK_ERRORS, SERVER_ERRORS } from '@clinic/shared/messages';
import { auditLog, otpChallenges, users } from '../../db/schema.ts';
import { startTestApp, type TestContext } from '../../../test/harness.ts';
import { post, readOtp } from '../../../test/otp.ts';
import { OTP_MESSAGES } from './otp-service.ts';
import { AUTH_MESSAGES } from './auth-service.ts';

let t: TestContext;
let seq = 0;
const freshMobile = () => `98${String(Date.now()).slice(-4)}${String(++seq).padStart(4, '0')}`;

async function signUp(mobile: string, password = 'Strong@123') {
  await post(t.app, '/api/auth/send-otp', { phoneNumber: `+91${mobile}`, otpType: 'SIGNUP' });
  const code = await readOtp(t.app, mobile);
  const v = await post(t.app, '/api/auth/verify-otp', {
    phoneNumber: `+91${mobile}`,
    otpCode: code,
  });
  expect(v.statusCode).toBe(200);
  const res = await post(t.app, '/api/auth/create-user', {
    phoneNumber: `+91${mobile}`,
    name: 'Dr. Meera Rao',
    password,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { token: string; user: { id: string } };
}

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe('OTP codes', () => {
  it('are sent by SMS, six digits, and stored only as a hash', async () => {
    const mobile = freshMobile();
    const res = await post(t.app, '/api/auth/send-otp', {
      phoneNumber: `+91${mobile}`,
      otpType: 'SIGNUP',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, expiresInSeconds: 300 });
    const code = await readOtp(t.app, mobile);
    expect(code).toMatch(/^\d{6}$/);
    const rows = await t.database.db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.phone, `+91${mobile}`));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).not.toContain(code);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('validate the phone with the spec messages', async () => {
    const short = await post(t.app, '/api/auth/send-otp', {
      phoneNumber: '12345',
      otpType: 'SIGNUP',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      error: VALIDATION.mobileExact,
      code: 'VALIDATION_FAILED',
      field: 'phoneNumber',
    });
    const letters = await post(t.app, '/api/auth/send-otp', { phoneNumber: '98765abcde' });
    expect(letters.json().error).toBe(VALIDATION.mobileNumeric);
    const badCode = await post(t.app, '/api/auth/verify-otp', {
      phoneNumber: '9876543210',
      otpCode: '12',
    });
    expect(badCode.json().error).toBe(VALIDATION.otp6);
  });

  it('work once only', async () => {
    const mobile = freshMobile();
    await post(t.app, '/api/auth/send-otp', { phoneNumber: mobile, otpType: 'BOOKING' });
    const code = await readOtp(t.app, mobile);
    const first = await post(t.app, '/api/auth/verify-otp', { phoneNumber: mobile, otpCode: code });
    expect(first.statusCode).toBe(200);
    expect(first.json().bookingToken).toEqual(expect.any(String));
    const again = await post(t.app, '/api/auth/verify-otp', { phoneNumber: mobile, otpCode: code });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(OTP_MESSAGES.expired);
  });

  it('expire after 5 minutes', async () => {
    const mobile = freshMobile();
    await post(t.app, '/api/auth/send-otp', { phoneNumber: mobile, otpType: 'BOOKING' });
    const code = await readOtp(t.app, mobile);
    const start = t.clock.now();
    t.clock.set(new Date(start.getTime() + 301_000));
    try {
      const res = await post(t.app, '/api/auth/verify-otp', { phoneNumber: mobile, otpCode: code });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('OTP_EXPIRED');
    } finally {
      t.clock.set(start);
    }
  });

  it('lock after 5 wrong tries, even for the right code', async () => {
    const mobile = freshMobile();
    await post(t.app, '/api/auth/send-otp', { phoneNumber: mobile, otpType: 'BOOKING' });
    const code = await readOtp(t.app, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      const r = await post(t.app, '/api/auth/verify-otp', { phoneNumber: mobile, otpCode: wrong });
      expect(r.json()).toMatchObject({ code: 'OTP_INVALID', error: OTP_MESSAGES.wrong });
    }
    const fifth = await post(t.app, '/api/auth/verify-otp', {
      phoneNumber: mobile,
      otpCode: wrong,
    });
    expect(fifth.json()).toMatchObject({ code: 'OTP_LOCKED', error: OTP_MESSAGES.locked });
    const right = await post(t.app, '/api/auth/verify-otp', { phoneNumber: mobile, otpCode: code });
    expect(right.statusCode).toBe(400);
    expect(right.json().code).toBe('OTP_LOCKED');
  });

  it('are bound to their purpose, and a new code retires the old one', async () => {
    const mobile = freshMobile();
    await post(t.app, '/api/auth/send-otp', { phoneNumber: mobile, otpType: 'BOOKING' });
    const first = await readOtp(t.app, mobile);
    const asSignup = await post(t.app, '/api/auth/verify-otp', {
      phoneNumber: mobile,
      otpCode: first,
      otpType: 'SIGNUP',
    });
    expect(asSignup.statusCode).toBe(400);
    await post(t.app, '/api/auth/send-otp', { phoneNumber: mobile, otpType: 'BOOKING' });
    const second = await readOtp(t.app, mobile);
    if (second !== first) {
      const old = await post(t.app, '/api/auth/verify-otp', {
        phoneNumber: mobile,
        otpCode: first,
      });
      expect(old.statusCode).toBe(400);
    }
    const ok = await post(t.app, '/api/auth/verify-otp', {
      phoneNumber: mobile,
      otpCode: second,
      otpType: 'BOOKING',
    });
    expect(ok.statusCode).toBe(200);
  });

  it('answer the same for registered and unknown numbers', async () => {
    const known = freshMobile();
    await signUp(known);
    const unknown = freshMobile();
    const a = await post(t.app, '/api/auth/send-otp', { phoneNumber: known, otpType: 'LOGIN' });
    const b = await post(t.app, '/api/auth/send-otp', { phoneNumber: unknown, otpType: 'LOGIN' });
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.json()).toEqual(b.json());
    const outbox = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${unknown}` });
    expect(outbox.json().messages).toHaveLength(0);
  });
});

describe('accounts', () => {
  it('create-user needs a verified SIGNUP code first', async () => {
    const mobile = freshMobile();
    const res = await post(t.app, '/api/auth/create-user', {
      phoneNumber: mobile,
      name: 'Dr. X',
      password: 'Strong@123',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(AUTH_MESSAGES.verifyFirst);
  });

  it('create-user enforces the password rules with the spec message', async () => {
    const mobile = freshMobile();
    await post(t.app, '/api/auth/send-otp', { phoneNumber: mobile });
    await post(t.app, '/api/auth/verify-otp', {
      phoneNumber: mobile,
      otpCode: await readOtp(t.app, mobile),
    });
    const res = await post(t.app, '/api/auth/create-user', {
      phoneNumber: mobile,
      name: 'Dr. X',
      password: 'weakpass',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(VALIDATION.passwordRules);
  });

  it('stores argon2id hashes with OWASP parameters', async () => {
    const mobile = freshMobile();
    const { user } = await signUp(mobile);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const again = await post(t.app, '/api/auth/send-otp', {
      phoneNumber: mobile,
      otpType: 'SIGNUP',
    });
    expect(again.statusCode).toBe(200);
  });

  it('login answers one message for unknown numbers and wrong passwords, and audits both', async () => {
    const mobile = freshMobile();
    const { user } = await signUp(mobile);
    const wrong = await post(t.app, '/api/auth/login', {
      phoneNumber: `+91${mobile}`,
      password: 'Wrong@1234',
    });
    const unknown = await post(t.app, '/api/auth/login', {
      phoneNumber: `+91${freshMobile()}`,
      password: 'Wrong@1234',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error).toBe(AUTH_MESSAGES.invalidLogin);
    const good = await post(t.app, '/api/auth/login', {
      phoneNumber: `+91${mobile}`,
      password: 'Strong@123',
    });
    expect(good.statusCode).toBe(200);
    expect(good.json().user).toMatchObject({
      id: user.id,
      profileCompleted: false,
      role: 'doctor',
    });
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.actorId, user.id));
    const actions = rows.map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['login_failed', 'login']));
    expect(rows.every((r) => r.ip)).toBe(true);
  });

  it('get-userdata needs a token, and logout ends it', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/auth/get-userdata' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error).toBe(FALLBACK_ERRORS.noToken);
    const { token } = await signUp(freshMobile());
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-userdata',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.name).toBe('Dr. Meera Rao');
    expect((await post(t.app, '/api/auth/logout', {}, token)).statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-userdata',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.statusCode).toBe(401);
  });

  it('refuses tokens with another algorithm, a wrong key, or past their expiry', async () => {
    const { token, user } = await signUp(freshMobile());
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    const key = new TextEncoder().encode('test-secret-test-secret-test-secret-0123');
    const hs512 = await new SignJWT(payload).setProtectedHeader({ alg: 'HS512' }).sign(key);
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${token.split('.')[1]}.`;
    const otherKey = await new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('x'.repeat(40)));
    for (const bad of [hs512, none, otherKey]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/auth/get-userdata',
        headers: { authorization: `Bearer ${bad}` },
      });
      expect(res.statusCode).toBe(401);
    }
    const start = t.clock.now();
    t.clock.set(new Date(start.getTime() + (t.config.JWT_TTL_SECONDS + 5) * 1000));
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/auth/get-userdata',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(401);
    } finally {
      t.clock.set(start);
    }
    expect(user.id).toBeTruthy();
  });

  it('reset by code sets a new password and ends older sessions', async () => {
    const mobile = freshMobile();
    const { token } = await signUp(mobile);
    await post(t.app, '/api/auth/send-otp', { phoneNumber: mobile, otpType: 'RESET' });
    const v = await post(t.app, '/api/auth/verify-otp', {
      phoneNumber: mobile,
      otpCode: await readOtp(t.app, mobile),
    });
    const { resetToken } = v.json();
    expect(resetToken).toEqual(expect.any(String));
    const mismatch = await post(t.app, '/api/auth/reset-password', {
      resetToken,
      password: 'Newpass@123',
      confirmPassword: 'Other@123',
    });
    expect(mismatch.json().error).toBe(VALIDATION.passwordsMismatch);
    const res = await post(t.app, '/api/auth/reset-password', {
      resetToken,
      password: 'Newpass@123',
      confirmPassword: 'Newpass@123',
    });
    expect(res.statusCode).toBe(200);
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-userdata',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(old.statusCode).toBe(401);
    expect(
      (await post(t.app, '/api/auth/login', { phoneNumber: mobile, password: 'Newpass@123' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post(t.app, '/api/auth/login', { phoneNumber: mobile, password: 'Strong@123' }))
        .statusCode,
    ).toBe(401);
  });

  it('a reset token works once: a second use within its lifetime is refused', async () => {
    const mobile = freshMobile();
    await signUp(mobile);
    await post(t.app, '/api/auth/send-otp', { phoneNumber: mobile, otpType: 'RESET' });
    const v = await post(t.app, '/api/auth/verify-otp', {
      phoneNumber: mobile,
      otpCode: await readOtp(t.app, mobile),
    });
    const { resetToken } = v.json();
    const first = await post(t.app, '/api/auth/reset-password', {
      resetToken,
      password: 'Newpass@123',
      confirmPassword: 'Newpass@123',
    });
    expect(first.statusCode).toBe(200);
    const second = await post(t.app, '/api/auth/reset-password', {
      resetToken,
      password: 'Other@1234',
      confirmPassword: 'Other@1234',
    });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ code: 'RESET_USED', error: SERVER_ERRORS.resetUsed });
    // The password is the first one's.
    expect(
      (await post(t.app, '/api/auth/login', { phoneNumber: mobile, password: 'Newpass@123' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post(t.app, '/api/auth/login', { phoneNumber: mobile, password: 'Other@1234' }))
        .statusCode,
    ).toBe(401);
  });

  it('of two uses of one reset token at the same moment, one wins', async () => {
    const mobile = freshMobile();
    await signUp(mobile);
    await post(t.app, '/api/auth/send-otp', { phoneNumber: mobile, otpType: 'RESET' });
    const v = await post(t.app, '/api/auth/verify-otp', {
      phoneNumber: mobile,
      otpCode: await readOtp(t.app, mobile),
    });
    const { resetToken } = v.json();
    const answers = await Promise.all(
      ['Newpass@123', 'Other@1234'].map((password) =>
        post(t.app, '/api/auth/reset-password', {
          resetToken,
          password,
          confirmPassword: password,
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('login by code (LOGIN) answers a session', async () => {
    const mobile = freshMobile();
    await signUp(mobile);
    await post(t.app, '/api/auth/send-otp', { phoneNumber: mobile, otpType: 'LOGIN' });
    const res = await post(t.app, '/api/auth/verify-otp', {
      phoneNumber: mobile,
      otpCode: await readOtp(t.app, mobile),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      purpose: 'LOGIN',
      token: expect.any(String),
      user: { mobile },
    });
  });

  it('forgot password by email: the code goes to the registered mobile and resets the password', async () => {
    const mobile = freshMobile();
    const { user } = await signUp(mobile);
    const email = `reset-${mobile}@example.com`;
    await t.database.db.update(users).set({ email }).where(eq(users.id, user.id));

    const sent = await post(t.app, '/api/auth/send-otp', {
      email: `  Reset-${mobile}@Example.COM `,
      otpType: 'RESET',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      success: true,
      message: 'OTP sent successfully!',
      expiresInSeconds: 300,
    });
    // Nothing in the answer names the number the code went to.
    expect(sent.body).not.toContain(mobile.slice(-4));
    const sms = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${mobile}` });
    expect(sms.json().messages[0].text).toMatch(
      /^\d{6} is your Digital Clinic OTP to reset your password\./,
    );

    const wrong = await post(t.app, '/api/auth/verify-otp', {
      email,
      otpCode: (await readOtp(t.app, mobile)) === '000000' ? '111111' : '000000',
      otpType: 'RESET',
    });
    expect(wrong.json()).toMatchObject({ code: 'OTP_INVALID', error: OTP_MESSAGES.wrong });
    const verified = await post(t.app, '/api/auth/verify-otp', {
      email: email.toUpperCase(),
      otpCode: await readOtp(t.app, mobile),
      otpType: 'RESET',
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ purpose: 'RESET', resetToken: expect.any(String) });
    expect(verified.body).not.toContain(mobile.slice(-4));
    const reset = await post(t.app, '/api/auth/reset-password', {
      resetToken: verified.json().resetToken,
      password: 'Viaemail@123',
      confirmPassword: 'Viaemail@123',
    });
    expect(reset.statusCode).toBe(200);
    expect(
      (await post(t.app, '/api/auth/login', { phoneNumber: mobile, password: 'Viaemail@123' }))
        .statusCode,
    ).toBe(200);
  });

  it('forgot password by email answers an unknown email as a registered one, and sends nothing', async () => {
    const mobile = freshMobile();
    const { user } = await signUp(mobile);
    const email = `known-${mobile}@example.com`;
    await t.database.db.update(users).set({ email }).where(eq(users.id, user.id));
    const unknown = `nobody-${mobile}@example.com`;

    const total = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/dev/outbox?limit=500' })).json().messages
        .length as number;
    const a = await post(t.app, '/api/auth/send-otp', { email, otpType: 'RESET' });
    const sentBefore = await total();
    const b = await post(t.app, '/api/auth/send-otp', { email: unknown, otpType: 'RESET' });
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.json()).toEqual(a.json());
    expect(await total()).toBe(sentBefore);

    // A code for an email no account has fails as a code that was never sent.
    const code = await readOtp(t.app, mobile);
    const forUnknown = await post(t.app, '/api/auth/verify-otp', {
      email: unknown,
      otpCode: code,
      otpType: 'RESET',
    });
    const neverSent = await post(t.app, '/api/auth/verify-otp', {
      phoneNumber: freshMobile(),
      otpCode: code,
      otpType: 'RESET',
    });
    expect(forUnknown.statusCode).toBe(400);
    expect(forUnknown.json()).toEqual(neverSent.json());
    expect(forUnknown.json()).toMatchObject({ code: 'OTP_EXPIRED', error: OTP_MESSAGES.expired });

    // A deactivated account's email gets no code either.
    await t.database.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, user.id));
    try {
      const count = async () =>
        (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${mobile}` })).json().messages
          .length;
      const messages = await count();
      const off = await post(t.app, '/api/auth/send-otp', { email, otpType: 'RESET' });
      expect(off.json()).toEqual(a.json());
      expect(await count()).toBe(messages);
    } finally {
      await t.database.db.update(users).set({ status: 'active' }).where(eq(users.id, user.id));
    }
  });

  it('send-otp and verify-otp take the mobile number or the email, one of them, the email for RESET only', async () => {
    const cases: [string, object, string, string][] = [
      ['/api/auth/send-otp', { otpType: 'RESET' }, SERVER_ERRORS.mobileOrEmail, 'phoneNumber'],
      [
        '/api/auth/send-otp',
        { phoneNumber: '9876543210', email: 'a@example.com', otpType: 'RESET' },
        SERVER_ERRORS.mobileOrEmail,
        'phoneNumber',
      ],
      [
        '/api/auth/send-otp',
        { email: 'a@example.com', otpType: 'LOGIN' },
        SERVER_ERRORS.emailOnlyForReset,
        'email',
      ],
      ['/api/auth/send-otp', { email: 'a@example.com' }, SERVER_ERRORS.emailOnlyForReset, 'email'],
      [
        '/api/auth/send-otp',
        { email: 'not-an-email', otpType: 'RESET' },
        VALIDATION.validEmail,
        'email',
      ],
      [
        '/api/auth/verify-otp',
        { email: 'a@example.com', otpCode: '123456' },
        SERVER_ERRORS.emailOnlyForReset,
        'email',
      ],
      [
        '/api/auth/verify-otp',
        { otpCode: '123456', otpType: 'RESET' },
        SERVER_ERRORS.mobileOrEmail,
        'phoneNumber',
      ],
    ];
    for (const [url, body, error, field] of cases) {
      const res = await post(t.app, url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toMatchObject({
        code: 'VALIDATION_FAILED',
        error,
        field,
      });
    }
  });

  it('check-email-exists', async () => {
    const res = await post(t.app, '/api/auth/check-email-exists', { email: 'nobody@example.com' });
    expect(res.json()).toEqual({ exists: false });
  });
});

describe('rate limits on codes and logins', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await startTestApp({ env: { RATE_LIMITS: 'on' } });
  });
  afterAll(async () => limited?.close());

  const later = (seconds: number) =>
    limited.clock.set(new Date(limited.clock.now().getTime() + seconds * 1000));
  const loginFrom = (ip: string, phoneNumber: string, password: string) =>
    limited.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: ip,
      payload: { phoneNumber, password },
    });

  async function limitedDoctor(password = 'Strong@123') {
    const mobile = freshMobile();
    await post(limited.app, '/api/auth/send-otp', { phoneNumber: mobile, otpType: 'SIGNUP' });
    await post(limited.app, '/api/auth/verify-otp', {
      phoneNumber: mobile,
      otpCode: await readOtp(limited.app, mobile),
    });
    const res = await post(limited.app, '/api/auth/create-user', {
      phoneNumber: mobile,
      name: 'Dr. Meera Rao',
      password,
    });
    expect(res.statusCode).toBe(201);
    return mobile;
  }

  it('send-otp: 5 per phone in 15 minutes, then 429', async () => {
    const mobile = freshMobile();
    for (let i = 0; i < 5; i++) {
      expect(
        (await post(limited.app, '/api/auth/send-otp', { phoneNumber: mobile, otpType: 'BOOKING' }))
          .statusCode,
      ).toBe(200);
      later(OTP_RESEND_INTERVAL_SECONDS.BOOKING);
    }
    const sixth = await post(limited.app, '/api/auth/send-otp', {
      phoneNumber: mobile,
      otpType: 'BOOKING',
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'RATE_LIMITED', error: AUTH_MESSAGES.tooManyOtp });
  });

  it('send-otp: a second code for the same phone and purpose within 30 s answers 429 with the seconds left', async () => {
    expect(OTP_RESEND_INTERVAL_SECONDS.BOOKING).toBe(PATIENT_OTP_RESEND_SECONDS);
    const mobile = freshMobile();
    expect(
      (await post(limited.app, '/api/auth/send-otp', { phoneNumber: mobile, otpType: 'BOOKING' }))
        .statusCode,
    ).toBe(200);
    later(12);
    const soon = await post(limited.app, '/api/auth/send-otp', {
      phoneNumber: mobile,
      otpType: 'BOOKING',
    });
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({
      code: 'OTP_RESEND_TOO_SOON',
      error: SERVER_ERRORS.otpResendWaitSeconds(18),
      retryAfterSeconds: 18,
    });
    expect(soon.headers['retry-after']).toBe('18');
    // Another purpose is its own interval; the same one opens when the 30 s are over.
    expect(
      (await post(limited.app, '/api/auth/send-otp', { phoneNumber: mobile, otpType: 'SIGNUP' }))
        .statusCode,
    ).toBe(200);
    later(18);
    expect(
      (await post(limited.app, '/api/auth/send-otp', { phoneNumber: mobile, otpType: 'BOOKING' }))
        .statusCode,
    ).toBe(200);
  });

  it('send-otp: the resend interval answers the same for registered and unknown numbers', async () => {
    const known = await limitedDoctor();
    const unknown = freshMobile();
    later(PATIENT_OTP_RESEND_SECONDS);
    for (const mobile of [known, unknown]) {
      expect(
        (await post(limited.app, '/api/auth/send-otp', { phoneNumber: mobile, otpType: 'LOGIN' }))
          .statusCode,
      ).toBe(200);
    }
    later(5);
    const [a, b] = await Promise.all(
      [known, unknown].map((mobile) =>
        post(limited.app, '/api/auth/send-otp', { phoneNumber: mobile, otpType: 'LOGIN' }),
      ),
    );
    expect(a!.statusCode).toBe(429);
    expect(a!.json()).toEqual(b!.json());
    expect(a!.json().retryAfterSeconds).toBe(LOGIN_OTP_COUNTDOWN_SECONDS - 5);
  });

  it('login: 10 wrong passwords from one address do not stop the right password from another', async () => {
    const mobile = await limitedDoctor();
    for (let i = 0; i < 10; i++)
      expect((await loginFrom('203.0.113.10', mobile, 'Wrong@1234')).statusCode).toBe(401);
    const fromOffice = await loginFrom('198.51.100.20', mobile, 'Strong@123');
    expect(fromOffice.statusCode).toBe(200);
  });

  it('login: failures from one address on an account are throttled with a clear message, even for the right password', async () => {
    const mobile = await limitedDoctor();
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS; i++) {
      expect((await loginFrom('203.0.113.11', mobile, 'Wrong@1234')).statusCode).toBe(401);
    }
    const locked = await loginFrom('203.0.113.11', mobile, 'Strong@123');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: 'LOGIN_THROTTLED',
      error: SERVER_ERRORS.loginThrottledMinutes(15),
      retryAfterSeconds: LOGIN_FAILURE_WINDOW_SECONDS,
    });
    expect(locked.headers['retry-after']).toBe(String(LOGIN_FAILURE_WINDOW_SECONDS));
    // The wait is the rest of the window, and then the pair may try again.
    later(LOGIN_FAILURE_WINDOW_SECONDS - 60);
    expect((await loginFrom('203.0.113.11', mobile, 'Strong@123')).json().retryAfterSeconds).toBe(
      60,
    );
    later(60);
    expect((await loginFrom('203.0.113.11', mobile, 'Strong@123')).statusCode).toBe(200);
  });

  it('login: a success resets the count, and successes never count', async () => {
    const mobile = await limitedDoctor();
    const ip = '203.0.113.12';
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS - 1; i++)
      expect((await loginFrom(ip, mobile, 'Wrong@1234')).statusCode).toBe(401);
    expect((await loginFrom(ip, mobile, 'Strong@123')).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS; i++)
      expect((await loginFrom(ip, mobile, 'Wrong@1234')).statusCode).toBe(401);
    const other = await limitedDoctor();
    for (let i = 0; i < 3 * LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS; i++)
      expect((await loginFrom(ip, other, 'Strong@123')).statusCode).toBe(200);
  });

  it('login: one address trying many accounts is throttled', async () => {
    const ip = '203.0.113.13';
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ADDRESS; i++)
      expect((await loginFrom(ip, freshMobile(), 'Wrong@1234')).statusCode).toBe(401);
    const next = await loginFrom(ip, freshMobile(), 'Wrong@1234');
    expect(next.statusCode).toBe(429);
    expect(next.json().code).toBe('LOGIN_THROTTLED');
  });

  it('send-otp by email: the resend interval and the limits answer the same for registered and unknown emails', async () => {
    const mobile = await limitedDoctor();
    // From an address of its own: the other tests' codes count against the default one.
    const sendFrom = (body: object) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/auth/send-otp',
        remoteAddress: '203.0.113.77',
        payload: body,
      });
    const email = `limited-${mobile}@example.com`;
    await limited.database.db
      .update(users)
      .set({ email })
      .where(eq(users.phone, `+91${mobile}`));
    const unknown = `limited-nobody-${mobile}@example.com`;
    for (const address of [email, unknown]) {
      expect((await sendFrom({ email: address, otpType: 'RESET' })).statusCode).toBe(200);
    }
    later(5);
    const [a, b] = await Promise.all(
      [email, unknown].map((address) => sendFrom({ email: address, otpType: 'RESET' })),
    );
    expect(a!.statusCode).toBe(429);
    expect(a!.json()).toEqual(b!.json());
    expect(a!.json().retryAfterSeconds).toBe(OTP_RESEND_INTERVAL_SECONDS.RESET - 5);
    // A code asked for by the number right after one asked for by the email waits out the
    // same interval: the number is not sent two codes in a row.
    const byPhone = await sendFrom({ phoneNumber: mobile, otpType: 'RESET' });
    expect(byPhone.statusCode).toBe(429);
  });
});
