import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { AppointmentStatus } from '@clinic/shared/constants';
import { CONSULT_TEXTS } from '@clinic/shared/messages';
import {
  startSecondInstance,
  startTestApp,
  type SecondInstance,
  type TestContext,
} from '../../../test/harness.ts';
import { bookingTokenFor } from '../../../test/otp.ts';
import { addAppointment, makePatient, signedInDoctor } from '../portal/testing.ts';
import { SDP_MAX_CHARS } from './schemas.ts';
import { errorBody } from '../../../test/expect-error.ts';

let t: TestContext;
let doctor: { id: string; token: string };
let otherDoctor: { id: string; token: string };
let seq = 0;
const mobile = () =>
  `97${String(process.pid).slice(-4).padStart(4, '0')}${String(++seq).padStart(4, '0')}`;

type Creds = { doctor: string } | { patient: string } | Record<string, never>;
const headersOf = (c: Creds): Record<string, string> =>
  'doctor' in c
    ? { authorization: `Bearer ${c.doctor}` }
    : 'patient' in c
      ? { 'x-booking-token': c.patient }
      : {};

const call = (
  method: 'GET' | 'POST',
  url: string,
  creds: Creds,
  payload?: object,
  app: TestContext['app'] = t.app,
) =>
  app.inject({
    method,
    url,
    headers: headersOf(creds),
    ...(payload ? { payload } : {}),
  } as InjectOptions);

const room = (id: string, c: Creds) => call('GET', `/api/consult/${id}`, c);
const signal = (id: string, c: Creds, body: object) =>
  call('POST', `/api/consult/${id}/signal`, c, body);
const poll = (id: string, c: Creds, after: number, wait?: number) =>
  call(
    'GET',
    `/api/consult/${id}/signal?after=${after}${wait === undefined ? '' : `&wait=${wait}`}`,
    c,
  );

const patientOf = new Map<string, string>();
let slot = 0;

/** An appointment of the doctor's, booked from `phone` (10 digits), each at its own hour. */
async function consultation(
  phone: string,
  spec: { status?: AppointmentStatus; mode?: 'virtual' | 'clinic' } = {},
) {
  let patientId = patientOf.get(phone);
  if (!patientId) {
    const p = await makePatient(t.database.db, {
      ownerPhone: `+91${phone}`,
      phone: `+91${phone}`,
      name: 'Meera Iyer',
    });
    patientId = p.id;
    patientOf.set(phone, patientId);
  }
  const start = new Date(Date.parse('2026-03-10T05:00:00.000Z') + slot++ * 3_600_000);
  return addAppointment(t.database.db, {
    doctorId: doctor.id,
    patientId,
    start,
    mode: spec.mode ?? 'virtual',
    status: spec.status ?? 'Confirmed',
  });
}

