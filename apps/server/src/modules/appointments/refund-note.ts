// A refunded advance on the ledger. Refunds happen to appointments that were
// never invoiced (a rejected, cancelled or expired request), so without an
// invoice the money received and given back would show nowhere on the ledger.
// When the refund is made, in the same transaction, the appointment gets an
// invoice of its own number that records it: cost the advance, a discount of
// the same (the visit did not happen), amount 0. On the ledger that reads as
// paid = the advance, refunded = the advance, outstanding 0, status Refunded,
// and it adds nothing to the invoiced total (so not to Total Earnings).
import { eq } from 'drizzle-orm';
import { DEFAULT_CURRENCY, DEFAULT_TIME_ZONE } from '@clinic/shared/constants';
import { refundedAdvanceDescription } from '@clinic/shared/ledger';
import { localDateOf } from '@clinic/shared/time-zone';
import type { Db } from '../../db/client.ts';
import { appointments, clinics, invoices } from '../../db/schema.ts';
import { audit } from '../../lib/audit.ts';
import { invoiceNumber, nextInvoiceSerial } from './invoice.ts';

/** Issues the refund's invoice for `appointmentId` unless it has one; the caller's transaction. */
export async function recordRefundedAdvance(
  tx: Db,
  refund: { appointmentId: string; amountPaise: number },
  now: Date,
): Promise<void> {
  const [a] = await tx
    .select({
      id: appointments.id,
      doctorId: appointments.doctorId,
      patientId: appointments.patientId,
      treatment: appointments.treatment,
      title: appointments.title,
      timeZone: clinics.timeZone,
      currency: clinics.currency,
    })
    .from(appointments)
    .leftJoin(clinics, eq(clinics.id, appointments.clinicId))
    .where(eq(appointments.id, refund.appointmentId));
  if (!a?.patientId) return;
  const [existing] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.appointmentId, a.id));
  if (existing) return;
  // The same serial as Save & Invoice: consecutive per doctor, locked until commit.
  const profile = await nextInvoiceSerial(tx, a.doctorId, now);
  if (!profile) return;
  const issuedOn = localDateOf(now, a.timeZone ?? DEFAULT_TIME_ZONE);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      doctorId: a.doctorId,
      serial: profile.serial,
      invoiceNo: invoiceNumber(issuedOn, profile.serial),
      appointmentId: a.id,
      patientId: a.patientId,
      description: refundedAdvanceDescription(a.treatment ?? a.title ?? 'Consultation'),
      costPaise: refund.amountPaise,
      discountPaise: refund.amountPaise,
      taxPaise: 0,
      taxPercent: 0,
      amountPaise: 0,
      paidAtClinicPaise: 0,
      currency: a.currency ?? DEFAULT_CURRENCY,
      issuedOn,
      createdAt: now,
    })
    .returning({ id: invoices.id, invoiceNo: invoices.invoiceNo });
  await audit(tx, null, {
    actorId: null,
    actorRole: 'system',
    action: 'create_invoice',
    entity: 'invoice',
    entityId: invoice!.id,
    patientId: a.patientId,
    details: { appointmentId: a.id, invoiceNo: invoice!.invoiceNo, refund: true },
  });
}
