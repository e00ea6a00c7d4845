import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  pid: z.number(),
  uptimeSeconds: z.number(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    ok: z.boolean(),
    latencyMs: z.number(),
    error: z.string().optional(),
  }),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: "The process and the database's state",
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const { database } = app.deps;
      const started = performance.now();
      let error: string | undefined;
      try {
        await database.rows('select 1');
      } catch (err) {
        error = (err as Error).message;
      }
      const body = {
        status: error ? ('degraded' as const) : ('ok' as const),
        pid: process.pid,
        uptimeSeconds: Math.round(process.uptime()),
        database: {
          kind: database.kind,
          ok: !error,
          latencyMs: Math.round((performance.now() - started) * 100) / 100,
          ...(error ? { error } : {}),
        },
      };
      return reply.status(error ? 503 : 200).send(body);
    },
  );
};
