// A doctor's bookable slots, computed by the server from the clinic's weekly
// shifts in its time zone, minus active appointments, past times and the
// minimum notice.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedAnswerHooks, fastJsonSerializer } from '../../lib/fast-json.ts';
import { BOOKING_DAYS_AHEAD } from '@clinic/shared/constants';
import { calendarDateSchema } from '@clinic/shared/dates';
import { getSlots, type SlotDay } from '@clinic/shared/slots';
import { addDays, localDateOf, localMinutesToUtcForward } from '@clinic/shared/time-zone';
import { API_TEXTS } from '@clinic/shared/api-texts';
import { badRequest, notFound } from '../../errors.ts';
import { changeKeys } from '../../lib/change-feed.ts';
import { bookedRangesShown, scheduleOf } from './service.ts';

const slotSchema = z.object({ time: z.string(), start: z.string(), available: z.boolean() });
export const slotDaySchema = z.object({
  date: z.string(),
  label: z.string(),
  slots: z.object({
    morning: z.array(slotSchema),
    afternoon: z.array(slotSchema),
    evening: z.array(slotSchema),
  }),
  totalSlots: z.number(),
  waitlist: z.boolean(),
});

/**
 * How long an instance may reuse a doctor's computed slots, for what changes
 * with the clock (minimum notice). A change to the doctor or the doctor's
 * calendar, on any instance, drops them at once (lib/change-feed.ts). Booking
 * itself never uses them: the slot check and the exclusion constraint decide.
 */
export const SLOTS_MAX_AGE_MS = 1_000;

export type SlotsAnswer = {
  doctorId: string;
  timeZone: string;
  slotMinutes: number;
  days: SlotDay[];
};

export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = app.changes.cache<SlotsAnswer>('slots', { maxAgeMs: SLOTS_MAX_AGE_MS });
  // Today in a zone, worked out through Intl once per zone per second rather
  // than on every request (docs/decisions/016).
  const todayByZone = new Map<string, { second: number; date: string }>();
  const todayIn = (now: Date, timeZone: string) => {
    const second = Math.floor(now.getTime() / 1000);
    const seen = todayByZone.get(timeZone);
    if (seen?.second === second) return seen.date;
    const date = localDateOf(now, timeZone);
    todayByZone.set(timeZone, { second, date });
    return date;
  };
  app.get(
    '/doctors/:userId/slots',
    {
      serializerCompiler: fastJsonSerializer,
      ...cachedAnswerHooks,
      schema: {
        tags: ['availability'],
        summary: "A doctor's slots for up to 14 days, grouped morning, afternoon and evening",
        params: z.object({ userId: z.uuid('Doctor not found') }),
        querystring: z.object({
          from: calendarDateSchema.optional(),
          days: z.coerce.number().int().min(1).max(14).default(BOOKING_DAYS_AHEAD),
        }),
        response: {
          200: z.object({
            doctorId: z.string(),
            timeZone: z.string(),
            slotMinutes: z.number(),
            days: z.array(slotDaySchema),
          }),
        },
      },
    },
    async (request, reply) => {
      const doctor = await app.directory.get(request.params.userId);
      if (!doctor) throw notFound(API_TEXTS.doctorNotFound);
      const now = app.deps.clock.now();
      const today = todayIn(now, doctor.timeZone);
      const from = request.query.from ?? today;
      if (from > addDays(today, 60)) throw badRequest(API_TEXTS.slotsHorizon, 'from');
      const { days } = request.query;
      reply.header('cache-control', 'no-store');
      return cache.get(
        `${doctor.userId}|${today}|${from}|${days}`,
        [changeKeys.doctor(doctor.userId), changeKeys.calendar(doctor.userId)],
        async (): Promise<SlotsAnswer> => {
          const windowStart = localMinutesToUtcForward(from, 0, doctor.timeZone);
          const windowEnd = localMinutesToUtcForward(addDays(from, days + 1), 0, doctor.timeZone);
          const booked = await bookedRangesShown(
            app.deps.database,
            doctor.userId,
            windowStart,
            windowEnd,
          );
          return {
            doctorId: doctor.userId,
            timeZone: doctor.timeZone,
            slotMinutes: doctor.slotMinutes,
            days: getSlots({
              ...scheduleOf(doctor),
              from,
              days,
              now,
              booked,
            }),
          };
        },
      );
    },
  );
};
