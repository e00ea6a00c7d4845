import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { announcements, auditLog, patients, users } from '../../db/schema.ts';
import { startTestApp, type TestContext } from '../../../test/harness.ts';
import { nextPhone } from '../../../test/factories.ts';
import {
  addAppointment,
  addInvoice,
  addNotification,
  ist,
  makePatient,
  signedInDoctor,
  withToken,
} from './testing.ts';
import { changePercent, monthStartOf } from './service.ts';

// TEST_NOW: Tuesday 2026-03-10 10:00 in Kolkata. "This month" is March, "last month" February.
let t: TestContext;
let doc: Awaited<ReturnType<typeof signedInDoctor>>;
let api: ReturnType<typeof withToken>;
const P: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  doc = await signedInDoctor(t.app, db, { name: 'Dr. Dash' });
  api = withToken(t.app, doc.token);
  for (const n of ['p1', 'p2', 'p3', 'p4', 'p5', 'p7'])
    P[n] = (await makePatient(db, { name: `Patient ${n.toUpperCase()}` })).id;
  const [p6] = await db
    .insert(patients)
    .values({ name: 'p6@example.com', email: 'p6@example.com' })
    .returning();
  P.p6 = p6!.id;
  type Row = [
    string,
    string,
    'Completed' | 'Cancelled' | 'Confirmed' | 'Pending' | 'Rejected',
    string,
    ('patient' | 'doctor')?,
  ];
  const rows: Row[] = [
    // patient, start (IST), status, booked at (IST), source
    ['p1', '2026-01-20 10:00', 'Completed', '2026-01-10 10:00'],
    ['p1', '2026-03-05 10:00', 'Completed', '2026-02-28 10:00'],
    ['p2', '2026-02-10 10:00', 'Completed', '2026-02-01 10:00'],
    ['p3', '2026-02-20 10:00', 'Cancelled', '2026-02-05 10:00'],
    ['p3', '2026-03-12 10:00', 'Confirmed', '2026-03-02 10:00'],
    ['p4', '2026-03-09 11:00', 'Completed', '2026-02-27 10:00'],
    ['p5', '2026-03-10 09:00', 'Confirmed', '2026-02-26 10:00'],
    ['p5', '2026-03-11 10:00', 'Pending', '2026-03-08 10:00'],
    ['p2', '2026-03-15 10:00', 'Pending', '2026-03-09 10:00'],
    ['p1', '2026-03-10 11:00', 'Rejected', '2026-03-03 10:00'],
    ['p4', '2026-03-10 12:00', 'Confirmed', '2026-03-01 10:00'],
    ['p2', '2026-02-25 10:00', 'Completed', '2026-02-20 10:00'],
    ['p6', '2026-04-02 10:00', 'Confirmed', '2026-03-10 09:00', 'doctor'],
    // Added by the doctor on the day: yesterday's schedule, not a request.
    ['p7', '2026-03-09 15:00', 'Completed', '2026-03-09 14:00', 'doctor'],
    // 00:15 on 1 March in Kolkata is still 28 February in UTC: it belongs to March.
    ['p7', '2026-03-01 00:15', 'Completed', '2026-02-20 10:00'],
  ];
  for (const [p, start, status, booked, source] of rows) {
    await addAppointment(db, {
      doctorId: doc.id,
      patientId: P[p]!,
      start: ist(start),
      status,
      createdAt: ist(booked),
      source: source ?? 'patient',
      treatment: `Visit of ${p}`,
    });
  }
  await addInvoice(db, {
    doctorId: doc.id,
    patientId: P.p2!,
    serial: 1,
    amountPaise: 80000,
    issuedOn: '2026-02-10',
  });
  await addInvoice(db, {
    doctorId: doc.id,
    patientId: P.p2!,
    serial: 2,
    amountPaise: 60000,
    issuedOn: '2026-02-25',
  });
  await addInvoice(db, {
    doctorId: doc.id,
    patientId: P.p1!,
    serial: 3,
    amountPaise: 80000,
    issuedOn: '2026-03-05',
  });
  await addInvoice(db, {
    doctorId: doc.id,
    patientId: P.p1!,
    serial: 4,
    amountPaise: 50000,
    issuedOn: '2026-01-20',
  });
  await db.delete(announcements);
  for (const [i, active] of [true, true, false, true, true].entries()) {
    await db.insert(announcements).values({
      title: `News ${i}`,
      message: `Message ${i}`,
      active,
      publishedAt: ist(`2026-03-0${i + 1} 09:00`),
    });
  }
  await addNotification(db, doc.id, 'Unread one', ist('2026-03-09 09:00'));
  await addNotification(db, doc.id, 'Unread two', ist('2026-03-10 09:00'));
  await addNotification(db, doc.id, 'Read one', ist('2026-03-01 09:00'), true);
});
afterAll(async () => t?.close());

