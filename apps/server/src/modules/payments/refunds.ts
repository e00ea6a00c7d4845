// The refund job of the outbox (kind 'refund'): gives a payment's advance back
// through the payment provider (for a released unpaid hold, first asking the
// gateway whether its charge went through at all), keyed by the payment id so that asking again
// (a retry after a crash, a second dispatcher) never refunds twice, then, in
// the dispatcher's transaction, marks the payment refunded with the gateway's
// reference, records it on the ledger (see appointments/refund-note.ts),
// audits it as the system, and enqueues the patient's SMS.
import { formatRupees } from '@clinic/shared/money';
import { PAYMENTS_MESSAGES } from '@clinic/shared/payments';
import type { Db } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { recordRefundedAdvance } from '../appointments/refund-note.ts';
import type { PaymentProvider } from '../../providers/payments.ts';
import type { JobHandler } from '../notifications/dispatcher.ts';
import { scheduleMessage } from '../notifications/service.ts';
import { paymentRepository } from './repository.ts';

export function refundJob(provider: PaymentProvider): JobHandler {
  return async (tx: Db, job, now) => {
    if (!job.paymentId) return;
    const p = await paymentRepository.refundTarget(tx, job.paymentId);
    // A hold released unpaid (appointments/expire.ts) leaves its payment
    // 'pending': whether the charge went through is the gateway's to say.
    if (p?.status === 'pending' && p.idempotencyKey) {
      const charge = await provider.findCharge(p.idempotencyKey);
      const captured = charge?.status === 'succeeded' ? charge.providerRef : null;
      await paymentRepository.settlePending(tx, p.id, captured);
      if (!captured) return;
      p.status = 'succeeded';
      p.providerRef = captured;
    }
    // Refunded already (or never captured): nothing left to give back.
    if (!p || p.status !== 'succeeded') return;
    const result = await provider.refund({
      idempotencyKey: p.id,
      chargeRef: p.providerRef ?? '',
      amountPaise: p.amountPaise,
      currency: p.currency,
    });
    if (result.status !== 'succeeded') {
      throw new Error(`refund refused: ${result.failureReason ?? 'unknown reason'}`);
    }
    if (!(await paymentRepository.markRefunded(tx, p.id, result.refundRef, now))) return;
    await recordRefundedAdvance(
      tx,
      { appointmentId: p.appointmentId, amountPaise: p.amountPaise },
      now,
    );
    await audit(tx, null, {
      actorId: null,
      actorRole: 'system',
      action: 'refund_payment',
      entity: 'payment',
      entityId: p.id,
      patientId: p.patientId,
      details: {
        appointmentId: p.appointmentId,
        amountPaise: p.amountPaise,
        refundRef: result.refundRef,
      },
    });
    if (p.phone) {
      await scheduleMessage(tx, {
        channel: 'sms',
        to: p.phone,
        text: PAYMENTS_MESSAGES.refundSms(
          formatRupees(p.amountPaise),
          p.publicId,
          result.refundRef,
        ),
        dueAt: now,
      });
    }
  };
}
