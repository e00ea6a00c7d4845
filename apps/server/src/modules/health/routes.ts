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
  redis: z.object({
    /** Whether REDIS_URL is set; without it the counters live in memory by design. */
    configured: z.boolean(),
    ok: z.boolean(),
    /** Where rate limits count right now: memory while a configured Redis is away. */
    counters: z.enum(['redis', 'memory']),
    latencyMs: z.number().optional(),
    error: z.string().optional(),
  }),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: "The process's, the database's and Redis's state",
        description:
          '200 and status ok when all is well; 200 and status degraded when Redis is away (limits count in memory meanwhile); 503 when the database is down.',
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
      const databaseState = {
        kind: database.kind,
        ok: !error,
        latencyMs: Math.round((performance.now() - started) * 100) / 100,
        ...(error ? { error } : {}),
      };
      const link = app.redisLink;
      const redisHealth = link ? await link.health() : undefined;
      const redis = redisHealth
        ? {
            configured: true,
            counters: redisHealth.ok ? ('redis' as const) : ('memory' as const),
            ...redisHealth,
          }
        : { configured: false, ok: true, counters: 'memory' as const };
      // Redis away is degraded but still 200: the instance serves with limits in
      // memory, so the load balancer keeps it. Without the database it cannot serve.
      const body = {
        status: error || !redis.ok ? ('degraded' as const) : ('ok' as const),
        pid: process.pid,
        uptimeSeconds: Math.round(process.uptime()),
        database: databaseState,
        redis,
      };
      return reply.status(error ? 503 : 200).send(body);
    },
  );
};
