// GET /patients, GET /patients/{id}, its notes and lab reports: the calling
// doctor's patients only (anyone else's record answers 404). Definitions of a
// patient and a visit: packages/shared/src/patients.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LAB_REPORT_MAX_BYTES } from '@clinic/shared/constants';
import { VALIDATION } from '@clinic/shared/messages';
import {
  addNoteSchema,
  consultationNoteSchema,
  labReportSchema,
  patientDetailsSchema,
  patientListQuerySchema,
  patientPageSchema,
} from '@clinic/shared/patients';
import { readMultipart } from '../../lib/multipart.ts';
import { addLabReport, addNote, patientDetails, patientPage, removeLabReport } from './service.ts';

const tags = ['portal: patients'];
const security = [{ bearerAuth: [] }];
const params = z.object({ id: z.string().min(1).max(64).describe("The patient's id") });

export const patientRoutes: FastifyPluginAsyncZod = async (app) => {
  const doctorOnly = app.requireRole('doctor');

  app.get(
    '/patients',
    {
      schema: {
        tags,
        security,
        summary: "The doctor's patients: searched, filtered, sorted and paged by the server",
        description:
          "A patient is anyone with at least one appointment with this doctor that was not Cancelled or Rejected (the dashboard's Total Patients counts the same). visits counts Completed appointments; lastVisit is the clinic-zone date of the latest. search: case-insensitive substring of the name, or digits inside the mobile number. lastVisitFrom and lastVisitTo (YYYY-MM-DD, inclusive) apply only together. Ties are broken by name, then id; unknown values sort last.",
        querystring: patientListQuerySchema,
        response: { 200: patientPageSchema },
      },
      preHandler: doctorOnly,
    },
    async (request) => patientPage(app.deps, request, request.user!.id, request.query),
  );

  app.get(
    '/patients/:id',
    {
      schema: {
        tags,
        security,
        summary:
          "One patient's record with this doctor: profile, bookings, prescriptions, notes, lab reports",
        description: 'Another doctor’s patient, or an unknown id, answers 404.',
        params,
        response: { 200: patientDetailsSchema },
      },
      preHandler: doctorOnly,
    },
    async (request) => patientDetails(app.deps, request, request.user!.id, request.params.id),
  );

  app.post(
    '/patients/:id/notes',
    {
      schema: {
        tags,
        security,
        summary: 'Add a consultation note (at most 5,000 characters; not empty after trimming)',
        params,
        body: addNoteSchema,
        response: { 201: z.object({ note: consultationNoteSchema }) },
      },
      preHandler: doctorOnly,
    },
    async (request, reply) => {
      const note = await addNote(
        app.deps,
        request,
        request.user!.id,
        request.params.id,
        request.body.text,
      );
      return reply.status(201).send({ note });
    },
  );

  app.post(
    '/patients/:id/lab-reports',
    {
      schema: {
        tags,
        security,
        summary:
          'Upload a lab report or image (multipart: file = JPG, PNG or PDF by content, at most 10485760 bytes)',
        description:
          'Over 10 MB answers 413; another type 415. Counted against the patient record’s upload quota, not the doctor’s own.',
        consumes: ['multipart/form-data'],
        params,
        response: { 201: z.object({ labReport: labReportSchema }) },
      },
      preHandler: doctorOnly,
    },
    async (request, reply) => {
      const { files } = await readMultipart(request, {
        maxFileBytes: LAB_REPORT_MAX_BYTES,
        fileFields: ['file'],
        tooLargeMessage: VALIDATION.fileTooLarge10mb,
      });
      const labReport = await addLabReport(
        app.deps,
        request,
        request.user!.id,
        request.params.id,
        files.get('file'),
      );
      return reply.status(201).send({ labReport });
    },
  );

  app.delete(
    '/patients/:id/lab-reports/:documentId',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a lab report (204): marked removed at once, its file deleted after commit',
        params: params.extend({ documentId: z.string().min(1).max(64) }),
      },
      preHandler: doctorOnly,
    },
    async (request, reply) => {
      await removeLabReport(
        app.deps,
        request,
        request.user!.id,
        request.params.id,
        request.params.documentId,
      );
      return reply.status(204).send();
    },
  );
};
