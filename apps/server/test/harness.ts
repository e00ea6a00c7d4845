// Builds the app on a fresh copy of the migrated template database, with a
// frozen clock and dev messaging. Every test file gets its own database, so no
// test depends on another's leftovers.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { fixedClock } from '../src/lib/clock.ts';
import { devSender } from '../src/providers/messaging.ts';
import { localStorage } from '../src/providers/storage.ts';
import { simulatedGateway } from '../src/providers/payments.ts';
import { adminUrl, dropDatabase, testDbKind } from './db-kind.ts';

export const TEST_NOW = new Date('2026-03-10T04:30:00.000Z'); // 10:00 in Asia/Kolkata

/**
 * On PostgreSQL, every change notice of the tests' databases arrives this much
 * later (TEST_NOTICE_DELAY_MS; the test script sets it): a test that writes
 * straight to the database and reads through the API before its notice was
 * heard (app.changes.caughtUp()) then fails every run, not now and then.
 */
const noticeDelayMs = Number(process.env.TEST_NOTICE_DELAY_MS ?? 0);

/** The URL each PostgreSQL test database was opened with, for a second instance. */
const urls = new WeakMap<Database, string>();

export async function openTestDatabase(): Promise<Database> {
  if (testDbKind() === 'postgres') {
    const name = `clinic_t_${randomBytes(5).toString('hex')}`;
    const admin = await openDatabase({ url: adminUrl(), poolMax: 1 });
    try {
      await admin.rows(`create database ${name} template ${inject('pgTemplate')}`);
    } finally {
      await admin.close();
    }
    const database = await openDatabase({ url: adminUrl(name), poolMax: 20, noticeDelayMs });
    urls.set(database, adminUrl(name));
    const close = database.close;
    database.close = async () => {
      await close();
      await dropDatabase(name);
    };
    return database;
  }
  const tar = readFileSync(inject('pgliteTemplate'));
  return openDatabase({ loadDataDir: new Blob([tar]) });
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  clock: ReturnType<typeof fixedClock>;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

export async function startTestApp(
  overrides: { env?: Record<string, string>; now?: Date; webDist?: string; ssrDist?: string } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    RATE_LIMITS: 'off',
    DATA_DIR: dataDir,
    ...overrides.env,
  });
  const database = await openTestDatabase();
  const clock = fixedClock(overrides.now ?? TEST_NOW);
  const app = await buildApp({
    config,
    database,
    clock,
    jwtSecret: 'test-secret-test-secret-test-secret-0123',
    sms: devSender('sms', database.db, () => {}),
    email: devSender('email', database.db, () => {}),
    storage: localStorage(path.join(dataDir, 'uploads')),
    payments: simulatedGateway(0),
    webDist: overrides.webDist,
    ssrDist: overrides.ssrDist,
  });
  await app.ready();
  return {
    app,
    database,
    clock,
    config,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface SecondInstance {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * Another instance of the server on the database of `t`, as a second process
 * behind a load balancer would be: on PostgreSQL with its own pool and its own
 * listening connection; on PGlite (one process by nature) the same database.
 * Same secret, clock and upload folder; its own caches and memory.
 */
export async function startSecondInstance(t: TestContext): Promise<SecondInstance> {
  const url = urls.get(t.database);
  const database = url ? await openDatabase({ url, poolMax: 10, noticeDelayMs }) : t.database;
  const app = await buildApp({
    ...t.app.deps,
    database,
    sms: devSender('sms', database.db, () => {}),
    email: devSender('email', database.db, () => {}),
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      if (database !== t.database) await database.close();
    },
  };
}
