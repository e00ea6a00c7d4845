import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION } from '@clinic/shared/messages';
import { PATIENT_MESSAGES, type PatientDetails, type PatientPage } from '@clinic/shared/patients';
import { auditLog, consultationNotes, documents, prescriptions } from '../../db/schema.ts';
import { storedUsage } from '../../lib/upload-quota.ts';
import { errorBody } from '../../../test/expect-error.ts';
import { startTestApp, TEST_NOW, type TestContext } from '../../../test/harness.ts';
import { tinyPdf } from '../../../test/pdf.ts';
import { addAppointment, ist, makePatient, signedInDoctor, withToken } from '../portal/testing.ts';

// TEST_NOW: Tuesday 2026-03-10 10:00 in Kolkata.
let t: TestContext;
let doc: Awaited<ReturnType<typeof signedInDoctor>>;
let other: Awaited<ReturnType<typeof signedInDoctor>>;
let api: ReturnType<typeof withToken>;
const ids: Record<string, string> = {};

function form(file: Buffer | null, filename = 'report.pdf') {
  const boundary = '----patients-test';
  const parts: Buffer[] = [];
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (token: string, patientId: string, file: Buffer | null, filename?: string) => {
  const f = form(file, filename);
  return t.app.inject({
    method: 'POST',
    url: `/api/patients/${patientId}/lab-reports`,
    headers: { authorization: `Bearer ${token}`, ...f.headers },
    payload: f.payload,
  });
};
const remove = (token: string, patientId: string, documentId: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/patients/${patientId}/lab-reports/${documentId}`,
    headers: { authorization: `Bearer ${token}` },
  });
const list = async (query = '') => {
  const res = await api.get(`/api/patients${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PatientPage;
};
const names = (page: PatientPage) => page.patients.map((p) => p.name);

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  doc = await signedInDoctor(t.app, db, { name: 'Dr. Patients' });
  other = await signedInDoctor(t.app, db, { name: 'Dr. Other' });
  api = withToken(t.app, doc.token);
  const visit = (
    patientId: string,
    start: string,
    status: 'Completed' | 'Confirmed' | 'Cancelled' | 'Rejected' | 'No-Show' = 'Completed',
    doctorId = doc.id,
  ) => addAppointment(db, { doctorId, patientId, start: ist(start), status });

  const asha = await makePatient(db, {
    name: 'Asha Rao',
    phone: '+919800000001',
    dateOfBirth: '1990-03-11', // 35 on 2026-03-10, 36 the next day
    gender: 'female',
  });
  const bala = await makePatient(db, {
    name: 'bala Kumar',
    phone: '+919800000002',
    dateOfBirth: '1980-01-01',
  });
  const chitra = await makePatient(db, { name: 'Chitra Iyer', phone: '+919811111111' });
  const dev = await makePatient(db, { name: 'Dev Shah', phone: '+919800000004' });
  const onlyCancelled = await makePatient(db, { name: 'Esha Cancelled' });
  const othersPatient = await makePatient(db, { name: 'Farah Elsewhere' });
  Object.assign(ids, {
    asha: asha.id,
    bala: bala.id,
    chitra: chitra.id,
    dev: dev.id,
    onlyCancelled: onlyCancelled.id,
    othersPatient: othersPatient.id,
  });
  await visit(asha.id, '2026-01-05 09:00');
  await visit(asha.id, '2026-03-02 09:00');
  await visit(asha.id, '2026-03-12 09:00', 'Confirmed'); // booked, not yet a visit
  await visit(bala.id, '2026-02-10 10:00');
  await visit(bala.id, '2026-03-01 23:30'); // 1 March in Kolkata, 18:00 UTC
  await visit(bala.id, '2026-03-05 10:00', 'No-Show');
  await visit(chitra.id, '2026-03-15 11:00', 'Confirmed'); // no visit yet
  await visit(dev.id, '2026-02-20 12:00');
  await visit(dev.id, '2026-02-25 12:00', 'Rejected');
  await visit(onlyCancelled.id, '2026-02-01 09:00', 'Cancelled');
  await visit(onlyCancelled.id, '2026-02-02 09:00', 'Rejected');
  await visit(othersPatient.id, '2026-02-03 09:00', 'Completed', other.id);
});
afterAll(async () => t?.close());

