// The waitlist's API: a patient joins a doctor's day with the booking token of
// their phone, opens a waitlist link (join SMS or offer SMS), leaves from it;
// the doctor reads the waitlist by day. See service.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarDateSchema } from '@clinic/shared/dates';
import {
  WAITLIST_OFFER_STATUSES,
  WAITLIST_STATUSES,
  waitlistJoinSchema,
} from '@clinic/shared/waitlist';
import { phoneFromBookingToken } from '../bookings/service.ts';
import { doctorWaitlist, joinWaitlist, leaveWaitlist, linkView } from './service.ts';

const entrySchema = z.object({
  id: z.string(),
  doctorId: z.string(),
  date: z.string(),
  name: z.string(),
  status: z.enum(WAITLIST_STATUSES),
  /** Place among those waiting for the day (1 is next); 0 when not waiting. */
  position: z.number(),
});

export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/waitlist',
    {
      schema: {
        tags: ['waitlist'],
        summary: "Join a doctor's waitlist for a day (needs the bookingToken of the phone)",
        description:
          'Send the token of verify-otp (otpType BOOKING) as X-Booking-Token; `mobile` must be that phone. When a slot of that day frees, the first patient waiting gets an SMS with a link that holds the slot for them for 15 minutes. Joining again answers 200 with the same place and a new link. The answer carries the link token (also sent by SMS): GET /waitlist/links/{token}, DELETE /waitlist/{id}.',
        headers: z.object({ 'x-booking-token': z.string().optional() }),
        body: waitlistJoinSchema,
        response: {
          200: z.object({ entry: entrySchema.extend({ token: z.string() }) }),
          201: z.object({ entry: entrySchema.extend({ token: z.string() }) }),
        },
      },
    },
    async (request, reply) => {
      const phone = await phoneFromBookingToken(app, request.headers['x-booking-token']);
      await app.limiter.hit(`waitlist:phone:${phone}`, 20, 60 * 60 * 1000);
      const { entry, created } = await joinWaitlist(app, phone, request.body, request);
      return reply.status(created ? 201 : 200).send({ entry });
    },
  );

  app.get(
    '/waitlist/links/:token',
    {
      schema: {
        tags: ['waitlist'],
        summary: 'What a waitlist link shows: the entry, its offer (a held slot) and the doctor',
        params: z.object({ token: z.string().min(1).max(200) }),
        response: {
          200: z.object({
            entry: entrySchema,
            offer: z
              .object({
                status: z.enum(WAITLIST_OFFER_STATUSES),
                startTime: z.string(),
                endTime: z.string(),
                holdExpiresAt: z.string(),
              })
              .nullable(),
            doctor: z
              .object({
                userId: z.string(),
                name: z.string(),
                clinicName: z.string().nullable(),
                clinicAddress: z.string().nullable(),
                city: z.string().nullable(),
                timeZone: z.string(),
                offersVirtual: z.boolean(),
                /** The waiting phone, to book with. */
                mobile: z.string(),
              })
              .nullable(),
          }),
        },
      },
    },
    async (request) => linkView(app, request.params.token),
  );

  app.delete(
    '/waitlist/:id',
    {
      schema: {
        tags: ['waitlist'],
        summary: 'Leave the waitlist, with the token of its link (X-Waitlist-Token)',
        description:
          'A slot held for this entry is released to the next patient waiting. Leaving twice answers the same.',
        headers: z.object({ 'x-waitlist-token': z.string().optional() }),
        params: z.object({ id: z.uuid('Waitlist entry not found') }),
        response: { 200: z.object({ entry: entrySchema }) },
      },
    },
    async (request) =>
      leaveWaitlist(app, request.params.id, request.headers['x-waitlist-token'], request),
  );

  app.get(
    '/portal/waitlist',
    {
      schema: {
        tags: ['portal'],
        security: [{ bearerAuth: [] }],
        summary: "The doctor's waitlist by day, from today (or of `date`)",
        querystring: z.object({ date: calendarDateSchema.optional() }),
        response: {
          200: z.object({
            timeZone: z.string(),
            days: z.array(
              z.object({
                date: z.string(),
                entries: z.array(
                  z.object({
                    id: z.string(),
                    name: z.string(),
                    mobile: z.string(),
                    status: z.enum(['waiting', 'offered', 'booked']),
                    position: z.number(),
                    joinedAt: z.string(),
                    offer: z
                      .object({ startTime: z.string(), holdExpiresAt: z.string() })
                      .nullable(),
                  }),
                ),
              }),
            ),
          }),
        },
      },
      preHandler: app.requireRole('doctor'),
    },
    async (request) => doctorWaitlist(app, request, request.user!.id, request.query.date),
  );
};
