// A Pending request the doctor neither accepted nor rejected before its start
// expires by itself: Cancelled (the slot frees), the advance paid online is
// refunded and the patient is told, all through the outbox in the transaction
// that cancels it, with an audit row naming the system as the actor. Safe with
// any number of instances: each sweep claims due rows with FOR UPDATE SKIP
// LOCKED and the update re-checks the status.
import { PAYMENTS_MESSAGES } from '@clinic/shared/payments';
import type { Database } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { addNotification, scheduleMessage } from '../notifications/service.ts';
import { scheduleRefundsFor } from '../payments/service.ts';
import { whenText } from '../bookings/notify.ts';
import { appointmentRepository } from './repository.ts';

export const EXPIRY_BATCH = 100;

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
      const text = PAYMENTS_MESSAGES.requestExpiredSms(e.publicId, e.doctorName, when, refunds > 0);
      if (e.phone) await scheduleMessage(tx, { channel: 'sms', to: e.phone, text, dueAt: now });
      else if (e.email) {
        await scheduleMessage(tx, {
          channel: 'email',
          to: e.email,
          subject: `Appointment #${e.publicId} cancelled`,
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
      let total = 0;
      let n: number;
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
