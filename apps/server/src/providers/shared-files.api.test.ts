// Two instances on one database (issue 12, point 3): a file uploaded through
// one is read through the other, byte for byte, with the database store and
// with an S3 bucket; a file replaced through one answers 410 on the other.
// Each instance has its own DATA_DIR, so nothing can pass by the local disk.
// On PostgreSQL the second instance opens its own pool, as a second process would.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { fixedClock } from '../lib/clock.ts';
import { devSender } from './messaging.ts';
import { simulatedGateway } from './payments.ts';
import { databaseStorage } from './storage-database.ts';
import { s3Storage } from './storage-s3.ts';
import { localStorage, type FileStorage } from './storage.ts';
import { openTestDatabase, TEST_NOW } from '../../test/harness.ts';
import { adminUrl, testDbKind } from '../../test/db-kind.ts';
import { makeDoctor } from '../../test/factories.ts';
import { tinyPdf } from '../../test/pdf.ts';
import { startFakeS3, type FakeS3 } from '../../test/fake-s3.ts';

const clock = fixedClock(TEST_NOW);
const dirs: string[] = [];
const opened: { app: FastifyInstance; close?: () => Promise<void> }[] = [];

let first: Database;
let second: Database;
let s3: FakeS3;

async function instance(database: Database, storage: FileStorage): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-instance-'));
  dirs.push(dataDir);
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', RATE_LIMITS: 'off', DATA_DIR: dataDir }),
    database,
    clock,
    jwtSecret: 'test-secret-test-secret-test-secret-0123',
    sms: devSender('sms', database.db, () => {}),
    email: devSender('email', database.db, () => {}),
    storage,
    payments: simulatedGateway(0),
  });
  await app.ready();
  opened.push({ app });
  return app;
}

beforeAll(async () => {
  first = await openTestDatabase();
  if (testDbKind() === 'postgres') {
    const [{ name }] = (await first.rows<{ name: string }>(
      'select current_database() as name',
    )) as [{ name: string }];
    second = await openDatabase({ url: adminUrl(name), poolMax: 5 });
  } else {
    second = first; // PGlite is one process's database: both instances share it.
  }
  s3 = await startFakeS3(['clinic-files']);
});

afterAll(async () => {
  for (const { app } of opened) await app.close();
  if (second && second !== first) await second.close();
  await first?.close();
  await s3?.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A valid PDF of about `size` bytes: padding after %%EOF spans several 256 KiB chunks. */
function pdfOf(size: number, title: string): Buffer {
  const head = tinyPdf(title);
  const pad = Buffer.alloc(Math.max(0, size - head.byteLength));
  for (let i = 0; i < pad.length; i++) pad[i] = (i * 31 + title.length) % 251;
  return Buffer.concat([head, pad]);
}

function upload(app: FastifyInstance, token: string, bytes: Buffer) {
  const boundary = '----shared';
  return app.inject({
    method: 'POST',
    url: '/api/onboarding/documents/governmentId',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="id.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

const download = (app: FastifyInstance, id: string, token: string) =>
  app.inject({
    method: 'GET',
    url: `/api/documents/${id}`,
    headers: { authorization: `Bearer ${token}` },
  });

const stores: [string, (database: Database) => FileStorage][] = [
  ['the database', (database) => databaseStorage(database)],
  [
    'an S3 bucket',
    () =>
      s3Storage({
        bucket: 'clinic-files',
        region: 'us-east-1',
        endpoint: s3.endpoint,
        credentials: { accessKeyId: 'k', secretAccessKey: 's' },
        forcePathStyle: true,
      }),
  ],
];

describe.each(stores)('files in %s, two instances', (_name, storeOf) => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    a = await instance(first, storeOf(first));
    b = await instance(second, storeOf(second));
  });

  it('a file uploaded through one instance is read through the other, same bytes', async () => {
    const { user: doctor } = await makeDoctor(first.db);
    const token = await a.tokens.signAccess({ sub: doctor.id, role: 'doctor', tv: 0 }, clock.now());
    const bytes = pdfOf(900 * 1024, 'shared');
    const up = await upload(a, token, bytes);
    expect(up.statusCode).toBe(200);
    const id: string = up.json().document.id;

    const viaB = await download(b, id, token);
    expect(viaB.statusCode).toBe(200);
    expect(viaB.headers['content-type']).toBe('application/pdf');
    expect(viaB.rawPayload.equals(bytes)).toBe(true);
    expect((await download(a, id, token)).rawPayload.equals(bytes)).toBe(true);
  });

  it('a file replaced through the second instance is gone (410) on the first', async () => {
    const { user: doctor } = await makeDoctor(first.db);
    const token = await a.tokens.signAccess({ sub: doctor.id, role: 'doctor', tv: 0 }, clock.now());
    const old = await upload(a, token, pdfOf(2000, 'old'));
    expect(old.statusCode).toBe(200);
    const newer = pdfOf(3000, 'newer');
    const replaced = await upload(b, token, newer);
    expect(replaced.statusCode).toBe(200);

    const gone = await download(a, old.json().document.id, token);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ code: 'GONE' });
    const viaA = await download(a, replaced.json().document.id, token);
    expect(viaA.statusCode).toBe(200);
    expect(viaA.rawPayload.equals(newer)).toBe(true);
  });
});

describe("files on each instance's own disk (what the shared stores replace)", () => {
  it('a file uploaded through one instance answers 410 from the other', async () => {
    const disk = () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'clinic-disk-'));
      dirs.push(dir);
      return localStorage(dir);
    };
    const a = await instance(first, disk());
    const b = await instance(second, disk());
    const { user: doctor } = await makeDoctor(first.db);
    const token = await a.tokens.signAccess({ sub: doctor.id, role: 'doctor', tv: 0 }, clock.now());
    const up = await upload(a, token, pdfOf(2000, 'local'));
    expect(up.statusCode).toBe(200);
    expect((await download(b, up.json().document.id, token)).statusCode).toBe(410);
  });
});
