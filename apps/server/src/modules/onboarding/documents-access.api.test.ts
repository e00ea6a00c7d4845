// Least privilege for files, and the upload quota (issue 9): an admin opens
// doctors' verification documents but never a patient's record; a replaced
// document's file is deleted; a doctor's stored files have a quota.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPOINTMENT_UPLOAD_MAX_BYTES,
  APPOINTMENT_UPLOAD_MAX_FILES,
  DOCTOR_UPLOAD_MAX_BYTES,
  DOCTOR_UPLOAD_MAX_FILES,
} from '@clinic/shared/constants';
import { SERVER_ERRORS } from '@clinic/shared/messages';
import { documents, users } from '../../db/schema.ts';
import { startTestApp, type TestContext } from '../../../test/harness.ts';
import { makeDoctor, makePatient } from '../../../test/factories.ts';
import { tinyPdf } from '../../../test/pdf.ts';
import { errorBody } from '../../../test/expect-error.ts';
import { assertUploadQuota } from '../../lib/upload-quota.ts';
import { AppError } from '../../errors.ts';
import { addAppointment } from '../portal/testing.ts';

let t: TestContext;

async function tokenOf(id: string, role: 'doctor' | 'admin') {
  return t.app.tokens.signAccess({ sub: id, role, tv: 0 }, t.clock.now());
}

async function storedDocument(
  ownerId: string,
  kind: typeof documents.$inferInsert.kind,
  patientId: string | null = null,
) {
  const key = `documents/${ownerId}/${kind}-${Math.random().toString(36).slice(2)}.pdf`;
  await t.app.deps.storage.put(key, tinyPdf(kind));
  const [doc] = await t.database.db
    .insert(documents)
    .values({
      ownerId,
      kind,
      patientId,
      storageKey: key,
      originalName: `${kind}.pdf`,
      sizeBytes: 300,
      mime: 'application/pdf',
    })
    .returning();
  return doc!;
}

const open = (id: string, token: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/documents/${id}`,
    headers: { authorization: `Bearer ${token}` },
  });

function upload(kind: string, token: string, bytes = tinyPdf(kind)) {
  const boundary = '----quota';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${kind}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/onboarding/documents/${kind}`,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
}

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe('who opens a document', () => {
  it("admin: a doctor's verification documents yes; prescriptions and lab reports no (403); the treating doctor yes; another doctor 404", async () => {
    const { user: doctor } = await makeDoctor(t.database.db);
    const { user: other } = await makeDoctor(t.database.db);
    const [admin] = await t.database.db
      .insert(users)
      .values({ role: 'admin', name: 'Admin', phone: '+919000000001' })
      .returning();
    const patient = await makePatient(t.database.db);
    const verification = await storedDocument(doctor.id, 'governmentId');
    const prescription = await storedDocument(doctor.id, 'prescription', patient.id);
    const labReport = await storedDocument(doctor.id, 'labReport', patient.id);
    const adminToken = await tokenOf(admin!.id, 'admin');
    const doctorToken = await tokenOf(doctor.id, 'doctor');
    const otherToken = await tokenOf(other.id, 'doctor');

    const ok = await open(verification.id, adminToken);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('application/pdf');
    for (const record of [prescription, labReport]) {
      const refused = await open(record.id, adminToken);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'FORBIDDEN',
        error: SERVER_ERRORS.patientDocumentTreatingDoctorOnly,
      });
      expect((await open(record.id, doctorToken)).statusCode).toBe(200);
      expect((await open(record.id, otherToken)).statusCode).toBe(404);
    }
    expect((await open(verification.id, otherToken)).statusCode).toBe(404);
  });
});

