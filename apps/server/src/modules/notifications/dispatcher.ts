// Sends what the outbox holds when due. Safe with several instances: each run
// claims due rows with FOR UPDATE SKIP LOCKED inside a transaction (the row
// lock is the lease: held while the row is worked on, released by commit or by
// a crash), so two dispatchers never take the same row, and marks them sent
// before commit.
//
// Jobs (kind other than 'message', e.g. 'refund') go first, one per
// transaction: the handler calls the outside party with the job's idempotency
// key and records the result in the same transaction that marks the job done.
// A crash between the call and the commit leaves the job for the next run,
// which asks again with the same key and gets the same answer: every job takes
// effect once. Messages the jobs enqueue (the refund SMS) go out in the same run.
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import type { MessageSender } from '../../providers/messaging.ts';

export const MAX_ATTEMPTS = 5;

export interface OutboxJob {
  id: string;
  kind: string;
  paymentId: string | null;
}

/**
 * Does a job: may call outside (idempotently, keyed by the job) and writes its
 * result with `tx`. Throwing leaves the job for a later run (attempts counted).
 */
export type JobHandler = (tx: Db, job: OutboxJob, now: Date) => Promise<void>;
export type JobHandlers = Partial<Record<string, JobHandler>>;

interface DueRow {
  id: string;
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  text: string;
}

export async function dispatchDue(
  database: Database,
  senders: { sms: MessageSender; email: MessageSender },
  now: Date,
  batch = 50,
  jobs: JobHandlers = {},
): Promise<{ sent: number; failed: number; jobs: number; jobsFailed: number }> {
  const done = await runJobs(database, jobs, now, batch);
  let sent = 0;
  let failed = 0;
  await database.db.transaction(async (tx) => {
    const res = await tx.execute(sql`
      select id, channel, "to", subject, text from scheduled_messages
       where kind = 'message' and sent_at is null and due_at <= ${now.toISOString()} and attempts < ${MAX_ATTEMPTS}
       order by due_at
       limit ${batch}
       for update skip locked`);
    for (const row of (res as unknown as { rows: DueRow[] }).rows) {
      try {
        // A savepoint: a failed send leaves nothing of its own behind.
        await tx.transaction((sp) =>
          senders[row.channel].send(
            { to: row.to, text: row.text, ...(row.subject ? { subject: row.subject } : {}) },
            { db: sp as unknown as Db },
          ),
        );
        await tx.execute(
          sql`update scheduled_messages set sent_at = ${now.toISOString()}, attempts = attempts + 1 where id = ${row.id}`,
        );
        sent++;
      } catch (err) {
        await tx.execute(
          sql`update scheduled_messages set attempts = attempts + 1, last_error = ${String((err as Error).message).slice(0, 500)} where id = ${row.id}`,
        );
        failed++;
      }
    }
  });
  return { sent, failed, ...done };
}

/** Claims and does due jobs one at a time, each in its own transaction, up to `batch`. */
async function runJobs(
  database: Database,
  handlers: JobHandlers,
  now: Date,
  batch: number,
): Promise<{ jobs: number; jobsFailed: number }> {
  const kinds = Object.keys(handlers).filter((k) => handlers[k]);
  let jobs = 0;
  let jobsFailed = 0;
  if (!kinds.length) return { jobs, jobsFailed };
  const kindList = sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );
  for (let n = 0; n < batch; n++) {
    // A retried transaction (deadlock) runs the handler again: it is idempotent by its key.
    const outcome = await database.transaction(async (tx) => {
      const res = await tx.execute(sql`
        select id, kind, payment_id as "paymentId" from scheduled_messages
         where kind in (${kindList}) and sent_at is null
           and due_at <= ${now.toISOString()} and attempts < ${MAX_ATTEMPTS}
         order by due_at
         limit 1
         for update skip locked`);
      const job = (res as unknown as { rows: OutboxJob[] }).rows[0];
      if (!job) return 'none' as const;
      try {
        // A savepoint: a failing handler's writes roll back, the attempt is still counted.
        await tx.transaction((inner) => handlers[job.kind]!(inner as unknown as Db, job, now));
        await tx.execute(
          sql`update scheduled_messages set sent_at = ${now.toISOString()}, attempts = attempts + 1 where id = ${job.id}`,
        );
        return 'done' as const;
      } catch (err) {
        // Tried again later: 1, 2, 4, 8 minutes after each failure.
        await tx.execute(
          sql`update scheduled_messages
                 set attempts = attempts + 1,
                     due_at = ${now.toISOString()}::timestamptz + interval '1 minute' * power(2, attempts),
                     last_error = ${String((err as Error).message).slice(0, 500)}
               where id = ${job.id}`,
        );
        return 'failed' as const;
      }
    });
    if (outcome === 'none') break;
    if (outcome === 'done') jobs++;
    else jobsFailed++;
  }
  return { jobs, jobsFailed };
}

/** Runs dispatchDue every `everyMs` until stopped. One run at a time per instance. */
export function startDispatcher(
  database: Database,
  senders: { sms: MessageSender; email: MessageSender },
  clock: { now(): Date },
  log: (msg: string, err?: unknown) => void,
  everyMs = 30_000,
  jobs: JobHandlers = {},
): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const r = await dispatchDue(database, senders, clock.now(), 50, jobs);
      if (r.jobs || r.jobsFailed) log(`outbox jobs: ${r.jobs} done, ${r.jobsFailed} failed`);
      if (r.sent || r.failed) log(`reminders: ${r.sent} sent, ${r.failed} failed`);
    } catch (err) {
      log('reminder dispatch failed', err);
    } finally {
      running = false;
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
