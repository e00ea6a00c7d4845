// My Patients and Patient details: who is the doctor's patient, the list's
// filter, the record with this doctor, notes and lab reports, and the audit of
// every read and change. Definitions: packages/shared/src/patients.ts.
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { APPOINTMENT_TYPE_LABELS, type AppointmentStatus } from '@clinic/shared/constants';
import {
  PATIENT_MESSAGES,
  type ConsultationNote,
  type LabReport,
  type PatientDetails,
  type PatientListQuery,
  type PatientPage,
} from '@clinic/shared/patients';
import { localDateOf } from '@clinic/shared/time-zone';
import type { AppDeps } from '../../app.ts';
import { badRequest, notFound, unsupportedMediaType } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { EXTENSION, sniffType } from '../../lib/file-types.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import { assertUploadQuota } from '../../lib/upload-quota.ts';
import { practiceOf } from '../appointments/practice.ts';
import { patientsRepository, type PatientFilter, type PatientRow } from './repository.ts';

export type PatientsDeps = Pick<AppDeps, 'database' | 'clock' | 'storage'>;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const who = (doctorId: string) => ({ actorId: doctorId, actorRole: 'doctor' as const });

async function zoneOf(deps: PatientsDeps, doctorId: string) {
  const { timeZone } = await practiceOf(deps.database, doctorId);
  return { timeZone, today: localDateOf(deps.clock.now(), timeZone) };
}

export function filterOf(
  doctorId: string,
  zone: { timeZone: string; today: string },
  q: Pick<PatientListQuery, 'search' | 'lastVisitFrom' | 'lastVisitTo'>,
): PatientFilter {
  const both = Boolean(q.lastVisitFrom && q.lastVisitTo);
  const search = q.search ? q.search.toLowerCase() : null;
  const digits = search?.replace(/\D/g, '') ?? '';
  return {
    doctorId,
    ...zone,
    search,
    searchDigits: digits ? digits : null,
    lastVisitFrom: both ? q.lastVisitFrom! : null,
    lastVisitTo: both ? q.lastVisitTo! : null,
  };
}

const itemOf = (r: PatientRow) => ({
  id: r.id,
  name: r.name,
  age: r.age !== null && r.age >= 0 ? r.age : null,
  gender: r.gender,
  mobile: r.mobile,
  lastVisit: r.last_visit,
  visits: r.visits,
});

/** GET /patients: one page in the server's order, audited as a list read with the ids shown. */
export async function patientPage(
  deps: PatientsDeps,
  request: FastifyRequest,
  doctorId: string,
  q: PatientListQuery,
): Promise<PatientPage> {
  const f = filterOf(doctorId, await zoneOf(deps, doctorId), q);
  const [rows, total] = await Promise.all([
    patientsRepository.page(deps.database, f, q.sort, q.dir, q.pageSize, (q.page - 1) * q.pageSize),
    patientsRepository.count(deps.database, f),
  ]);
  await audit(deps.database, request, {
    ...who(doctorId),
    action: 'list_patients',
    entity: 'patient',
    details: { patientIds: rows.map((r) => r.id), page: q.page, total },
  });
  return { total, page: q.page, pageSize: q.pageSize, patients: rows.map(itemOf) };
}

/** The patient when they are this doctor's patient; 404 otherwise (as if they did not exist). */
async function myPatient(deps: PatientsDeps, doctorId: string, patientId: string) {
  const zone = await zoneOf(deps, doctorId);
  const row = UUID_RE.test(patientId)
    ? await patientsRepository.findMine(
        deps.database,
        doctorId,
        patientId,
        zone.timeZone,
        zone.today,
      )
    : null;
  if (!row) throw notFound(PATIENT_MESSAGES.patientNotFound);
  return { row, ...zone };
}

const noteOf = (n: {
  id: string;
  content: string;
  created_at: Date | string;
}): ConsultationNote => ({
  id: n.id,
  content: n.content,
  createdAt: new Date(n.created_at).toISOString(),
});

const locationOf = (b: {
  mode: 'clinic' | 'virtual' | 'home';
  clinic_name: string | null;
  home_address: string | null;
}) =>
  b.mode === 'virtual'
    ? 'Video consultation'
    : b.mode === 'home'
      ? b.home_address || 'Home visit'
      : b.clinic_name || 'Clinic';

