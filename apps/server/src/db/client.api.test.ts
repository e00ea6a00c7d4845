import { describe, expect, it } from 'vitest';
import { adminUrl, testDbKind } from '../../test/db-kind.ts';
import { MAX_PREPARED_STATEMENTS, openDatabase } from './client.ts';

// PGlite is one session in this process; prepared statements are PostgreSQL's.
describe.runIf(testDbKind() === 'postgres')('raw reads on PostgreSQL', () => {
  const prepared = (database: Awaited<ReturnType<typeof openDatabase>>, like: string) =>
    database.rows<{ statement: string }>(
      `select statement from pg_prepared_statements where statement like $1`,
      [like],
    );

  it('prepares each text once per connection and runs it again by name', async () => {
    const database = await openDatabase({ url: adminUrl(), poolMax: 1 });
    try {
      const text = `select $1::int + 1 as n /* prepared-once */`;
      expect(await database.rows(text, [1])).toEqual([{ n: 2 }]);
      expect(await database.rows(text, [41])).toEqual([{ n: 42 }]);
      expect(await prepared(database, '%prepared-once%')).toHaveLength(1);
    } finally {
      await database.close();
    }
  });

  it('runs texts past the cap unnamed, so text built from data cannot fill a connection', async () => {
    const database = await openDatabase({ url: adminUrl(), poolMax: 1 });
    try {
      for (let i = 0; i < MAX_PREPARED_STATEMENTS + 20; i++) {
        expect(await database.rows(`select ${i} as n /* from-data */`)).toEqual([{ n: i }]);
      }
      const names = await prepared(database, '%from-data%');
      expect(names.length).toBeLessThanOrEqual(MAX_PREPARED_STATEMENTS);
      expect(names.length).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });
  it('delivers change notices late when the tests ask it, in order, and caughtUp waits for them', async () => {
    const database = await openDatabase({ url: adminUrl(), poolMax: 2, noticeDelayMs: 300 });
    const channel = `clinic_delay_${process.pid}`;
    const heard: string[] = [];
    try {
      const stop = await database.listen(channel, {
        onMessage: (payload) => heard.push(payload),
        onReset: () => {},
      });
      await database.rows('select pg_notify($1, $2)', [channel, 'first']);
      await database.rows('select pg_notify($1, $2)', [channel, 'second']);
      // Committed, and heard by now were it not held back; not yet heard here.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heard).toEqual([]);
      await database.caughtUp();
      expect(heard).toEqual(['first', 'second']);
      await stop();
    } finally {
      await database.close();
    }
  });
});
