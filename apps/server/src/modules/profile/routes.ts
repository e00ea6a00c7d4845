// The doctor's own profile: read (spec: "a profile fetch on load"), edit
// personal details, the practice (fees, experience, degrees, languages, ...)
// and the clinic, upload a photo, change password, deactivate the account.
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_TEXTS } from '@clinic/shared/api-texts';
import { VALIDATION } from '@clinic/shared/messages';
import { emailSchema, nameSchema, passwordSchema } from '@clinic/shared/validation';
import {
  PROFILE_LIMITS,
  PROFILE_TEXTS,
  profileCompletion,
  profilePatchSchema,
} from '@clinic/shared/practice-profile';
import {
  cities,
  clinicTimings,
  clinics,
  doctorProfiles,
  doctorSpecializations,
  users,
} from '../../db/schema.ts';
import { AppError, badRequest, conflict, notFound, unauthorized } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { PG_UNIQUE_VIOLATION, pgCode } from '../../lib/pg-errors.ts';
import { findUserById, setUserPassword } from '../auth/user-service.ts';
import { currentDocuments, documentView } from '../onboarding/documents.ts';
import { calendarFeedUrl } from '../calendar-feed/service.ts';
import { ERRORS } from '@clinic/shared/errors';
import { readMultipart } from '../../lib/multipart.ts';
import { practiceColumns } from './practice.ts';
import {
  PHOTO_FILE,
  photoKey,
  photoUrl,
  removePhotos,
  squarePhotos,
  storePhotos,
} from './photo.ts';

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
    const clinicRows = await db()
      .select()
      .from(clinics)
      .where(eq(clinics.doctorId, userId))
      .orderBy(asc(clinics.createdAt));
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
    const p = row.profile;
    const clinic = clinicRows[0];
    // Completion: each part a doctor fills in counts the same. Experience and
    // fees have defaults, so they cannot tell filled from not and do not count.
    const completion = profileCompletion({
      name: Boolean(row.user.name),
      email: Boolean(row.user.email),
      photo: Boolean(p.photoUrl),
      gender: Boolean(p.gender),
      degrees: p.degreeList.length > 0,
      registration: Boolean(p.registrationNumber && p.council),
      languages: p.languages.length > 0,
      bio: Boolean(p.bio),
      clinic: Boolean(clinic),
      clinicPhone: Boolean(clinic?.phone),
      specializations: (counts?.specs ?? 0) > 0,
      timings: (counts?.timings ?? 0) > 0,
      documents: docs.filter((d) => d.kind !== 'bankInfo').length === 4,
      verified: p.verificationStatus === 'Verified',
      payment: Boolean(p.paymentMethod),
    });
    return {
      name: row.user.name,
      email: row.user.email,
      phoneNumber: row.user.phone,
      memberSince: row.user.createdAt.toISOString(),
      photoUrl: p.photoUrl,
      photoThumbUrl: p.photoThumbUrl ?? p.photoUrl,
      gender: p.gender,
      experience: p.experienceYears,
      onlineFee: p.onlineFeePaise / 100,
      offlineFee: p.offlineFeePaise / 100,
      offersVirtual: p.offersVirtual,
      degrees: p.degreeList,
      languages: p.languages,
      bio: p.bio,
      registrationNumber: p.registrationNumber,
      council: p.council,
      verificationStatus: p.verificationStatus,
      profileCompletion: completion.percent,
      profileMissing: completion.missing,
      clinicProfiles: clinicRows.map((c) => ({
        clinicName: c.name,
        clinicAddress: c.address,
        city: c.city,
        clinicPhone: c.phone,
        additionalLocationInfo: c.additionalInfo,
        latitude: c.lat,
        longitude: c.lng,
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
        summary: 'Edit personal details, the practice and the clinic (fees in rupees)',
        description:
          'Every field is optional; only those sent change. Fees (onlineFee, offlineFee) are rupees, 0 to 1,00,000; experience 0 to 70 years; degrees and languages are lists (from the lists or free text); a clinicAddress comes with its latitude and longitude (the address autocomplete). An existing appointment keeps the price it was booked at.',
        body: profilePatchSchema(nameSchema, emailSchema),
        security: [{ bearerAuth: [] }],
      },
      preHandler: doctorOnly,
    },
    async (request) => {
      const userId = request.user!.id;
      const b = request.body;
      const { name, email } = b;
      if (email) {
        const taken = await app.deps.database.rows(
          'select 1 from users where lower(email) = $1 and id <> $2',
          [email, userId],
        );
        if (taken.length) throw conflict(VALIDATION.emailExists);
      }
      const profileSet = practiceColumns(b);
      const clinicSet = await clinicChanges(b);
      try {
        // The change and its audit row commit together. Appointments keep
        // their own fee_paise and clinic, so nothing here reprices them.
        await app.deps.database.transaction(async (tx) => {
          const now = app.deps.clock.now();
          await tx
            .update(users)
            .set({
              ...(name ? { name } : {}),
              ...(email ? { email } : {}),
              updatedAt: now,
            })
            .where(eq(users.id, userId));
          if (Object.keys(profileSet).length)
            await tx
              .update(doctorProfiles)
              .set({ ...profileSet, updatedAt: now })
              .where(eq(doctorProfiles.userId, userId));
          if (Object.keys(clinicSet).length) {
            const [clinic] = await tx
              .select({ id: clinics.id })
              .from(clinics)
              .where(eq(clinics.doctorId, userId))
              .orderBy(asc(clinics.createdAt))
              .limit(1);
            if (!clinic) throw badRequest(PROFILE_TEXTS.noClinic, 'clinicName');
            await tx.update(clinics).set(clinicSet).where(eq(clinics.id, clinic.id));
          }
          await audit(tx, request, {
            actorId: userId,
            actorRole: 'doctor',
            action: 'update_profile',
            entity: 'user',
            entityId: userId,
            details: { fields: Object.keys(b) },
          });
        });
      } catch (err) {
        if (pgCode(err) === PG_UNIQUE_VIOLATION) throw conflict(VALIDATION.emailExists);
        throw err;
      }
      return { profile: await profileOf(userId) };
    },
  );

  /** The clinic columns a PATCH changes; the city is matched to the directory's cities as sign-up does. */
  async function clinicChanges(b: {
    clinicName?: string;
    clinicAddress?: string;
    clinicCity?: string;
    latitude?: number;
    longitude?: number;
    additionalLocationInfo?: string | null;
    clinicPhone?: string | null;
  }) {
    const set: Partial<typeof clinics.$inferInsert> = {};
    if (b.clinicName !== undefined) set.name = b.clinicName;
    if (b.clinicAddress !== undefined) {
      set.address = b.clinicAddress;
      set.lat = b.latitude ?? null;
      set.lng = b.longitude ?? null;
    }
    if (b.clinicCity !== undefined) {
      const typed = b.clinicCity.split(',')[0]!.trim();
      const [city] = await db()
        .select({ id: cities.id, name: cities.name })
        .from(cities)
        .where(sql`lower(${cities.name}) = ${typed.toLowerCase()}`)
        .limit(1);
      set.cityId = city?.id ?? null;
      set.city = city?.name ?? typed;
    }
    if (b.additionalLocationInfo !== undefined) set.additionalInfo = b.additionalLocationInfo;
    if (b.clinicPhone !== undefined) set.phone = b.clinicPhone;
    return set;
  }

  app.post(
    '/profile/photo',
    {
      schema: {
        tags: ['profile'],
        summary: "Upload the doctor's photo (multipart field photo: JPG or PNG, at most 5 MB)",
        description:
          'Cropped to a centred square and stored in two sizes (96 and 400 pixels); the profile answers photoUrl (400) and photoThumbUrl (96). Not a JPG or PNG by content: 415; over 5 MB: 413.',
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
      },
      preHandler: doctorOnly,
    },
    async (request) => {
      const userId = request.user!.id;
      await app.limiter.hit(`profile-photo:${userId}`, 30, 60 * 60 * 1000);
      const { files } = await readMultipart(request, {
        maxFileBytes: PROFILE_LIMITS.photoMaxBytes,
        fileFields: ['photo'],
        tooLargeMessage: PROFILE_TEXTS.photoTooLarge,
      });
      const file = files.get('photo');
      if (!file || file.bytes.length === 0) throw badRequest(PROFILE_TEXTS.photoType, 'photo');
      const photos = await squarePhotos(file.bytes);
      const { storage } = app.deps;
      const stem = await storePhotos(storage, photos);
      let previous: string | null = null;
      try {
        await app.deps.database.transaction(async (tx) => {
          const [row] = await tx
            .select({ photoKey: doctorProfiles.photoKey })
            .from(doctorProfiles)
            .where(eq(doctorProfiles.userId, userId))
            .for('update');
          previous = row?.photoKey ?? null;
          await tx
            .update(doctorProfiles)
            .set({
              photoKey: stem,
              photoUrl: photoUrl(stem, 400),
              photoThumbUrl: photoUrl(stem, 96),
              updatedAt: app.deps.clock.now(),
            })
            .where(eq(doctorProfiles.userId, userId));
          await audit(tx, request, {
            actorId: userId,
            actorRole: 'doctor',
            action: 'update_photo',
            entity: 'user',
            entityId: userId,
          });
        });
      } catch (err) {
        await removePhotos(storage, stem).catch(() => undefined);
        throw err;
      }
      // After commit: a failed delete leaves stray bytes, never a profile without its photo.
      if (previous)
        await removePhotos(storage, previous).catch((err: unknown) =>
          app.log.warn({ err, stem: previous }, 'replaced photo not deleted'),
        );
      return { success: true, message: PROFILE_TEXTS.photoSaved, profile: await profileOf(userId) };
    },
  );

  app.get(
    '/doctor-photos/:file',
    {
      schema: {
        tags: ['profile'],
        summary:
          "A doctor's photo (public; the name never changes meaning, so it is cached for good)",
        params: z.object({ file: z.string().regex(PHOTO_FILE, API_TEXTS.photoNotFound) }),
      },
    },
    async (request, reply) => {
      const [, stem, size] = PHOTO_FILE.exec(request.params.file)!;
      const key = photoKey(stem!, Number(size) as 96 | 400);
      let bytes: Buffer;
      try {
        bytes = await app.deps.storage.read(key);
      } catch {
        throw notFound(API_TEXTS.photoNotFound);
      }
      return reply
        .header('content-type', 'image/jpeg')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
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
