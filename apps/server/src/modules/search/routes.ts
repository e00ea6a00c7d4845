// GET /userside/patients/search-doctors (spec section 7), public. Every filter
// and sort of the results screen is a query parameter.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedAnswerHooks, fastJsonSerializer } from '../../lib/fast-json.ts';
import { DOCTOR_SEARCH_PAGE_SIZE } from '@clinic/shared/constants';
import { publicDoctorSchema } from '@clinic/shared/doctor-page';
import { changeKeys } from '../../lib/change-feed.ts';
import { type KnownNextFree, NEXT_FREE_MAX_AGE_MS, nextFreeSlots } from './next-free.ts';
import {
  type NextFreeOf,
  SEARCH_MAX_AGE_MS,
  searchDoctors,
  SORTS,
  type SearchAnswer,
} from './service.ts';

const optionalInt = (max: number) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(0).max(max).optional(),
  );
const bool = z.preprocess((v) => v === 'true' || v === '1' || v === true, z.boolean());

const nextSchema = z
  .object({ date: z.string(), label: z.string(), time: z.string(), start: z.string() })
  .nullable();
// A search result shows what the public doctor page shows (one schema in
// packages/shared), less the page's own fields, plus the next free slot.
const resultSchema = publicDoctorSchema
  .omit({ mapUrl: true, slotMinutes: true, bookingHorizonDays: true })
  .extend({ nextAvailable: nextSchema });

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = app.changes.cache<SearchAnswer>('search', { maxAgeMs: SEARCH_MAX_AGE_MS });
  // One entry per listed doctor at most.
  const nextFreeCache = app.changes.cache<KnownNextFree>('next-free', {
    maxAgeMs: NEXT_FREE_MAX_AGE_MS,
    maxEntries: 200_000,
  });
  const nextFree: NextFreeOf = (doctors, now) =>
    nextFreeSlots(nextFreeCache, app.deps.database, doctors, now);
  app.get(
    '/userside/patients/search-doctors',
    {
      serializerCompiler: fastJsonSerializer,
      ...cachedAnswerHooks,
      schema: {
        tags: ['search'],
        summary: 'Verified doctors by speciality and city, filtered, sorted and paged',
        querystring: z.object({
          specialization: z.string().trim().max(100).optional(),
          city: z.string().trim().max(100).optional(),
          gender: z.preprocess(
            (v) => (v === '' ? undefined : v),
            z.enum(['male', 'female', 'other']).optional(),
          ),
          minExperience: optionalInt(80),
          minStories: optionalInt(1_000_000),
          minFee: optionalInt(1_000_000),
          maxFee: optionalInt(1_000_000),
          mode: z.enum(['clinic', 'virtual']).default('clinic'),
          availableToday: bool.default(false),
          sort: z.enum(SORTS).default('relevance'),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
          pageSize: z.coerce.number().int().min(1).max(50).default(DOCTOR_SEARCH_PAGE_SIZE),
        }),
        response: {
          200: z.object({
            total: z.number(),
            page: z.number(),
            pageSize: z.number(),
            results: z.array(resultSchema),
          }),
        },
      },
    },
    // The same search answers from memory until a doctor changes or a doctor
    // on its page gets or loses an appointment (on any instance), or its age
    // bound passes; the database decides every booking anyway.
    async (request) =>
      cache.get(
        JSON.stringify(request.query),
        [changeKeys.anyDoctor],
        () => searchDoctors(app.directory, nextFree, request.query, app.deps.clock.now()),
        (answer) => answer.results.map((r) => changeKeys.calendar(r.userId)),
      ),
  );
};
