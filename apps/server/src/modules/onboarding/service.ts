// Completing a doctor's profile: clinic, timings, specializations and the five
// documents, written in one transaction. Files are checked by their content
// (PDF magic bytes) and stored first; if the transaction fails they are removed.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { VALIDATION } from '@clinic/shared/messages';
import type { ClinicDetails } from '@clinic/shared/onboarding';
import type { PracticeFields } from '@clinic/shared/practice-profile';
import { ONBOARDING_FILE_FIELDS } from '@clinic/shared/onboarding';
import {
  cities,
  clinics,
  clinicTimings,
  doctorProfiles,
  doctorSpecializations,
  documents,
  specializations,
  users,
} from '../../db/schema.ts';
import { API_TEXTS } from '@clinic/shared/api-texts';
import {
  AppError,
  badRequest,
  conflict,
  templatedError,
  unsupportedMediaType,
} from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { sniffType } from '../../lib/file-types.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import { PG_UNIQUE_VIOLATION, pgCode } from '../../lib/pg-errors.ts';
import { assertUploadQuota } from '../../lib/upload-quota.ts';
import { publicUserView } from '../auth/user-service.ts';
import { practiceColumns } from '../profile/practice.ts';
import { recomputeVerification, type Verdict } from './documents.ts';

export type DocumentKind = (typeof ONBOARDING_FILE_FIELDS)[keyof typeof ONBOARDING_FILE_FIELDS];

export function assertPdfs(files: Map<string, UploadedFile>, required: readonly string[]) {
  for (const field of required) {
    const f = files.get(field);
    if (!f || f.bytes.length === 0)
      throw templatedError('VALIDATION_FAILED', 'uploadPdf', [labelOf(field)], field);
    if (sniffType(f.bytes) !== 'application/pdf') throw unsupportedMediaType(VALIDATION.allPdf);
  }
}

const LABELS: Record<string, string> = {
  governmentId: 'government ID',
  degreeCertificate: 'degree certificate',
  medicalRegistrationCert: 'medical registration certificate',
  medicalRegistration: 'medical registration certificate',
  clinicDocument: 'clinic document',
  bankInfo: 'bank information',
};
export const labelOf = (field: string) => LABELS[field] ?? field;

export async function storeDocumentFile(
  app: FastifyInstance,
  ownerId: string,
  kind: string,
  bytes: Buffer,
) {
  const key = `documents/${ownerId}/${kind}-${randomUUID()}.pdf`;
  await app.deps.storage.put(key, bytes);
  return key;
}

/**
 * A new file for one verification document kind. The earlier files of that
 * kind keep their rows (review history) but their bytes are deleted once the
 * new row is committed, so a doctor cannot fill the disk by replacing.
 */
export async function replaceDocument(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: string,
  kind: DocumentKind,
  file: UploadedFile,
) {
  const db = app.deps.database.db;
  const { storage, clock } = app.deps;
  const previous = await db
    .select({ id: documents.id, storageKey: documents.storageKey, sizeBytes: documents.sizeBytes })
    .from(documents)
    .where(
      and(eq(documents.ownerId, userId), eq(documents.kind, kind), isNull(documents.fileRemovedAt)),
    );
  await assertUploadQuota(
    db,
    { ownerId: userId },
    {
      addFiles: 1,
      addBytes: file.bytes.length,
      freeFiles: previous.length,
      freeBytes: previous.reduce((n, d) => n + d.sizeBytes, 0),
    },
  );
  const key = await storeDocumentFile(app, userId, kind, file.bytes);
  let doc: typeof documents.$inferSelect;
  let replaced: { storageKey: string }[];
  let verdict: Verdict;
  try {
    // The new row, the doctor's status and the audit row commit together.
    ({ doc, replaced, verdict } = await app.deps.database.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(documents)
        .values({
          ownerId: userId,
          kind,
          storageKey: key,
          originalName: file.filename || `${labelOf(kind)}.pdf`,
          sizeBytes: file.bytes.length,
          mime: 'application/pdf',
        })
        .returning();
      const gone = await tx
        .update(documents)
        .set({ fileRemovedAt: clock.now() })
        .where(
          and(
            eq(documents.ownerId, userId),
            eq(documents.kind, kind),
            isNull(documents.fileRemovedAt),
            ne(documents.id, inserted!.id),
          ),
        )
        .returning({ storageKey: documents.storageKey });
      const status = await recomputeVerification(tx, userId, clock.now());
      await audit(tx, request, {
        actorId: userId,
        actorRole: 'doctor',
        action: 'replace_document',
        entity: 'document',
        entityId: inserted!.id,
        details: { kind },
      });
      return { doc: inserted!, replaced: gone, verdict: status };
    }));
  } catch (err) {
    await storage.remove(key);
    throw err;
  }
  // After commit: a failed delete leaves stray bytes, never a row without its file.
  await Promise.all(
    replaced.map((d) =>
      storage
        .remove(d.storageKey)
        .catch((err: unknown) =>
          app.log.warn({ err, key: d.storageKey }, 'replaced document not deleted'),
        ),
    ),
  );
  return { doc, verdict };
}

