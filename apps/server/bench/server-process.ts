// Starts the real server (the `npm start` script) as a child process and
// reports when it is healthy, so benchmarks measure what a user runs.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(fileURLToPath(new URL('../../../', import.meta.url)));

export interface RunningServer {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** Milliseconds from spawn until /api/healthz answered 200. */
  readyMs: number;
  rssBytes(): number;
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>;
}

export async function startServer(
  env: Record<string, string>,
  timeoutMs = 120_000,
  /** Options for node itself, such as --cpu-prof (not allowed in NODE_OPTIONS). */
  nodeArgs: readonly string[] = [],
): Promise<RunningServer> {
  const port = env.PORT ?? '3300';
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, 'scripts/start.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      SKIP_WEB_BUILD: '1',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      ...env,
      PORT: port,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = started + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${out}`);
    try {
      const res = await fetch(`${url}/api/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not healthy after ${timeoutMs} ms:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const readyMs = performance.now() - started;
  return {
    child,
    url,
    output: () => out,
    readyMs,
    rssBytes() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return kb * 1024;
    },
    stop() {
      const t = performance.now();
      return new Promise((resolve) => {
        child.once('exit', (code, signal) => resolve({ code, signal, ms: performance.now() - t }));
        child.kill('SIGTERM');
      });
    },
  };
}
