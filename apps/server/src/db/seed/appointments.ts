// Shared pieces of appointment rows: fees by mode, advance, formatting.

import { APPOINTMENT_TYPE_LABELS, type AppointmentMode } from '@clinic/shared/constants';
import type * as schema from '../schema.ts';
import { DAY_MS, istDay, istMinuteOfDay } from './ist-time.ts';
import type { Rng } from './prng.ts';

export type AppointmentRow = typeof schema.appointments.$inferInsert & { id: string };
export type PatientRow = typeof schema.patients.$inferInsert & { id: string };
export type PaymentRow = typeof schema.payments.$inferInsert;

export function feeFor(
  mode: AppointmentMode,
  fees: { onlineFeePaise: number; offlineFeePaise: number },
): number {
  return mode === 'virtual' ? fees.onlineFeePaise : fees.offlineFeePaise;
}

export { advancePaise as advanceFor } from '@clinic/shared/money';

/** Video consultations happen in the product's own room page, one per appointment. */
export function consultPath(appointmentId: string): string {
  return `/consult/${appointmentId}`;
}

export function simulatedPayment(rng: Rng, a: AppointmentRow, refunded: boolean): PaymentRow {
  // Every seeded appointment carries createdAt, set from the seed's `now`.
  const at = a.createdAt as Date;
  // Drawn in the same order as before: the seed's values stay as they were.
  const id = rng.uuid();
  const token = rng.token(16);
  // A refund is dated when the appointment was cancelled or rejected; its
  // reference comes from the charge's (no extra draw).
  const refundedAt = (a.cancelledAt ?? a.updatedAt ?? new Date(at.getTime() + 3_600_000)) as Date;
  return {
    id,
    appointmentId: a.id,
    provider: 'simulated',
    providerRef: `sim_${token}`,
    amountPaise: a.advancePaise ?? 0,
    status: refunded ? 'refunded' : 'succeeded',
    testMode: true,
    createdAt: new Date(at.getTime() + 60_000),
    ...(refunded ? { refundRef: `sim_rf_${token}`, refundedAt } : {}),
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '24 Nov 2025' in clinic time. */
export function formatDay(at: Date): string {
  const d = new Date(istDay(at) * DAY_MS);
  return `${String(d.getUTCDate()).padStart(2, '0')} ${MONTHS[d.getUTCMonth()] ?? ''} ${d.getUTCFullYear()}`;
}

/** '05:30 PM' in clinic time. */
export function formatTime(at: Date): string {
  const m = istMinuteOfDay(at);
  const h = Math.floor(m / 60);
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${String(h12).padStart(2, '0')}:${String(m % 60).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

export const typeLabel = (mode: AppointmentMode) => APPOINTMENT_TYPE_LABELS[mode];
