// The admin's rules: who waits for verification, a doctor's record with its
// documents (every read audited), and the verdict on a document. A verdict,
// the doctor's new verification status, the doctor's notice and the audit row
// commit together: if the audit row cannot be written nothing changes.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_TEXTS } from '@clinic/shared/api-texts';
import { ADMIN_TEXTS } from '@clinic/shared/messages';
import { badRequest, notFound } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { addNotification } from '../notifications/service.ts';
import { currentDocuments, documentView, recomputeVerification } from '../onboarding/documents.ts';
import { adminRepository, type VerificationStatus } from './repository.ts';

const PAGE_SIZE = 20;
const byAdmin = (request: FastifyRequest) => ({
  actorId: request.user!.id,
  actorRole: 'admin' as const,
});

export async function listDoctors(
  app: FastifyInstance,
  request: FastifyRequest,
  status: VerificationStatus,
  page: number,
) {
  const { database } = app.deps;
  const rows = await adminRepository.doctorsByStatus(
    database.db,
    status,
    PAGE_SIZE,
    (page - 1) * PAGE_SIZE,
  );
  await audit(database, request, {
    ...byAdmin(request),
    action: 'list_doctors',
    entity: 'doctor',
    details: { status, page, doctorIds: rows.map((r) => r.id) },
  });
  return {
    total: rows[0]?.total ?? 0,
    page,
    pageSize: PAGE_SIZE,
    doctors: rows.map(({ total: _t, createdAt, ...r }) => ({
      ...r,
      memberSince: createdAt.toISOString(),
    })),
  };
}

export async function doctorRecord(
  app: FastifyInstance,
  request: FastifyRequest,
  doctorId: string,
) {
  const { database } = app.deps;
  const row = await adminRepository.doctor(database.db, doctorId);
  if (!row) throw notFound(API_TEXTS.doctorNotFound);
  const docs = await currentDocuments(database.db, row.user.id);
  await audit(database, request, {
    ...byAdmin(request),
    action: 'read_doctor',
    entity: 'doctor',
    entityId: row.user.id,
    details: { documentIds: docs.map((d) => d.id) },
  });
  return {
    doctor: {
      id: row.user.id,
      name: row.user.name,
      phone: row.user.phone,
      email: row.user.email,
      memberSince: row.user.createdAt.toISOString(),
      verificationStatus: row.profile.verificationStatus,
      degrees: row.profile.degrees,
      clinicName: row.clinic?.name ?? null,
      clinicAddress: row.clinic?.address ?? null,
      city: row.clinic?.city ?? null,
    },
    documents: docs.map(documentView),
  };
}

export async function reviewDocument(
  app: FastifyInstance,
  request: FastifyRequest,
  documentId: string,
  verdict: { status: 'Verified' | 'Rejected'; reason?: string | undefined },
) {
  const { status, reason } = verdict;
  if (status === 'Rejected' && !reason) throw badRequest(ADMIN_TEXTS.reasonRequired, 'reason');
  const { database, clock } = app.deps;
  const now = clock.now();
  const result = await database.transaction(async (tx) => {
    const doc = await adminRepository.lockReviewable(tx, documentId);
    if (!doc) throw notFound(API_TEXTS.documentNotFound);
    const before = await adminRepository.verificationStatus(tx, doc.ownerId);
    await adminRepository.setVerdict(tx, doc.id, {
      status,
      reason: status === 'Rejected' ? reason! : null,
      reviewerId: request.user!.id,
      at: now,
    });
    const after = await recomputeVerification(tx, doc.ownerId, now);
    await audit(tx, request, {
      ...byAdmin(request),
      action: 'review_document',
      entity: 'document',
      entityId: doc.id,
      details: { status, reason: reason ?? null, doctorId: doc.ownerId },
    });
    if (after !== before && after !== 'Pending') {
      await addNotification(tx, {
        userId: doc.ownerId,
        kind: 'verification_result',
        title:
          after === 'Verified' ? 'Your profile is verified' : 'A document needs your attention',
        description:
          after === 'Verified'
            ? 'All your documents are verified. Patients can now find and book you.'
            : `Your ${doc.kind} was rejected: ${reason}. Upload a new one from My Profile.`,
      });
    }
    return { verificationStatus: after, documents: await currentDocuments(tx, doc.ownerId) };
  });
  return {
    verificationStatus: result.verificationStatus,
    documents: result.documents.map(documentView),
  };
}
