// The signaling relay of the video rooms: the two browsers of one appointment
// (doctor and patient) exchange their WebRTC offer, answer and ICE candidates
// through the server, which only stores and forwards them. The rooms live in
// the database (migration 0010), so the two browsers may post and poll through
// different instances behind a load balancer, with no affinity:
// - a post inserts the message and sends NOTIFY 'consult_signals' in one
//   transaction, so the notice goes out only if the message is there;
// - a poll reads what is waiting; when nothing is, it waits here until a
//   notice for its room arrives (from any instance), then reads again;
// - while notices are not being delivered (PostgreSQL's listening connection
//   is reconnecting), waiting polls read again every second instead, so
//   nothing is lost, only later.
// A room goes when both participants have left or nobody has touched it for a
// while, and it holds a bounded number of messages.
import { sql } from 'drizzle-orm';
import type { ConsultRole } from '@clinic/shared/consult';
import { CONSULT_TEXTS } from '@clinic/shared/messages';
import type { Database, Db } from '../../db/client.ts';
import { tooManyRequests } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';

export type Role = ConsultRole;
export type SignalKind = 'join' | 'offer' | 'answer' | 'candidate' | 'leave';

export interface SignalMessage<D = unknown> {
  seq: number;
  from: Role;
  kind: SignalKind;
  data: D | null;
}

export interface PollResult<D = unknown> {
  messages: SignalMessage<D>[];
  peerPresent: boolean;
}

export interface HubOptions {
  /** How long a poll with nothing to deliver waits at most. */
  pollTimeoutMs?: number;
  /** A room nobody polled or posted to for this long is dropped with its messages. */
  idleTimeoutMs?: number;
  /** A participant not polling and not seen for this long counts as gone (a closed tab). */
  presenceTtlMs?: number;
  /** Undelivered messages one room may hold; a whole call needs a few dozen. */
  maxMessages?: number;
  /** How often idle rooms are looked for. */
  sweepEveryMs?: number;
  /** How often a waiting poll reads again while notices are not being delivered. */
  fallbackEveryMs?: number;
}

export const POLL_TIMEOUT_MS = 25_000;
export const SIGNALS_CHANNEL = 'consult_signals';

const other = (role: Role): Role => (role === 'doctor' ? 'patient' : 'doctor');

// Column names by role; the role is one of two fixed words, never user text.
const COLUMNS = {
  doctor: { until: sql.raw('doctor_present_until'), left: sql.raw('doctor_left') },
  patient: { until: sql.raw('patient_present_until'), left: sql.raw('patient_left') },
} as const;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

interface ReadRow {
  peer_present: boolean;
  seq: string | number | bigint | null;
  from_role: Role | null;
  kind: SignalKind | null;
  data: unknown;
}

/** A poll waiting in this process for a notice about its room. */
class Waiter {
  private kicked = false;
  private wake: (() => void) | null = null;

  constructor(readonly role: Role) {}

  /** Something may have changed: the waiting poll reads again. */
  kick(): void {
    this.kicked = true;
    this.wake?.();
  }

  /** Resolves at the next kick (at once when one came meanwhile). */
  next(): Promise<void> {
    if (this.kicked) {
      this.kicked = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      this.wake = () => {
        this.wake = null;
        this.kicked = false;
        resolve();
      };
    });
  }
}

