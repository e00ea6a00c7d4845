// The doctor's appointments (docs/api/portal.md): the list, details, Accept,
// Reject, status, notes, prescriptions, Save & Invoice, moves, and the spec's
// create-appointment. Doctors only; another doctor's appointment is 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ATTACHMENT_MAX_BYTES, APPOINTMENT_STATUSES } from '@clinic/shared/constants';
import { API_TEXTS } from '@clinic/shared/api-texts';
import { startTimeSchema } from '@clinic/shared/dates';
import { VALIDATION } from '@clinic/shared/messages';
import { invoiceChargesFields } from '@clinic/shared/ledger';
import {
  appointmentListQuerySchema,
  createAppointmentSchema,
  PORTAL_MESSAGES,
} from '@clinic/shared/portal';
import { readMultipart } from '../../lib/multipart.ts';
import { createAppointment } from './create-appointment.ts';
import { appointmentDetailSchema, patientPanelSchema } from './detail.ts';
import { saveAndInvoice } from './invoice.ts';
import { addPrescription } from './prescriptions.ts';
import {
  changeStatus,
  getAppointment,
  listAppointments,
  moveAppointment,
  saveNotes,
} from './service.ts';
import { appointmentListItemSchema } from './view.ts';

const params = z.object({ id: z.string().min(1).max(64) });
const security = [{ bearerAuth: [] }];
const tags = ['portal: appointments'];
const one = z.object({ appointment: appointmentDetailSchema });

const prescriptionSchema = z.object({
  id: z.string(),
  doctor: z.string(),
  medication: z.string(),
  date: z.string(),
  url: z.string().nullable(),
});

