import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/harness.ts';
import { testDbKind } from '../../test/db-kind.ts';
import type { Database } from './client.ts';
import { maintainTables, startMaintenance, tasksFor } from './maintenance.ts';

describe('autovacuum thresholds', () => {
  const base = { table: 't', live: 1000, dead: 0, modifiedSinceAnalyze: 0, insertedSinceVacuum: 0 };

  it('leaves a quiet table alone', () => {
    expect(tasksFor([base])).toEqual([]);
  });

  it('vacuums past 50 + 20 % dead rows and analyzes past 50 + 10 % changed rows', () => {
    expect(tasksFor([{ ...base, dead: 250 }])).toEqual([]);
    expect(tasksFor([{ ...base, dead: 251 }])).toEqual([
      { table: 't', vacuum: true, analyze: false },
    ]);
    expect(tasksFor([{ ...base, modifiedSinceAnalyze: 151 }])).toEqual([
      { table: 't', vacuum: false, analyze: true },
    ]);
    expect(tasksFor([{ ...base, dead: 300, modifiedSinceAnalyze: 300 }])).toEqual([
      { table: 't', vacuum: true, analyze: true },
    ]);
  });

  it('vacuums an insert-only table past 1000 + 20 % new rows', () => {
    expect(tasksFor([{ ...base, insertedSinceVacuum: 1200 }])).toEqual([]);
    expect(tasksFor([{ ...base, insertedSinceVacuum: 1201 }])).toEqual([
      { table: 't', vacuum: true, analyze: false },
    ]);
  });
});

// PostgreSQL servers run their own autovacuum and publish the counters late;
// the pass exists for the embedded database.
describe.skipIf(testDbKind() === 'postgres')('maintenance of the embedded database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await maintainTables(database); // whatever the template left to do
  });
  afterAll(async () => {
    await database?.close();
  });

  const statsOf = async (table: string) => {
    const [row] = await database.rows<{ vacuums: string; inserted: string; modified: string }>(
      `select vacuum_count as vacuums, n_ins_since_vacuum as inserted, n_mod_since_analyze as modified
         from pg_stat_user_tables where relname = $1::text`,
      [table],
    );
    return {
      vacuums: Number(row!.vacuums),
      inserted: Number(row!.inserted),
      modified: Number(row!.modified),
    };
  };

  it('vacuums and analyzes a table after many writes, and only then', async () => {
    const before = await statsOf('audit_log');
    expect((await maintainTables(database)).map((t) => t.table)).not.toContain('audit_log');

    await database.rows(
      `insert into audit_log (action, entity) select 'test_write', 'test' from generate_series(1, 2500)`,
    );
    const tasks = await maintainTables(database);
    expect(tasks).toContainEqual({ table: 'audit_log', vacuum: true, analyze: true });

    const after = await statsOf('audit_log');
    expect(after.vacuums).toBe(before.vacuums + 1);
    expect(after.inserted).toBe(0);
    expect(after.modified).toBe(0);
    expect((await maintainTables(database)).map((t) => t.table)).not.toContain('audit_log');
  });

  it('does nothing on a PostgreSQL server', () => {
    const calls: string[] = [];
    const server: Database = {
      ...database,
      kind: 'postgres',
      rows: async <T>(sql: string) => {
        calls.push(sql);
        return [] as T[];
      },
    };
    const stop = startMaintenance(server, () => undefined, 1);
    stop();
    expect(calls).toEqual([]);
  });
});