describe('GET /portal/dashboard', () => {
  it("computes the four cards from the doctor's rows, months and days in clinic time", async () => {
    const res = await api.get('/api/portal/dashboard');
    expect(res.statusCode).toBe(200);
    expect(res.json().cards).toEqual({
      // p1..p7 (p3's cancelled visit and p1's rejected one do not count); new: p3, p4, p5, p7 in March, p2 in February.
      totalPatients: { value: 7, changePercent: 300, comparedTo: 'last month' },
      // ₹800 + ₹600 + ₹800 + ₹500; March ₹800 against February ₹1,400.
      totalEarnings: { value: 2700, changePercent: -43, comparedTo: 'last month' },
      // p5 on the 11th, p2 on the 15th; requests booked by patients: 5 in March, 7 in February.
      pendingRequests: { value: 2, changePercent: -29, comparedTo: 'last month' },
      // Pending or Confirmed from today on: p5 09:00 (today, not closed yet), p4 12:00, p5, p3,
      // p2, p6. Today's schedule 2 (09:00, 12:00), yesterday's 2 (p4 11:00, p7 15:00).
      upcomingAppointments: { value: 6, changePercent: 0, comparedTo: 'yesterday' },
    });
  });

  it('lists upcoming appointments and pending requests soonest first, and three announcements', async () => {
    const body = (await api.get('/api/portal/dashboard')).json();
    expect(body.upcoming.map((a: { treatment: string }) => a.treatment)).toEqual([
      'Visit of p5',
      'Visit of p4',
      'Visit of p5',
      'Visit of p3',
      'Visit of p2',
      'Visit of p6',
    ]);
    expect(body.upcoming[1]).toMatchObject({
      patient: 'Patient P4',
      status: 'Confirmed',
      date: '10 Mar 2026',
      time: '12:00 PM',
      timeRange: '12:00 PM - 12:30 PM',
      appointmentType: 'Clinic Visit',
    });
    expect(body.upcoming[5].patient).toBe('p6@example.com');
    expect(
      body.pendingRequests.map((a: { patient: string; status: string }) => [a.patient, a.status]),
    ).toEqual([
      ['Patient P5', 'Pending'],
      ['Patient P2', 'Pending'],
    ]);
    expect(body.announcements.map((a: { title: string }) => a.title)).toEqual([
      'News 4',
      'News 3',
      'News 1',
    ]);
    expect(body.timeZone).toBe('Asia/Kolkata');
    expect(body.announcements[0]).toEqual({
      id: expect.any(Number),
      title: 'News 4',
      message: 'Message 4',
    });
  });

  it("shows a new announcement on every doctor's next dashboard, kept or not", async () => {
    await api.get('/api/portal/dashboard');
    const other = await signedInDoctor(t.app, t.database.db, { name: 'Dr. Other Desk' });
    const otherApi = withToken(t.app, other.token);
    expect((await otherApi.get('/api/portal/dashboard')).json().announcements[0].title).toBe(
      'News 4',
    );
    const [added] = await t.database.db
      .insert(announcements)
      .values({ title: 'Clinic closed on Holi', message: 'All day', active: true })
      .returning();
    await t.database.caughtUp();
    try {
      for (const client of [api, otherApi]) {
        const titles = (await client.get('/api/portal/dashboard'))
          .json()
          .announcements.map((a: { title: string }) => a.title);
        expect(titles).toEqual(['Clinic closed on Holi', 'News 4', 'News 3']);
      }
    } finally {
      await t.database.db.delete(announcements).where(eq(announcements.id, added!.id));
      await t.database.caughtUp();
    }
  });

  it('caps the lists and uses the same number of queries for 15 or 100 appointments', async () => {
    const count = async () => {
      // The practice and the announcements are kept between dashboards, as on a busy day.
      await api.get('/api/portal/dashboard');
      // A change to the calendar (as the rows below are) drops the cached dashboard: count a computed one.
      await t.database.rows(`select pg_notify('clinic_changes', $1)`, [`calendar:${doc.id}`]);
      await t.database.caughtUp();
      const spy = vi.spyOn(t.database, 'rows');
      try {
        const res = await api.get('/api/portal/dashboard');
        expect(res.statusCode).toBe(200);
        return { queries: spy.mock.calls.length, body: res.json() };
      } finally {
        spy.mockRestore();
      }
    };
    const before = await count();
    for (let i = 0; i < 85; i++) {
      await addAppointment(t.database.db, {
        doctorId: doc.id,
        patientId: P.p7!,
        start: new Date(ist('2026-05-01 09:00').getTime() + i * 3_600_000),
        status: 'Pending',
      });
    }
    const after = await count();
    expect(after.queries).toBe(before.queries);
    // The caller's lookup, the figures, the lists and the audit row.
    expect(before.queries).toBe(4);
    expect(after.body.upcoming).toHaveLength(50);
    expect(after.body.pendingRequests).toHaveLength(30);
    expect(after.body.cards.pendingRequests.value).toBe(87);
    await t.database.rows(`delete from appointments where doctor_id = $1 and start_at >= $2`, [
      doc.id,
      ist('2026-05-01 00:00').toISOString(),
    ]);
  });

  it('audits the read and shows another doctor nothing of mine', async () => {
    await api.get('/api/portal/dashboard');
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, doc.id), eq(auditLog.action, 'view_dashboard')));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.at(-1)).toMatchObject({ actorRole: 'doctor', ip: '127.0.0.1' });
    const other = await signedInDoctor(t.app, t.database.db);
    const theirs = (await withToken(t.app, other.token).get('/api/portal/dashboard')).json();
    expect(theirs.cards.totalPatients).toEqual({
      value: 0,
      changePercent: 0,
      comparedTo: 'last month',
    });
    expect(theirs.upcoming).toEqual([]);
    expect(theirs.pendingRequests).toEqual([]);
  });

  it('is for doctors only', async () => {
    const [admin] = await t.database.db
      .insert(users)
      .values({ role: 'admin', name: 'Admin', phone: nextPhone() })
      .returning();
    const token = await t.app.tokens.signAccess(
      { sub: admin!.id, role: 'admin', tv: 0 },
      t.clock.now(),
    );
    expect((await withToken(t.app, token).get('/api/portal/dashboard')).statusCode).toBe(403);
    expect((await withToken(t.app, token).get('/api/portal/summary')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/portal/dashboard' })).statusCode).toBe(
      401,
    );
  });
});

