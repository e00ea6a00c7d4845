// Search throughput with WORKERS=1 and WORKERS=2 on PostgreSQL (issue 12,
// point 6): the real server, the demo data seeded into a fresh database, the
// same search mix as the embedded run, one worker and then two on one port.
// Skipped, with the reason printed, when no PostgreSQL answers at
// BENCH_DATABASE_URL (default: the local server as user postgres).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { HttpResult } from './run.ts';
import { startServer } from './server-process.ts';

type Record = (name: string, value: string, target?: string, ok?: boolean | null) => void;
type Load = (
  url: string,
  connections: number,
  seconds?: number,
  paths?: string[],
) => Promise<HttpResult>;

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const show = (r: HttpResult) =>
  `${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms` +
  (r.errors || r.non2xx ? `, ${r.errors} errors, ${r.non2xx} non-2xx` : '');

export async function benchWorkers(record: Record, load: Load, searchPaths: string[]) {
  try {
    await admin((c) => c.query('select 1'));
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    console.log(`Skipping search with 1 and 2 workers: no PostgreSQL (${reason})`);
    record('search with 1 and 2 workers (PostgreSQL)', `skipped: no PostgreSQL (${reason})`);
    return;
  }
  const dbName = `clinic_bench_workers_${randomBytes(4).toString('hex')}`;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-bench-workers-'));
  await admin((c) => c.query(`create database ${dbName}`));
  try {
    const results: HttpResult[] = [];
    for (const workers of [1, 2]) {
      // The first start seeds the demo data; the second finds it there.
      const server = await startServer({
        DATA_DIR: dataDir,
        DATABASE_URL: url.toString(),
        WORKERS: String(workers),
        RATE_LIMITS: 'off',
        PORT: process.env.BENCH_WORKERS_PORT ?? '3420',
      });
      let r: HttpResult;
      try {
        await load(server.url, 8, 3, searchPaths); // warm every worker's directory
        r = await load(server.url, 32, 10, searchPaths);
      } finally {
        await server.stop();
      }
      results.push(r);
      record(
        `GET search-doctors, WORKERS=${workers} on PostgreSQL, 32 connections`,
        show(r),
        'no errors',
        r.errors === 0 && r.non2xx === 0,
      );
    }
    const [one, two] = results as [HttpResult, HttpResult];
    record(
      `search throughput, 2 workers against 1 (${os.availableParallelism()} CPUs)`,
      `${((two.rps / one.rps) * 100).toFixed(0)} %`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await admin((c) => c.query(`drop database if exists ${dbName} with (force)`));
  }
}
