// What other modules may do with notifications: put one in a user's inbox, or schedule
// a message for the dispatcher. The tables stay this module's (its repository is not
// imported elsewhere); callers pass their transaction so the row commits with the change.
import type { Db } from '../../db/client.ts';
import { notificationRepository, type NewNotification } from './repository.ts';

export type { NewNotification };
export type ScheduledMessage = Parameters<typeof notificationRepository.schedule>[1];

/** Adds a notification to a user's inbox. */
export function addNotification(db: Db, notification: NewNotification): Promise<void> {
  return notificationRepository.add(db, notification);
}

/**
 * Schedules an SMS or email to go out at `dueAt`, in the caller's transaction
 * (the only way a message leaves: nothing sends inline). Answers the outbox
 * row's id, which is also the message's idempotency key; after commit a
 * request may hand it to `app.outbox.sendNow`/`sendSoon` to send it at once.
 */
export function scheduleMessage(db: Db, message: ScheduledMessage): Promise<string> {
  return notificationRepository.schedule(db, message);
}

/**
 * Schedules the refund of a payment's advance, sent by the dispatcher after
 * commit (the payment id is the idempotency key). At most one per payment;
 * answers whether this call scheduled it.
 */
export function scheduleRefund(db: Db, paymentId: string, dueAt: Date): Promise<boolean> {
  return notificationRepository.scheduleRefund(db, paymentId, dueAt);
}
