// Every route that reads or changes a patient's or a doctor's record writes
// its audit row: who (actor id and role), what (action), which record (entity
// and id) and from where (the client's address). Routes are read from the
// OpenAPI document, so a new route fails here until it is classified below:
// audited (with a call that must leave its row) or exempt (with the reason).
import { and, eq, gt } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  cities,
  documents,
  reviews,
  specializations,
  tickets,
  users,
} from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { addAppointment, ist, makePatient, signedInDoctor } from '../src/modules/portal/testing.ts';
import { nextPhone } from './factories.ts';
import { startTestApp, type TestContext } from './harness.ts';
import { post, readOtp } from './otp.ts';
import { tinyPdf } from './pdf.ts';
import { addBilledVisit } from '../src/modules/ledger/testing.ts';
import { inviteReview } from '../src/modules/reviews/service.ts';
import { appointmentIcsPath } from '../src/modules/calendar-feed/service.ts';

let t: TestContext;

/** Why a route writes no audit row. */
const EXEMPT: Record<string, string> = {
  'GET /api/healthz': 'process health, no record',
  'POST /api/auth/send-otp':
    'sends a code to a phone; no record is read or changed (rate-limited instead)',
  'POST /api/auth/verify-otp':
    'checks a code; the session it opens is audited at create-user, login and reset',
  'POST /api/auth/check-email-exists': 'answers yes or no about an address; no record is shown',
  'POST /api/auth/login':
    'a session event, audited as login or failed_login in the auth tests; no record is read',
  'GET /api/auth/get-userdata': "the caller's own account, read by themselves",
  'POST /api/auth/logout': 'a session event (audited as logout); no record is read or changed',
  'GET /api/onboarding/get-all-specializations': 'public reference list',
  'GET /api/service/location/cities': 'public reference list',
  'GET /api/service/location/clinicAddress': 'public geocoding',
  'GET /api/userside/patients/search-doctors':
    'the public directory: what doctors publish, not their record',
  'GET /api/doctors/{userId}/slots': 'public free times, no patient or private doctor data',
  'GET /api/onboarding/documents': "the doctor's own documents, read by themselves",
  'GET /api/profile': "the doctor's own profile, read by themselves",
  'GET /api/doctor-photos/{file}': 'a photo the doctor publishes on their public page; no record',
  'GET /api/portal/summary': 'two counts (pending requests, unread notices); no record is shown',
  'GET /api/notifications': "the caller's own inbox, not a record",
  'POST /api/notifications/{id}/read': "a read flag on the caller's own notice",
  'POST /api/notifications/read-all': "read flags on the caller's own notices",
  'POST /api/consult/{id}/signal':
    'relays call set-up messages; entering the room is audited (GET /api/consult/{id})',
  'GET /api/consult/{id}/signal':
    'relays call set-up messages; entering the room is audited (GET /api/consult/{id})',
  'GET /api/dev/outbox': 'development only (not registered in production)',
  'GET /api/reviews/invitations/{token}':
    "the holder of a visit's one-time link sees that visit's doctor, date and treatment; nothing else is read",
  'GET /api/waitlist/links/{token}':
    'the holder of a waitlist link sees their own place and the slot held for them; nothing else is read',
  'GET /api/doctors/{userId}':
    'the public doctor page: what a listed doctor publishes, not their record',
  'GET /api/profile/calendar-feed': "the doctor's own feed URL, read by themselves",
  'GET /api/doctors/{userId}/stories':
    'stories patients published, named by first name and initial; not a record',
};

interface Expected {
  actorId: string | null;
  actorRole: string;
  action: string;
  entity: string;
  /** null: a list (the ids it showed are in details). */
  entityId: string | null;
}
type Call = () => Promise<{ status: number; body: string; expected: Expected }>;

/** The action of each audited route that changes a record (a new one must be added here too). */
const CHANGE_ACTION: Record<string, string> = {
  'POST /api/auth/create-user': 'signup',
  'POST /api/auth/reset-password': 'password_reset',
  'POST /api/auth/change-password': 'password_change',
  'POST /api/bookings': 'book_appointment',
  'POST /api/patient/appointments/{id}/cancel': 'cancel_booking',
  'POST /api/patient/appointments/{id}/reschedule': 'move_booking',
  'POST /api/onboarding/complete-profile': 'complete_profile',
  'POST /api/onboarding/documents/{kind}': 'replace_document',
  'POST /api/admin/documents/{id}/review': 'review_document',
  'PATCH /api/profile': 'update_profile',
  'PUT /api/payments/settings': 'update_payment_settings',
  'POST /api/profile/deactivate': 'deactivate',
  'POST /api/profile/photo': 'update_photo',
  'POST /api/appointments/{id}/accept': 'change_status',
  'POST /api/appointments/{id}/reject': 'change_status',
  'PATCH /api/appointments/{id}/status': 'change_status',
  'POST /api/appointments/{id}/notes': 'save_notes',
  'POST /api/appointments/{id}/prescriptions': 'add_prescription',
  'POST /api/appointments/{id}/invoice': 'create_invoice',
  'PATCH /api/appointments/{id}/move': 'move_appointment',
  'POST /api/appointment/create-appointment': 'create_appointment',
  'POST /api/reviews/invitations/{token}': 'create_review',
  'PUT /api/reviews/{id}/reply': 'reply_review',
  'DELETE /api/reviews/{id}/reply': 'remove_review_reply',
  'POST /api/tickets': 'raise_ticket',
  'POST /api/tickets/{id}/replies': 'reply_ticket',
  'POST /api/admin/tickets/{id}/replies': 'reply_ticket',
  'POST /api/admin/tickets/{id}/resolve': 'resolve_ticket',
  'POST /api/admin/tickets/{id}/reopen': 'reopen_ticket',
  'POST /api/patients/{id}/notes': 'add_note',
  'POST /api/patients/{id}/lab-reports': 'add_lab_report',
  'DELETE /api/patients/{id}/lab-reports/{documentId}': 'remove_lab_report',
  'POST /api/profile/calendar-feed/regenerate': 'calendar_feed_regenerate',
  'PUT /api/schedule': 'update_schedule',
  'POST /api/waitlist': 'join_waitlist',
  'DELETE /api/waitlist/{id}': 'leave_waitlist',
  'POST /api/time-off': 'add_time_off',
  'DELETE /api/time-off/{id}': 'remove_time_off',
  'POST /api/time-off/{id}/cancel-appointments': 'cancel_time_off_appointments',
};

