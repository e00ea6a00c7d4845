import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION } from '@clinic/shared/messages';
import { PORTAL_MESSAGES } from '@clinic/shared/portal';
import { auditLog, documents, prescriptions } from '../../db/schema.ts';
import { startTestApp, type TestContext } from '../../../test/harness.ts';
import { tinyPdf } from '../../../test/pdf.ts';
import { addAppointment, ist, makePatient, signedInDoctor, withToken } from '../portal/testing.ts';
import { errorBody } from '../../../test/expect-error.ts';

let t: TestContext;
let doc: Awaited<ReturnType<typeof signedInDoctor>>;
let other: Awaited<ReturnType<typeof signedInDoctor>>;
let appointmentId: string;
let patientId: string;

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);

async function upload(
  token: string,
  id: string,
  file: Buffer | null,
  fields: Record<string, string> = { medication: 'Metformin 500 mg twice daily' },
  name = 'rx.pdf',
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([new Uint8Array(file)]), name);
  const req = new Request('http://x/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: `/api/appointments/${id}/prescriptions`,
    headers: { authorization: `Bearer ${token}`, 'content-type': req.headers.get('content-type')! },
    payload: Buffer.from(await req.arrayBuffer()),
  });
}

beforeAll(async () => {
  t = await startTestApp();
  doc = await signedInDoctor(t.app, t.database.db, { name: 'Dr. Nisha Pillai' });
  other = await signedInDoctor(t.app, t.database.db);
  patientId = (await makePatient(t.database.db, { name: 'Gopal Verma' })).id;
  appointmentId = (
    await addAppointment(t.database.db, {
      doctorId: doc.id,
      patientId,
      start: ist('2026-03-10 09:00'),
      status: 'Confirmed',
    })
  ).id;
});
afterAll(async () => t?.close());

describe('POST /appointments/:id/prescriptions', () => {
  it('stores a PDF, numbers it PRE-xxxx and serves it to its doctor only', async () => {
    const res = await upload(doc.token, appointmentId, tinyPdf('Rx'));
    expect(res.statusCode).toBe(201);
    const { prescription } = res.json();
    expect(prescription).toEqual({
      id: 'PRE-1001',
      doctor: 'Dr. Nisha Pillai',
      medication: 'Metformin 500 mg twice daily',
      date: '10 Mar 2026',
      url: expect.stringMatching(/^\/api\/documents\/[0-9a-f-]{36}$/),
    });
    const file = await t.app.inject({
      method: 'GET',
      url: prescription.url,
      headers: { authorization: `Bearer ${doc.token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const theirs = await t.app.inject({
      method: 'GET',
      url: prescription.url,
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(theirs.statusCode).toBe(404);
    const detail = (
      await withToken(t.app, doc.token).get(`/api/appointments/${appointmentId}`)
    ).json();
    expect(detail.prescriptions).toEqual([prescription]);
    expect(detail.documents).toEqual([]);
    const [row] = await t.database.db
      .select()
      .from(prescriptions)
      .where(eq(prescriptions.code, 'PRE-1001'));
    expect(row).toMatchObject({ doctorId: doc.id, patientId, appointmentId });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'add_prescription'));
    expect(audit[0]).toMatchObject({ actorId: doc.id, patientId, entityId: row!.id });
  });

  it('takes JPG and PNG by content and numbers on', async () => {
    const png = await upload(doc.token, appointmentId, PNG, undefined, 'scan.bin');
    expect(png.json().prescription.id).toBe('PRE-1002');
    const jpg = await upload(doc.token, appointmentId, JPG, undefined, 'photo');
    expect(jpg.json().prescription.id).toBe('PRE-1003');
    const stored = await t.database.db
      .select()
      .from(documents)
      .where(eq(documents.kind, 'prescription'));
    expect(stored.map((d) => d.mime).sort()).toEqual([
      'application/pdf',
      'image/jpeg',
      'image/png',
    ]);
  });

  it('refuses other types (415), more than 10 MB (413) and a missing medication or file (400)', async () => {
    const text = await upload(
      doc.token,
      appointmentId,
      Buffer.from('just text, named like a PDF'),
      undefined,
      'fake.pdf',
    );
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject(
      errorBody('UNSUPPORTED_MEDIA_TYPE', PORTAL_MESSAGES.prescriptionType),
    );
    const big = Buffer.concat([tinyPdf(), Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await upload(doc.token, appointmentId, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error).toBe(VALIDATION.fileTooLarge10mb);
    const justUnder = Buffer.concat([tinyPdf(), Buffer.alloc(10 * 1024 * 1024 - tinyPdf().length)]);
    expect((await upload(doc.token, appointmentId, justUnder)).statusCode).toBe(201);
    const noMedication = await upload(doc.token, appointmentId, tinyPdf(), {});
    expect(noMedication.json()).toMatchObject({
      error: PORTAL_MESSAGES.medicationRequired,
      field: 'medication',
    });
    const noFile = await upload(doc.token, appointmentId, null);
    expect(noFile.json()).toMatchObject({
      error: PORTAL_MESSAGES.prescriptionFileRequired,
      field: 'file',
    });
  });

  it("answers 404 on another doctor's appointment and stores nothing", async () => {
    const before = (await t.database.db.select().from(prescriptions)).length;
    const res = await upload(other.token, appointmentId, tinyPdf());
    expect(res.statusCode).toBe(404);
    expect(await t.database.db.select().from(prescriptions)).toHaveLength(before);
  });
});
