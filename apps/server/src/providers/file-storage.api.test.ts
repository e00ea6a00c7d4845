// One contract for every file store (local disk, the database, an S3 bucket):
// write, read whole and streamed, replace, delete, a missing key, an unsafe
// key. Then what is particular to each: the database store streams chunk by
// chunk and never shows a half-written file; the S3 store signs its requests.
// Runs on PGlite and, with TEST_DB=postgres, on PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../db/client.ts';
import { loadConfig } from '../config.ts';
import { openTestDatabase } from '../../test/harness.ts';
import { startFakeS3, type FakeS3 } from '../../test/fake-s3.ts';
import { databaseStorage } from './storage-database.ts';
import { s3Storage } from './storage-s3.ts';
import { localStorage, type FileStorage } from './storage.ts';
import { openFileStorage, storeKind } from './open-storage.ts';

let database: Database;
let s3: FakeS3;
let dir: string;

beforeAll(async () => {
  database = await openTestDatabase();
  s3 = await startFakeS3(['clinic-files']);
  dir = mkdtempSync(path.join(os.tmpdir(), 'clinic-storage-'));
});
afterAll(async () => {
  await database?.close();
  await s3?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const s3Options = () => ({
  bucket: 'clinic-files',
  region: 'us-east-1',
  endpoint: s3.endpoint,
  credentials: { accessKeyId: 'test-key', secretAccessKey: 'test-secret' },
  forcePathStyle: true,
});

const stores: [string, () => FileStorage][] = [
  ['local disk', () => localStorage(dir)],
  ['database', () => databaseStorage(database)],
  ['database, 1 KiB chunks', () => databaseStorage(database, { chunkBytes: 1024 })],
  ['S3 bucket', () => s3Storage(s3Options())],
];

/** Deterministic, non-repeating bytes (a repeated pattern could hide a chunk out of order). */
function bytesOf(size: number, seed = 1): Buffer {
  const out = Buffer.alloc(size);
  let x = seed;
  for (let i = 0; i < size; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    out[i] = x >>> 24;
  }
  return out;
}

async function drain(stream: Readable): Promise<{ bytes: Buffer; pieces: number }> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return { bytes: Buffer.concat(parts), pieces: parts.length };
}

let n = 0;
const freshKey = (prefix = 'documents') => `${prefix}/${process.pid}-${++n}/file-${n}.pdf`;

describe.each(stores)('the %s store', (_name, open) => {
  it('reads back what was written, whole and streamed', async () => {
    const store = open();
    const key = freshKey();
    const bytes = bytesOf(700 * 1024 + 17);
    expect(await store.exists(key)).toBe(false);
    await store.put(key, bytes);
    expect(await store.exists(key)).toBe(true);
    expect((await store.read(key)).equals(bytes)).toBe(true);
    expect((await drain(store.stream(key))).bytes.equals(bytes)).toBe(true);
  });

  it('keeps an empty file and a one-byte file', async () => {
    const store = open();
    const empty = freshKey();
    const one = freshKey();
    await store.put(empty, new Uint8Array(0));
    await store.put(one, Uint8Array.of(42));
    expect(await store.exists(empty)).toBe(true);
    expect((await store.read(empty)).byteLength).toBe(0);
    expect((await drain(store.stream(empty))).bytes.byteLength).toBe(0);
    expect([...(await store.read(one))]).toEqual([42]);
  });

  it('a second put under the same key replaces the file', async () => {
    const store = open();
    const key = freshKey();
    await store.put(key, bytesOf(5000, 1));
    const second = bytesOf(3000, 2);
    await store.put(key, second);
    expect((await store.read(key)).equals(second)).toBe(true);
    expect((await drain(store.stream(key))).bytes.equals(second)).toBe(true);
  });

  it('remove deletes the file; removing it again is no error', async () => {
    const store = open();
    const key = freshKey();
    await store.put(key, bytesOf(100));
    await store.remove(key);
    expect(await store.exists(key)).toBe(false);
    await expect(store.read(key)).rejects.toMatchObject({ code: 'ENOENT' });
    await store.remove(key);
  });

  it('a missing key: exists is false, read and stream fail with ENOENT', async () => {
    const store = open();
    const key = freshKey('missing');
    expect(await store.exists(key)).toBe(false);
    await expect(store.read(key)).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(drain(store.stream(key))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses keys that could leave its space', async () => {
    const store = open();
    for (const key of ['../escape.pdf', '/etc/passwd', 'a/../../b', '', '.hidden']) {
      await expect(async () => store.put(key, bytesOf(10))).rejects.toThrow(/unsafe storage key/);
      await expect(async () => store.exists(key)).rejects.toThrow(/unsafe storage key/);
      expect(() => store.stream(key)).toThrow(/unsafe storage key/);
    }
  });

  it('files under different keys stay apart', async () => {
    const store = open();
    const keys = [freshKey(), freshKey('prescriptions'), freshKey('tickets')];
    await Promise.all(keys.map((k, i) => store.put(k, bytesOf(2000 + i, i + 10))));
    for (const [i, k] of keys.entries()) {
      expect((await store.read(k)).equals(bytesOf(2000 + i, i + 10))).toBe(true);
    }
  });
});

describe('the database store', () => {
  it('streams a file chunk by chunk, one query answer per chunk', async () => {
    const store = databaseStorage(database, { chunkBytes: 1024 });
    const key = freshKey();
    const bytes = bytesOf(5 * 1024 + 1);
    await store.put(key, bytes);
    const [row] = await database.rows<{ chunk_count: number; size_bytes: string }>(
      'select chunk_count, size_bytes from stored_files where key = $1',
      [key],
    );
    expect(row).toMatchObject({ chunk_count: 6 });
    expect(Number(row!.size_bytes)).toBe(bytes.byteLength);
    const { bytes: back, pieces } = await drain(store.stream(key));
    expect(pieces).toBe(6);
    expect(back.equals(bytes)).toBe(true);
  });

  it('stores a 10 MB file in 256 KiB chunks', async () => {
    const store = databaseStorage(database);
    const key = freshKey();
    const bytes = bytesOf(10 * 1024 * 1024);
    await store.put(key, bytes);
    const { bytes: back, pieces } = await drain(store.stream(key));
    expect(pieces).toBe(40);
    expect(back.equals(bytes)).toBe(true);
    const [max] = await database.rows<{ largest: number }>(
      `select max(octet_length(c.data)) as largest from stored_file_chunks c
         join stored_files f using (file_id) where f.key = $1`,
      [key],
    );
    expect(max!.largest).toBe(256 * 1024);
    await store.remove(key);
    const [left] = await database.rows<{ n: number }>(
      'select count(*)::int as n from stored_file_chunks c where not exists (select 1 from stored_files f where f.file_id = c.file_id)',
    );
    expect(left!.n).toBe(0);
  });

  it('a put that fails half-way leaves no file and no chunks, and the old version whole', async () => {
    const key = freshKey();
    const before = bytesOf(3000, 7);
    await databaseStorage(database, { chunkBytes: 1024 }).put(key, before);
    // The third statement of the write (the second chunk) fails.
    const failing: Database = {
      ...database,
      transaction: (fn) =>
        database.transaction((tx) => {
          let statements = 0;
          const proxy = new Proxy(tx, {
            get(target, prop, receiver) {
              if (prop !== 'execute') return Reflect.get(target, prop, receiver) as unknown;
              return (...args: Parameters<Db['execute']>) => {
                if (++statements === 4) throw new Error('connection lost');
                return target.execute(...args);
              };
            },
          });
          return fn(proxy);
        }),
    };
    await expect(
      databaseStorage(failing, { chunkBytes: 1024 }).put(key, bytesOf(4000, 8)),
    ).rejects.toThrow('connection lost');
    const store = databaseStorage(database, { chunkBytes: 1024 });
    expect((await store.read(key)).equals(before)).toBe(true);

    const fresh = freshKey();
    await expect(
      databaseStorage(failing, { chunkBytes: 1024 }).put(fresh, bytesOf(4000, 9)),
    ).rejects.toThrow('connection lost');
    expect(await store.exists(fresh)).toBe(false);
    const [orphans] = await database.rows<{ n: number }>(
      'select count(*)::int as n from stored_file_chunks c where not exists (select 1 from stored_files f where f.file_id = c.file_id)',
    );
    expect(orphans!.n).toBe(0);
  });

  it('a reader never mixes two versions: a file replaced mid-stream fails the stream', async () => {
    const store = databaseStorage(database, { chunkBytes: 1024 });
    const key = freshKey();
    await store.put(key, bytesOf(64 * 1024, 1));
    const reading = store.stream(key)[Symbol.asyncIterator]();
    const first = await reading.next();
    expect(first.done).toBe(false);
    await store.put(key, bytesOf(64 * 1024, 2));
    await expect(
      (async () => {
        for (let r = await reading.next(); !r.done; r = await reading.next());
      })(),
    ).rejects.toMatchObject({ code: 'ENOENT' });
    expect((await store.read(key)).equals(bytesOf(64 * 1024, 2))).toBe(true);
  });
});

describe('the S3 store', () => {
  it('signs every request and keeps the object in the bucket under its key', async () => {
    const store = s3Storage(s3Options());
    const key = freshKey();
    await store.put(key, bytesOf(1234));
    expect(s3.objects.get('clinic-files')!.get(key)!.equals(bytesOf(1234))).toBe(true);
    expect(s3.requests).toContain(`PUT /clinic-files/${key}`);
  });

  it('an unreachable store is an error, not a missing file', async () => {
    const store = s3Storage({ ...s3Options(), bucket: 'no-such-bucket' });
    await expect(store.put(freshKey(), bytesOf(10))).rejects.toThrow();
  });
});

describe('which store a configuration opens', () => {
  const env = (e: Record<string, string>) => loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, ...e });

  it('S3 when S3_BUCKET is set, else the database with DATABASE_URL, else the local disk', () => {
    const url = 'postgres://u@127.0.0.1:5432/x';
    expect(storeKind(env({}))).toBe('local');
    expect(storeKind(env({ DATABASE_URL: url }))).toBe('database');
    expect(storeKind(env({ DATABASE_URL: url, S3_BUCKET: 'clinic-files' }))).toBe('s3');
    expect(storeKind(env({ S3_BUCKET: 'clinic-files' }))).toBe('s3');
  });

  it('a store opened from S3_* settings writes to that bucket', async () => {
    const store = openFileStorage(
      env({
        S3_BUCKET: 'clinic-files',
        S3_ENDPOINT: s3.endpoint,
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        S3_FORCE_PATH_STYLE: 'on',
      }),
    );
    const key = freshKey();
    await store.put(key, bytesOf(99));
    expect(s3.objects.get('clinic-files')!.has(key)).toBe(true);
  });

  it('S3 keys must come in pairs; an endpoint needs a bucket', () => {
    expect(() => env({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => env({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET/);
  });
});
