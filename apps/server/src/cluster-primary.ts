// The node:cluster primary for WORKERS > 1 (PostgreSQL only). It serves
// nothing itself: it migrates and seeds once, forks the workers (each runs
// serve.ts and listens on the same port; the primary hands out connections
// round-robin), replaces a worker that dies, and on SIGTERM or SIGINT stops
// them all and exits 0 when every one closed cleanly.
import cluster, { type Worker } from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { resolveJwtSecret, type Config } from './config.ts';
import { openConfiguredDatabase, openStorage, prepareDatabase, printBanner } from './serve.ts';

/** Set on the one worker that runs the background loops (serve.ts `background`). */
export const BACKGROUND_ENV = 'CLINIC_WORKER_BACKGROUND';

/** How long the workers have to close before the primary kills them and exits 1. */
const STOP_TIMEOUT_MS = 15_000;

/** Node flags for a worker: the TypeScript loader, whichever way this process got it. */
function workerExecArgv(): string[] {
  const hasLoader = process.execArgv.some((arg) => arg.includes('tsx'));
  return hasLoader
    ? process.execArgv
    : [...process.execArgv, '--import', import.meta.resolve('tsx')];
}

export async function runPrimary(config: Config): Promise<void> {
  const started = performance.now();
  // In development the signing secret is generated into DATA_DIR on first
  // start: here, once, so the workers all read the same one.
  resolveJwtSecret(config);
  const database = await openConfiguredDatabase(config);
  try {
    await prepareDatabase(config, database, openStorage(config, database));
  } finally {
    await database.close();
  }

  cluster.setupPrimary({
    exec: fileURLToPath(new URL('./main.ts', import.meta.url)),
    execArgv: workerExecArgv(),
  });

  let closing = false;
  let everyoneListened = false;
  const listening = new Set<number>();
  const roles = new Map<number, { background: boolean }>();

  const fork = (background: boolean) => {
    const worker = cluster.fork({ [BACKGROUND_ENV]: background ? '1' : '0' });
    roles.set(worker.id, { background });
    return worker;
  };

  cluster.on('listening', (worker: Worker) => {
    listening.add(worker.id);
    const role = roles.get(worker.id)?.background ? ', background loops' : '';
    console.log(`Worker ${worker.id} (pid ${worker.process.pid}${role}) listening`);
    if (!everyoneListened && listening.size === config.WORKERS) {
      everyoneListened = true;
      printBanner(config, 'postgres', started, `, ${config.WORKERS} workers`);
    }
  });

  cluster.on('exit', (worker: Worker, code: number | null, signal: string | null) => {
    const role = roles.get(worker.id) ?? { background: false };
    const wasListening = listening.delete(worker.id);
    roles.delete(worker.id);
    if (closing) return;
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (!wasListening && !everyoneListened) {
      // It died before serving: a broken start, not a crash to ride out.
      console.error(`Worker ${worker.id} failed to start (${how}); stopping`);
      void stopAll(1);
      return;
    }
    console.error(
      `Worker ${worker.id} (pid ${worker.process.pid}) exited (${how}); starting another`,
    );
    fork(role.background);
  });

  const stopAll = async (failure: 0 | 1) => {
    if (closing) return;
    closing = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    const force = setTimeout(() => {
      console.error('Workers did not close in time; killing them');
      for (const w of workers) w.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
    const codes = await Promise.all(
      workers.map(
        (w) =>
          new Promise<number | null>((resolve) => {
            if (w.isDead()) return resolve(w.process.exitCode);
            w.once('exit', (code: number | null) => resolve(code));
            w.process.kill('SIGTERM');
          }),
      ),
    );
    clearTimeout(force);
    process.exit(failure || (codes.every((c) => c === 0) ? 0 : 1));
  };

  const onSignal = (signal: string) => {
    if (closing) return;
    console.log(`${signal}: closing ${config.WORKERS} workers`);
    void stopAll(0);
  };
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  process.on('SIGINT', () => onSignal('SIGINT'));

  for (let i = 0; i < config.WORKERS; i++) fork(i === 0);
}
