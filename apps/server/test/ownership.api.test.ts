// Every authenticated route that takes an id, called with ANOTHER doctor's
// token on this doctor's record, answers 404 or 403 — and every list shows the
// other doctor none of this one's rows. Routes are read from the OpenAPI
// document, so a new route with an id fails here until it is mapped below.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  documents,
  notifications,
  payments,
  reviews,
  tickets,
} from '../src/db/schema.ts';
import { startTestApp, type TestContext } from './harness.ts';
import { makeListedDoctor, makePatient } from './factories.ts';
import { tinyPdf } from './pdf.ts';
import { addBilledVisit } from '../src/modules/ledger/testing.ts';

let t: TestContext;
const a: Record<string, string> = {};
let tokenB = '';

/** Which of doctor A's records each parameterised route is aimed at. */
const TARGET: Record<string, keyof typeof a | 'own-only' | 'admin'> = {
  '/api/documents/{id}': 'document',
  '/api/appointments/{id}': 'appointment',
  '/api/appointments/{id}/accept': 'appointment',
  '/api/appointments/{id}/reject': 'appointment',
  '/api/appointments/{id}/status': 'appointment',
  '/api/appointments/{id}/notes': 'appointment',
  '/api/appointments/{id}/prescriptions': 'appointment',
  '/api/appointments/{id}/invoice': 'appointment',
  '/api/appointments/{id}/move': 'appointment',
  '/api/notifications/{id}/read': 'notification',
  '/api/consult/{id}': 'appointment',
  '/api/consult/{id}/signal': 'appointment',
  '/api/ledger/{invoiceId}': 'invoice',
  '/api/ledger/{invoiceId}/pdf': 'invoice',
  '/api/tickets/{id}/replies': 'ticket',
  '/api/tickets/{id}/screenshot': 'ticket',
  '/api/patients/{id}': 'patient',
  '/api/patients/{id}/notes': 'patient',
  '/api/patients/{id}/lab-reports': 'patient',
  '/api/patients/{id}/lab-reports/{documentId}': 'patient',
  '/api/reviews/{id}/reply': 'review',
  '/api/time-off/{id}': 'timeOff',
  '/api/time-off/{id}/cancel-appointments': 'timeOff',
  // Acts only on the caller's own documents: there is no other doctor's id to aim at.
  '/api/onboarding/documents/{kind}': 'own-only',
  '/api/admin/doctors/{id}': 'admin',
  '/api/admin/documents/{id}/review': 'admin',
  '/api/admin/tickets/{id}': 'admin',
  '/api/admin/tickets/{id}/replies': 'admin',
  '/api/admin/tickets/{id}/resolve': 'admin',
  '/api/admin/tickets/{id}/reopen': 'admin',
};

