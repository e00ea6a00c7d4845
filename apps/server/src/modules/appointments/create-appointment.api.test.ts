import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ERRORS, VALIDATION } from '@clinic/shared/messages';
import { PORTAL_MESSAGES } from '@clinic/shared/portal';
import { appointments, auditLog, patients, scheduledMessages } from '../../db/schema.ts';
import { startTestApp, type TestContext } from '../../../test/harness.ts';
import { addAppointment, ist, makePatient, signedInDoctor, withToken } from '../portal/testing.ts';
import { errorBody } from '../../../test/expect-error.ts';

// TEST_NOW: Tuesday 2026-03-10 10:00 in Kolkata.
let t: TestContext;
let doc: Awaited<ReturnType<typeof signedInDoctor>>;
let api: ReturnType<typeof withToken>;

const body = (extra: Record<string, unknown> = {}) => ({
  title: 'Diet consultation',
  startTime: '2026-03-12T09:00:00+05:30',
  endTime: '2026-03-12T09:45:00+05:30',
  patientEmail: 'Priya.Nair@Example.com',
  note: 'Bring the last lab reports',
  ...extra,
});

async function outbox(to: string): Promise<{ text: string; subject: string | null }[]> {
  return (
    await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })
  ).json().messages;
}

beforeAll(async () => {
  t = await startTestApp();
  doc = await signedInDoctor(t.app, t.database.db, {
    name: 'Dr. Kavya Rao',
    offlineFeePaise: 70000,
  });
  api = withToken(t.app, doc.token);
});
afterAll(async () => t?.close());

