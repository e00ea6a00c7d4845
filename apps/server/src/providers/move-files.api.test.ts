// npm run files:move: the local disk's files into the configured store,
// idempotent (a second run copies nothing) and resumable (a run that failed
// half-way is finished by the next), local copies deleted only on request
// and only once the store's copy reads back equal.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { openTestDatabase } from '../../test/harness.ts';
import { startFakeS3, type FakeS3 } from '../../test/fake-s3.ts';
import { moveLocalFiles } from './move-files.ts';
import { databaseStorage } from './storage-database.ts';
import type { FileStorage } from './storage.ts';

const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url));

let database: Database;
let s3: FakeS3;
const dirs: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  s3 = await startFakeS3(['moved-files']);
});
afterAll(async () => {
  await database?.close();
  await s3?.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** DATA_DIR with uploads/ holding three files, a half-written .part and a stray dot file. */
function dataDirWithUploads(tag: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-move-'));
  dirs.push(dataDir);
  const uploads = path.join(dataDir, 'uploads');
  const files: Record<string, Buffer> = {
    [`documents/${tag}/governmentId-1.pdf`]: Buffer.from(`%PDF-1.4 id ${tag}`),
    [`prescriptions/${tag}/rx-2.pdf`]: Buffer.from(`%PDF-1.4 rx ${tag}`),
    [`tickets/${tag}/shot.png`]: Buffer.alloc(70_000, 9),
  };
  for (const [key, bytes] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(uploads, key)), { recursive: true });
    writeFileSync(path.join(uploads, key), bytes);
  }
  writeFileSync(path.join(uploads, `documents/${tag}/governmentId-1.pdf.abc.part`), 'half');
  writeFileSync(path.join(uploads, '.DS_Store'), 'x');
  return { dataDir, uploads, files };
}

/** A store whose put fails on the given call (1-based), as a connection lost mid-run. */
function failingOn(call: number, store: FileStorage): FileStorage {
  let puts = 0;
  return {
    ...store,
    put: async (key, bytes) => {
      if (++puts === call) throw new Error('connection lost');
      return store.put(key, bytes);
    },
  };
}

describe('moving the local files into the database store', () => {
  it('copies every file once; a second run finds them present', async () => {
    const { uploads, files } = dataDirWithUploads('once');
    const store = databaseStorage(database);
    const counts = await moveLocalFiles(uploads, store);
    expect(counts).toEqual({ found: 5, copied: 3, present: 0, ignored: 2, failed: 0, deleted: 0 });
    for (const [key, bytes] of Object.entries(files)) {
      expect((await store.read(key)).equals(bytes)).toBe(true);
      expect(existsSync(path.join(uploads, key))).toBe(true);
    }
    expect(await moveLocalFiles(uploads, store)).toMatchObject({ copied: 0, present: 3 });
  });

  it('resumes: a run that failed on one file is finished by the next', async () => {
    const { uploads, files } = dataDirWithUploads('resume');
    const store = databaseStorage(database);
    const lines: string[] = [];
    const broken = await moveLocalFiles(uploads, failingOn(2, store), {
      log: (l) => lines.push(l),
    });
    expect(broken).toMatchObject({ copied: 2, failed: 1 });
    expect(lines.some((l) => l.startsWith('failed: ') && l.includes('connection lost'))).toBe(true);
    expect(await moveLocalFiles(uploads, store)).toMatchObject({
      copied: 1,
      present: 2,
      failed: 0,
    });
    for (const [key, bytes] of Object.entries(files)) {
      expect((await store.read(key)).equals(bytes)).toBe(true);
    }
  });

  it('deletes the local copies only when asked, after reading the stored copy back', async () => {
    const { uploads, files } = dataDirWithUploads('delete');
    const store = databaseStorage(database);
    // One key already in the store with other bytes: its local file must stay.
    const [clash] = Object.keys(files);
    await store.put(clash!, Buffer.from('something else'));
    const counts = await moveLocalFiles(uploads, store, { deleteLocal: true });
    expect(counts).toMatchObject({ copied: 2, present: 1, failed: 1, deleted: 2 });
    expect(existsSync(path.join(uploads, clash!))).toBe(true);
    for (const key of Object.keys(files).filter((k) => k !== clash)) {
      expect(existsSync(path.join(uploads, key))).toBe(false);
      expect((await store.read(key)).equals(files[key]!)).toBe(true);
    }
  });

  it('an absent uploads folder is nothing to move', async () => {
    const missing = path.join(os.tmpdir(), `clinic-no-uploads-${process.pid}`);
    expect(await moveLocalFiles(missing, databaseStorage(database))).toMatchObject({ found: 0 });
  });
});

describe('npm run files:move', () => {
  const run = (env: Record<string, string>, args: string[] = []) =>
    promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/providers/move-files-cli.ts', ...args],
      {
        cwd: SERVER_DIR,
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'test',
          AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
          ...env,
        },
      },
    );

  it('moves DATA_DIR/uploads into the S3 bucket and prints the counts; again, nothing to copy', async () => {
    const { dataDir, files } = dataDirWithUploads('cli');
    const env = {
      DATA_DIR: dataDir,
      S3_BUCKET: 'moved-files',
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      S3_FORCE_PATH_STYLE: 'on',
    };
    const first = await run(env);
    expect(first.stdout).toMatch(/copied\s+3/);
    expect(first.stdout).toMatch(/ignored\s+2/);
    for (const [key, bytes] of Object.entries(files)) {
      expect(s3.objects.get('moved-files')!.get(key)?.equals(bytes)).toBe(true);
    }
    const second = await run(env);
    expect(second.stdout).toMatch(/copied\s+0/);
    expect(second.stdout).toMatch(/present\s+3/);
  });

  it('refuses when the configured store is the local disk itself', async () => {
    const { dataDir } = dataDirWithUploads('local');
    await expect(run({ DATA_DIR: dataDir })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/local disk already/),
    });
  });
});
