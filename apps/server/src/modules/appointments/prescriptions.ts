// Attach Prescription: a JPG, PNG or PDF (decided by its first bytes, never by
// its name), at most 10 MB, kept in file storage as a document of the doctor
// (served by GET /api/documents/:id to its owner) with a prescriptions row
// numbered PRE-<4 or more digits>, unique across the product.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_TEXTS } from '@clinic/shared/api-texts';
import { PORTAL_MESSAGES } from '@clinic/shared/portal';
import { documents } from '../../db/schema.ts';
import { badRequest, templatedError, unsupportedMediaType } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { EXTENSION, sniffType } from '../../lib/file-types.ts';
import { assertUploadQuota } from '../../lib/upload-quota.ts';
import type { Db } from '../../db/client.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import { dayText } from './detail.ts';
import { practiceOf } from './practice.ts';
import { ownedAppointment } from './service.ts';
import { invalidTransition } from './transitions.ts';

const FIRST_CODE = 1001;

export async function addPrescription(
  app: FastifyInstance,
  request: FastifyRequest,
  doctorId: string,
  rawRef: string,
  input: { medication: string | undefined; file: UploadedFile | undefined },
) {
  const { database, clock, storage } = app.deps;
  const [practice, { a }] = await Promise.all([
    practiceOf(database, doctorId),
    ownedAppointment(app, doctorId, rawRef),
  ]);
  const medication = input.medication?.trim() ?? '';
  if (!medication) throw badRequest(PORTAL_MESSAGES.medicationRequired, 'medication');
  if (medication.length > 500) throw badRequest(API_TEXTS.medicationTooLong, 'medication');
  if (!input.file || input.file.bytes.length === 0)
    throw badRequest(PORTAL_MESSAGES.prescriptionFileRequired, 'file');
  const mime = sniffType(input.file.bytes);
  if (!mime) throw unsupportedMediaType(PORTAL_MESSAGES.prescriptionType);
  if (a.status === 'Rejected' || a.status === 'Cancelled') {
    throw templatedError('INVALID_TRANSITION', 'noPrescriptionWhen', [a.status]);
  }
  if (!a.patientId) throw invalidTransition(API_TEXTS.noPatient);
  const now = clock.now();
  const documentId = randomUUID();
  await assertUploadQuota(
    database.db,
    { appointmentId: a.id },
    { addFiles: 1, addBytes: input.file.bytes.length },
  );
  const key = `prescriptions/${doctorId}/${documentId}.${EXTENSION[mime]}`;
  await storage.put(key, input.file.bytes);
  let row: { id: string; code: string; created_at: Date | string };
  try {
    // The file's row, its prescription and the audit row commit together.
    row = await database.transaction(async (tx) => {
      await tx.insert(documents).values({
        id: documentId,
        ownerId: doctorId,
        patientId: a.patientId,
        appointmentId: a.id,
        kind: 'prescription',
        storageKey: key,
        originalName: input.file!.filename || `prescription.${EXTENSION[mime]}`,
        sizeBytes: input.file!.bytes.length,
        mime,
        status: 'Verified',
        createdAt: now,
      });
      const numbered = await insertNumbered(tx, {
        doctorId,
        patientId: a.patientId!,
        appointmentId: a.id,
        medication,
        documentId,
        now,
      });
      await audit(tx, request, {
        actorId: doctorId,
        actorRole: 'doctor',
        action: 'add_prescription',
        entity: 'prescription',
        entityId: numbered.id,
        patientId: a.patientId,
        details: { appointmentId: a.id, code: numbered.code, documentId },
      });
      return numbered;
    });
  } catch (err) {
    await storage.remove(key);
    throw err;
  }
  return {
    id: row.code,
    doctor: practice.doctorName,
    medication,
    date: dayText(new Date(row.created_at), practice.timeZone),
    url: `/api/documents/${documentId}`,
  };
}

/**
 * The next free PRE- number. The transaction-scoped lock makes concurrent
 * uploads take numbers one after another, so max + 1 is never taken twice.
 */
async function insertNumbered(
  tx: Db,
  v: {
    doctorId: string;
    patientId: string;
    appointmentId: string;
    medication: string;
    documentId: string;
    now: Date;
  },
) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('prescription-code'))`);
  const result = await tx.execute(
    sql`insert into prescriptions (code, doctor_id, patient_id, appointment_id, medication, document_id, created_at)
        select 'PRE-' || (coalesce(max(substring(code from 5)::bigint), ${FIRST_CODE - 1}) + 1), ${v.doctorId}, ${v.patientId},
               ${v.appointmentId}, ${v.medication}, ${v.documentId}, ${v.now.toISOString()}::timestamptz
          from prescriptions where code ~ '^PRE-[0-9]{1,12}$'
        returning id, code, created_at`,
  );
  // Both drivers answer { rows }.
  return (result as unknown as { rows: { id: string; code: string; created_at: Date | string }[] })
    .rows[0]!;
}
