// Uploaded files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2...)
// through the official AWS SDK, so every instance reads what any of them
// wrote. One PUT per file: the object appears whole or not at all.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { checkKey, MissingFileError, type FileStorage } from './storage.ts';

export interface S3Options {
  bucket: string;
  region: string;
  /** Unset: AWS itself. */
  endpoint?: string;
  /** Unset: the SDK's default chain (AWS_* variables, instance role...). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Bucket in the path rather than the host name: MinIO and most self-hosted stores. */
  forcePathStyle?: boolean;
}

function notFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

export function s3Client(options: S3Options): S3Client {
  return new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    forcePathStyle: options.forcePathStyle ?? false,
    // Checksums only where S3 requires them: several S3-compatible stores
    // refuse the SDK's newer default trailing checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export function s3Storage(options: S3Options, client: S3Client = s3Client(options)): FileStorage {
  const Bucket = options.bucket;

  async function body(key: string): Promise<Readable> {
    try {
      const res = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      if (!res.Body) throw new MissingFileError(key);
      return res.Body as Readable;
    } catch (err) {
      if (notFound(err)) throw new MissingFileError(key);
      throw err;
    }
  }

  async function* pieces(key: string): AsyncGenerator<Buffer> {
    for await (const piece of await body(key)) yield piece as Buffer;
  }

  return {
    async put(key, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkKey(key),
          Body: bytes,
          ContentLength: bytes.byteLength,
        }),
      );
    },
    async read(key) {
      const parts: Buffer[] = [];
      for await (const part of pieces(checkKey(key))) parts.push(part);
      return Buffer.concat(parts);
    },
    // The object's body is the HTTP answer itself: piped on, never held whole.
    stream: (key) => Readable.from(pieces(checkKey(key)), { objectMode: false }),
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: checkKey(key) }));
        return true;
      } catch (err) {
        if (notFound(err)) return false;
        throw err;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
  };
}
