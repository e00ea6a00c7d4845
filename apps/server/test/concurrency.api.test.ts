// Concurrency errors are never 500. Concurrent moves of one doctor's
// appointments into each other's slots make PostgreSQL wait on both sides of
// the overlap constraint (a deadlock, 40P01); the database layer retries such
// transactions and answers 409 BUSY when they keep failing. On PGlite (one
// connection) nothing can deadlock and the same calls must still pass.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@clinic/shared/errors';
import { SERVER_ERRORS } from '@clinic/shared/messages';
import { AppError } from '../src/errors.ts';
import { retryTransient, type RetryPolicy } from '../src/db/client.ts';
import { auditLog } from '../src/db/schema.ts';
import {
  addAppointment,
  ist,
  makePatient,
  signedInDoctor,
  withToken,
} from '../src/modules/portal/testing.ts';
import { testDbKind } from './db-kind.ts';
import { startTestApp, type TestContext } from './harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

/** A driver error as Drizzle hands it on: the SQLSTATE sits on the cause. */
const pgError = (code: string) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error(code), { code }) });

function policy(attempts = 4) {
  const pauses: number[] = [];
  const p: RetryPolicy = {
    attempts,
    baseDelayMs: 10,
    random: () => 0.5,
    sleep: async (ms) => void pauses.push(ms),
  };
  return { p, pauses };
}

describe('retryTransient (the database layer)', () => {
  it('runs a transaction again after a deadlock and returns its result', async () => {
    const { p, pauses } = policy();
    let calls = 0;
    const result = await retryTransient(async () => {
      calls += 1;
      if (calls === 1) throw pgError('40P01');
      return 'done';
    }, p);
    expect(result).toBe('done');
    expect(calls).toBe(2);
    expect(pauses).toHaveLength(1);
  });

  it('retries serialization failures too, and answers 409 BUSY when they keep coming', async () => {
    const { p, pauses } = policy(3);
    let calls = 0;
    const err = await retryTransient(async () => {
      calls += 1;
      throw pgError(calls % 2 ? '40P01' : '40001');
    }, p).catch((e: unknown) => e);
    expect(calls).toBe(3);
    expect(pauses).toHaveLength(2);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).statusCode).toBe(409);
    expect((err as AppError).toBody()).toMatchObject({
      code: 'BUSY',
      error: SERVER_ERRORS.busy,
      message: SERVER_ERRORS.busy,
    });
    expect(ERRORS.BUSY.status).toBe(409);
  });

  it('does not retry other errors', async () => {
    const { p } = policy();
    let calls = 0;
    const err = await retryTransient(async () => {
      calls += 1;
      throw pgError('23505');
    }, p).catch((e: unknown) => e);
    expect(calls).toBe(1);
    expect(err).not.toBeInstanceOf(AppError);
  });

  it('Database.transaction rolls the failed attempt back before running it again', async () => {
    let calls = 0;
    const marker = `retry-${Math.random().toString(36).slice(2)}`;
    await t.database.transaction(async (tx) => {
      calls += 1;
      await tx.insert(auditLog).values({ action: marker, entity: 'test' });
      if (calls === 1) throw pgError('40P01');
    });
    expect(calls).toBe(2);
    const rows = await t.database.rows('select 1 from audit_log where action = $1', [marker]);
    expect(rows).toHaveLength(1);
  });

  // Only PostgreSQL has two connections to deadlock; PGlite runs one transaction at a time.
  it.runIf(testDbKind() === 'postgres')(
    'survives a real deadlock: the victim is rolled back and run again',
    async () => {
      const db = t.database.db;
      const doc = await signedInDoctor(t.app, db, { name: 'Dr. Deadlock' });
      const x = await addAppointment(db, { doctorId: doc.id, start: ist('2026-03-16 09:00') });
      const y = await addAppointment(db, { doctorId: doc.id, start: ist('2026-03-16 10:00') });
      // Both first attempts hold their first row before either asks for the second.
      let arrived = 0;
      let release!: () => void;
      const bothHoldOne = new Promise<void>((resolve) => (release = resolve));
      const attempts = { xy: 0, yx: 0 };
      const crossUpdate = (first: string, second: string, key: keyof typeof attempts) =>
        t.database.transaction(async (tx) => {
          attempts[key] += 1;
          await tx.execute(sql`update appointments set doctor_notes = ${key} where id = ${first}`);
          if (attempts[key] === 1) {
            if (++arrived === 2) release();
            await bothHoldOne;
          }
          await tx.execute(sql`update appointments set doctor_notes = ${key} where id = ${second}`);
          return key;
        });
      const results = await Promise.all([
        crossUpdate(x.id, y.id, 'xy'),
        crossUpdate(y.id, x.id, 'yx'),
      ]);
      expect(results).toEqual(['xy', 'yx']);
      // One of them deadlocked once and was run again.
      expect(attempts.xy + attempts.yx).toBe(3);
    },
  );

  it('answers 409 BUSY from Database.transaction when every attempt deadlocks, committing nothing', async () => {
    const marker = `busy-${Math.random().toString(36).slice(2)}`;
    const err = await t.database
      .transaction(async (tx) => {
        await tx.insert(auditLog).values({ action: marker, entity: 'test' });
        throw pgError('40P01');
      })
      .catch((e: unknown) => e);
    expect((err as AppError).code).toBe('BUSY');
    expect(
      await t.database.rows('select 1 from audit_log where action = $1', [marker]),
    ).toHaveLength(0);
  });
});

