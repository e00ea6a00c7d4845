// Sends what the outbox holds when due. Safe with any number of instances,
// and no row lock is held while the outside world is called:
//
// 1. Claim: one short statement (its own transaction) takes up to `batch` due
//    rows that nobody holds (`FOR UPDATE SKIP LOCKED`, lease free or passed),
//    sets `lease_until = now + lease` and `leased_by`, counts the attempt, and
//    commits.
// 2. Send, after that commit, each message with its idempotency key (the row
//    id), a few at a time. A message starts only while at least half the
//    lease is left, so a send (bounded by the sender's timeout) ends before
//    another instance may take the row; the rest are handed back.
// 3. Mark: short writes, one per 25 sent messages and one per failure (a
//    failed message is left alone for 30 s, 1, 2, 4 minutes, then given up
//    after MAX_ATTEMPTS).
//
// A dispatcher killed between 1 and 3 leaves its rows leased: once the lease
// passes another one claims them and sends them again with the same key, so
// a gateway that honours the key delivers once, and at worst the messages in
// flight at the crash go out twice. See docs/decisions/011-outbox-lease.md.
//
// Jobs (kind other than 'message', e.g. 'refund') go first, each claimed the
// same way, then done in one transaction: the handler calls the outside party
// with the job's idempotency key and records the result in the transaction
// that marks the job done. A crash between the call and the commit leaves the
// job for the next claim after the lease, which asks again with the same key
// and gets the same answer: every job takes effect once. Messages the jobs
// enqueue (the refund SMS) go out in the same run.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MessageSender } from '../../providers/messaging.ts';

export const MAX_ATTEMPTS = 5;
export const DEFAULT_LEASE_MS = 60_000;
const DEFAULT_CONCURRENCY = 8;
/** Sent messages marked in one write. */
const MARK_EVERY = 25;

export interface OutboxJob {
  id: string;
  kind: string;
  paymentId: string | null;
}

/**
 * A job whose call leaves the process (a payment gateway): `outside` runs once
 * the job is claimed, with no transaction open and so no lock held while the
 * gateway answers; it must be idempotent by the job's key (a crash after it
 * runs it again). `inside` writes its result in the transaction that marks the
 * job done, checking again under its locks what `outside` read without them.
 */
export interface TwoPhaseJob<T> {
  outside: (db: Db, job: OutboxJob, now: Date) => Promise<T>;
  inside: (tx: Db, job: OutboxJob, now: Date, outside: T) => Promise<void>;
}

/**
 * Does a job: a function writes with `tx` only (no call outside the process);
 * a TwoPhaseJob calls outside first. Throwing leaves the job for a later run
 * (attempts counted).
 */
export type JobHandler =
  | ((tx: Db, job: OutboxJob, now: Date) => Promise<void>)
  // The result type is the job's own business; the dispatcher only passes it on.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  | TwoPhaseJob<any>;
/** A job that threw: left in the outbox for a later try. */
export interface JobError {
  id: string;
  kind: string;
  error: unknown;
}

export type JobHandlers = Partial<Record<string, JobHandler>>;
export type Senders = { sms: MessageSender; email: MessageSender };

export interface LeaseOptions {
  /** How long a claim lasts; a crashed dispatcher's rows are claimed again after it. */
  leaseMs?: number;
  /** Who holds the lease (leased_by); one name per process by default. */
  owner?: string;
  /** Messages of one batch sent at once. */
  concurrency?: number;
}

/** This process's name in leased_by. */
export const PROCESS_OWNER = `${process.pid}-${randomUUID().slice(0, 8)}`;

interface ClaimedMessage {
  id: string;
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  text: string;
}

interface SendTally {
  sent: number;
  failed: number;
}

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
const errorText = (err: unknown) => String((err as Error)?.message ?? err).slice(0, 500);

export async function dispatchDue(
  database: Database,
  senders: Senders,
  now: Date,
  batch = 50,
  jobs: JobHandlers = {},
  options: LeaseOptions = {},
): Promise<{
  sent: number;
  failed: number;
  jobs: number;
  jobsFailed: number;
  /** Why each failed job failed, to log: it is tried again later, unseen otherwise. */
  jobErrors: JobError[];
}> {
  const done = await runJobs(database, jobs, now, batch, options);
  const claimed = await claimMessages(database, sql`true`, now, batch, options);
  const tally = await sendClaimed(database, senders, claimed, now, options);
  return { ...tally, ...done };
}

/**
 * Sends these outbox rows now, if nobody holds them and they are due: what a
 * request calls after its commit for the messages it enqueued. Failures stay
 * in the outbox for the dispatcher; this never throws for a failed send.
 */