/** Filled in beforeAll: one call per audited route. */
const AUDITED: Record<string, Call> = {};

/** The tables that hold records; an audit refusal must leave every one of them as it was. */
const RECORD_TABLES = [
  'users',
  'doctor_profiles',
  'clinics',
  'clinic_timings',
  'doctor_specializations',
  'documents',
  'patients',
  'appointments',
  'invoices',
  'prescriptions',
  'payments',
  'notifications',
  'scheduled_messages',
  'reviews',
  'review_invitations',
  'tickets',
  'ticket_messages',
  'consultation_notes',
  'time_off',
  'calendar_feeds',
  'waitlist_entries',
  'waitlist_offers',
];
const stateHash = async () => {
  const parts = await Promise.all(
    RECORD_TABLES.map(async (table) => {
      const [row] = await t.database.rows<{ h: string | null }>(
        `select md5(string_agg(x::text, '|' order by x::text)) as h from ${table} x`,
      );
      return `${table}:${row?.h}`;
    }),
  );
  return parts.join(',');
};
/** While set, the state just before each request is kept: the last one is the state before the audited request. */
let keepStateBefore = false;
let stateBefore = '';

const inject = async (opts: InjectOptions) => {
  if (keepStateBefore) stateBefore = await stateHash();
  const res = await t.app.inject(opts);
  return { status: res.statusCode, body: res.body, json: () => res.json() };
};
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function multipart(fields: Record<string, string>, files: Record<string, Buffer>) {
  const boundary = '----audit-coverage';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    );
  for (const [k, bytes] of Object.entries(files)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${k}"; filename="${k}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

async function signUp(mobile: string) {
  await post(t.app, '/api/auth/send-otp', { phoneNumber: mobile, otpType: 'SIGNUP' });
  await post(t.app, '/api/auth/verify-otp', {
    phoneNumber: mobile,
    otpCode: await readOtp(t.app, mobile),
  });
  return inject({
    method: 'POST',
    url: '/api/auth/create-user',
    payload: { phoneNumber: mobile, name: 'Dr. New Signup', password: 'Strong@123' },
  });
}

let seq = 0;
const freshMobile = () =>
  `96${String(process.pid).slice(-4).padStart(4, '0')}${String(++seq).padStart(4, '0')}`;

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  const now = t.clock.now();
  // Audit rows of the actions listed in audit_refusal cannot be written.
  await t.database.rows('create table audit_refusal (action text primary key)');
  await t.database
    .rows(`create function refuse_listed_audit() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from audit_refusal where action = new.action) then raise exception 'audit row refused: %', new.action; end if;
      return new;
    end $$`);
  await t.database.rows(
    'create trigger refuse_listed_audit before insert on audit_log for each row execute function refuse_listed_audit()',
  );
  await db
    .insert(specializations)
    .values({ name: 'Dermatologist', slug: 'dermatologist' })
    .onConflictDoNothing();
  await db.insert(cities).values({ name: 'Bengaluru', state: 'Karnataka', lat: 12.97, lng: 77.59 });
  const doc = await signedInDoctor(t.app, db, { name: 'Dr. Audit' });
  const [admin] = await db
    .insert(users)
    .values({ role: 'admin', name: 'Admin', phone: nextPhone() })
    .returning();
  const adminToken = await t.app.tokens.signAccess({ sub: admin!.id, role: 'admin', tv: 0 }, now);
  const patient = await makePatient(db, { email: 'audit.patient@example.com' });
  const asDoctor = { actorId: doc.id, actorRole: 'doctor' };
  const appt = (
    start: string,
    status: 'Pending' | 'Confirmed' = 'Confirmed',
    mode: 'clinic' | 'virtual' = 'clinic',
  ) =>
    addAppointment(db, {
      doctorId: doc.id,
      clinicId: doc.clinic.id,
      patientId: patient.id,
      start: ist(start),
      status,
      mode,
    });
  // TEST_NOW is Tuesday 2026-03-10 10:00 in Kolkata.
  const read = await appt('2026-03-11 09:00');
  const toAccept = await appt('2026-03-11 10:00', 'Pending');
  const toReject = await appt('2026-03-11 11:00', 'Pending');
  const toCancel = await appt('2026-03-11 12:00');
  const toNote = await appt('2026-03-11 13:00');
  const toPrescribe = await appt('2026-03-11 14:00');
  const toInvoice = await appt('2026-03-09 09:00');
  const toMove = await appt('2026-03-11 15:00');
  const virtual = await appt('2026-03-11 16:00', 'Confirmed', 'virtual');
  await t.app.deps.storage.put(`documents/${doc.id}/id.pdf`, tinyPdf('id'));
  const [document] = await db
    .insert(documents)
    .values({
      ownerId: doc.id,
      kind: 'governmentId',
      storageKey: `documents/${doc.id}/id.pdf`,
      originalName: 'id.pdf',
      sizeBytes: 300,
      mime: 'application/pdf',
    })
    .returning();

  const doctorCall =
    (
      method: 'GET' | 'POST' | 'PATCH' | 'PUT',
      url: string,
      expected: Omit<Expected, 'actorId' | 'actorRole'>,
      payload?: object,
    ) =>
    async () => {
      const res = await inject({
        method,
        url,
        headers: bearer(doc.token),
        ...(payload ? { payload } : {}),
      });
      return { ...res, expected: { ...asDoctor, ...expected } };
    };
  const onAppointment = (action: string, id: string) => ({
    action,
    entity: 'appointment',
    entityId: id,
  });

  AUDITED['GET /api/portal/dashboard'] = doctorCall('GET', '/api/portal/dashboard', {
    action: 'view_dashboard',
    entity: 'appointment',
    entityId: null,
  });
  AUDITED['GET /api/appointments'] = doctorCall('GET', '/api/appointments', {
    action: 'list_appointments',
    entity: 'appointment',
    entityId: null,
  });
  AUDITED['GET /api/calendar'] = doctorCall('GET', '/api/calendar?month=2026-03', {
    action: 'view_calendar',
    entity: 'appointment',
    entityId: null,
  });
  const billed = await addBilledVisit(db, {
    doctorId: doc.id,
    patientId: patient.id,
    issuedOn: '2026-03-02',
    amountPaise: 50000,
  });
  const onInvoice = (action: string) => ({
    action,
    entity: 'invoice',
    entityId: billed.invoice.id,
  });
  AUDITED['GET /api/ledger'] = doctorCall('GET', '/api/ledger', {
    action: 'list_invoices',
    entity: 'invoice',
    entityId: null,
  });
  AUDITED['GET /api/ledger/export.csv'] = doctorCall('GET', '/api/ledger/export.csv', {
    action: 'export_invoices',
    entity: 'invoice',
    entityId: null,
  });
  AUDITED['GET /api/ledger/{invoiceId}'] = doctorCall(
    'GET',
    `/api/ledger/${billed.invoice.invoiceNo}`,
    onInvoice('read_invoice'),
  );
  AUDITED['GET /api/ledger/{invoiceId}/pdf'] = doctorCall(
    'GET',
    `/api/ledger/${billed.invoice.invoiceNo}/pdf`,
    onInvoice('download_invoice'),
  );
  AUDITED['GET /api/appointments/{id}'] = doctorCall(
    'GET',
    `/api/appointments/${read.id}`,
    onAppointment('read_appointment', read.id),
  );
  AUDITED['POST /api/appointments/{id}/accept'] = doctorCall(
    'POST',
    `/api/appointments/${toAccept.id}/accept`,
    onAppointment('change_status', toAccept.id),
    {},
  );
  AUDITED['POST /api/appointments/{id}/reject'] = doctorCall(
    'POST',
    `/api/appointments/${toReject.id}/reject`,
    onAppointment('change_status', toReject.id),
    {},
  );
  AUDITED['PATCH /api/appointments/{id}/status'] = doctorCall(
    'PATCH',
    `/api/appointments/${toCancel.id}/status`,
    onAppointment('change_status', toCancel.id),
    {
      status: 'Cancelled',
    },
  );
  AUDITED['POST /api/appointments/{id}/notes'] = doctorCall(
    'POST',
    `/api/appointments/${toNote.id}/notes`,
    onAppointment('save_notes', toNote.id),
    {
      notes: 'Improving',
    },
  );
  AUDITED['POST /api/appointments/{id}/invoice'] = async () => {
    const res = await inject({
      method: 'POST',
      url: `/api/appointments/${toInvoice.id}/invoice`,
      headers: bearer(doc.token),
      payload: {},
    });
    const [invoice] = await t.database.rows<{ id: string }>(
      'select id from invoices where appointment_id = $1',
      [toInvoice.id],
    );
    return {
      ...res,
      expected: {
        ...asDoctor,
        action: 'create_invoice',
        entity: 'invoice',
        entityId: invoice?.id ?? 'none',
      },
    };
  };
  AUDITED['PATCH /api/appointments/{id}/move'] = doctorCall(
    'PATCH',
    `/api/appointments/${toMove.id}/move`,
    onAppointment('move_appointment', toMove.id),
    {
      startTime: ist('2026-03-12 15:00').toISOString(),
    },
  );
  AUDITED['POST /api/appointments/{id}/prescriptions'] = async () => {
    const form = multipart({ medication: 'Paracetamol 500 mg' }, { file: tinyPdf('rx') });
    const res = await inject({
      method: 'POST',
      url: `/api/appointments/${toPrescribe.id}/prescriptions`,
      headers: { ...bearer(doc.token), 'content-type': form.type },
      payload: form.payload,
    });
    const [rx] = await t.database.rows<{ id: string }>(
      'select id from prescriptions where appointment_id = $1',
      [toPrescribe.id],
    );
    return {
      ...res,
      expected: {
        ...asDoctor,
        action: 'add_prescription',
        entity: 'prescription',
        entityId: rx?.id ?? 'none',
      },
    };
  };
  AUDITED['POST /api/appointment/create-appointment'] = async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/appointment/create-appointment',
      headers: bearer(doc.token),
      payload: {
        patientEmail: 'audit.patient@example.com',
        title: 'Review',
        startTime: '2026-03-13T09:00:00+05:30',
        endTime: '2026-03-13T09:30:00+05:30',
      },
    });
    return {
      ...res,
      expected: {
        ...asDoctor,
        ...onAppointment(
          'create_appointment',
          res.status < 300 ? res.json().appointment.id : 'none',
        ),
      },
    };
  };
  AUDITED['GET /api/consult/{id}'] = doctorCall(
    'GET',
    `/api/consult/${virtual.id}`,
    onAppointment('enter_consult', virtual.id),
  );
  AUDITED['GET /api/documents/{id}'] = doctorCall('GET', `/api/documents/${document!.id}`, {
    action: 'read_document',
    entity: 'document',
    entityId: document!.id,
  });
  AUDITED['POST /api/onboarding/documents/{kind}'] = async () => {
    const form = multipart({}, { file: tinyPdf('new-degree') });
    const res = await inject({
      method: 'POST',
      url: '/api/onboarding/documents/degreeCertificate',
      headers: { ...bearer(doc.token), 'content-type': form.type },
      payload: form.payload,
    });
    return {
      ...res,
      expected: {
        ...asDoctor,
        action: 'replace_document',
        entity: 'document',
        entityId: res.status < 300 ? res.json().document.id : 'none',
      },
    };
  };
  AUDITED['PATCH /api/profile'] = doctorCall(
    'PATCH',
    '/api/profile',
    { action: 'update_profile', entity: 'user', entityId: doc.id },
    { name: 'Dr. Audit Renamed' },
  );
  AUDITED['POST /api/profile/photo'] = async () => {
    const { default: sharp } = await import('sharp');
    const png = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#808080' },
    })
      .png()
      .toBuffer();
    const form = multipart({}, { photo: png });
    const res = await inject({
      method: 'POST',
      url: '/api/profile/photo',
      headers: { ...bearer(doc.token), 'content-type': form.type },
      payload: form.payload,
    });
    return {
      ...res,
      expected: { ...asDoctor, action: 'update_photo', entity: 'user', entityId: doc.id },
    };
  };
  AUDITED['GET /api/payments/settings'] = doctorCall('GET', '/api/payments/settings', {
    action: 'read_payment_settings',
    entity: 'user',
    entityId: doc.id,
  });
  AUDITED['PUT /api/payments/settings'] = doctorCall(
    'PUT',
    '/api/payments/settings',
    { action: 'update_payment_settings', entity: 'user', entityId: doc.id },
    { paymentMethod: 'UPI', ifscCode: 'HDFC0001234', accountNumber: '123456789012' },
  );
  AUDITED['GET /api/payments'] = doctorCall('GET', '/api/payments', {
    action: 'list_payments',
    entity: 'payment',
    entityId: null,
  });

  // My Patients and Patient details.
  const onPatient = (action: string, entity = 'patient', entityId: string = patient.id) => ({
    action,
    entity,
    entityId,
  });
  AUDITED['GET /api/patients'] = doctorCall('GET', '/api/patients', {
    action: 'list_patients',
    entity: 'patient',
    entityId: null,
  });
  AUDITED['GET /api/patients/{id}'] = doctorCall(
    'GET',
    `/api/patients/${patient.id}`,
    onPatient('read_patient'),
  );
  AUDITED['POST /api/patients/{id}/notes'] = async () => {
    const res = await inject({
      method: 'POST',
      url: `/api/patients/${patient.id}/notes`,
      headers: bearer(doc.token),
      payload: { text: 'Improving' },
    });
    const id = res.status < 300 ? (res.json().note.id as string) : 'none';
    return { ...res, expected: { ...asDoctor, ...onPatient('add_note', 'consultation_note', id) } };
  };
  AUDITED['POST /api/patients/{id}/lab-reports'] = async () => {
    const form = multipart({}, { file: tinyPdf('lab') });
    const res = await inject({
      method: 'POST',
      url: `/api/patients/${patient.id}/lab-reports`,
      headers: { ...bearer(doc.token), 'content-type': form.type },
      payload: form.payload,
    });
    const id = res.status < 300 ? (res.json().labReport.id as string) : 'none';
    return { ...res, expected: { ...asDoctor, ...onPatient('add_lab_report', 'document', id) } };
  };
  await t.app.deps.storage.put(`lab-reports/${doc.id}/${patient.id}/old.pdf`, tinyPdf('old'));
  const [labReport] = await db
    .insert(documents)
    .values({
      ownerId: doc.id,
      patientId: patient.id,
      kind: 'labReport',
      storageKey: `lab-reports/${doc.id}/${patient.id}/old.pdf`,
      originalName: 'old.pdf',
      sizeBytes: 300,
      mime: 'application/pdf',
    })
    .returning();
  AUDITED['DELETE /api/patients/{id}/lab-reports/{documentId}'] = async () => ({
    ...(await inject({
      method: 'DELETE',
      url: `/api/patients/${patient.id}/lab-reports/${labReport!.id}`,
      headers: bearer(doc.token),
    })),
    expected: { ...asDoctor, ...onPatient('remove_lab_report', 'document', labReport!.id) },
  });

  // The schedule and time off (the same weekly hours as before: the calls below book them).
  const onSchedule = (action: string) => ({ action, entity: 'doctor_profile', entityId: doc.id });
  AUDITED['GET /api/schedule'] = doctorCall('GET', '/api/schedule', {
    action: 'view_schedule',
    entity: 'appointment',
    entityId: null,
  });
  AUDITED['PUT /api/schedule'] = doctorCall('PUT', '/api/schedule', onSchedule('update_schedule'), {
    shifts: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'].map((d) => ({
      dayOfWeek: d,
      startTime: '09:00',
      endTime: '17:00',
    })),
    slotMinutes: 30,
    minNoticeMinutes: 60,
    bookingHorizonDays: 30,
  });
  AUDITED['GET /api/time-off'] = doctorCall('GET', '/api/time-off', {
    action: 'list_time_off',
    entity: 'appointment',
    entityId: null,
  });
  AUDITED['POST /api/time-off'] = doctorCall('POST', '/api/time-off', onSchedule('add_time_off'), {
    from: '2026-03-20T09:00:00+05:30',
    to: '2026-03-20T10:00:00+05:30',
    reason: 'Conference',
  });
  const [awayToDelete, awayToClear] = await t.database.rows<{ id: string }>(
    `insert into time_off (doctor_id, start_at, end_at) values
       ($1, '2026-03-21T03:30:00Z', '2026-03-21T04:30:00Z'),
       ($1, '2026-03-23T03:30:00Z', '2026-03-23T04:30:00Z') returning id`,
    [doc.id],
  );
  await appt('2026-03-23 09:00');
  AUDITED['DELETE /api/time-off/{id}'] = async () => ({
    ...(await inject({
      method: 'DELETE',
      url: `/api/time-off/${awayToDelete!.id}`,
      headers: bearer(doc.token),
    })),
    expected: { ...asDoctor, ...onSchedule('remove_time_off') },
  });
  AUDITED['POST /api/time-off/{id}/cancel-appointments'] = doctorCall(
    'POST',
    `/api/time-off/${awayToClear!.id}/cancel-appointments`,
    onSchedule('cancel_time_off_appointments'),
  );

  // Calendar feeds: the feed names patients, so each read is on the record.
  const onFeed = (action: string) => ({ action, entity: 'calendar_feed', entityId: doc.id });
  AUDITED['POST /api/profile/calendar-feed/regenerate'] = doctorCall(
    'POST',
    '/api/profile/calendar-feed/regenerate',
    onFeed('calendar_feed_regenerate'),
  );
  AUDITED['GET /api/calendar-feed/{file}'] = async () => {
    const url = (
      await t.app.inject({
        method: 'GET',
        url: '/api/profile/calendar-feed',
        headers: bearer(doc.token),
      })
    ).json().calendarFeedUrl as string;
    return {
      ...(await inject({ method: 'GET', url: new URL(url).pathname })),
      expected: { ...asDoctor, ...onFeed('calendar_feed_read') },
    };
  };
  AUDITED['GET /api/ics/{publicId}/{signature}'] = async () => ({
    ...(await inject({ method: 'GET', url: appointmentIcsPath(t.app, read.publicId) })),
    expected: {
      actorId: null,
      actorRole: 'patient',
      action: 'appointment_ics',
      entity: 'appointment',
      entityId: read.id,
    },
  });

  // Password routes end the caller's sessions: each gets its own doctor.
  const withPassword = async () => {
    const d = await signedInDoctor(t.app, db, { name: 'Dr. Password' });
    await db
      .update(users)
      .set({ passwordHash: await hashPassword('Strong@123') })
      .where(eq(users.id, d.id));
    return d;
  };
  AUDITED['POST /api/auth/change-password'] = async () => {
    const d = await withPassword();
    const res = await inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(d.token),
      payload: {
        currentPassword: 'Strong@123',
        newPassword: 'Stronger@123',
        confirmPassword: 'Stronger@123',
      },
    });
    return {
      ...res,
      expected: {
        actorId: d.id,
        actorRole: 'doctor',
        action: 'password_change',
        entity: 'user',
        entityId: d.id,
      },
    };
  };
  AUDITED['POST /api/profile/deactivate'] = async () => {
    const d = await withPassword();
    const res = await inject({
      method: 'POST',
      url: '/api/profile/deactivate',
      headers: bearer(d.token),
      payload: { password: 'Strong@123' },
    });
    return {
      ...res,
      expected: {
        actorId: d.id,
        actorRole: 'doctor',
        action: 'deactivate',
        entity: 'user',
        entityId: d.id,
      },
    };
  };
  AUDITED['POST /api/auth/create-user'] = async () => {
    const res = await signUp(freshMobile());
    const id = res.status < 300 ? (res.json().user.id as string) : 'none';
    return {
      ...res,
      expected: {
        actorId: id,
        actorRole: 'doctor',
        action: 'signup',
        entity: 'user',
        entityId: id,
      },
    };
  };
  AUDITED['POST /api/auth/reset-password'] = async () => {
    const mobile = freshMobile();
    const id = (await signUp(mobile)).json().user.id as string;
    await post(t.app, '/api/auth/send-otp', { phoneNumber: mobile, otpType: 'RESET' });
    const { resetToken } = (
      await post(t.app, '/api/auth/verify-otp', {
        phoneNumber: mobile,
        otpCode: await readOtp(t.app, mobile),
      })
    ).json();
    const res = await inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { resetToken, password: 'Newpass@123', confirmPassword: 'Newpass@123' },
    });
    return {
      ...res,
      expected: {
        actorId: id,
        actorRole: 'doctor',
        action: 'password_reset',
        entity: 'user',
        entityId: id,
      },
    };
  };
  AUDITED['POST /api/onboarding/complete-profile'] = async () => {
    const signup = (await signUp(freshMobile())).json();
    const files = Object.fromEntries(
      [
        'governmentId',
        'degreeCertificate',
        'medicalRegistrationCert',
        'clinicDocument',
        'bankInfo',
      ].map((f) => [f, tinyPdf(f)]),
    );
    const form = multipart(
      {
        email: `audit${seq}@example.com`,
        name: 'Dr. New Signup',
        clinicName: 'Audit Clinic',
        clinicAddress: 'Koramangala, Bengaluru, Karnataka',
        clinicCity: 'Bengaluru',
        latitude: '12.9352',
        longitude: '77.6245',
        timingsJson: JSON.stringify([
          { dayOfWeek: 'MONDAY', startTime: '09:00', endTime: '13:00' },
        ]),
        specializations: JSON.stringify(['Dermatologist']),
      },
      files,
    );
    const res = await inject({
      method: 'POST',
      url: '/api/onboarding/complete-profile',
      headers: { ...bearer(signup.token), 'content-type': form.type },
      payload: form.payload,
    });
    return {
      ...res,
      expected: {
        actorId: signup.user.id,
        actorRole: 'doctor',
        action: 'complete_profile',
        entity: 'doctor_profile',
        entityId: signup.user.id,
      },
    };
  };

  // The admin.
  const pendingDoctor = await signedInDoctor(t.app, db, { name: 'Dr. Pending', verified: false });
  const [pendingDoc] = await db
    .insert(documents)
    .values({
      ownerId: pendingDoctor.id,
      kind: 'medicalRegistration',
      storageKey: `documents/${pendingDoctor.id}/reg.pdf`,
      originalName: 'reg.pdf',
      sizeBytes: 300,
      mime: 'application/pdf',
    })
    .returning();
  const asAdmin = { actorId: admin!.id, actorRole: 'admin' };
  AUDITED['GET /api/admin/doctors'] = async () => ({
    ...(await inject({ method: 'GET', url: '/api/admin/doctors', headers: bearer(adminToken) })),
    expected: { ...asAdmin, action: 'list_doctors', entity: 'doctor', entityId: null },
  });
  AUDITED['GET /api/admin/doctors/{id}'] = async () => ({
    ...(await inject({
      method: 'GET',
      url: `/api/admin/doctors/${pendingDoctor.id}`,
      headers: bearer(adminToken),
    })),
    expected: { ...asAdmin, action: 'read_doctor', entity: 'doctor', entityId: pendingDoctor.id },
  });
  AUDITED['POST /api/admin/documents/{id}/review'] = async () => ({
    ...(await inject({
      method: 'POST',
      url: `/api/admin/documents/${pendingDoc!.id}/review`,
      headers: bearer(adminToken),
      payload: { status: 'Verified' },
    })),
    expected: {
      ...asAdmin,
      action: 'review_document',
      entity: 'document',
      entityId: pendingDoc!.id,
    },
  });

  // Help tickets: the doctor's own, and every ticket for the admin.
  const ticket = async (status: 'Open' | 'Resolved', screenshotKey: string | null = null) => {
    const [row] = await db
      .insert(tickets)
      .values({
        userId: doc.id,
        issueType: 'Technical',
        message: 'The calendar does not load.',
        status,
        screenshotKey,
        screenshotMime: screenshotKey ? 'image/png' : null,
      })
      .returning();
    return row!;
  };
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  await t.app.deps.storage.put(`tickets/${doc.id}/shot.png`, png);
  const [toReply, toAnswer, toResolve, toReopen, withShot] = [
    await ticket('Open'),
    await ticket('Open'),
    await ticket('Open'),
    await ticket('Resolved'),
    await ticket('Open', `tickets/${doc.id}/shot.png`),
  ];
  const onTicket = (action: string, id: string | null) => ({
    action,
    entity: 'ticket',
    entityId: id,
  });
  AUDITED['GET /api/tickets'] = doctorCall('GET', '/api/tickets', onTicket('list_tickets', null));
  AUDITED['POST /api/tickets'] = async () => {
    const form = multipart({ issueType: 'Payments', message: 'Where is my payout?' }, {});
    const res = await inject({
      method: 'POST',
      url: '/api/tickets',
      headers: { ...bearer(doc.token), 'content-type': form.type },
      payload: form.payload,
    });
    const id = res.status < 300 ? (res.json().ticket.id as string) : 'none';
    return { ...res, expected: { ...asDoctor, ...onTicket('raise_ticket', id) } };
  };
  AUDITED['POST /api/tickets/{id}/replies'] = doctorCall(
    'POST',
    `/api/tickets/${toReply.id}/replies`,
    onTicket('reply_ticket', toReply.id),
    { message: 'Still failing.' },
  );
  AUDITED['GET /api/tickets/{id}/screenshot'] = doctorCall(
    'GET',
    `/api/tickets/${withShot.id}/screenshot`,
    onTicket('read_ticket_screenshot', withShot.id),
  );
  const adminCall =
    (method: 'GET' | 'POST', url: string, expected: Expected, payload?: object) => async () => ({
      ...(await inject({
        method,
        url,
        headers: bearer(adminToken),
        ...(payload ? { payload } : {}),
      })),
      expected,
    });
  AUDITED['GET /api/admin/tickets'] = adminCall('GET', '/api/admin/tickets', {
    ...asAdmin,
    ...onTicket('list_tickets', null),
  });
  AUDITED['GET /api/admin/tickets/{id}'] = adminCall('GET', `/api/admin/tickets/${toReply.id}`, {
    ...asAdmin,
    ...onTicket('read_ticket', toReply.id),
  });
  AUDITED['POST /api/admin/tickets/{id}/replies'] = adminCall(
    'POST',
    `/api/admin/tickets/${toAnswer.id}/replies`,
    { ...asAdmin, ...onTicket('reply_ticket', toAnswer.id) },
    { message: 'Please reload the page.' },
  );
  AUDITED['POST /api/admin/tickets/{id}/resolve'] = adminCall(
    'POST',
    `/api/admin/tickets/${toResolve.id}/resolve`,
    { ...asAdmin, ...onTicket('resolve_ticket', toResolve.id) },
  );
  AUDITED['POST /api/admin/tickets/{id}/reopen'] = adminCall(
    'POST',
    `/api/admin/tickets/${toReopen.id}/reopen`,
    { ...asAdmin, ...onTicket('reopen_ticket', toReopen.id) },
  );

  // Reviews: the patient's one-time link (no account), the doctor's list and replies.
  const reviewed = await addAppointment(db, {
    doctorId: doc.id,
    clinicId: doc.clinic.id,
    patientId: patient.id,
    start: ist('2026-03-08 09:00'),
    status: 'Completed',
  });
  const reviewToken = await inviteReview(
    db,
    'http://localhost',
    { appointmentId: reviewed.id, doctorName: 'Dr. Audit', phone: patient.phone, email: null },
    now,
  );
  AUDITED['POST /api/reviews/invitations/{token}'] = async () => {
    const res = await inject({
      method: 'POST',
      url: `/api/reviews/invitations/${reviewToken}`,
      payload: { rating: 5, story: 'Kind and thorough doctor.' },
    });
    const id = res.status < 300 ? (res.json().id as string) : 'none';
    return {
      ...res,
      expected: {
        actorId: null,
        actorRole: 'patient',
        action: 'create_review',
        entity: 'review',
        entityId: id,
      },
    };
  };
  const replied = await addAppointment(db, {
    doctorId: doc.id,
    clinicId: doc.clinic.id,
    patientId: patient.id,
    start: ist('2026-03-07 09:00'),
    status: 'Completed',
  });
  const [review] = await db
    .insert(reviews)
    .values({
      appointmentId: replied.id,
      doctorId: doc.id,
      patientId: patient.id,
      rating: 4,
      body: 'Helpful visit.',
    })
    .returning();
  const onReview = (action: string) => ({ action, entity: 'review', entityId: review!.id });
  AUDITED['GET /api/reviews'] = doctorCall('GET', '/api/reviews', {
    action: 'list_reviews',
    entity: 'review',
    entityId: null,
  });
  AUDITED['PUT /api/reviews/{id}/reply'] = doctorCall(
    'PUT',
    `/api/reviews/${review!.id}/reply`,
    onReview('reply_review'),
    { reply: 'Thank you.' },
  );
  AUDITED['DELETE /api/reviews/{id}/reply'] = async () => ({
    ...(await inject({
      method: 'DELETE',
      url: `/api/reviews/${review!.id}/reply`,
      headers: bearer(doc.token),
    })),
    expected: { ...asDoctor, ...onReview('remove_review_reply') },
  });

  // The patient, known by the phone they verified (no account: no actor id).
  const mobile = freshMobile();
  const phone = `+91${mobile}`;
  const bookingToken = await t.app.tokens.signPurpose({ phone, purpose: 'booking' }, now, 15 * 60);
  const asPatient = { actorId: null, actorRole: 'patient' };
  const patientCall = (method: 'GET' | 'POST', url: string, payload?: object) =>
    inject({
      method,
      url,
      headers: { 'x-booking-token': bookingToken },
      ...(payload ? { payload } : {}),
    });
  const own = await makePatient(db, { ownerPhone: phone, phone, name: 'Own Patient' });
  const toReschedule = await addAppointment(db, {
    doctorId: doc.id,
    clinicId: doc.clinic.id,
    patientId: own.id,
    start: ist('2026-03-13 11:00'),
  });
  const toCancelByPatient = await addAppointment(db, {
    doctorId: doc.id,
    clinicId: doc.clinic.id,
    patientId: own.id,
    start: ist('2026-03-13 12:00'),
  });
  AUDITED['POST /api/bookings'] = async () => {
    const res = await patientCall('POST', '/api/bookings', {
      doctorId: doc.id,
      startTime: '2026-03-13T10:00:00+05:30',
      mode: 'clinic',
      patient: { name: 'Own Patient', mobile },
      paymentOption: 'pay-later',
    });
    return {
      ...res,
      expected: {
        ...asPatient,
        ...onAppointment('book_appointment', res.status < 300 ? res.json().appointment.id : 'none'),
      },
    };
  };
  AUDITED['GET /api/patient/appointments'] = async () => ({
    ...(await patientCall('GET', '/api/patient/appointments')),
    expected: { ...asPatient, action: 'list_bookings', entity: 'appointment', entityId: null },
  });
  AUDITED['POST /api/patient/appointments/{id}/cancel'] = async () => ({
    ...(await patientCall('POST', `/api/patient/appointments/${toCancelByPatient.id}/cancel`, {})),
    expected: { ...asPatient, ...onAppointment('cancel_booking', toCancelByPatient.id) },
  });
  AUDITED['POST /api/patient/appointments/{id}/reschedule'] = async () => ({
    ...(await patientCall('POST', `/api/patient/appointments/${toReschedule.id}/reschedule`, {
      startTime: '2026-03-13T14:00:00+05:30',
    })),
    expected: { ...asPatient, ...onAppointment('move_booking', toReschedule.id) },
  });

  // The waitlist: the verified phone joins a day and leaves from its link; the doctor reads it.
  // A doctor of its own: others' routes (a document upload) may take doc out of the directory.
  const waitlisted = await signedInDoctor(t.app, db, { name: 'Dr. Waitlisted' });
  const joinWaitlist = () =>
    patientCall('POST', '/api/waitlist', {
      doctorId: waitlisted.id,
      date: '2026-03-14',
      name: 'Own Patient',
      mobile,
    });
  const onEntry = (action: string, id: string) => ({
    ...asPatient,
    action,
    entity: 'waitlist_entry',
    entityId: id,
  });
  AUDITED['POST /api/waitlist'] = async () => {
    const res = await joinWaitlist();
    return {
      ...res,
      expected: onEntry('join_waitlist', res.status < 300 ? res.json().entry.id : 'none'),
    };
  };
  AUDITED['DELETE /api/waitlist/{id}'] = async () => {
    const entry = (await joinWaitlist()).json().entry as { id: string; token: string };
    // The join's SMS goes out after its answer: let it, so only the leave is measured.
    await t.app.outbox.settle();
    return {
      ...(await inject({
        method: 'DELETE',
        url: `/api/waitlist/${entry.id}`,
        headers: { 'x-waitlist-token': entry.token },
      })),
      expected: onEntry('leave_waitlist', entry.id),
    };
  };
  AUDITED['GET /api/portal/waitlist'] = doctorCall('GET', '/api/portal/waitlist', {
    action: 'list_waitlist',
    entity: 'waitlist_entry',
    entityId: null,
  });
});
afterAll(async () => t?.close());

