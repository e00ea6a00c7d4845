// The rules of accounts and codes. Answers never tell whether a phone number
// is registered: send-otp says "sent" either way, and login failures share
// one message.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OTP_RESEND_INTERVAL_SECONDS, type OtpPurpose } from '@clinic/shared/constants';
import { AUTH_MESSAGES } from '@clinic/shared/api-texts';
import { languageOfAcceptLanguage, smsTexts } from '@clinic/shared/i18n/server';
import { AppError, conflict, forbidden, templatedError, unauthorized } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { PG_UNIQUE_VIOLATION, pgCode } from '../../lib/pg-errors.ts';
import { LoginThrottle } from './login-throttle.ts';
import { OTP_MESSAGES, OtpService } from './otp-service.ts';
import { userRepository, type PublicUser } from './user-repository.ts';
import { scheduleMessage } from '../notifications/service.ts';

const MIN15 = 15 * 60 * 1000;
export const SIGNUP_VERIFIED_WINDOW_SECONDS = 15 * 60;
export const BOOKING_TOKEN_TTL_SECONDS = 30 * 60;
export const RESET_TOKEN_TTL_SECONDS = 10 * 60;

/** The sign-in refusals, kept in @clinic/shared so the error catalogue names them (issue 14). */
export { AUTH_MESSAGES };

// Verifying against a real hash when the phone is unknown keeps the answer's
// timing from telling registered numbers apart.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword('not-a-real-password-Aa1!'));

export class AuthService {
  readonly otp: OtpService;
  private readonly throttle: LoginThrottle;
  private readonly limitsOn: boolean;
  constructor(private readonly app: FastifyInstance) {
    this.otp = new OtpService(app.deps.database, app.deps.clock, app.deps.jwtSecret);
    this.limitsOn = app.deps.config.RATE_LIMITS === 'on';
    this.throttle = new LoginThrottle(app.deps.database, app.deps.clock, this.limitsOn);
  }

  private get db() {
    return this.app.deps.database.db;
  }
  private now() {
    return this.app.deps.clock.now();
  }

  async sendOtp(phone: string, purpose: OtpPurpose, request: FastifyRequest): Promise<void> {
    await this.app.limiter.hit(`otp-send:phone:${phone}`, 5, MIN15, AUTH_MESSAGES.tooManyOtp);
    await this.app.limiter.hit(`otp-send:ip:${request.ip}`, 20, MIN15, AUTH_MESSAGES.tooManyOtp);
    // The resend interval holds for every number, registered or not, so its answer tells nothing.
    if (this.limitsOn) {
      const wait = await this.otp.claimSend(phone, purpose, OTP_RESEND_INTERVAL_SECONDS[purpose]);
      if (wait > 0) {
        throw templatedError('OTP_RESEND_TOO_SOON', 'otpResendWaitSeconds', [wait], undefined, {
          retryAfterSeconds: wait,
        });
      }
    }
    await this.deliverOtp(phone, purpose, request);
  }

  /**
   * Forgot password by email: the code goes to the registered mobile number of the
   * account that has this email. The answer is the same whether or not an account has
   * it (the resend interval and the limits count the email itself); the mobile number
   * is never said.
   */
  async sendResetOtpByEmail(email: string, request: FastifyRequest): Promise<void> {
    const key = emailKey(email);
    await this.app.limiter.hit(`otp-send:email:${key}`, 5, MIN15, AUTH_MESSAGES.tooManyOtp);
    await this.app.limiter.hit(`otp-send:ip:${request.ip}`, 20, MIN15, AUTH_MESSAGES.tooManyOtp);
    const interval = OTP_RESEND_INTERVAL_SECONDS.RESET;
    if (this.limitsOn) {
      const wait = await this.otp.claimSend(key, 'RESET', interval);
      if (wait > 0) {
        throw templatedError('OTP_RESEND_TOO_SOON', 'otpResendWaitSeconds', [wait], undefined, {
          retryAfterSeconds: wait,
        });
      }
    }
    const user = await userRepository.findByEmail(this.db, email);
    if (!user) return; // nothing to send, and nothing said about it
    // The phone's own limits hold too; past them nothing is sent, and the answer is the same.
    try {
      await this.app.limiter.hit(`otp-send:phone:${user.phone}`, 5, MIN15);
    } catch (err) {
      if (err instanceof AppError && err.code === 'RATE_LIMITED') return;
      throw err;
    }
    if (this.limitsOn && (await this.otp.claimSend(user.phone, 'RESET', interval)) > 0) return;
    await this.deliverOtp(user.phone, 'RESET', request);
  }

