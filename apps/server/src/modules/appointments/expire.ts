// A Pending request the doctor neither accepted nor rejected before its start
// expires by itself: Cancelled (the slot frees), the advance paid online is
// refunded and the patient is told, all through the outbox in the transaction
// that cancels it, with an audit row naming the system as the actor. Safe with
// any number of instances: each sweep claims due rows with FOR UPDATE SKIP
// LOCKED and the update re-checks the status.
//
// The same sweep releases pay-online holds whose payment did not complete in
// time (bookings/take-payment.ts, PAYMENT_HOLD_MS): Cancelled with the reason
// 'Payment not completed', the slot frees. Whether the gateway charged it
// anyway (a crash after the charge) is for the refund job to ask: the hold's
// 'pending' payment gets a refund job, due after HOLD_SETTLE_GRACE_MS so that
// a charge still in flight lands first; it refunds a charge it finds under the
// hold's key and marks the payment failed when there is none.
import { isApiLanguage, messageWhen, smsTexts } from '@clinic/shared/i18n/server';
import { PAYMENTS_MESSAGES } from '@clinic/shared/payments';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { addNotification, scheduleMessage } from '../notifications/service.ts';
import { scheduleRefundsFor } from '../payments/service.ts';
import { whenText } from '../bookings/notify.ts';
import { PAYMENT_NOT_COMPLETED } from '../bookings/take-payment.ts';
import { scheduleRefund } from '../notifications/service.ts';
import { appointmentRepository } from './repository.ts';

export const EXPIRY_BATCH = 100;
/** How long after releasing a hold its payment is settled with the gateway. */
export const HOLD_SETTLE_GRACE_MS = 5 * 60_000;

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** One sweep of unpaid holds due at `now`; answers how many were released. */
export async function releaseUnpaidHolds(
  database: Database,
  now: Date,
  batch = EXPIRY_BATCH,
): Promise<number> {
  const at = now.toISOString();
  return database.transaction(async (tx) => {
    const released = rowsOf<{ id: string; patientId: string | null; paymentId: string | null }>(
      await tx.execute(sql`
        with due as (
          select id from appointments
           where hold_expires_at <= ${at} and status = 'Pending'
           order by hold_expires_at
           limit ${batch}
           for update skip locked
        ), done as (
          update appointments a
             set status = 'Cancelled', cancel_reason = ${PAYMENT_NOT_COMPLETED},
                 cancelled_at = ${at}, updated_at = ${at}, hold_expires_at = null
            from due
           where a.id = due.id and a.status = 'Pending' and a.hold_expires_at is not null
          returning a.id, a.patient_id
        )
        select done.id, done.patient_id as "patientId", p.id as "paymentId"
          from done
          left join payments p on p.appointment_id = done.id and p.status = 'pending'`),
    );
    const settleAt = new Date(now.getTime() + HOLD_SETTLE_GRACE_MS);
    for (const r of released) {
      if (r.paymentId) await scheduleRefund(tx, r.paymentId, settleAt);
      await audit(tx, null, {
        actorId: null,
        actorRole: 'system',
        action: 'release_unpaid_hold',
        entity: 'appointment',
        entityId: r.id,
        patientId: r.patientId,
        details: { from: 'Pending', to: 'Cancelled', reason: PAYMENT_NOT_COMPLETED },
      });
    }
    return new Set(released.map((r) => r.id)).size;
  });
}

/** One sweep at `now`; answers how many requests expired. */
export async function expireUnansweredRequests(
  database: Database,
  now: Date,
  batch = EXPIRY_BATCH,
): Promise<number> {
  return database.transaction(async (tx) => {
    const expired = await appointmentRepository.expireDue(tx, now, batch);
    await appointmentRepository.dropUnsentRemindersOf(
      tx,
      expired.map((e) => e.id),
    );
    for (const e of expired) {
      const refunds = await scheduleRefundsFor(tx, e.id, now);
      const when = whenText(e.startAt, e.timeZone);
      // The patient's message in the language they booked in (issue 14).
      const language = isApiLanguage(e.language) ? e.language : 'en';
      const texts = smsTexts(language);
      const facts = {
        publicId: e.publicId,
        doctorName: e.doctorName,
        when: messageWhen(e.startAt, e.timeZone, language),
      };
      const text = texts.requestExpired(e.publicId, e.doctorName, facts.when, refunds > 0);
      if (e.phone) await scheduleMessage(tx, { channel: 'sms', to: e.phone, text, dueAt: now });
      else if (e.email) {
        await scheduleMessage(tx, {
          channel: 'email',
          to: e.email,
          subject: texts.cancelledSubject(facts),
          text,
          dueAt: now,
        });
      }
      await addNotification(tx, {
        userId: e.doctorId,
        kind: 'appointment_expired',
        title: PAYMENTS_MESSAGES.requestExpiredTitle,
        description: PAYMENTS_MESSAGES.requestExpiredNotice(e.publicId, when),
      });
      await audit(tx, null, {
        actorId: null,
        actorRole: 'system',
        action: 'expire_request',
        entity: 'appointment',
        entityId: e.id,
        patientId: e.patientId,
        details: { from: 'Pending', to: 'Cancelled', refunds },
      });
    }
    return expired.length;
  });
}

/** Runs a sweep every `everyMs` until stopped (one at a time per instance); drains in batches. */
export function startExpirySweep(
  database: Database,
  clock: { now(): Date },
  log: (msg: string, err?: unknown) => void,
  everyMs = 60_000,
): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      let released = 0;
      let n: number;
      do {
        n = await releaseUnpaidHolds(database, clock.now());
        released += n;
      } while (n === EXPIRY_BATCH);
      if (released) log(`released ${released} unpaid booking holds`);
      let total = 0;
      do {
        n = await expireUnansweredRequests(database, clock.now());
        total += n;
      } while (n === EXPIRY_BATCH);
      if (total) log(`expired ${total} unanswered appointment requests`);
    } catch (err) {
      log('expiry sweep failed', err);
    } finally {
      running = false;
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
