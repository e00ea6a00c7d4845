import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SERVER_ERRORS, VALIDATION } from '@clinic/shared/messages';
import { appointments, auditLog, patients, users } from '../../db/schema.ts';
import { startTestApp, type TestContext } from '../../../test/harness.ts';
import { nextPhone } from '../../../test/factories.ts';
import { addAppointment, ist, makePatient, signedInDoctor, withToken } from '../portal/testing.ts';
import { errorBody } from '../../../test/expect-error.ts';
import { testDbKind } from '../../../test/db-kind.ts';

// TEST_NOW: Tuesday 2026-03-10 10:00 in Kolkata.
let t: TestContext;
let doc: Awaited<ReturnType<typeof signedInDoctor>>;
let other: Awaited<ReturnType<typeof signedInDoctor>>;
let api: ReturnType<typeof withToken>;
const ids: Record<string, { id: string; publicId: number }> = {};
const people: Record<string, { id: string; phone: string | null }> = {};

async function outbox(to: string): Promise<{ text: string }[]> {
  return (
    await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })
  ).json().messages;
}

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  doc = await signedInDoctor(t.app, db, { name: 'Dr. Meera Iyer' });
  other = await signedInDoctor(t.app, db, { name: 'Dr. Other' });
  api = withToken(t.app, doc.token);
  for (const name of ['Ravi Kumar', 'Sita Rao', 'Amit Shah']) {
    people[name] = await makePatient(db, {
      name,
      dateOfBirth: '1991-06-15',
      gender: 'male',
      createdAt: ist('2025-01-15 10:00'),
    });
  }
  const rows: [
    string,
    string,
    string,
    'Completed' | 'Cancelled' | 'Confirmed' | 'Pending',
    'clinic' | 'virtual' | 'home',
    string,
  ][] = [
    ['a1', 'Ravi Kumar', '2026-03-05 09:00', 'Completed', 'clinic', 'Diabetes follow-up'],
    ['a2', 'Sita Rao', '2026-03-09 11:00', 'Cancelled', 'virtual', 'Skin rash'],
    ['a3', 'Amit Shah', '2026-03-10 09:00', 'Confirmed', 'home', 'Fever'],
    ['a4', 'Ravi Kumar', '2026-03-11 14:30', 'Pending', 'clinic', 'Thyroid check'],
    ['a5', 'Sita Rao', '2026-03-12 09:00', 'Confirmed', 'virtual', 'Acne treatment'],
    ['a6', 'Amit Shah', '2026-03-20 17:00', 'Pending', 'home', 'Back pain'],
  ];
  for (const [key, who, at, status, mode, treatment] of rows) {
    const a = await addAppointment(db, {
      doctorId: doc.id,
      clinicId: doc.clinic.id,
      patientId: people[who]!.id,
      start: ist(at),
      status,
      mode,
      treatment,
    });
    ids[key] = { id: a.id, publicId: a.publicId };
  }
  const theirs = await addAppointment(db, {
    doctorId: other.id,
    patientId: people['Ravi Kumar']!.id,
    start: ist('2026-03-11 09:00'),
    status: 'Pending',
  });
  ids.theirs = { id: theirs.id, publicId: theirs.publicId };
});
afterAll(async () => t?.close());

const publicIds = (res: { json(): { appointments: { publicId: string }[] } }) =>
  res.json().appointments.map((a) => a.publicId);
const pid = (key: string) => `#${ids[key]!.publicId}`;

