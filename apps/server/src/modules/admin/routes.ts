// The admin area: doctors waiting for verification, their documents, and a
// verdict per document. Admin role only (others get 403).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { doctorRecord, listDoctors, reviewDocument } from './service.ts';

const statusFilter = z.enum(['Pending', 'Rejected', 'Verified']).default('Pending');

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = app.requireRole('admin');

  app.get(
    '/admin/doctors',
    {
      schema: {
        tags: ['admin'],
        summary: 'Doctors by verification status (default: waiting), oldest first',
        querystring: z.object({
          status: statusFilter,
          page: z.coerce.number().int().min(1).default(1),
        }),
        security: [{ bearerAuth: [] }],
      },
      preHandler: adminOnly,
    },
    async (request) => listDoctors(app, request, request.query.status, request.query.page),
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
    async (request) => doctorRecord(app, request, request.params.id),
  );

  app.post(
    '/admin/documents/:id/review',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Set a document Verified, or Rejected with a reason; the doctor is notified of the outcome',
        params: z.object({ id: z.uuid('Document not found') }),
        body: z.object({
          status: z.enum(['Verified', 'Rejected']),
          reason: z.string().trim().max(500).optional(),
        }),
        security: [{ bearerAuth: [] }],
      },
      preHandler: adminOnly,
    },
    async (request) => reviewDocument(app, request, request.params.id, request.body),
  );
};
