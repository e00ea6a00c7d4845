// The connection to Redis (REDIS_URL), which may go away. Requests never wait
// for it: while it is not ready, commands fail at once and callers count in
// memory instead. It keeps reconnecting; an outage is logged once when it
// starts and once when it ends, not per request.
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** How long a connection attempt or a command may take before Redis counts as away. */
const CONNECT_TIMEOUT_MS = 1000;
const COMMAND_TIMEOUT_MS = 500;
/** Reconnect backoff: 100 ms doubling, at most every 2 s, forever. */
const reconnectDelay = (attempt: number) => Math.min(100 * 2 ** Math.min(attempt, 5), 2000);

export interface RedisHealth {
  ok: boolean;
  latencyMs?: number;
  error?: string;
}

export class RedisLink {
  readonly client: Redis;
  private away = false;
  private closing = false;
  private lastError: string | undefined;

  constructor(
    url: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.client = new Redis(url, {
      connectTimeout: CONNECT_TIMEOUT_MS,
      commandTimeout: COMMAND_TIMEOUT_MS,
      // A command while disconnected fails at once instead of queueing...
      enableOfflineQueue: false,
      // ...and one in flight when the connection drops fails instead of waiting for the next.
      maxRetriesPerRequest: 0,
      retryStrategy: reconnectDelay,
    });
    // Without a listener ioredis reports every failed reconnect on its own.
    this.client.on('error', (err: Error) => this.failed(err));
    this.client.on('close', () => this.failed(new Error('connection closed')));
    this.client.on('ready', () => this.succeeded());
  }

  /** Waits for the first connection, briefly: a Redis that is away does not stop the start. */
  async started(): Promise<void> {
    if (this.client.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.client.off('ready', done);
        this.client.off('error', done);
        resolve();
      };
      const timer = setTimeout(done, CONNECT_TIMEOUT_MS + 200);
      this.client.once('ready', done);
      this.client.once('error', done);
    });
  }

  /** Whether to send a command now; when not, the caller uses memory. */
  get ready(): boolean {
    return this.client.status === 'ready';
  }

  /** A command or the connection failed: the start of an outage is logged, once. */
  failed(err: Error): void {
    if (this.closing) return;
    this.lastError = err.message;
    if (this.away) return;
    this.away = true;
    this.log.warn(
      { err: err.message },
      'Redis is unavailable: rate limits count in this process until it is back',
    );
  }

  /** A command succeeded or the connection is ready again: the end of an outage is logged, once. */
  succeeded(): void {
    if (!this.away) return;
    this.away = false;
    this.lastError = undefined;
    this.log.info('Redis is back: rate limits count in Redis again');
  }

  async health(): Promise<RedisHealth> {
    if (!this.ready)
      return { ok: false, error: this.lastError ?? `connection ${this.client.status}` };
    const started = performance.now();
    try {
      await this.client.ping();
      this.succeeded();
      return { ok: true, latencyMs: Math.round((performance.now() - started) * 100) / 100 };
    } catch (err) {
      this.failed(err as Error);
      return { ok: false, error: (err as Error).message };
    }
  }

  /** Leaves no timer or socket behind, whether Redis is there or not. */
  async close(): Promise<void> {
    this.closing = true;
    if (this.ready) {
      try {
        await this.client.quit();
        return;
      } catch {
        // fall through: drop the connection instead
      }
    }
    this.client.disconnect();
  }
}
