// SMS and email behind one small interface each. Only the outbox dispatcher
// (modules/notifications/dispatcher.ts) calls them, after the claiming
// transaction has committed, and passes each message's idempotency key (the
// outbox row's id): a send repeated after a crash carries the same key. The
// development adapters keep every message in the dev_outbox table (readable
// at GET /api/dev/outbox), once per key, and log it; the HTTP adapters post
// to a gateway with an Idempotency-Key header.
import type { Db } from '../db/client.ts';
import { devOutbox } from '../db/schema.ts';

export interface OutgoingMessage {
  to: string;
  text: string;
  subject?: string;
}

export interface SendContext {
  /** The same for every attempt at one message; a gateway that honours it delivers once. */
  idempotencyKey?: string;
}

export interface MessageSender {
  readonly channel: 'sms' | 'email';
  send(message: OutgoingMessage, context?: SendContext): Promise<void>;
}

type Log = (msg: string) => void;

export function devSender(channel: 'sms' | 'email', db: Db, log: Log): MessageSender {
  return {
    channel,
    async send({ to, text, subject }, context) {
      const key = context?.idempotencyKey ?? null;
      const kept = await db
        .insert(devOutbox)
        .values({ channel, to, text, subject: subject ?? null, idempotencyKey: key })
        .onConflictDoNothing()
        .returning({ id: devOutbox.id });
      if (kept.length) log(`[dev ${channel}] to ${to}: ${subject ? subject + ' | ' : ''}${text}`);
    },
  };
}

export interface HttpSenderOptions {
  url: string;
  apiKey?: string;
  from: string;
  fetchImpl?: typeof fetch;
  /** Abort a call that takes longer (default 10 s); must stay well under the outbox lease. */
  timeoutMs?: number;
}

/** Posts `{ to, from, text, subject }` as JSON; any non-2xx answer is an error. */
export function httpSender(channel: 'sms' | 'email', opts: HttpSenderOptions): MessageSender {
  const doFetch = opts.fetchImpl ?? fetch;
  return {
    channel,
    async send({ to, text, subject }, context) {
      const res = await doFetch(opts.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {}),
          ...(context?.idempotencyKey ? { 'idempotency-key': context.idempotencyKey } : {}),
        },
        body: JSON.stringify({ to, from: opts.from, text, subject }),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
      if (!res.ok) throw new Error(`${channel} gateway answered ${res.status}`);
    },
  };
}
