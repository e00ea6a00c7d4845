// Save & Invoice: the next invoice number of this doctor, the appointment
// Completed, in one transaction. The serial is taken with
// UPDATE ... SET invoice_serial = invoice_serial + 1 RETURNING, which locks the
// doctor's profile row until commit, so numbers are consecutive and never
// repeat whatever runs at once. A second call answers the invoice made first.
//
// Charges (rupees in, paise stored): cost (default the appointment's fee) minus
// discount plus tax, tax = round((cost - discount) * taxPercent / 100) to the
// paisa, taxPercent defaulting to the practice's GST rate. The advance captured
// online counts as paid; paidAtClinic (default: the rest) is what the clinic
// received now, so a smaller value leaves a balance on the ledger.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invoiceAmounts, LEDGER_MESSAGES, type InvoiceCharges } from '@clinic/shared/ledger';
import { PORTAL_MESSAGES } from '@clinic/shared/portal';
import { localDateOf } from '@clinic/shared/time-zone';
import type { Db } from '../../db/client.ts';
import { appointments, doctorProfiles, invoices, payments } from '../../db/schema.ts';
import { API_TEXTS } from '@clinic/shared/api-texts';
import { badRequest, notFound, templatedError } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { PG_UNIQUE_VIOLATION, pgCode } from '../../lib/pg-errors.ts';
import { appointmentDetail } from './detail.ts';
import { practiceOf, type Practice } from './practice.ts';
import { appointmentRepository, type AppointmentRecord } from './repository.ts';
import { contactOf, ownedAppointment } from './service.ts';
import { inviteReview, publicOrigin } from '../reviews/service.ts';
import { invalidTransition } from './transitions.ts';

type InvoiceRecord = typeof invoices.$inferSelect;

/** INV-2026-0042: the year it was issued and the doctor's serial, at least four digits. */
export const invoiceNumber = (issuedOn: string, serial: number) =>
  `INV-${issuedOn.slice(0, 4)}-${String(serial).padStart(4, '0')}`;

/**
 * Takes the doctor's next invoice serial (and the practice's GST rate) in the
 * caller's transaction. The update locks the profile row until commit, so
 * serials are consecutive and never repeat whatever runs at once.
 */
export async function nextInvoiceSerial(tx: Db, doctorId: string, now: Date) {
  const [profile] = await tx
    .update(doctorProfiles)
    .set({ invoiceSerial: sql`${doctorProfiles.invoiceSerial} + 1`, updatedAt: now })
    .where(eq(doctorProfiles.userId, doctorId))
    .returning({ serial: doctorProfiles.invoiceSerial, gstPercent: doctorProfiles.gstPercent });
  return profile;
}

export async function saveAndInvoice(
  app: FastifyInstance,
  request: FastifyRequest,
  doctorId: string,
  rawRef: string,
  notes: string | undefined,
  charges: InvoiceCharges = {},
) {
  const { database, clock } = app.deps;
  const now = clock.now();
  const [practice, { a: found, p }] = await Promise.all([
    practiceOf(database, doctorId),
    ownedAppointment(app, doctorId, rawRef),
  ]);
  const note = notes?.trim() || undefined;
  const invite = { origin: publicOrigin(app.deps.config, request), ...contactOf(found, p) };
  let result: { invoice: InvoiceRecord; appointment: AppointmentRecord; created: boolean };
  try {
    result = await database.transaction((tx) =>
      invoiceIn(tx, request, doctorId, found.id, practice, note, charges, now, invite),
    );
  } catch (err) {
    // A concurrent call for the same appointment committed first: answer its invoice.
    if (pgCode(err) !== PG_UNIQUE_VIOLATION) throw err;
    result = await database.transaction((tx) =>
      invoiceIn(tx, request, doctorId, found.id, practice, note, charges, now, invite),
    );
  }
  const { invoice, appointment, created } = result;
  return {
    created,
    invoice: {
      invoiceId: invoice.invoiceNo,
      serial: invoice.serial,
      amount: invoice.amountPaise / 100,
      date: invoice.issuedOn,
    },
    appointment: appointmentDetail(appointment, p, practice.timeZone, now),
  };
}

