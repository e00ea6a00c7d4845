// One-time codes: drawn from a cryptographic source, stored as an HMAC (never
// the code), bound to a phone and a purpose, valid 5 minutes, single use,
// locked after 5 wrong tries. Only the newest code of a phone and purpose works.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { OTP_MAX_ATTEMPTS, OTP_TTL_SECONDS, type OtpPurpose } from '@clinic/shared/constants';
import type { Database, Db } from '../../db/client.ts';
import { otpChallenges, otpSends } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { ERRORS } from '@clinic/shared/errors';

export const OTP_MESSAGES = {
  expired: ERRORS.OTP_EXPIRED.message,
  wrong: ERRORS.OTP_INVALID.message,
  locked: ERRORS.OTP_LOCKED.message,
} as const;

export type OtpChallenge = typeof otpChallenges.$inferSelect;

export class OtpService {
  private readonly key: Buffer;
  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
    secret: string,
  ) {
    this.key = Buffer.from(`otp:${secret}`);
  }

  private get db() {
    return this.database.db;
  }

  hash(phone: string, purpose: OtpPurpose, code: string): string {
    return createHmac('sha256', this.key).update(`${phone}|${purpose}|${code}`).digest('hex');
  }

  /**
   * Issues a new code (retiring earlier ones of this phone and purpose) and
   * returns it. `enqueue`, given, runs in the same transaction (the SMS goes
   * into the outbox with the code that it carries, or neither does).
   */
  async issue<T = void>(
    phone: string,
    purpose: OtpPurpose,
    ip: string | null,
    enqueue?: (tx: Db, code: string) => Promise<T>,
  ): Promise<{ code: string; enqueued: T | undefined }> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = this.clock.now();
    const enqueued = await this.database.transaction(async (tx) => {
      await tx
        .update(otpChallenges)
        .set({ consumedAt: now })
        .where(
          and(
            eq(otpChallenges.phone, phone),
            eq(otpChallenges.purpose, purpose),
            isNull(otpChallenges.consumedAt),
          ),
        );
      await tx.insert(otpChallenges).values({
        phone,
        purpose,
        codeHash: this.hash(phone, purpose, code),
        expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
        ip,
      });
      return enqueue ? enqueue(tx, code) : undefined;
    });
    return { code, enqueued };
  }

  /**
   * Checks a code against the newest live challenge of the phone (for the
   * purpose, when given). Consumes it on success; counts a wrong try otherwise.
   */
  async verify(phone: string, code: string, purpose?: OtpPurpose): Promise<OtpChallenge> {
    const now = this.clock.now();
    const [challenge] = await this.db
      .select()
      .from(otpChallenges)
      .where(
        and(
          eq(otpChallenges.phone, phone),
          purpose ? eq(otpChallenges.purpose, purpose) : undefined,
          isNull(otpChallenges.consumedAt),
          gt(otpChallenges.expiresAt, now),
        ),
      )
      .orderBy(desc(otpChallenges.createdAt))
      .limit(1);
    if (!challenge) throw new AppError('OTP_EXPIRED', OTP_MESSAGES.expired, 'otpCode');
    if (challenge.attempts >= OTP_MAX_ATTEMPTS)
      throw new AppError('OTP_LOCKED', OTP_MESSAGES.locked, 'otpCode');

    const expected = Buffer.from(challenge.codeHash, 'hex');
    const given = Buffer.from(this.hash(phone, challenge.purpose, code), 'hex');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      // Counted atomically: concurrent wrong guesses cannot exceed the limit.
      const [after] = await this.db
        .update(otpChallenges)
        .set({ attempts: sql`${otpChallenges.attempts} + 1` })
        .where(
          and(eq(otpChallenges.id, challenge.id), lt(otpChallenges.attempts, OTP_MAX_ATTEMPTS)),
        )
        .returning({ attempts: otpChallenges.attempts });
      if (!after || after.attempts >= OTP_MAX_ATTEMPTS) {
        throw new AppError('OTP_LOCKED', OTP_MESSAGES.locked, 'otpCode');
      }
      throw new AppError('OTP_INVALID', OTP_MESSAGES.wrong, 'otpCode');
    }
    // Single use: of two concurrent correct submissions only one consumes it.
    const [consumed] = await this.db
      .update(otpChallenges)
      .set({ consumedAt: now, verifiedAt: now })
      .where(and(eq(otpChallenges.id, challenge.id), isNull(otpChallenges.consumedAt)))
      .returning();
    if (!consumed) throw new AppError('OTP_EXPIRED', OTP_MESSAGES.expired, 'otpCode');
    return consumed;
  }

  /**
   * Claims the right to send a code to this phone for this purpose now: 0 when
   * claimed, else the seconds left of the resend interval. One conditional
   * upsert, so two instances racing cannot both send. A clock that stepped
   * back never locks a phone out.
   */
  async claimSend(phone: string, purpose: OtpPurpose, intervalSeconds: number): Promise<number> {
    const now = this.clock.now();
    const since = new Date(now.getTime() - intervalSeconds * 1000);
    const claimed = await this.db
      .insert(otpSends)
      .values({ phone, purpose, lastSentAt: now })
      .onConflictDoUpdate({
        target: [otpSends.phone, otpSends.purpose],
        set: { lastSentAt: now },
        setWhere: sql`${otpSends.lastSentAt} <= ${since.toISOString()}::timestamptz or ${otpSends.lastSentAt} > ${now.toISOString()}::timestamptz`,
      })
      .returning({ at: otpSends.lastSentAt });
    if (claimed.length) return 0;
    const [row] = await this.db
      .select({ at: otpSends.lastSentAt })
      .from(otpSends)
      .where(and(eq(otpSends.phone, phone), eq(otpSends.purpose, purpose)));
    const left = row
      ? Math.ceil((row.at.getTime() + intervalSeconds * 1000 - now.getTime()) / 1000)
      : 1;
    return Math.min(intervalSeconds, Math.max(1, left));
  }

  /** Whether the phone verified a code of this purpose within the last `seconds`. */
  async verifiedWithin(phone: string, purpose: OtpPurpose, seconds: number): Promise<boolean> {
    const since = new Date(this.clock.now().getTime() - seconds * 1000);
    const [row] = await this.db
      .select({ id: otpChallenges.id })
      .from(otpChallenges)
      .where(
        and(
          eq(otpChallenges.phone, phone),
          eq(otpChallenges.purpose, purpose),
          gt(otpChallenges.verifiedAt, since),
        ),
      )
      .limit(1);
    return Boolean(row);
  }
}

/** The code's SMS in English; kept in @clinic/shared (sms-texts.ts) beside its Hindi form (issue 14). */
export { otpSmsText } from '@clinic/shared/sms-texts';
