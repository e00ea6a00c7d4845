// Cached answers: serialized once, compressed once per encoding, and sent as
// @fastify/compress would send them.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import compress from '@fastify/compress';
import { describe, expect, it } from 'vitest';
import { cachedAnswerHooks, chooseEncoding, fastJsonSerializer } from './fast-json.ts';

describe('chooseEncoding', () => {
  it('prefers br, then gzip, and honours q=0 and *', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0.5, br;q=0.2')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('gzip;q=0, br;q=0')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

describe('cached answers', () => {
  async function appWith(answer: () => object) {
    const app = Fastify();
    await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
    app.get(
      '/x',
      {
        serializerCompiler: fastJsonSerializer,
        ...cachedAnswerHooks,
      },
      async () => answer(),
    );
    return { app };
  }

  const big = { items: Array.from({ length: 200 }, (_, i) => ({ i, name: `doctor ${i}` })) };
  const text = JSON.stringify(big);

  it('go out compressed with the encoding asked for, the same bytes each time', async () => {
    const { app } = await appWith(() => big);
    const get = (enc: string) =>
      app.inject({ method: 'GET', url: '/x', headers: { 'accept-encoding': enc } });
    const br1 = await get('gzip, deflate, br');
    const br2 = await get('br');
    expect(br1.headers['content-encoding']).toBe('br');
    expect(br1.headers.vary).toMatch(/accept-encoding/);
    expect(brotliDecompressSync(br1.rawPayload).toString()).toBe(text);
    expect(br2.rawPayload.equals(br1.rawPayload)).toBe(true);
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(text);
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(text);
    const none = await app.inject({ method: 'GET', url: '/x' });
    expect(none.payload).toBe(text);
    await app.close();
  });

  it('leave small answers and fresh objects to the usual path', async () => {
    const small = await appWith(() => ({ ok: true }));
    const res = await small.app.inject({
      method: 'GET',
      url: '/x',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ ok: true });
    await small.app.close();

    const fresh = await appWith(() => ({ ...big }));
    const a = await fresh.app.inject({
      method: 'GET',
      url: '/x',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(a.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(a.rawPayload).toString()).toBe(text);
    await fresh.app.close();
  });
});