describe('GET /appointments', () => {
  it('lists only my appointments, nearest dates first by default, with the exact item fields', async () => {
    const res = await api.get('/api/appointments');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 6, page: 1, pageSize: 10 });
    // Today (the 10th) and later, soonest first; then the earlier ones, latest first.
    expect(publicIds(res)).toEqual(['a3', 'a4', 'a5', 'a6', 'a2', 'a1'].map(pid));
    expect(body.appointments[1]).toEqual({
      id: ids.a4!.id,
      publicId: pid('a4'),
      patientId: people['Ravi Kumar']!.id,
      patient: 'Ravi Kumar',
      treatment: 'Thyroid check',
      appointmentType: 'Clinic Visit',
      mode: 'clinic',
      status: 'Pending',
      startTime: '2026-03-11T09:00:00.000Z',
      endTime: '2026-03-11T09:30:00.000Z',
      date: '11 Mar 2026',
      time: '02:30 PM',
      timeRange: '02:30 PM - 03:00 PM',
    });
  });

  it('keeps appointments dated today or later with upcoming, soonest first', async () => {
    const res = await api.get('/api/appointments?upcoming=true');
    expect(res.json().total).toBe(4);
    expect(publicIds(res)).toEqual(['a3', 'a4', 'a5', 'a6'].map(pid));
  });

  it('pages the nearest-first order, and a direction alone orders by date', async () => {
    const first = await api.get('/api/appointments?pageSize=4');
    const second = await api.get('/api/appointments?pageSize=4&page=2');
    expect([...publicIds(first), ...publicIds(second)]).toEqual(
      ['a3', 'a4', 'a5', 'a6', 'a2', 'a1'].map(pid),
    );
    const newest = await api.get('/api/appointments?dir=desc');
    expect(publicIds(newest)).toEqual(['a6', 'a5', 'a4', 'a3', 'a2', 'a1'].map(pid));
    const oldest = await api.get('/api/appointments?sort=date&dir=asc&from=2026-03-09');
    expect(publicIds(oldest)).toEqual(['a2', 'a3', 'a4', 'a5', 'a6'].map(pid));
  });

  it('filters from and to inclusively in the clinic time zone', async () => {
    const res = await api.get('/api/appointments?from=2026-03-09&to=2026-03-11&dir=asc');
    expect(publicIds(res)).toEqual(['a2', 'a3', 'a4'].map(pid));
    const oneDay = await api.get('/api/appointments?from=2026-03-12&to=2026-03-12');
    expect(publicIds(oneDay)).toEqual([pid('a5')]);
  });

  it('searches case-insensitively over id, patient, treatment, type, date and time', async () => {
    const cases: [string, string[]][] = [
      ['rAvI', ['a4', 'a1']],
      ['HOME VISIT', ['a3', 'a6']],
      ['acne', ['a5']],
      ['12 mar', ['a5']],
      ['02:30 pm', ['a4']],
      [pid('a5'), ['a5']],
      ['100%', []],
    ];
    for (const [search, expected] of cases) {
      const res = await api.get(`/api/appointments?search=${encodeURIComponent(search)}`);
      expect(publicIds(res), search).toEqual(expected.map(pid));
      expect(res.json().total).toBe(expected.length);
    }
  });

  it('pages and sorts a search, keeping its total past the last page', async () => {
    const visits = async (query: string) => {
      const res = await api.get(`/api/appointments?search=visit&${query}`);
      expect(res.json().total, query).toBe(4);
      return publicIds(res);
    };
    expect(await visits('pageSize=10')).toEqual(['a3', 'a4', 'a6', 'a1'].map(pid));
    expect(await visits('sort=date&dir=asc&pageSize=3&page=2')).toEqual([pid('a6')]);
    expect(await visits('sort=patient&dir=asc&pageSize=3')).toEqual(['a3', 'a6', 'a1'].map(pid));
    expect(await visits('sort=patient&dir=desc&pageSize=3&page=2')).toEqual([pid('a3')]);
    expect(await visits('pageSize=3&page=3')).toEqual([]);
  });

  it('sorts by every column, both ways', async () => {
    const byPatient = await api.get('/api/appointments?sort=patient&dir=asc');
    expect(byPatient.json().appointments.map((a: { patient: string }) => a.patient)).toEqual([
      'Amit Shah',
      'Amit Shah',
      'Ravi Kumar',
      'Ravi Kumar',
      'Sita Rao',
      'Sita Rao',
    ]);
    const byTreatmentDesc = await api.get('/api/appointments?sort=treatment&dir=desc');
    expect(byTreatmentDesc.json().appointments[0].treatment).toBe('Thyroid check');
    const byType = await api.get('/api/appointments?sort=appointmentType&dir=asc');
    expect(
      byType.json().appointments.map((a: { appointmentType: string }) => a.appointmentType),
    ).toEqual(['Clinic Visit', 'Clinic Visit', 'Home Visit', 'Home Visit', 'Virtual', 'Virtual']);
    const byStatus = await api.get('/api/appointments?sort=status&dir=asc');
    expect(byStatus.json().appointments.map((a: { status: string }) => a.status)).toEqual([
      'Cancelled',
      'Completed',
      'Confirmed',
      'Confirmed',
      'Pending',
      'Pending',
    ]);
    const byTime = await api.get('/api/appointments?sort=time&dir=asc');
    expect(byTime.json().appointments.map((a: { time: string }) => a.time)).toEqual([
      '09:00 AM',
      '09:00 AM',
      '09:00 AM',
      '11:00 AM',
      '02:30 PM',
      '05:00 PM',
    ]);
    const byId = await api.get('/api/appointments?sort=publicId&dir=asc');
    expect(publicIds(byId)).toEqual(['a1', 'a2', 'a3', 'a4', 'a5', 'a6'].map(pid));
  });

  it("sorts and searches by the patient's name as the patient has it now", async () => {
    const db = t.database.db;
    const names = async (query: string) =>
      (await api.get(`/api/appointments?${query}`))
        .json()
        .appointments.map((a: { patient: string }) => a.patient);
    const amit = people['Amit Shah']!.id;
    // A renamed patient (the name is kept on the appointment by the database).
    await db.update(patients).set({ name: 'Zoya Shah' }).where(eq(patients.id, amit));
    try {
      await t.database.caughtUp();
      expect(await names('sort=patient&dir=asc')).toEqual([
        'Ravi Kumar',
        'Ravi Kumar',
        'Sita Rao',
        'Sita Rao',
        'Zoya Shah',
        'Zoya Shah',
      ]);
      expect(await names('search=zoya')).toEqual(['Zoya Shah', 'Zoya Shah']);
      expect(await names('search=amit')).toEqual([]);
      // An appointment moved to another patient takes that patient's name.
      await db
        .update(appointments)
        .set({ patientId: people['Ravi Kumar']!.id })
        .where(eq(appointments.id, ids.a6!.id));
      await t.database.caughtUp();
      expect(await names('sort=patient&dir=desc&pageSize=2')).toEqual(['Zoya Shah', 'Sita Rao']);
    } finally {
      await db.update(appointments).set({ patientId: amit }).where(eq(appointments.id, ids.a6!.id));
      await db.update(patients).set({ name: 'Amit Shah' }).where(eq(patients.id, amit));
      await t.database.caughtUp();
    }
    expect(await names('search=amit')).toEqual(['Amit Shah', 'Amit Shah']);
  });

  // PGlite is one session: two transactions cannot overlap there.
  it.runIf(testDbKind() === 'postgres')(
    'gives an appointment written while its patient is renamed the new name',
    async () => {
      const db = t.database.db;
      const doctor = await signedInDoctor(t.app, db, { name: 'Dr. Race' });
      const patient = await makePatient(db, { name: 'Neha Old' });
      let written!: () => void;
      let commit!: () => void;
      const wasWritten = new Promise<void>((resolve) => (written = resolve));
      const mayCommit = new Promise<void>((resolve) => (commit = resolve));
      // The booking's transaction has written the appointment and not committed...
      const booking = t.database.transaction(async (tx) => {
        const a = await addAppointment(tx, {
          doctorId: doctor.id,
          clinicId: doctor.clinic.id,
          patientId: patient.id,
          start: ist('2026-03-18 10:00'),
        });
        written();
        await mayCommit;
        return a;
      });
      await wasWritten;
      // ...when the patient is renamed: the rename waits for it (it would
      // otherwise commit first and miss the appointment it cannot yet see).
      const rename = db
        .update(patients)
        .set({ name: 'Neha New' })
        .where(eq(patients.id, patient.id));
      const renamedFirst = await Promise.race([
        rename.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 300)),
      ]);
      commit();
      const a = await booking;
      await rename;
      expect(renamedFirst).toBe(false);
      const [kept] = await db
        .select({ name: appointments.patientName })
        .from(appointments)
        .where(eq(appointments.id, a.id));
      expect(kept?.name).toBe('Neha New');
      await t.database.caughtUp();
      const listed = (await withToken(t.app, doctor.token).get('/api/appointments')).json();
      expect(listed.appointments.map((r: { patient: string }) => r.patient)).toEqual(['Neha New']);
    },
  );

  it('pages in the database and keeps the total past the last page', async () => {
    const p2 = await api.get('/api/appointments?sort=date&dir=asc&page=2&pageSize=4');
    expect(p2.json()).toMatchObject({ total: 6, page: 2, pageSize: 4 });
    expect(publicIds(p2)).toEqual(['a5', 'a6'].map(pid));
    const p3 = await api.get('/api/appointments?page=3&pageSize=4');
    expect(p3.json()).toMatchObject({ total: 6, appointments: [] });
    expect((await api.get('/api/appointments?pageSize=101')).statusCode).toBe(400);
  });

  it('uses a fixed number of queries whatever the number of appointments', async () => {
    const count = async () => {
      // The practice is cached by any read (so both counts reuse it, whatever
      // ran before); a change to the calendar (as the rows below are) then drops
      // the cached pages, but not the practice: count a computed page.
      await api.get('/api/appointments?pageSize=1');
      await t.database.rows(`select pg_notify('clinic_changes', $1)`, [`calendar:${doc.id}`]);
      await t.database.caughtUp();
      const spy = vi.spyOn(t.database, 'rows');
      try {
        expect((await api.get('/api/appointments?pageSize=50')).statusCode).toBe(200);
        return spy.mock.calls.length;
      } finally {
        spy.mockRestore();
      }
    };
    const before = await count();
    for (let i = 0; i < 20; i++) {
      await addAppointment(t.database.db, {
        doctorId: doc.id,
        patientId: people['Sita Rao']!.id,
        start: ist(`2026-02-${String(i + 1).padStart(2, '0')} 10:00`),
        status: 'Completed',
      });
    }
    expect(await count()).toBe(before);
    // The caller's lookup, the practice (unless reused), the page with its total, and the audit row.
    expect(before).toBeLessThanOrEqual(4);
    await t.database.rows(`delete from appointments where doctor_id = $1 and start_at < $2`, [
      doc.id,
      ist('2026-03-01 00:00').toISOString(),
    ]);
  });

  it('serves a repeated page from the cache, audited, and shows a write through the API at once', async () => {
    const url = '/api/appointments?status=Pending&pageSize=50';
    // The earlier tests wrote to the table directly; on PostgreSQL their change
    // notices arrive on their own time and would drop the page cached below.
    await t.database.caughtUp();
    const first = (await api.get(url)).json();
    const pending = first.appointments[0];
    expect(pending).toBeDefined();
    const spy = vi.spyOn(t.database, 'rows');
    try {
      expect((await api.get(url)).json()).toEqual(first);
      const statements = spy.mock.calls.map(([text]) => String(text));
      expect(statements.filter((text) => /\bfrom appointments\b/.test(text))).toEqual([]);
      expect(statements.some((text) => text.startsWith('insert into audit_log'))).toBe(true);
    } finally {
      spy.mockRestore();
    }
    expect((await api.post(`/api/appointments/${pending.id}/accept`)).statusCode).toBe(200);
    const after = (await api.get(url)).json();
    expect(after.appointments.map((a: { id: string }) => a.id)).not.toContain(pending.id);
    expect(after.total).toBe(first.total - 1);
    // Put it back for the tests that follow.
    await t.database.rows(`update appointments set status = 'Pending' where id = $1`, [pending.id]);
    await t.database.caughtUp();
  });

  it('audits each of 20 concurrent reads, with the lookups and audit rows grouped into few statements', async () => {
    const listReads = async () => {
      const [row] = await t.database.rows<{ n: number }>(
        `select count(*)::int as n from audit_log where actor_id = $1 and action = 'list_appointments'`,
        [doc.id],
      );
      return Number(row?.n);
    };
    const before = await listReads();
    const spy = vi.spyOn(t.database, 'rows');
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => api.get('/api/appointments?pageSize=5')),
      );
      expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
      const statements = spy.mock.calls.map(([text]) => String(text));
      const lookups = statements.filter((text) => text.includes('token_version')).length;
      const inserts = statements.filter((text) => text.startsWith('insert into audit_log')).length;
      expect(lookups).toBeGreaterThan(0);
      expect(lookups).toBeLessThan(20);
      expect(inserts).toBeGreaterThan(0);
      expect(inserts).toBeLessThan(20);
    } finally {
      spy.mockRestore();
    }
    expect((await listReads()) - before).toBe(20);
  });

  it('writes an audit row naming the doctor, the appointments read and the IP', async () => {
    await api.get('/api/appointments?search=acne');
    const rows = await t.database.rows<{ details: { appointmentIds: string[] }; ip: string }>(
      `select details, ip from audit_log where actor_id = $1 and action = 'list_appointments' order by id desc limit 1`,
      [doc.id],
    );
    expect(rows[0]!.details.appointmentIds).toEqual([ids.a5!.id]);
    expect(rows[0]!.ip).toBe('127.0.0.1');
  });
});

