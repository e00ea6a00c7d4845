// The signaling relay on its own, over the database: what a room keeps, who
// counts as present, when a waiting poll wakes, and that two relays on one
// database (two instances) serve one room.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONSULT_TEXTS } from '@clinic/shared/messages';
import { openDatabase, type Database } from '../../db/client.ts';
import { fixedClock } from '../../lib/clock.ts';
import { makeDoctor } from '../../../test/factories.ts';
import { openTestDatabase } from '../../../test/harness.ts';
import { adminUrl, testDbKind } from '../../../test/db-kind.ts';
import { addAppointment } from '../portal/testing.ts';
import { SignalHub, type HubOptions } from './rooms.ts';

let database: Database;
let doctorId: string;
const clock = fixedClock('2026-03-10T04:30:00.000Z');
const advance = (ms: number) => clock.set(new Date(clock.now().getTime() + ms));
const hubs: SignalHub[] = [];
let slot = 0;

async function hub(options: HubOptions = {}, on: Database = database) {
  const h = new SignalHub(on, clock, { pollTimeoutMs: 60_000, ...options });
  await h.start();
  hubs.push(h);
  return h;
}

/** A room of its own: the room of a fresh appointment. */
async function room(): Promise<string> {
  const a = await addAppointment(database.db, {
    doctorId,
    start: new Date(Date.parse('2026-04-01T05:00:00.000Z') + slot++ * 3_600_000),
    mode: 'virtual',
  });
  return a.id;
}

beforeAll(async () => {
  database = await openTestDatabase();
  doctorId = (await makeDoctor(database.db)).user.id;
});
afterEach(async () => {
  for (const h of hubs.splice(0)) await h.close();
});
afterAll(async () => database?.close());

