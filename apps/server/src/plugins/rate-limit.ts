// Rate limits that hold across instances: counters in Redis when REDIS_URL is
// set, in process memory otherwise. Registered with global: false; each route
// that needs a limit declares it (`config: { rateLimit: {...} }`) or calls
// `limiter.hit()` for keys other than the IP (a phone number, say).
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { SERVER_ERRORS } from '@clinic/shared/messages';
import { AppError } from '../errors.ts';

export interface Limiter {
  /** Counts one hit on `key`; throws 429 once more than `max` hits fall in `windowMs`. */
  hit(key: string, max: number, windowMs: number, message?: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    limiter: Limiter;
  }
}

export const rateLimitPlugin = fp(async (app) => {
  const { config } = app.deps;
  const enabled = config.RATE_LIMITS === 'on';
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: false, enableOfflineQueue: true })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));

  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'clinic-rl:' } : {}),
    skipOnError: false,
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
    ...(enabled ? {} : { allowList: () => true }),
  });

  const memory = new Map<string, { count: number; resetAt: number }>();
  const limiter: Limiter = {
    async hit(key, max, windowMs, message = SERVER_ERRORS.tooManyRequests) {
      if (!enabled) return;
      let count: number;
      if (redis) {
        const k = `clinic-lim:${key}`;
        const res = await redis.multi().incr(k).pexpire(k, windowMs, 'NX').exec();
        count = Number(res?.[0]?.[1] ?? 0);
      } else {
        const now = Date.now();
        const entry = memory.get(key);
        if (!entry || entry.resetAt <= now) {
          memory.set(key, { count: 1, resetAt: now + windowMs });
          count = 1;
          if (memory.size > 50_000) for (const [k, v] of memory) if (v.resetAt <= now) memory.delete(k);
        } else {
          count = ++entry.count;
        }
      }
      if (count > max) throw new AppError('RATE_LIMITED', message);
    },
  };
  app.decorate('limiter', limiter);
});