const offer = {
  kind: 'offer',
  data: { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' },
};
const candidate = {
  kind: 'candidate',
  data: {
    candidate: 'candidate:1 1 udp 2113937151 192.168.1.5 50000 typ host',
    sdpMid: '0',
    sdpMLineIndex: 0,
  },
};

beforeAll(async () => {
  t = await startTestApp();
  doctor = await signedInDoctor(t.app, t.database.db, { name: 'Dr. Kavya Rao' });
  otherDoctor = await signedInDoctor(t.app, t.database.db, { name: 'Dr. Other' });
});
afterAll(async () => t?.close());

describe('who may enter a video room', () => {
  let id: string;
  let publicId: number;
  let phone: string;
  let patientToken: string;

  beforeAll(async () => {
    phone = mobile();
    const a = await consultation(phone);
    id = a.id;
    publicId = a.publicId;
    patientToken = await bookingTokenFor(t.app, phone);
  });

  it('lets the doctor who owns the appointment in', async () => {
    const res = await room(id, { doctor: doctor.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id,
      publicId: `#${publicId}`,
      status: 'Confirmed',
      startTime: '2026-03-10T05:00:00.000Z',
      endTime: '2026-03-10T05:30:00.000Z',
      timeZone: 'Asia/Kolkata',
      doctorName: 'Dr. Kavya Rao',
      patientName: 'Meera Iyer',
      role: 'doctor',
      iceServers: [],
    });
  });

  it('lets the patient whose phone booked it in', async () => {
    const res = await room(id, { patient: patientToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      role: 'patient',
      doctorName: 'Dr. Kavya Rao',
      patientName: 'Meera Iyer',
    });
  });

  it('answers 404 to another doctor, another phone, an unknown id and a malformed one alike', async () => {
    const strangerToken = await bookingTokenFor(t.app, mobile());
    const answers = [
      await room(id, { doctor: otherDoctor.token }),
      await room(id, { patient: strangerToken }),
      await room('5f0c6f5e-8a1b-4c2d-9e3f-0a1b2c3d4e5f', { doctor: doctor.token }),
      await room('not-a-room', { patient: patientToken }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(errorBody('NOT_FOUND', CONSULT_TEXTS.notFound));
    }
  });

  it('answers 401 without credentials or with expired ones', async () => {
    const none = await room(id, {});
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject(errorBody('UNAUTHORIZED', CONSULT_TEXTS.credentialsMissing));
    expect((await room(id, { patient: 'not-a-token' })).statusCode).toBe(401);
    expect((await room(id, { doctor: 'not-a-token' })).statusCode).toBe(401);
  });

  it('lets the patient in even when a stale portal session is sent along', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/consult/${id}`,
      headers: { authorization: 'Bearer stale', 'x-booking-token': patientToken },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('patient');
  });

  it('has no room for a clinic visit (409)', async () => {
    const visit = await consultation(phone, { mode: 'clinic' });
    const res = await room(visit.id, { doctor: doctor.token });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject(errorBody('CONFLICT', CONSULT_TEXTS.notVirtual));
  });

  it('closes the room once the consultation is over (409 with the reason)', async () => {
    for (const status of ['Completed', 'No-Show', 'Cancelled', 'Rejected'] as const) {
      const a = await consultation(phone, { status });
      const res = await room(a.id, { patient: patientToken });
      expect(res.statusCode, status).toBe(409);
      expect(res.json().error).toBe(CONSULT_TEXTS.closed[status]);
    }
    expect(CONSULT_TEXTS.closed.Completed).toBe('This consultation has ended.');
  });

  it('opens the room of a Pending request too', async () => {
    const a = await consultation(phone, { status: 'Pending' });
    expect((await room(a.id, { patient: patientToken })).statusCode).toBe(200);
  });

  it('applies the same rules to signaling', async () => {
    const ended = await consultation(phone, { status: 'Completed' });
    expect((await signal(id, { doctor: otherDoctor.token }, { kind: 'join' })).statusCode).toBe(
      404,
    );
    expect((await poll(id, { doctor: otherDoctor.token }, 0, 0)).statusCode).toBe(404);
    expect((await signal(id, {}, { kind: 'join' })).statusCode).toBe(401);
    expect((await poll(id, {}, 0, 0)).statusCode).toBe(401);
    expect((await signal(ended.id, { patient: patientToken }, { kind: 'join' })).statusCode).toBe(
      409,
    );
    expect((await poll(ended.id, { patient: patientToken }, 0, 0)).statusCode).toBe(409);
    // Leaving a room that has just closed is fine.
    expect((await signal(ended.id, { patient: patientToken }, { kind: 'leave' })).statusCode).toBe(
      200,
    );
  });
});

describe('signaling between the doctor and the patient', () => {
  let id: string;
  let patientToken: string;
  const asDoctor = () => ({ doctor: doctor.token });
  const asPatient = () => ({ patient: patientToken });

  beforeAll(async () => {
    const phone = mobile();
    id = (await consultation(phone)).id;
    patientToken = await bookingTokenFor(t.app, phone);
  });

  it('relays an offer to the waiting patient, then the answer and candidates, skipping what was seen', async () => {
    const doctorJoin = await signal(id, asDoctor(), { kind: 'join' });
    expect(doctorJoin.statusCode).toBe(200);
    expect(doctorJoin.json().peerPresent).toBe(false);

    const patientJoin = (await signal(id, asPatient(), { kind: 'join' })).json() as {
      seq: number;
      peerPresent: boolean;
    };
    expect(patientJoin.peerPresent).toBe(true);

    // The doctor hears of the patient's arrival.
    const heard = (await poll(id, asDoctor(), doctorJoin.json().seq, 0)).json();
    expect(heard).toMatchObject({
      peerPresent: true,
      messages: [{ from: 'patient', kind: 'join', data: null }],
    });

    // The patient is already waiting when the offer comes.
    const waiting = poll(id, asPatient(), patientJoin.seq);
    await new Promise((r) => setTimeout(r, 50));
    const sent = await signal(id, asDoctor(), offer);
    expect(sent.statusCode).toBe(200);
    const got = await waiting;
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual({
      peerPresent: true,
      messages: [{ seq: sent.json().seq, from: 'doctor', kind: 'offer', data: offer.data }],
    });

    // `after` skips what was seen: only the candidate comes next.
    const offerSeq = sent.json().seq as number;
    await signal(id, asDoctor(), candidate);
    const next = (await poll(id, asPatient(), offerSeq, 0)).json();
    expect(next.messages.map((m: { kind: string }) => m.kind)).toEqual(['candidate']);
    expect(next.messages[0].data).toEqual(candidate.data);
    expect(next.messages[0].seq).toBeGreaterThan(offerSeq);

    // The answer goes the other way; the doctor never receives its own messages.
    const answer = { kind: 'answer', data: { type: 'answer', sdp: 'v=0\r\n' } };
    await signal(id, asPatient(), answer);
    const back = (await poll(id, asDoctor(), heard.messages[0].seq, 0)).json();
    expect(back.messages).toMatchObject([{ from: 'patient', kind: 'answer', data: answer.data }]);
  });

  it('returns an empty answer after the wait when nothing comes', async () => {
    const started = Date.now();
    const res = await poll(id, asDoctor(), Number.MAX_SAFE_INTEGER - 1, 0.3);
    const took = Date.now() - started;
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ messages: [], peerPresent: true });
    expect(took).toBeGreaterThanOrEqual(250);
    expect(took).toBeLessThan(5000);
  });

  it("wakes the patient's poll when the doctor leaves, and says the doctor is gone", async () => {
    const cursor = (await signal(id, asPatient(), candidate)).json().seq as number;
    const waiting = poll(id, asPatient(), cursor);
    await new Promise((r) => setTimeout(r, 50));
    expect((await signal(id, asDoctor(), { kind: 'leave' })).json().peerPresent).toBe(true);
    const res = (await waiting).json();
    expect(res.peerPresent).toBe(false);
    expect(res.messages).toMatchObject([{ from: 'doctor', kind: 'leave', data: null }]);
  });

  it('refuses malformed and oversized messages', async () => {
    const bad = [
      { kind: 'shout' },
      { kind: 'offer' },
      { kind: 'offer', data: { type: 'answer', sdp: 'v=0' } },
      { kind: 'offer', data: { type: 'offer', sdp: 'x'.repeat(SDP_MAX_CHARS + 1) } },
      { kind: 'candidate', data: { candidate: 'x'.repeat(2000) } },
    ];
    for (const body of bad) {
      const res = await signal(id, asDoctor(), body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const huge = await signal(id, asDoctor(), {
      kind: 'offer',
      data: { type: 'offer', sdp: 'x'.repeat(40_000) },
    });
    expect(huge.statusCode).toBe(413);
    expect((await poll(id, asDoctor(), -1, 0)).statusCode).toBe(400);
    expect((await poll(id, asDoctor(), 0, 26)).statusCode).toBe(400);
  });
});

describe('a room whose two participants reach different instances', () => {
  let b: SecondInstance;
  let id: string;
  let patientToken: string;
  const asDoctor = () => ({ doctor: doctor.token });
  const asPatient = () => ({ patient: patientToken });
  // The doctor's browser reaches instance A, the patient's instance B.
  const onA = (method: 'GET' | 'POST', url: string, body?: object) =>
    call(method, url, asDoctor(), body, t.app);
  const onB = (method: 'GET' | 'POST', url: string, body?: object) =>
    call(method, url, asPatient(), body, b.app);

  /** Resolves once `role`'s long poll is waiting (its presence was extended for the wait). */
  async function waitingIn(role: 'doctor' | 'patient') {
    const beyond = t.clock.now().getTime() + 10_000;
    for (;;) {
      const [row] = await t.database.rows<{ until: Date | string | null }>(
        `select ${role}_present_until as until from consult_rooms where appointment_id = $1`,
        [id],
      );
      if (row?.until && new Date(row.until).getTime() > beyond) return;
      await new Promise((r) => setTimeout(r, 5));
    }
  }

  beforeAll(async () => {
    b = await startSecondInstance(t);
    const phone = mobile();
    id = (await consultation(phone)).id;
    patientToken = await bookingTokenFor(t.app, phone);
  });
  afterAll(async () => b?.close());

  it('exchanges join, offer, answer and candidates; a poll waiting on one is woken by a post on the other', async () => {
    const url = `/api/consult/${id}/signal`;
    const dJoin = (await onA('POST', url, { kind: 'join' })).json();
    expect(dJoin.peerPresent).toBe(false);
    const pJoin = (await onB('POST', url, { kind: 'join' })).json();
    expect(pJoin.peerPresent).toBe(true);

    // The doctor hears of the patient through A.
    const heard = (await onA('GET', `${url}?after=${dJoin.seq}&wait=0`)).json();
    expect(heard).toEqual({
      peerPresent: true,
      messages: [{ seq: pJoin.seq, from: 'patient', kind: 'join', data: null }],
    });

    // The patient waits on B (25 s at most); the offer is posted on A. An
    // answer carrying the offer is the wake-up: a timeout would answer empty.
    const patientPoll = onB('GET', `${url}?after=${pJoin.seq}`);
    await waitingIn('patient');
    const sentOffer = (await onA('POST', url, offer)).json();
    const gotOffer = await patientPoll;
    expect(gotOffer.statusCode).toBe(200);
    expect(gotOffer.json()).toEqual({
      peerPresent: true,
      messages: [{ seq: sentOffer.seq, from: 'doctor', kind: 'offer', data: offer.data }],
    });

    // The doctor waits on A; the answer and a candidate come through B.
    const answer = { kind: 'answer', data: { type: 'answer', sdp: 'v=0\r\n' } };
    const doctorPoll = onA('GET', `${url}?after=${pJoin.seq}`);
    await waitingIn('doctor');
    const sentAnswer = (await onB('POST', url, answer)).json();
    const gotAnswer = (await doctorPoll).json();
    expect(gotAnswer.messages[0]).toEqual({
      seq: sentAnswer.seq,
      from: 'patient',
      kind: 'answer',
      data: answer.data,
    });
    const sentCandidate = (await onB('POST', url, candidate)).json();
    const afterAnswer = (await onA('GET', `${url}?after=${sentAnswer.seq}&wait=0`)).json();
    expect(afterAnswer.messages).toEqual([
      { seq: sentCandidate.seq, from: 'patient', kind: 'candidate', data: candidate.data },
    ]);

    // And candidates the other way, read on B.
    await onA('POST', url, candidate);
    const toPatient = (await onB('GET', `${url}?after=${sentOffer.seq}&wait=0`)).json();
    expect(toPatient.messages.map((m: { kind: string }) => m.kind)).toEqual(['candidate']);
    expect(toPatient.peerPresent).toBe(true);

    // The doctor leaves through A: B says so.
    await onA('POST', url, { kind: 'leave' });
    const left = (await onB('GET', `${url}?after=${sentOffer.seq}&wait=0`)).json();
    expect(left.peerPresent).toBe(false);
  });
});

describe('a room on a server that closes', () => {
  let t2: TestContext;
  afterAll(async () => t2?.close());

  it('hands out the configured ICE servers and answers waiting polls at once when closing', async () => {
    const ice = [
      { urls: 'turn:turn.clinic.example:3478', username: 'clinic', credential: 's3cret' },
    ];
    t2 = await startTestApp({ env: { ICE_SERVERS: JSON.stringify(ice) } });
    const doc = await signedInDoctor(t2.app, t2.database.db, { name: 'Dr. Closing' });
    const a = await addAppointment(t2.database.db, {
      doctorId: doc.id,
      start: '2026-03-10T05:00:00.000Z',
      mode: 'virtual',
    });
    const auth = { authorization: `Bearer ${doc.token}` };
    const got = await t2.app.inject({ method: 'GET', url: `/api/consult/${a.id}`, headers: auth });
    expect(got.json().iceServers).toEqual(ice);

    // A real HTTP long poll, waiting when the server is told to stop.
    const address = await t2.app.listen({ port: 0, host: '127.0.0.1' });
    const pending = fetch(`${address}/api/consult/${a.id}/signal?after=0`, { headers: auth }).then(
      async (r) => ({ status: r.status, body: (await r.json()) as unknown }),
      (err: unknown) => ({ status: 0, body: String(err) }),
    );
    await new Promise((r) => setTimeout(r, 300));
    const started = Date.now();
    await t2.app.close();
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await pending).toEqual({ status: 200, body: { messages: [], peerPresent: false } });
  });
});
