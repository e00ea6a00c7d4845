// A token's checked signature is remembered, its clock checks are not.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Tokens } from './tokens.ts';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const claims = { sub: '00000000-0000-4000-8000-000000000001', role: 'doctor' as const, tv: 3 };

describe('Tokens.verifyAccess', () => {
  it('accepts a token again, and refuses it once expired even right after a check', async () => {
    const tokens = new Tokens(SECRET, 60);
    const t0 = new Date('2026-01-01T10:00:00Z');
    const token = await tokens.signAccess(claims, t0);
    expect(await tokens.verifyAccess(token, t0)).toEqual(claims);
    expect(await tokens.verifyAccess(token, new Date(t0.getTime() + 59_000))).toEqual(claims);
    expect(await tokens.verifyAccess(token, new Date(t0.getTime() + 60_000))).toBeNull();
    // A fresh instance (no memory) agrees.
    expect(
      await new Tokens(SECRET, 60).verifyAccess(token, new Date(t0.getTime() + 60_000)),
    ).toBeNull();
  });

  it('refuses a changed token or another secret, before and after a good check', async () => {
    const tokens = new Tokens(SECRET, 600);
    const now = new Date('2026-01-01T10:00:00Z');
    const token = await tokens.signAccess(claims, now);
    expect(await tokens.verifyAccess(token, now)).not.toBeNull();
    const [h, p, sig] = token.split('.');
    const forged = [h, p, sig!.slice(0, -2) + (sig!.endsWith('AA') ? 'BB' : 'AA')].join('.');
    expect(await tokens.verifyAccess(forged, now)).toBeNull();
    const otherPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(p!, 'base64url').toString()), tv: 99 }),
    ).toString('base64url');
    expect(await tokens.verifyAccess([h, otherPayload, sig].join('.'), now)).toBeNull();
    expect(await new Tokens(SECRET + 'x', 600).verifyAccess(token, now)).toBeNull();
  });

  it('keeps purposes apart', async () => {
    const tokens = new Tokens(SECRET, 600);
    const now = new Date('2026-01-01T10:00:00Z');
    const reset = await tokens.signPurpose(
      { phone: '9876543210', purpose: 'reset', tv: 1 },
      now,
      600,
    );
    expect(await tokens.verifyPurpose(reset, 'reset', now)).not.toBeNull();
    expect(await tokens.verifyAccess(reset, now)).toBeNull();
    expect(await tokens.verifyPurpose(reset, 'booking', now)).toBeNull();
  });

  it('refuses what a token made by hand with the right secret gets wrong', async () => {
    const now = new Date('2026-01-01T10:00:00Z');
    const at = Math.floor(now.getTime() / 1000);
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const made = (header: unknown, payload: unknown, secret = SECRET) => {
      const signed = `${part(header)}.${part(payload)}`;
      return `${signed}.${createHmac('sha256', secret).update(signed).digest('base64url')}`;
    };
    const good = {
      sub: claims.sub,
      role: claims.role,
      tv: claims.tv,
      typ: 'access',
      iss: 'digital-clinic',
      iat: at,
      exp: at + 60,
    };
    const tokens = new Tokens(SECRET, 600);
    // The hand-made form of a good token passes: the refusals below are of what changed.
    expect(await tokens.verifyAccess(made({ alg: 'HS256' }, good), now)).toEqual(claims);
    const refused = [
      made({ alg: 'none' }, good),
      made({ alg: 'HS512' }, good),
      made({ alg: 'HS256', crit: ['exp'] }, good),
      made(['HS256'], good),
      made({ alg: 'HS256' }, [good]),
      made({ alg: 'HS256' }, { ...good, iss: 'someone-else' }),
      made({ alg: 'HS256' }, { ...good, iss: undefined }),
      made({ alg: 'HS256' }, { ...good, iat: undefined }),
      made({ alg: 'HS256' }, { ...good, exp: undefined }),
      made({ alg: 'HS256' }, { ...good, exp: String(at + 60) }),
      made({ alg: 'HS256' }, { ...good, exp: at }),
      made({ alg: 'HS256' }, { ...good, nbf: at + 1 }),
      made({ alg: 'HS256' }, { ...good, nbf: 'later' }),
      made({ alg: 'HS256' }, good, `${SECRET}x`),
      `${part({ alg: 'none' })}.${part(good)}.`,
      `${part({ alg: 'HS256' })}.${part(good)}`,
      `${made({ alg: 'HS256' }, good)}.extra`,
      `${made({ alg: 'HS256' }, good)}==`,
      made({ alg: 'HS256' }, good).replace('.', '.!'),
      '',
      'not a token',
    ];
    for (const [i, token] of refused.entries())
      expect(await tokens.verifyAccess(token, now), `case ${i}`).toBeNull();
    // A token not yet valid becomes valid at its nbf.
    const later = made({ alg: 'HS256' }, { ...good, nbf: at + 1 });
    expect(await tokens.verifyAccess(later, new Date(now.getTime() + 1_000))).toEqual(claims);
  });
});
