// The first and only script of a page the server rendered (docs/decisions/035),
// whether with the app's data or as islands (the landing): it starts the page's
// JavaScript once the page has painted.
// Fetched and parsed beside the HTML, the app's 230 kB of scripts took the two
// cores the first frame needed (desktop search results 1.2 s against 0.75 s
// without them); once the page shows, they load as before. It imports nothing,
// so it stays one small file of its own.
//
// The page names what to load on this script's element: data-start, the app's
// entry (or the islands'), and data-preload, the chunks the page's screen and
// language need.

/** If the page has not painted this long after its HTML was read, the app starts anyway. */
export const LATEST_START_MS = 2000;

declare global {
  interface Window {
    /**
     * Buttons clicked and forms submitted before the app listened, pressed and
     * submitted again once it hydrates (lib/early-input.tsx).
     */
    __clinicEarlyActions?: (HTMLButtonElement | HTMLFormElement)[];
  }
}

/**
 * Watches for the moment to start the app. Answers a function that stops
 * watching without starting it (the tests' teardown); once the app starts, the
 * watching stops by itself, but for the early clicks and submits, kept until the app takes them.
 */
export function startAfterPaint(
  win: Window & typeof globalThis = window,
  load: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): () => void {
  const doc = win.document;
  const script = doc.querySelector<HTMLScriptElement>('script[data-start]');
  const entry = script?.dataset.start;
  if (!script || !entry) return () => undefined;
  const preloads = (script.dataset.preload ?? '').split(' ').filter(Boolean);
  const early: (HTMLButtonElement | HTMLFormElement)[] = (win.__clinicEarlyActions = []);
  const stopKeeping = () => {
    doc.removeEventListener('click', onClick, { capture: true });
    doc.removeEventListener('submit', onSubmit, { capture: true });
  };

  // A button pressed before React listens does nothing of itself: it is kept and
  // pressed again after hydration. Links work without the app.
  const onClick = (event: Event) => {
    // The app took them (lib/early-input.tsx): it listens itself from now on.
    if (win.__clinicEarlyActions !== early) return stopKeeping();
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && button.type === 'button' && !early.includes(button)) early.push(button);
  };
  // A form with an action (a search) works as HTML. One without is the app's alone:
  // sent by the browser it would put its fields (a name, a mobile number) into the
  // page's address and reload it. It is held and submitted again after hydration.
  const onSubmit = (event: SubmitEvent) => {
    if (win.__clinicEarlyActions !== early) return stopKeeping();
    const form = event.target;
    if (!(form instanceof win.HTMLFormElement) || form.hasAttribute('action')) return;
    event.preventDefault();
    // Once a form: a double click or Enter after a click sends it once.
    const kept = (action: HTMLButtonElement | HTMLFormElement) =>
      action === form || (action instanceof win.HTMLButtonElement && action.form === form);
    if (early.some(kept)) return;
    early.push(event.submitter instanceof win.HTMLButtonElement ? event.submitter : form);
  };
  doc.addEventListener('click', onClick, { capture: true });
  doc.addEventListener('submit', onSubmit, { capture: true });

  // The triggers below, all dropped once one of them fired.
  const watching = new AbortController();
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    watching.abort();
    for (const href of preloads) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      doc.head.append(link);
    }
    void load(entry);
  };

  const painted = () => win.performance.getEntriesByName('first-contentful-paint').length > 0;
  const canWatch = win.PerformanceObserver?.supportedEntryTypes?.includes('paint') === true;
  const stop = () => {
    watching.abort();
    stopKeeping();
  };
  // A hidden page (a background tab, a prerender) may not paint for a long time.
  if (!canWatch || painted() || doc.visibilityState !== 'visible') {
    start();
    return stop;
  }
  const observer = new win.PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) start();
  });
  observer.observe({ type: 'paint', buffered: true });
  // The visitor reaching for the page, or the page hidden first: at once.
  const signal = watching.signal;
  for (const type of ['pointerdown', 'keydown', 'touchstart']) {
    doc.addEventListener(type, start, { capture: true, passive: true, signal });
  }
  doc.addEventListener('visibilitychange', start, { signal });
  const timer = win.setTimeout(start, LATEST_START_MS);
  signal.addEventListener('abort', () => {
    observer.disconnect();
    win.clearTimeout(timer);
  });
  return stop;
}

startAfterPaint();
