// LISTEN/NOTIFY for a PostgreSQL server: one dedicated connection per
// process (a pooled one would be handed to other queries and lose its
// LISTENs). NOTIFY is sent by triggers and by the code inside transactions, so
// a notification exists only for a change that committed, and PostgreSQL
// delivers them in commit order.
//
// The connection can drop (server restart, network). While it is down the
// subscribers are told `down`, and on every (re)connect `reset`: anything may
// have been missed, so a subscriber drops what it derived from notifications.
// A ping every PING_MS (a NOTIFY to ourselves) catches a connection that died
// without an error: no echo within PING_TIMEOUT_MS counts as down.
import { randomUUID } from 'node:crypto';
import pg from 'pg';

export interface ListenHandlers {
  onMessage(payload: string): void;
  /** Delivery may have had a gap: forget whatever notifications kept current. */
  onReset(): void;
  /** Delivery stopped; onReset follows once it is back. */
  onDown?(): void;
}

const PING_CHANNEL = 'clinic_listener_ping';
/** How the listening connections show in pg_stat_activity. */
export const LISTENER_NAME = 'clinic-listener';
export const PING_MS = 5_000;
export const PING_TIMEOUT_MS = 2_000;
const reconnectDelay = (attempt: number) => Math.min(100 * 2 ** Math.min(attempt, 5), 2_000);

export class PgListener {
  private client: pg.Client | null = null;
  private readonly channels = new Map<string, Set<ListenHandlers>>();
  private readonly waiting = new Map<string, () => void>();
  private connecting: Promise<void> | null = null;
  private up = false;
  private closed = false;
  private attempt = 0;
  private pingTimer: NodeJS.Timeout | null = null;
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly url: string,
    /**
     * Tests only: deliver every notification this much later (order kept), as a
     * busy server or network may, so a test that reads before its change was
     * heard fails every time instead of now and then (test/harness.ts).
     */
    private readonly deliveryDelayMs = 0,
  ) {}

  get healthy(): boolean {
    return this.up;
  }

  async listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>> {
    let set = this.channels.get(channel);
    const first = !set;
    if (!set) this.channels.set(channel, (set = new Set()));
    set.add(handlers);
    await this.connect();
    if (first && this.client && this.up) await this.client.query(`listen ${ident(channel)}`);
    return async () => {
      set.delete(handlers);
      if (set.size === 0) {
        this.channels.delete(channel);
        if (this.client && this.up)
          await this.client.query(`unlisten ${ident(channel)}`).catch(() => {});
      }
    };
  }

  /**
   * Resolves once every notification committed before this call has been
   * delivered here: a NOTIFY to ourselves comes back after them (commit order).
   * Resolves anyway after `timeoutMs` (the caller has done its best).
   */
  async caughtUp(send: (text: string, params: unknown[]) => Promise<unknown>, timeoutMs = 1_000) {
    if (!this.up) return;
    const token = randomUUID();
    const echoed = new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(token);
        resolve();
      }, timeoutMs);
      this.waiting.set(token, () => {
        clearTimeout(timer);
        resolve();
      });
    });
    await send('select pg_notify($1, $2)', [PING_CHANNEL, token]);
    await echoed;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.pingTimer) clearInterval(this.pingTimer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    this.up = false;
    if (client) await client.end().catch(() => {});
  }

  private connect(): Promise<void> {
    if (this.up || this.closed) return Promise.resolve();
    this.connecting ??= this.open().finally(() => (this.connecting = null));
    return this.connecting;
  }

  private async open(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.url,
      keepAlive: true,
      application_name: LISTENER_NAME,
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    client.on('notification', (n) => {
      if (this.deliveryDelayMs > 0)
        setTimeout(() => this.deliver(n.channel, n.payload ?? ''), this.deliveryDelayMs);
      else this.deliver(n.channel, n.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`listen ${ident(PING_CHANNEL)}`);
      for (const channel of this.channels.keys()) await client.query(`listen ${ident(channel)}`);
    } catch {
      await client.end().catch(() => {});
      this.scheduleRetry();
      return;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.up = true;
    this.attempt = 0;
    this.startPings(client);
    for (const set of this.channels.values()) for (const h of set) h.onReset();
  }

  private deliver(channel: string, payload: string) {
    if (channel === PING_CHANNEL) {
      this.waiting.get(payload)?.();
      this.waiting.delete(payload);
      return;
    }
    for (const h of this.channels.get(channel) ?? []) h.onMessage(payload);
  }

  private startPings(client: pg.Client) {
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = setInterval(() => {
      if (this.client !== client) return;
      const token = `ping:${randomUUID()}`;
      const timer = setTimeout(() => {
        this.waiting.delete(token);
        this.lost(client);
      }, PING_TIMEOUT_MS);
      this.waiting.set(token, () => clearTimeout(timer));
      client.query('select pg_notify($1, $2)', [PING_CHANNEL, token]).catch(() => {
        clearTimeout(timer);
        this.waiting.delete(token);
        this.lost(client);
      });
    }, PING_MS);
    this.pingTimer.unref();
  }

  private lost(client: pg.Client) {
    if (this.client !== client) return;
    this.client = null;
    this.up = false;
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
    void client.end().catch(() => {});
    for (const set of this.channels.values()) for (const h of set) h.onDown?.();
    this.scheduleRetry();
  }

  private scheduleRetry() {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, reconnectDelay(this.attempt++));
    this.retryTimer.unref();
  }
}

/** A channel name as an SQL identifier (ours are fixed lower-case words). */
function ident(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad channel name ${name}`);
  return name;
}
