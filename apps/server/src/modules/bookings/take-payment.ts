// Step 3, pay-online: the hold committed the appointment (Pending, with
// hold_expires_at) and its payment row ('pending', with the charge's
// idempotency key). The (slow) charge runs outside any transaction, under that
// key, so asking again after a crash charges at most once. settleCharge then
// records the answer in the transaction that completes the booking.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, payments } from '../../db/schema.ts';
import type { ChargeResult, PaymentProvider } from '../../providers/payments.ts';
import { scheduleRefundsFor } from '../payments/service.ts';
import type { AppointmentRow } from './hold-slot.ts';

/** How long a slot stays held for its payment; then appointments/expire.ts releases it. */
export const PAYMENT_HOLD_MS = 10 * 60_000;
export const PAYMENT_NOT_COMPLETED = 'Payment not completed';
export const PAYMENT_FAILED_REASON = 'Payment failed';

/** One charge per held appointment, whoever asks and however often. */
export const chargeKey = (appointmentId: string) => `booking:${appointmentId}`;

/** Pay-online with an advance to take: the booking is held until the charge completes it. */
export const needsCharge = (a: Pick<AppointmentRow, 'paymentOption' | 'advancePaise'>) =>
  a.paymentOption === 'pay-online' && a.advancePaise > 0;

/** In the hold's transaction: the payment record, 'pending', with its key. */
export async function recordHeldPayment(
  tx: Db,
  provider: PaymentProvider,
  appointment: AppointmentRow,
): Promise<void> {
  await tx
    .insert(payments)
    .values({
      appointmentId: appointment.id,
      provider: provider.name,
      amountPaise: appointment.advancePaise,
      status: 'pending',
      testMode: provider.testMode,
      idempotencyKey: chargeKey(appointment.id),
    })
    .onConflictDoNothing();
}

/** Charges the held advance through the gateway (no transaction open). */
export function chargeHold(
  provider: PaymentProvider,
  appointment: AppointmentRow,
  currency: string,
  doctorName: string,
): Promise<ChargeResult> {
  return provider.charge({
    idempotencyKey: chargeKey(appointment.id),
    amountPaise: appointment.advancePaise,
    currency,
    reference: `#${appointment.publicId}`,
    description: `Advance for appointment #${appointment.publicId} with ${doctorName}`,
  });
}

export type Settled =
  /** The hold is completed now: paid, Confirmed; the caller notifies in this transaction. */
  | { kind: 'paid'; appointment: AppointmentRow }
  /** A concurrent retry completed it already. */
  | { kind: 'done'; appointment: AppointmentRow }
  /** Declined: the hold is released (Cancelled, the slot frees). */
  | { kind: 'declined'; appointment: AppointmentRow }
  /** Charged after the hold was released or cancelled: the advance goes back by the refund job. */
  | { kind: 'late'; appointment: AppointmentRow };

/** In one transaction: the gateway's answer onto the payment row and the held appointment. */
export async function settleCharge(
  tx: Db,
  appointmentId: string,
  result: ChargeResult,
  now: Date,
): Promise<Settled> {
  // The row lock orders two retries of one booking: the second sees the first's outcome.
  const [a] = await tx
    .select()
    .from(appointments)
    .where(eq(appointments.id, appointmentId))
    .for('update');
  if (!a) throw new Error(`held appointment ${appointmentId} is gone`);
  const key = chargeKey(appointmentId);
  if (result.status !== 'succeeded') {
    await tx
      .update(payments)
      .set({ status: 'failed' })
      .where(and(eq(payments.idempotencyKey, key), eq(payments.status, 'pending')));
    if (a.holdExpiresAt && a.status === 'Pending') {
      const [released] = await tx
        .update(appointments)
        .set({
          status: 'Cancelled',
          cancelReason: PAYMENT_FAILED_REASON,
          cancelledAt: now,
          holdExpiresAt: null,
          updatedAt: now,
        })
        .where(eq(appointments.id, appointmentId))
        .returning();
      return { kind: 'declined', appointment: released! };
    }
    return { kind: 'declined', appointment: a };
  }
  // Captured: so says the gateway, whatever the row said before (a sweep may
  // have marked it failed while this charge was still in flight).
  await tx
    .update(payments)
    .set({ status: 'succeeded', providerRef: result.providerRef, testMode: result.testMode })
    .where(and(eq(payments.idempotencyKey, key), inArray(payments.status, ['pending', 'failed'])));
  if (a.status === 'Cancelled' || a.status === 'Rejected') {
    await scheduleRefundsFor(tx, appointmentId, now);
    return { kind: 'late', appointment: a };
  }
  if (!a.holdExpiresAt) return { kind: 'done', appointment: a };
  const [paid] = await tx
    .update(appointments)
    .set({
      paidPaise: a.advancePaise,
      holdExpiresAt: null,
      updatedAt: now,
      ...(a.status === 'Pending' ? { status: 'Confirmed' as const } : {}),
    })
    .where(eq(appointments.id, appointmentId))
    .returning();
  return { kind: 'paid', appointment: paid! };
}
