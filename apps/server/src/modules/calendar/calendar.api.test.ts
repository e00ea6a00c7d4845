import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ERRORS } from '@clinic/shared/messages';
import { auditLog } from '../../db/schema.ts';
import { startTestApp, type TestContext } from '../../../test/harness.ts';
import { addAppointment, ist, makePatient, signedInDoctor, withToken } from '../portal/testing.ts';
import { monthGrid } from './service.ts';

// TEST_NOW: Tuesday 2026-03-10 10:00 in Kolkata. March 2026 starts on a Sunday.
let t: TestContext;
let doc: Awaited<ReturnType<typeof signedInDoctor>>;
let api: ReturnType<typeof withToken>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  doc = await signedInDoctor(t.app, db);
  const other = await signedInDoctor(t.app, db);
  api = withToken(t.app, doc.token);
  const p = await makePatient(db, { name: 'Farah Ali' });
  const rows: [string, string, 'Confirmed' | 'Pending' | 'Cancelled' | 'Completed'][] = [
    ['first', '2026-03-01 00:15', 'Completed'],
    ['before', '2026-02-28 23:45', 'Confirmed'],
    ['cancelled', '2026-03-12 09:00', 'Cancelled'],
    ['trailing', '2026-04-04 18:00', 'Pending'],
    ['after', '2026-04-05 09:00', 'Confirmed'],
  ];
  for (const [key, at, status] of rows) {
    ids[key] = (
      await addAppointment(db, {
        doctorId: doc.id,
        patientId: p.id,
        start: ist(at),
        status,
        treatment: 'Consultation',
      })
    ).id;
  }
  await addAppointment(db, {
    doctorId: other.id,
    patientId: p.id,
    start: ist('2026-03-12 09:00'),
    status: 'Confirmed',
  });
  const created = await api.post('/api/appointment/create-appointment', {
    title: 'Yoga session',
    startTime: '2026-03-12T10:00:00+05:30',
    endTime: '2026-03-12T11:00:00+05:30',
    patientEmail: 'yoga@example.com',
    note: '',
  });
  ids.created = created.json().appointment.id;
});
afterAll(async () => t?.close());

describe('GET /calendar', () => {
  it("answers the active appointments of the month's visible grid, in clinic time", async () => {
    const res = await api.get('/api/calendar?month=2026-03');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      month: '2026-03',
      timeZone: 'Asia/Kolkata',
      gridStart: '2026-03-01',
      gridEnd: '2026-04-04',
    });
    expect(body.appointments.map((a: { id: string }) => a.id)).toEqual([
      ids.first,
      ids.created,
      ids.trailing,
    ]);
    expect(body.appointments[0]).toMatchObject({
      date: '2026-03-01',
      time: '12:15 AM',
      personName: 'Farah Ali',
      title: 'Consultation',
      status: 'Completed',
      mode: 'clinic',
    });
    expect(body.appointments[1]).toEqual({
      id: ids.created,
      publicId: expect.stringMatching(/^#\d+$/),
      personName: 'yoga@example.com',
      title: 'Yoga session',
      startTime: '2026-03-12T04:30:00.000Z',
      endTime: '2026-03-12T05:30:00.000Z',
      time: '10:00 AM',
      date: '2026-03-12',
      status: 'Confirmed',
      mode: 'clinic',
    });
  });

  it('opens on the current month and follows a move', async () => {
    const moved = await api.patch(`/api/appointments/${ids.created}/move`, {
      startTime: '2026-03-13T10:00:00+05:30',
    });
    expect(moved.statusCode).toBe(200);
    const body = (await api.get('/api/calendar')).json();
    expect(body.month).toBe('2026-03');
    expect(body.appointments.find((a: { id: string }) => a.id === ids.created)).toMatchObject({
      date: '2026-03-13',
      time: '10:00 AM',
      endTime: '2026-03-13T05:30:00.000Z',
    });
    const april = (await api.get('/api/calendar?month=2026-04')).json();
    expect(april).toMatchObject({ gridStart: '2026-03-29', gridEnd: '2026-05-02' });
    expect(april.appointments.map((a: { id: string }) => a.id)).toEqual([ids.trailing, ids.after]);
  });

  it('validates the month, audits the read and is for doctors only', async () => {
    expect((await api.get('/api/calendar?month=2026-13')).statusCode).toBe(400);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, doc.id), eq(auditLog.action, 'view_calendar')));
    expect(rows.length).toBeGreaterThan(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar' })).statusCode).toBe(401);
  });

  it('computes six-week grids', () => {
    expect(monthGrid('2026-02')).toEqual({ first: '2026-02-01', last: '2026-02-28' });
    expect(monthGrid('2028-07')).toEqual({ first: '2028-06-25', last: '2028-08-05' });
  });
});

describe('months a clinic cannot use (issue 9)', () => {
  it('refuses months outside the years 2000-2100 with 400', async () => {
    for (const month of ['9999-12', '0000-01', '1999-12', '2101-01']) {
      const res = await api.get(`/api/calendar?month=${month}`);
      expect(res.statusCode, month).toBe(400);
      expect(res.json()).toMatchObject({
        error: SERVER_ERRORS.monthOutOfRange,
        code: 'VALIDATION_FAILED',
        field: 'month',
      });
    }
    expect((await api.get('/api/calendar?month=2100-12')).statusCode).toBe(200);
    expect((await api.get('/api/calendar?month=2000-01')).statusCode).toBe(200);
  });
});
