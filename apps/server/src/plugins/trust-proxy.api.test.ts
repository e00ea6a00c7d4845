// The client's address is the socket's unless TRUST_PROXY names the proxies
// allowed to set X-Forwarded-For: per-address limits and audit rows use it.
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { nextPhone } from '../../test/factories.ts';

const CALLS = 30;
const PER_ADDRESS_LIMIT = 20; // send-otp per address in 15 minutes (auth-service)

/** 30 send-otp calls from loopback, each for a new phone, with the headers the caller picks. */
async function sendOtps(
  t: TestContext,
  forwardedFor: (i: number) => string | undefined,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const xff = forwardedFor(i);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-otp',
      remoteAddress: '127.0.0.1',
      headers: xff ? { 'x-forwarded-for': xff } : {},
      payload: { phoneNumber: nextPhone(), otpType: 'SIGNUP' },
    });
    if (res.statusCode === 429) expect(res.json().code).toBe('RATE_LIMITED');
    statuses.push(res.statusCode);
  }
  return statuses;
}

/** A failed login writes an audit row; answers the address recorded in it. */
async function auditedAddress(t: TestContext, xff: string): Promise<string | null> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': xff },
    payload: { phoneNumber: nextPhone(), password: 'wrong-password' },
  });
  expect(res.statusCode).toBe(401);
  const rows = await t.database.rows<{ ip: string | null }>(
    `select ip from audit_log where action = 'login_failed' order by at desc, id desc limit 1`,
  );
  return rows[0]?.ip ?? null;
}

const limitedAfter = (n: number) => Array.from({ length: CALLS }, (_, i) => (i < n ? 200 : 429));
const spoofed = (i: number) => `198.51.100.${i + 1}`;

describe('client address', () => {
  let t: TestContext | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('without TRUST_PROXY, loopback is limited the same with or without a forged X-Forwarded-For', async () => {
    t = await startTestApp({ env: { RATE_LIMITS: 'on' } });
    expect(await sendOtps(t, spoofed)).toEqual(limitedAfter(PER_ADDRESS_LIMIT));
    await t.close();

    t = await startTestApp({ env: { RATE_LIMITS: 'on' } });
    expect(await sendOtps(t, () => undefined)).toEqual(limitedAfter(PER_ADDRESS_LIMIT));
  });

  it('without TRUST_PROXY, the audit row keeps the socket address, not the header', async () => {
    t = await startTestApp({ env: { RATE_LIMITS: 'on' } });
    expect(await auditedAddress(t, '203.0.113.7')).toBe('127.0.0.1');
  });

  it('with TRUST_PROXY=1 the last hop of X-Forwarded-For is the client', async () => {
    t = await startTestApp({ env: { RATE_LIMITS: 'on', TRUST_PROXY: '1' } });
    // Different clients behind the proxy are not limited together...
    expect(await sendOtps(t, spoofed)).toEqual(limitedAfter(CALLS));
    // ...one client is, whatever it writes in front of the proxy's hop.
    expect(await sendOtps(t, (i) => `10.9.${i}.1, 203.0.113.50`)).toEqual(
      limitedAfter(PER_ADDRESS_LIMIT),
    );
    expect(await auditedAddress(t, '192.0.2.1, 203.0.113.7')).toBe('203.0.113.7');
  });

  it('with a proxy list, only those proxies may set the header', async () => {
    t = await startTestApp({ env: { RATE_LIMITS: 'on', TRUST_PROXY: '10.0.0.0/8' } });
    const viaProxy = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.1.2.3',
      headers: { 'x-forwarded-for': '203.0.113.8' },
      payload: { phoneNumber: nextPhone(), password: 'wrong-password' },
    });
    expect(viaProxy.statusCode).toBe(401);
    expect(await auditedAddress(t, '203.0.113.9')).toBe('127.0.0.1'); // loopback is not a trusted proxy
    const rows = await t.database.rows<{ ip: string }>(
      `select ip from audit_log where action = 'login_failed' order by ip`,
    );
    expect(rows.map((r) => r.ip)).toEqual(['127.0.0.1', '203.0.113.8']);
  });
});
