// Development only: what the SMS and email dev adapters "sent". Not registered
// when NODE_ENV=production.
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { devOutbox } from '../../db/schema.ts';

export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Messages the development SMS and email adapters kept, newest first',
        querystring: z.object({
          to: z.string().min(1).optional(),
          limit: z.coerce.number().int().min(1).max(500).default(50),
        }),
        response: {
          200: z.object({
            messages: z.array(
              z.object({
                to: z.string(),
                channel: z.enum(['sms', 'email']),
                subject: z.string().nullable(),
                text: z.string(),
                createdAt: z.string(),
              }),
            ),
          }),
        },
      },
    },
    async (request) => {
      const { to, limit } = request.query;
      // What this process's requests enqueued and started sending is in first.
      await app.outbox.settle();
      const rows = await app.deps.database.db
        .select()
        .from(devOutbox)
        .where(to ? eq(devOutbox.to, normalizeRecipient(to)) : undefined)
        .orderBy(desc(devOutbox.id))
        .limit(limit);
      return {
        messages: rows.map((m) => ({
          to: m.to,
          channel: m.channel,
          subject: m.subject,
          text: m.text,
          createdAt: m.createdAt.toISOString(),
        })),
      };
    },
  );
};

/** A bare 10-digit mobile means the +91 number it is stored as. */
function normalizeRecipient(to: string): string {
  const trimmed = to.trim();
  return /^\d{10}$/.test(trimmed) ? `+91${trimmed}` : trimmed.replace(/^ /, '+');
}
