// Calendar feeds (issue 13, point 5): the doctor's private iCalendar feed,
// regenerable, and one appointment's .ics for the patient.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  appointmentIcs,
  calendarFeed,
  calendarFeedUrl,
  regenerateCalendarFeed,
} from './service.ts';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const doctorOnly = app.requireRole('doctor');

  app.get(
    '/profile/calendar-feed',
    {
      schema: {
        tags: ['profile'],
        summary: "The doctor's private calendar feed URL (also in GET /profile as calendarFeedUrl)",
        security: [{ bearerAuth: [] }],
        response: { 200: z.object({ calendarFeedUrl: z.string() }) },
      },
      preHandler: doctorOnly,
    },
    async (request) => ({
      calendarFeedUrl: await calendarFeedUrl(app, request.user!.id, request),
    }),
  );

  app.post(
    '/profile/calendar-feed/regenerate',
    {
      schema: {
        tags: ['profile'],
        summary: 'A new calendar feed URL; the old one stops answering at once',
        security: [{ bearerAuth: [] }],
        response: { 200: z.object({ calendarFeedUrl: z.string() }) },
      },
      preHandler: doctorOnly,
    },
    async (request) => ({
      calendarFeedUrl: await regenerateCalendarFeed(app, request.user!.id, request),
    }),
  );

  app.get(
    '/calendar-feed/:file',
    {
      schema: {
        tags: ['calendar'],
        summary:
          "A doctor's appointments of the past 30 and next 180 days as an iCalendar feed (the URL's token is the only credential)",
        description:
          'Subscribe to it from Google Calendar, Apple Calendar or Outlook. `file` is `<token>.ics`; an unknown or regenerated token answers 404.',
        params: z.object({ file: z.string().max(200) }),
      },
    },
    async (request, reply) => {
      const token = request.params.file.replace(/\.ics$/, '');
      const body = await calendarFeed(app, token, request);
      return reply
        .header('content-type', CALENDAR_TYPE)
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        .header('content-disposition', 'inline; filename="appointments.ics"')
        .send(body);
    },
  );

  app.get(
    '/ics/:publicId/:signature',
    {
      schema: {
        tags: ['bookings'],
        summary: "One appointment as an .ics file for the patient's calendar (a signed link)",
        description:
          'The link is in the booking answer (calendarFileUrl) and the confirmation SMS; a wrong signature, or a cancelled appointment, answers 404.',
        params: z.object({ publicId: z.string().max(30), signature: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const { publicId, signature } = request.params;
      const body = await appointmentIcs(app, publicId, signature, request);
      return reply
        .header('content-type', CALENDAR_TYPE)
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        .header('content-disposition', `attachment; filename="appointment-${publicId}.ics"`)
        .send(body);
    },
  );
};
