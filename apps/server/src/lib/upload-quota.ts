// Upload quotas. A doctor's own files (verification documents) may not pass
// DOCTOR_UPLOAD_MAX_FILES files or DOCTOR_UPLOAD_MAX_BYTES bytes; the files
// attached to one appointment (prescriptions) have a quota of their own per
// visit, so patient records never eat the doctor's budget. A replaced file is
// deleted and stops counting. Two uploads at the very same moment may both
// pass; the excess is bounded by one request's files, fine for a storage budget.
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  APPOINTMENT_UPLOAD_MAX_BYTES,
  APPOINTMENT_UPLOAD_MAX_FILES,
  DOCTOR_UPLOAD_MAX_BYTES,
  DOCTOR_UPLOAD_MAX_FILES,
} from '@clinic/shared/constants';
import { SERVER_ERRORS } from '@clinic/shared/messages';
import type { Db } from '../db/client.ts';
import { documents } from '../db/schema.ts';
import { AppError } from '../errors.ts';

/** Whose files count together: a doctor's own, or one appointment's. */
export type UploadScope = { ownerId: string } | { appointmentId: string };

function scopeCondition(scope: UploadScope): SQL | undefined {
  return 'appointmentId' in scope
    ? eq(documents.appointmentId, scope.appointmentId)
    : and(
        eq(documents.ownerId, scope.ownerId),
        isNull(documents.patientId),
        isNull(documents.appointmentId),
      );
}

export async function storedUsage(
  db: Db,
  scope: UploadScope,
): Promise<{ files: number; bytes: number }> {
  const [row] = await db
    .select({
      files: sql<number>`count(*)`.mapWith(Number),
      bytes: sql<number>`coalesce(sum(${documents.sizeBytes}), 0)`.mapWith(Number),
    })
    .from(documents)
    .where(and(scopeCondition(scope), isNull(documents.fileRemovedAt)));
  return row ?? { files: 0, bytes: 0 };
}

/** Throws 409 UPLOAD_QUOTA_EXCEEDED when adding (and freeing) these would pass the scope's quota. */
export async function assertUploadQuota(
  db: Db,
  scope: UploadScope,
  change: { addFiles: number; addBytes: number; freeFiles?: number; freeBytes?: number },
): Promise<void> {
  const [maxFiles, maxBytes] =
    'appointmentId' in scope
      ? [APPOINTMENT_UPLOAD_MAX_FILES, APPOINTMENT_UPLOAD_MAX_BYTES]
      : [DOCTOR_UPLOAD_MAX_FILES, DOCTOR_UPLOAD_MAX_BYTES];
  const used = await storedUsage(db, scope);
  const files = used.files + change.addFiles - (change.freeFiles ?? 0);
  const bytes = used.bytes + change.addBytes - (change.freeBytes ?? 0);
  if (files > maxFiles || bytes > maxBytes) {
    throw new AppError(
      'UPLOAD_QUOTA_EXCEEDED',
      SERVER_ERRORS.uploadQuota(maxFiles, maxBytes / 1024 / 1024),
    );
  }
}
