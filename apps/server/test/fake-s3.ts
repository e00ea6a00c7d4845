// A tiny S3-compatible server for tests: path-style PUT, GET, HEAD and DELETE
// of objects in the buckets it was started with, objects kept in memory.
// Enough for storage-s3.ts through the real AWS SDK, on localhost only.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3 {
  endpoint: string;
  /** bucket -> key -> bytes */
  objects: Map<string, Map<string, Buffer>>;
  /** Method and path of every request, in order. */
  requests: string[];
  close(): Promise<void>;
}

function xmlError(res: ServerResponse, status: number, code: string) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`,
  );
}

/** The payload of an aws-chunked body: `<hex size>;chunk-signature=...\r\n<bytes>\r\n` ... `0;...`. */
function decodeAwsChunked(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const eol = raw.indexOf('\r\n', at);
    if (eol < 0) break;
    const size = parseInt(raw.subarray(at, eol).toString().split(';')[0]!, 16);
    if (!size) break;
    parts.push(raw.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  const raw = Buffer.concat(parts);
  const chunked =
    (req.headers['content-encoding'] ?? '').includes('aws-chunked') ||
    String(req.headers['x-amz-content-sha256'] ?? '').startsWith('STREAMING-');
  return chunked ? decodeAwsChunked(raw) : raw;
}

export async function startFakeS3(buckets: string[]): Promise<FakeS3> {
  const objects = new Map(buckets.map((b) => [b, new Map<string, Buffer>()]));
  const requests: string[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      requests.push(`${req.method} ${url.pathname}`);
      if (!String(req.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256 ')) {
        return xmlError(res, 403, 'AccessDenied');
      }
      const [, bucketName = '', ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      const bucket = objects.get(bucketName);
      if (!bucket) return xmlError(res, 404, 'NoSuchBucket');
      const found = bucket.get(key);
      switch (req.method) {
        case 'PUT':
          bucket.set(key, await bodyOf(req));
          res.writeHead(200, { etag: '"fake"' });
          return res.end();
        case 'GET':
          if (!found) return xmlError(res, 404, 'NoSuchKey');
          res.writeHead(200, {
            'content-length': found.byteLength,
            'content-type': 'application/octet-stream',
          });
          return res.end(found);
        case 'HEAD':
          res.writeHead(found ? 200 : 404, found ? { 'content-length': found.byteLength } : {});
          return res.end();
        case 'DELETE':
          bucket.delete(key);
          res.writeHead(204);
          return res.end();
        default:
          return xmlError(res, 405, 'MethodNotAllowed');
      }
    })().catch((err: unknown) => {
      res.writeHead(500);
      res.end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