describe('GET /appointments/:id', () => {
  it('answers the record with patient, documents, prescriptions and invoice, by uuid or public number', async () => {
    const res = await api.get(`/api/appointments/${ids.a4!.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.appointment).toMatchObject({
      id: ids.a4!.id,
      publicId: pid('a4'),
      patient: 'Ravi Kumar',
      status: 'Pending',
      date: '11 Mar 2026',
      timeRange: '02:30 PM - 03:00 PM',
      amountPaid: 0,
      fee: 800,
      paymentOption: null,
      patientNotes: null,
      doctorNotes: null,
      address: null,
      videoRoomUrl: null,
      allowedStatuses: ['Pending', 'Confirmed', 'Rejected', 'Cancelled'],
    });
    expect(body.patient).toEqual({
      id: people['Ravi Kumar']!.id,
      name: 'Ravi Kumar',
      phone: people['Ravi Kumar']!.phone,
      email: null,
      age: '34 Yrs',
      gender: 'male',
      memberSince: '15 Jan 2025',
    });
    expect(body).toMatchObject({ documents: [], prescriptions: [], invoice: null });
    const byNumber = await api.get(`/api/appointments/${ids.a4!.publicId}`);
    expect(byNumber.json().appointment.id).toBe(ids.a4!.id);
    const withHash = await api.get(`/api/appointments/${encodeURIComponent(pid('a4'))}`);
    expect(withHash.json().appointment.id).toBe(ids.a4!.id);
  });

  it('audits the read with doctor, appointment, patient and IP', async () => {
    await api.get(`/api/appointments/${ids.a5!.id}`);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'read_appointment'), eq(auditLog.entityId, ids.a5!.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: doc.id,
      actorRole: 'doctor',
      entity: 'appointment',
      patientId: people['Sita Rao']!.id,
      ip: '127.0.0.1',
    });
  });

  it("never shows another doctor's appointment or a sample record", async () => {
    for (const ref of [
      ids.theirs!.id,
      String(ids.theirs!.publicId),
      '00000000-0000-0000-0000-000000000000',
      '999',
      'nope',
    ]) {
      const res = await api.get(`/api/appointments/${ref}`);
      expect(res.statusCode, ref).toBe(404);
      expect(res.json()).toMatchObject(errorBody('NOT_FOUND', 'Appointment not found'));
    }
  });
});

describe('ownership and roles', () => {
  it("answers 404 for every action on another doctor's appointment and leaves it alone", async () => {
    const id = ids.theirs!.id;
    const calls = [
      api.post(`/api/appointments/${id}/accept`),
      api.post(`/api/appointments/${id}/reject`),
      api.patch(`/api/appointments/${id}/status`, { status: 'Cancelled' }),
      api.post(`/api/appointments/${id}/notes`, { notes: 'Mine now' }),
      api.post(`/api/appointments/${id}/invoice`, {}),
      api.patch(`/api/appointments/${id}/move`, { startTime: '2026-03-25T05:30:00.000Z' }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row).toMatchObject({ status: 'Pending', doctorNotes: null });
    expect(row!.startAt.toISOString()).toBe(ist('2026-03-11 09:00').toISOString());
  });

  it('refuses other roles with 403 and anonymous calls with 401', async () => {
    const [admin] = await t.database.db
      .insert(users)
      .values({ role: 'admin', name: 'Admin', phone: nextPhone() })
      .returning();
    const adminToken = await t.app.tokens.signAccess(
      { sub: admin!.id, role: 'admin', tv: 0 },
      t.clock.now(),
    );
    const asAdmin = withToken(t.app, adminToken);
    expect((await asAdmin.get('/api/appointments')).statusCode).toBe(403);
    expect((await asAdmin.get(`/api/appointments/${ids.a4!.id}`)).statusCode).toBe(403);
    expect((await asAdmin.post(`/api/appointments/${ids.a4!.id}/accept`)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/appointments' })).statusCode).toBe(401);
  });
});

describe('status changes', () => {
  it('accepts a pending request and texts the patient', async () => {
    const a = await addAppointment(t.database.db, {
      doctorId: doc.id,
      patientId: people['Amit Shah']!.id,
      start: ist('2026-03-16 10:00'),
      status: 'Pending',
    });
    const res = await api.post(`/api/appointments/${a.id}/accept`);
    expect(res.statusCode).toBe(200);
    expect(res.json().appointment).toMatchObject({
      status: 'Confirmed',
      allowedStatuses: ['Confirmed', 'Cancelled'],
    });
    const sms = await outbox(people['Amit Shah']!.phone!);
    expect(sms[0]!.text).toContain(`#${a.publicId}`);
    expect(sms[0]!.text).toContain('is confirmed');
    const again = await api.post(`/api/appointments/${a.id}/accept`);
    expect(again.statusCode).toBe(200);
    expect(await outbox(people['Amit Shah']!.phone!)).toHaveLength(sms.length);
    expect((await api.post(`/api/appointments/${a.id}/reject`)).json()).toMatchObject(
      errorBody(
        'INVALID_TRANSITION',
        'A confirmed appointment cannot be rejected; cancel it instead.',
      ),
    );
  });

  it('rejects a pending request, texts the patient and frees the slot', async () => {
    const start = ist('2026-03-17 10:00');
    const a = await addAppointment(t.database.db, {
      doctorId: doc.id,
      patientId: people['Sita Rao']!.id,
      start,
      status: 'Pending',
    });
    const res = await api.post(`/api/appointments/${a.id}/reject`);
    expect(res.json().appointment.status).toBe('Rejected');
    expect((await outbox(people['Sita Rao']!.phone!))[0]!.text).toContain('could not accept');
    const again = await api.post('/api/appointment/create-appointment', {
      title: 'Follow-up',
      startTime: '2026-03-17T10:00:00+05:30',
      endTime: '2026-03-17T10:30:00+05:30',
      patientEmail: 'walkin@example.com',
    });
    expect(again.statusCode).toBe(201);
    const back = await api.patch(`/api/appointments/${a.id}/status`, { status: 'Pending' });
    expect(back.statusCode).toBe(409);
    expect(back.json().error).toBe('This appointment is rejected and can no longer be changed.');
  });

  it('completes or marks no-show only once the start has passed', async () => {
    const future = await api.patch(`/api/appointments/${ids.a5!.id}/status`, {
      status: 'Completed',
    });
    expect(future.statusCode).toBe(409);
    expect(future.json().error).toBe(
      'An appointment can be marked Completed only once its start time has passed.',
    );
    expect(
      (await api.patch(`/api/appointments/${ids.a6!.id}/status`, { status: 'Completed' })).json()
        .error,
    ).toBe('Accept the appointment before marking it Completed.');
    const detail = await api.get(`/api/appointments/${ids.a3!.id}`);
    expect(detail.json().appointment.allowedStatuses).toEqual([
      'Confirmed',
      'Completed',
      'No-Show',
      'Cancelled',
    ]);
    const done = await api.patch(`/api/appointments/${ids.a3!.id}/status`, { status: 'No-Show' });
    expect(done.statusCode).toBe(200);
    expect(done.json().appointment.status).toBe('No-Show');
    expect(
      (await api.patch(`/api/appointments/${ids.a3!.id}/status`, { status: 'Completed' }))
        .statusCode,
    ).toBe(409);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'change_status'), eq(auditLog.entityId, ids.a3!.id)));
    expect(audit[0]).toMatchObject({
      actorId: doc.id,
      patientId: people['Amit Shah']!.id,
      details: { from: 'Confirmed', to: 'No-Show' },
    });
  });

  it('cancels a confirmed appointment, tells the patient and gives the time back', async () => {
    const a = await addAppointment(t.database.db, {
      doctorId: doc.id,
      patientId: people['Ravi Kumar']!.id,
      start: ist('2026-03-18 10:00'),
      status: 'Confirmed',
    });
    const res = await api.patch(`/api/appointments/${a.id}/status`, { status: 'Cancelled' });
    expect(res.json().appointment).toMatchObject({
      status: 'Cancelled',
      allowedStatuses: ['Cancelled'],
    });
    expect((await outbox(people['Ravi Kumar']!.phone!))[0]!.text).toContain(
      'cancelled by the clinic',
    );
    const taken = await addAppointment(t.database.db, {
      doctorId: doc.id,
      start: ist('2026-03-18 10:00'),
      status: 'Confirmed',
    });
    expect(taken.status).toBe('Confirmed');
    expect(
      (await api.patch(`/api/appointments/${a.id}/status`, { status: 'Bogus' })).statusCode,
    ).toBe(400);
  });
});

