// POST /bookings: a patient books a slot with the token verify-otp (BOOKING)
// gave them. 201 with the appointment; 409 when the slot was just taken.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingRequestSchema } from '@clinic/shared/booking';
import { startTimeSchema } from '@clinic/shared/dates';
import { bookingViewSchema } from './schemas.ts';
import { createBooking, phoneFromBookingToken } from './service.ts';
import { cancelMyBooking, listMyBookings, moveMyBooking } from './manage.ts';

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bookings',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Book a slot (needs the bookingToken from verify-otp with otpType BOOKING)',
        description:
          'Send the token as the X-Booking-Token header. The database takes the slot atomically: of concurrent requests for one slot exactly one gets 201, the rest 409 SLOT_TAKEN. Repeating your own request (a double click) answers 200 with the same appointment.',
        headers: z.object({ 'x-booking-token': z.string().optional() }),
        body: bookingRequestSchema,
        response: {
          200: z.object({ appointment: bookingViewSchema }),
          201: z.object({ appointment: bookingViewSchema }),
        },
      },
    },
    async (request, reply) => {
      const phone = await phoneFromBookingToken(app, request.headers['x-booking-token']);
      await app.limiter.hit(`booking:phone:${phone}`, 20, 60 * 60 * 1000);
      const { appointment, created } = await createBooking(app, phone, request.body, request);
      return reply.status(created ? 201 : 200).send({ appointment });
    },
  );

  const tokenHeader = z.object({ 'x-booking-token': z.string().optional() });
  const idParams = z.object({ id: z.uuid('Appointment not found') });

  app.get(
    '/patient/appointments',
    {
      schema: {
        tags: ['bookings'],
        summary: 'The bookings made from the verified phone (X-Booking-Token), newest first',
        headers: tokenHeader,
        response: { 200: z.object({ appointments: z.array(bookingViewSchema) }) },
      },
    },
    async (request) => {
      const phone = await phoneFromBookingToken(app, request.headers['x-booking-token']);
      return { appointments: await listMyBookings(app, phone, request) };
    },
  );

  app.post(
    '/patient/appointments/:id/cancel',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Cancel a booking until 2 hours before it starts; the slot frees',
        headers: tokenHeader,
        params: idParams,
        response: { 200: z.object({ appointment: bookingViewSchema }) },
      },
    },
    async (request) => {
      const phone = await phoneFromBookingToken(app, request.headers['x-booking-token']);
      return { appointment: await cancelMyBooking(app, phone, request.params.id, request) };
    },
  );

  app.post(
    '/patient/appointments/:id/reschedule',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Move a booking to another free slot of the same doctor',
        headers: tokenHeader,
        params: idParams,
        body: z.object({ startTime: startTimeSchema }),
        response: { 200: z.object({ appointment: bookingViewSchema }) },
      },
    },
    async (request) => {
      const phone = await phoneFromBookingToken(app, request.headers['x-booking-token']);
      return {
        appointment: await moveMyBooking(
          app,
          phone,
          request.params.id,
          new Date(request.body.startTime),
          request,
        ),
      };
    },
  );
};
