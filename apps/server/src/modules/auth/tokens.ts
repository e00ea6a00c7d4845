// JWTs: HS256 only (the algorithm is pinned on verify), an expiry always, and
// the user's token version so logout and password changes end old tokens.
import { jwtVerify, SignJWT, errors, type JWTPayload } from 'jose';
import type { UserRole } from '@clinic/shared/constants';

const ALG = 'HS256';
const ISSUER = 'digital-clinic';
/** How long a checked signature is remembered, and how many at most. */
const VERIFIED_FOR_MS = 60_000;
const VERIFIED_MAX = 10_000;

export interface AccessClaims {
  sub: string;
  role: UserRole;
  tv: number;
}

/** Short-lived proofs of a verified phone: for a booking, or a password reset. */
export type PurposeKind = 'booking' | 'reset';
export interface PurposeClaims {
  phone: string;
  purpose: PurposeKind;
  /** Reset tokens: the user's token version when issued; a reset bumps it, so the token works once. */
  tv?: number;
}

export class Tokens {
  private readonly key: Uint8Array;
  /**
   * The same secret imported once as an HMAC key: given the raw bytes, jose
   * imports them again on every verify (a cost paid by every authenticated
   * request). Same algorithm, same checks.
   */
  private verifyKey: ReturnType<typeof crypto.subtle.importKey> | undefined;
  /**
   * Tokens whose signature, algorithm and issuer were checked in the last
   * minute. A signature cannot become wrong under the same secret, so a repeat
   * skips only the HMAC (about 8 % of a dashboard request's CPU); the clock
   * checks (exp, nbf) are made again on every use, and whether the session
   * still stands (status, token version) is the caller's lookup every time.
   */
  private readonly verified = new Map<string, { payload: JWTPayload; until: number }>();
  constructor(
    secret: string,
    private readonly accessTtlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  signAccess(claims: AccessClaims, now: Date): Promise<string> {
    return new SignJWT({ role: claims.role, tv: claims.tv, typ: 'access' })
      .setProtectedHeader({ alg: ALG })
      .setSubject(claims.sub)
      .setIssuer(ISSUER)
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(now.getTime() / 1000) + this.accessTtlSeconds)
      .sign(this.key);
  }

  async verifyAccess(token: string, now: Date): Promise<AccessClaims | null> {
    const payload = await this.verify(token, now);
    if (!payload || payload.typ !== 'access' || typeof payload.sub !== 'string') return null;
    if (typeof payload.tv !== 'number' || typeof payload.role !== 'string') return null;
    return { sub: payload.sub, role: payload.role as UserRole, tv: payload.tv };
  }

  signPurpose(claims: PurposeClaims, now: Date, ttlSeconds: number): Promise<string> {
    return new SignJWT({
      phone: claims.phone,
      typ: claims.purpose,
      ...(claims.tv === undefined ? {} : { tv: claims.tv }),
    })
      .setProtectedHeader({ alg: ALG })
      .setIssuer(ISSUER)
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(now.getTime() / 1000) + ttlSeconds)
      .sign(this.key);
  }

  async verifyPurpose(
    token: string,
    purpose: PurposeKind,
    now: Date,
  ): Promise<PurposeClaims | null> {
    const payload = await this.verify(token, now);
    if (!payload || payload.typ !== purpose || typeof payload.phone !== 'string') return null;
    return {
      phone: payload.phone,
      purpose,
      ...(typeof payload.tv === 'number' ? { tv: payload.tv } : {}),
    };
  }

  private async verify(token: string, now: Date) {
    const seen = this.verified.get(token);
    if (seen && now.getTime() < seen.until) {
      const at = Math.floor(now.getTime() / 1000);
      const { exp, nbf } = seen.payload;
      if (typeof exp !== 'number' || exp <= at) return null;
      if (typeof nbf === 'number' && nbf > at) return null;
      return seen.payload;
    }
    try {
      this.verifyKey ??= crypto.subtle.importKey(
        'raw',
        this.key,
        { name: 'HMAC', hash: 'SHA-256' },
        false,
        ['verify'],
      );
      const { payload } = await jwtVerify(token, await this.verifyKey, {
        algorithms: [ALG],
        issuer: ISSUER,
        currentDate: now,
        requiredClaims: ['exp', 'iat'],
      });
      if (this.verified.size >= VERIFIED_MAX) this.verified.clear();
      this.verified.set(token, { payload, until: now.getTime() + VERIFIED_FOR_MS });
      return payload;
    } catch (err) {
      if (err instanceof errors.JOSEError) return null;
      throw err;
    }
  }
}
