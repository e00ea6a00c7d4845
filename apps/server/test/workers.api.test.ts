// WORKERS: the real entry point (src/main.ts) as a child process. With
// PostgreSQL and WORKERS=2 it migrates once, two workers answer on one port,
// a killed worker is replaced (the background loops move to the replacement)
// and SIGTERM closes everything with exit 0. Without DATABASE_URL it refuses.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { adminUrl, dropDatabase, testDbKind } from './db-kind.ts';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const PORT = 3410;

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function start(env: Record<string, string>): Running {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-workers-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'off',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dataDir, 'no-web-build'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, signal });
    }),
  );
  return { child, output: () => out, exited };
}

/** Polls until `check` holds (the server's own log, or an answer), or fails with the log. */
async function until(what: string, check: () => boolean | Promise<boolean>, server: Running) {
  for (let i = 0; i < 1200; i++) {
    if (await check()) return;
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}:\n${server.output()}`);
}

/** GET /api/healthz on a new connection each time, so the primary hands each to a worker in turn. */
function health(): Promise<{ status: number; pid: number }> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port: PORT, path: '/api/healthz', agent: false },
      (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, pid: (JSON.parse(body) as { pid: number }).pid }),
        );
      },
    );
    req.on('error', reject);
  });
}

const listening = (output: string) =>
  [...output.matchAll(/Worker (\d+) \(pid (\d+)(, background loops)?\) listening/g)].map((m) => ({
    id: Number(m[1]),
    pid: Number(m[2]),
    background: Boolean(m[3]),
  }));

/** Running, not exited (an exited orphan may linger as a zombie until its new parent reaps it). */
const alive = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

describe('WORKERS on the embedded database', () => {
  it('refuses more than one worker without DATABASE_URL: exit 1 and the reason', async () => {
    const server = start({ WORKERS: '2' });
    const { code } = await server.exited;
    expect(code).toBe(1);
    expect(server.output()).toMatch(/WORKERS: .*PGlite.*DATABASE_URL/);
    expect(server.output()).not.toMatch(/listening|Applied migrations/);
  });
});

describe.runIf(testDbKind() === 'postgres')('WORKERS=2 on PostgreSQL', () => {
  const dbName = `clinic_workers_${randomBytes(4).toString('hex')}`;
  let server: Running | undefined;

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await dropDatabase(dbName);
  });

  it('migrates once, serves from two workers, replaces a dead one and exits 0 on SIGTERM', async () => {
    const admin = await openDatabase({ url: adminUrl(), poolMax: 1 });
    await admin.rows(`create database ${dbName}`);
    await admin.close();

    const s = start({ WORKERS: '2', DATABASE_URL: adminUrl(dbName) });
    server = s;
    await until('two workers', () => listening(s.output()).length === 2, s);
    await until('the banner', () => s.output().includes('Digital Clinic is running'), s);

    // The primary migrated; the workers did not migrate again.
    expect(s.output().match(/Applied migrations:/g)).toHaveLength(1);
    expect(s.output()).toContain('2 workers');
    const first = listening(s.output());
    expect(new Set(first.map((w) => w.pid)).size).toBe(2);
    expect(first.filter((w) => w.background)).toHaveLength(1);
    expect(first.map((w) => w.pid)).not.toContain(s.child.pid);

    // Both workers answer on the one port.
    const answers = await Promise.all(Array.from({ length: 8 }, () => health()));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.pid))).toEqual(new Set(first.map((w) => w.pid)));

    // A worker killed outright is replaced, and the background loops go with its role.
    const victim = first.find((w) => w.background)!;
    process.kill(victim.pid, 'SIGKILL');
    await until('a replacement', () => listening(s.output()).length === 3, s);
    const replacement = listening(s.output())[2]!;
    expect(replacement.background).toBe(true);
    expect(s.output()).toMatch(new RegExp(`Worker ${victim.id} \\(pid ${victim.pid}\\) exited`));
    const after = await Promise.all(Array.from({ length: 8 }, () => health()));
    expect(new Set(after.map((a) => a.pid))).toEqual(
      new Set([first.find((w) => !w.background)!.pid, replacement.pid]),
    );

    // SIGTERM to the primary closes every worker and exits 0.
    s.child.kill('SIGTERM');
    const { code, signal } = await s.exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    const workers = [...listening(s.output()).map((w) => w.pid)];
    expect(workers.filter(alive)).toEqual([]);
    expect(s.output().match(/Applied migrations:/g)).toHaveLength(1);
  });

  it('closes its workers when the primary is killed outright', async () => {
    const s = start({ WORKERS: '2', DATABASE_URL: adminUrl(dbName) });
    server = s;
    await until('two workers', () => listening(s.output()).length === 2, s);
    const pids = listening(s.output()).map((w) => w.pid);
    expect(pids.filter(alive)).toHaveLength(2);
    s.child.kill('SIGKILL');
    await s.exited;
    for (let i = 0; i < 300 && pids.some(alive); i++) await new Promise((r) => setTimeout(r, 100));
    expect(pids.filter(alive)).toEqual([]);
  });
});