/** Resolves once `role`'s poll in room `r` is waiting (its presence was extended for the wait). */
async function waiting(r: string, role: 'doctor' | 'patient', ttlMs = 10_000) {
  for (;;) {
    const [row] = await database.rows<{ until: Date | string | null }>(
      `select ${role}_present_until as until from consult_rooms where appointment_id = $1`,
      [r],
    );
    const until = row?.until ? new Date(row.until).getTime() : 0;
    if (until > clock.now().getTime() + ttlMs) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('the signaling relay', () => {
  it('delivers only the other side’s messages after the cursor, and drops what the reader acknowledged', async () => {
    const h = await hub();
    const r = await room();
    const d = await h.post(r, 'doctor', 'join', null);
    const p = await h.post(r, 'patient', 'join', null);
    const offer = await h.post(r, 'doctor', 'offer', { sdp: 'o' });
    const seen = await h.poll(r, 'patient', p.seq, 0);
    expect(seen.messages).toEqual([
      { seq: offer.seq, from: 'doctor', kind: 'offer', data: { sdp: 'o' } },
    ]);
    expect(offer.seq).toBeGreaterThan(d.seq);
    // Numbers start above any cursor the in-memory relay handed out (a clock in ms).
    expect(d.seq).toBeGreaterThan(Date.parse('2200-01-01'));
    // Acknowledged (polled past): gone even for a reader who asks from the start.
    await h.poll(r, 'patient', offer.seq, 0);
    expect((await h.poll(r, 'patient', 0, 0)).messages).toEqual([]);
  });

  it('starts a fresh session on join: what either side said before is dropped', async () => {
    const h = await hub();
    const r = await room();
    await h.post(r, 'doctor', 'join', null);
    await h.post(r, 'doctor', 'offer', { sdp: 'old' });
    await h.post(r, 'patient', 'join', null);
    expect((await h.poll(r, 'patient', 0, 0)).messages).toEqual([]);
  });

  it('counts a participant present while polling or recently seen, not after leave or a silence', async () => {
    const h = await hub({ presenceTtlMs: 10_000 });
    const r = await room();
    const first = await h.post(r, 'doctor', 'join', null);
    expect(first.peerPresent).toBe(false);
    expect((await h.post(r, 'patient', 'join', null)).peerPresent).toBe(true);
    advance(11_000);
    // The doctor went quiet (a closed tab): gone.
    expect((await h.poll(r, 'patient', first.seq, 0)).peerPresent).toBe(false);
    // A waiting poll keeps the patient present for as long as it may wait.
    const poll = h.poll(r, 'patient', first.seq, 50_000);
    await waiting(r, 'patient');
    advance(45_000);
    const again = await h.post(r, 'doctor', 'join', null);
    expect(again.peerPresent).toBe(true);
    expect((await poll).messages.map((m) => m.seq)).toEqual([again.seq]);
    await h.post(r, 'patient', 'leave', null);
    expect((await h.post(r, 'doctor', 'candidate', { candidate: '' })).peerPresent).toBe(false);
  });

  it('wakes a waiting poll when a message for it arrives, and not for its own', async () => {
    const h = await hub();
    const r = await room();
    const { seq } = await h.post(r, 'patient', 'join', null);
    let done = false;
    // The poll may wait a minute: an answer with the offer means it was woken.
    const poll = h.poll(r, 'patient', seq).then((res) => ((done = true), res));
    await waiting(r, 'patient');
    await h.post(r, 'patient', 'candidate', { candidate: 'mine' });
    await database.caughtUp();
    await h.poll(r, 'doctor', 0, 0);
    expect(done).toBe(false);
    const offer = await h.post(r, 'doctor', 'offer', { sdp: 'x' });
    expect(await poll).toEqual({
      peerPresent: true,
      messages: [{ seq: offer.seq, from: 'doctor', kind: 'offer', data: { sdp: 'x' } }],
    });
  });

  it('ends a wait when the caller goes away or the relay closes', async () => {
    const h = await hub();
    const [a, b] = [await room(), await room()];
    const gone = new AbortController();
    const aborted = h.poll(a, 'doctor', 0, undefined, gone.signal);
    await waiting(a, 'doctor');
    gone.abort();
    expect(await aborted).toEqual({ messages: [], peerPresent: false });
    const poll = h.poll(b, 'doctor', 0);
    await waiting(b, 'doctor');
    await h.close();
    expect(await poll).toEqual({ messages: [], peerPresent: false });
  });

  it('drops a room when both have left, and an idle one after the timeout', async () => {
    const h = await hub({ idleTimeoutMs: 120_000 });
    const [a, b] = [await room(), await room()];
    const held = async (id: string) =>
      (await database.rows('select 1 from consult_rooms where appointment_id = $1', [id])).length;
    await h.post(a, 'doctor', 'join', null);
    await h.post(a, 'patient', 'join', null);
    await h.post(a, 'doctor', 'leave', null);
    expect(await held(a)).toBe(1);
    await h.post(a, 'patient', 'leave', null);
    expect(await held(a)).toBe(0);
    expect(await database.rows('select 1 from consult_signals where room_id = $1', [a])).toEqual(
      [],
    );

    await h.post(b, 'doctor', 'join', null);
    advance(60_000);
    await h.sweep();
    expect(await held(b)).toBe(1);
    advance(60_000);
    await h.sweep();
    expect(await held(b)).toBe(0);
  });

  it('never sweeps a room somebody is waiting in', async () => {
    const h = await hub({ idleTimeoutMs: 1_000 });
    const r = await room();
    const poll = h.poll(r, 'doctor', 0, 30_000);
    await waiting(r, 'doctor');
    advance(20_000);
    await h.sweep();
    expect(
      await database.rows('select 1 from consult_rooms where appointment_id = $1', [r]),
    ).toHaveLength(1);
    const sent = await h.post(r, 'patient', 'join', null);
    expect((await poll).messages.map((m) => m.seq)).toEqual([sent.seq]);
  });

  it('caps the messages a room holds', async () => {
    const h = await hub({ maxMessages: 3 });
    const r = await room();
    await h.post(r, 'doctor', 'join', null);
    await h.post(r, 'doctor', 'candidate', { candidate: '1' });
    await h.post(r, 'doctor', 'candidate', { candidate: '2' });
    await expect(h.post(r, 'doctor', 'candidate', { candidate: '3' })).rejects.toThrow(
      CONSULT_TEXTS.tooManySignals,
    );
    // A new session (join) starts empty.
    await h.post(r, 'doctor', 'join', null);
    await expect(h.post(r, 'doctor', 'candidate', { candidate: '4' })).resolves.toBeTruthy();
  });

  it('loses nothing to a reader that moves its cursor while messages are posted at once', async () => {
    const h = await hub();
    const r = await room();
    await h.post(r, 'patient', 'join', null);
    const sent = Array.from({ length: 30 }, (_, i) => h.post(r, 'doctor', 'candidate', { i }));
    const seen: number[] = [];
    let cursor = 0;
    const all = Promise.all(sent);
    let finished = false;
    void all.then(() => (finished = true));
    while (!finished || seen.length < 30) {
      const { messages } = await h.poll(r, 'patient', cursor, finished ? 0 : 1);
      for (const m of messages) {
        seen.push((m.data as { i: number }).i);
        cursor = Math.max(cursor, m.seq);
      }
      if (finished && !messages.length) break;
    }
    expect(seen.sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, i) => i));
  });

  it('reads again every so often while notices are not being delivered', async () => {
    const poster = await hub();
    // An instance whose listening connection is down: it hears nothing.
    const deaf = await hub(
      { fallbackEveryMs: 20 },
      { ...database, listening: false, listen: async () => async () => {} },
    );
    const r = await room();
    const poll = deaf.poll(r, 'patient', 0);
    await waiting(r, 'patient');
    const sent = await poster.post(r, 'doctor', 'offer', { sdp: 'y' });
    expect((await poll).messages.map((m) => m.seq)).toEqual([sent.seq]);
  });
});

