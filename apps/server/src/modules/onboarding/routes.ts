// complete-profile (spec section 7) and the doctor's own verification documents.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ONBOARDING_MAX_FILE_BYTES } from '@clinic/shared/constants';
import { clinicDetailsSchema, ONBOARDING_FILE_FIELDS } from '@clinic/shared/onboarding';
import { practiceFieldsSchema } from '@clinic/shared/practice-profile';
import { doctorProfiles } from '../../db/schema.ts';
import { AppError, badRequest, templatedError } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { assertPdfs, completeProfile, replaceDocument } from './service.ts';
import { currentDocuments, documentView, readableDocument } from './documents.ts';

const TOO_LARGE = 'Each document must be at most 10 MB.';
const documentSchema = z.object({
  id: z.string(),
  kind: z.string(),
  name: z.string(),
  sizeBytes: z.number(),
  status: z.enum(['Pending', 'Verified', 'Rejected']),
  reason: z.string().nullable(),
  uploadedAt: z.string(),
  reviewedAt: z.string().nullable(),
  url: z.string(),
});

function parseJsonField(fields: Record<string, string>, name: string): unknown {
  const raw = fields[name];
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw templatedError('VALIDATION_FAILED', 'mustBeJson', [name], name);
  }
}

export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const doctorOnly = app.requireRole('doctor');

  app.post(
    '/onboarding/complete-profile',
    {
      schema: {
        tags: ['onboarding'],
        summary: 'Complete the practice profile (multipart)',
        description:
          'Fields: email, name, clinicName, clinicAddress, clinicCity, latitude, longitude, additionalLocationInfo?, timingsJson (JSON list of {dayOfWeek, startTime, endTime}), specializations (JSON list of names), paymentMethod?, ifscCode?, cashHandler?; the practice (each optional): experience, onlineFee, offlineFee (rupees), gender, offersVirtual (true/false), degrees and languages (JSON lists), bio, registrationNumber, council, clinicPhone. The photo is uploaded separately (POST /api/profile/photo). Files (PDF by content, 10 MB each): governmentId, degreeCertificate, medicalRegistrationCert, clinicDocument, bankInfo.',
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
      },
      preHandler: doctorOnly,
    },
    async (request) => {
      const { fields, files } = await readMultipart(request, {
        maxFileBytes: ONBOARDING_MAX_FILE_BYTES,
        fileFields: Object.keys(ONBOARDING_FILE_FIELDS),
        tooLargeMessage: TOO_LARGE,
      });
      const parsed = clinicDetailsSchema.safeParse({
        ...fields,
        additionalLocationInfo: fields.additionalLocationInfo || undefined,
        paymentMethod: fields.paymentMethod || undefined,
        ifscCode: fields.ifscCode || undefined,
        cashHandler: fields.cashHandler || undefined,
        specializations: parseJsonField(fields, 'specializations'),
        timings: parseJsonField(fields, 'timingsJson'),
      });
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const path = issue.path.join('.').replace(/^timings/, 'timingsJson');
        throw badRequest(issue.message, path || undefined);
      }
      const practice = practiceFieldsSchema.safeParse({
        experience: fields.experience || undefined,
        onlineFee: fields.onlineFee || undefined,
        offlineFee: fields.offlineFee || undefined,
        gender: fields.gender || undefined,
        offersVirtual:
          fields.offersVirtual === undefined || fields.offersVirtual === ''
            ? undefined
            : fields.offersVirtual === 'true',
        degrees: parseJsonField(fields, 'degrees'),
        languages: parseJsonField(fields, 'languages'),
        bio: fields.bio,
        registrationNumber: fields.registrationNumber,
        council: fields.council,
        clinicPhone: fields.clinicPhone,
      });
      if (!practice.success) {
        const issue = practice.error.issues[0]!;
        throw badRequest(issue.message, issue.path.join('.') || undefined);
      }
      const user = await completeProfile(
        app,
        request,
        request.user!.id,
        parsed.data,
        files,
        practice.data,
      );
      return { success: true, message: 'Profile completed successfully!', user };
    },
  );

  app.get(
    '/onboarding/documents',
    {
      schema: {
        tags: ['onboarding'],
        summary: "The doctor's current verification documents and their status",
        security: [{ bearerAuth: [] }],
        response: {
          200: z.object({ verificationStatus: z.string(), documents: z.array(documentSchema) }),
        },
      },
      preHandler: doctorOnly,
    },
    async (request) => {
      const db = app.deps.database.db;
      const [profile] = await db
        .select()
        .from(doctorProfiles)
        .where(eq(doctorProfiles.userId, request.user!.id));
      return {
        verificationStatus: profile?.verificationStatus ?? 'Incomplete',
        documents: (await currentDocuments(db, request.user!.id)).map(documentView),
      };
    },
  );

  app.post(
    '/onboarding/documents/:kind',
    {
      schema: {
        tags: ['onboarding'],
        summary: 'Replace a verification document (PDF, 10 MB); it goes back to Pending',
        params: z.object({
          kind: z.enum([
            'governmentId',
            'degreeCertificate',
            'medicalRegistration',
            'clinicDocument',
            'bankInfo',
          ]),
        }),
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
      },
      preHandler: doctorOnly,
    },
    async (request) => {
      const { kind } = request.params;
      const { files } = await readMultipart(request, {
        maxFileBytes: ONBOARDING_MAX_FILE_BYTES,
        fileFields: ['file'],
        tooLargeMessage: TOO_LARGE,
      });
      assertPdfs(files, ['file']);
      const file = files.get('file')!;
      const userId = request.user!.id;
      const { doc, verdict } = await replaceDocument(app, request, userId, kind, file);
      return { success: true, verificationStatus: verdict, document: documentView(doc) };
    },
  );

  app.get(
    '/documents/:id',
    {
      schema: {
        tags: ['onboarding'],
        summary:
          'A document, inline: its owning doctor; an admin only verification documents (a patient record answers 403)',
        params: z.object({ id: z.uuid('Document not found') }),
        security: [{ bearerAuth: [] }],
      },
      preHandler: app.requireRole('doctor', 'admin'),
    },
    async (request, reply) => {
      const user = request.user!;
      const db = app.deps.database.db;
      const doc = await readableDocument(db, user, request.params.id);
      if (!(await app.deps.storage.exists(doc.storageKey))) throw new AppError('GONE');
      await audit(db, request, {
        actorId: user.id,
        actorRole: user.role,
        action: 'read_document',
        entity: 'document',
        entityId: doc.id,
        patientId: doc.patientId,
      });
      return reply
        .header('content-type', doc.mime)
        .header(
          'content-disposition',
          `inline; filename="${doc.originalName.replace(/[^\w.\- ]/g, '_')}"`,
        )
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(app.deps.storage.stream(doc.storageKey));
    },
  );
};