describe('GET /api/patients', () => {
  it("lists only this doctor's patients with their Completed visits, and the total is the dashboard's Total Patients", async () => {
    const page = await list();
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 10 });
    expect(names(page)).toEqual(['Asha Rao', 'bala Kumar', 'Chitra Iyer', 'Dev Shah']);
    expect(page.patients[0]).toEqual({
      id: ids.asha,
      name: 'Asha Rao',
      age: 35,
      gender: 'female',
      mobile: '+919800000001',
      lastVisit: '2026-03-02',
      visits: 2,
    });
    const byName = Object.fromEntries(page.patients.map((p) => [p.name, p]));
    expect(byName['bala Kumar']).toMatchObject({ visits: 2, lastVisit: '2026-03-01', age: 46 });
    expect(byName['Chitra Iyer']).toMatchObject({ visits: 0, lastVisit: null, age: null });
    expect(byName['Dev Shah']).toMatchObject({ visits: 1, lastVisit: '2026-02-20' });

    const dashboard = await api.get('/api/portal/dashboard');
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json().cards.totalPatients.value).toBe(page.total);
  });

  it('searches names case-insensitively and mobile numbers by their digits', async () => {
    expect(names(await list('?search=BALA'))).toEqual(['bala Kumar']);
    expect(names(await list('?search=%20rao%20'))).toEqual(['Asha Rao']);
    expect(names(await list('?search=98111'))).toEqual(['Chitra Iyer']);
    expect(names(await list('?search=%2B91%2098000'))).toEqual([
      'Asha Rao',
      'bala Kumar',
      'Dev Shah',
    ]);
    expect((await list('?search=nobody')).total).toBe(0);
    // Another doctor's patient is not found by name either.
    expect((await list('?search=farah')).total).toBe(0);
  });

  it('filters by last visit, inclusive, only when both ends are given', async () => {
    const inRange = await list('?lastVisitFrom=2026-03-01&lastVisitTo=2026-03-02');
    expect(names(inRange)).toEqual(['Asha Rao', 'bala Kumar']);
    expect(inRange.total).toBe(2);
    expect(names(await list('?lastVisitFrom=2026-02-20&lastVisitTo=2026-02-20'))).toEqual([
      'Dev Shah',
    ]);
    expect((await list('?lastVisitFrom=2026-03-01')).total).toBe(4);
    expect((await list('?lastVisitTo=2026-03-01')).total).toBe(4);
  });

  it('sorts by every column with unknown values last and the name breaking ties, and pages', async () => {
    expect(names(await list('?sort=name&dir=desc'))).toEqual([
      'Dev Shah',
      'Chitra Iyer',
      'bala Kumar',
      'Asha Rao',
    ]);
    expect(names(await list('?sort=age&dir=asc'))).toEqual([
      'Asha Rao',
      'bala Kumar',
      'Chitra Iyer',
      'Dev Shah',
    ]);
    expect(names(await list('?sort=age&dir=desc'))).toEqual([
      'bala Kumar',
      'Asha Rao',
      'Chitra Iyer',
      'Dev Shah',
    ]);
    expect(names(await list('?sort=lastVisit&dir=desc'))).toEqual([
      'Asha Rao',
      'bala Kumar',
      'Dev Shah',
      'Chitra Iyer',
    ]);
    expect(names(await list('?sort=lastVisit&dir=asc'))).toEqual([
      'Dev Shah',
      'bala Kumar',
      'Asha Rao',
      'Chitra Iyer',
    ]);
    // Asha and Bala both have 2 visits: the name decides, whatever the direction.
    expect(names(await list('?sort=visits&dir=desc'))).toEqual([
      'Asha Rao',
      'bala Kumar',
      'Dev Shah',
      'Chitra Iyer',
    ]);
    expect(names(await list('?sort=mobile&dir=desc'))).toEqual([
      'Chitra Iyer',
      'Dev Shah',
      'bala Kumar',
      'Asha Rao',
    ]);
    const second = await list('?sort=name&pageSize=3&page=2');
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(names(second)).toEqual(['Dev Shah']);
  });

  it('audits each list read with the ids it showed', async () => {
    await list('?sort=name&pageSize=2');
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, doc.id), eq(auditLog.action, 'list_patients')));
    const last = rows.sort((a, b) => b.id - a.id)[0]!;
    expect(last.entity).toBe('patient');
    expect(last.details).toMatchObject({ patientIds: [ids.asha, ids.bala], total: 4 });
  });

  it('refuses a half-formed date', async () => {
    const res = await api.get('/api/patients?lastVisitFrom=2026-02-30&lastVisitTo=2026-03-01');
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/patients/{id}', () => {
  it('answers the record with this doctor, and audits it with the patient', async () => {
    await t.database.db.insert(prescriptions).values({
      code: 'PRE-9001',
      doctorId: doc.id,
      patientId: ids.asha!,
      medication: 'Paracetamol 500 mg',
      createdAt: ist('2026-03-02 09:30'),
    });
    await t.database.db.insert(prescriptions).values({
      code: 'PRE-9002',
      doctorId: other.id,
      patientId: ids.asha!,
      medication: 'From another doctor',
    });
    const res = await api.get(`/api/patients/${ids.asha}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as PatientDetails;
    expect(body.patient).toMatchObject({
      id: ids.asha,
      name: 'Asha Rao',
      age: 35,
      visits: 2,
      lastVisit: '2026-03-02',
    });
    expect(body.appointments.map((a) => [a.date, a.time, a.status])).toEqual([
      ['2026-03-12', '09:00 AM', 'Confirmed'],
      ['2026-03-02', '09:00 AM', 'Completed'],
      ['2026-01-05', '09:00 AM', 'Completed'],
    ]);
    expect(body.appointments[0]!.appointmentType).toBe('Clinic Visit');
    expect(body.prescriptions).toEqual([
      {
        id: 'PRE-9001',
        description: 'Paracetamol 500 mg',
        date: '2026-03-02',
        doctor: 'Dr. Patients',
        documentId: null,
      },
    ]);
    expect(body.notes).toEqual([]);
    expect(body.labReports).toEqual([]);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'read_patient'), eq(auditLog.patientId, ids.asha!)));
    expect(row).toMatchObject({ actorId: doc.id, entity: 'patient', entityId: ids.asha });
  });

  it('is 404 for an unknown id, another doctor’s patient and one whose every request was cancelled or rejected', async () => {
    for (const id of [
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
      ids.othersPatient,
      ids.onlyCancelled,
    ]) {
      const res = await api.get(`/api/patients/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual(errorBody('NOT_FOUND', PATIENT_MESSAGES.patientNotFound));
    }
    const asOther = await withToken(t.app, other.token).get(`/api/patients/${ids.asha}`);
    expect(asOther.statusCode).toBe(404);
  });
});

