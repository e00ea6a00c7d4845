// Two instances of the server on one database behave as one: a change made
// through instance A shows in what instance B serves from its caches (search,
// slots, dashboard, appointment list), with no cache cleared by hand. On
// PostgreSQL each instance has its own pool and listening connection, as two
// processes would; on PGlite both share the one in-process database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, clinicTimings, clinics, users } from '../src/db/schema.ts';
import { eq } from 'drizzle-orm';
import { VERIFICATION_DOCUMENT_KINDS } from '@clinic/shared/constants';
import { hashPassword } from '../src/lib/passwords.ts';
import { signedInDoctor, withToken } from '../src/modules/portal/testing.ts';
import {
  startSecondInstance,
  startTestApp,
  type SecondInstance,
  type TestContext,
} from './harness.ts';
import { makeListedDoctor, nextPhone } from './factories.ts';
import { bookVisit } from './otp.ts';
import { testDbKind } from './db-kind.ts';
import { LISTENER_NAME } from '../src/db/listener.ts';

let t: TestContext;
let b: SecondInstance;

beforeAll(async () => {
  t = await startTestApp();
  b = await startSecondInstance(t);
});
afterAll(async () => {
  await b?.close();
  await t?.close();
});

/** The bound: a change is visible on every other instance within 1 s. */
const BOUND_MS = 1_000;

/**
 * Reads through `read` until `seen` holds, for at most the bound. The first
 * read usually holds already; PostgreSQL delivers to the other instance's
 * connection a moment after the commit.
 */
async function eventually<T>(read: () => Promise<T>, seen: (v: T) => boolean): Promise<T> {
  const until = performance.now() + BOUND_MS;
  for (;;) {
    const value = await read();
    if (seen(value) || performance.now() > until) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
}

const searchOn = async (app: TestContext['app'], q: string) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/userside/patients/search-doctors?${q}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { total: number; results: { userId: string; name: string }[] };
};

/**
 * Waits until B has heard of every change committed so far: rows a test wrote
 * straight to the database (a new doctor, say) reach B by their own notice.
 */
const bCaughtUp = () => b.app.changes.caughtUp();

/** A patient's 10-digit mobile, different each call. */
const mobile = () => nextPhone().slice(3);

const namesIn = (body: { results: { name: string }[] }) => body.results.map((r) => r.name);

