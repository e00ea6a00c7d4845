// GET /portal/summary (sidebar badge, bell) and GET /portal/dashboard.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appointmentListItemSchema } from '../appointments/view.ts';
import { cachedAnswerHooks, fastJsonSerializer } from '../../lib/fast-json.ts';
import { dashboard, summary } from './service.ts';

const card = (comparedTo: 'last month' | 'yesterday') =>
  z.object({ value: z.number(), changePercent: z.number(), comparedTo: z.literal(comparedTo) });

export const portalRoutes: FastifyPluginAsyncZod = async (app) => {
  const doctorOnly = app.requireRole('doctor');
  const security = [{ bearerAuth: [] }];

  app.get(
    '/portal/summary',
    {
      schema: {
        tags: ['portal'],
        security,
        summary: 'Pending requests (sidebar badge) and unread notifications (bell)',
        response: {
          200: z.object({ pendingRequests: z.number(), unreadNotifications: z.number() }),
        },
      },
      preHandler: doctorOnly,
    },
    async (request) => summary(app, request.user!.id),
  );

  app.get(
    '/portal/dashboard',
    {
      // The body is the cached one (service.ts), the same object until a change
      // drops it: its text and compressed bytes are made once.
      serializerCompiler: fastJsonSerializer,
      ...cachedAnswerHooks,
      schema: {
        tags: ['portal'],
        security,
        summary: 'Everything the dashboard shows, in one request',
        description:
          'Cards (see docs/api/portal.md for each definition), the first 50 upcoming appointments (as GET /appointments?upcoming=true lists them; the upcomingAppointments card counts them all), up to 30 pending requests, 3 announcements.',
        response: {
          200: z.object({
            cards: z.object({
              totalPatients: card('last month'),
              totalEarnings: card('last month'),
              pendingRequests: card('last month'),
              upcomingAppointments: card('yesterday'),
            }),
            upcoming: z.array(appointmentListItemSchema),
            pendingRequests: z.array(appointmentListItemSchema),
            announcements: z.array(
              z.object({ id: z.number(), title: z.string(), message: z.string() }),
            ),
            /** The clinic's zone, for Today and Tomorrow on the doctor's screen. */
            timeZone: z.string(),
          }),
        },
      },
      preHandler: doctorOnly,
    },
    async (request) => dashboard(app, request, request.user!.id),
  );
};
