// No input gives a 5xx. Every operation of the OpenAPI document is called with
// a doctor's token, an admin's token and no token, and every path parameter,
// query parameter and body field in turn is replaced by a hostile value: NUL
// bytes, lone surrogates, 100 kB strings, wrong types, negative and huge
// numbers, impossible dates and the years 0000 and 9999. Bodies are also sent
// as malformed JSON and, on upload routes, as malformed multipart. Every
// answer is below 500 and, when it is an error, in the `{ error, message,
// code }` shape; the server is still healthy at the end. A new route is
// covered by itself: only its upload fields and bodiless posts need naming here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  documents,
  notifications,
  reviews,
  tickets,
  users,
} from '../src/db/schema.ts';
import { inviteReview } from '../src/modules/reviews/service.ts';
import { startTestApp, type TestContext } from './harness.ts';
import { makeListedDoctor, makePatient, nextPhone } from './factories.ts';
import { tinyPdf } from './pdf.ts';

type Schema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minLength?: number;
  minimum?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Param = { in: 'path' | 'query' | 'header'; name: string; schema: Schema };
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
interface Operation {
  method: Method;
  path: string;
  params: Param[];
  body?: Schema;
}

/** Upload routes (their parts are not in the OpenAPI document): text fields and file fields. */
const MULTIPART: Record<string, { fields: Record<string, string>; files: string[] }> = {
  'POST /api/appointments/{id}/prescriptions': {
    fields: { medication: 'Paracetamol 500 mg' },
    files: ['file'],
  },
  'POST /api/onboarding/documents/{kind}': { fields: {}, files: ['file'] },
  'POST /api/tickets': {
    fields: { issueType: 'Technical', message: 'The calendar does not load.' },
    files: ['screenshot'],
  },
  'POST /api/patients/{id}/lab-reports': { fields: {}, files: ['file'] },
  'POST /api/profile/photo': { fields: {}, files: ['photo'] },
  'POST /api/onboarding/complete-profile': {
    fields: {
      email: 'fuzz.doctor@example.com',
      name: 'Dr. Fuzz',
      clinicName: 'Fuzz Clinic',
      clinicAddress: '12 MG Road',
      clinicCity: 'Bengaluru',
      latitude: '12.97',
      longitude: '77.59',
      timingsJson: JSON.stringify([{ dayOfWeek: 'MONDAY', startTime: '09:00', endTime: '17:00' }]),
      specializations: JSON.stringify(['General Physician']),
    },
    files: [
      'governmentId',
      'degreeCertificate',
      'medicalRegistrationCert',
      'clinicDocument',
      'bankInfo',
    ],
  },
};
/** Posts that take no body at all. */
const BODILESS = new Set([
  'POST /api/auth/logout',
  'POST /api/patient/appointments/{id}/cancel',
  'POST /api/appointments/{id}/accept',
  'POST /api/appointments/{id}/reject',
  'POST /api/notifications/{id}/read',
  'POST /api/notifications/read-all',
  'POST /api/admin/tickets/{id}/resolve',
  'POST /api/admin/tickets/{id}/reopen',
  'POST /api/time-off/{id}/cancel-appointments',
  'POST /api/profile/calendar-feed/regenerate',
]);
/** Not part of the product's surface: the dev outbox and the API's own documentation. */
const SKIP = [/^\/api\/dev\//, /^\/api\/docs/];

/** Field values that make the base request reach the handler (the sample below fills the rest). */
const BASE_BY_NAME: Record<string, unknown> = {
  phoneNumber: '9876500001',
  mobile: '9876500001',
  otpCode: '123456',
  otpType: 'LOGIN',
  password: 'Fuzz@12345',
  newPassword: 'Fuzz@123456',
  confirmPassword: 'Fuzz@123456',
  currentPassword: 'Fuzz@12345',
  email: 'fuzz.patient@example.com',
  patientEmail: 'fuzz.patient@example.com',
  month: '2026-03',
  from: '2026-03-10',
  to: '2026-03-20',
  // Thursday 12 March 2026, 11:00 and 11:30 in Asia/Kolkata: on the default grid.
  startTime: '2026-03-12T05:30:00.000Z',
  endTime: '2026-03-12T06:00:00.000Z',
  treatmentReason: 'A persistent cough for a week',
  wait: 0,
  after: 0,
  name: 'Fuzz Person',
  title: 'Check-up',
};

const NUL = 'a\u0000b';
const SURROGATE = 'a\ud800b';
const LONG = 'x'.repeat(100_000);
const DATES = [
  '2026-02-30',
  '2026-02-30T10:00:00+05:30',
  '9999-12-31',
  '9999-12-31T00:00:00Z',
  '0000-01-01',
  '0000-01-01T00:00:00Z',
  '9999-12',
  '0000-01',
  '2999-03-12T05:30:00.000Z',
];
const dateLike = (name: string, schema: Schema) =>
  schema.format === 'date' ||
  schema.format === 'date-time' ||
  /date|time|month|^from$|^to$/i.test(name);

/** The hostile values for one field of a JSON body (typed values) or a URL (text). */
function jsonMutations(name: string, base: unknown, schema: Schema): [string, unknown][] {
  const wrongType = typeof base === 'string' ? 12345 : 'not-a-number';
  const out: [string, unknown][] = [
    ['nul', NUL],
    ['lone surrogate', SURROGATE],
    ['100 kB string', LONG],
    ['wrong type', wrongType],
    ['object', { a: 1 }],
    ['array', [1, 2]],
    ['null', null],
    ['negative', -1],
    ['huge', 1e308],
    ['2^53', 2 ** 53],
  ];
  const dates = dateLike(name, schema) ? DATES : DATES.slice(0, 1);
  for (const d of dates) out.push([`date ${d}`, d]);
  return out;
}
function urlMutations(name: string, schema: Schema): [string, string][] {
  const out: [string, string][] = [
    ['nul', 'a%00b'],
    ['lone surrogate', 'a%ED%A0%80b'],
    ['bad utf-8', 'a%FFb'],
    ['bad escape', 'a%zzb'],
    ['100 kB string', LONG],
    ['wrong type', 'not-a-number'],
    ['null', 'null'],
    ['negative', '-1'],
    ['huge', '1e308'],
    ['2^53', String(2 ** 53)],
  ];
  const dates = dateLike(name, schema) ? DATES : DATES.slice(0, 1);
  for (const d of dates) out.push([`date ${d}`, encodeURIComponent(d)]);
  return out;
}

let t: TestContext;
let tokens: { doctor: string; admin: string; none: null };
const AUTHS = ['doctor', 'admin', 'none'] as const;

/** Fresh records per operation, so one operation's change (a cancel, a password) does not blind the next. */
interface World {
  doctorId: string;
  appointmentId: string;
  documentId: string;
  notificationId: string;
  ticketId: string;
  patientId: string;
  reviewId: string;
  reviewToken: string;
  bookingToken: string;
  doctorToken: string;
  /** The booking token's phone as the booking form types it: 10 digits. */
  mobile: string;
}
async function makeWorld(): Promise<World> {
  const db = t.database.db;
  const doctor = await makeListedDoctor(db, { name: 'Dr. Fuzz' });
  const patient = await makePatient(db);
  const [appt] = await db
    .insert(appointments)
    .values({
      doctorId: doctor.user.id,
      clinicId: doctor.clinic.id,
      patientId: patient.id,
      mode: 'virtual',
      status: 'Confirmed',
      treatment: 'Fever',
      startAt: new Date('2026-03-11T05:30:00.000Z'),
      endAt: new Date('2026-03-11T06:00:00.000Z'),
    })
    .returning();
  const key = `documents/${doctor.user.id}/fuzz.pdf`;
  await t.app.deps.storage.put(key, tinyPdf());
  const [doc] = await db
    .insert(documents)
    .values({
      ownerId: doctor.user.id,
      kind: 'governmentId',
      storageKey: key,
      originalName: 'fuzz.pdf',
      sizeBytes: 300,
      mime: 'application/pdf',
    })
    .returning();
  const [note] = await db
    .insert(notifications)
    .values({
      userId: doctor.user.id,
      kind: 'appointment_request',
      title: 'New request',
      description: 'Fuzz',
    })
    .returning();
  const [ticket] = await db
    .insert(tickets)
    .values({ userId: doctor.user.id, issueType: 'Other', message: 'A fuzzed ticket' })
    .returning();
  const now = t.clock.now();
  const [visited] = await db
    .insert(appointments)
    .values({
      doctorId: doctor.user.id,
      clinicId: doctor.clinic.id,
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
      doctorId: doctor.user.id,
      patientId: patient.id,
      rating: 4,
      body: 'A fuzzed review.',
    })
    .returning();
  const [toReview] = await db
    .insert(appointments)
    .values({
      doctorId: doctor.user.id,
      clinicId: doctor.clinic.id,
      patientId: patient.id,
      mode: 'clinic',
      status: 'Completed',
      treatment: 'Fever',
      startAt: new Date('2026-03-03T05:30:00.000Z'),
      endAt: new Date('2026-03-03T06:00:00.000Z'),
    })
    .returning();
  const reviewToken = await inviteReview(
    db,
    'http://localhost',
    { appointmentId: toReview!.id, doctorName: 'Dr. Fuzz', phone: patient.phone, email: null },
    now,
  );
  return {
    doctorId: doctor.user.id,
    reviewId: review!.id,
    reviewToken: reviewToken!,
    appointmentId: appt!.id,
    documentId: doc!.id,
    notificationId: note!.id,
    ticketId: ticket!.id,
    patientId: patient.id,
    bookingToken: await t.app.tokens.signPurpose(
      { phone: patient.ownerPhone!, purpose: 'booking' },
      now,
      3600,
    ),
    mobile: patient.ownerPhone!.slice(-10),
    doctorToken: await t.app.tokens.signAccess({ sub: doctor.user.id, role: 'doctor', tv: 0 }, now),
  };
}

function pathValue(path: string, name: string, w: World): string {
  if (name === 'kind') return 'governmentId';
  if (name === 'userId') return w.doctorId;
  if (name === 'documentId') return w.documentId;
  if (name === 'token') return w.reviewToken;
  if (path.startsWith('/api/reviews/')) return w.reviewId;
  if (path.startsWith('/api/patients/')) return w.patientId;
  if (path.includes('/documents/')) return w.documentId;
  if (path.includes('/notifications/')) return w.notificationId;
  if (path.includes('/tickets/')) return w.ticketId;
  if (path.startsWith('/api/admin/doctors/')) return w.doctorId;
  return w.appointmentId;
}

function variantOf(schema: Schema): Schema {
  const alts = schema.oneOf ?? schema.anyOf;
  if (!alts) return schema;
  // The richest non-null alternative reaches the most fields.
  const real = alts.filter((s) => s.type !== 'null');
  return (
    real.sort(
      (a, b) => Object.keys(b.properties ?? {}).length - Object.keys(a.properties ?? {}).length,
    )[0] ?? alts[0]!
  );
}

/** A plausible value for a schema, preferring this world's records and the names above. */
function sample(schema: Schema, name: string, w: World): unknown {
  if (name === 'doctorId') return w.doctorId;
  if (name === 'mobile') return w.mobile;
  if (name in BASE_BY_NAME) return BASE_BY_NAME[name];
  const s = variantOf(schema.allOf?.[0] ?? schema);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([k, v]) => [k, sample(v, k, w)]),
      );
    case 'array':
      return s.items ? [sample(s.items, name, w)] : [];
    case 'integer':
    case 'number':
      return s.default ?? s.minimum ?? 1;
    case 'boolean':
      return true;
    default:
      if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (s.format === 'date-time') return BASE_BY_NAME.startTime;
      if (s.format === 'date') return '2026-03-12';
      if (s.format === 'email') return 'fuzz@example.com';
      return 'Fuzz text value'.padEnd(s.minLength ?? 0, 'x');
  }
}

