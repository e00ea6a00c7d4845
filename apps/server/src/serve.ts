// One server process: opens the database, migrates and seeds (unless a cluster
// primary already did), serves the API and the web app, runs the background
// loops when asked, and closes cleanly on SIGTERM. main.ts decides how many.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { resolveJwtSecret, seedDemoDataEnabled, type Config } from './config.ts';
import { openDatabase, type Database, type DatabaseKind } from './db/client.ts';
import { maintainTables, startMaintenance } from './db/maintenance.ts';
import { migrate } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { systemClock } from './lib/clock.ts';
import { devSender, httpSender, type MessageSender } from './providers/messaging.ts';
import type { FileStorage } from './providers/storage.ts';
import { openFileStorage } from './providers/open-storage.ts';
import { simulatedGateway, type PaymentProvider } from './providers/payments.ts';
import { startDispatcher } from './modules/notifications/dispatcher.ts';
import { startExpirySweep } from './modules/appointments/expire.ts';
import { refundJob } from './modules/payments/refunds.ts';
import { waitlistJob } from './modules/waitlist/service.ts';
import type { Db } from './db/client.ts';
import type { FastifyBaseLogger } from 'fastify';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist/', import.meta.url));

export const DEMO_LOGINS = [
  { role: 'doctor', mobile: '9876543210', password: 'Demo@1234' },
  { role: 'admin', mobile: '9000000001', password: 'Admin@1234' },
] as const;

function senders(config: Config, db: Db, log: (m: string) => void) {
  const sms: MessageSender =
    config.SMS_PROVIDER === 'http'
      ? httpSender('sms', {
          url: config.SMS_GATEWAY_URL!,
          apiKey: config.SMS_API_KEY,
          from: config.SMS_SENDER_ID,
        })
      : devSender('sms', db, log);
  const email: MessageSender =
    config.EMAIL_PROVIDER === 'http'
      ? httpSender('email', {
          url: config.EMAIL_API_URL!,
          apiKey: config.EMAIL_API_KEY,
          from: config.EMAIL_FROM,
        })
      : devSender('email', db, log);
  return { sms, email };
}

/**
 * The loops that work the database rather than answer requests: the outbox
 * dispatcher (messages and refunds), the expiry sweep and table maintenance.
 * Each is safe with many instances; a cluster runs them in one worker.
 */
function startBackground(
  config: Config,
  database: Database,
  senders: { sms: MessageSender; email: MessageSender },
  payments: PaymentProvider,
  log: FastifyBaseLogger,
): () => void {
  const logTo = (m: string, err?: unknown) => (err ? log.error({ err }, m) : log.info(m));
  const stopDispatcher = startDispatcher(
    database,
    senders,
    systemClock,
    logTo,
    config.OUTBOX_INTERVAL_MS,
    { refund: refundJob(payments), waitlist: waitlistJob() },
    { leaseMs: config.OUTBOX_LEASE_MS },
  );
  const stopExpiry = startExpirySweep(database, systemClock, logTo, config.EXPIRY_SWEEP_MS);
  const stopMaintenance = startMaintenance(database, logTo);
  return () => {
    stopDispatcher();
    stopExpiry();
    stopMaintenance();
  };
}

export interface ServeOptions {
  /** Migrate and seed here: false in a cluster worker, whose primary did it once. */
  prepare: boolean;
  /** Run the dispatcher, expiry sweep and maintenance loops in this process. */
  background: boolean;
  /** Print the ready banner (one process of a cluster prints it). */
  banner: boolean;
}

/** The file store every process of this deployment reads and writes. */
export function openStorage(config: Config, database: Database): FileStorage {
  // S3 when S3_BUCKET is set, else the database with DATABASE_URL, else the local disk.
  return openFileStorage(config, database);
}

export function openConfiguredDatabase(config: Config): Promise<Database> {
  return openDatabase({
    url: config.DATABASE_URL,
    dataDir: path.join(config.DATA_DIR, 'pglite'),
  });
}

/**
 * Migrates, and seeds an empty database with the demo practice when enabled:
 * once per start, before any process serves (a cluster's primary does it).
 */
export async function prepareDatabase(
  config: Config,
  database: Database,
  storage: FileStorage,
): Promise<void> {
  const applied = await migrate(database);
  if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);

  let seeded = false;
  if (seedDemoDataEnabled(config)) {
    const seed = await seedIfEmpty(database, {
      now: systemClock.now(),
      storage,
      log: (m) => console.log(m),
    });
    if (seed.seeded) console.log(`Seeded the demo data in ${(seed.ms / 1000).toFixed(1)} s`);
    seeded = seed.seeded;
  }
  // PGlite has no autovacuum: the maintenance pass keeps its statistics and
  // visibility map current, first here (a fresh seed is vacuumed and analyzed
  // before the server listens, not under load), then every minute. After a
  // bulk seed PostgreSQL's own autovacuum would lag, so analyze at once.
  if (database.kind === 'pglite') await maintainTables(database);
  else if (seeded) await database.rows('analyze');
}

export async function serve(config: Config, options: ServeOptions) {
  const started = performance.now();
  const jwtSecret = resolveJwtSecret(config);
  const database = await openConfiguredDatabase(config);
  const storage = openStorage(config, database);
  if (options.prepare) await prepareDatabase(config, database, storage);

  const { sms, email } = senders(config, database.db, (m) => console.log(m));
  // The simulated gateway keeps its charges and refunds in the database, as a
  // remote one would: shared by all instances, kept across a crash (each key
  // takes effect once). It is never called from inside a transaction (the
  // booking charges between its hold and its completion; the refund job calls
  // before its own), so its writes never wait on the caller's locks, not even on
  // the embedded database's one connection.
  const payments = simulatedGateway(config.PAYMENT_PROCESSING_MS, database.db);
  const app = await buildApp({
    config,
    database,
    clock: systemClock,
    jwtSecret,
    sms,
    email,
    storage,
    payments,
    webDist: config.WEB_DIST ?? DEFAULT_WEB_DIST,
    logger: { level: config.LOG_LEVEL },
  });

  const stopBackground = options.background
    ? startBackground(config, database, { sms, email }, payments, app.log)
    : () => {};

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: closing`);
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      stopBackground();
      await app.close();
      await database.close();
      clearTimeout(force);
      process.exit(0);
    } catch (err) {
      console.error('shutdown failed', err);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // The doctor directory is read, and its cities sorted in every order,
  // before the port opens: the first searches do not wait for it (seconds
  // with 100,000 doctors).
  await app.directory.prepare();
  await app.listen({ port: config.PORT, host: config.HOST });
  if (!options.banner) return;
  printBanner(config, database.kind, started);
}

/** Where the server is, its database and the demo logins, once it listens. */
export function printBanner(config: Config, kind: DatabaseKind, started: number, detail = '') {
  const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  const url = `http://${shownHost}:${config.PORT}`;
  const db =
    kind === 'pglite'
      ? `embedded PostgreSQL (PGlite) in ${path.resolve(config.DATA_DIR)}`
      : 'PostgreSQL at DATABASE_URL';
  console.log(
    [
      '',
      `  Digital Clinic is running at ${url}`,
      `  API docs: ${url}/api/docs   database: ${db}`,
      '',
      '  Demo logins (mobile / password):',
      ...DEMO_LOGINS.map((l) => `    ${l.role.padEnd(7)} ${l.mobile} / ${l.password}`),
      `  Ready in ${((performance.now() - started) / 1000).toFixed(1)} s${detail}`,
      '',
    ].join('\n'),
  );
}
