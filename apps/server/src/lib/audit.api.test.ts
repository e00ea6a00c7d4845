import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/harness.ts';
import type { Database } from '../db/client.ts';
import { audit } from './audit.ts';

describe('audit rows written together', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  const rowsOf = (action: string) =>
    database.rows<{ entity_id: string; details: unknown }>(
      `select entity_id, details from audit_log where action = $1::text order by id`,
      [action],
    );

  it('stores every row of a group, in order, with its details', async () => {
    await Promise.all(
      ['a', 'b', 'c'].map((id) =>
        audit(database, null, {
          action: 'group_test',
          entity: 'thing',
          entityId: id,
          details: { id },
        }),
      ),
    );
    expect(await rowsOf('group_test')).toEqual([
      { entity_id: 'a', details: { id: 'a' } },
      { entity_id: 'b', details: { id: 'b' } },
      { entity_id: 'c', details: { id: 'c' } },
    ]);
  });

  it('fails only the caller whose row cannot be stored', async () => {
    const results = await Promise.allSettled([
      audit(database, null, { action: 'bad_row_test', entity: 'thing', entityId: 'good-1' }),
      audit(database, null, {
        action: 'bad_row_test',
        entity: 'thing',
        entityId: 'bad',
        patientId: 'not-a-uuid',
      }),
      audit(database, null, { action: 'bad_row_test', entity: 'thing', entityId: 'good-2' }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await rowsOf('bad_row_test')).map((r) => r.entity_id)).toEqual(['good-1', 'good-2']);
  });
});