describe('POST /api/patients/{id}/notes', () => {
  it('refuses an empty note with the spec’s text, and a note too long', async () => {
    for (const text of ['', '   \n ']) {
      const res = await api.post(`/api/patients/${ids.bala}/notes`, { text });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(VALIDATION.noteRequired);
    }
    const long = await api.post(`/api/patients/${ids.bala}/notes`, { text: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe(PATIENT_MESSAGES.noteTooLong);
  });

  it('stores the trimmed note with its audit row and shows it newest first', async () => {
    const first = await api.post(`/api/patients/${ids.bala}/notes`, { text: ' First visit ' });
    expect(first.statusCode, first.body).toBe(201);
    t.clock.set(new Date(TEST_NOW.getTime() + 60_000));
    const second = await api.post(`/api/patients/${ids.bala}/notes`, { text: 'Follow-up' });
    t.clock.set(TEST_NOW);
    expect(second.statusCode).toBe(201);
    const note = first.json().note;
    expect(note.content).toBe('First visit');
    const body = (await api.get(`/api/patients/${ids.bala}`)).json() as PatientDetails;
    expect(body.notes.map((n) => n.content)).toEqual(['Follow-up', 'First visit']);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'add_note'), eq(auditLog.entityId, note.id)));
    expect(row).toMatchObject({
      actorId: doc.id,
      patientId: ids.bala,
      entity: 'consultation_note',
    });
  });

  it("is 404 on another doctor's patient and writes nothing", async () => {
    const res = await withToken(t.app, other.token).post(`/api/patients/${ids.bala}/notes`, {
      text: 'Not mine',
    });
    expect(res.statusCode).toBe(404);
    const notes = await t.database.db
      .select()
      .from(consultationNotes)
      .where(eq(consultationNotes.doctorId, other.id));
    expect(notes).toEqual([]);
  });
});

