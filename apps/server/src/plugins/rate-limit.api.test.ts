import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { ERRORS, type ErrorCode } from '@clinic/shared/errors';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('rate limits', () => {
  const opened: TestContext[] = [];
  afterAll(async () => {
    for (const t of opened) await t.close();
  });

  it('answers 429 in the error shape once the limit is spent (memory)', async () => {
    const t = await startTestApp({ env: { RATE_LIMITS: 'on' } });
    opened.push(t);
    const key = `phone:${randomBytes(4).toString('hex')}`;
    for (let i = 0; i < 3; i++) await t.app.limiter.hit(key, 3, 60_000);
    await expect(t.app.limiter.hit(key, 3, 60_000)).rejects.toMatchObject({
      statusCode: ERRORS.RATE_LIMITED.status,
      code: 'RATE_LIMITED' satisfies ErrorCode,
    });
  });

  it('shares one limit between two instances through Redis', async () => {
    const a = await startTestApp({ env: { RATE_LIMITS: 'on', REDIS_URL } });
    const b = await startTestApp({ env: { RATE_LIMITS: 'on', REDIS_URL } });
    opened.push(a, b);
    const key = `phone:${randomBytes(6).toString('hex')}`;
    await a.app.limiter.hit(key, 3, 60_000);
    await b.app.limiter.hit(key, 3, 60_000);
    await a.app.limiter.hit(key, 3, 60_000);
    await expect(b.app.limiter.hit(key, 3, 60_000)).rejects.toMatchObject({ statusCode: 429 });
  });

  it('is off when RATE_LIMITS=off', async () => {
    const t = await startTestApp({ env: { RATE_LIMITS: 'off' } });
    opened.push(t);
    for (let i = 0; i < 10; i++) await t.app.limiter.hit('same-key', 1, 60_000);
  });
});