describe('POST /appointment/create-appointment', () => {
  it('stores a confirmed appointment for a client known by email and emails them', async () => {
    const res = await api.post('/api/appointment/create-appointment', body());
    expect(res.statusCode).toBe(201);
    const { appointment } = res.json();
    expect(appointment).toMatchObject({
      patient: 'priya.nair@example.com',
      treatment: 'Diet consultation',
      title: 'Diet consultation',
      appointmentType: 'Clinic Visit',
      mode: 'clinic',
      status: 'Confirmed',
      startTime: '2026-03-12T03:30:00.000Z',
      endTime: '2026-03-12T04:15:00.000Z',
      date: '12 Mar 2026',
      time: '09:00 AM',
      timeRange: '09:00 AM - 09:45 AM',
      patientEmail: 'priya.nair@example.com',
      doctorNotes: 'Bring the last lab reports',
      fee: 700,
      amountPaid: 0,
      allowedStatuses: ['Confirmed', 'Cancelled'],
    });
    expect(appointment.publicId).toMatch(/^#\d{7,}$/);
    const [patient] = await t.database.db
      .select()
      .from(patients)
      .where(eq(patients.id, appointment.patientId));
    expect(patient).toMatchObject({
      email: 'priya.nair@example.com',
      phone: null,
      ownerPhone: null,
      name: 'priya.nair@example.com',
    });
    const mail = await outbox('priya.nair@example.com');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain(appointment.publicId);
    const reminders = await t.database.db
      .select()
      .from(scheduledMessages)
      .where(eq(scheduledMessages.appointmentId, appointment.id));
    expect(reminders.map((r) => [r.channel, r.dueAt.toISOString()])).toEqual([
      ['email', '2026-03-11T03:30:00.000Z'],
    ]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'create_appointment'), eq(auditLog.entityId, appointment.id)));
    expect(audit[0]).toMatchObject({ actorId: doc.id, patientId: patient!.id, ip: '127.0.0.1' });
  });

  it('reuses the email-only client on the next appointment', async () => {
    const res = await api.post(
      '/api/appointment/create-appointment',
      body({
        startTime: '2026-03-13T09:00:00+05:30',
        endTime: '2026-03-13T09:30:00+05:30',
        patientEmail: 'priya.nair@example.com',
      }),
    );
    expect(res.statusCode).toBe(201);
    const rows = await t.database.db.select().from(patients).where(isNull(patients.ownerPhone));
    expect(rows.filter((r) => r.email === 'priya.nair@example.com')).toHaveLength(1);
  });

  it('links a patient of mine by their email and texts their phone', async () => {
    const p = await makePatient(t.database.db, { name: 'Arjun Mehta', email: 'arjun@example.com' });
    await addAppointment(t.database.db, {
      doctorId: doc.id,
      patientId: p.id,
      start: ist('2026-03-02 10:00'),
      status: 'Completed',
    });
    const res = await api.post(
      '/api/appointment/create-appointment',
      body({
        patientEmail: 'ARJUN@example.com',
        startTime: '2026-03-14T10:00:00+05:30',
        endTime: '2026-03-14T10:30:00+05:30',
      }),
    );
    expect(res.json().appointment).toMatchObject({ patientId: p.id, patient: 'Arjun Mehta' });
    expect((await outbox(p.phone!))[0]!.text).toContain('has booked an appointment');
  });

  it("never links another doctor's patient by email", async () => {
    const other = await signedInDoctor(t.app, t.database.db);
    const p = await makePatient(t.database.db, {
      name: 'Private Person',
      email: 'private@example.com',
    });
    await addAppointment(t.database.db, {
      doctorId: other.id,
      patientId: p.id,
      start: ist('2026-03-02 10:00'),
      status: 'Completed',
    });
    const res = await api.post(
      '/api/appointment/create-appointment',
      body({
        patientEmail: 'private@example.com',
        startTime: '2026-03-14T11:00:00+05:30',
        endTime: '2026-03-14T11:30:00+05:30',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().appointment.patientId).not.toBe(p.id);
    expect(res.json().appointment.patient).toBe('private@example.com');
  });

  it('validates with the messages of the Add Appointment dialog', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ patientEmail: undefined }, VALIDATION.clientEmailRequired, 'patientEmail'],
      [{ patientEmail: '' }, VALIDATION.clientEmailRequired, 'patientEmail'],
      [{ patientEmail: 'not-an-email' }, VALIDATION.validEmail, 'patientEmail'],
      [{ title: '  ' }, VALIDATION.sessionTitleRequired, 'title'],
      [{ title: undefined }, VALIDATION.sessionTitleRequired, 'title'],
      [{ startTime: undefined }, VALIDATION.startTimeRequired, 'startTime'],
      [{ endTime: '' }, VALIDATION.endTimeRequired, 'endTime'],
      [{ endTime: '2026-03-12T09:00:00+05:30' }, VALIDATION.endAfterStart, 'endTime'],
      [{ endTime: '2026-03-12T08:30:00+05:30' }, VALIDATION.endAfterStart, 'endTime'],
      [
        { startTime: '2026-03-09T09:00:00+05:30', endTime: '2026-03-09T09:30:00+05:30' },
        PORTAL_MESSAGES.startInPast,
        'startTime',
      ],
      [{ endTime: '2026-03-13T09:00:00+05:30' }, PORTAL_MESSAGES.tooLong, 'endTime'],
    ];
    for (const [extra, message, field] of cases) {
      const res = await api.post('/api/appointment/create-appointment', body(extra));
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ ...errorBody('VALIDATION_FAILED', message), field });
    }
  });

  it('answers 409 SLOT_TAKEN over a patient booking and over its own', async () => {
    await addAppointment(t.database.db, {
      doctorId: doc.id,
      start: ist('2026-03-16 11:00'),
      status: 'Pending',
    });
    const res = await api.post(
      '/api/appointment/create-appointment',
      body({ startTime: '2026-03-16T10:45:00+05:30', endTime: '2026-03-16T11:15:00+05:30' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject(errorBody('SLOT_TAKEN', SERVER_ERRORS.slotTaken));
  });

  it('of 20 concurrent calls for one time exactly one succeeds', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.post(
          '/api/appointment/create-appointment',
          body({
            patientEmail: `rush${i % 3}@example.com`,
            startTime: '2026-03-19T15:00:00+05:30',
            endTime: '2026-03-19T15:30:00+05:30',
          }),
        ),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json().code).toBe('SLOT_TAKEN');
    const rows = await t.database.db
      .select()
      .from(appointments)
      .where(
        and(eq(appointments.doctorId, doc.id), eq(appointments.startAt, ist('2026-03-19 15:00'))),
      );
    expect(rows).toHaveLength(1);
  });

  it('is for doctors only', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/appointment/create-appointment',
          payload: body(),
        })
      ).statusCode,
    ).toBe(401);
  });
});
