// The signaling relay of the video rooms: the two browsers of one appointment
// (doctor and patient) exchange their WebRTC offer, answer and ICE candidates
// through the server, which only stores and forwards them. Rooms live in this
// process's memory, briefly: a room goes when both participants have left or
// nobody has touched it for a while, and it holds a bounded number of messages.
// With several instances a room must stay on one of them (docs/spec-deviations.md).
import type { ConsultRole } from '@clinic/shared/consult';
import { CONSULT_TEXTS } from '@clinic/shared/messages';
import { tooManyRequests } from '../../errors.ts';

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
  now?: () => number;
}

export const POLL_TIMEOUT_MS = 25_000;

interface Participant {
  lastSeen: number;
  /** Polls of this participant waiting now: a waiting participant is present. */
  waiting: number;
  /** Said 'leave' and has not come back since. */
  left: boolean;
}

interface Waiter {
  role: Role;
  after: number;
  finish: () => void;
}

interface Room<D> {
  messages: SignalMessage<D>[];
  participants: Partial<Record<Role, Participant>>;
  waiters: Set<Waiter>;
  touchedAt: number;
}

const other = (role: Role): Role => (role === 'doctor' ? 'patient' : 'doctor');

/** `D`: the payloads of offers, answers and candidates, relayed as they came. */
export class SignalHub<D = unknown> {
  private readonly rooms = new Map<string, Room<D>>();
  private readonly pollTimeoutMs: number;
  private readonly idleTimeoutMs: number;
  private readonly presenceTtlMs: number;
  private readonly maxMessages: number;
  private readonly now: () => number;
  private readonly sweeper: NodeJS.Timeout;
  // Sequence numbers start at the clock, so the cursor a browser kept from
  // before a restart of this instance is never ahead of the new messages.
  private seq: number;
  private closed = false;

  constructor(options: HubOptions = {}) {
    this.pollTimeoutMs = options.pollTimeoutMs ?? POLL_TIMEOUT_MS;
    this.idleTimeoutMs = options.idleTimeoutMs ?? 2 * 60_000;
    this.presenceTtlMs = options.presenceTtlMs ?? 10_000;
    this.maxMessages = options.maxMessages ?? 200;
    this.now = options.now ?? Date.now;
    this.seq = this.now();
    this.sweeper = setInterval(() => this.sweep(), options.sweepEveryMs ?? 30_000);
    // Housekeeping alone must never keep the process alive.
    this.sweeper.unref();
  }

  /** Rooms held now (for tests and metrics). */
  get size(): number {
    return this.rooms.size;
  }

  /**
   * Stores a message for the other participant and wakes its waiting poll.
   * 'join' starts a fresh session: what either side said before is stale and
   * dropped. 'leave' drops the leaver's messages; when nobody is left, the room goes.
   */
  post(
    roomId: string,
    from: Role,
    kind: SignalKind,
    data: D | null,
  ): { seq: number; peerPresent: boolean } {
    const room = this.room(roomId);
    const me = this.seen(room, from);
    if (kind === 'join') {
      room.messages = [];
    } else if (kind === 'leave') {
      room.messages = room.messages.filter((m) => m.from !== from);
    } else if (room.messages.length >= this.maxMessages) {
      throw tooManyRequests(CONSULT_TEXTS.tooManySignals);
    }
    const message: SignalMessage<D> = { seq: ++this.seq, from, kind, data: data ?? null };
    room.messages.push(message);
    if (kind === 'leave') {
      me.left = true;
      if (!this.present(room, other(from))) {
        this.drop(roomId, room);
        return { seq: message.seq, peerPresent: false };
      }
    }
    this.wake(room);
    return { seq: message.seq, peerPresent: this.present(room, other(from)) };
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
    const room = this.room(roomId);
    const me = this.seen(room, role);
    room.messages = room.messages.filter((m) => m.from === role || m.seq > after);
    const ready = this.result(room, role, after);
    const wait = Math.min(Math.max(waitMs, 0), this.pollTimeoutMs);
    if (ready.messages.length || wait === 0 || this.closed || signal?.aborted)
      return Promise.resolve(ready);

    return new Promise<PollResult<D>>((resolve) => {
      me.waiting += 1;
      const waiter: Waiter = {
        role,
        after,
        finish: () => {
          if (!room.waiters.delete(waiter)) return;
          clearTimeout(timer);
          signal?.removeEventListener('abort', waiter.finish);
          me.waiting -= 1;
          me.lastSeen = this.now();
          room.touchedAt = me.lastSeen;
          resolve(this.result(room, role, after));
        },
      };
      const timer = setTimeout(waiter.finish, wait);
      room.waiters.add(waiter);
      signal?.addEventListener('abort', waiter.finish, { once: true });
    });
  }

  /** Ends every waiting poll (the app is closing) and forgets all rooms. */
  close(): void {
    this.closed = true;
    clearInterval(this.sweeper);
    for (const [id, room] of this.rooms) this.drop(id, room);
  }

  /** Drops the rooms nobody has touched for the idle timeout. */
  sweep(): void {
    const now = this.now();
    for (const [id, room] of this.rooms) {
      if (room.waiters.size === 0 && now - room.touchedAt >= this.idleTimeoutMs)
        this.drop(id, room);
    }
  }

  private room(id: string): Room<D> {
    let room = this.rooms.get(id);
    if (!room) {
      room = { messages: [], participants: {}, waiters: new Set(), touchedAt: this.now() };
      this.rooms.set(id, room);
    }
    return room;
  }

  private seen(room: Room<D>, role: Role): Participant {
    const now = this.now();
    room.touchedAt = now;
    const p = (room.participants[role] ??= { lastSeen: now, waiting: 0, left: false });
    p.lastSeen = now;
    p.left = false;
    return p;
  }

  private present(room: Room<D>, role: Role): boolean {
    const p = room.participants[role];
    if (!p || p.left) return false;
    return p.waiting > 0 || this.now() - p.lastSeen < this.presenceTtlMs;
  }

  private result(room: Room<D>, role: Role, after: number): PollResult<D> {
    return {
      messages: room.messages.filter((m) => m.from !== role && m.seq > after),
      peerPresent: this.present(room, other(role)),
    };
  }

  /** Answers the polls that now have something to receive. */
  private wake(room: Room<D>): void {
    for (const w of [...room.waiters]) {
      if (room.messages.some((m) => m.from !== w.role && m.seq > w.after)) w.finish();
    }
  }

  private drop(id: string, room: Room<D>): void {
    this.rooms.delete(id);
    for (const w of [...room.waiters]) w.finish();
    room.messages = [];
  }
}