  /** The SMS of a code (or the SIGNUP notice to a registered number), after the limits passed. */
  private async deliverOtp(phone: string, purpose: OtpPurpose, request: FastifyRequest) {
    const user = await userRepository.findByPhone(this.db, phone);
    // Through the outbox like every message, sent at once: the person is waiting for it.
    // A gateway failure leaves it there for the dispatcher; the answer is the same.
    const now = this.now();
    // The SMS in the language of the request that asked for it (issue 14).
    const language = languageOfAcceptLanguage(request.headers['accept-language']);
    if (purpose === 'SIGNUP' && user) {
      const id = await scheduleMessage(this.db, {
        channel: 'sms',
        to: phone,
        text: smsTexts(language).alreadyRegistered,
        dueAt: now,
      });
      await this.app.outbox.sendNow([id]);
      return;
    }
    if (
      (purpose === 'LOGIN' || purpose === 'RESET') &&
      (!user || user.status !== 'active' || user.role === 'patient')
    ) {
      return; // nothing to send, and nothing said about it
    }
    const { enqueued: id } = await this.otp.issue(phone, purpose, request.ip, (tx, code) =>
      scheduleMessage(tx, {
        channel: 'sms',
        to: phone,
        text: smsTexts(language).otp(code, purpose),
        dueAt: now,
      }),
    );
    if (id) await this.app.outbox.sendNow([id]);
  }

  async verifyOtp(
    phone: string,
    code: string,
    purpose: OtpPurpose | undefined,
    request: FastifyRequest,
  ) {
    await this.app.limiter.hit(`otp-verify:phone:${phone}`, 10, MIN15, AUTH_MESSAGES.tooManyVerify);
    await this.app.limiter.hit(
      `otp-verify:ip:${request.ip}`,
      50,
      MIN15,
      AUTH_MESSAGES.tooManyVerify,
    );
    const challenge = await this.otp.verify(phone, code, purpose);
    const base = {
      success: true as const,
      verified: true as const,
      purpose: challenge.purpose,
      message: 'OTP verified successfully!',
    };
    switch (challenge.purpose) {
      case 'SIGNUP':
        return base;
      case 'BOOKING':
        return {
          ...base,
          bookingToken: await this.app.tokens.signPurpose(
            { phone, purpose: 'booking' },
            this.now(),
            BOOKING_TOKEN_TTL_SECONDS,
          ),
        };
      case 'RESET': {
        // Bound to the token version: the reset bumps it, so the token works once.
        const user = await userRepository.findByPhone(this.db, phone);
        return {
          ...base,
          resetToken: await this.app.tokens.signPurpose(
            { phone, purpose: 'reset', tv: user?.tokenVersion ?? 0 },
            this.now(),
            RESET_TOKEN_TTL_SECONDS,
          ),
        };
      }
      case 'LOGIN': {
        const user = await userRepository.findByPhone(this.db, phone);
        if (!user || user.status !== 'active') throw unauthorized(AUTH_MESSAGES.invalidLogin);
        await audit(this.db, request, {
          actorId: user.id,
          actorRole: user.role,
          action: 'login',
          entity: 'user',
          entityId: user.id,
          details: { method: 'otp' },
        });
        return { ...base, ...(await this.session(user.id)) };
      }
    }
  }

  /**
   * A RESET code sent through sendResetOtpByEmail, checked for the account that has
   * this email: the answers are verifyOtp's, and an email no account has answers as a
   * number without a live code does.
   */
  async verifyResetOtpByEmail(email: string, code: string, request: FastifyRequest) {
    const key = emailKey(email);
    await this.app.limiter.hit(`otp-verify:email:${key}`, 10, MIN15, AUTH_MESSAGES.tooManyVerify);
    const user = await userRepository.findByEmail(this.db, email);
    if (!user) {
      await this.app.limiter.hit(
        `otp-verify:ip:${request.ip}`,
        50,
        MIN15,
        AUTH_MESSAGES.tooManyVerify,
      );
      throw new AppError('OTP_EXPIRED', OTP_MESSAGES.expired, 'otpCode');
    }
    return this.verifyOtp(user.phone, code, 'RESET', request);
  }

