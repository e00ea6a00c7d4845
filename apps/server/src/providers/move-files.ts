// Moves the files of the local disk store (DATA_DIR/uploads) into another
// store: the database or an S3 bucket, when a deployment grows from one
// process to many. Idempotent and resumable: a key the store already holds is
// skipped, so a run stopped half-way is finished by running it again. Local
// files stay unless asked to delete them, and then only once the store's copy
// has been read back equal.
import { readFile, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { isSafeKey, type FileStorage } from './storage.ts';

export interface MoveCounts {
  /** Files found under the folder. */
  found: number;
  /** Written to the store by this run. */
  copied: number;
  /** Already in the store (an earlier run, or written there directly). */
  present: number;
  /** Not a storage key (a half-written `.part`, a stray file): left alone. */
  ignored: number;
  /** Could not be written or checked; running again retries them. */
  failed: number;
  /** Local copies deleted (only with deleteLocal). */
  deleted: number;
}

export interface MoveOptions {
  deleteLocal?: boolean;
  log?: (line: string) => void;
}

async function keysUnder(root: string): Promise<string[]> {
  let entries: string[];
  try {
    entries = await readdir(root, { recursive: true });
  } catch (err) {
    if ((err as { code?: string }).code === 'ENOENT') return [];
    throw err;
  }
  const keys: string[] = [];
  for (const entry of entries) {
    if ((await stat(path.join(root, entry))).isFile()) keys.push(entry.split(path.sep).join('/'));
  }
  return keys.sort();
}

export async function moveLocalFiles(
  root: string,
  to: FileStorage,
  options: MoveOptions = {},
): Promise<MoveCounts> {
  const log = options.log ?? (() => {});
  const counts: MoveCounts = { found: 0, copied: 0, present: 0, ignored: 0, failed: 0, deleted: 0 };
  for (const key of await keysUnder(root)) {
    counts.found++;
    if (!isSafeKey(key) || key.endsWith('.part')) {
      counts.ignored++;
      log(`ignored (not a storage key): ${key}`);
      continue;
    }
    const file = path.join(root, key);
    try {
      const bytes = await readFile(file);
      if (await to.exists(key)) {
        counts.present++;
      } else {
        await to.put(key, bytes);
        counts.copied++;
      }
      if (options.deleteLocal) {
        const stored = await to.read(key);
        if (!stored.equals(bytes)) {
          throw new Error('the stored copy differs from the local file; local file kept');
        }
        await rm(file);
        counts.deleted++;
      }
    } catch (err) {
      counts.failed++;
      log(`failed: ${key}: ${(err as Error).message}`);
    }
  }
  return counts;
}