async function invoiceIn(
  tx: Db,
  request: FastifyRequest,
  doctorId: string,
  appointmentId: string,
  practice: Practice,
  note: string | undefined,
  charges: InvoiceCharges,
  now: Date,
  invite: { origin: string; phone: string | null; email: string | null },
) {
  const a = await appointmentRepository.lockOwned(tx, doctorId, appointmentId);
  if (!a) throw notFound(PORTAL_MESSAGES.appointmentNotFound);
  const [existing] = await tx
    .select()
    .from(invoices)
    .where(eq(invoices.appointmentId, a.id))
    .limit(1);
  if (existing) {
    let appointment = a;
    if (note && note !== a.doctorNotes) {
      [appointment = a] = await tx
        .update(appointments)
        .set({ doctorNotes: note, updatedAt: now })
        .where(eq(appointments.id, a.id))
        .returning();
      await audit(tx, request, {
        actorId: doctorId,
        actorRole: 'doctor',
        action: 'save_notes',
        entity: 'appointment',
        entityId: a.id,
        patientId: a.patientId,
      });
    }
    return { invoice: existing, appointment, created: false };
  }
  if (a.status !== 'Confirmed' && a.status !== 'Completed') {
    throw a.status === 'Pending'
      ? invalidTransition(API_TEXTS.acceptBeforeInvoicing)
      : templatedError('INVALID_TRANSITION', 'cannotBeInvoiced', [a.status]);
  }
  if (a.startAt.getTime() > now.getTime()) {
    throw invalidTransition(API_TEXTS.invoiceOnlyAfterStart);
  }
  if (!a.patientId) throw invalidTransition(API_TEXTS.noPatientToInvoice);
  const profile = await nextInvoiceSerial(tx, doctorId, now);
  if (!profile) throw notFound(API_TEXTS.doctorProfileNotFound);
  const [advance] = await tx
    .select({ paise: sql<string>`coalesce(sum(${payments.amountPaise}), 0)` })
    .from(payments)
    .where(and(eq(payments.appointmentId, a.id), eq(payments.status, 'succeeded')));
  const advancePaid = Number(advance?.paise ?? 0);
  const bill = chargesOf(charges, a.feePaise, profile.gstPercent, advancePaid);
  const issuedOn = localDateOf(now, practice.timeZone);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      doctorId,
      serial: profile.serial,
      invoiceNo: invoiceNumber(issuedOn, profile.serial),
      appointmentId: a.id,
      patientId: a.patientId,
      description: a.treatment ?? a.title ?? 'Consultation',
      costPaise: bill.costPaise,
      discountPaise: bill.discountPaise,
      taxPaise: bill.taxPaise,
      taxPercent: bill.taxPercent,
      amountPaise: bill.amountPaise,
      paidAtClinicPaise: bill.paidAtClinicPaise,
      currency: practice.currency,
      issuedOn,
      createdAt: now,
    })
    .returning();
  const [appointment] = await tx
    .update(appointments)
    .set({
      status: 'Completed',
      paidPaise: advancePaid + bill.paidAtClinicPaise,
      updatedAt: now,
      ...(note ? { doctorNotes: note } : {}),
    })
    .where(eq(appointments.id, a.id))
    .returning();
  // The visit is completed now: its review link goes out with the invoice (a
  // visit marked Completed before keeps the link it got then).
  await inviteReview(
    tx,
    invite.origin,
    {
      appointmentId: a.id,
      doctorName: practice.doctorName,
      phone: invite.phone,
      email: invite.email,
      language: a.language,
    },
    now,
  );
  await audit(tx, request, {
    actorId: doctorId,
    actorRole: 'doctor',
    action: 'create_invoice',
    entity: 'invoice',
    entityId: invoice!.id,
    patientId: invoice!.patientId,
    details: { appointmentId: a.id, invoiceNo: invoice!.invoiceNo },
  });
  return { invoice: invoice!, appointment: appointment!, created: true };
}

const toPaise = (rupees: number) => Math.round(rupees * 100);

/** The invoice's figures from the doctor's charges, the fee, the practice's GST rate and the advance paid. */
export function chargesOf(
  charges: InvoiceCharges,
  feePaise: number,
  gstPercent: number,
  advancePaidPaise: number,
) {
  const cost = charges.cost === undefined ? feePaise : toPaise(charges.cost);
  const discount = toPaise(charges.discount ?? 0);
  if (discount > cost) throw badRequest(LEDGER_MESSAGES.discountAboveCost, 'discount');
  const taxPercent = charges.taxPercent ?? gstPercent;
  const amounts = invoiceAmounts(cost, discount, taxPercent);
  const rest = Math.max(0, amounts.amountPaise - advancePaidPaise);
  const paidAtClinicPaise =
    charges.paidAtClinic === undefined ? rest : toPaise(charges.paidAtClinic);
  if (paidAtClinicPaise > rest) throw badRequest(LEDGER_MESSAGES.paidAboveBalance, 'paidAtClinic');
  return { ...amounts, taxPercent, paidAtClinicPaise };
}