export async function sendNow(
  database: Database,
  senders: Senders,
  ids: readonly string[],
  now: Date,
  options: LeaseOptions = {},
): Promise<SendTally> {
  if (!ids.length) return { sent: 0, failed: 0 };
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const claimed = await claimMessages(database, sql`id in (${idList})`, now, ids.length, options);
  return sendClaimed(database, senders, claimed, now, options);
}

/** Step 1: one statement claims up to `limit` due, unheld messages matching `filter`. */
async function claimMessages(
  database: Database,
  filter: ReturnType<typeof sql>,
  now: Date,
  limit: number,
  options: LeaseOptions,
): Promise<ClaimedMessage[]> {
  const at = now.toISOString();
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const res = await database.db.execute(sql`
    with due as (
      select id from scheduled_messages
       where kind = 'message' and sent_at is null and due_at <= ${at}
         and attempts < ${MAX_ATTEMPTS}
         and (lease_until is null or lease_until < ${at})
         and ${filter}
       order by due_at
       limit ${limit}
       for update skip locked)
    update scheduled_messages m
       set lease_until = ${at}::timestamptz + ${leaseMs} * interval '1 millisecond',
           leased_by = ${options.owner ?? PROCESS_OWNER},
           attempts = m.attempts + 1
      from due
     where m.id = due.id
    returning m.id, m.channel, m."to", m.subject, m.text`);
  return rowsOf<ClaimedMessage>(res);
}

/** Steps 2 and 3: sends after the claim committed, a few at a time, and marks each. */
async function sendClaimed(
  database: Database,
  senders: Senders,
  claimed: ClaimedMessage[],
  now: Date,
  options: LeaseOptions,
): Promise<SendTally> {
  const tally: SendTally = { sent: 0, failed: 0 };
  if (!claimed.length) return tally;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const owner = options.owner ?? PROCESS_OWNER;
  const started = performance.now();
  const queue = [...claimed];
  const handBack: string[] = [];
  const worker = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) {
      // Past half the lease: leave the rest to the next claim rather than risk
      // sending while another instance may already have taken the row.
      if (performance.now() - started > leaseMs / 2) {
        handBack.push(row.id);
        continue;
      }
      try {
        await senders[row.channel].send(
          { to: row.to, text: row.text, ...(row.subject ? { subject: row.subject } : {}) },
          { idempotencyKey: row.id },
        );
      } catch (err) {
        // Left for 30 s, 1, 2, 4 minutes after the 1st, 2nd, 3rd, 4th failure.
        await database.db.execute(sql`
          update scheduled_messages
             set last_error = ${errorText(err)},
                 lease_until = ${now.toISOString()}::timestamptz + interval '15 seconds' * power(2, attempts),
                 leased_by = null
           where id = ${row.id} and sent_at is null`);
        tally.failed++;
        continue;
      }
      sentIds.push(row.id);
      tally.sent++;
      if (sentIds.length >= MARK_EVERY) await markSent();
    }
  };
  // Sent messages are marked a few at a time: one write per group, not per
  // message. A crash before the mark leaves them leased (in flight) like
  // those being sent, to go again with the same key.
  const sentIds: string[] = [];
  const markSent = async () => {
    const ids = sentIds.splice(0);
    if (!ids.length) return;
    // Not waiting for the WAL flush (most of a write's cost): a mark lost in a
    // database crash only means the message goes again, with its key.
    await database.transaction(async (tx) => {
      await tx.execute(sql`set local synchronous_commit = off`);
      await tx.execute(sql`
        update scheduled_messages set sent_at = ${now.toISOString()}, lease_until = null
         where id in (${sql.join(
           ids.map((id) => sql`${id}::uuid`),
           sql`, `,
         )}) and sent_at is null`);
    });
  };
  const workers = Math.max(1, Math.min(options.concurrency ?? DEFAULT_CONCURRENCY, claimed.length));
  await Promise.all(Array.from({ length: workers }, worker));
  await markSent();
  if (handBack.length) {
    // Not tried: the attempt the claim counted is given back with the lease.
    const idList = sql.join(
      handBack.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    await database.db.execute(sql`
      update scheduled_messages set lease_until = null, attempts = attempts - 1
       where id in (${idList}) and leased_by = ${owner} and sent_at is null`);
  }
  return tally;
}

