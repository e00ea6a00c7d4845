// Two real dispatcher processes on one PostgreSQL database drain 1,000 due
// messages; one is killed with SIGKILL mid-run. Every message must go out,
// none twice except those the killed process held at the kill, and a message
// sent twice carries the same idempotency key both times. PostgreSQL only
// (the embedded database is one process).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../db/client.ts';
import { adminUrl, dropDatabase, testDbKind } from '../../../test/db-kind.ts';

const MESSAGES = 1_000;
const LEASE_MS = 1_000;

function startWorker(url: string, owner: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'test/fixtures/outbox-worker.ts', url, owner, String(LEASE_MS)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`worker ${owner} exited early (${code})`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(child);
    });
  });
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 90_000) {
  const deadline = performance.now() + timeoutMs;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(testDbKind() !== 'postgres')('the outbox across processes', () => {
  const name = `clinic_t_${randomBytes(5).toString('hex')}`;
  let url: string;
  let database: Database;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    const admin = await openDatabase({ url: adminUrl(), poolMax: 1 });
    try {
      await admin.rows(`create database ${name} template ${inject('pgTemplate')}`);
    } finally {
      await admin.close();
    }
    url = adminUrl(name);
    database = await openDatabase({ url, poolMax: 2 });
    await database.rows(
      `create table outbox_test_log (
         n bigserial primary key, text text not null, key text, owner text not null)`,
    );
  });

  afterAll(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    await database?.close();
    await dropDatabase(name);
  });

  it('sends 1,000 messages through two dispatchers, one killed mid-run, each once but for those in flight', async () => {
    await database.rows(
      `insert into scheduled_messages (channel, "to", text, due_at)
       select 'sms', '+9190000' || lpad(i::text, 5, '0'), 'message ' || i, now() - interval '1 minute'
         from generate_series(1, ${MESSAGES}) i`,
    );
    const count = async (sql: string, params: unknown[] = []) =>
      (await database.rows<{ n: number }>(sql, params))[0]!.n;

    const [doomed, survivor] = await Promise.all([
      startWorker(url, 'doomed'),
      startWorker(url, 'survivor'),
    ]);
    children.push(doomed, survivor);

    // Mid-run: the doomed process has sent some, and most are still to go.
    await until(
      async () =>
        (await count(`select count(*)::int as n from outbox_test_log where owner = 'doomed'`)) >=
        100,
      'the doomed dispatcher to send 100',
    );
    doomed.kill('SIGKILL');
    await exited(doomed);
    // What it held at the kill: claimed, not marked sent (sent or not, we cannot know).
    const inFlight = new Set(
      (
        await database.rows<{ text: string }>(
          `select text from scheduled_messages where leased_by = 'doomed' and sent_at is null`,
        )
      ).map((r) => r.text),
    );
    expect(
      await count(`select count(*)::int as n from scheduled_messages where sent_at is null`),
    ).toBeGreaterThan(100);

    // The survivor finishes, the held rows included once their lease passes.
    await until(
      async () =>
        (await count(`select count(*)::int as n from scheduled_messages where sent_at is null`)) ===
        0,
      'every message to be marked sent',
    );
    survivor.kill('SIGTERM');
    await exited(survivor);

    const log = await database.rows<{ text: string; key: string | null; owner: string }>(
      `select text, key, owner from outbox_test_log order by n`,
    );
    const ids = new Map(
      (
        await database.rows<{ id: string; text: string }>(`select id, text from scheduled_messages`)
      ).map((r) => [r.text, r.id]),
    );
    const byText = new Map<string, { key: string | null; owner: string }[]>();
    for (const r of log) byText.set(r.text, [...(byText.get(r.text) ?? []), r]);

    // Every message went out; each one's key is its outbox row id.
    expect(byText.size).toBe(MESSAGES);
    for (const [text, sends] of byText) {
      for (const s of sends) expect(s.key).toBe(ids.get(text));
    }
    // Twice only for what the doomed process held: once by it, once by the survivor.
    const twice = [...byText].filter(([, sends]) => sends.length > 1);
    for (const [text, sends] of twice) {
      expect(inFlight.has(text), text).toBe(true);
      expect(sends.map((s) => s.owner).sort()).toEqual(['doomed', 'survivor']);
    }
    // The claim is a batch of 20, so at most that many were held.
    expect(inFlight.size).toBeLessThanOrEqual(20);
    expect(log.filter((r) => r.owner === 'survivor').length).toBeGreaterThan(0);
  });
});