async function slotsOn(app: TestContext['app'], doctorId: string, from: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/doctors/${doctorId}/slots?from=${from}&days=1`,
  });
  expect(res.statusCode).toBe(200);
  const [day] = res.json().days;
  return [...day.slots.morning, ...day.slots.afternoon, ...day.slots.evening] as {
    start: string;
    available: boolean;
  }[];
}

describe('two instances on one database', () => {
  it('a profile edit through A shows in the search B serves from its cache', async () => {
    const doc = await signedInDoctor(t.app, t.database.db, {
      name: 'Dr. Before Edit',
      specializations: ['Nephrologist'],
    });
    await bCaughtUp();
    const q = 'specialization=Nephrologist';
    expect(namesIn(await searchOn(b.app, q))).toContain('Dr. Before Edit');
    expect(namesIn(await searchOn(b.app, q))).toContain('Dr. Before Edit'); // now cached on B

    const edited = await withToken(t.app, doc.token).patch('/api/profile', {
      name: 'Dr. After Edit',
    });
    expect(edited.statusCode).toBe(200);
    const after = await eventually(
      () => searchOn(b.app, q),
      (body) => namesIn(body).includes('Dr. After Edit'),
    );
    expect(namesIn(after)).toEqual(['Dr. After Edit']);
  });

  it('a schedule change shows in the slots B serves from its cache', async () => {
    const { user, clinic } = await makeListedDoctor(t.database.db, {
      name: 'Dr. Hours',
      timings: [['WEDNESDAY', '09:00', '12:00']],
    });
    await bCaughtUp();
    const wednesday = '2026-03-11';
    expect((await slotsOn(b.app, user.id, wednesday)).length).toBe(6);
    expect((await slotsOn(b.app, user.id, wednesday)).length).toBe(6);
    // The schedule editor arrives with the practice issue; a write by any
    // writer is the same change to the feed.
    await t.database.db
      .update(clinicTimings)
      .set({ endTime: '10:00' })
      .where(eq(clinicTimings.clinicId, clinic.id));
    const slots = await eventually(
      () => slotsOn(b.app, user.id, wednesday),
      (s) => s.length === 2,
    );
    expect(slots.length).toBe(2);
  });

  it('a booking through A takes the slot in what B shows, in slots and search', async () => {
    const { user } = await makeListedDoctor(t.database.db, {
      name: 'Dr. Booked Out',
      specializations: ['Rheumatologist'],
      timings: [['WEDNESDAY', '09:00', '10:00']],
    });
    await bCaughtUp();
    const q = 'specialization=Rheumatologist';
    const before = await searchOn(b.app, q);
    const first = (before.results[0] as unknown as { nextAvailable: { start: string } })
      .nextAvailable.start;
    expect((await slotsOn(b.app, user.id, '2026-03-11')).every((s) => s.available)).toBe(true);

    const booked = await bookVisit(t.app, {
      doctorId: user.id,
      startTime: first,
      name: 'Across Instances',
      mobile: mobile(),
    });
    expect(booked.statusCode).toBe(201);
    const slots = await eventually(
      () => slotsOn(b.app, user.id, '2026-03-11'),
      (s) => s.some((x) => x.start === first && !x.available),
    );
    expect(slots.find((x) => x.start === first)).toMatchObject({ available: false });
    const after = await eventually(
      () => searchOn(b.app, q),
      (body) =>
        (body.results[0] as unknown as { nextAvailable: { start: string } }).nextAvailable.start !==
        first,
    );
    expect(
      (after.results[0] as unknown as { nextAvailable: { start: string } }).nextAvailable.start,
    ).not.toBe(first);
  });

  it('a booking through A shows on the dashboard and list B serves from its cache', async () => {
    const doc = await signedInDoctor(t.app, t.database.db, {
      name: 'Dr. Front Desk',
      timings: [['WEDNESDAY', '09:00', '12:00']],
    });
    await bCaughtUp();
    const onB = withToken(b.app, doc.token);
    const pending = async () =>
      (await onB.get('/api/portal/dashboard')).json().pendingRequests as unknown[];
    const listed = async () =>
      (await onB.get('/api/appointments?pageSize=50')).json().total as number;
    expect(await pending()).toHaveLength(0);
    expect(await listed()).toBe(0);

    const booked = await bookVisit(t.app, {
      doctorId: doc.id,
      startTime: '2026-03-11T04:30:00.000Z',
      name: 'Dash Board',
      mobile: mobile(),
    });
    expect(booked.statusCode).toBe(201);
    expect(await eventually(pending, (p) => p.length === 1)).toHaveLength(1);
    expect(await eventually(listed, (n) => n === 1)).toBe(1);
  });

  it('a deactivation through A takes the doctor out of the search B serves', async () => {
    const doc = await signedInDoctor(t.app, t.database.db, {
      name: 'Dr. Leaving',
      specializations: ['Geriatrician'],
    });
    await t.database.db
      .update(users)
      .set({ passwordHash: await hashPassword('Leave@1234') })
      .where(eq(users.id, doc.id));
    await bCaughtUp();
    const q = 'specialization=Geriatrician';
    expect(namesIn(await searchOn(b.app, q))).toContain('Dr. Leaving');
    expect(namesIn(await searchOn(b.app, q))).toContain('Dr. Leaving');

    const gone = await withToken(t.app, doc.token).post('/api/profile/deactivate', {
      password: 'Leave@1234',
    });
    expect(gone.statusCode).toBe(200);
    const after = await eventually(
      () => searchOn(b.app, q),
      (body) => body.total === 0,
    );
    expect(after.total).toBe(0);
    const slots = await b.app.inject({ method: 'GET', url: `/api/doctors/${doc.id}/slots` });
    expect(slots.statusCode).toBe(404);
  });

  it('a verification through A puts the doctor in the search B serves', async () => {
    const { user } = await makeListedDoctor(t.database.db, {
      name: 'Dr. Newly Verified',
      specializations: ['Endocrinologist'],
      verified: false,
    });
    // Every document verified but the last one, which A's admin reviews now.
    const kinds = [...VERIFICATION_DOCUMENT_KINDS];
    const rows = await t.database.db
      .insert(documents)
      .values(
        kinds.map((kind, i) => ({
          ownerId: user.id,
          kind,
          storageKey: `documents/${user.id}/${kind}.pdf`,
          originalName: `${kind}.pdf`,
          sizeBytes: 300,
          mime: 'application/pdf',
          status: i < kinds.length - 1 ? ('Verified' as const) : ('Pending' as const),
        })),
      )
      .returning();
    const doc = rows[rows.length - 1];
    const [admin] = await t.database.db
      .insert(users)
      .values({ role: 'admin', name: 'Admin', phone: nextPhone() })
      .returning();
    const adminToken = await t.app.tokens.signAccess(
      { sub: admin!.id, role: 'admin', tv: 0 },
      t.clock.now(),
    );
    const q = 'specialization=Endocrinologist';
    expect((await searchOn(b.app, q)).total).toBe(0);
    expect((await searchOn(b.app, q)).total).toBe(0);

    const review = await withToken(t.app, adminToken).post(
      `/api/admin/documents/${doc!.id}/review`,
      { status: 'Verified' },
    );
    expect(review.statusCode).toBe(200);
    expect(review.json().verificationStatus).toBe('Verified');
    const after = await eventually(
      () => searchOn(b.app, q),
      (body) => body.total === 1,
    );
    expect(namesIn(after)).toEqual(['Dr. Newly Verified']);
  });

  it("a clinic's move through another writer shows in B's directory", async () => {
    const { user, clinic } = await makeListedDoctor(t.database.db, {
      name: 'Dr. Moving',
      specializations: ['Allergist'],
    });
    const q = 'specialization=Allergist&city=Mysuru';
    expect((await searchOn(b.app, q)).total).toBe(0);
    await t.database.db.update(clinics).set({ city: 'Mysuru' }).where(eq(clinics.id, clinic.id));
    const after = await eventually(
      () => searchOn(b.app, q),
      (body) => body.total === 1,
    );
    expect(after.results.map((r) => r.userId)).toEqual([user.id]);
  });
});

describe.runIf(testDbKind() === 'postgres')('when the listening connection drops', () => {
  it('serves nothing stale meanwhile and follows changes again once it is back', async () => {
    const doc = await signedInDoctor(t.app, t.database.db, {
      name: 'Dr. Outage',
      specializations: ['Hepatologist'],
    });
    await bCaughtUp();
    const q = 'specialization=Hepatologist';
    expect(namesIn(await searchOn(b.app, q))).toEqual(['Dr. Outage']);
    await t.database.rows(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = $1 and datname = current_database()`,
      [LISTENER_NAME],
    );
    await eventually(
      async () => b.database.listening,
      (up) => !up,
    );
    // Changed while B hears nothing: B must not answer from what it kept.
    await withToken(t.app, doc.token).patch('/api/profile', { name: 'Dr. During Outage' });
    expect(namesIn(await searchOn(b.app, q))).toEqual(['Dr. During Outage']);

    const back = await eventually(
      async () => b.database.listening,
      (up) => up,
    );
    expect(back).toBe(true);
    expect(namesIn(await searchOn(b.app, q))).toEqual(['Dr. During Outage']);
    await withToken(t.app, doc.token).patch('/api/profile', { name: 'Dr. After Outage' });
    const after = await eventually(
      () => searchOn(b.app, q),
      (body) => namesIn(body).includes('Dr. After Outage'),
    );
    expect(namesIn(after)).toEqual(['Dr. After Outage']);
  });
});