/** GET /patients/{id}: the record with this doctor, audited with the patient's id. */
export async function patientDetails(
  deps: PatientsDeps,
  request: FastifyRequest,
  doctorId: string,
  patientId: string,
): Promise<PatientDetails> {
  const { row, timeZone } = await myPatient(deps, doctorId, patientId);
  const db = deps.database;
  const [bookings, prescriptions, notes, labReports] = await Promise.all([
    patientsRepository.bookings(db, doctorId, row.id, timeZone),
    patientsRepository.prescriptions(db, doctorId, row.id, timeZone),
    patientsRepository.notes(db, doctorId, row.id),
    patientsRepository.labReports(db, doctorId, row.id, timeZone),
  ]);
  await audit(db, request, {
    ...who(doctorId),
    action: 'read_patient',
    entity: 'patient',
    entityId: row.id,
    patientId: row.id,
  });
  return {
    patient: { ...itemOf(row), email: row.email, memberSince: row.member_since },
    appointments: bookings.map((b) => ({
      id: b.id,
      publicId: `#${b.public_id}`,
      date: b.local_date,
      time: b.start_clock,
      location: locationOf(b),
      appointmentType: APPOINTMENT_TYPE_LABELS[b.mode] as 'Clinic Visit' | 'Home Visit' | 'Virtual',
      status: b.status as AppointmentStatus,
      treatment: b.treatment,
    })),
    prescriptions: prescriptions.map((p) => ({
      id: p.code,
      description: p.medication,
      date: p.date,
      doctor: p.doctor,
      documentId: p.document_id,
    })),
    notes: notes.map(noteOf),
    labReports: labReports.map((r) => ({ ...r, size: Number(r.size) })),
  };
}

/** POST /patients/{id}/notes: the note and its audit row commit together. */
export async function addNote(
  deps: PatientsDeps,
  request: FastifyRequest,
  doctorId: string,
  patientId: string,
  text: string,
): Promise<ConsultationNote> {
  const { row } = await myPatient(deps, doctorId, patientId);
  const now = deps.clock.now();
  const note = await deps.database.transaction(async (tx) => {
    const inserted = await patientsRepository.insertNote(tx, {
      doctorId,
      patientId: row.id,
      content: text,
      now,
    });
    await audit(tx, request, {
      ...who(doctorId),
      action: 'add_note',
      entity: 'consultation_note',
      entityId: inserted.id,
      patientId: row.id,
    });
    return inserted;
  });
  return noteOf({ id: note.id, content: note.content, created_at: note.createdAt });
}

/**
 * POST /patients/{id}/lab-reports: a JPG, PNG or PDF (by its first bytes) kept
 * as the doctor's document of the patient. Counted against the patient record's
 * quota, not the doctor's own. The file is stored first and removed again if
 * its row and audit row do not commit.
 */
export async function addLabReport(
  deps: PatientsDeps,
  request: FastifyRequest,
  doctorId: string,
  patientId: string,
  file: UploadedFile | undefined,
): Promise<LabReport> {
  const { row, timeZone } = await myPatient(deps, doctorId, patientId);
  if (!file || file.bytes.length === 0)
    throw badRequest(PATIENT_MESSAGES.labReportRequired, 'file');
  const mime = sniffType(file.bytes);
  if (!mime) throw unsupportedMediaType(PATIENT_MESSAGES.labReportType);
  const { database, storage, clock } = deps;
  await assertUploadQuota(
    database.db,
    { patientRecord: { doctorId, patientId: row.id } },
    { addFiles: 1, addBytes: file.bytes.length },
  );
  const id = randomUUID();
  const now = clock.now();
  const name = file.filename.trim() || `lab-report.${EXTENSION[mime]}`;
  const key = `lab-reports/${doctorId}/${row.id}/${id}.${EXTENSION[mime]}`;
  await storage.put(key, file.bytes);
  try {
    await database.transaction(async (tx) => {
      await patientsRepository.insertLabReport(tx, {
        id,
        doctorId,
        patientId: row.id,
        storageKey: key,
        name,
        size: file.bytes.length,
        mime,
        now,
      });
      await audit(tx, request, {
        ...who(doctorId),
        action: 'add_lab_report',
        entity: 'document',
        entityId: id,
        patientId: row.id,
      });
    });
  } catch (err) {
    await storage.remove(key);
    throw err;
  }
  return { id, name, size: file.bytes.length, mime, date: localDateOf(now, timeZone) };
}

/** DELETE /patients/{id}/lab-reports/{documentId}: the row is marked removed with its audit row; the file goes after commit. */
export async function removeLabReport(
  deps: PatientsDeps,
  request: FastifyRequest,
  doctorId: string,
  patientId: string,
  documentId: string,
): Promise<void> {
  const { row } = await myPatient(deps, doctorId, patientId);
  if (!UUID_RE.test(documentId)) throw notFound(PATIENT_MESSAGES.labReportNotFound);
  const now = deps.clock.now();
  const key = await deps.database.transaction(async (tx) => {
    const storageKey = await patientsRepository.markLabReportRemoved(tx, {
      doctorId,
      patientId: row.id,
      documentId,
      now,
    });
    if (!storageKey) throw notFound(PATIENT_MESSAGES.labReportNotFound);
    await audit(tx, request, {
      ...who(doctorId),
      action: 'remove_lab_report',
      entity: 'document',
      entityId: documentId,
      patientId: row.id,
    });
    return storageKey;
  });
  try {
    await deps.storage.remove(key);
  } catch (err) {
    // The record says removed; a file left behind is only storage, logged for a sweep.
    request.log.warn({ err, key }, 'lab report file not removed');
  }
}
