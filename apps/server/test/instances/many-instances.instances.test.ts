// Two real server processes on one PostgreSQL and one Redis, spoken to over
// HTTP the way a round-robin load balancer would: every call may reach either.
// They must behave as one server.
import { describe, expect, inject, it } from 'vitest';
import { TICKET_ISSUE_TYPES } from '@clinic/shared/tickets';

const urls = inject('instanceUrls');
const [A, B] = urls as [string, string];

/** The proxies' view: the servers trust the loopback hop, so this is the client. */
type Call = {
  method?: string;
  body?: unknown;
  token?: string;
  client?: string;
  form?: FormData;
  headers?: Record<string, string>;
};

async function call(base: string, url: string, opts: Call = {}) {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.client) headers['x-forwarded-for'] = opts.client;
  let body: RequestInit['body'];
  if (opts.form) body = opts.form;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const res = await fetch(`${base}${url}`, {
    method: opts.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
  });
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    // not JSON (a file)
  }
  return { status: res.status, json, text, headers: res.headers };
}

/** Round-robin: the i-th call goes to instance i mod 2. */
const either = (i: number) => (i % 2 === 0 ? A : B);

/** Waits for something the other instance or a background loop does, for at most `ms`. */
async function eventually<T>(read: () => Promise<T>, seen: (v: T) => boolean, ms = 5_000) {
  const until = performance.now() + ms;
  for (;;) {
    const v = await read();
    if (seen(v) || performance.now() > until) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

let phoneSeq = Math.floor(Math.random() * 9000);
const nextMobile = () =>
  `97${String(process.pid % 10_000).padStart(4, '0')}${String(phoneSeq++).padStart(4, '0')}`;

const OTP = /\b(\d{6}) is your Digital Clinic OTP\b/;

async function outboxFor(base: string, mobile: string) {
  const res = await call(base, `/api/dev/outbox?to=${mobile}`);
  return (res.json.messages ?? []) as { text: string; to: string }[];
}

/** A booking token for `mobile`, its calls spread over both instances. */
async function bookingToken(mobile: string, client: string) {
  const sent = await call(A, '/api/auth/send-otp', {
    body: { phoneNumber: mobile, otpType: 'BOOKING' },
    client,
  });
  expect(sent.status).toBe(200);
  const messages = await eventually(
    () => outboxFor(B, mobile),
    (m) => m.some((x) => OTP.test(x.text)),
  );
  const code = messages.map((m) => OTP.exec(m.text)?.[1]).find(Boolean);
  const verified = await call(B, '/api/auth/verify-otp', {
    body: { phoneNumber: mobile, otpCode: code },
    client,
  });
  expect(verified.status).toBe(200);
  return verified.json.bookingToken as string;
}

async function login(base: string) {
  const res = await call(base, '/api/auth/login', {
    body: { phoneNumber: '9876543210', password: 'Demo@1234' },
  });
  expect(res.status).toBe(200);
  return { token: res.json.token as string, id: (res.json.user as { id: string }).id };
}

type Slot = { start: string; available: boolean };
async function slotsOf(base: string, doctorId: string) {
  const res = await call(base, `/api/doctors/${doctorId}/slots?days=7`);
  expect(res.status).toBe(200);
  const days = res.json.days as { slots: Record<string, Slot[]> }[];
  return days.flatMap((d) => [...d.slots.morning!, ...d.slots.afternoon!, ...d.slots.evening!]);
}

describe('two instances behind a round-robin balancer', () => {
  it('answer the same search', async () => {
    const q = '/api/userside/patients/search-doctors?city=Bengaluru&page=1';
    const [a, b] = await Promise.all([call(A, q), call(B, q)]);
    expect(a.status).toBe(200);
    expect(b.json).toEqual(a.json);
  });

  it('share one rate limit: 30 code requests from one client across both give 20 and then 429', async () => {
    const client = '198.51.100.200';
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await call(either(i), '/api/auth/send-otp', {
        body: { phoneNumber: nextMobile(), otpType: 'BOOKING' },
        client,
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual(Array(10).fill(429));
  });

  it('let exactly one of 50 patients racing for one slot across both instances have it', async () => {
    const { id: doctorId } = await login(A);
    const free = (await slotsOf(A, doctorId)).filter((s) => s.available);
    const slot = free[free.length - 1]!;
    const people = Array.from({ length: 50 }, (_, i) => ({
      mobile: nextMobile(),
      client: `198.51.100.${i + 1}`,
    }));
    const tokens = await Promise.all(people.map((p) => bookingToken(p.mobile, p.client)));
    const answers = await Promise.all(
      people.map((p, i) =>
        call(either(i), '/api/bookings', {
          body: {
            doctorId,
            startTime: slot.start,
            mode: 'clinic',
            patient: { name: `Racer ${i}`, mobile: p.mobile },
            paymentOption: 'pay-later',
          },
          client: p.client,
          headers: { 'x-booking-token': tokens[i]! },
        }),
      ),
    );
    const ok = answers.filter((a) => a.status === 201);
    expect(ok).toHaveLength(1);
    // Its confirmation goes out once, though both instances run a dispatcher.
    const winner = people[answers.indexOf(ok[0]!)]!;
    const publicId = (ok[0]!.json.appointment as { publicId: string }).publicId;
    const confirmations = async () =>
      (await outboxFor(either(1), winner.mobile)).filter((m) => m.text.includes(publicId));
    expect(await eventually(confirmations, (m) => m.length > 0)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(49);
    // Both instances show the slot taken (the feed, within the bound).
    for (const base of [A, B]) {
      const slots = await eventually(
        () => slotsOf(base, doctorId),
        (s) => s.find((x) => x.start === slot.start)?.available === false,
        1_000,
      );
      expect(slots.find((x) => x.start === slot.start)?.available).toBe(false);
    }
  });

  it('store an upload where the other instance reads it', async () => {
    const { token } = await login(A);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = new FormData();
    form.set('issueType', TICKET_ISSUE_TYPES[0]);
    form.set('message', 'The calendar does not show my Sunday clinic.');
    form.set('screenshot', new Blob([png], { type: 'image/png' }), 'screen.png');
    const raised = await call(A, '/api/tickets', { form, token });
    expect(raised.status).toBe(201);
    const id = (raised.json.ticket as { id: string }).id;
    const res = await fetch(`${B}/api/tickets/${id}/screenshot`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
  });

  it('relay a video call whose doctor polls one instance and patient the other', async () => {
    const { token: doctorToken, id: doctorId } = await login(A);
    const free = (await slotsOf(B, doctorId)).filter((s) => s.available);
    const patient = { mobile: nextMobile(), client: '198.51.100.150' };
    const patientToken = await bookingToken(patient.mobile, patient.client);
    const booked = await call(B, '/api/bookings', {
      body: {
        doctorId,
        startTime: free[free.length - 2]!.start,
        mode: 'virtual',
        patient: { name: 'Video Patient', mobile: patient.mobile },
        paymentOption: 'pay-online',
      },
      client: patient.client,
      headers: { 'x-booking-token': patientToken },
    });
    expect(booked.status, booked.text).toBe(201);
    const id = (booked.json.appointment as { id: string }).id;
    const doctor = { token: doctorToken };
    const patientSide = { headers: { 'x-booking-token': patientToken }, client: patient.client };
    const signal = `/api/consult/${id}/signal`;

    expect((await call(A, signal, { ...doctor, body: { kind: 'join' } })).status).toBe(200);
    expect((await call(B, signal, { ...patientSide, body: { kind: 'join' } })).status).toBe(200);
    // The patient waits on B; the doctor's offer through A wakes the wait.
    const waiting = call(B, `${signal}?after=0&wait=25`, patientSide);
    const offer = { type: 'offer', sdp: 'v=0 offer-from-doctor' };
    expect(
      (await call(A, signal, { ...doctor, body: { kind: 'offer', data: offer } })).status,
    ).toBe(200);
    const got = await waiting;
    expect(got.status).toBe(200);
    const offered = (got.json.messages as { kind: string; data: unknown }[]).find(
      (m) => m.kind === 'offer',
    );
    expect(offered?.data).toEqual(offer);
    expect(got.json.peerPresent).toBe(true);

    const answer = { type: 'answer', sdp: 'v=0 answer-from-patient' };
    const candidate = {
      candidate: 'candidate:1 1 udp 2122260223 192.0.2.1 54400 typ host',
      sdpMid: '0',
      sdpMLineIndex: 0,
    };
    for (const body of [
      { kind: 'answer', data: answer },
      { kind: 'candidate', data: candidate },
    ]) {
      expect((await call(B, signal, { ...patientSide, body })).status).toBe(200);
    }
    const doctorGot = await call(A, `${signal}?after=0&wait=25`, doctor);
    const kinds = (doctorGot.json.messages as { kind: string; data: unknown }[]).filter(
      (m) => m.kind !== 'join',
    );
    expect(kinds.map((m) => m.kind)).toEqual(['answer', 'candidate']);
    expect(kinds[0]!.data).toEqual(answer);
    expect(kinds[1]!.data).toMatchObject(candidate);
  });

  it('see a logout through one instance on the other', async () => {
    const { token } = await login(A);
    expect((await call(B, '/api/profile', { token })).status).toBe(200);
    expect((await call(A, '/api/auth/logout', { method: 'POST', token })).status).toBe(200);
    expect((await call(B, '/api/profile', { token })).status).toBe(401);
    expect((await call(A, '/api/profile', { token })).status).toBe(401);
  });
});