const BODY: Record<string, unknown> = {
  '/api/appointments/{id}/status': { status: 'Confirmed' },
  '/api/appointments/{id}/notes': { notes: 'Looks fine' },
  '/api/appointments/{id}/move': { startTime: '2026-03-12T05:30:00.000Z' },
  '/api/appointments/{id}/invoice': {},
  '/api/admin/documents/{id}/review': { status: 'Verified' },
  '/api/reviews/{id}/reply': { reply: 'Not your review' },
  '/api/consult/{id}/signal': { kind: 'join' },
  '/api/tickets/{id}/replies': { message: 'Not your ticket' },
  '/api/admin/tickets/{id}/replies': { message: 'Not an admin' },
  '/api/patients/{id}/notes': { text: 'Not your patient' },
};

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  const docA = await makeListedDoctor(db, { name: 'Dr. A' });
  const docB = await makeListedDoctor(db, { name: 'Dr. B' });
  a.doctor = docA.user.id;
  const patient = await makePatient(db);
  const [appt] = await db
    .insert(appointments)
    .values({
      doctorId: docA.user.id,
      clinicId: docA.clinic.id,
      patientId: patient.id,
      mode: 'clinic',
      status: 'Pending',
      treatment: 'Fever',
      startAt: new Date('2026-03-11T05:30:00.000Z'),
      endAt: new Date('2026-03-11T06:00:00.000Z'),
    })
    .returning();
  a.appointment = appt!.id;
  a.patient = patient.id;
  const [payment] = await db
    .insert(payments)
    .values({
      appointmentId: appt!.id,
      provider: 'simulated',
      providerRef: 'sim_a',
      amountPaise: 24000,
      status: 'succeeded',
    })
    .returning();
  a.payment = payment!.id;
  await t.app.deps.storage.put(`documents/${docA.user.id}/x.pdf`, tinyPdf());
  const [doc] = await db
    .insert(documents)
    .values({
      ownerId: docA.user.id,
      kind: 'governmentId',
      storageKey: `documents/${docA.user.id}/x.pdf`,
      originalName: 'x.pdf',
      sizeBytes: 300,
      mime: 'application/pdf',
    })
    .returning();
  a.document = doc!.id;
  await t.app.deps.storage.put(
    `tickets/${docA.user.id}/shot.png`,
    Buffer.from('\x89PNG\r\n\x1a\n'),
  );
  const [ticket] = await db
    .insert(tickets)
    .values({
      userId: docA.user.id,
      issueType: 'Technical',
      message: 'The calendar does not load.',
      screenshotKey: `tickets/${docA.user.id}/shot.png`,
      screenshotMime: 'image/png',
    })
    .returning();
  a.ticket = ticket!.id;
  const [labReport] = await db
    .insert(documents)
    .values({
      ownerId: docA.user.id,
      patientId: patient.id,
      kind: 'labReport',
      storageKey: `documents/${docA.user.id}/x.pdf`,
      originalName: 'lab.pdf',
      sizeBytes: 300,
      mime: 'application/pdf',
    })
    .returning();
  a.labReport = labReport!.id;
  const [note] = await db
    .insert(notifications)
    .values({
      userId: docA.user.id,
      kind: 'appointment_request',
      title: 'New request',
      description: 'For A',
    })
    .returning();
  a.notification = note!.id;
  a.invoice = (
    await addBilledVisit(db, {
      doctorId: docA.user.id,
      patientId: patient.id,
      issuedOn: '2026-03-02',
      amountPaise: 50000,
    })
  ).invoice.invoiceNo;
  const [visited] = await db
    .insert(appointments)
    .values({
      doctorId: docA.user.id,
      clinicId: docA.clinic.id,
      patientId: patient.id,
      mode: 'clinic',
      status: 'Completed',
      treatment: 'Fever',
      startAt: new Date('2026-03-02T05:30:00.000Z'),
      endAt: new Date('2026-03-02T06:00:00.000Z'),
    })
    .returning();
  const [review] = await db
    .insert(reviews)
    .values({
      appointmentId: visited!.id,
      doctorId: docA.user.id,
      patientId: patient.id,
      rating: 5,
      body: 'Very kind doctor.',
      reply: 'Thank you.',
    })
    .returning();
  a.review = review!.id;
  // Time off over A's appointment: B can neither remove it nor cancel what it holds.
  const [off] = await t.database.rows<{ id: string }>(
    `insert into time_off (doctor_id, start_at, end_at, reason)
     values ($1, '2026-03-11T00:00:00Z', '2026-03-12T00:00:00Z', 'Away') returning id`,
    [docA.user.id],
  );
  a.timeOff = off!.id;
  // A patient waiting for A's day: B's waitlist never shows them.
  const [waiting] = await t.database.rows<{ id: string }>(
    `insert into waitlist_entries (doctor_id, day, day_start, day_end, name, mobile, token_hash, link_origin)
     values ($1, '2026-03-12', '2026-03-11T18:30:00Z', '2026-03-12T18:30:00Z', 'Waiting Patient',
             '+919812300001', 'ownership-token-hash', 'http://localhost') returning id`,
    [docA.user.id],
  );
  a.waitlistEntry = waiting!.id;
  tokenB = await t.app.tokens.signAccess(
    { sub: docB.user.id, role: 'doctor', tv: 0 },
    t.clock.now(),
  );
});
afterAll(async () => t?.close());

