import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications, scheduledMessages } from '../../db/schema.ts';

export interface NewNotification {
  userId: string;
  kind: string;
  title: string;
  description: string;
}

export const notificationRepository = {
  async add(db: Db, n: NewNotification) {
    await db.insert(notifications).values(n);
  },
  async schedule(
    db: Db,
    m: {
      channel: 'sms' | 'email';
      to: string;
      text: string;
      subject?: string;
      dueAt: Date;
      appointmentId?: string;
    },
  ): Promise<string> {
    const [row] = await db
      .insert(scheduledMessages)
      .values({ ...m, subject: m.subject ?? null, appointmentId: m.appointmentId ?? null })
      .returning({ id: scheduledMessages.id });
    return row!.id;
  },
  /** At most one refund job per payment: a second request for it changes nothing. */
  async scheduleRefund(db: Db, paymentId: string, dueAt: Date): Promise<boolean> {
    const res = await db.execute(sql`
      insert into scheduled_messages (kind, payment_id, due_at)
      values ('refund', ${paymentId}, ${dueAt.toISOString()})
      on conflict (payment_id) where kind = 'refund' do nothing
      returning id`);
    return (res as unknown as { rows: unknown[] }).rows.length > 0;
  },
};
