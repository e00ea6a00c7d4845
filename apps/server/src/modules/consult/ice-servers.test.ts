import { afterEach, describe, expect, it } from 'vitest';
import { CONSULT_TEXTS } from '@clinic/shared/messages';
import { loadConfig } from '../../config.ts';
import { SignalHub, type HubOptions } from './rooms.ts';

let clock = 1_000_000;
const hubs: SignalHub[] = [];
function hub(options: HubOptions = {}) {
  const h = new SignalHub({ now: () => clock, pollTimeoutMs: 200, ...options });
  hubs.push(h);
  return h;
}
afterEach(() => {
  for (const h of hubs.splice(0)) h.close();
});

describe('the signaling hub', () => {
  it('delivers only the other side’s messages after the cursor, and drops what the reader acknowledged', async () => {
    const h = hub();
    const d = h.post('r', 'doctor', 'join', null);
    const p = h.post('r', 'patient', 'join', null);
    const offer = h.post('r', 'doctor', 'offer', { sdp: 'o' });
    const seen = await h.poll('r', 'patient', p.seq, 0);
    expect(seen.messages.map((m) => [m.from, m.kind])).toEqual([['doctor', 'offer']]);
    expect(seen.messages[0]!.seq).toBe(offer.seq);
    expect(offer.seq).toBeGreaterThan(d.seq);
    // Acknowledged (polled past): gone even for a reader who asks from the start.
    await h.poll('r', 'patient', offer.seq, 0);
    expect((await h.poll('r', 'patient', 0, 0)).messages).toEqual([]);
  });

  it('starts a fresh session on join: what either side said before is dropped', async () => {
    const h = hub();
    h.post('r', 'doctor', 'join', null);
    h.post('r', 'doctor', 'offer', { sdp: 'old' });
    h.post('r', 'patient', 'join', null);
    expect((await h.poll('r', 'patient', 0, 0)).messages).toEqual([]);
  });

  it('counts a participant present while polling or recently seen, not after leave or a silence', async () => {
    const h = hub({ presenceTtlMs: 10_000 });
    expect(h.post('r', 'doctor', 'join', null).peerPresent).toBe(false);
    expect(h.post('r', 'patient', 'join', null).peerPresent).toBe(true);
    clock += 11_000;
    // The doctor went quiet (a closed tab): gone.
    expect((await h.poll('r', 'patient', 0, 0)).peerPresent).toBe(false);
    // A waiting poll keeps the patient present however long it waits.
    const waiting = h.poll('r', 'patient', Number.MAX_SAFE_INTEGER, 150);
    clock += 60_000;
    expect(h.post('r', 'doctor', 'join', null).peerPresent).toBe(true);
    await waiting;
    h.post('r', 'patient', 'leave', null);
    expect(h.post('r', 'doctor', 'candidate', { candidate: '' }).peerPresent).toBe(false);
  });

  it('wakes a waiting poll when a message for it arrives, and not for its own', async () => {
    const h = hub({ pollTimeoutMs: 5_000 });
    const { seq } = h.post('r', 'patient', 'join', null);
    let done = false;
    const waiting = h.poll('r', 'patient', seq).then((r) => ((done = true), r));
    h.post('r', 'patient', 'candidate', { candidate: 'mine' });
    await new Promise((r) => setTimeout(r, 20));
    expect(done).toBe(false);
    h.post('r', 'doctor', 'offer', { sdp: 'x' });
    expect((await waiting).messages.map((m) => m.kind)).toEqual(['offer']);
  });

  it('ends a wait when the caller goes away or the hub closes', async () => {
    const h = hub({ pollTimeoutMs: 60_000 });
    const gone = new AbortController();
    const aborted = h.poll('a', 'doctor', 0, undefined, gone.signal);
    gone.abort();
    expect(await aborted).toEqual({ messages: [], peerPresent: false });
    const waiting = h.poll('b', 'doctor', 0);
    h.close();
    expect(await waiting).toEqual({ messages: [], peerPresent: false });
  });

  it('drops a room when both have left, and an idle one after the timeout', () => {
    const h = hub({ idleTimeoutMs: 120_000 });
    h.post('a', 'doctor', 'join', null);
    h.post('a', 'patient', 'join', null);
    h.post('a', 'doctor', 'leave', null);
    expect(h.size).toBe(1);
    h.post('a', 'patient', 'leave', null);
    expect(h.size).toBe(0);

    h.post('b', 'doctor', 'join', null);
    clock += 60_000;
    h.sweep();
    expect(h.size).toBe(1);
    clock += 60_000;
    h.sweep();
    expect(h.size).toBe(0);
  });

  it('caps the messages a room holds', () => {
    const h = hub({ maxMessages: 3 });
    h.post('r', 'doctor', 'join', null);
    h.post('r', 'doctor', 'candidate', { candidate: '1' });
    h.post('r', 'doctor', 'candidate', { candidate: '2' });
    expect(() => h.post('r', 'doctor', 'candidate', { candidate: '3' })).toThrow(
      CONSULT_TEXTS.tooManySignals,
    );
    // A new session (join) starts empty.
    h.post('r', 'doctor', 'join', null);
    expect(() => h.post('r', 'doctor', 'candidate', { candidate: '4' })).not.toThrow();
  });
});

describe('ICE_SERVERS', () => {
  it('defaults to none: the room works without internet', () => {
    expect(loadConfig({}).ICE_SERVERS).toEqual([]);
    expect(loadConfig({ ICE_SERVERS: '' }).ICE_SERVERS).toEqual([]);
  });

  it('takes a JSON array of RTCIceServer objects and refuses anything else at start', () => {
    const servers = [
      { urls: ['stun:stun.clinic.example:3478'] },
      { urls: 'turns:turn.clinic.example:5349', username: 'u', credential: 'c' },
    ];
    expect(loadConfig({ ICE_SERVERS: JSON.stringify(servers) }).ICE_SERVERS).toEqual(servers);
    for (const bad of ['stun:x', '{"urls":"stun:x"}', '[{"urls":"https://x"}]', '[{}]']) {
      expect(() => loadConfig({ ICE_SERVERS: bad }), bad).toThrow(/ICE_SERVERS/);
    }
  });
});
