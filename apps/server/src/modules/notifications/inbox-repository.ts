// A user's own notifications: newest first, the unread count, marking read.
// Every statement is scoped by user_id; another user's notification is not found.
import type { Database } from '../../db/client.ts';

export interface InboxRow {
  id: string;
  kind: string;
  title: string;
  description: string;
  read_at: Date | string | null;
  created_at: Date | string;
  unread: number;
}

export const inboxRepository = {
  /** The newest `limit` notifications with the unread count, in one query. */
  async list(database: Database, userId: string, limit: number) {
    const rows = await database.rows<InboxRow>(
      `select n.id, n.kind, n.title, n.description, n.read_at, n.created_at, u.unread
         from (select count(*)::int as unread from notifications where user_id = $1 and read_at is null) u
         left join lateral (
           select * from notifications where user_id = $1 order by created_at desc, id desc limit $2
         ) n on true`,
      [userId, limit],
    );
    return { rows: rows.filter((r) => r.id !== null), unread: Number(rows[0]?.unread ?? 0) };
  },

  /** Marks one read; false when it is not this user's. */
  async markRead(database: Database, userId: string, id: string, now: Date): Promise<boolean> {
    const rows = await database.rows<{ id: string }>(
      `update notifications set read_at = coalesce(read_at, $3) where id = $2 and user_id = $1 returning id`,
      [userId, id, now.toISOString()],
    );
    return rows.length > 0;
  },

  async markAllRead(database: Database, userId: string, now: Date): Promise<void> {
    await database.rows(
      `update notifications set read_at = $2 where user_id = $1 and read_at is null`,
      [userId, now.toISOString()],
    );
  },

  async unread(database: Database, userId: string): Promise<number> {
    const [row] = await database.rows<{ n: number }>(
      `select count(*)::int as n from notifications where user_id = $1 and read_at is null`,
      [userId],
    );
    return Number(row?.n ?? 0);
  },
};