function operations(): string[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
  );
}

describe('audit coverage', () => {
  it('classifies every operation of the OpenAPI document as audited or exempt (with a reason)', () => {
    const ops = operations();
    const unclassified = ops.filter((op) => !(op in AUDITED) && !(op in EXEMPT));
    expect(unclassified, 'classify these routes in AUDITED or EXEMPT').toEqual([]);
    const both = ops.filter((op) => op in AUDITED && op in EXEMPT);
    expect(both).toEqual([]);
    // A stale entry is a route that was renamed or removed: keep the lists honest.
    expect(Object.keys(AUDITED).filter((op) => !ops.includes(op))).toEqual([]);
    expect(Object.keys(EXEMPT).filter((op) => !ops.includes(op))).toEqual([]);
    for (const reason of Object.values(EXEMPT)) expect(reason.length).toBeGreaterThan(10);
  });

  it('changes no record when the audit row of a change cannot be written', async () => {
    const changes = operations().filter((op) => op in AUDITED && !op.startsWith('GET '));
    expect(changes.sort()).toEqual(Object.keys(CHANGE_ACTION).sort());
    const leaked: string[] = [];
    for (const op of changes) {
      await t.database.rows('insert into audit_refusal (action) values ($1)', [CHANGE_ACTION[op]]);
      keepStateBefore = true;
      try {
        const { status, body } = await AUDITED[op]!();
        const after = await stateHash();
        // The change failed with its audit row: an error answer, in the error shape.
        expect(status, `${op} answered ${status}: ${body}`).toBeGreaterThanOrEqual(400);
        expect(Object.keys(JSON.parse(body)).sort(), op).toEqual(
          expect.arrayContaining(['code', 'error', 'message']),
        );
        if (after !== stateBefore) leaked.push(op);
      } finally {
        keepStateBefore = false;
        await t.database.rows('delete from audit_refusal');
      }
    }
    expect(leaked, 'these routes committed a change without its audit row').toEqual([]);
  });

  it('writes the audit row of every audited route: actor, action, entity, entity id, address', async () => {
    const missing: string[] = [];
    const audited = operations().filter((o) => o in AUDITED);
    expect(audited.length).toBe(Object.keys(AUDITED).length);
    expect(audited.length).toBeGreaterThanOrEqual(28);
    for (const op of audited) {
      const [last] = await t.database.rows<{ id: string }>(
        'select coalesce(max(id), 0)::text as id from audit_log',
      );
      const { status, body, expected } = await AUDITED[op]!();
      expect(status, `${op} answered ${status}: ${body}`).toBeLessThan(300);
      const rows = await t.database.db
        .select()
        .from(auditLog)
        .where(and(gt(auditLog.id, Number(last!.id)), eq(auditLog.action, expected.action)));
      const row = rows.find(
        (r) =>
          r.actorId === expected.actorId &&
          r.actorRole === expected.actorRole &&
          r.entity === expected.entity &&
          r.entityId === expected.entityId &&
          r.ip === '127.0.0.1',
      );
      if (!row)
        missing.push(`${op}: expected ${JSON.stringify(expected)}, found ${JSON.stringify(rows)}`);
    }
    expect(missing).toEqual([]);
  });
});