describe('upcoming: one definition for the card, the dashboard list and the list filter', () => {
  it('counts and lists on the dashboard exactly what GET /appointments?upcoming=true lists', async () => {
    const db = t.database.db;
    const mine = await signedInDoctor(t.app, db, { name: 'Dr. Upcoming' });
    const theirApi = withToken(t.app, mine.token);
    const patient = (await makePatient(db, { name: 'Upcoming Patient' })).id;
    // TEST_NOW is 10:00 on 2026-03-10 in Kolkata.
    const rows: [
      string,
      'Pending' | 'Confirmed' | 'Completed' | 'Cancelled' | 'Rejected' | 'No-Show',
    ][] = [
      ['2026-03-09 18:00', 'Confirmed'], // yesterday: not upcoming
      ['2026-03-10 00:05', 'Confirmed'], // today, started, not closed: upcoming
      ['2026-03-10 08:00', 'Completed'], // today, closed: not upcoming
      ['2026-03-10 08:30', 'No-Show'], // today, closed: not upcoming
      ['2026-03-10 16:00', 'Pending'], // upcoming
      ['2026-03-10 23:45', 'Confirmed'], // late today: upcoming
      ['2026-03-11 09:00', 'Cancelled'], // not upcoming
      ['2026-03-11 10:00', 'Rejected'], // not upcoming
      ['2026-03-11 11:00', 'Confirmed'], // upcoming
      ['2027-01-05 09:00', 'Pending'], // upcoming
    ];
    for (const [start, status] of rows) {
      await addAppointment(db, {
        doctorId: mine.id,
        patientId: patient,
        start: ist(start),
        status,
      });
    }
    const dashboard = (await theirApi.get('/api/portal/dashboard')).json();
    const list = (await theirApi.get('/api/appointments?upcoming=true&pageSize=100')).json();
    const starts = (items: { startTime: string }[]) => items.map((a) => a.startTime);
    const expected = [
      '2026-03-10 00:05',
      '2026-03-10 16:00',
      '2026-03-10 23:45',
      '2026-03-11 11:00',
      '2027-01-05 09:00',
    ].map((local) => ist(local).toISOString());
    expect(dashboard.cards.upcomingAppointments.value).toBe(5);
    expect(list.total).toBe(5);
    expect(starts(list.appointments)).toEqual(expected);
    expect(starts(dashboard.upcoming)).toEqual(expected);
    // With the list's other filters, upcoming still narrows to the same appointments.
    const tomorrow = (
      await theirApi.get('/api/appointments?upcoming=true&from=2026-03-11&to=2026-03-11')
    ).json();
    expect(starts(tomorrow.appointments)).toEqual([ist('2026-03-11 11:00').toISOString()]);
  });
});