async function routes() {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { security?: unknown }>>;
  };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([, op]) => op.security)
      .map(([method, op]) => ({
        path,
        method: method.toUpperCase() as 'GET' | 'POST' | 'PATCH' | 'DELETE',
        op,
      })),
  );
}

function multipartPdf() {
  const boundary = '----ownership';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="medication"\r\n\r\nParacetamol 500 mg\r\n`,
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="rx.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    tinyPdf('rx'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

describe("another doctor's token", () => {
  it('gets 404 or 403 on every authenticated route aimed at this doctor’s records', async () => {
    const checked: string[] = [];
    for (const { path, method } of await routes()) {
      if (!path.includes('{')) continue;
      const target = TARGET[path];
      expect(target, `map ${method} ${path} in TARGET`).toBeDefined();
      if (target === 'own-only') continue;
      const id = target === 'admin' ? a.document! : a[target!]!;
      // A second id in the path is A's lab report of that patient.
      const url = path.replace(/\{[^}]+\}/, id).replace('{documentId}', a.labReport!);
      const isUpload = path.endsWith('/prescriptions') || path.endsWith('/lab-reports');
      const upload = isUpload ? multipartPdf() : null;
      const res = await t.app.inject({
        method,
        url,
        headers: {
          authorization: `Bearer ${tokenB}`,
          ...(upload ? { 'content-type': upload.type } : {}),
        },
        ...(upload
          ? { payload: upload.body }
          : method === 'GET'
            ? {}
            : { payload: (BODY[path] ?? {}) as object }),
      });
      expect([403, 404], `${method} ${path} answered ${res.statusCode}: ${res.body}`).toContain(
        res.statusCode,
      );
      checked.push(`${method} ${path}`);
    }
    expect(checked.length).toBeGreaterThanOrEqual(11);
    // And nothing changed: A's appointment is still Pending.
    const detail = await t.database.rows<{ status: string }>(
      'select status from appointments where id = $1',
      [a.appointment],
    );
    expect(detail[0]!.status).toBe('Pending');
    const [messages] = await t.database.rows<{ n: number }>(
      'select count(*)::int as n from ticket_messages where ticket_id = $1',
      [a.ticket],
    );
    expect(messages!.n).toBe(0);
    const [report] = await t.database.rows<{ removed: boolean }>(
      'select file_removed_at is not null as removed from documents where id = $1',
      [a.labReport],
    );
    expect(report!.removed).toBe(false);
    const [replied] = await t.database.rows<{ reply: string | null }>(
      'select reply from reviews where id = $1',
      [a.review],
    );
    expect(replied!.reply).toBe('Thank you.');
    const [off] = await t.database.rows<{ n: number }>(
      'select count(*)::int as n from time_off where id = $1',
      [a.timeOff],
    );
    expect(off!.n).toBe(1);
  });

  it("sees none of this doctor's tickets", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/tickets',
      headers: { authorization: `Bearer ${tokenB}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(a.ticket!);
  });

  it("sees none of this doctor's rows in any list", async () => {
    for (const url of [
      '/api/appointments?pageSize=50',
      '/api/calendar?month=2026-03',
      '/api/portal/dashboard',
      '/api/notifications',
      '/api/portal/summary',
      '/api/payments',
      '/api/ledger',
      '/api/ledger/export.csv',
      '/api/patients?pageSize=100',
      '/api/reviews',
      '/api/schedule',
      '/api/time-off',
      '/api/portal/waitlist',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${tokenB}` },
      });
      expect(res.statusCode, url).toBe(200);
      for (const id of [
        a.appointment!,
        a.notification!,
        a.document!,
        a.invoice!,
        a.payment!,
        a.patient!,
        a.review!,
        a.timeOff!,
        a.waitlistEntry!,
      ])
        expect(res.body, url).not.toContain(id);
    }
  });
});
