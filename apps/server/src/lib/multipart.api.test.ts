// Uploads over a real socket: an oversized upload is refused with 413 before
// its body has arrived, the client reads that answer, and the next request on
// the same keep-alive connection is answered too. Malformed multipart bodies
// are 400, never 500.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES } from '@clinic/shared/constants';
import { PORTAL_MESSAGES } from '@clinic/shared/portal';
import { SERVER_ERRORS } from '@clinic/shared/messages';
import { appointments } from '../db/schema.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { makeListedDoctor, makePatient } from '../../test/factories.ts';
import { tinyPdf } from '../../test/pdf.ts';

let t: TestContext;
let token = '';
let appointmentId = '';
let port = 0;

beforeAll(async () => {
  t = await startTestApp();
  const doctor = await makeListedDoctor(t.database.db);
  const patient = await makePatient(t.database.db);
  const [a] = await t.database.db
    .insert(appointments)
    .values({
      doctorId: doctor.user.id,
      clinicId: doctor.clinic.id,
      patientId: patient.id,
      mode: 'clinic',
      status: 'Confirmed',
      startAt: new Date('2026-03-11T05:30:00.000Z'),
      endAt: new Date('2026-03-11T06:00:00.000Z'),
    })
    .returning();
  appointmentId = a!.id;
  token = await t.app.tokens.signAccess(
    { sub: doctor.user.id, role: 'doctor', tv: 0 },
    t.clock.now(),
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => t?.close());

const BOUNDARY = '----keepalive';

/** One HTTP/1.1 answer read off a socket: status, headers and a Content-Length body. */
function readResponse(
  socket: net.Socket,
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    let buf = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      buf = Buffer.concat([buf, chunk]);
      const end = buf.indexOf('\r\n\r\n');
      if (end < 0) return;
      const [statusLine, ...lines] = buf.subarray(0, end).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [
          l.slice(0, l.indexOf(':')).toLowerCase(),
          l.slice(l.indexOf(':') + 1).trim(),
        ]),
      );
      const length = Number(headers['content-length'] ?? 0);
      if (buf.length < end + 4 + length) return;
      cleanup();
      resolve({
        status: Number(statusLine!.split(' ')[1]),
        headers,
        body: buf.subarray(end + 4, end + 4 + length).toString('utf8'),
      });
    };
    const onClose = () => {
      cleanup();
      reject(
        new Error(
          `connection closed before an answer; got: ${buf.toString('latin1').slice(0, 200)}`,
        ),
      );
    };
    const cleanup = () => {
      socket.off('data', onData);
      socket.off('close', onClose);
    };
    socket.on('data', onData);
    socket.on('close', onClose);
  });
}

function requestHead(
  method: string,
  path: string,
  headers: Record<string, string | number>,
): string {
  return [
    `${method} ${path} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    'Connection: keep-alive',
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    '',
    '',
  ].join('\r\n');
}

describe('an oversized upload on a keep-alive connection', () => {
  it('gets 413, and the next request on the same connection is answered', async () => {
    const socket = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    try {
      const head = Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="medication"\r\n\r\nParacetamol\r\n` +
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
      );
      const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
      const filler = Buffer.alloc(ATTACHMENT_MAX_BYTES * 6, 0x41);
      const body = Buffer.concat([head, filler, tail]);
      const first = readResponse(socket);
      socket.write(
        requestHead('POST', `/api/appointments/${appointmentId}/prescriptions`, {
          Authorization: `Bearer ${token}`,
          'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
          'Content-Length': body.length,
        }),
      );
      socket.write(body);
      const answer = await first;
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        error: PORTAL_MESSAGES.prescriptionTooLarge,
      });

      const second = readResponse(socket);
      socket.write(requestHead('GET', '/api/healthz', {}));
      const next = await second;
      expect(next.status).toBe(200);
      expect(JSON.parse(next.body)).toMatchObject({ status: 'ok' });
    } finally {
      socket.destroy();
    }
  });
});

describe('an upload refused at its first part on a keep-alive connection', () => {
  it('gets 400, and the next request on the same connection is answered', async () => {
    const socket = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    try {
      const body = Buffer.concat([
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="medication"\r\n\r\nPara\u0000cetamol\r\n`,
        ),
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="rx.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
        ),
        Buffer.alloc(8 * 1024 * 1024, 0x41),
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ]);
      const first = readResponse(socket);
      socket.write(
        requestHead('POST', `/api/appointments/${appointmentId}/prescriptions`, {
          Authorization: `Bearer ${token}`,
          'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
          'Content-Length': body.length,
        }),
      );
      socket.write(body);
      const answer = await first;
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({
        error: SERVER_ERRORS.invalidCharacters,
        field: 'medication',
      });
      const second = readResponse(socket);
      socket.write(requestHead('GET', '/api/healthz', {}));
      expect((await second).status).toBe(200);
    } finally {
      socket.destroy();
    }
  });
});

describe('an oversized JSON body on a keep-alive connection', () => {
  it('gets 413, and the next request on the same connection is answered', async () => {
    const socket = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    try {
      const body = Buffer.from(JSON.stringify({ notes: 'x'.repeat(3 * 1024 * 1024) }));
      const first = readResponse(socket);
      socket.write(
        requestHead('POST', `/api/appointments/${appointmentId}/notes`, {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          'Content-Length': body.length,
        }),
      );
      socket.write(body);
      const answer = await first;
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body).code).toBe('PAYLOAD_TOO_LARGE');
      const second = readResponse(socket);
      socket.write(requestHead('GET', '/api/healthz', {}));
      expect((await second).status).toBe(200);
    } finally {
      socket.destroy();
    }
  });
});

describe('malformed multipart', () => {
  const good = () =>
    Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="medication"\r\n\r\nParacetamol\r\n`,
      ),
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="rx.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      tinyPdf('rx'),
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
  const send = (payload: Buffer, contentType: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/appointments/${appointmentId}/prescriptions`,
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      payload,
    });

  it('without a boundary is 400', async () => {
    const res = await send(good(), 'multipart/form-data');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: SERVER_ERRORS.malformedUpload,
    });
  });

  it('cut off in the middle of the file is 400', async () => {
    const body = good();
    const res = await send(
      body.subarray(0, body.length - 200),
      `multipart/form-data; boundary=${BOUNDARY}`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it('with a NUL byte in a text part or a file name is 400', async () => {
    const nulField = Buffer.from(
      good().toString('latin1').replace('Paracetamol', 'Para\u0000cetamol'),
      'latin1',
    );
    const res = await send(nulField, `multipart/form-data; boundary=${BOUNDARY}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: SERVER_ERRORS.invalidCharacters,
      field: 'medication',
    });
    const nulName = Buffer.from(
      good().toString('latin1').replace('rx.pdf', 'r\u0000x.pdf'),
      'latin1',
    );
    const res2 = await send(nulName, `multipart/form-data; boundary=${BOUNDARY}`);
    expect(res2.statusCode).toBe(400);
    expect(res2.json()).toMatchObject({ error: SERVER_ERRORS.invalidCharacters, field: 'file' });
  });
});
