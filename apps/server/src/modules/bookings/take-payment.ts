// Step 3: for pay-online, charge the advance through the payment provider.
// The slot is already held, so the (slow) charge runs outside any database
// transaction; a failed charge releases the slot.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, payments } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PaymentProvider } from '../../providers/payments.ts';
import type { AppointmentRow } from './hold-slot.ts';

export async function takePayment(
  db: Db,
  provider: PaymentProvider,
  appointment: AppointmentRow,
  currency: string,
  doctorName: string,
  clock: Clock,
): Promise<{ testMode: boolean; providerRef: string } | null> {
  if (appointment.paymentOption !== 'pay-online' || appointment.advancePaise <= 0) return null;
  const result = await provider.charge({
    amountPaise: appointment.advancePaise,
    currency,
    reference: `#${appointment.publicId}`,
    description: `Advance for appointment #${appointment.publicId} with ${doctorName}`,
  });
  await db.insert(payments).values({
    appointmentId: appointment.id,
    provider: provider.name,
    providerRef: result.providerRef || null,
    amountPaise: appointment.advancePaise,
    status: result.status,
    testMode: result.testMode,
  });
  if (result.status !== 'succeeded') {
    await db
      .update(appointments)
      .set({ status: 'Cancelled', cancelledAt: clock.now(), updatedAt: clock.now() })
      .where(eq(appointments.id, appointment.id));
    throw new AppError('PAYMENT_FAILED');
  }
  await db
    .update(appointments)
    .set({ paidPaise: appointment.advancePaise, updatedAt: clock.now() })
    .where(eq(appointments.id, appointment.id));
  appointment.paidPaise = appointment.advancePaise;
  return { testMode: result.testMode, providerRef: result.providerRef };
}
