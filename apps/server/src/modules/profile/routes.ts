// The doctor's own profile: read (spec: "a profile fetch on load"), edit
// personal details, change password, deactivate the account.
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VALIDATION } from '@clinic/shared/messages';
import { emailSchema, nameSchema, passwordSchema } from '@clinic/shared/validation';
import {
  clinicTimings,
  clinics,
  doctorProfiles,
  doctorSpecializations,
  users,
} from '../../db/schema.ts';
import { AppError, conflict, unauthorized } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { PG_UNIQUE_VIOLATION, pgCode } from '../../lib/pg-errors.ts';
import { findUserById, setUserPassword } from '../auth/user-service.ts';
import { currentDocuments, documentView } from '../onboarding/documents.ts';
import { calendarFeedUrl } from '../calendar-feed/service.ts';
import { ERRORS } from '@clinic/shared/errors';

export const PROFILE_MESSAGES = {
  wrongPassword: ERRORS.WRONG_PASSWORD.message,
  passwordChanged: 'Your password has been changed.',
  deactivated: 'Your account has been deactivated.',
} as const;

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const doctorOnly = app.requireRole('doctor');
  const db = () => app.deps.database.db;

  async function profileOf(userId: string) {
    const [row] = await db()
      .select({ user: users, profile: doctorProfiles })
      .from(users)
      .innerJoin(doctorProfiles, eq(doctorProfiles.userId, users.id))
      .where(eq(users.id, userId));
    if (!row) throw unauthorized();
    const clinicRows = await db().select().from(clinics).where(eq(clinics.doctorId, userId));
    const [counts] = await db()
      .select({
        specs:
          sql<number>`(select count(*) from ${doctorSpecializations} where ${doctorSpecializations.doctorId} = ${userId})`.mapWith(
            Number,
          ),
        timings:
          sql<number>`(select count(*) from ${clinicTimings} t join ${clinics} c on c.id = t.clinic_id where c.doctor_id = ${userId})`.mapWith(
            Number,
          ),
      })
      .from(users)
      .where(eq(users.id, userId));
    const docs = await currentDocuments(db(), userId);
    const urlOf = (kind: string) => {
      const d = docs.find((x) => x.kind === kind);
      return d ? `/api/documents/${d.id}` : null;
    };
    // Completion: each part a doctor fills in counts the same.
    const parts = [
      Boolean(row.user.name),
      Boolean(row.user.email),
      clinicRows.length > 0,
      (counts?.specs ?? 0) > 0,
      (counts?.timings ?? 0) > 0,
      Boolean(row.profile.degrees),
      Boolean(row.profile.photoUrl),
      docs.filter((d) => d.kind !== 'bankInfo').length === 4,
      row.profile.verificationStatus === 'Verified',
      Boolean(row.profile.paymentMethod),
    ];
    return {
      name: row.user.name,
      email: row.user.email,
      phoneNumber: row.user.phone,
      memberSince: row.user.createdAt.toISOString(),
      photoUrl: row.profile.photoUrl,
      degrees: row.profile.degrees,
      experience: row.profile.experienceYears,
      verificationStatus: row.profile.verificationStatus,
      profileCompletion: Math.round((parts.filter(Boolean).length / parts.length) * 100),
      clinicProfiles: clinicRows.map((c) => ({
        clinicName: c.name,
        clinicAddress: c.address,
        city: c.city,
      })),
      degreeCertificateUrl: urlOf('degreeCertificate'),
      governmentIdUrl: urlOf('governmentId'),
      medicalRegistrationCertUrl: urlOf('medicalRegistration'),
      clinicDocumentUrls: docs
        .filter((d) => d.kind === 'clinicDocument')
        .map((d) => `/api/documents/${d.id}`),
      documents: docs.map(documentView),
    };
  }

  app.get(
    '/profile',
    {
      schema: {
        tags: ['profile'],
        summary: "The doctor's profile, clinic and verification documents",
        security: [{ bearerAuth: [] }],
      },
      preHandler: doctorOnly,
    },
    async (request) => ({
      profile: {
        ...(await profileOf(request.user!.id)),
        calendarFeedUrl: await calendarFeedUrl(app, request.user!.id, request),
      },
    }),
  );

  app.patch(
    '/profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'Edit personal details',
        body: z.object({ name: nameSchema.optional(), email: emailSchema.optional() }),
        security: [{ bearerAuth: [] }],
      },
      preHandler: doctorOnly,
    },
    async (request) => {
      const userId = request.user!.id;
      const { name, email } = request.body;
      if (email) {
        const taken = await app.deps.database.rows(
          'select 1 from users where lower(email) = $1 and id <> $2',
          [email, userId],
        );
        if (taken.length) throw conflict(VALIDATION.emailExists);
      }
      try {
        // The change and its audit row commit together.
        await app.deps.database.transaction(async (tx) => {
          await tx
            .update(users)
            .set({
              ...(name ? { name } : {}),
              ...(email ? { email } : {}),
              updatedAt: app.deps.clock.now(),
            })
            .where(eq(users.id, userId));
          await audit(tx, request, {
            actorId: userId,
            actorRole: 'doctor',
            action: 'update_profile',
            entity: 'user',
            entityId: userId,
          });
        });
      } catch (err) {
        if (pgCode(err) === PG_UNIQUE_VIOLATION) throw conflict(VALIDATION.emailExists);
        throw err;
      }
      return { profile: await profileOf(userId) };
    },
  );

  app.post(
    '/auth/change-password',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Change the password (needs the current one); other sessions end, a new token is answered',
        body: z
          .object({
            currentPassword: z.string().min(1).max(128),
            newPassword: passwordSchema,
            confirmPassword: z.string(),
          })
          .refine((b) => b.newPassword === b.confirmPassword, {
            message: VALIDATION.passwordsMismatch,
            path: ['confirmPassword'],
          }),
        security: [{ bearerAuth: [] }],
      },
      preHandler: app.requireRole('doctor', 'admin'),
    },
    async (request) => {
      const user = await findUserById(db(), request.user!.id);
      await app.limiter.hit(`change-password:${request.user!.id}`, 10, 15 * 60 * 1000);
      if (
        !user?.passwordHash ||
        !(await verifyPassword(user.passwordHash, request.body.currentPassword))
      ) {
        throw new AppError('WRONG_PASSWORD', PROFILE_MESSAGES.wrongPassword, 'currentPassword');
      }
      const hash = await hashPassword(request.body.newPassword);
      await app.deps.database.transaction(async (tx) => {
        await setUserPassword(tx, user.id, hash);
        await audit(tx, request, {
          actorId: user.id,
          actorRole: user.role,
          action: 'password_change',
          entity: 'user',
          entityId: user.id,
        });
      });
      const fresh = (await findUserById(db(), user.id))!;
      const token = await app.tokens.signAccess(
        { sub: fresh.id, role: fresh.role, tv: fresh.tokenVersion },
        app.deps.clock.now(),
      );
      return { success: true, message: PROFILE_MESSAGES.passwordChanged, token };
    },
  );

  app.post(
    '/profile/deactivate',
    {
      schema: {
        tags: ['profile'],
        summary: 'Deactivate the account (needs the password): hidden from search, sessions end',
        body: z.object({ password: z.string().min(1).max(128) }),
        security: [{ bearerAuth: [] }],
      },
      preHandler: doctorOnly,
    },
    async (request) => {
      const user = await findUserById(db(), request.user!.id);
      if (
        !user?.passwordHash ||
        !(await verifyPassword(user.passwordHash, request.body.password))
      ) {
        throw new AppError('WRONG_PASSWORD', PROFILE_MESSAGES.wrongPassword, 'password');
      }
      await app.deps.database.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            status: 'deactivated',
            tokenVersion: sql`${users.tokenVersion} + 1`,
            updatedAt: app.deps.clock.now(),
          })
          .where(eq(users.id, user.id));
        await audit(tx, request, {
          actorId: user.id,
          actorRole: 'doctor',
          action: 'deactivate',
          entity: 'user',
          entityId: user.id,
        });
      });
      return { success: true, message: PROFILE_MESSAGES.deactivated };
    },
  );
};
