// GET /calendar?month=YYYY-MM: the month grid's appointments. Moves go through
// PATCH /appointments/:id/move, new ones through create-appointment.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APPOINTMENT_MODES, APPOINTMENT_STATUSES } from '@clinic/shared/constants';
import { calendarMonthSchema } from '@clinic/shared/dates';
import { calendarMonth } from './service.ts';

export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/calendar',
    {
      schema: {
        tags: ['portal: calendar'],
        security: [{ bearerAuth: [] }],
        summary:
          "Active appointments of a month grid (default: the current month in the clinic's zone)",
        querystring: z.object({
          month: calendarMonthSchema.optional(),
        }),
        response: {
          200: z.object({
            month: z.string(),
            timeZone: z.string(),
            gridStart: z.string(),
            gridEnd: z.string(),
            appointments: z.array(
              z.object({
                id: z.string(),
                publicId: z.string(),
                personName: z.string(),
                title: z.string(),
                startTime: z.string(),
                endTime: z.string(),
                time: z.string(),
                date: z.string(),
                status: z.enum(APPOINTMENT_STATUSES),
                mode: z.enum(APPOINTMENT_MODES),
              }),
            ),
          }),
        },
      },
      preHandler: app.requireRole('doctor'),
    },
    async (request) => calendarMonth(app, request, request.user!.id, request.query.month),
  );
};
