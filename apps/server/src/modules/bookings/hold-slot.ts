// Step 2: store the appointment. The INSERT itself takes the slot: the
// exclusion constraint lets exactly one of any set of overlapping active
// appointments commit; the others get SQLSTATE 23P01, answered 409.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database, Db } from '../../db/client.ts';
import { lockDoctorCalendar } from '../../db/locks.ts';
import { appointments, patients } from '../../db/schema.ts';
import { slotTaken } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { assertBookingLimits } from './booking-limits.ts';
import { PG_EXCLUSION_VIOLATION, pgCode } from '../../lib/pg-errors.ts';

export interface HoldInput {
  doctorId: string;
  clinicId: string;
  ownerPhone: string;
  patient: { name: string; phone: string; email?: string | undefined; isSelf: boolean };
  mode: 'clinic' | 'virtual';
  start: Date;
  end: Date;
  treatment?: string | undefined;
  paymentOption: 'pay-online' | 'pay-later';
  feePaise: number;
  advancePaise: number;
  status: 'Pending' | 'Confirmed';
  /** Pay-online: the hold is released at this time unless the charge completes it first. */
  holdExpiresAt?: Date | undefined;
  /** The language the patient booked in; their messages are written in it (default English). */
  language?: 'en' | 'hi' | undefined;
  /** A patient's own booking: the per-phone limits apply (booking-limits.ts). */
  limits?: { timeZone: string; now: Date };
}

export type AppointmentRow = typeof appointments.$inferSelect;

/**
 * The booking, its patient, its audit row and whatever `within` writes (the
 * held payment, or the notifications) commit together or not at all.
 */
export async function holdSlot(
  database: Database,
  request: FastifyRequest | null,
  input: HoldInput,
  within?: (tx: Db, appointment: AppointmentRow) => Promise<void>,
): Promise<{ appointment: AppointmentRow; patientId: string }> {
  try {
    return await database.transaction(async (tx) => {
      await lockDoctorCalendar(tx, input.doctorId);
      if (input.limits)
        await assertBookingLimits(tx, {
          ...input.limits,
          ownerPhone: input.ownerPhone,
          doctorId: input.doctorId,
          start: input.start,
        });
      const patientId = await upsertPatient(tx, input);
      const [appointment] = await tx
        .insert(appointments)
        .values({
          doctorId: input.doctorId,
          clinicId: input.clinicId,
          patientId,
          mode: input.mode,
          startAt: input.start,
          endAt: input.end,
          status: input.status,
          treatment: input.treatment ?? null,
          patientNotes: input.treatment ?? null,
          patientEmail: input.patient.email ?? null,
          bookedFor: input.patient.isSelf ? 'self' : 'other',
          source: 'patient',
          paymentOption: input.paymentOption,
          feePaise: input.feePaise,
          advancePaise: input.advancePaise,
          holdExpiresAt: input.holdExpiresAt ?? null,
          language: input.language ?? 'en',
        })
        .returning();
      if (input.mode === 'virtual') {
        await tx
          .update(appointments)
          .set({ videoRoomUrl: `/consult/${appointment!.id}` })
          .where(eq(appointments.id, appointment!.id));
        appointment!.videoRoomUrl = `/consult/${appointment!.id}`;
      }
      await audit(tx, request, {
        actorRole: 'patient',
        action: 'book_appointment',
        entity: 'appointment',
        entityId: appointment!.id,
        patientId,
        details: {
          ownerPhone: input.ownerPhone,
          doctorId: input.doctorId,
          start: input.start.toISOString(),
          ...(input.holdExpiresAt ? { holdExpiresAt: input.holdExpiresAt.toISOString() } : {}),
        },
      });
      if (within) await within(tx, appointment!);
      return { appointment: appointment!, patientId };
    });
  } catch (err) {
    if (pgCode(err) === PG_EXCLUSION_VIOLATION) throw slotTaken();
    throw err;
  }
}

/** One patient record per person a phone books for (the owner themself, or someone else by name). */
async function upsertPatient(db: Db, input: HoldInput): Promise<string> {
  const [existing] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(
      and(
        eq(patients.ownerPhone, input.ownerPhone),
        sql`lower(${patients.name}) = ${input.patient.name.toLowerCase()}`,
      ),
    )
    .limit(1);
  if (existing) {
    if (input.patient.email) {
      await db
        .update(patients)
        .set({ email: input.patient.email, phone: input.patient.phone })
        .where(eq(patients.id, existing.id));
    }
    return existing.id;
  }
  const [created] = await db
    .insert(patients)
    .values({
      ownerPhone: input.ownerPhone,
      name: input.patient.name,
      phone: input.patient.phone,
      email: input.patient.email ?? null,
      isSelf: input.patient.isSelf,
    })
    .onConflictDoNothing()
    .returning({ id: patients.id });
  if (created) return created.id;
  // A concurrent booking by the same phone created them first.
  const [again] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(
      and(
        eq(patients.ownerPhone, input.ownerPhone),
        sql`lower(${patients.name}) = ${input.patient.name.toLowerCase()}`,
      ),
    )
    .limit(1);
  return again!.id;
}
