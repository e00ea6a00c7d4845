// The doctor's schedule (weekly shifts, slot length, notice, booking horizon) and time
// off, for the portal's Schedule page and any other client. Doctors only; every answer
// is the caller's own.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SCHEDULE_ERRORS, scheduleSchema, timeOffSchema } from '@clinic/shared/schedule';
import {
  addTimeOff,
  cancelTimeOffAppointments,
  getSchedule,
  getTimeOff,
  putSchedule,
  removeTimeOff,
} from './service.ts';

const security = [{ bearerAuth: [] }];
const tags = ['portal: schedule'];

const appointmentBrief = z.object({
  id: z.string(),
  publicId: z.string(),
  patient: z.string(),
  status: z.enum(['Pending', 'Confirmed']),
  startTime: z.string(),
  endTime: z.string(),
});
const shift = z.object({ dayOfWeek: z.string(), startTime: z.string(), endTime: z.string() });
const scheduleAnswer = z.object({
  timeZone: z.string(),
  shifts: z.array(shift),
  slotMinutes: z.number(),
  minNoticeMinutes: z.number(),
  bookingHorizonDays: z.number(),
  outsideHours: z.array(appointmentBrief),
});
const timeOffItem = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  reason: z.string(),
  appointments: z.array(appointmentBrief),
});
const idParams = z.object({ id: z.uuid(SCHEDULE_ERRORS.timeOffNotFound) });

export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const doctorOnly = app.requireRole('doctor');

  app.get(
    '/schedule',
    {
      schema: {
        tags,
        security,
        summary:
          "The weekly shifts, slot length, minimum notice and booking horizon, in the clinic's zone, and the upcoming appointments outside those hours",
        response: { 200: scheduleAnswer },
      },
      preHandler: doctorOnly,
    },
    (request) => getSchedule(app, request, request.user!.id),
  );

  app.put(
    '/schedule',
    {
      schema: {
        tags,
        security,
        summary:
          'Replace the weekly shifts (several a day; a day without one is closed) and the slot settings',
        description:
          'Applies to the slots offered from now on; booked appointments stay. The answer lists the upcoming active appointments outside the new hours, to move or cancel.',
        body: scheduleSchema,
        response: { 200: scheduleAnswer },
      },
      preHandler: doctorOnly,
    },
    (request) => putSchedule(app, request, request.user!.id, request.body),
  );

  app.get(
    '/time-off',
    {
      schema: {
        tags,
        security,
        summary:
          'Time off that has not ended, each with the active appointments still booked inside it',
        response: { 200: z.object({ timeZone: z.string(), timeOff: z.array(timeOffItem) }) },
      },
      preHandler: doctorOnly,
    },
    (request) => getTimeOff(app, request, request.user!.id),
  );

  app.post(
    '/time-off',
    {
      schema: {
        tags,
        security,
        summary: 'Block a day, days or part of a day: its slots disappear at once (201)',
        description:
          '`from` and `to` are instants (ISO with an offset), half-open. The answer lists the appointments already booked inside it.',
        body: timeOffSchema,
        response: { 201: z.object({ timeOff: timeOffItem }) },
      },
      preHandler: doctorOnly,
    },
    async (request, reply) => {
      const timeOff = await addTimeOff(app, request, request.user!.id, request.body);
      return reply.status(201).send({ timeOff });
    },
  );

  app.delete(
    '/time-off/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Remove time off (204): its slots open again',
        params: idParams,
      },
      preHandler: doctorOnly,
    },
    async (request, reply) => {
      await removeTimeOff(app, request, request.user!.id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/time-off/:id/cancel-appointments',
    {
      schema: {
        tags,
        security,
        summary:
          'Cancel every active appointment booked inside the time off: each patient is told, each advance paid online refunded',
        params: idParams,
        response: {
          200: z.object({
            cancelled: z.array(appointmentBrief),
            skipped: z.array(appointmentBrief),
          }),
        },
      },
      preHandler: doctorOnly,
    },
    (request) => cancelTimeOffAppointments(app, request, request.user!.id, request.params.id),
  );
};
