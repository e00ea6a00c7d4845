// SMS and email behind one small interface each. The development adapters
// keep every message in the dev_outbox table (readable at GET /api/dev/outbox)
// and log it; the HTTP adapters post to a gateway.
import type { Db } from '../db/client.ts';
import { devOutbox } from '../db/schema.ts';

export interface OutgoingMessage {
  to: string;
  text: string;
  subject?: string;
}

/** Where a send happens: the dispatcher passes its transaction. */
export interface SendContext {
  /** The development adapters write their outbox row with it (PGlite has one connection: a write beside an open transaction would wait for it). */
  db?: Db;
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
      await (context?.db ?? db)
        .insert(devOutbox)
        .values({ channel, to, text, subject: subject ?? null });
      log(`[dev ${channel}] to ${to}: ${subject ? subject + ' | ' : ''}${text}`);
    },
  };
}

export interface HttpSenderOptions {
  url: string;
  apiKey?: string;
  from: string;
  fetchImpl?: typeof fetch;
}

/** Posts `{ to, from, text, subject }` as JSON; any non-2xx answer is an error. */
export function httpSender(channel: 'sms' | 'email', opts: HttpSenderOptions): MessageSender {
  const doFetch = opts.fetchImpl ?? fetch;
  return {
    channel,
    async send({ to, text, subject }) {
      const res = await doFetch(opts.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {}),
        },
        body: JSON.stringify({ to, from: opts.from, text, subject }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`${channel} gateway answered ${res.status}`);
    },
  };
}
