// The refund job of the outbox (kind 'refund'), in two phases (dispatcher.ts,
// TwoPhaseJob). Outside any transaction, holding no lock while the gateway
// answers: for a released unpaid hold, ask the gateway whether its charge went
// through at all; then give the advance back, keyed by the payment id so that
// asking again (a retry after a crash, a second dispatcher) never refunds
// twice. Inside the dispatcher's transaction, with the payment locked and read
// again: settle the hold's payment, mark it refunded with the gateway's
// reference, record it on the ledger (see appointments/refund-note.ts), audit
// it as the system, and enqueue the patient's SMS.
import { formatRupees } from '@clinic/shared/money';
import { isApiLanguage, smsTexts } from '@clinic/shared/i18n/server';
import type { Db } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { recordRefundedAdvance } from '../appointments/refund-note.ts';
import type { PaymentProvider } from '../../providers/payments.ts';
import type { TwoPhaseJob } from '../notifications/dispatcher.ts';
import { scheduleMessage } from '../notifications/service.ts';
import { paymentRepository } from './repository.ts';

/** What the gateway said, outside the transaction. */
interface GatewayAnswer {
  /** For a payment left 'pending' by a released hold: its captured charge, or null. */
  captured?: string | null;
  /** The refund's reference, when the advance was given back. */
  refundRef?: string;
}

export function refundJob(provider: PaymentProvider): TwoPhaseJob<GatewayAnswer> {
  return {
    async outside(db: Db, job) {
      if (!job.paymentId) return {};
      const p = await paymentRepository.refundTarget(db, job.paymentId, { lock: false });
      if (!p) return {};
      const answer: GatewayAnswer = {};
      let chargeRef = p.providerRef;
      // A hold released unpaid (appointments/expire.ts) leaves its payment
      // 'pending': whether the charge went through is the gateway's to say.
      if (p.status === 'pending' && p.idempotencyKey) {
        const charge = await provider.findCharge(p.idempotencyKey);
        answer.captured = charge?.status === 'succeeded' ? charge.providerRef : null;
        if (!answer.captured) return answer;
        chargeRef = answer.captured;
      } else if (p.status !== 'succeeded') {
        // Refunded already (or never captured): nothing left to give back.
        return answer;
      }
      const result = await provider.refund({
        idempotencyKey: p.id,
        chargeRef: chargeRef ?? '',
        amountPaise: p.amountPaise,
        currency: p.currency,
      });
      if (result.status !== 'succeeded') {
        throw new Error(`refund refused: ${result.failureReason ?? 'unknown reason'}`);
      }
      answer.refundRef = result.refundRef;
      return answer;
    },

    async inside(tx: Db, job, now, answer) {
      if (!job.paymentId) return;
      const p = await paymentRepository.refundTarget(tx, job.paymentId, { lock: true });
      if (!p) return;
      if (p.status === 'pending' && p.idempotencyKey && answer.captured !== undefined) {
        await paymentRepository.settlePending(tx, p.id, answer.captured);
        if (!answer.captured) return;
        p.status = 'succeeded';
        p.providerRef = answer.captured;
      }
      // Refunded meanwhile (or never captured): nothing left to give back.
      if (p.status !== 'succeeded') return;
      // Captured after the gateway was asked (a late completion): the next run refunds it.
      if (!answer.refundRef) throw new Error('payment captured after the refund was looked up');
      const refundRef = answer.refundRef;
      if (!(await paymentRepository.markRefunded(tx, p.id, refundRef, now))) return;
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
        details: { appointmentId: p.appointmentId, amountPaise: p.amountPaise, refundRef },
      });
      if (p.phone) {
        await scheduleMessage(tx, {
          channel: 'sms',
          to: p.phone,
          // In the language the patient booked in (issue 14).
          text: smsTexts(isApiLanguage(p.language) ? p.language : 'en').refund(
            formatRupees(p.amountPaise),
            p.publicId,
            refundRef,
          ),
          dueAt: now,
        });
      }
    },
  };
}
