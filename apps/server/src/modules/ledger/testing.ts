// Test data for the ledger: a completed visit with its invoice, the advance
// paid online (optionally refunded later) and what was paid at the clinic.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, doctorProfiles, invoices, payments } from '../../db/schema.ts';

export interface BilledVisit {
  doctorId: string;
  patientId: string;
  /** YYYY-MM-DD: the visit's day and the invoice's issue date. */
  issuedOn: string;
  amountPaise: number;
  description?: string;
  discountPaise?: number;
  taxPaise?: number;
  advancePaise?: number;
  advanceStatus?: 'succeeded' | 'refunded';
  paidAtClinicPaise?: number;
  providerRef?: string;
}

/** Takes the doctor's next serial as Save & Invoice does, then writes the rows. */
export async function addBilledVisit(db: Db, v: BilledVisit) {
  const [profile] = await db
    .update(doctorProfiles)
    .set({ invoiceSerial: sql`${doctorProfiles.invoiceSerial} + 1` })
    .where(eq(doctorProfiles.userId, v.doctorId))
    .returning({ serial: doctorProfiles.invoiceSerial });
  const serial = profile!.serial;
  // Ten-minute visits from midnight, one per serial: never two at once.
  const start = new Date(
    new Date(`${v.issuedOn}T00:00:00+05:30`).getTime() + (serial % 144) * 10 * 60_000,
  );
  const advance = v.advancePaise ?? 0;
  const atClinic = v.paidAtClinicPaise ?? 0;
  const [a] = await db
    .insert(appointments)
    .values({
      doctorId: v.doctorId,
      patientId: v.patientId,
      mode: 'clinic',
      startAt: start,
      endAt: new Date(start.getTime() + 10 * 60_000),
      status: 'Completed',
      treatment: v.description ?? 'Consultation',
      paymentOption: advance > 0 ? 'pay-online' : 'pay-later',
      feePaise: v.amountPaise,
      advancePaise: advance,
      paidPaise: (v.advanceStatus === 'refunded' ? 0 : advance) + atClinic,
    })
    .returning();
  if (advance > 0)
    await db.insert(payments).values({
      appointmentId: a!.id,
      provider: 'simulated',
      providerRef: v.providerRef ?? `sim_${serial}`,
      amountPaise: advance,
      status: v.advanceStatus ?? 'succeeded',
    });
  const discount = v.discountPaise ?? 0;
  const tax = v.taxPaise ?? 0;
  const [invoice] = await db
    .insert(invoices)
    .values({
      doctorId: v.doctorId,
      serial,
      invoiceNo: `INV-${v.issuedOn.slice(0, 4)}-${String(serial).padStart(4, '0')}`,
      appointmentId: a!.id,
      patientId: v.patientId,
      description: v.description ?? 'Consultation',
      costPaise: v.amountPaise + discount - tax,
      discountPaise: discount,
      taxPaise: tax,
      amountPaise: v.amountPaise,
      paidAtClinicPaise: atClinic,
      issuedOn: v.issuedOn,
    })
    .returning();
  return { appointment: a!, invoice: invoice! };
}
