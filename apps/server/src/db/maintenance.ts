// Autovacuum for the embedded database. PGlite runs PostgreSQL in single-user
// mode, so no autovacuum worker ever runs: dead rows pile up, the visibility
// map is never set (no index-only scans) and the planner's statistics go stale
// as appointments are added. This pass does what the worker would, with the
// same thresholds as PostgreSQL's defaults, on the tables that need it.
// PostgreSQL servers have their own autovacuum; nothing runs there.
import type { Database } from './client.ts';

/** PostgreSQL's defaults: autovacuum_{vacuum,analyze,vacuum_insert}_{threshold,scale_factor}. */
export const AUTOVACUUM = {
  vacuumThreshold: 50,
  vacuumScale: 0.2,
  analyzeThreshold: 50,
  analyzeScale: 0.1,
  insertThreshold: 1000,
  insertScale: 0.2,
} as const;

export interface TableStats {
  table: string;
  live: number;
  dead: number;
  modifiedSinceAnalyze: number;
  insertedSinceVacuum: number;
}

export interface MaintenanceTask {
  table: string;
  vacuum: boolean;
  analyze: boolean;
}

/** What autovacuum would do to each table, given its counters. */
export function tasksFor(stats: readonly TableStats[]): MaintenanceTask[] {
  const tasks: MaintenanceTask[] = [];
  for (const s of stats) {
    const vacuum =
      s.dead > AUTOVACUUM.vacuumThreshold + AUTOVACUUM.vacuumScale * s.live ||
      s.insertedSinceVacuum > AUTOVACUUM.insertThreshold + AUTOVACUUM.insertScale * s.live;
    const analyze =
      s.modifiedSinceAnalyze > AUTOVACUUM.analyzeThreshold + AUTOVACUUM.analyzeScale * s.live;
    if (vacuum || analyze) tasks.push({ table: s.table, vacuum, analyze });
  }
  return tasks;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** One pass: reads the counters and vacuums or analyzes the tables past their thresholds. */
export async function maintainTables(database: Database): Promise<MaintenanceTask[]> {
  // The session's counters reach pg_stat_user_tables when they are flushed; a
  // single-user server flushes them only when asked.
  await database.rows('select pg_stat_force_next_flush()');
  const rows = await database.rows<{
    table: string;
    live: string | number;
    dead: string | number;
    modified: string | number;
    inserted: string | number;
  }>(
    `select relname as table, n_live_tup as live, n_dead_tup as dead,
            n_mod_since_analyze as modified, n_ins_since_vacuum as inserted
       from pg_stat_user_tables where schemaname = 'public'`,
  );
  const tasks = tasksFor(
    rows.map((r) => ({
      table: r.table,
      live: Number(r.live),
      dead: Number(r.dead),
      modifiedSinceAnalyze: Number(r.modified),
      insertedSinceVacuum: Number(r.inserted),
    })),
  );
  for (const t of tasks) {
    const table = `public.${quoteIdent(t.table)}`;
    await database.rows(
      t.vacuum ? `vacuum (analyze ${t.analyze ? 'true' : 'false'}) ${table}` : `analyze ${table}`,
    );
  }
  return tasks;
}

/**
 * Runs a pass every `everyMs` (autovacuum_naptime's default) on the embedded database. Returns
 * the stop function; a pass in progress finishes before the database closes
 * because PGlite runs one statement at a time.
 */
export function startMaintenance(
  database: Database,
  log: (msg: string, err?: unknown) => void,
  everyMs = 60_000,
): () => void {
  if (database.kind !== 'pglite') return () => undefined;
  let running = false;
  let stopped = false;
  const pass = async () => {
    if (running || stopped) return;
    running = true;
    try {
      const done = await maintainTables(database);
      if (done.length)
        log(
          `maintenance: ${done.map((t) => `${t.vacuum ? 'vacuum' : 'analyze'} ${t.table}`).join(', ')}`,
        );
    } catch (err) {
      if (!stopped) log('maintenance pass failed', err);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void pass(), everyMs);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
