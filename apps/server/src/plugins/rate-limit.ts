// Rate limits that hold across instances: counters in Redis when REDIS_URL is
// set, in process memory otherwise. Registered with global: false; each route
// that needs a limit declares it (`config: { rateLimit: {...} }`) or calls
// `limiter.hit()` for keys other than the IP (a phone number, say).
// While Redis is away both count in this process's memory, so requests are
// still answered and still limited (per instance); they go back to Redis when
// it returns.
import { createRequire } from 'node:module';
import fp from 'fastify-plugin';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { SERVER_ERRORS } from '@clinic/shared/messages';
import { AppError } from '../errors.ts';
import { RedisLink } from '../lib/redis-link.ts';

export interface Limiter {
  /** Counts one hit on `key`; throws 429 once more than `max` hits fall in `windowMs`. */
  hit(key: string, max: number, windowMs: number, message?: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    limiter: Limiter;
    /** The Redis behind the limits, when REDIS_URL is set. */
    redisLink: RedisLink | null;
  }
}

export const RATE_LIMIT_PREFIX = 'clinic-rl:';
export const LIMITER_PREFIX = 'clinic-lim:';

// @fastify/rate-limit's own stores (not typed by the package): the fallback
// store below delegates to them.
type StoreResult = { current: number; ttl: number };
type IncrCallback = (error: Error | null, result?: StoreResult) => void;
interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
}
interface CounterStore {
  incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void;
  child(routeOptions: StoreOptions): CounterStore;
}
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding?: boolean,
  exponentialBackoff?: boolean,
  cache?: number,
) => CounterStore;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: Redis,
  key: string,
) => CounterStore;

/** A store class that counts in Redis while it is ready and in memory otherwise. */
function fallbackStore(link: RedisLink) {
  return class FallbackStore implements CounterStore {
    private readonly redis: CounterStore;
    private readonly memory: CounterStore;
    constructor(options: StoreOptions, pair?: { redis: CounterStore; memory: CounterStore }) {
      this.redis =
        pair?.redis ??
        new RedisStore(
          options.continueExceeding,
          options.exponentialBackoff,
          link.client,
          RATE_LIMIT_PREFIX,
        );
      this.memory =
        pair?.memory ??
        new LocalStore(options.continueExceeding, options.exponentialBackoff, options.cache);
    }
    incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void {
      if (!link.ready) return this.memory.incr(key, callback, timeWindow, max);
      this.redis.incr(
        key,
        (error, result) => {
          if (!error) return callback(null, result);
          link.failed(error);
          this.memory.incr(key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }
    child(routeOptions: StoreOptions): CounterStore {
      return new FallbackStore(routeOptions, {
        redis: this.redis.child(routeOptions),
        memory: this.memory.child(routeOptions),
      });
    }
  };
}

export const rateLimitPlugin = fp(async (app) => {
  const { config, clock } = app.deps;
  const enabled = config.RATE_LIMITS === 'on';
  const link = config.REDIS_URL ? new RedisLink(config.REDIS_URL, app.log) : null;
  app.decorate('redisLink', link);
  if (link) {
    app.addHook('onClose', async () => link.close());
    await link.started();
  }

  await app.register(rateLimit, {
    global: false,
    // The package's types omit the window and max that it passes to incr().
    ...(link ? { store: fallbackStore(link) as unknown as FastifyRateLimitStoreCtor } : {}),
    skipOnError: false,
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
    ...(enabled ? {} : { allowList: () => true }),
  });

  const memory = new Map<string, { count: number; resetAt: number }>();
  const countInMemory = (key: string, windowMs: number): number => {
    const now = clock.now().getTime();
    const entry = memory.get(key);
    if (!entry || entry.resetAt <= now) {
      memory.set(key, { count: 1, resetAt: now + windowMs });
      if (memory.size > 50_000) for (const [k, v] of memory) if (v.resetAt <= now) memory.delete(k);
      return 1;
    }
    return ++entry.count;
  };
  const countInRedis = async (redis: Redis, key: string, windowMs: number): Promise<number> => {
    const k = `${LIMITER_PREFIX}${key}`;
    const res = await redis.multi().incr(k).pexpire(k, windowMs, 'NX').exec();
    const [error, count] = res?.[0] ?? [new Error('empty transaction')];
    if (error) throw error;
    return Number(count);
  };

  const limiter: Limiter = {
    async hit(key, max, windowMs, message = SERVER_ERRORS.tooManyRequests) {
      if (!enabled) return;
      let count: number | undefined;
      if (link?.ready) {
        try {
          count = await countInRedis(link.client, key, windowMs);
          link.succeeded();
        } catch (err) {
          link.failed(err as Error);
        }
      }
      count ??= countInMemory(key, windowMs);
      if (count > max) throw new AppError('RATE_LIMITED', message);
    },
  };
  app.decorate('limiter', limiter);
});
