// The per-doctor upload quota: the files a doctor keeps stored (verification
// documents and prescriptions) may not pass DOCTOR_UPLOAD_MAX_FILES files or
// DOCTOR_UPLOAD_MAX_BYTES bytes. A replaced file is deleted and stops counting.
// Two uploads at the very same moment may both pass; the excess is bounded by
// one request's files, which is fine for a storage budget.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { DOCTOR_UPLOAD_MAX_BYTES, DOCTOR_UPLOAD_MAX_FILES } from '@clinic/shared/constants';
import type { Db } from '../db/client.ts';
import { documents } from '../db/schema.ts';
import { AppError } from '../errors.ts';

export async function storedUsage(db: Db, ownerId: string): Promise<{ files: number; bytes: number }> {
  const [row] = await db
    .select({
      files: sql<number>`count(*)`.mapWith(Number),
      bytes: sql<number>`coalesce(sum(${documents.sizeBytes}), 0)`.mapWith(Number),
    })
    .from(documents)
    .where(and(eq(documents.ownerId, ownerId), isNull(documents.fileRemovedAt)));
  return row ?? { files: 0, bytes: 0 };
}

/** Throws 409 UPLOAD_QUOTA_EXCEEDED when adding (and freeing) these would pass the quota. */
export async function assertUploadQuota(
  db: Db,
  ownerId: string,
  change: { addFiles: number; addBytes: number; freeFiles?: number; freeBytes?: number },
): Promise<void> {
  const used = await storedUsage(db, ownerId);
  const files = used.files + change.addFiles - (change.freeFiles ?? 0);
  const bytes = used.bytes + change.addBytes - (change.freeBytes ?? 0);
  if (files > DOCTOR_UPLOAD_MAX_FILES || bytes > DOCTOR_UPLOAD_MAX_BYTES) throw new AppError('UPLOAD_QUOTA_EXCEEDED');
}