describe('dashboard cache', () => {
  it('serves repeat views from the cache and shows a write through the API at once', async () => {
    // Earlier tests wrote to the tables directly; on PostgreSQL their change
    // notices arrive on their own time and would drop the dashboard cached below.
    await t.database.caughtUp();
    const first = (await api.get('/api/portal/dashboard')).json();
    const pending = first.pendingRequests[0];
    expect(pending).toBeDefined();
    const spy = vi.spyOn(t.database, 'rows');
    try {
      await api.get('/api/portal/dashboard');
      // The caller is looked up and the read audited; no figures are recomputed.
      const statements = spy.mock.calls.map(([text]) => String(text));
      expect(statements.filter((text) => /\bappointments\b/.test(text))).toEqual([]);
      expect(statements.some((text) => text.startsWith('insert into audit_log'))).toBe(true);
    } finally {
      spy.mockRestore();
    }
    const accepted = await api.post(`/api/appointments/${pending.id}/accept`);
    expect(accepted.statusCode).toBe(200);
    const after = (await api.get('/api/portal/dashboard')).json();
    expect(after.pendingRequests.map((a: { id: string }) => a.id)).not.toContain(pending.id);
    // Put it back for the tests that follow.
    await t.database.rows(`update appointments set status = 'Pending' where id = $1`, [pending.id]);
    await t.database.caughtUp();
  });
});

describe('GET /portal/summary', () => {
  it('answers the sidebar badge and the unread count', async () => {
    expect((await api.get('/api/portal/summary')).json()).toEqual({
      pendingRequests: 2,
      unreadNotifications: 2,
    });
  });
});

describe('OpenAPI', () => {
  it('documents every portal call', async () => {
    const paths = Object.keys(
      (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths,
    );
    for (const p of [
      '/api/portal/summary',
      '/api/portal/dashboard',
      '/api/notifications',
      '/api/notifications/{id}/read',
      '/api/notifications/read-all',
      '/api/appointments',
      '/api/appointments/{id}',
      '/api/appointments/{id}/accept',
      '/api/appointments/{id}/reject',
      '/api/appointments/{id}/status',
      '/api/appointments/{id}/notes',
      '/api/appointments/{id}/prescriptions',
      '/api/appointments/{id}/invoice',
      '/api/appointments/{id}/move',
      '/api/calendar',
      '/api/appointment/create-appointment',
    ]) {
      expect(paths, p).toContain(p);
    }
  });
});

describe('card arithmetic', () => {
  it('rounds the change and handles an empty previous period', () => {
    expect(changePercent(12, 8)).toBe(50);
    expect(changePercent(1, 3)).toBe(-67);
    expect(changePercent(0, 0)).toBe(0);
    expect(changePercent(4, 0)).toBe(100);
    expect(monthStartOf('2026-01-31', -1)).toBe('2025-12-01');
    expect(monthStartOf('2026-12-05', 1)).toBe('2027-01-01');
  });
});
