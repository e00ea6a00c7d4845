// Upload quotas. A doctor's own files (verification documents) may not pass
// DOCTOR_UPLOAD_MAX_FILES files or DOCTOR_UPLOAD_MAX_BYTES bytes; the files
// attached to one appointment (prescriptions) have a quota of their own per
// visit, and the lab reports a doctor keeps for one patient one per patient
// record, so patient records never eat the doctor's budget. A replaced file is
// deleted and stops counting. Two uploads at the very same moment may both
// pass; the excess is bounded by one request's files, fine for a storage budget.
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  APPOINTMENT_UPLOAD_MAX_BYTES,
  APPOINTMENT_UPLOAD_MAX_FILES,
  DOCTOR_UPLOAD_MAX_BYTES,
  DOCTOR_UPLOAD_MAX_FILES,
  PATIENT_RECORD_UPLOAD_MAX_BYTES,
  PATIENT_RECORD_UPLOAD_MAX_FILES,
} from '@clinic/shared/constants';
import type { Db } from '../db/client.ts';
import { documents } from '../db/schema.ts';
import { templatedError } from '../errors.ts';

/** Whose files count together: a doctor's own, one appointment's, or one patient record's. */
export type UploadScope =
  | { ownerId: string }
  | { appointmentId: string }
  | { patientRecord: { doctorId: string; patientId: string } };

function scopeCondition(scope: UploadScope): SQL | undefined {
  if ('patientRecord' in scope)
    return and(
      eq(documents.ownerId, scope.patientRecord.doctorId),
      eq(documents.patientId, scope.patientRecord.patientId),
      isNull(documents.appointmentId),
    );
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
    'patientRecord' in scope
      ? [PATIENT_RECORD_UPLOAD_MAX_FILES, PATIENT_RECORD_UPLOAD_MAX_BYTES]
      : 'appointmentId' in scope
        ? [APPOINTMENT_UPLOAD_MAX_FILES, APPOINTMENT_UPLOAD_MAX_BYTES]
        : [DOCTOR_UPLOAD_MAX_FILES, DOCTOR_UPLOAD_MAX_BYTES];
  const used = await storedUsage(db, scope);
  const files = used.files + change.addFiles - (change.freeFiles ?? 0);
  const bytes = used.bytes + change.addBytes - (change.freeBytes ?? 0);
  if (files > maxFiles || bytes > maxBytes) {
    throw templatedError('UPLOAD_QUOTA_EXCEEDED', 'uploadQuota', [
      maxFiles,
      maxBytes / 1024 / 1024,
    ]);
  }
}
