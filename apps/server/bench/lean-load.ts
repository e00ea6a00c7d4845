// A lean closed-loop load generator for answers of very different sizes: N
// keep-alive connections, each sending its next GET as soon as the previous
// answer has fully arrived. It reads only the status line and Content-Length
// and counts the body's bytes without keeping them, so the client's own cost
// hardly grows with the answer's size. autocannon parses every body byte in
// JavaScript: with 25 kB pages it spent 95 % of a core while the server used
// 59 %, so its page latencies measured the client (docs/decisions/036).
import net from 'node:net';

/** The middle value (the upper one of an even count): the figure a bench reports over repeated runs. */
export const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export interface LeanResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  /** Answers that were not 2xx, or connections that failed. */
  failed: number;
}

const HEADER_END = Buffer.from('\r\n\r\n');

/** A request of the run: a path, or a path with headers of its own (a token, say). */
export type LeanRequest = string | { path: string; headers?: { [name: string]: string } };

/**
 * Runs `connections` loops over `paths` (round robin) for `seconds`; latencies
 * in ms. Every request's bytes are made before the clock starts, so drawing
 * many distinct requests costs the client nothing during the run.
 */
export async function leanLoad(options: {
  url: string;
  paths: readonly LeanRequest[];
  headers: { [name: string]: string };
  connections: number;
  seconds: number;
}): Promise<LeanResult> {
  const { hostname, port } = new URL(options.url);
  const headLines = (headers: { [name: string]: string }) =>
    Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
  const head = headLines({ host: `${hostname}:${port}`, ...options.headers });
  const requests = options.paths.map((r) => {
    const { path, headers } = typeof r === 'string' ? { path: r, headers: undefined } : r;
    return Buffer.from(`GET ${path} HTTP/1.1\r\n${head}${headers ? headLines(headers) : ''}\r\n`);
  });
  const latencies: number[] = [];
  let failed = 0;
  let next = 0;
  const started = performance.now();
  const until = started + options.seconds * 1000;

  const loop = () =>
    new Promise<void>((resolve) => {
      const socket = net.connect(Number(port), hostname);
      socket.setNoDelay(true);
      let pending: Buffer | null = null;
      let bodyLeft = -1;
      let sentAt = 0;
      let ok = true;
      const send = () => {
        if (performance.now() >= until) {
          socket.end();
          return resolve();
        }
        sentAt = performance.now();
        socket.write(requests[next++ % requests.length]!);
      };
      const done = () => {
        latencies.push(performance.now() - sentAt);
        if (!ok) failed++;
        bodyLeft = -1;
        send();
      };
      socket.on('connect', send);
      socket.on('data', (chunk: Buffer) => {
        let data: Buffer = chunk;
        while (data.length > 0) {
          if (bodyLeft < 0) {
            const buffered: Buffer = pending ? Buffer.concat([pending, data]) : data;
            const end = buffered.indexOf(HEADER_END);
            if (end < 0) {
              pending = buffered;
              return;
            }
            const header = buffered.subarray(0, end).toString('latin1');
            pending = null;
            ok = /^HTTP\/1\.1 2/.test(header);
            const length = /\r\ncontent-length: *(\d+)/i.exec(header);
            if (!length) throw new Error(`no Content-Length in:\n${header}`);
            bodyLeft = Number(length[1]);
            data = buffered.subarray(end + HEADER_END.length);
            if (bodyLeft === 0) done();
            continue;
          }
          const taken = Math.min(bodyLeft, data.length);
          bodyLeft -= taken;
          data = data.subarray(taken);
          if (bodyLeft === 0) done();
        }
      });
      socket.on('error', () => {
        failed++;
        resolve();
      });
    });

  await Promise.all(Array.from({ length: options.connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies.length
      ? Math.round(
          latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]! * 10,
        ) / 10
      : NaN;
  return {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    max: at(1),
    failed,
  };
}
