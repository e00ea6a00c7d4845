// The starter of a rendered page (docs/decisions/035): the app's scripts load
// once the page has painted, or at once when the visitor reaches for it first,
// and a button pressed before the app listens is kept for it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LATEST_START_MS, startAfterPaint as startWatching } from './start-after-paint';

/** Every starter a test made stops watching after it, so none reacts to the next test's events. */
const stops: (() => void)[] = [];
const startAfterPaint: typeof startWatching = (...args) => {
  const stop = startWatching(...args);
  stops.push(stop);
  return stop;
};

/** Paint timing as Chromium reports it: an observer told of the first contentful paint. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  static observers: FakePaintObserver[] = [];
  disconnected = false;
  constructor(private readonly callback: PerformanceObserverCallback) {
    FakePaintObserver.observers.push(this);
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  static paint(name: string) {
    for (const o of FakePaintObserver.observers.filter((x) => !x.disconnected)) {
      const list = { getEntriesByName: (n: string) => (n === name ? [{ name }] : []) };
      o.callback(list as unknown as PerformanceObserverEntryList, o as never);
    }
  }
}

let painted = false;

function page() {
  document.head.innerHTML = '';
  document.body.innerHTML = `
    <button type="button" id="book"><span>Book Clinic Visit</span></button>
    <form action="/search-results"><button id="search">Search</button></form>
    <form id="register"><input name="mobile" /><button id="register-button">Register</button></form>
    <a href="#doctors" id="link">Doctors</a>
    <script type="module" data-start="/assets/index-1.js" data-preload="/assets/react-1.js /assets/search-1.js"></script>`;
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => [
    l.getAttribute('href'),
    l.getAttribute('crossorigin'),
  ]);

beforeEach(() => {
  page();
  painted = false;
  FakePaintObserver.observers = [];
  vi.stubGlobal('PerformanceObserver', FakePaintObserver);
  vi.spyOn(performance, 'getEntriesByName').mockImplementation(((name: string) =>
    painted && name === 'first-contentful-paint' ? [{ name }] : []) as never);
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
});

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  window.__clinicEarlyActions = undefined;
  vi.useRealTimers();
});

describe('startAfterPaint', () => {
  it('loads the app and its chunks once the page has painted, once', () => {
    const load = vi.fn(() => Promise.resolve());
    startAfterPaint(window, load);
    expect(load).not.toHaveBeenCalled();
    expect(preloads()).toEqual([]);

    FakePaintObserver.paint('first-paint');
    expect(load).not.toHaveBeenCalled();
    FakePaintObserver.paint('first-contentful-paint');
    expect(load).toHaveBeenCalledExactlyOnceWith('/assets/index-1.js');
    expect(preloads()).toEqual([
      ['/assets/react-1.js', ''],
      ['/assets/search-1.js', ''],
    ]);
    document.dispatchEvent(new Event('pointerdown'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(preloads()).toHaveLength(2);
  });

  it('loads at once when the page has painted already, is hidden, or has no paint timing', () => {
    painted = true;
    const afterPaint = vi.fn(() => Promise.resolve());
    startAfterPaint(window, afterPaint);
    expect(afterPaint).toHaveBeenCalledTimes(1);

    page();
    painted = false;
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const hidden = vi.fn(() => Promise.resolve());
    startAfterPaint(window, hidden);
    expect(hidden).toHaveBeenCalledTimes(1);

    page();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    vi.stubGlobal('PerformanceObserver', undefined);
    const noTiming = vi.fn(() => Promise.resolve());
    startAfterPaint(window, noTiming);
    expect(noTiming).toHaveBeenCalledTimes(1);
  });

  it('loads at once when the visitor reaches for the page before it paints', () => {
    const load = vi.fn(() => Promise.resolve());
    startAfterPaint(window, load);
    document.getElementById('book')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it(`loads after ${LATEST_START_MS} ms at the latest`, () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.resolve());
    startAfterPaint(window, load);
    vi.advanceTimersByTime(LATEST_START_MS - 1);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the buttons pressed before the app listens, not links or submit buttons', () => {
    startAfterPaint(window, () => Promise.resolve());
    const book = document.getElementById('book') as HTMLButtonElement;
    book.querySelector('span')!.click();
    book.click();
    document.getElementById('search')!.addEventListener('click', (e) => e.preventDefault());
    document.getElementById('search')!.click();
    document.getElementById('link')!.click();
    expect(window.__clinicEarlyActions).toEqual([book]);

    // The app took them (main.tsx): clicks are its own from then on.
    const taken = window.__clinicEarlyActions;
    window.__clinicEarlyActions = undefined;
    book.click();
    expect(taken).toEqual([book]);
    expect(window.__clinicEarlyActions).toBeUndefined();
  });

  it('holds the forms without an action submitted before the app listens, not a search', () => {
    startAfterPaint(window, () => Promise.resolve());
    const sent: string[] = [];
    // What the browser would do next: send the form, unless it was prevented.
    document.addEventListener('submit', (e) => {
      if (!e.defaultPrevented) sent.push((e.target as HTMLFormElement).id || 'search');
      e.preventDefault();
    });
    const register = document.getElementById('register') as HTMLFormElement;
    const button = document.getElementById('register-button') as HTMLButtonElement;
    const other = document.createElement('form');
    document.body.append(other);
    other.requestSubmit();
    expect(window.__clinicEarlyActions).toEqual([other]);
    window.__clinicEarlyActions!.length = 0;
    button.click();
    button.click();
    register.requestSubmit();
    document.getElementById('search')!.click();
    expect(window.__clinicEarlyActions).toEqual([button]);
    expect(sent).toEqual(['search']);

    // Taken by the app: the form is its own again.
    window.__clinicEarlyActions = undefined;
    button.click();
    expect(sent).toEqual(['search', 'register']);
  });

  it('starts nothing once told to stop watching', () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.resolve());
    const stop = startAfterPaint(window, load);
    stop();
    FakePaintObserver.paint('first-contentful-paint');
    document.dispatchEvent(new Event('pointerdown'));
    document.getElementById('book')!.click();
    vi.advanceTimersByTime(LATEST_START_MS);
    expect(load).not.toHaveBeenCalled();
    expect(window.__clinicEarlyActions).toEqual([]);
  });

  it('does nothing on a page without the starter', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const load = vi.fn(() => Promise.resolve());
    startAfterPaint(window, load);
    FakePaintObserver.paint('first-contentful-paint');
    expect(load).not.toHaveBeenCalled();
    expect(window.__clinicEarlyActions).toBeUndefined();
  });
});