  async createUser(
    input: { phone: string; name: string; password: string },
    request: FastifyRequest,
  ) {
    if (!(await this.otp.verifiedWithin(input.phone, 'SIGNUP', SIGNUP_VERIFIED_WINDOW_SECONDS))) {
      throw forbidden(AUTH_MESSAGES.verifyFirst);
    }
    if (await userRepository.findByPhone(this.db, input.phone))
      throw conflict(AUTH_MESSAGES.phoneTaken);
    const passwordHash = await hashPassword(input.password);
    let user;
    try {
      // The account and its audit row commit together.
      user = await this.app.deps.database.transaction(async (tx) => {
        const created = await userRepository.createDoctor(tx, {
          phone: input.phone,
          name: input.name,
          passwordHash,
        });
        await audit(tx, request, {
          actorId: created.id,
          actorRole: 'doctor',
          action: 'signup',
          entity: 'user',
          entityId: created.id,
        });
        return created;
      });
    } catch (err) {
      if (pgCode(err) === PG_UNIQUE_VIOLATION) throw conflict(AUTH_MESSAGES.phoneTaken);
      throw err;
    }
    return this.session(user.id);
  }

  async login(phone: string, password: string, request: FastifyRequest) {
    // Failures only, per account and address (docs/decisions/007-login-throttling.md).
    await this.throttle.begin(phone, request.ip);
    const user = await userRepository.findByPhone(this.db, phone);
    const ok = user?.passwordHash
      ? await verifyPassword(user.passwordHash, password)
      : (await verifyPassword(await getDummyHash(), password), false);
    if (!user || !ok || user.status !== 'active') {
      await audit(this.db, request, {
        actorId: user?.id ?? null,
        actorRole: user?.role ?? null,
        action: 'login_failed',
        entity: 'user',
        entityId: user?.id ?? null,
        details: { phone: maskPhone(phone) },
      });
      throw unauthorized(AUTH_MESSAGES.invalidLogin);
    }
    await this.throttle.succeeded(phone, request.ip);
    await audit(this.db, request, {
      actorId: user.id,
      actorRole: user.role,
      action: 'login',
      entity: 'user',
      entityId: user.id,
      details: { method: 'password' },
    });
    return this.session(user.id);
  }

  async logout(userId: string, request: FastifyRequest) {
    await userRepository.bumpTokenVersion(this.db, userId);
    await audit(this.db, request, {
      actorId: userId,
      action: 'logout',
      entity: 'user',
      entityId: userId,
    });
  }

  async resetPassword(resetToken: string, password: string, request: FastifyRequest) {
    const claims = await this.app.tokens.verifyPurpose(resetToken, 'reset', this.now());
    if (!claims) throw new AppError('RESET_EXPIRED', AUTH_MESSAGES.resetExpired);
    const user = await userRepository.findByPhone(this.db, claims.phone);
    if (!user || user.status !== 'active')
      throw new AppError('RESET_EXPIRED', AUTH_MESSAGES.resetExpired);
    // Setting the password bumps the token version: sessions and this reset token issued before stop working.
    const hash = await hashPassword(password);
    const tv = claims.tv;
    if (tv === undefined) throw new AppError('RESET_USED');
    // The new password and its audit row commit together.
    await this.app.deps.database.transaction(async (tx) => {
      if (!(await userRepository.setPasswordIfVersion(tx, user.id, tv, hash)))
        throw new AppError('RESET_USED');
      await audit(tx, request, {
        actorId: user.id,
        actorRole: user.role,
        action: 'password_reset',
        entity: 'user',
        entityId: user.id,
      });
    });
  }

  emailExists(email: string): Promise<boolean> {
    return userRepository.emailExists(this.db, email);
  }

  async userData(userId: string): Promise<PublicUser> {
    const user = await userRepository.publicView(this.db, userId);
    if (!user) throw unauthorized();
    return user;
  }

  private async session(userId: string) {
    const row = await userRepository.findById(this.db, userId);
    if (!row) throw unauthorized();
    const token = await this.app.tokens.signAccess(
      { sub: row.id, role: row.role, tv: row.tokenVersion },
      this.now(),
    );
    return { token, user: await this.userData(row.id) };
  }
}

/** The throttle key of an email (a digest: the tables keep no address typed by strangers). */
const emailKey = (email: string) =>
  `email:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;

const maskPhone = (phone: string) => phone.replace(/^(\+91\d{2})\d{6}(\d{2})$/, '$1******$2');