describe('two relays on one database (two instances)', () => {
  let second: Database;
  beforeAll(async () => {
    // On PostgreSQL a pool and a listening connection of its own, as another
    // process would have; PGlite is one process, so the same database.
    const url = testDbKind() === 'postgres' ? await currentUrl() : null;
    second = url ? await openDatabase({ url, poolMax: 4 }) : database;
  });
  afterAll(async () => {
    if (second && second !== database) await second.close();
  });

  it('wakes a poll waiting on one with a post made on the other, both ways', async () => {
    const a = await hub();
    const b = await hub({}, second);
    const r = await room();
    const dJoin = await a.post(r, 'doctor', 'join', null);
    const pJoin = await b.post(r, 'patient', 'join', null);
    expect(pJoin.peerPresent).toBe(true);

    const patientPoll = b.poll(r, 'patient', pJoin.seq);
    await waiting(r, 'patient');
    const offer = await a.post(r, 'doctor', 'offer', { sdp: 'o' });
    expect((await patientPoll).messages).toEqual([
      { seq: offer.seq, from: 'doctor', kind: 'offer', data: { sdp: 'o' } },
    ]);

    // The doctor, on the other instance, hears of the patient's join, then waits.
    const heard = await a.poll(r, 'doctor', dJoin.seq, 0);
    expect(heard.messages.map((m) => [m.kind, m.seq])).toEqual([['join', pJoin.seq]]);
    const doctorPoll = a.poll(r, 'doctor', pJoin.seq);
    await waiting(r, 'doctor');
    const answer = await b.post(r, 'patient', 'answer', { sdp: 'a' });
    expect((await doctorPoll).messages).toEqual([
      { seq: answer.seq, from: 'patient', kind: 'answer', data: { sdp: 'a' } },
    ]);
  });
});

/** The URL of the PostgreSQL test database this file runs on. */
async function currentUrl(): Promise<string> {
  const [row] = await database.rows<{ name: string }>('select current_database() as name');
  return adminUrl(row!.name);
}
