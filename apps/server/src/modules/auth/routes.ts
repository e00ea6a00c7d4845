// The auth calls of spec section 7, plus logout and password reset.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OTP_PURPOSES } from '@clinic/shared/constants';
import { SERVER_ERRORS, VALIDATION } from '@clinic/shared/messages';
import {
  emailSchema,
  nameSchema,
  otpCodeSchema,
  passwordSchema,
  phoneNumberSchema,
} from '@clinic/shared/validation';
import { AuthService } from './auth-service.ts';

const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(['doctor', 'patient', 'admin']),
  phoneNumber: z.string(),
  mobile: z.string(),
  email: z.string().nullable(),
  status: z.string(),
  memberSince: z.string(),
  profileCompleted: z.boolean(),
  verificationStatus: z.string().nullable(),
  photoUrl: z.string().nullable(),
});
const sessionSchema = z.object({ token: z.string(), user: userSchema });

/**
 * The account a code is for: its mobile number, or (to reset a password only) its
 * email, whose code goes to the account's registered mobile number.
 */
function oneAccountRef<T extends { phoneNumber?: string | undefined; email?: string | undefined }>(
  body: T & { otpType?: string | undefined },
  ctx: z.RefinementCtx,
) {
  const given = Number(body.phoneNumber !== undefined) + Number(body.email !== undefined);
  if (given !== 1) {
    ctx.addIssue({ code: 'custom', message: SERVER_ERRORS.mobileOrEmail, path: ['phoneNumber'] });
  } else if (body.email !== undefined && body.otpType !== 'RESET') {
    ctx.addIssue({ code: 'custom', message: SERVER_ERRORS.emailOnlyForReset, path: ['email'] });
  }
}
const ok = z.object({ success: z.literal(true), message: z.string() });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = new AuthService(app);
  const tags = ['auth'];

  app.post(
    '/auth/send-otp',
    {
      schema: {
        tags,
        summary: 'Send a 6-digit code by SMS (SIGNUP, LOGIN, BOOKING or RESET)',
        description:
          "Answers the same whether or not the number (or email) is registered. Limited per phone, per email and per address. RESET may name the account by `email` instead of `phoneNumber`: the code goes to the account's registered mobile number.",
        body: z
          .object({
            phoneNumber: phoneNumberSchema.optional(),
            email: emailSchema.optional(),
            otpType: z.enum(OTP_PURPOSES).default('SIGNUP'),
          })
          .superRefine(oneAccountRef),
        response: { 200: ok.extend({ expiresInSeconds: z.number() }) },
      },
    },
    async (request) => {
      const { phoneNumber, email, otpType } = request.body;
      if (email !== undefined) await auth.sendResetOtpByEmail(email, request);
      else await auth.sendOtp(phoneNumber!, otpType, request);
      return { success: true as const, message: 'OTP sent successfully!', expiresInSeconds: 300 };
    },
  );

  app.post(
    '/auth/verify-otp',
    {
      schema: {
        tags,
        summary: 'Check a code',
        description:
          'SIGNUP: marks the number verified for create-user (15 minutes). BOOKING: answers a bookingToken (30 minutes). RESET: answers a resetToken (10 minutes); the account may be named by `email` (with otpType RESET) instead of `phoneNumber`. LOGIN: answers token and user.',
        body: z
          .object({
            phoneNumber: phoneNumberSchema.optional(),
            email: emailSchema.optional(),
            otpCode: otpCodeSchema,
            otpType: z.enum(OTP_PURPOSES).optional(),
          })
          .superRefine(oneAccountRef),
        response: {
          200: z.object({
            success: z.literal(true),
            verified: z.literal(true),
            purpose: z.enum(OTP_PURPOSES),
            message: z.string(),
            bookingToken: z.string().optional(),
            resetToken: z.string().optional(),
            token: z.string().optional(),
            user: userSchema.optional(),
          }),
        },
      },
    },
    async (request) => {
      const { phoneNumber, email, otpCode, otpType } = request.body;
      if (email !== undefined) return auth.verifyResetOtpByEmail(email, otpCode, request);
      return auth.verifyOtp(phoneNumber!, otpCode, otpType, request);
    },
  );

  app.post(
    '/auth/check-email-exists',
    {
      schema: {
        tags,
        summary: 'Whether an account already uses this email',
        body: z.object({ email: emailSchema }),
        response: { 200: z.object({ exists: z.boolean() }) },
      },
    },
    async (request) => {
      await app.limiter.hit(`email-check:ip:${request.ip}`, 120, 15 * 60 * 1000);
      return { exists: await auth.emailExists(request.body.email) };
    },
  );

  app.post(
    '/auth/create-user',
    {
      schema: {
        tags,
        summary:
          'Create a doctor account for a number that verified a SIGNUP code in the last 15 minutes',
        body: z.object({
          phoneNumber: phoneNumberSchema,
          name: nameSchema,
          password: passwordSchema,
        }),
        response: { 201: sessionSchema.extend({ message: z.string() }) },
      },
    },
    async (request, reply) => {
      const { phoneNumber, name, password } = request.body;
      const session = await auth.createUser({ phone: phoneNumber, name, password }, request);
      return reply.status(201).send({ ...session, message: 'User created successfully!' });
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Log in with mobile number and password',
        body: z.object({ phoneNumber: phoneNumberSchema, password: z.string().min(1).max(128) }),
        response: { 200: sessionSchema },
      },
    },
    async (request) => auth.login(request.body.phoneNumber, request.body.password, request),
  );

  app.get(
    '/auth/get-userdata',
    {
      schema: {
        tags,
        summary: 'The logged-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: z.object({ user: userSchema }) },
      },
      preHandler: app.requireRole(),
    },
    async (request) => ({ user: await auth.userData(request.user!.id) }),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags,
        summary: 'End every session of this user',
        security: [{ bearerAuth: [] }],
        response: { 200: ok },
      },
      preHandler: app.requireRole(),
    },
    async (request) => {
      await auth.logout(request.user!.id, request);
      return { success: true as const, message: 'Logged out' };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags,
        summary:
          'Set a new password with the resetToken from verify-otp (RESET); ends older sessions',
        body: z
          .object({
            resetToken: z.string().min(1),
            password: passwordSchema,
            confirmPassword: z.string(),
          })
          .refine((b) => b.password === b.confirmPassword, {
            message: VALIDATION.passwordsMismatch,
            path: ['confirmPassword'],
          }),
        response: { 200: ok },
      },
    },
    async (request) => {
      await auth.resetPassword(request.body.resetToken, request.body.password, request);
      return { success: true as const, message: 'Your password has been changed. Please log in.' };
    },
  );
};
