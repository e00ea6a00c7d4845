/**
 * For hot read-only routes: serialize with JSON.stringify instead of the zod
 * serializer, which re-validates every object of the answer (a week of slots is
 * about a hundred). The response schema still documents the route, and the API
 * tests check the shape.
 *
 * These routes answer objects reused from a cache, never changed once made, so
 * the text of each is kept beside it and written again as is; so are its
 * compressed bytes (cachedAnswerHooks), made once per encoding rather than
 * streamed through zlib on every request.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';
interface Kept {
  text: string;
  br?: Buffer;
  gzip?: Buffer;
}
const kept = new WeakMap<object, Kept>();

export const fastJsonSerializer = () => (data: unknown) => {
  if (typeof data !== 'object' || data === null) return JSON.stringify(data);
  let entry = kept.get(data);
  if (entry === undefined) {
    entry = { text: JSON.stringify(data) };
    kept.set(data, entry);
  }
  return entry.text;
};

/** As app.ts's @fastify/compress: answers below this go as they are. */
export const COMPRESS_THRESHOLD = 1024;

/** Browsers send a handful of distinct accept-encoding values: each is parsed once. */
const chosen = new Map<string, Encoding | null>();

/** The encoding @fastify/compress would choose among br and gzip, or null for none. */
export function chooseEncoding(header: string | string[] | undefined): Encoding | null {
  if (!header) return null;
  const key = String(header);
  let encoding = chosen.get(key);
  if (encoding === undefined) {
    encoding = parseAcceptEncoding(key);
    if (chosen.size >= 100) chosen.clear();
    chosen.set(key, encoding);
  }
  return encoding;
}

function parseAcceptEncoding(header: string): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    accepted.set(name.trim(), q ? Number(q[1]) : 1);
  }
  const star = accepted.get('*');
  const weight = (e: Encoding) => accepted.get(e) ?? star ?? 0;
  const br = weight('br');
  const gzip = weight('gzip');
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}

function compress(encoding: Encoding, text: string): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(text, {
        params: {
          // @fastify/compress's own brotli quality, on a known size.
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
        },
      })
    : gzipSync(text);
}

const answers = new WeakMap<FastifyReply, object>();

/**
 * Route hooks for a route with fastJsonSerializer: a cached answer goes out
 * compressed from bytes kept beside it (made on its first request), and
 * @fastify/compress, which runs after these, leaves it as it is. Anything
 * else (an error, a fresh object) is left to @fastify/compress as before.
 */
type Done = (err: Error | null, payload?: unknown) => void;

export const cachedAnswerHooks = {
  preSerialization: (
    _request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: Done,
  ) => {
    if (typeof payload === 'object' && payload !== null) answers.set(reply, payload);
    done(null, payload);
  },
  onSend: (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: Done) => {
    done(null, compressedAnswer(request, reply, payload));
  },
};

function compressedAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const answer = answers.get(reply);
  if (answer === undefined || typeof payload !== 'string') return payload;
  const entry = kept.get(answer);
  if (entry === undefined || entry.text !== payload || payload.length < COMPRESS_THRESHOLD)
    return payload;
  if (request.headers['x-no-compression'] !== undefined) return payload;
  if (reply.getHeader('content-encoding')) return payload;
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (encoding === null) return payload;
  const bytes = (entry[encoding] ??= compress(encoding, payload));
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'accept-encoding');
  else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${vary}, accept-encoding`);
  reply.header('content-encoding', encoding);
  return bytes;
}
