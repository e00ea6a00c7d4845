// Helmet's security headers, worked out once. @fastify/helmet calls
// helmet(options) on every request, which parses the Content-Security-Policy
// directives and builds its middleware again each time (about 5 % of a cached
// search's CPU). The options never vary by request here (no nonces, no
// directive functions), so the headers are computed once at start from helmet
// itself and set on every reply: the same names and values, for every route,
// the web app's files and the not-found answers alike.
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet(options) sets on a response, as one name-to-value object. */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failed: unknown;
  helmet(options)({} as IncomingMessage, res, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed;
  return headers;
}

export const securityHeaders = fp<HelmetOptions>(async (app, options) => {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