describe('lab reports', () => {
  it('uploads a PDF or image by content, lists it with name, size and date, and serves it to this doctor only', async () => {
    const before = await storedUsage(t.database.db, { ownerId: doc.id });
    const pdf = tinyPdf('lab');
    const res = await upload(doc.token, ids.dev!, pdf, 'blood-test.pdf');
    expect(res.statusCode, res.body).toBe(201);
    const report = res.json().labReport;
    expect(report).toMatchObject({
      name: 'blood-test.pdf',
      size: pdf.length,
      mime: 'application/pdf',
      date: '2026-03-10',
    });
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    expect((await upload(doc.token, ids.dev!, png, 'x-ray.png')).statusCode).toBe(201);

    const body = (await api.get(`/api/patients/${ids.dev}`)).json() as PatientDetails;
    expect(body.labReports.map((r) => r.name).sort()).toEqual(['blood-test.pdf', 'x-ray.png']);

    const file = await api.get(`/api/documents/${report.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect(
      (await withToken(t.app, other.token).get(`/api/documents/${report.id}`)).statusCode,
    ).toBe(404);
    // Patient records have their own quota: the doctor's own budget is untouched.
    expect(await storedUsage(t.database.db, { ownerId: doc.id })).toEqual(before);
    expect(
      await storedUsage(t.database.db, {
        patientRecord: { doctorId: doc.id, patientId: ids.dev! },
      }),
    ).toEqual({ files: 2, bytes: pdf.length + png.length });
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'add_lab_report'), eq(auditLog.entityId, report.id)));
    expect(row).toMatchObject({ actorId: doc.id, patientId: ids.dev, entity: 'document' });
  });

  it('refuses another type (415), no file (400), over 10485760 bytes (413) and another doctor (404)', async () => {
    const text = await upload(doc.token, ids.dev!, Buffer.from('hello, not a report'), 'x.pdf');
    expect(text.statusCode).toBe(415);
    expect(text.json().error).toBe(PATIENT_MESSAGES.labReportType);
    expect((await upload(doc.token, ids.dev!, null)).statusCode).toBe(400);
    const big = Buffer.concat([tinyPdf('big'), Buffer.alloc(10485760)]);
    const tooBig = await upload(doc.token, ids.dev!, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual(errorBody('PAYLOAD_TOO_LARGE', VALIDATION.fileTooLarge10mb));
    const exact = Buffer.concat([tinyPdf('exact')]);
    const padded = Buffer.concat([exact, Buffer.alloc(10485760 - exact.length)]);
    expect((await upload(doc.token, ids.dev!, padded, 'exact.pdf')).statusCode).toBe(201);
    expect((await upload(other.token, ids.dev!, tinyPdf())).statusCode).toBe(404);
  });

  it('removes a report: marked removed, its file deleted, audited; a second removal is 404', async () => {
    const created = (await upload(doc.token, ids.asha!, tinyPdf('gone'), 'gone.pdf')).json()
      .labReport;
    const [stored] = await t.database.db
      .select()
      .from(documents)
      .where(eq(documents.id, created.id));
    expect(await t.app.deps.storage.exists(stored!.storageKey)).toBe(true);

    expect((await remove(other.token, ids.asha!, created.id)).statusCode).toBe(404);
    const res = await remove(doc.token, ids.asha!, created.id);
    expect(res.statusCode, res.body).toBe(204);
    const [after] = await t.database.db
      .select()
      .from(documents)
      .where(eq(documents.id, created.id));
    expect(after!.fileRemovedAt).not.toBeNull();
    expect(await t.app.deps.storage.exists(stored!.storageKey)).toBe(false);
    const body = (await api.get(`/api/patients/${ids.asha}`)).json() as PatientDetails;
    expect(body.labReports.map((r) => r.id)).not.toContain(created.id);
    expect((await api.get(`/api/documents/${created.id}`)).statusCode).toBe(410);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'remove_lab_report'), eq(auditLog.entityId, created.id)));
    expect(row).toMatchObject({ actorId: doc.id, patientId: ids.asha });
    expect((await remove(doc.token, ids.asha!, created.id)).statusCode).toBe(404);
    // A document of another kind or patient is not a lab report of this record.
    expect((await remove(doc.token, ids.bala!, created.id)).statusCode).toBe(404);
    expect((await remove(doc.token, ids.asha!, 'nope')).statusCode).toBe(404);
  });
});
