// The server bundle's renderer, run on a worker thread (docs/decisions/036).
// Rendering a search page is tens of milliseconds of React work; on the event
// loop every answer queued behind it waited that long (issue 16: a render may
// add at most 5 ms to a cached search page's p99). The thread renders; the
// page's API calls come back here and go through the same routes, hooks and
// caches as before (the `fetch` of each render request), so what the page shows
// is still what the API answers, and the thread keeps no state of its own.
import { Worker } from 'node:worker_threads';
import type { RenderRequest, RenderResult } from '@clinic/shared/server-render';

export type { RenderRequest, RenderResult };

/** What the bundle's createRenderer takes: the documents and manifests of the build. */
export interface RendererFiles {
  template: string;
  manifest: unknown;
  islandsTemplate?: string;
  islandsManifest?: unknown;
}

export interface RenderThread {
  render(request: RenderRequest): Promise<RenderResult>;
  close(): Promise<void>;
}

interface FetchMessage {
  type: 'fetch';
  id: number;
  fetchId: number;
  url: string;
  method: string;
  headers: [string, string][];
  body: Uint8Array | null;
}
type WorkerMessage =
  | { type: 'loaded' }
  | { type: 'load-failed'; message: string }
  | FetchMessage
  | { type: 'rendered'; id: number; result: RenderResult }
  | { type: 'failed'; id: number; message: string };

interface Pending {
  request: RenderRequest;
  resolve(result: RenderResult): void;
  reject(err: Error): void;
}

const WORKER = new URL('./render-thread-worker.mjs', import.meta.url);

/**
 * Loads the server bundle at `entry` (a file URL) on a new thread; rejects when
 * the bundle does not load there. A thread that dies fails the renders under way
 * (their pages answer with the client shell) and is started again for the next.
 */
export async function startRenderThread(
  entry: string,
  files: RendererFiles,
): Promise<RenderThread> {
  let worker: Worker | null = null;
  let starting: Promise<Worker> | null = null;
  let closed = false;
  const pending = new Map<number, Pending>();
  let nextId = 1;

  function failAll(err: Error) {
    for (const one of pending.values()) one.reject(err);
    pending.clear();
  }

  async function answerFetch(thread: Worker, message: FetchMessage) {
    const owner = pending.get(message.id);
    try {
      if (!owner) throw new Error('the render was abandoned');
      const res = await owner.request.fetch(
        new Request(message.url, {
          method: message.method,
          headers: message.headers,
          body: message.body,
        }),
      );
      const body = res.body === null ? null : new Uint8Array(await res.arrayBuffer());
      thread.postMessage(
        {
          type: 'fetched',
          fetchId: message.fetchId,
          status: res.status,
          headers: [...res.headers],
          body,
        },
        body ? [body.buffer] : [],
      );
    } catch (err) {
      thread.postMessage({
        type: 'fetched',
        fetchId: message.fetchId,
        error: err instanceof Error ? err.message : String(err),
      });
    }
  }

  function start(): Promise<Worker> {
    return new Promise<Worker>((resolve, reject) => {
      const thread = new Worker(WORKER, { workerData: { entry, files } });
      // The server's life is the event loop's, not the thread's: close() ends it.
      thread.unref();
      thread.on('message', (message: WorkerMessage) => {
        switch (message.type) {
          case 'loaded':
            return resolve(thread);
          case 'load-failed':
            void thread.terminate();
            return reject(new Error(message.message));
          case 'fetch':
            return void answerFetch(thread, message);
          case 'rendered':
          case 'failed': {
            const one = pending.get(message.id);
            pending.delete(message.id);
            if (message.type === 'rendered') one?.resolve(message.result);
            else one?.reject(new Error(message.message));
            return;
          }
        }
      });
      thread.on('error', (err) => {
        reject(err);
        failAll(err);
      });
      thread.on('exit', (code) => {
        if (worker === thread) worker = null;
        reject(new Error(`the render thread exited with ${code}`));
        failAll(new Error(`the render thread exited with ${code}`));
      });
    });
  }

  function thread(): Promise<Worker> {
    if (worker) return Promise.resolve(worker);
    starting ??= start().then(
      (started) => {
        starting = null;
        if (closed) {
          void started.terminate();
          throw new Error('the render thread is closed');
        }
        return (worker = started);
      },
      (err: unknown) => {
        starting = null;
        throw err;
      },
    );
    return starting;
  }

  await thread();

  return {
    async render(request) {
      const running = await thread();
      const id = nextId++;
      return new Promise<RenderResult>((resolve, reject) => {
        pending.set(id, { request, resolve, reject });
        const signal = request.signal;
        if (signal) {
          // The page gives up at once (its visitor gets the shell); the thread is
          // told to stop, and whatever it still sends for this render is dropped.
          const abort = () => {
            pending.delete(id);
            running.postMessage({ type: 'abort', id });
            reject(signal.reason instanceof Error ? signal.reason : new Error('render aborted'));
          };
          if (signal.aborted) abort();
          else signal.addEventListener('abort', abort, { once: true });
        }
        running.postMessage({
          type: 'render',
          id,
          url: request.url,
          origin: request.origin,
          lang: request.lang,
        });
      });
    },
    async close() {
      closed = true;
      const running = worker;
      worker = null;
      failAll(new Error('the render thread is closed'));
      await running?.terminate();
    },
  };
}
