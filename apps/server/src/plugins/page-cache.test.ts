// The kept search pages' life (plugins/pages.ts): fresh within the age bound,
// answered stale while the next render runs past it, dropped by a change at once.
import { describe, expect, it } from 'vitest';
import type { ChangeFeed, ChangeListener } from '../lib/change-feed.ts';
import { PageCache, RENDER_TIMEOUT_MS } from './pages.ts';

function setUp() {
  let now = 1_000_000;
  const listeners: ChangeListener[] = [];
  const feed = {
    live: true,
    subscribe(fn: ChangeListener) {
      listeners.push(fn);
      return () => {};
    },
  };
  const cache = new PageCache(feed as unknown as ChangeFeed, () => now);
  const page = (html: string) => ({
    status: 200,
    html,
    compressed: {},
    deps: ['doctor:*', 'calendar:7'],
    maxAgeMs: 10_000,
  });
  return {
    cache,
    feed,
    page,
    advance: (ms: number) => (now += ms),
    change: (keys: string[] | 'everything') =>
      listeners.forEach((fn) => fn(keys === 'everything' ? keys : new Set(keys))),
  };
}

describe('PageCache', () => {
  it('answers a page fresh within its age bound, then stale while a render may run, then not at all', () => {
    const { cache, page, advance } = setUp();
    cache.keep('k', cache.mark, page('one'));
    expect(cache.get('k')).toMatchObject({ stale: false, page: { html: 'one' } });
    advance(9_999);
    expect(cache.get('k')?.stale).toBe(false);
    advance(1);
    expect(cache.get('k')).toMatchObject({ stale: true, page: { html: 'one' } });
    advance(RENDER_TIMEOUT_MS - 1);
    expect(cache.get('k')?.stale).toBe(true);
    advance(1);
    expect(cache.get('k')).toBeUndefined();
  });

  it('drops a page at once when a change to what it shows arrives, stale or not', () => {
    const { cache, page, advance, change } = setUp();
    cache.keep('a', cache.mark, page('a'));
    cache.keep('b', cache.mark, { ...page('b'), deps: ['doctor:*', 'calendar:8'] });
    change(['calendar:7']);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.stale).toBe(false);
    advance(10_000);
    expect(cache.get('b')?.stale).toBe(true);
    change(['calendar:8']);
    expect(cache.get('b')).toBeUndefined();
  });

  it('keeps no page rendered across a change, nor while the feed cannot vouch for it', () => {
    const { cache, feed, page, change } = setUp();
    const mark = cache.mark;
    change(['calendar:99']);
    cache.keep('k', mark, page('rendered before the change'));
    expect(cache.get('k')).toBeUndefined();
    cache.keep('k', cache.mark, page('after'));
    feed.live = false;
    expect(cache.get('k')).toBeUndefined();
  });

  it('drop() removes only the page it was given, not a newer one kept since', () => {
    const { cache, page, advance } = setUp();
    cache.keep('k', cache.mark, page('old'));
    advance(10_000);
    const stale = cache.get('k')!.page;
    cache.keep('k', cache.mark, page('new'));
    cache.drop('k', stale);
    expect(cache.get('k')).toMatchObject({ stale: false, page: { html: 'new' } });
    cache.drop('k', cache.get('k')!.page);
    expect(cache.get('k')).toBeUndefined();
  });
});