describe('uploads', () => {
  it('a replaced document file is deleted from storage; the old row stays and answers 410', async () => {
    const { user: doctor } = await makeDoctor(t.database.db);
    const token = await tokenOf(doctor.id, 'doctor');
    const first = await upload('governmentId', token);
    expect(first.statusCode).toBe(200);
    const firstId: string = first.json().document.id;
    const [firstRow] = await t.database.rows<{ storage_key: string }>(
      'select storage_key from documents where id = $1',
      [firstId],
    );
    expect(await t.app.deps.storage.exists(firstRow!.storage_key)).toBe(true);
    const second = await upload('governmentId', token);
    expect(second.statusCode).toBe(200);
    expect(await t.app.deps.storage.exists(firstRow!.storage_key)).toBe(false);
    expect((await open(firstId, token)).statusCode).toBe(410);
    expect((await open(second.json().document.id, token)).statusCode).toBe(200);
  });

  it(`refuses files past the quota (${DOCTOR_UPLOAD_MAX_FILES} files) with 409 and a clear message`, async () => {
    const { user: doctor } = await makeDoctor(t.database.db);
    const token = await tokenOf(doctor.id, 'doctor');
    const patient = await makePatient(t.database.db);
    const file = (i: number, kind: 'prescription' | 'clinicDocument') => ({
      ownerId: doctor.id,
      ...(kind === 'prescription' ? { patientId: patient.id } : {}),
      kind,
      storageKey: `${kind}/${doctor.id}/${i}.pdf`,
      originalName: `${i}.pdf`,
      sizeBytes: 1000,
      mime: 'application/pdf',
    });
    // Prescriptions belong to the visits and have a quota per appointment:
    // however many a busy practice keeps, they leave the doctor's own budget alone.
    await t.database.db
      .insert(documents)
      .values(
        Array.from({ length: DOCTOR_UPLOAD_MAX_FILES + 5 }, (_, i) => file(i, 'prescription')),
      );
    expect((await upload('clinicDocument', token)).statusCode).toBe(200);
    await t.database.db
      .insert(documents)
      .values(
        Array.from({ length: DOCTOR_UPLOAD_MAX_FILES - 1 }, (_, i) => file(i, 'clinicDocument')),
      );
    const refused = await upload('degreeCertificate', token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject(errorBody('UPLOAD_QUOTA_EXCEEDED'));
    expect(refused.json().error).toBe(
      SERVER_ERRORS.uploadQuota(DOCTOR_UPLOAD_MAX_FILES, DOCTOR_UPLOAD_MAX_BYTES / 1024 / 1024),
    );
    const rows = await t.database.rows(
      'select 1 from documents where owner_id = $1 and kind = $2',
      [doctor.id, 'degreeCertificate'],
    );
    expect(rows).toHaveLength(0);
  });

  it('refuses bytes past the quota, and a replacement counts only what it adds', async () => {
    const { user: doctor } = await makeDoctor(t.database.db);
    const token = await tokenOf(doctor.id, 'doctor');
    expect((await upload('bankInfo', token)).statusCode).toBe(200);
    const [used] = await t.database.rows<{ n: number }>(
      'select coalesce(sum(size_bytes), 0)::int as n from documents where owner_id = $1',
      [doctor.id],
    );
    const pdf = tinyPdf('x');
    // Fill the budget to just under one more tiny PDF.
    await t.database.db.insert(documents).values({
      ownerId: doctor.id,
      kind: 'clinicDocument',
      storageKey: `documents/${doctor.id}/big.pdf`,
      originalName: 'big.pdf',
      sizeBytes: DOCTOR_UPLOAD_MAX_BYTES - Number(used!.n) - pdf.length + 1,
      mime: 'application/pdf',
    });
    const refused = await upload('medicalRegistration', token, pdf);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('UPLOAD_QUOTA_EXCEEDED');
    // Replacing the bank document frees its own bytes first.
    expect((await upload('bankInfo', token, pdf)).statusCode).toBe(200);
  });

  it(`keeps one appointment's files to ${APPOINTMENT_UPLOAD_MAX_FILES}, whatever the doctor holds elsewhere`, async () => {
    const { user: doctor } = await makeDoctor(t.database.db);
    const patient = await makePatient(t.database.db);
    const visit = await addAppointment(t.database.db, {
      doctorId: doctor.id,
      patientId: patient.id,
      start: '2026-03-11T05:30:00.000Z',
    });
    const other = await addAppointment(t.database.db, {
      doctorId: doctor.id,
      patientId: patient.id,
      start: '2026-03-12T05:30:00.000Z',
    });
    const one = { addFiles: 1, addBytes: 1000 };
    await t.database.db.insert(documents).values(
      Array.from({ length: APPOINTMENT_UPLOAD_MAX_FILES }, (_, i) => ({
        ownerId: doctor.id,
        patientId: patient.id,
        appointmentId: visit.id,
        kind: 'prescription' as const,
        storageKey: `prescriptions/${doctor.id}/${i}.pdf`,
        originalName: `${i}.pdf`,
        sizeBytes: 1000,
        mime: 'application/pdf',
      })),
    );
    const refused = await assertUploadQuota(t.database.db, { appointmentId: visit.id }, one).catch(
      (err: AppError) => err,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).toBody()).toMatchObject(
      errorBody(
        'UPLOAD_QUOTA_EXCEEDED',
        SERVER_ERRORS.uploadQuota(
          APPOINTMENT_UPLOAD_MAX_FILES,
          APPOINTMENT_UPLOAD_MAX_BYTES / 1024 / 1024,
        ),
      ),
    );
    await expect(
      assertUploadQuota(t.database.db, { appointmentId: other.id }, one),
    ).resolves.toBeUndefined();
    await expect(
      assertUploadQuota(t.database.db, { ownerId: doctor.id }, one),
    ).resolves.toBeUndefined();
  });
});