/** `D`: the payloads of offers, answers and candidates, relayed as they came. */
export class SignalHub<D = unknown> {
  private readonly pollTimeoutMs: number;
  private readonly idleTimeoutMs: number;
  private readonly presenceTtlMs: number;
  private readonly maxMessages: number;
  private readonly fallbackEveryMs: number;
  private readonly waiters = new Map<string, Set<Waiter>>();
  private readonly active = new Set<Promise<unknown>>();
  private readonly sweeper: NodeJS.Timeout;
  private stopListening: (() => Promise<void>) | null = null;
  private closed = false;

  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
    options: HubOptions = {},
  ) {
    this.pollTimeoutMs = options.pollTimeoutMs ?? POLL_TIMEOUT_MS;
    this.idleTimeoutMs = options.idleTimeoutMs ?? 2 * 60_000;
    this.presenceTtlMs = options.presenceTtlMs ?? 10_000;
    this.maxMessages = options.maxMessages ?? 200;
    this.fallbackEveryMs = options.fallbackEveryMs ?? 1_000;
    this.sweeper = setInterval(() => {
      this.sweep().catch((err: unknown) => {
        if (!this.closed) console.error('consult room sweep failed:', err);
      });
    }, options.sweepEveryMs ?? 30_000);
    // Housekeeping alone must never keep the process alive.
    this.sweeper.unref();
  }

  /** Starts receiving the notices of every instance's posts. */
  async start(): Promise<void> {
    this.stopListening = await this.database.listen(SIGNALS_CHANNEL, {
      onMessage: (payload) => {
        const [room, from] = payload.split('|');
        for (const w of this.waiters.get(room ?? '') ?? []) if (w.role !== from) w.kick();
      },
      // Notices may have been missed: every waiting poll reads again.
      onReset: () => this.kickAll(),
    });
  }

  /**
   * Stores a message for the other participant and wakes its waiting poll,
   * on whichever instance it waits. 'join' starts a fresh session: what
   * either side said before is stale and dropped. 'leave' drops the leaver's
   * messages; when nobody is left, the room goes.
   */
  post(
    roomId: string,
    from: Role,
    kind: SignalKind,
    data: D | null,
  ): Promise<{ seq: number; peerPresent: boolean }> {
    const now = this.clock.now();
    const me = COLUMNS[from];
    const peer = COLUMNS[other(from)];
    const leaving = kind === 'leave';
    return this.database.transaction(async (tx) => {
      // The room's row is locked until commit: posts to one room take their
      // numbers one after another, in the order they become visible.
      const [room] = rowsOf<{ peer_present: boolean }>(
        await tx.execute(sql`
          insert into consult_rooms as r (appointment_id, touched_at, ${me.until}, ${me.left})
          values (${roomId}, ${now.toISOString()}, ${this.until(now, 0)}, ${leaving})
          on conflict (appointment_id) do update
             set touched_at = excluded.touched_at,
                 ${me.until} = greatest(r.${me.until}, excluded.${me.until}),
                 ${me.left} = excluded.${me.left}
          returning (not r.${peer.left} and coalesce(r.${peer.until} > ${now.toISOString()}, false))
                    as peer_present`),
      );
      const peerPresent = room?.peer_present === true;
      if (kind === 'join') {
        await tx.execute(sql`delete from consult_signals where room_id = ${roomId}`);
      } else if (leaving) {
        await tx.execute(
          sql`delete from consult_signals where room_id = ${roomId} and from_role = ${from}`,
        );
      } else {
        const [held] = rowsOf<{ n: number }>(
          await tx.execute(
            sql`select count(*)::int as n from consult_signals where room_id = ${roomId}`,
          ),
        );
        if ((held?.n ?? 0) >= this.maxMessages) throw tooManyRequests(CONSULT_TEXTS.tooManySignals);
      }
      const [inserted] = rowsOf<{ seq: string | number }>(
        await tx.execute(sql`
          insert into consult_signals (room_id, from_role, kind, data)
          values (${roomId}, ${from}, ${kind}, ${data === null ? null : JSON.stringify(data)}::jsonb)
          returning seq`),
      );
      if (leaving && !peerPresent) {
        await tx.execute(sql`delete from consult_rooms where appointment_id = ${roomId}`);
      }
      await tx.execute(sql`select pg_notify(${SIGNALS_CHANNEL}, ${`${roomId}|${from}`})`);
      return { seq: Number(inserted!.seq), peerPresent };
    });
  }

  /**
   * The other participant's messages after `after`, at once when there are
   * some, else when one arrives or after `waitMs` (at most the poll timeout).
   * Polling acknowledges: the peer's messages up to `after` are dropped.
   * An aborted `signal` (the browser went away) ends the wait.
   */
  poll(
    roomId: string,
    role: Role,
    after: number,
    waitMs = this.pollTimeoutMs,
    signal?: AbortSignal,
  ): Promise<PollResult<D>> {
    const done = this.runPoll(roomId, role, after, waitMs, signal);
    this.active.add(done);
    void done.finally(() => this.active.delete(done)).catch(() => {});
    return done;
  }

  /**
   * Ends every waiting poll (the app is closing; each answers with what is
   * there) and stops listening; resolves once those polls have answered.
   */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.sweeper);
    this.kickAll();
    await Promise.allSettled([...this.active]);
    const stop = this.stopListening;
    this.stopListening = null;
    if (stop) await stop();
  }

  /**
   * Drops the rooms nobody has touched for the idle timeout and nobody is
   * waiting in. Every instance may run it at any time: it is one delete.
   */
  async sweep(): Promise<number> {
    const now = this.clock.now();
    const idleSince = new Date(now.getTime() - this.idleTimeoutMs).toISOString();
    const gone = rowsOf<{ appointment_id: string }>(
      await this.database.db.execute(sql`
        delete from consult_rooms
         where touched_at <= ${idleSince}
           and coalesce(doctor_present_until, '-infinity') <= ${now.toISOString()}
           and coalesce(patient_present_until, '-infinity') <= ${now.toISOString()}
        returning appointment_id`),
    );
    return gone.length;
  }

  /** Rooms held now, in the whole database (for tests and metrics). */
  async size(): Promise<number> {
    const [row] = await this.database.rows<{ n: number }>(
      'select count(*)::int as n from consult_rooms',
    );
    return row?.n ?? 0;
  }

  private async runPoll(
    roomId: string,
    role: Role,
    after: number,
    waitMs: number,
    signal?: AbortSignal,
  ): Promise<PollResult<D>> {
    const wait = Math.min(Math.max(waitMs, 0), this.pollTimeoutMs);
    const mayWait = wait > 0 && !this.closed && !signal?.aborted;
    // Listening starts before the first read, so a post that commits
    // between the two still wakes this poll.
    const waiter = mayWait ? this.addWaiter(roomId, role) : null;
    try {
      const first = await this.database.transaction(async (tx) => {
        await this.touch(tx, roomId, role, 0);
        await tx.execute(sql`
          delete from consult_signals
           where room_id = ${roomId} and from_role <> ${role} and seq <= ${after}`);
        const read = await this.read(tx, roomId, role, after);
        // A waiting participant is present for as long as it may wait.
        if (waiter && read && !read.messages.length) await this.touch(tx, roomId, role, wait);
        return read;
      });
      if (!waiter || !first || first.messages.length) return first ?? this.empty();
      return await this.waitFor(waiter, roomId, role, after, wait, signal);
    } finally {
      if (waiter) this.removeWaiter(roomId, waiter);
    }
  }

  private async waitFor(
    waiter: Waiter,
    roomId: string,
    role: Role,
    after: number,
    wait: number,
    signal?: AbortSignal,
  ): Promise<PollResult<D>> {
    let over = false;
    const end = () => {
      over = true;
      waiter.kick();
    };
    const timer = setTimeout(end, wait);
    const fallback = setInterval(() => {
      if (!this.database.listening) waiter.kick();
    }, this.fallbackEveryMs);
    signal?.addEventListener('abort', end, { once: true });
    try {
      for (;;) {
        await waiter.next();
        if (over || this.closed) break;
        const read = await this.read(this.database.db, roomId, role, after);
        if (!read || read.messages.length) break;
      }
    } finally {
      clearTimeout(timer);
      clearInterval(fallback);
      signal?.removeEventListener('abort', end);
    }
    // Done waiting: present for the presence window from now, as after any
    // request; the answer is whatever is there now.
    try {
      return await this.database.transaction(async (tx) => {
        await this.touch(tx, roomId, role, 0, { onlyIfThere: true, shorten: true });
        return (await this.read(tx, roomId, role, after)) ?? this.empty();
      });
    } catch (err) {
      if (this.closed) return this.empty();
      throw err;
    }
  }

  /** Records that `role` was here now and counts as present for `extraMs` more than the window. */
  private async touch(
    tx: Db,
    roomId: string,
    role: Role,
    extraMs: number,
    how: { onlyIfThere?: boolean; shorten?: boolean } = {},
  ): Promise<void> {
    const now = this.clock.now();
    const me = COLUMNS[role];
    const until = this.until(now, extraMs);
    if (how.onlyIfThere) {
      // The room may have gone meanwhile (both left, or swept): not brought back.
      await tx.execute(sql`
        update consult_rooms
           set touched_at = ${now.toISOString()},
               ${me.until} = ${how.shorten ? sql`${until}` : sql`greatest(${me.until}, ${until})`}
         where appointment_id = ${roomId}`);
      return;
    }
    await tx.execute(sql`
      insert into consult_rooms as r (appointment_id, touched_at, ${me.until}, ${me.left})
      values (${roomId}, ${now.toISOString()}, ${until}, false)
      on conflict (appointment_id) do update
         set touched_at = excluded.touched_at,
             ${me.until} = greatest(r.${me.until}, excluded.${me.until}),
             ${me.left} = false`);
  }

  /** What `role` may read after `after`, or null when the room is gone. */
  private async read(
    db: Db,
    roomId: string,
    role: Role,
    after: number,
  ): Promise<PollResult<D> | null> {
    const peer = COLUMNS[other(role)];
    const rows = rowsOf<ReadRow>(
      await db.execute(sql`
        select (not r.${peer.left} and coalesce(r.${peer.until} > ${this.clock.now().toISOString()}, false))
                 as peer_present,
               s.seq, s.from_role, s.kind, s.data
          from consult_rooms r
          left join consult_signals s
            on s.room_id = r.appointment_id and s.from_role <> ${role} and s.seq > ${after}
         where r.appointment_id = ${roomId}
         order by s.seq`),
    );
    if (!rows.length) return null;
    return {
      peerPresent: rows[0]!.peer_present === true,
      messages: rows
        .filter((r) => r.seq !== null)
        .map((r) => ({
          seq: Number(r.seq),
          from: r.from_role!,
          kind: r.kind!,
          data: (r.data ?? null) as D | null,
        })),
    };
  }

  private until(now: Date, extraMs: number): string {
    return new Date(now.getTime() + this.presenceTtlMs + extraMs).toISOString();
  }

  private empty(): PollResult<D> {
    return { messages: [], peerPresent: false };
  }

  private addWaiter(roomId: string, role: Role): Waiter {
    const waiter = new Waiter(role);
    let set = this.waiters.get(roomId);
    if (!set) this.waiters.set(roomId, (set = new Set()));
    set.add(waiter);
    return waiter;
  }

  private removeWaiter(roomId: string, waiter: Waiter): void {
    const set = this.waiters.get(roomId);
    set?.delete(waiter);
    if (set && set.size === 0) this.waiters.delete(roomId);
  }

  private kickAll(): void {
    for (const set of this.waiters.values()) for (const w of set) w.kick();
  }
}
