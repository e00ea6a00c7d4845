import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION } from '@clinic/shared/messages';
import { startTestApp, type TestContext } from '../../../test/harness.ts';
import { post, readOtp } from '../../../test/otp.ts';
import { PROFILE_MESSAGES } from './routes.ts';

let t: TestContext;
let seq = 0;
const mobile = () =>
  `94${String(process.pid).slice(-4).padStart(4, '0')}${String(++seq).padStart(4, '0')}`;

async function doctor() {
  const m = mobile();
  await post(t.app, '/api/auth/send-otp', { phoneNumber: m, otpType: 'SIGNUP' });
  await post(t.app, '/api/auth/verify-otp', { phoneNumber: m, otpCode: await readOtp(t.app, m) });
  const res = await post(t.app, '/api/auth/create-user', {
    phoneNumber: m,
    name: 'Dr. Uma Pillai',
    password: 'Strong@123',
  });
  return { token: res.json().token as string, mobile: m };
}
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe('profile', () => {
  it('reads the profile with computed completion and document slots', async () => {
    const d = await doctor();
    const res = await t.app.inject({ method: 'GET', url: '/api/profile', headers: auth(d.token) });
    expect(res.statusCode).toBe(200);
    const { profile } = res.json();
    expect(profile).toMatchObject({
      name: 'Dr. Uma Pillai',
      phoneNumber: `+91${d.mobile}`,
      verificationStatus: 'Incomplete',
      clinicProfiles: [],
      documents: [],
    });
    expect(profile.profileCompletion).toBe(10);
  });

  it('edits personal details, refusing an email already in use', async () => {
    const a = await doctor();
    const b = await doctor();
    const ok = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: auth(a.token),
      payload: { email: 'uma@example.com', name: 'Dr. Uma P.' },
    });
    expect(ok.json().profile).toMatchObject({ email: 'uma@example.com', name: 'Dr. Uma P.' });
    const taken = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: auth(b.token),
      payload: { email: 'UMA@example.com' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(VALIDATION.emailExists);
  });

  it('changes the password with the current one; old sessions end, the new token works', async () => {
    const d = await doctor();
    const wrong = await post(
      t.app,
      '/api/auth/change-password',
      { currentPassword: 'Nope@1234', newPassword: 'Better@123', confirmPassword: 'Better@123' },
      d.token,
    );
    expect(wrong.json().error).toBe(PROFILE_MESSAGES.wrongPassword);
    const mismatch = await post(
      t.app,
      '/api/auth/change-password',
      { currentPassword: 'Strong@123', newPassword: 'Better@123', confirmPassword: 'Better@124' },
      d.token,
    );
    expect(mismatch.json().error).toBe(VALIDATION.passwordsMismatch);
    const res = await post(
      t.app,
      '/api/auth/change-password',
      { currentPassword: 'Strong@123', newPassword: 'Better@123', confirmPassword: 'Better@123' },
      d.token,
    );
    expect(res.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: auth(d.token) }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: auth(res.json().token) }))
        .statusCode,
    ).toBe(200);
  });

  it('deactivates the account: sessions and logins end', async () => {
    const d = await doctor();
    const res = await post(t.app, '/api/profile/deactivate', { password: 'Strong@123' }, d.token);
    expect(res.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: auth(d.token) }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post(t.app, '/api/auth/login', { phoneNumber: d.mobile, password: 'Strong@123' }))
        .statusCode,
    ).toBe(401);
  });
});
