// JWTs: HS256 only (the algorithm is pinned on verify), an expiry always, and
// the user's token version so logout and password changes end old tokens.
import { jwtVerify, SignJWT, errors } from 'jose';
import type { UserRole } from '@clinic/shared/constants';

const ALG = 'HS256';
const ISSUER = 'digital-clinic';

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
  private verifyKey: Promise<CryptoKey> | undefined;
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
      return payload;
    } catch (err) {
      if (err instanceof errors.JOSEError) return null;
      throw err;
    }
  }
}
