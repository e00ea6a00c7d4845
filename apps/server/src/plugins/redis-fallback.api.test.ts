// Redis can go away: with REDIS_URL set and Redis stopped the app keeps
// serving, counts its limits in memory, logs the outage once and says
// "degraded" on /api/healthz (still 200: the load balancer keeps an instance
// that serves; only a database outage answers 503). When Redis is back the
// counts go to Redis again. Runs against a Redis of its own on a free port.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { nextPhone } from '../../test/factories.ts';
import { LIMITER_PREFIX, RATE_LIMIT_PREFIX } from './rate-limit.ts';

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
if (!hasRedisServer)
  console.warn('redis-fallback.api.test.ts skipped: redis-server is not installed');

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

function cli(port: number, ...args: string[]): string {
  return spawnSync('redis-cli', ['-p', String(port), ...args], { encoding: 'utf8' }).stdout.trim();
}

/** A throwaway Redis: no persistence, stopped with `shutdown nosave`. */
class TestRedis {
  private child: ChildProcess | undefined;
  constructor(readonly port: number) {}

  async start(): Promise<void> {
    const child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    this.child = child;
    let out = '';
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('Ready to accept connections')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${out}`)));
    });
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = once(child, 'exit');
    cli(this.port, 'shutdown', 'nosave');
    await exited;
    this.child = undefined;
  }

  kill(): void {
    this.child?.kill('SIGKILL');
  }
}

/** Resolves once `client` has emitted `event` `times` times. */
function events(emitter: NodeJS.EventEmitter, event: string, times: number): Promise<void> {
  return new Promise((resolve) => {
    let seen = 0;
    const on = () => {
      if (++seen < times) return;
      emitter.off(event, on);
      resolve();
    };
    emitter.on(event, on);
  });
}

const sendOtp = (t: TestContext, phone: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/send-otp',
    payload: { phoneNumber: phone, otpType: 'SIGNUP' },
  });

describe.skipIf(!hasRedisServer)('when Redis goes away (skipped without redis-server)', () => {
  let redis: TestRedis;
  let t: TestContext;
  let url: string;

  beforeAll(async () => {
    redis = new TestRedis(await freePort());
    url = `redis://127.0.0.1:${redis.port}`;
    await redis.start();
    t = await startTestApp({ env: { RATE_LIMITS: 'on', REDIS_URL: url } });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t?.close();
    redis?.kill();
  });

  const limitedAfterThree = async (key: string) => {
    for (let i = 0; i < 3; i++) await t.app.limiter.hit(key, 3, 60_000);
    await expect(t.app.limiter.hit(key, 3, 60_000)).rejects.toMatchObject({
      statusCode: 429,
      code: 'RATE_LIMITED',
    });
  };
  const routeLimit = () =>
    t.app.createRateLimit({ max: 2, timeWindow: 60_000, keyGenerator: () => 'route-key' }) as (
      req: unknown,
    ) => Promise<{ isExceeded: boolean }>;
  const fakeRequest = { routeOptions: { config: {} } };

  it('counts in Redis while it is there', async () => {
    await limitedAfterThree('before');
    const phone = nextPhone();
    expect((await sendOtp(t, phone)).statusCode).toBe(200);
    const check = routeLimit();
    expect((await check(fakeRequest)).isExceeded).toBe(false);

    expect(cli(redis.port, 'get', `${LIMITER_PREFIX}before`)).toBe('4');
    expect(cli(redis.port, 'get', `${LIMITER_PREFIX}otp-send:phone:${phone}`)).toBe('1');
    expect(cli(redis.port, '--scan', '--pattern', `${RATE_LIMIT_PREFIX}*route-key`)).not.toBe('');

    const health = await t.app.inject({ method: 'GET', url: '/api/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({
      status: 'ok',
      redis: { configured: true, ok: true, counters: 'redis' },
    });
  });

  it('keeps answering and limiting from memory while it is away, and says so once', async () => {
    const warn = vi.spyOn(t.app.log, 'warn');
    const link = t.app.redisLink!;
    // Several failed reconnects, so "once" means once per outage, not per event.
    const reconnectsFailed = events(link.client, 'error', 3);
    await redis.stop();
    await reconnectsFailed;

    await limitedAfterThree('during');
    // send-otp allows 20 per address in 15 minutes: counted here, in memory.
    for (let i = 0; i < 20; i++) expect((await sendOtp(t, nextPhone())).statusCode).toBe(200);
    const limited = await sendOtp(t, nextPhone());
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    const check = routeLimit();
    expect((await check(fakeRequest)).isExceeded).toBe(false);
    expect((await check(fakeRequest)).isExceeded).toBe(false);
    expect((await check(fakeRequest)).isExceeded).toBe(true);

    const health = await t.app.inject({ method: 'GET', url: '/api/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({
      status: 'degraded',
      database: { ok: true },
      redis: { configured: true, ok: false, counters: 'memory' },
    });
    expect(health.json().redis.error).toEqual(expect.any(String));

    const outageWarnings = warn.mock.calls.filter((call) =>
      String(call[1] ?? call[0]).includes('Redis is unavailable'),
    );
    expect(outageWarnings).toHaveLength(1);
  });

  it('counts in Redis again once it is back', async () => {
    const link = t.app.redisLink!;
    const ready = once(link.client, 'ready');
    await redis.start();
    await ready;

    const health = await t.app.inject({ method: 'GET', url: '/api/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', redis: { ok: true, counters: 'redis' } });

    await limitedAfterThree('after');
    expect(cli(redis.port, 'get', `${LIMITER_PREFIX}after`)).toBe('4');
    const phone = nextPhone();
    expect((await sendOtp(t, phone)).statusCode).toBe(200);
    expect(cli(redis.port, 'get', `${LIMITER_PREFIX}otp-send:phone:${phone}`)).toBe('1');
  });

  it('starts, serves and closes cleanly while Redis is away', async () => {
    await redis.stop();
    const down = await startTestApp({ env: { RATE_LIMITS: 'on', REDIS_URL: url } });
    try {
      expect((await sendOtp(down, nextPhone())).statusCode).toBe(200);
      const health = await down.app.inject({ method: 'GET', url: '/api/healthz' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({
        status: 'degraded',
        redis: { ok: false, counters: 'memory' },
      });
    } finally {
      await down.close();
    }
    // Closed: no socket and no reconnect timer left behind (ioredis keeps the
    // timer in reconnectTimeout; its status stays "reconnecting" once it is cleared).
    const client = down.app.redisLink!.client;
    expect(['end', 'reconnecting']).toContain(client.status);
    expect((client as unknown as { reconnectTimeout: unknown }).reconnectTimeout).toBeNull();
    expect(client.stream?.destroyed ?? true).toBe(true);
  });
});
