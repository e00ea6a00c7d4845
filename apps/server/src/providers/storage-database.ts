// Uploaded files in the database (migration 0011_stored_files.sql), so every
// instance on one PostgreSQL reads what any of them wrote. A file is stored in
// one transaction (no reader sees half of it) as chunks of at most 256 KiB,
// and read back one chunk per query: a 10 MB file never comes back as one
// query answer or sits whole in memory on the way out.
//
// The store uses its own connection for each call. On PGlite (one connection)
// it must therefore not be called inside another open transaction; the
// server uses it only on PostgreSQL, where that is no concern.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { checkKey, MissingFileError, type FileStorage } from './storage.ts';

export const DEFAULT_CHUNK_BYTES = 256 * 1024;

interface FileRow {
  file_id: string;
  chunk_count: number;
}

/** node-postgres answers bytea as a Buffer, PGlite as a Uint8Array. */
function asBuffer(data: Uint8Array): Buffer {
  return Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
}

export function databaseStorage(
  database: Database,
  options: { chunkBytes?: number } = {},
): FileStorage {
  const chunkBytes = options.chunkBytes ?? DEFAULT_CHUNK_BYTES;

  async function find(key: string): Promise<FileRow> {
    const [row] = await database.rows<FileRow>(
      'select file_id, chunk_count from stored_files where key = $1',
      [checkKey(key)],
    );
    if (!row) throw new MissingFileError(key);
    return row;
  }

  // Chunks travel as base64 text: both drivers decode a bytea answer in
  // JavaScript, node-postgres about half as fast and PGlite ten times slower
  // than Buffer.from(base64) (measured in docs/decisions/010-shared-file-storage.md).
  async function chunk(key: string, fileId: string, n: number): Promise<Buffer> {
    const [row] = await database.rows<{ data: string }>(
      `select encode(data, 'base64') as data from stored_file_chunks where file_id = $1 and chunk_no = $2`,
      [fileId, n],
    );
    // Replaced or removed while being read: fail rather than mix two versions.
    if (!row) throw new MissingFileError(key);
    return Buffer.from(row.data, 'base64');
  }

  // node-postgres sends a Buffer as a binary parameter; PGlite encodes one
  // byte by byte, five times slower than a hex string decoded by the server.
  const bytea = (piece: Buffer) =>
    database.kind === 'pglite' ? sql`decode(${piece.toString('hex')}, 'hex')` : sql`${piece}`;

  async function* chunks(key: string): AsyncGenerator<Buffer> {
    const file = await find(key);
    for (let n = 0; n < file.chunk_count; n++) yield await chunk(key, file.file_id, n);
  }

  return {
    async put(key, bytes) {
      checkKey(key);
      const data = asBuffer(bytes);
      const count = Math.ceil(data.byteLength / chunkBytes);
      await database.transaction(async (tx) => {
        // A new version each time; the old one's chunks go with its row.
        const fileId = randomUUID();
        await tx.execute(sql`delete from stored_files where key = ${key}`);
        await tx.execute(
          sql`insert into stored_files (key, file_id, size_bytes, chunk_count)
              values (${key}, ${fileId}, ${data.byteLength}, ${count})`,
        );
        for (let n = 0; n < count; n++) {
          const piece = data.subarray(n * chunkBytes, (n + 1) * chunkBytes);
          await tx.execute(
            sql`insert into stored_file_chunks (file_id, chunk_no, data)
                values (${fileId}, ${n}, ${bytea(piece)})`,
          );
        }
      });
    },
    async read(key) {
      const parts: Buffer[] = [];
      for await (const part of chunks(key)) parts.push(part);
      return Buffer.concat(parts);
    },
    stream: (key) => Readable.from(chunks(checkKey(key)), { objectMode: false }),
    async exists(key) {
      const rows = await database.rows('select 1 from stored_files where key = $1', [
        checkKey(key),
      ]);
      return rows.length > 0;
    },
    async remove(key) {
      await database.rows('delete from stored_files where key = $1', [checkKey(key)]);
    },
  };
}
