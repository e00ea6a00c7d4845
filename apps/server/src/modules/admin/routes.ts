// The admin area: doctors waiting for verification, their documents, and a
// verdict per document. Admin role only (others get 403).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clinics, doctorProfiles, documents, users } from '../../db/schema.ts';
import { badRequest, notFound } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { notificationRepository } from '../notifications/repository.ts';
import { currentDocuments, documentView, recomputeVerification } from '../onboarding/documents.ts';

const statusFilter = z.enum(['Pending', 'Rejected', 'Verified']).default('Pending');

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = app.requireRole('admin');
  const db = () => app.deps.database.db;

  app.get(
    '/admin/doctors',
    {
      schema: {
        tags: ['admin'],
        summary: 'Doctors by verification status (default: waiting), oldest first',
        querystring: z.object({ status: statusFilter, page: z.coerce.number().int().min(1).default(1) }),
        security: [{ bearerAuth: [] }],
      },
      preHandler: adminOnly,
    },
    async (request) => {
      const { status, page } = request.query;
      const pageSize = 20;
      const rows = await db()
        .select({
          id: users.id,
          name: users.name,
          phone: users.phone,
          email: users.email,
          createdAt: users.createdAt,
          status: doctorProfiles.verificationStatus,
          clinicName: clinics.name,
          city: clinics.city,
          total: sql<number>`count(*) over()`.mapWith(Number),
        })
        .from(users)
        .innerJoin(doctorProfiles, eq(doctorProfiles.userId, users.id))
        .leftJoin(clinics, eq(clinics.doctorId, users.id))
        .where(and(eq(users.role, 'doctor'), eq(doctorProfiles.verificationStatus, status), eq(doctorProfiles.profileCompleted, true)))
        .orderBy(status === 'Verified' ? desc(doctorProfiles.updatedAt) : doctorProfiles.updatedAt)
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return {
        total: rows[0]?.total ?? 0,
        page,
        pageSize,
        doctors: rows.map(({ total: _t, createdAt, ...r }) => ({ ...r, memberSince: createdAt.toISOString() })),
      };
    },
  );

  app.get(
    '/admin/doctors/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "A doctor's profile and current documents",
        params: z.object({ id: z.uuid('Doctor not found') }),
        security: [{ bearerAuth: [] }],
      },
      preHandler: adminOnly,
    },
    async (request) => {
      const [row] = await db()
        .select({ user: users, profile: doctorProfiles, clinic: clinics })
        .from(users)
        .innerJoin(doctorProfiles, eq(doctorProfiles.userId, users.id))
        .leftJoin(clinics, eq(clinics.doctorId, users.id))
        .where(eq(users.id, request.params.id))
        .limit(1);
      if (!row) throw notFound('Doctor not found');
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
        documents: (await currentDocuments(db(), row.user.id)).map(documentView),
      };
    },
  );

  app.post(
    '/admin/documents/:id/review',
    {
      schema: {
        tags: ['admin'],
        summary: 'Set a document Verified, or Rejected with a reason; the doctor is notified of the outcome',
        params: z.object({ id: z.uuid('Document not found') }),
        body: z.object({ status: z.enum(['Verified', 'Rejected']), reason: z.string().trim().max(500).optional() }),
        security: [{ bearerAuth: [] }],
      },
      preHandler: adminOnly,
    },
    async (request) => {
      const { status, reason } = request.body;
      if (status === 'Rejected' && !reason) throw badRequest('Please give a reason for the rejection.', 'reason');
      const now = app.deps.clock.now();
      const [doc] = await db().select().from(documents).where(eq(documents.id, request.params.id)).limit(1);
      if (!doc || !['governmentId', 'degreeCertificate', 'medicalRegistration', 'clinicDocument', 'bankInfo'].includes(doc.kind)) {
        throw notFound('Document not found');
      }
      const [profileBefore] = await db().select().from(doctorProfiles).where(eq(doctorProfiles.userId, doc.ownerId));
      await db()
        .update(documents)
        .set({ status, reason: status === 'Rejected' ? reason! : null, reviewerId: request.user!.id, reviewedAt: now })
        .where(eq(documents.id, doc.id));
      const verdict = await recomputeVerification(db(), doc.ownerId, now);
      app.directory.invalidate();
      await audit(db(), request, {
        actorId: request.user!.id,
        actorRole: 'admin',
        action: 'review_document',
        entity: 'document',
        entityId: doc.id,
        details: { status, reason: reason ?? null, doctorId: doc.ownerId },
      });
      if (verdict !== profileBefore?.verificationStatus && verdict !== 'Pending') {
        await notificationRepository.add(db(), {
          userId: doc.ownerId,
          kind: 'verification_result',
          title: verdict === 'Verified' ? 'Your profile is verified' : 'A document needs your attention',
          description:
            verdict === 'Verified'
              ? 'All your documents are verified. Patients can now find and book you.'
              : `Your ${doc.kind} was rejected: ${reason}. Upload a new one from My Profile.`,
        });
      }
      const current = await currentDocuments(db(), doc.ownerId);
      return { verificationStatus: verdict, documents: current.map(documentView) };
    },
  );

};
