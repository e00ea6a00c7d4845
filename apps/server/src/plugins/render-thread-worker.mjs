// The render thread (docs/decisions/036): the web build's server bundle runs
// here, off the server's event loop, so a page being rendered never holds up
// the answers around it. The page's API calls go back to the main thread,
// which answers them through its routes and caches (render-thread.ts); only
// React's work is done here. Plain JavaScript: a worker thread loads this file
// as it is, under the server, the tests and the bench alike.
import { parentPort, workerData } from 'node:worker_threads';

/** @type {Map<number, (answer: any) => void>} the main thread's answers still awaited */
const fetches = new Map();
/** @type {Map<number, AbortController>} renders under way */
const renders = new Map();
let nextFetch = 1;

/**
 * fetch for render `id`: the request is answered by the main thread.
 * @param {number} id
 * @returns {(request: Request) => Promise<Response>}
 */
function fetchThroughMain(id) {
  return async (request) => {
    const body =
      request.method === 'GET' || request.method === 'HEAD'
        ? null
        : new Uint8Array(await request.arrayBuffer());
    const fetchId = nextFetch++;
    const answer = await new Promise((resolve) => {
      fetches.set(fetchId, resolve);
      parentPort.postMessage({
        type: 'fetch',
        id,
        fetchId,
        url: request.url,
        method: request.method,
        headers: [...request.headers],
        body,
      });
    });
    if (answer.error) throw new Error(answer.error);
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  };
}

let renderer;
try {
  const bundle = await import(workerData.entry);
  renderer = bundle.createRenderer(workerData.files);
  parentPort.postMessage({ type: 'loaded' });
} catch (err) {
  parentPort.postMessage({ type: 'load-failed', message: String(err?.stack ?? err) });
}

parentPort.on('message', async (message) => {
  if (message.type === 'fetched') {
    const resolve = fetches.get(message.fetchId);
    fetches.delete(message.fetchId);
    resolve?.(message);
  } else if (message.type === 'abort') {
    renders.get(message.id)?.abort(new Error('render timed out'));
  } else if (message.type === 'render' && renderer) {
    const { id, url, origin, lang } = message;
    const abort = new AbortController();
    renders.set(id, abort);
    try {
      const result = await renderer.render({
        url,
        origin,
        lang,
        signal: abort.signal,
        fetch: fetchThroughMain(id),
      });
      parentPort.postMessage({ type: 'rendered', id, result });
    } catch (err) {
      parentPort.postMessage({ type: 'failed', id, message: String(err?.stack ?? err) });
    } finally {
      renders.delete(id);
    }
  }
});
