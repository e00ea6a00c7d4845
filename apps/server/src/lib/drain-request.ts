// An answer sent before the request body was read to its end (a body over the
// size limit, a malformed upload): the framework then closes the connection,
// and a close with unread bytes can reset it before the client reads the
// answer; an upload left half read stalls the connection. Reading and
// discarding the rest instead, up to a bound, lets the client get the answer
// and send its next request on the same connection.
import type { IncomingMessage } from 'node:http';
import type { FastifyReply } from 'fastify';

/** The most unread body discarded to keep a connection; past it the connection closes. */
export const MAX_DRAIN_BYTES = 64 * 1024 * 1024;

/** Reads the rest of a request's body into nothing (stops whatever was piped from it). */
export function discardUnreadBody(raw: IncomingMessage): void {
  if (raw.complete || raw.destroyed) return;
  raw.unpipe();
  let seen = 0;
  const onData = (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > MAX_DRAIN_BYTES) {
      raw.off('data', onData);
      raw.socket?.destroy();
    }
  };
  raw.on('data', onData);
  raw.resume();
}

/** For an error answer the framework marked `Connection: close` because the body was not read. */
export function keepAliveAfterEarlyAnswer(raw: IncomingMessage, reply: FastifyReply): void {
  if (reply.getHeader('connection') !== 'close' || raw.complete || raw.destroyed) return;
  const declared = Number(raw.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_DRAIN_BYTES) return;
  reply.removeHeader('connection');
  discardUnreadBody(raw);
}
