// Autocomplete and reference data (spec section 7): specializations, cities,
// clinic addresses. Public; 10 a page; hasMore says whether a next page exists.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTOCOMPLETE_MIN_CHARS, AUTOCOMPLETE_PAGE_SIZE } from '@clinic/shared/constants';
import { locationRepository } from './repository.ts';

const lookupQuery = z.object({
  query: z
    .string()
    .trim()
    .min(AUTOCOMPLETE_MIN_CHARS, `Type at least ${AUTOCOMPLETE_MIN_CHARS} characters`)
    .max(100),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(AUTOCOMPLETE_PAGE_SIZE),
});

export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.deps;

  app.get(
    '/onboarding/get-all-specializations',
    {
      schema: {
        tags: ['reference'],
        summary: 'Every specialization, by name',
        response: {
          200: z.object({
            specializations: z.array(
              z.object({ id: z.number(), name: z.string(), slug: z.string() }),
            ),
          }),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { specializations: await locationRepository.allSpecializations(database) };
    },
  );

  app.get(
    '/service/location/cities',
    {
      schema: {
        tags: ['reference'],
        summary: 'Cities matching a prefix, tolerant of typos',
        querystring: lookupQuery,
        response: {
          200: z.object({
            cities: z.array(
              z.object({
                city: z.string(),
                description: z.string(),
                state: z.string(),
                latitude: z.number(),
                longitude: z.number(),
              }),
            ),
            page: z.number(),
            limit: z.number(),
            hasMore: z.boolean(),
          }),
        },
      },
    },
    async (request) => {
      const { query, page, limit } = request.query;
      const rows = await locationRepository.searchCities(
        database,
        query,
        (page - 1) * limit,
        limit + 1,
      );
      return {
        cities: rows.slice(0, limit).map((c) => ({
          city: c.name,
          description: `${c.name}, ${c.state}`,
          state: c.state,
          latitude: c.lat,
          longitude: c.lng,
        })),
        page,
        limit,
        hasMore: rows.length > limit,
      };
    },
  );

  app.get(
    '/service/location/clinicAddress',
    {
      schema: {
        tags: ['reference'],
        summary: 'Localities for a clinic address, with coordinates',
        querystring: lookupQuery,
        response: {
          200: z.object({
            addresses: z.array(
              z.object({
                label: z.string(),
                locality: z.string(),
                city: z.string(),
                state: z.string(),
                coordinates: z.object({ latitude: z.number(), longitude: z.number() }),
              }),
            ),
            page: z.number(),
            limit: z.number(),
            hasMore: z.boolean(),
          }),
        },
      },
    },
    async (request) => {
      const { query, page, limit } = request.query;
      const rows = await locationRepository.searchLocalities(
        database,
        query,
        (page - 1) * limit,
        limit + 1,
      );
      return {
        addresses: rows.slice(0, limit).map((l) => ({
          label: `${l.name}, ${l.city}, ${l.state}`,
          locality: l.name,
          city: l.city,
          state: l.state,
          coordinates: { latitude: l.lat, longitude: l.lng },
        })),
        page,
        limit,
        hasMore: rows.length > limit,
      };
    },
  );
};
