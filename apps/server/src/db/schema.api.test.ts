import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/harness.ts';
import { makeDoctor, makePatient } from '../../test/factories.ts';
import type { Database } from './client.ts';
import { migrate } from './migrate.ts';
import { appointments } from './schema.ts';
import { pgCode } from '../lib/pg-errors.ts';

const at = (hhmm: string) => new Date(`2026-03-10T${hhmm}:00+05:30`);

describe('schema: one doctor, one time', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database?.close());

  it('is migrated and a second migrate applies nothing', async () => {
    expect(await migrate(database)).toEqual([]);
  });

  it('refuses an overlapping active appointment of the same doctor', async () => {
    const { user, clinic } = await makeDoctor(database.db);
    const patient = await makePatient(database.db);
    const base = {
      doctorId: user.id,
      clinicId: clinic.id,
      patientId: patient.id,
      mode: 'clinic' as const,
    };
    await database.db
      .insert(appointments)
      .values({ ...base, startAt: at('09:00'), endAt: at('09:30') });

    const overlap = database.db
      .insert(appointments)
      .values({ ...base, startAt: at('09:15'), endAt: at('09:45') });
    await expect(overlap).rejects.toSatisfy((e) => pgCode(e) === '23P01');

    // Back to back is fine: ranges are half-open.
    await database.db
      .insert(appointments)
      .values({ ...base, startAt: at('09:30'), endAt: at('10:00') });
    // Another doctor at the same time is fine.
    const other = await makeDoctor(database.db);
    await database.db.insert(appointments).values({
      ...base,
      doctorId: other.user.id,
      clinicId: other.clinic.id,
      startAt: at('09:00'),
      endAt: at('09:30'),
    });
  });

  it('lets cancelled and rejected appointments give their time back', async () => {
    const { user, clinic } = await makeDoctor(database.db);
    const patient = await makePatient(database.db);
    const base = {
      doctorId: user.id,
      clinicId: clinic.id,
      patientId: patient.id,
      mode: 'virtual' as const,
    };
    const [first] = await database.db
      .insert(appointments)
      .values({ ...base, startAt: at('11:00'), endAt: at('11:30') })
      .returning();
    await database.db
      .update(appointments)
      .set({ status: 'Cancelled' })
      .where(eq(appointments.id, first!.id));
    const [second] = await database.db
      .insert(appointments)
      .values({ ...base, startAt: at('11:00'), endAt: at('11:30') })
      .returning();
    await database.db
      .update(appointments)
      .set({ status: 'Rejected' })
      .where(eq(appointments.id, second!.id));
    await database.db
      .insert(appointments)
      .values({ ...base, startAt: at('11:00'), endAt: at('11:30') });
    // Re-activating a cancelled one over a live one is refused too.
    await expect(
      database.db
        .update(appointments)
        .set({ status: 'Pending' })
        .where(eq(appointments.id, first!.id)),
    ).rejects.toSatisfy((e) => pgCode(e) === '23P01');
  });

  it('lets exactly one of 50 concurrent inserts for one slot commit', async () => {
    const { user, clinic } = await makeDoctor(database.db);
    const patient = await makePatient(database.db);
    const attempts = Array.from({ length: 50 }, () =>
      database.db.transaction(async (tx) => {
        await tx.insert(appointments).values({
          doctorId: user.id,
          clinicId: clinic.id,
          patientId: patient.id,
          mode: 'clinic',
          startAt: at('15:00'),
          endAt: at('15:30'),
        });
      }),
    );
    const results = await Promise.allSettled(attempts);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) {
      if (r.status === 'rejected') expect(pgCode(r.reason)).toBe('23P01');
    }
    const rows = await database.db
      .select()
      .from(appointments)
      .where(eq(appointments.doctorId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('gives appointments public ids from the #1122584 sequence', async () => {
    const { user, clinic } = await makeDoctor(database.db);
    const [row] = await database.db
      .insert(appointments)
      .values({
        doctorId: user.id,
        clinicId: clinic.id,
        mode: 'home',
        startAt: at('16:00'),
        endAt: at('16:30'),
      })
      .returning();
    expect(row!.publicId).toBeGreaterThanOrEqual(1122584);
  });
});