export async function completeProfile(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: string,
  details: ClinicDetails,
  files: Map<string, UploadedFile>,
  practice: PracticeFields = {},
) {
  const db = app.deps.database.db;
  const fields = Object.keys(ONBOARDING_FILE_FIELDS);
  assertPdfs(files, fields);
  const [profile] = await db.select().from(doctorProfiles).where(eq(doctorProfiles.userId, userId));
  if (!profile) throw new AppError('FORBIDDEN', API_TEXTS.onlyDoctorsCompleteProfile);
  if (profile.profileCompleted) throw conflict(API_TEXTS.profileAlreadyComplete);
  if (await emailTakenByOther(app, details.email, userId)) throw conflict(VALIDATION.emailExists);

  const specRows = await db
    .select({ id: specializations.id, name: specializations.name })
    .from(specializations)
    .where(
      inArray(
        sql`lower(${specializations.name})`,
        details.specializations.map((s) => s.toLowerCase()),
      ),
    );
  if (specRows.length !== details.specializations.length) {
    throw badRequest(API_TEXTS.chooseSpecializations, 'specializations');
  }
  const [city] = await db
    .select({ id: cities.id, name: cities.name })
    .from(cities)
    .where(sql`lower(${cities.name}) = ${details.clinicCity.split(',')[0]!.trim().toLowerCase()}`)
    .limit(1);

  await assertUploadQuota(
    db,
    { ownerId: userId },
    {
      addFiles: fields.length,
      addBytes: fields.reduce((n, f) => n + files.get(f)!.bytes.length, 0),
    },
  );
  const stored: string[] = [];
  try {
    const keys = new Map<string, string>();
    for (const [field, kind] of Object.entries(ONBOARDING_FILE_FIELDS)) {
      const key = await storeDocumentFile(app, userId, kind, files.get(field)!.bytes);
      stored.push(key);
      keys.set(field, key);
    }
    await app.deps.database.transaction(async (tx) => {
      const now = app.deps.clock.now();
      await tx
        .update(users)
        .set({ name: details.name, email: details.email, updatedAt: now })
        .where(eq(users.id, userId));
      await tx.delete(clinics).where(eq(clinics.doctorId, userId));
      const [clinic] = await tx
        .insert(clinics)
        .values({
          doctorId: userId,
          name: details.clinicName,
          address: details.clinicAddress,
          cityId: city?.id ?? null,
          city: city?.name ?? details.clinicCity.split(',')[0]!.trim(),
          lat: details.latitude,
          lng: details.longitude,
          additionalInfo: details.additionalLocationInfo ?? null,
          phone: practice.clinicPhone ?? null,
        })
        .returning();
      if (details.timings.length) {
        await tx.insert(clinicTimings).values(
          details.timings.map((t) => ({
            clinicId: clinic!.id,
            dayOfWeek: t.dayOfWeek as 'MONDAY',
            startTime: t.startTime,
            endTime: t.endTime,
          })),
        );
      }
      await tx.delete(doctorSpecializations).where(eq(doctorSpecializations.doctorId, userId));
      await tx
        .insert(doctorSpecializations)
        .values(specRows.map((s) => ({ doctorId: userId, specializationId: s.id })));
      await tx.insert(documents).values(
        Object.entries(ONBOARDING_FILE_FIELDS).map(([field, kind]) => {
          const f = files.get(field)!;
          return {
            ownerId: userId,
            kind,
            storageKey: keys.get(field)!,
            originalName: f.filename || `${kind}.pdf`,
            sizeBytes: f.bytes.length,
            mime: 'application/pdf',
            status: 'Pending' as const,
          };
        }),
      );
      await tx
        .update(doctorProfiles)
        .set({
          ...practiceColumns(practice),
          profileCompleted: true,
          verificationStatus: 'Pending',
          paymentMethod: details.paymentMethod ?? null,
          ifscCode: details.ifscCode ?? null,
          cashHandler: details.cashHandler ?? null,
          updatedAt: now,
        })
        .where(and(eq(doctorProfiles.userId, userId), eq(doctorProfiles.profileCompleted, false)));
      await audit(tx, request, {
        actorId: userId,
        actorRole: 'doctor',
        action: 'complete_profile',
        entity: 'doctor_profile',
        entityId: userId,
      });
    });
  } catch (err) {
    await Promise.all(stored.map((k) => app.deps.storage.remove(k)));
    if (pgCode(err) === PG_UNIQUE_VIOLATION) throw conflict(VALIDATION.emailExists);
    throw err;
  }
  return publicUserView(db, userId);
}

async function emailTakenByOther(app: FastifyInstance, email: string, userId: string) {
  const rows = await app.deps.database.rows<{ id: string }>(
    'select id from users where lower(email) = $1 and id <> $2 limit 1',
    [email.toLowerCase(), userId],
  );
  return rows.length > 0;
}
