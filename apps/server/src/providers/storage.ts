// Files (PDFs, images) behind a small interface. Keys are generated
// server-side, never taken from a client's file name. Three stores keep the
// same contract (test: file-storage.api.test.ts): the local disk under
// DATA_DIR/uploads for the embedded default, and for many instances the
// database (storage-database.ts) or an S3-compatible bucket (storage-s3.ts);
// open-storage.ts picks one from the configuration.
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';

export interface FileStorage {
  /** Stores the whole file under `key` (replacing one there); readers never see half of it. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The whole file; rejects with a MissingFileError (code ENOENT) when there is none. */
  read(key: string): Promise<Buffer>;
  /**
   * The file as a stream, read piece by piece rather than whole; a missing
   * file makes the stream fail with a MissingFileError (code ENOENT).
   */
  stream(key: string): Readable;
  exists(key: string): Promise<boolean>;
  /** Removes the file; removing a missing file is no error. */
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-zA-Z0-9][a-zA-Z0-9/_.-]*$/;

/** Whether `key` may name a stored file: relative, no `..`, a closed set of characters. */
export function isSafeKey(key: string): boolean {
  return key.length <= 512 && SAFE_KEY.test(key) && !key.includes('..');
}

/** Throws unless `key` is a safe storage key (every store checks, so none can be tricked). */
export function checkKey(key: string): string {
  if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
  return key;
}

/** No file under the key (the other stores' answer); `code` is ENOENT as for a missing file on disk. */
export class MissingFileError extends Error {
  readonly code = 'ENOENT';
  constructor(readonly key: string) {
    super(`no stored file: ${key}`);
    this.name = 'MissingFileError';
  }
}

export function localStorage(root: string): FileStorage {
  const resolve = (key: string) => path.join(root, checkKey(key));
  return {
    async put(key, bytes) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside and renamed: a reader sees the old file or the new, never half.
      const temp = `${file}.${randomUUID()}.part`;
      try {
        await writeFile(temp, bytes);
        await rename(temp, file);
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
    },
    // A missing file fails with the file system's ENOENT, as the contract asks.
    read: (key) => readFile(resolve(key)),
    stream: (key) => createReadStream(resolve(key)),
    async exists(key) {
      const file = resolve(key);
      try {
        return (await stat(file)).isFile();
      } catch {
        return false;
      }
    },
    remove: (key) => rm(resolve(key), { force: true }),
  };
}
