// The outbox dispatcher draining a backlog of 10,000 due messages (issue 12,
// point 5): the real loop (startDispatcher: a full batch is followed by the
// next at once), on the embedded database and, when one answers at
// BENCH_DATABASE_URL, on PostgreSQL with one and with two dispatchers (two
// instances' worth of pools in this process). The development adapter is the
// sender (a row in dev_outbox per message); one more run on PostgreSQL puts a
// 5 ms gateway in its place, where the sends of a batch overlapping pays.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { systemClock } from '../src/lib/clock.ts';
import { startDispatcher, type Senders } from '../src/modules/notifications/dispatcher.ts';
import { devSender, type MessageSender } from '../src/providers/messaging.ts';

type Record = (name: string, value: string, target?: string, ok?: boolean | null) => void;

const BACKLOG = 10_000;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function enqueueBacklog(database: Database) {
  await database.rows(
    `insert into scheduled_messages (channel, "to", text, due_at)
     select 'sms', '+9190' || lpad(i::text, 8, '0'), 'Reminder ' || i || ': your appointment is tomorrow.',
            now() - interval '1 minute'
       from generate_series(1, ${BACKLOG}) i`,
  );
  // What autovacuum (PostgreSQL) or the maintenance pass (embedded) does soon
  // after a backlog this size; the bench does not wait for it.
  await database.rows('analyze scheduled_messages');
}

const devSenders = (database: Database): Senders => ({
  sms: devSender('sms', database.db, () => {}),
  email: devSender('email', database.db, () => {}),
});

function gatewaySenders(latencyMs: number): Senders {
  const send: MessageSender['send'] = () =>
    new Promise((resolve) => setTimeout(resolve, latencyMs));
  return { sms: { channel: 'sms', send }, email: { channel: 'email', send } };
}

/** Starts one dispatcher per entry and answers the seconds until none is left unsent. */
async function drain(
  watch: Database,
  dispatchers: { database: Database; senders: Senders }[],
): Promise<number> {
  const started = performance.now();
  const stops = dispatchers.map((d, i) =>
    startDispatcher(d.database, d.senders, systemClock, () => {}, 100, {}, { owner: `bench-${i}` }),
  );
  try {
    for (;;) {
      const [{ n }] = (await watch.rows<{ n: number }>(
        `select count(*)::int as n from scheduled_messages where sent_at is null`,
      )) as [{ n: number }];
      if (n === 0) break;
      if (performance.now() - started > 300_000) throw new Error(`${n} messages left after 300 s`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    stops.forEach((stop) => stop());
  }
  return (performance.now() - started) / 1000;
}

const rate = (s: number) => `${(BACKLOG / s).toFixed(0)} messages/s (${s.toFixed(1)} s)`;

export async function benchOutbox(record: Record): Promise<void> {
  // Embedded: one process, one dispatcher.
  const embedded = await openDatabase({});
  try {
    await migrate(embedded);
    await enqueueBacklog(embedded);
    const s = await drain(embedded, [{ database: embedded, senders: devSenders(embedded) }]);
    record(`outbox: drain ${BACKLOG} messages, embedded database`, rate(s), '≤ 60 s', s <= 60);
  } finally {
    await embedded.close();
  }

  const name = `clinic_bench_outbox_${randomBytes(4).toString('hex')}`;
  const adminClient = () =>
    new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    const c = adminClient();
    await c.connect();
    await c.query(`create database ${name}`);
    await c.end();
  } catch (err) {
    record('outbox on PostgreSQL', `skipped: ${(err as Error).message}`);
    return;
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const open = () => openDatabase({ url: url.toString(), poolMax: 10 });
  const a = await open();
  const b = await open();
  try {
    await migrate(a);
    const reset = () => a.rows('truncate scheduled_messages, dev_outbox');

    await enqueueBacklog(a);
    const one = await drain(a, [{ database: a, senders: devSenders(a) }]);
    record(`outbox: drain ${BACKLOG}, PostgreSQL, 1 dispatcher`, rate(one), '≤ 60 s', one <= 60);

    await reset();
    await enqueueBacklog(a);
    const two = await drain(a, [
      { database: a, senders: devSenders(a) },
      { database: b, senders: devSenders(b) },
    ]);
    record(`outbox: drain ${BACKLOG}, PostgreSQL, 2 dispatchers`, rate(two), '≤ 60 s', two <= 60);
    const dupes = await a.rows<{ n: number }>(
      `select count(*)::int as n from (select text from dev_outbox group by text having count(*) > 1) d`,
    );
    record(
      'outbox: messages kept twice by 2 dispatchers',
      String(dupes[0]!.n),
      '0',
      dupes[0]!.n === 0,
    );

    await reset();
    await enqueueBacklog(a);
    const slow = await drain(a, [{ database: a, senders: gatewaySenders(5) }]);
    record(`outbox: drain ${BACKLOG}, PostgreSQL, 5 ms gateway`, rate(slow));
  } finally {
    await a.close();
    await b.close();
    const c = adminClient();
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  }
}

// Alone: `npx tsx bench/outbox-bench.ts`.
if (import.meta.url === `file://${process.argv[1]}`) {
  await benchOutbox((name, value, target, ok) =>
    console.log(`${name}: ${value}${target ? ` (${ok ? 'ok' : 'MISSED'}, ${target})` : ''}`),
  );
}