describe('notes', () => {
  it("saves the doctor's notes and refuses an empty one", async () => {
    const empty = await api.post(`/api/appointments/${ids.a4!.id}/notes`, { notes: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: VALIDATION.noteRequired, field: 'notes' });
    const res = await api.post(`/api/appointments/${ids.a4!.id}/notes`, {
      notes: '  Check TSH in 6 weeks. ',
    });
    expect(res.json().appointment.doctorNotes).toBe('Check TSH in 6 weeks.');
    expect((await api.get(`/api/appointments/${ids.a4!.id}`)).json().appointment.doctorNotes).toBe(
      'Check TSH in 6 weeks.',
    );
  });
});

describe('PATCH /appointments/:id/move', () => {
  it('moves keeping the duration and tells the patient', async () => {
    const a = await addAppointment(t.database.db, {
      doctorId: doc.id,
      patientId: people['Amit Shah']!.id,
      start: ist('2026-03-23 10:00'),
      minutes: 45,
      status: 'Confirmed',
    });
    const res = await api.patch(`/api/appointments/${a.id}/move`, {
      startTime: '2026-03-24T16:00:00+05:30',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().appointment).toMatchObject({
      startTime: '2026-03-24T10:30:00.000Z',
      endTime: '2026-03-24T11:15:00.000Z',
      timeRange: '04:00 PM - 04:45 PM',
    });
    expect((await outbox(people['Amit Shah']!.phone!))[0]!.text).toContain('has been moved to');
  });

  it('answers 409 SLOT_TAKEN when the new time overlaps, 400 in the past, 409 when closed', async () => {
    const a = await addAppointment(t.database.db, {
      doctorId: doc.id,
      start: ist('2026-03-25 10:00'),
      status: 'Confirmed',
    });
    await addAppointment(t.database.db, {
      doctorId: doc.id,
      start: ist('2026-03-25 11:00'),
      status: 'Pending',
    });
    const taken = await api.patch(`/api/appointments/${a.id}/move`, {
      startTime: '2026-03-25T10:45:00+05:30',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject(errorBody('SLOT_TAKEN', SERVER_ERRORS.slotTaken));
    const past = await api.patch(`/api/appointments/${a.id}/move`, {
      startTime: '2026-03-09T10:00:00+05:30',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().field).toBe('startTime');
    expect(
      (
        await api.patch(`/api/appointments/${ids.a1!.id}/move`, {
          startTime: '2026-03-26T10:00:00+05:30',
        })
      ).statusCode,
    ).toBe(409);
  });
});

describe('dates a clinic cannot use (issue 9)', () => {
  it('refuses impossible and out-of-range dates in the list filter with 400', async () => {
    const impossible = await api.get('/api/appointments?from=2026-02-30');
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json()).toMatchObject(
      errorBody('VALIDATION_FAILED', SERVER_ERRORS.invalidDate),
    );
    const far = await api.get('/api/appointments?to=9999-12-31');
    expect(far.statusCode).toBe(400);
    expect(far.json()).toMatchObject(errorBody('VALIDATION_FAILED', SERVER_ERRORS.dateOutOfRange));
    expect((await api.get('/api/appointments?from=0000-01-01')).statusCode).toBe(400);
    expect((await api.get('/api/appointments?from=2028-02-29&to=2028-03-01')).statusCode).toBe(200);
  });

  it('refuses a move to the year 2999 or 9999, or beyond the 2-year horizon, and allows one just inside it', async () => {
    const a = await addAppointment(t.database.db, {
      doctorId: doc.id,
      start: ist('2026-03-27 10:00'),
      status: 'Confirmed',
    });
    for (const startTime of ['2999-03-12T10:00:00+05:30', '9999-12-31T00:00:00Z']) {
      const res = await api.patch(`/api/appointments/${a.id}/move`, { startTime });
      expect(res.statusCode, startTime).toBe(400);
      expect(res.json()).toMatchObject(
        errorBody('VALIDATION_FAILED', SERVER_ERRORS.dateOutOfRange),
      );
    }
    // TEST_NOW is 2026-03-10 10:00 in Kolkata: the horizon ends 2028-03-10 10:00.
    const beyond = await api.patch(`/api/appointments/${a.id}/move`, {
      startTime: '2028-03-11T10:00:00+05:30',
    });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toMatchObject({
      ...errorBody('VALIDATION_FAILED', SERVER_ERRORS.tooFarAhead),
      field: 'startTime',
    });
    const inside = await api.patch(`/api/appointments/${a.id}/move`, {
      startTime: '2028-03-09T10:00:00+05:30',
    });
    expect(inside.statusCode).toBe(200);
  });

  it('refuses to create an appointment in the year 2999 or beyond the horizon', async () => {
    const body = { title: 'Far away', patientEmail: 'far@example.com', note: '' };
    const y2999 = await api.post('/api/appointment/create-appointment', {
      ...body,
      startTime: '2999-03-12T10:00:00+05:30',
      endTime: '2999-03-12T11:00:00+05:30',
    });
    expect(y2999.statusCode).toBe(400);
    expect(y2999.json()).toMatchObject(
      errorBody('VALIDATION_FAILED', SERVER_ERRORS.dateOutOfRange),
    );
    const beyond = await api.post('/api/appointment/create-appointment', {
      ...body,
      startTime: '2028-06-01T10:00:00+05:30',
      endTime: '2028-06-01T11:00:00+05:30',
    });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toMatchObject({
      ...errorBody('VALIDATION_FAILED', SERVER_ERRORS.tooFarAhead),
      field: 'startTime',
    });
  });
});