/** Claims and does due jobs one at a time, each in its own transaction, up to `batch`. */
async function runJobs(
  database: Database,
  handlers: JobHandlers,
  now: Date,
  batch: number,
  options: LeaseOptions,
): Promise<{ jobs: number; jobsFailed: number; jobErrors: JobError[] }> {
  const kinds = Object.keys(handlers).filter((k) => handlers[k]);
  let jobs = 0;
  const jobErrors: JobError[] = [];
  if (!kinds.length) return { jobs, jobsFailed: 0, jobErrors };
  const kindList = sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );
  const at = now.toISOString();
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  for (let n = 0; n < batch; n++) {
    const res = await database.db.execute(sql`
      with due as (
        select id from scheduled_messages
         where kind in (${kindList}) and sent_at is null
           and due_at <= ${at} and attempts < ${MAX_ATTEMPTS}
           and (lease_until is null or lease_until < ${at})
         order by due_at
         limit 1
         for update skip locked)
      update scheduled_messages m
         set lease_until = ${at}::timestamptz + ${leaseMs} * interval '1 millisecond',
             leased_by = ${options.owner ?? PROCESS_OWNER},
             attempts = m.attempts + 1
        from due
       where m.id = due.id
      returning m.id, m.kind, m.payment_id as "paymentId"`);
    const job = rowsOf<OutboxJob>(res)[0];
    if (!job) break;
    try {
      const handler = handlers[job.kind]!;
      // The call outside holds nothing: the claim's lease keeps other dispatchers off.
      const outside =
        typeof handler === 'function' ? undefined : await handler.outside(database.db, job, now);
      // A retried transaction (deadlock) runs the handler again: it is idempotent by its key.
      await database.transaction(async (tx) => {
        if (typeof handler === 'function') await handler(tx, job, now);
        else await handler.inside(tx, job, now, outside);
        await tx.execute(
          sql`update scheduled_messages set sent_at = ${at}, lease_until = null where id = ${job.id}`,
        );
      });
      jobs++;
    } catch (err) {
      // Tried again later: 1, 2, 4, 8 minutes after each failure.
      await database.db.execute(sql`
        update scheduled_messages
           set due_at = ${at}::timestamptz + interval '1 minute' * power(2, attempts - 1),
               lease_until = null,
               last_error = ${errorText(err)}
         where id = ${job.id} and sent_at is null`);
      jobErrors.push({ id: job.id, kind: job.kind, error: err });
    }
  }
  return { jobs, jobsFailed: jobErrors.length, jobErrors };
}

/**
 * Runs dispatchDue every `everyMs` until stopped, one run at a time per
 * instance; a run that found a full batch is followed at once by another, so
 * a backlog drains without waiting for the timer.
 */
export function startDispatcher(
  database: Database,
  senders: Senders,
  clock: Clock,
  log: (msg: string, err?: unknown) => void,
  everyMs = 30_000,
  jobs: JobHandlers = {},
  options: LeaseOptions & { batch?: number } = {},
): () => void {
  const batch = options.batch ?? 50;
  let running = false;
  let stopped = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      let sent = 0;
      let failed = 0;
      let full = true;
      while (full && !stopped) {
        const r = await dispatchDue(database, senders, clock.now(), batch, jobs, options);
        if (r.jobs || r.jobsFailed) log(`outbox jobs: ${r.jobs} done, ${r.jobsFailed} failed`);
        for (const f of r.jobErrors)
          log(`outbox job ${f.kind} ${f.id} failed; tried again later`, f.error);
        sent += r.sent;
        failed += r.failed;
        full = r.sent + r.failed >= batch || r.jobs + r.jobsFailed >= batch;
      }
      if (sent || failed) log(`outbox messages: ${sent} sent, ${failed} failed`);
    } catch (err) {
      log('outbox dispatch failed', err);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}

/**
 * The outbox as a request sees it: after its commit, a request hands the ids
 * of the messages it enqueued to `sendNow` (waits for the send; an OTP code)
 * or `sendSoon` (does not wait; a booking's confirmation). Neither fails the
 * request: a message that could not go out stays in the outbox and the
 * dispatcher retries it.
 */
export class Outbox {
  private readonly inFlight = new Set<Promise<unknown>>();
  constructor(
    private readonly deps: {
      database: Database;
      senders: Senders;
      clock: Clock;
      leaseMs?: number;
      log?: (msg: string, err?: unknown) => void;
    },
  ) {}

  /** Sends these enqueued messages now; resolves when tried, never rejects. */
  sendNow(ids: readonly string[]): Promise<void> {
    if (!ids.length) return Promise.resolve();
    const { database, senders, clock, leaseMs, log } = this.deps;
    const run = sendNow(database, senders, ids, clock.now(), { leaseMs })
      .then((r) => {
        if (r.failed) log?.(`outbox: ${r.failed} message(s) left for retry`);
      })
      .catch((err) => log?.('outbox send failed; left for the dispatcher', err));
    this.inFlight.add(run);
    void run.finally(() => this.inFlight.delete(run));
    return run;
  }

  /** Starts sending these enqueued messages and returns at once. */
  sendSoon(ids: readonly string[]): void {
    void this.sendNow(ids);
  }

  /** Resolves when every send this process started has been tried. */
  async settle(): Promise<void> {
    while (this.inFlight.size) await Promise.all([...this.inFlight]);
  }
}
