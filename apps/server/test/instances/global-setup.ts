// Starts two real server processes on one fresh PostgreSQL database and one
// Redis, each on its own port, as two machines behind a load balancer would
// run; the suite talks to both over HTTP. The first migrates and seeds the
// demo practice; the second starts on the ready database. Each has its own
// data folder, so nothing is shared through the local disk.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.ts';
import { adminUrl, dropDatabase } from '../db-kind.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    instanceUrls: string[];
    instanceDatabaseUrl: string;
  }
}

const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url));
/** A Redis database of its own, emptied first: limits of earlier runs do not count. */
const REDIS_DB = 13;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function healthy(url: string, child: ChildProcess, output: () => string) {
  const until = performance.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (performance.now() > until) throw new Error(`server at ${url} not healthy:\n${output()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export default async function setup(project: TestProject) {
  if (!process.env.TEST_DATABASE_URL) {
    throw new Error('the instances suite needs TEST_DATABASE_URL (a PostgreSQL server)');
  }
  const redisBase = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redisUrl = new URL(redisBase);
  redisUrl.pathname = `/${REDIS_DB}`;
  const redis = new Redis(redisUrl.toString(), { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  await redis.flushdb();
  redis.disconnect();

  const name = `clinic_inst_${randomBytes(4).toString('hex')}`;
  const admin = await openDatabase({ url: adminUrl(), poolMax: 1 });
  await admin.rows(`create database ${name}`);
  await admin.close();
  const databaseUrl = adminUrl(name);

  const secret = randomBytes(32).toString('hex');
  const children: ChildProcess[] = [];
  const dirs: string[] = [];
  const urls: string[] = [];
  const start = async () => {
    const port = await freePort();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'clinic-instance-'));
    dirs.push(dir);
    let output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dir,
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl.toString(),
        JWT_SECRET: secret,
        WORKERS: '1',
        // The suite plays the load balancer: it names the client in X-Forwarded-For.
        TRUST_PROXY: '127.0.0.1',
        SEED_DEMO_DATA: 'on',
        OUTBOX_INTERVAL_MS: '500',
        OUTBOX_LEASE_MS: '5000',
        EXPIRY_SWEEP_MS: '1000',
        PAYMENT_PROCESSING_MS: '0',
        LOG_LEVEL: 'warn',
        WEB_DIST: path.join(dir, 'no-web-app'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d) => (output = (output + d).slice(-20_000)));
    child.stderr!.on('data', (d) => (output = (output + d).slice(-20_000)));
    children.push(child);
    const url = `http://127.0.0.1:${port}`;
    await healthy(url, child, () => output);
    urls.push(url);
  };
  try {
    await start(); // migrates and seeds
    await start();
  } catch (err) {
    for (const c of children) c.kill('SIGKILL');
    await dropDatabase(name);
    throw err;
  }
  project.provide('instanceUrls', urls);
  project.provide('instanceDatabaseUrl', databaseUrl);

  return async () => {
    await Promise.all(
      children.map(
        (c) =>
          new Promise<void>((resolve) => {
            if (c.exitCode !== null) return resolve();
            const force = setTimeout(() => c.kill('SIGKILL'), 10_000);
            c.once('exit', () => {
              clearTimeout(force);
              resolve();
            });
            c.kill('SIGTERM');
          }),
      ),
    );
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    await dropDatabase(name);
  };
}
