// Which file store this deployment uses (docs/decisions/010-shared-file-storage.md):
// an S3-compatible bucket when S3_BUCKET is set; else, with DATABASE_URL, the
// database every instance shares; else the local disk under DATA_DIR/uploads,
// for the embedded database, which is one process anyway.
import path from 'node:path';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { databaseStorage } from './storage-database.ts';
import { s3Storage } from './storage-s3.ts';
import { localStorage, type FileStorage } from './storage.ts';

export type StoreKind = 's3' | 'database' | 'local';

type StorageConfig = Pick<
  Config,
  | 'DATA_DIR'
  | 'DATABASE_URL'
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

export function storeKind(config: StorageConfig): StoreKind {
  if (config.S3_BUCKET) return 's3';
  return config.DATABASE_URL ? 'database' : 'local';
}

/** Where the local disk store keeps files (and where files:move takes them from). */
export function localUploadsDir(config: Pick<Config, 'DATA_DIR'>): string {
  return path.join(config.DATA_DIR, 'uploads');
}

/** `database` is needed only for the database store (DATABASE_URL without S3_BUCKET). */
export function openFileStorage(config: StorageConfig, database?: Database): FileStorage {
  switch (storeKind(config)) {
    case 's3':
      return s3Storage({
        bucket: config.S3_BUCKET!,
        region: config.S3_REGION,
        endpoint: config.S3_ENDPOINT,
        credentials:
          config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
            ? {
                accessKeyId: config.S3_ACCESS_KEY_ID,
                secretAccessKey: config.S3_SECRET_ACCESS_KEY,
              }
            : undefined,
        forcePathStyle: config.S3_FORCE_PATH_STYLE === 'on',
      });
    case 'database':
      if (!database) throw new Error('the database file store needs the database');
      return databaseStorage(database);
    case 'local':
      return localStorage(localUploadsDir(config));
  }
}

/** For the start banner and the move command. */
export function describeStore(config: StorageConfig): string {
  switch (storeKind(config)) {
    case 's3':
      return `S3 bucket ${config.S3_BUCKET}${config.S3_ENDPOINT ? ` at ${config.S3_ENDPOINT}` : ''}`;
    case 'database':
      return 'the database (table stored_files)';
    case 'local':
      return `the local disk (${path.resolve(localUploadsDir(config))})`;
  }
}
