// Opens the database: PGlite (embedded Postgres in WASM) by default, a real
// PostgreSQL pool when a URL is given. Both speak the same SQL and share one
// Drizzle schema and one set of migrations.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { AppError } from '../errors.ts';
import { pgCode } from '../lib/pg-errors.ts';
import * as schema from './schema.ts';
import { PgListener, type ListenHandlers } from './listener.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Raw rows of a query, for the few places Drizzle's builder does not fit. */
  rows<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /**
   * Runs `fn` in one transaction. A deadlock or serialization failure rolls it
   * back and runs it again (a few times, with a short jittered pause); when
   * that keeps failing the caller gets 409 BUSY, never a 500. `fn` may
   * therefore run more than once: it must not cause effects outside the
   * database (send after commit, or through the outbox).
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * Delivers the NOTIFY payloads of `channel`, from every session of the
   * database and so from every instance, after their transaction commits
   * (see listener.ts). Returns a function that stops listening.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /** Whether notifications are being delivered now (false while reconnecting). */
  readonly listening: boolean;
  /**
   * Resolves once the notifications of every transaction that committed
   * before the call have been delivered to this process's listeners.
   */
  caughtUp(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data folder as a tar, to start other instances from. */
  dump?(): Promise<Blob>;
}

export const pgliteExtensions = { btree_gist, pg_trgm, cube, earthdistance };

export interface OpenOptions {
  /** postgres://... ; when set, PGlite is not used. */
  url?: string;
  /** PGlite data folder; omitted means in memory. */
  dataDir?: string;
  /** A PGlite data dump to start from (tests copy a migrated template this way). */
  loadDataDir?: Blob;
  /** Pool size for PostgreSQL. */
  poolMax?: number;
  /** How transactions are retried on deadlocks and serialization failures. */
  retry?: Partial<RetryPolicy>;
  /** Tests only, PostgreSQL: change notices arrive this much later (see PgListener). */
  noticeDelayMs?: number;
}

/** SQLSTATEs after which running the whole transaction again can succeed. */
export const PG_SERIALIZATION_FAILURE = '40001';
export const PG_DEADLOCK_DETECTED = '40P01';
const RETRYABLE = new Set([PG_SERIALIZATION_FAILURE, PG_DEADLOCK_DETECTED]);

export interface RetryPolicy {
  /** Runs in all, the first included. */
  attempts: number;
  /** The pause before retry n (1-based) is up to baseDelayMs * 2^(n-1), scaled by random(). */
  baseDelayMs: number;
  /** In [0, 1); the jitter keeps the losers of a deadlock from colliding again in step. */
  random: () => number;
  sleep: (ms: number) => Promise<void>;
}

export const DEFAULT_RETRY: RetryPolicy = {
  attempts: 4,
  baseDelayMs: 15,
  random: Math.random,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * Runs `attempt` until it succeeds, fails with something other than a
 * deadlock or serialization failure, or has been tried `attempts` times; the
 * last case answers 409 BUSY with a message a person understands.
 */
export async function retryTransient<T>(
  attempt: () => Promise<T>,
  policy: RetryPolicy = DEFAULT_RETRY,
): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (err) {
      const code = pgCode(err);
      if (!code || !RETRYABLE.has(code)) throw err;
      if (n >= policy.attempts) throw new AppError('BUSY');
      await policy.sleep(Math.round(policy.baseDelayMs * 2 ** (n - 1) * (0.5 + policy.random())));
    }
  }
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const policy = { ...DEFAULT_RETRY, ...opts.retry };
  if (opts.url) return openPostgres(opts.url, opts.poolMax ?? 10, policy, opts.noticeDelayMs);
  return openPglite(opts, policy);
}

function transactionOf(db: Db, policy: RetryPolicy) {
  return <T>(fn: (tx: Db) => Promise<T>) =>
    retryTransient(() => db.transaction((tx) => fn(tx as unknown as Db)), policy);
}

async function openPglite(opts: OpenOptions, policy: RetryPolicy): Promise<Database> {
  // PGlite makes its own folder but not the ones above it (a fresh DATA_DIR).
  if (opts.dataDir) mkdirSync(path.dirname(opts.dataDir), { recursive: true });
  const client = await PGlite.create({
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    extensions: pgliteExtensions,
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    transaction: transactionOf(db, policy),
    async rows<T>(text: string, params: unknown[] = []) {
      const res = await client.query<T>(text, params);
      return res.rows;
    },
    // PGlite is this process: a notification is delivered during the commit
    // that sends it, so delivery is never behind and never has a gap.
    async listen(channel, handlers) {
      const stop = await client.listen(channel, (payload) => handlers.onMessage(payload));
      handlers.onReset();
      return async () => {
        if (!client.closed) await stop();
      };
    },
    listening: true,
    async caughtUp() {},
    async close() {
      if (!client.closed) await client.close();
    },
    dump: () => client.dumpDataDir('none'),
  };
}

/**
 * How many distinct texts of `rows` are prepared by name on each connection.
 * A named statement is parsed and planned once per connection and then only
 * executed (PostgreSQL keeps the plan, custom or generic as it judges): on the
 * hot reads of one doctor's rows the plan cost as much as the execution. The
 * texts are the modules' own SQL, a bounded set; past the cap (a sign of text
 * built from data) they run unnamed, as before.
 */
export const MAX_PREPARED_STATEMENTS = 500;

async function openPostgres(
  url: string,
  max: number,
  policy: RetryPolicy,
  noticeDelayMs = 0,
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  const statementNames = new Map<string, string>();
  const statementOf = (text: string, values: unknown[]) => {
    let name = statementNames.get(text);
    if (name === undefined && statementNames.size < MAX_PREPARED_STATEMENTS) {
      name = `clinic_${statementNames.size}`;
      statementNames.set(text, name);
    }
    return name === undefined ? { text, values } : { name, text, values };
  };
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', (err) => console.error('postgres pool error:', err.message));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await db.execute(sql`select 1`);
  let closed = false;
  const listener = new PgListener(url, noticeDelayMs);
  return {
    db,
    kind: 'postgres',
    listen: (channel, handlers) => listener.listen(channel, handlers),
    get listening() {
      return listener.healthy;
    },
    caughtUp: () => listener.caughtUp((text, params) => pool.query(text, params)),
    transaction: transactionOf(db, policy),
    async rows<T>(text: string, params: unknown[] = []) {
      const res = await pool.query(statementOf(text, params));
      return res.rows as T[];
    },
    async close() {
      if (closed) return;
      closed = true;
      await listener.close();
      await pool.end();
    },
  };
}
