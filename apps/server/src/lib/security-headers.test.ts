// The headers computed once are the ones @fastify/helmet sets on every request.
import Fastify from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import type { HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { helmetHeaders, securityHeaders } from './security-headers.ts';

const options: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      frameSrc: ['blob:'],
      objectSrc: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

async function headersOf(register: (app: ReturnType<typeof Fastify>) => Promise<unknown>) {
  const app = Fastify();
  await register(app);
  app.get('/x', async () => ({ ok: true }));
  const res = await app.inject({ method: 'GET', url: '/x' });
  const missing = await app.inject({ method: 'GET', url: '/nowhere' });
  await app.close();
  const strip = (h: Record<string, unknown>) => {
    const { date: _d, 'content-length': _l, connection: _c, 'keep-alive': _k, ...rest } = h;
    return rest;
  };
  return { found: strip(res.headers), missing: strip(missing.headers) };
}

describe('security headers', () => {
  it('are the same as @fastify/helmet sets, on a route and on a not-found answer', async () => {
    const theirs = await headersOf((app) => app.register(fastifyHelmet, options));
    const ours = await headersOf((app) => app.register(securityHeaders, options));
    expect(ours).toEqual(theirs);
    expect(ours.found['content-security-policy']).toContain('frame-src blob:');
  });

  it('include the policy, HSTS and the frame and sniffing guards', () => {
    const h = helmetHeaders(options);
    expect(Object.keys(h)).toEqual(
      expect.arrayContaining([
        'content-security-policy',
        'strict-transport-security',
        'x-content-type-options',
        'x-frame-options',
        'referrer-policy',
      ]),
    );
    expect(h['cross-origin-embedder-policy']).toBeUndefined();
  });
});