const hh = (h: number) => String(h).padStart(2, '0');

describe('20 concurrent cross moves of one doctor', () => {
  it('answer only 200 or 409, each 409 in the error shape, and leave no overlap', async () => {
    const db = t.database.db;
    const doc = await signedInDoctor(t.app, db, { name: 'Dr. Busy' });
    const api = withToken(t.app, doc.token);
    const patient = await makePatient(db);
    const moves: { id: string; to: Date }[] = [];
    // Wednesday 2026-03-11 in Kolkata, 30-minute appointments.
    for (let i = 0; i < 5; i++) {
      // Cross pair: A goes into B's slot while B goes into A's (each waits on the other).
      const a = await addAppointment(db, {
        doctorId: doc.id,
        clinicId: doc.clinic.id,
        patientId: patient.id,
        start: ist(`2026-03-11 ${hh(9 + i)}:00`),
      });
      const b = await addAppointment(db, {
        doctorId: doc.id,
        clinicId: doc.clinic.id,
        patientId: patient.id,
        start: ist(`2026-03-11 ${hh(9 + i)}:30`),
      });
      moves.push({ id: a.id, to: b.startAt }, { id: b.id, to: a.startAt });
    }
    for (let i = 0; i < 5; i++) {
      // Follow pair: C goes into D's slot while D goes to a free one.
      const c = await addAppointment(db, {
        doctorId: doc.id,
        clinicId: doc.clinic.id,
        patientId: patient.id,
        start: ist(`2026-03-12 ${hh(9 + i)}:00`),
      });
      const d = await addAppointment(db, {
        doctorId: doc.id,
        clinicId: doc.clinic.id,
        patientId: patient.id,
        start: ist(`2026-03-12 ${hh(9 + i)}:30`),
      });
      moves.push({ id: c.id, to: d.startAt }, { id: d.id, to: ist(`2026-03-13 ${hh(9 + i)}:00`) });
    }
    expect(moves).toHaveLength(20);
    const answers = await Promise.all(
      moves.map((m) =>
        api.patch(`/api/appointments/${m.id}/move`, { startTime: m.to.toISOString() }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    for (const r of answers) {
      expect([200, 409], r.body).toContain(r.statusCode);
      if (r.statusCode === 409) {
        const body = r.json();
        expect(['SLOT_TAKEN', 'BUSY', 'CONFLICT']).toContain(body.code);
        expect(body.error).toBe(body.message);
      }
    }
    // A cross move can only lose: its target is held by the other, which is held in turn.
    expect(statuses.slice(0, 10).every((s) => s === 409)).toBe(true);
    // The free moves always go through.
    expect(statuses.filter((_, i) => i >= 10 && i % 2 === 1).every((s) => s === 200)).toBe(true);
    const overlaps = await t.database.rows(
      `select 1 from appointments x join appointments y on x.id < y.id and x.doctor_id = y.doctor_id
        where x.doctor_id = $1 and tstzrange(x.start_at, x.end_at) && tstzrange(y.start_at, y.end_at)`,
      [doc.id],
    );
    expect(overlaps).toHaveLength(0);
    // Each successful move left its audit row, written with the move.
    const audited = await t.database.rows<{ n: number }>(
      `select count(*)::int as n from audit_log where action = 'move_appointment' and actor_id = $1`,
      [doc.id],
    );
    expect(audited[0]!.n).toBe(statuses.filter((s) => s === 200).length);
  });
});
