// Verification documents: the current one of each kind is the newest; a
// replaced one stays as history. A doctor is Verified when the newest of each
// of the four required kinds is Verified, Rejected when any is Rejected.
import { desc, eq } from 'drizzle-orm';
import { VERIFICATION_DOCUMENT_KINDS, type UserRole } from '@clinic/shared/constants';
import { API_TEXTS } from '@clinic/shared/api-texts';
import { SERVER_ERRORS } from '@clinic/shared/messages';
import type { Db } from '../../db/client.ts';
import { doctorProfiles, documents } from '../../db/schema.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';

export type DocumentRow = typeof documents.$inferSelect;
const VERIFICATION_KINDS = [...VERIFICATION_DOCUMENT_KINDS, 'bankInfo'] as const;

export async function currentDocuments(db: Db, ownerId: string): Promise<DocumentRow[]> {
  const rows = await db
    .select()
    .from(documents)
    .where(eq(documents.ownerId, ownerId))
    .orderBy(desc(documents.createdAt));
  const latest = new Map<string, DocumentRow>();
  for (const r of rows) {
    if ((VERIFICATION_KINDS as readonly string[]).includes(r.kind) && !latest.has(r.kind))
      latest.set(r.kind, r);
  }
  return VERIFICATION_KINDS.map((k) => latest.get(k)).filter((d): d is DocumentRow => Boolean(d));
}

export type Verdict = 'Verified' | 'Rejected' | 'Pending';

export function verdictOf(current: DocumentRow[]): Verdict {
  const required = VERIFICATION_DOCUMENT_KINDS.map((k) => current.find((d) => d.kind === k));
  if (required.some((d) => d?.status === 'Rejected')) return 'Rejected';
  if (required.every((d) => d?.status === 'Verified')) return 'Verified';
  return 'Pending';
}

export async function recomputeVerification(db: Db, doctorId: string, now: Date): Promise<Verdict> {
  const verdict = verdictOf(await currentDocuments(db, doctorId));
  await db
    .update(doctorProfiles)
    .set({
      verificationStatus: verdict,
      verifiedAt: verdict === 'Verified' ? now : null,
      updatedAt: now,
    })
    .where(eq(doctorProfiles.userId, doctorId));
  return verdict;
}

export function documentView(d: DocumentRow) {
  return {
    id: d.id,
    kind: d.kind,
    name: d.originalName,
    sizeBytes: d.sizeBytes,
    status: d.status,
    reason: d.reason,
    uploadedAt: d.createdAt.toISOString(),
    reviewedAt: d.reviewedAt?.toISOString() ?? null,
    url: `/api/documents/${d.id}`,
  };
}

/** Kinds that belong to a patient's record: only the treating doctor who keeps them opens them. */
const PATIENT_RECORD_KINDS: readonly string[] = ['prescription', 'labReport', 'patientDocument'];

export const isPatientRecord = (d: Pick<DocumentRow, 'kind' | 'patientId'>) =>
  PATIENT_RECORD_KINDS.includes(d.kind) || d.patientId !== null;

/**
 * The document a caller may open (least privilege): a doctor only their own
 * (another's answers 404, as if it did not exist); an admin only the
 * verification documents of doctors, never a patient's record (403).
 */
export async function readableDocument(
  db: Db,
  reader: { id: string; role: UserRole },
  id: string,
): Promise<DocumentRow> {
  const [doc] = await db.select().from(documents).where(eq(documents.id, id)).limit(1);
  if (!doc) throw notFound(API_TEXTS.documentNotFound);
  if (reader.role === 'admin') {
    if (isPatientRecord(doc)) throw forbidden(SERVER_ERRORS.patientDocumentTreatingDoctorOnly);
  } else if (doc.ownerId !== reader.id) {
    throw notFound(API_TEXTS.documentNotFound);
  }
  if (doc.fileRemovedAt) throw new AppError('GONE');
  return doc;
}