/** Every leaf (and object) field of a JSON value, as a path of keys. */
function fieldPaths(
  value: unknown,
  schema: Schema | undefined,
  prefix: string[] = [],
): { path: string[]; schema: Schema }[] {
  const s = schema ? variantOf(schema) : {};
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  const out: { path: string[]; schema: Schema }[] = [];
  for (const [k, v] of Object.entries(value)) {
    const child = s.properties?.[k] ?? {};
    out.push({ path: [...prefix, k], schema: child });
    out.push(...fieldPaths(v, child, [...prefix, k]));
  }
  return out;
}
function withField(value: unknown, path: string[], replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  let at = copy;
  for (const k of path.slice(0, -1)) at = at[k] as Record<string, unknown>;
  at[path[path.length - 1]!] = replacement;
  return copy;
}

function multipart(
  parts: { name: string; value: string | Buffer; filename?: string }[],
  boundary = '----fuzzboundary',
) {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    const type = p.filename ? 'Content-Type: application/pdf\r\n' : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`),
      Buffer.from(p.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

interface Case {
  label: string;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
  /** A value no route may accept (NUL, lone surrogate, an impossible or unusable date where a date belongs): never 2xx. */
  invalid?: boolean;
}

/** Which mutations are invalid wherever they go: a text with NUL or a lone surrogate, a date a clinic cannot use. */
function alwaysInvalid(label: string, name: string, schema: Schema): boolean {
  return (
    label === 'nul' ||
    label === 'lone surrogate' ||
    (label.startsWith('date ') && dateLike(name, schema))
  );
}

function operationCases(op: Operation, w: World): Case[] {
  const key = `${op.method} ${op.path}`;
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  const baseParams = Object.fromEntries(
    pathParams.map((p) => [p.name, encodeURIComponent(pathValue(op.path, p.name, w))]),
  );
  const baseQuery: Record<string, string> = {};
  for (const p of queryParams) {
    const v = sample(p.schema, p.name, w);
    if (
      p.name === 'wait' ||
      p.name === 'after' ||
      p.name === 'month' ||
      p.name === 'from' ||
      p.name === 'to' ||
      v !== undefined
    ) {
      baseQuery[p.name] = encodeURIComponent(String(v));
    }
  }
  // Free-text and filter values that would narrow a search to nothing are left out of the base.
  for (const drop of ['query', 'search', 'specialization', 'city', 'status', 'to'])
    delete baseQuery[drop];
  const urlOf = (params: Record<string, string>, query: Record<string, string | string[]>) => {
    const path = op.path.replace(/\{(\w+)\}/g, (_, n: string) => params[n]!);
    const qs = Object.entries(query)
      .flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => `${k}=${x}`) : [`${k}=${v}`]))
      .join('&');
    return qs ? `${path}?${qs}` : path;
  };
  const baseUrl = urlOf(baseParams, baseQuery);
  const cases: Case[] = [];
  const json = (v: unknown) => JSON.stringify(v);

  for (const p of pathParams) {
    for (const [label, value] of urlMutations(p.name, p.schema)) {
      // In a URL the "lone surrogate" is its CESU bytes, which decode to no string at all: not always refused.
      const invalid = alwaysInvalid(label, p.name, p.schema) && label !== 'lone surrogate';
      cases.push({
        label: `path ${p.name}: ${label}`,
        url: urlOf({ ...baseParams, [p.name]: value }, baseQuery),
        invalid,
      });
    }
  }
  for (const p of queryParams) {
    for (const [label, value] of urlMutations(p.name, p.schema)) {
      const invalid = alwaysInvalid(label, p.name, p.schema) && label !== 'lone surrogate';
      cases.push({
        label: `query ${p.name}: ${label}`,
        url: urlOf(baseParams, { ...baseQuery, [p.name]: value }),
        invalid,
      });
    }
    cases.push({
      label: `query ${p.name}: repeated`,
      url: urlOf(baseParams, { ...baseQuery, [p.name]: ['1', '2'] }),
    });
  }

  const upload = MULTIPART[key];
  if (op.body) {
    const base = sample(op.body, '', w);
    for (const { path, schema } of fieldPaths(base, op.body)) {
      const current = path.reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], base);
      for (const [label, value] of jsonMutations(path[path.length - 1]!, current, schema)) {
        const name = path[path.length - 1]!;
        cases.push({
          label: `body ${path.join('.')}: ${label}`,
          url: baseUrl,
          payload: json(withField(base, path, value)),
          contentType: 'application/json',
          invalid: alwaysInvalid(label, name, schema),
        });
      }
    }
    const malformed: [string, string][] = [
      ['truncated JSON', json(base).slice(0, -3)],
      ['not JSON', 'hello'],
      ['empty', ''],
      ['JSON null', 'null'],
      ['JSON array', '[]'],
      ['JSON string', '"x"'],
      ['proto pollution', '{"__proto__":{"x":1}}'],
      ['NUL key', '{"a\\u0000":1}'],
      ['deep nesting', '['.repeat(5000) + ']'.repeat(5000)],
    ];
    for (const [label, payload] of malformed)
      cases.push({
        label: `body: ${label}`,
        url: baseUrl,
        payload,
        contentType: 'application/json',
      });
    cases.push({
      label: 'body: text/plain',
      url: baseUrl,
      payload: json(base),
      contentType: 'text/plain',
    });
  } else if (upload) {
    const files = upload.files.map((name) => ({
      name,
      value: tinyPdf(name),
      filename: `${name}.pdf`,
    }));
    const fieldParts = Object.entries(upload.fields).map(([name, value]) => ({ name, value }));
    const send = (label: string, m: { body: Buffer; type: string }, invalid = false) =>
      cases.push({ label, url: baseUrl, payload: m.body, contentType: m.type, invalid });
    for (const field of Object.keys(upload.fields)) {
      for (const [label, value] of [
        ['nul', NUL],
        ['lone surrogate', SURROGATE],
        ['100 kB string', LONG],
        ['impossible date', '2026-02-30'],
      ] as const) {
        const parts = [
          ...fieldParts.map((p) => (p.name === field ? { name: field, value } : p)),
          ...files,
        ];
        // Parts travel as UTF-8, where a lone surrogate can only arrive as U+FFFD: only NUL is always refused.
        send(`part ${field}: ${label}`, multipart(parts), label === 'nul');
      }
    }
    for (const [label, filename] of [
      ['nul filename', 'a\u0000.pdf'],
      ['lone surrogate filename', 'a\ud800.pdf'],
      ['long filename', LONG],
    ] as const) {
      send(
        `part ${upload.files[0]}: ${label}`,
        multipart([...fieldParts, ...files.map((f, i) => (i === 0 ? { ...f, filename } : f))]),
        label === 'nul filename',
      );
    }
    send(
      `part ${upload.files[0]}: not a PDF`,
      multipart([
        ...fieldParts,
        ...files.map((f, i) => (i === 0 ? { ...f, value: 'plain text' } : f)),
      ]),
    );
    const good = multipart([...fieldParts, ...files]);
    cases.push({
      label: 'multipart: no boundary',
      url: baseUrl,
      payload: good.body,
      contentType: 'multipart/form-data',
    });
    cases.push({
      label: 'multipart: wrong boundary',
      url: baseUrl,
      payload: good.body,
      contentType: 'multipart/form-data; boundary=other',
    });
    cases.push({
      label: 'multipart: truncated',
      url: baseUrl,
      payload: good.body.subarray(0, Math.floor(good.body.length / 2)),
      contentType: good.type,
    });
    cases.push({
      label: 'multipart: malformed part header',
      url: baseUrl,
      payload: Buffer.from(
        '------fuzzboundary\r\nContent-Disposition form-data name\r\n\r\nx\r\n------fuzzboundary--\r\n',
      ),
      contentType: good.type,
    });
    cases.push({
      label: 'multipart: empty',
      url: baseUrl,
      payload: Buffer.alloc(0),
      contentType: good.type,
    });
    cases.push({
      label: 'multipart: JSON instead',
      url: baseUrl,
      payload: '{}',
      contentType: 'application/json',
    });
  }
  if (!cases.length) cases.push({ label: 'as is', url: baseUrl });
  return cases;
}

async function operations(): Promise<Operation[]> {
  const doc = t.app.swagger() as unknown as {
    paths: Record<
      string,
      Record<
        string,
        { parameters?: Param[]; requestBody?: { content: Record<string, { schema: Schema }> } }
      >
    >;
  };
  const ops: Operation[] = [];
  for (const [path, byMethod] of Object.entries(doc.paths)) {
    if (SKIP.some((re) => re.test(path))) continue;
    for (const [method, op] of Object.entries(byMethod)) {
      ops.push({
        method: method.toUpperCase() as Method,
        path,
        params: op.parameters ?? [],
        body: op.requestBody?.content['application/json']?.schema,
      });
    }
  }
  return ops;
}

beforeAll(async () => {
  t = await startTestApp();
  const [admin] = await t.database.db
    .insert(users)
    .values({ role: 'admin', name: 'Fuzz Admin', phone: nextPhone() })
    .returning();
  tokens = {
    doctor: '',
    admin: await t.app.tokens.signAccess({ sub: admin!.id, role: 'admin', tv: 0 }, t.clock.now()),
    none: null,
  };
}, 120_000);
afterAll(async () => t?.close());

describe('hostile input', () => {
  it('never answers 5xx, and every error is in the { error, message, code } shape', async () => {
    const ops = await operations();
    const failures: string[] = [];
    let sent = 0;
    for (const op of ops) {
      const key = `${op.method} ${op.path}`;
      if ((op.method === 'POST' || op.method === 'PATCH') && !op.body) {
        expect(
          MULTIPART[key] ?? BODILESS.has(key),
          `name ${key} in MULTIPART or BODILESS`,
        ).toBeTruthy();
      }
      const w = await makeWorld();
      const cases = operationCases(op, w);
      for (const auth of AUTHS) {
        const bearer = auth === 'doctor' ? w.doctorToken : tokens[auth];
        for (const c of cases) {
          const headers: Record<string, string> = { 'x-booking-token': w.bookingToken };
          if (bearer) headers.authorization = `Bearer ${bearer}`;
          if (c.contentType) headers['content-type'] = c.contentType;
          const res = await t.app.inject({
            method: op.method,
            url: c.url,
            headers,
            ...(c.payload !== undefined ? { payload: c.payload } : {}),
          });
          sent += 1;
          const where = `${key} [${auth}] ${c.label}`;
          if (res.statusCode >= 500 || (c.invalid && res.statusCode < 400)) {
            failures.push(`${where} -> ${res.statusCode} ${res.body.slice(0, 160)}`);
            continue;
          }
          if (res.statusCode >= 400) {
            let body: Record<string, unknown> = {};
            try {
              body = res.json();
            } catch {
              /* reported below */
            }
            if (
              typeof body.error !== 'string' ||
              typeof body.message !== 'string' ||
              typeof body.code !== 'string'
            ) {
              failures.push(
                `${where} -> ${res.statusCode} not in the error shape: ${res.body.slice(0, 160)}`,
              );
            }
          }
        }
      }
    }
    expect(
      failures,
      `${failures.length} of ${sent} answers were wrong:\n${failures.slice(0, 60).join('\n')}`,
    ).toEqual([]);
    expect(sent).toBeGreaterThan(3000);
    const health = await t.app.inject({ method: 'GET', url: '/api/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok' });
  }, 600_000);
});
