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
  ) {
    await db
      .insert(scheduledMessages)
      .values({ ...m, subject: m.subject ?? null, appointmentId: m.appointmentId ?? null });
  },
};
