// Sends scheduled messages (reminders) when due. Safe with several instances:
// each run claims due rows with FOR UPDATE SKIP LOCKED inside a transaction, so
// two dispatchers never take the same row, and marks them sent before commit.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { MessageSender } from '../../providers/messaging.ts';

export const MAX_ATTEMPTS = 5;

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
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  await database.db.transaction(async (tx) => {
    const res = await tx.execute(sql`
      select id, channel, "to", subject, text from scheduled_messages
       where sent_at is null and due_at <= ${now.toISOString()} and attempts < ${MAX_ATTEMPTS}
       order by due_at
       limit ${batch}
       for update skip locked`);
    for (const row of (res as unknown as { rows: DueRow[] }).rows) {
      try {
        await senders[row.channel].send({
          to: row.to,
          text: row.text,
          ...(row.subject ? { subject: row.subject } : {}),
        });
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
  return { sent, failed };
}

/** Runs dispatchDue every `everyMs` until stopped. One run at a time per instance. */
export function startDispatcher(
  database: Database,
  senders: { sms: MessageSender; email: MessageSender },
  clock: { now(): Date },
  log: (msg: string, err?: unknown) => void,
  everyMs = 30_000,
): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const r = await dispatchDue(database, senders, clock.now());
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
