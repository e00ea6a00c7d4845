import { describe, expect, it } from 'vitest';
import { ChangeFeed, changeKeys } from './change-feed.ts';
import type { Database } from '../db/client.ts';
import type { ListenHandlers } from '../db/listener.ts';

/** A database whose notifications the test sends by hand. */
function fakeDatabase() {
  let handlers: ListenHandlers | undefined;
  const db = {
    listening: true,
    async listen(_channel: string, h: ListenHandlers) {
      handlers = h;
      h.onReset();
      return async () => {};
    },
    async caughtUp() {},
  };
  return {
    database: db as unknown as Database,
    notify: (payload: string) => handlers!.onMessage(payload),
    down() {
      db.listening = false;
      handlers!.onDown?.();
    },
    up() {
      db.listening = true;
      handlers!.onReset();
    },
  };
}

async function setup(maxAgeMs = 60_000) {
  const fake = fakeDatabase();
  let now = 0;
  const feed = new ChangeFeed(fake.database, () => now);
  await feed.start();
  const cache = feed.cache<string>('test', { maxAgeMs });
  let loads = 0;
  const load = (v: string) => async () => {
    loads++;
    return v;
  };
  return {
    ...fake,
    feed,
    cache,
    loads: () => loads,
    load,
    advance: (ms: number) => (now += ms),
  };
}

describe('DependentCache', () => {
  it('keeps an entry until a change to a key it depends on arrives', async () => {
    const s = await setup();
    const deps = [changeKeys.calendar('d1')];
    expect(await s.cache.get('k', deps, s.load('one'))).toBe('one');
    expect(await s.cache.get('k', deps, s.load('two'))).toBe('one');
    s.notify('calendar:d2,billing:d1');
    expect(await s.cache.get('k', deps, s.load('two'))).toBe('one');
    s.notify('calendar:d1');
    expect(await s.cache.get('k', deps, s.load('three'))).toBe('three');
    expect(s.loads()).toBe(2);
  });

  it('drops what depends on any doctor when one doctor changes, and everything on *', async () => {
    const s = await setup();
    await s.cache.get('search', [changeKeys.anyDoctor], s.load('a'));
    await s.cache.get('slots', [changeKeys.calendar('d9')], s.load('b'));
    s.notify('doctor:d1');
    expect(s.cache.size).toBe(1);
    s.notify('*');
    expect(s.cache.size).toBe(0);
  });

  it('indexes keys named by the value, and keeps no value that a change overtook', async () => {
    const s = await setup();
    const page = (v: string) => [changeKeys.calendar(v)];
    await s.cache.get('q1', [], s.load('d1'), page);
    s.notify('calendar:d1');
    expect(s.cache.size).toBe(0);

    let release!: (v: string) => void;
    const slow = s.cache.get('q2', [], () => new Promise<string>((r) => (release = r)), page);
    s.notify('calendar:d2'); // arrives while loading; the value may predate it
    release('d2');
    expect(await slow).toBe('d2');
    await Promise.resolve();
    expect(s.cache.size).toBe(0);
  });

  it('caches nothing while changes are not delivered, and starts empty when they are again', async () => {
    const s = await setup();
    await s.cache.get('k', [], s.load('before'));
    s.down();
    expect(s.cache.size).toBe(0);
    expect(await s.cache.get('k', [], s.load('during'))).toBe('during');
    expect(await s.cache.get('k', [], s.load('during-2'))).toBe('during-2');
    expect(s.cache.size).toBe(0);
    s.up();
    expect(await s.cache.get('k', [], s.load('after'))).toBe('after');
    expect(await s.cache.get('k', [], s.load('unused'))).toBe('after');
  });

  it('reloads an entry past its age bound', async () => {
    const s = await setup(1_000);
    await s.cache.get('k', [], s.load('one'));
    s.advance(999);
    expect(await s.cache.get('k', [], s.load('two'))).toBe('one');
    s.advance(1);
    expect(await s.cache.get('k', [], s.load('two'))).toBe('two');
  });

  it('answers a peek at once with a loaded value within its age, never with one still loading', async () => {
    const s = await setup(1_000);
    const deps = [changeKeys.calendar('d1')];
    let release!: (v: string) => void;
    const loading = s.cache.get('k', deps, () => new Promise<string>((r) => (release = r)));
    expect(s.cache.peek('k')).toBeUndefined();
    release('one');
    await loading;
    expect(s.cache.peek('k')).toBe('one');
    // The reader's own instant decides the age.
    expect(s.cache.peek('k', 999)).toBe('one');
    expect(s.cache.peek('k', 1_000)).toBeUndefined();
    s.advance(1_000);
    expect(s.cache.peek('k')).toBeUndefined();
    expect(await s.cache.get('k', deps, s.load('two'))).toBe('two');
    expect(s.cache.peek('k')).toBe('two');
    s.notify('calendar:d1');
    expect(s.cache.peek('k')).toBeUndefined();
    await s.cache.get('k', deps, s.load('three'));
    s.down();
    expect(s.cache.peek('k')).toBeUndefined();
  });

  it('forgets a failed load', async () => {
    const s = await setup();
    await expect(
      s.cache.get('k', [], async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await s.cache.get('k', [], s.load('ok'))).toBe('ok');
  });

  it('is shared by name', async () => {
    const s = await setup();
    expect(s.feed.cache('test', { maxAgeMs: 1 })).toBe(s.cache);
  });
});
