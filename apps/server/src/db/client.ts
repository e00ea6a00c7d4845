// Opens the database: PGlite (embedded Postgres in WASM) by default, a real
// PostgreSQL pool when a URL is given. Both speak the same SQL and share one
// Drizzle schema and one set of migrations.
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
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Raw rows of a query, for the few places Drizzle's builder does not fit. */
  rows<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
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
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.url) return openPostgres(opts.url, opts.poolMax ?? 10);
  return openPglite(opts);
}

async function openPglite(opts: OpenOptions): Promise<Database> {
  const client = await PGlite.create({
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    extensions: pgliteExtensions,
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async rows<T>(text: string, params: unknown[] = []) {
      const res = await client.query<T>(text, params);
      return res.rows;
    },
    async close() {
      if (!client.closed) await client.close();
    },
    dump: () => client.dumpDataDir('none'),
  };
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', (err) => console.error('postgres pool error:', err.message));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await db.execute(sql`select 1`);
  let closed = false;
  return {
    db,
    kind: 'postgres',
    async rows<T>(text: string, params: unknown[] = []) {
      const res = await pool.query(text, params);
      return res.rows as T[];
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