export const appointmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const doctorOnly = app.requireRole('doctor');

  app.get(
    '/appointments',
    {
      schema: {
        tags,
        security,
        summary: "The doctor's appointments: filter, search, sort and page",
        description:
          "from/to are inclusive dates in the clinic's zone; upcoming=true keeps the upcoming appointments, Pending or Confirmed and dated today or later (what the dashboard's Upcoming Appointments card counts); search is a case-insensitive substring of the id, patient, treatment, type, date and time as shown. Without sort, the nearest dates first: appointments dated today or later, soonest first, then the earlier ones, latest first. A sort without dir is descending (ascending with upcoming=true); a dir without sort orders by date.",
        querystring: appointmentListQuerySchema,
        response: {
          200: z.object({
            total: z.number(),
            page: z.number(),
            pageSize: z.number(),
            appointments: z.array(appointmentListItemSchema),
          }),
        },
      },
      preHandler: doctorOnly,
    },
    async (request) => listAppointments(app, request, request.user!.id, request.query),
  );

  app.get(
    '/appointments/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One appointment with its patient, documents, prescriptions and invoice (audited)',
        description: 'The id is the uuid or the public number (1122584 or #1122584).',
        params,
        response: {
          200: z.object({
            appointment: appointmentDetailSchema,
            patient: patientPanelSchema.nullable(),
            documents: z.array(
              z.object({
                id: z.string(),
                name: z.string(),
                size: z.string(),
                date: z.string(),
                url: z.string(),
              }),
            ),
            prescriptions: z.array(prescriptionSchema),
            invoice: z.object({ invoiceId: z.string(), amount: z.number() }).nullable(),
            /** What Save & Invoice uses when its charges are left out. */
            invoiceDefaults: z.object({ gstPercent: z.number() }),
          }),
        },
      },
      preHandler: doctorOnly,
    },
    async (request) => getAppointment(app, request, request.user!.id, request.params.id),
  );

  for (const [action, status] of [
    ['accept', 'Confirmed'],
    ['reject', 'Rejected'],
  ] as const) {
    app.post(
      `/appointments/:id/${action}`,
      {
        schema: {
          tags,
          security,
          summary: `${action === 'accept' ? 'Accept' : 'Reject'} a pending request (Pending -> ${status}); the patient gets an SMS`,
          params,
          response: { 200: one },
        },
        preHandler: doctorOnly,
      },
      async (request) => ({
        appointment: await changeStatus(app, request, request.user!.id, request.params.id, status),
      }),
    );
  }

  app.patch(
    '/appointments/:id/status',
    {
      schema: {
        tags,
        security,
        summary:
          'Set the status (Pending -> Confirmed|Rejected|Cancelled; Confirmed -> Completed|No-Show|Cancelled)',
        description:
          'Completed and No-Show only once the start has passed. Any other change answers 409 INVALID_TRANSITION.',
        params,
        body: z.object({
          status: z.enum(APPOINTMENT_STATUSES, { error: API_TEXTS.chooseValidStatus }),
        }),
        response: { 200: one },
      },
      preHandler: doctorOnly,
    },
    async (request) => ({
      appointment: await changeStatus(
        app,
        request,
        request.user!.id,
        request.params.id,
        request.body.status,
      ),
    }),
  );

  app.post(
    '/appointments/:id/notes',
    {
      schema: {
        tags,
        security,
        summary: "Save the doctor's notes on the appointment",
        params,
        body: z.object({
          notes: z.string({ error: VALIDATION.noteRequired }).max(5000),
        }),
        response: { 200: one },
      },
      preHandler: doctorOnly,
    },
    async (request) => ({
      appointment: await saveNotes(
        app,
        request,
        request.user!.id,
        request.params.id,
        request.body.notes,
      ),
    }),
  );

  app.post(
    '/appointments/:id/prescriptions',
    {
      schema: {
        tags,
        security,
        summary:
          'Attach a prescription (multipart: file = JPG, PNG or PDF by content, at most 10 MB; medication)',
        consumes: ['multipart/form-data'],
        params,
        response: { 201: z.object({ prescription: prescriptionSchema }) },
      },
      preHandler: doctorOnly,
    },
    async (request, reply) => {
      const { fields, files } = await readMultipart(request, {
        maxFileBytes: ATTACHMENT_MAX_BYTES,
        fileFields: ['file'],
        tooLargeMessage: PORTAL_MESSAGES.prescriptionTooLarge,
      });
      const prescription = await addPrescription(
        app,
        request,
        request.user!.id,
        request.params.id,
        {
          medication: fields.medication,
          file: files.get('file'),
        },
      );
      return reply.status(201).send({ prescription });
    },
  );

  app.post(
    '/appointments/:id/invoice',
    {
      schema: {
        tags,
        security,
        summary:
          'Save & Invoice: the next invoice number of this doctor; the appointment becomes Completed',
        description:
          '201 with the new invoice; calling again answers 200 with the same invoice. Optional charges in rupees and percent: cost (default the fee), discount, taxPercent (default the practice GST rate), paidAtClinic (default what the online advance left); amount = cost - discount + round((cost - discount) * taxPercent / 100).',
        params,
        body: z
          .object({ notes: z.string().max(5000).optional(), ...invoiceChargesFields })
          .nullish(),
        response: {
          '2xx': z.object({
            invoice: z.object({
              invoiceId: z.string(),
              serial: z.number(),
              amount: z.number(),
              date: z.string(),
            }),
            appointment: appointmentDetailSchema,
          }),
        },
      },
      preHandler: doctorOnly,
    },
    async (request, reply) => {
      const { created, ...answer } = await saveAndInvoice(
        app,
        request,
        request.user!.id,
        request.params.id,
        request.body?.notes,
        request.body ?? {},
      );
      return reply.status(created ? 201 : 200).send(answer);
    },
  );

  app.patch(
    '/appointments/:id/move',
    {
      schema: {
        tags,
        security,
        summary:
          'Move to a new start, keeping the duration; 409 SLOT_TAKEN when that time is taken',
        params,
        body: z.object({ startTime: startTimeSchema }),
        response: { 200: one },
      },
      preHandler: doctorOnly,
    },
    async (request) => ({
      appointment: await moveAppointment(
        app,
        request,
        request.user!.id,
        request.params.id,
        new Date(request.body.startTime),
      ),
    }),
  );

  app.post(
    '/appointment/create-appointment',
    {
      schema: {
        tags,
        security,
        summary: 'Add an appointment for a client known by email (spec section 7)',
        description:
          "startTime and endTime are ISO date-times with an offset (2026-03-12T09:00:00+05:30). 400 with the spec's messages; 409 SLOT_TAKEN when the time overlaps another active appointment.",
        body: createAppointmentSchema,
        response: { 201: one },
      },
      preHandler: doctorOnly,
    },
    async (request, reply) => {
      const appointment = await createAppointment(app, request, request.user!.id, request.body);
      return reply.status(201).send({ appointment });
    },
  );
};
