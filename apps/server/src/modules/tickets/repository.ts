// SQL of the tickets module: a doctor's tickets, every ticket for admins, a
// ticket's conversation, and the changes (new ticket, message, status).
import { and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ticketMessages, tickets, users } from '../../db/schema.ts';

export type TicketRecord = typeof tickets.$inferSelect;
export interface MessageRecord {
  id: string;
  ticketId: string;
  authorRole: 'doctor' | 'patient' | 'admin';
  authorName: string;
  message: string;
  createdAt: Date;
}
export interface DoctorOfTicket {
  id: string;
  name: string;
  phone: string;
}

const messageColumns = {
  id: ticketMessages.id,
  ticketId: ticketMessages.ticketId,
  authorRole: ticketMessages.authorRole,
  authorName: users.name,
  message: ticketMessages.message,
  createdAt: ticketMessages.createdAt,
};

export const ticketRepository = {
  /** A doctor's tickets, newest first. */
  ofUser(db: Db, userId: string): Promise<TicketRecord[]> {
    return db
      .select()
      .from(tickets)
      .where(eq(tickets.userId, userId))
      .orderBy(desc(tickets.createdAt), desc(tickets.number));
  },

  /** One ticket; with `userId`, only when it is that user's. */
  async find(db: Db, id: string, userId?: string): Promise<TicketRecord | undefined> {
    const [row] = await db
      .select()
      .from(tickets)
      .where(userId ? and(eq(tickets.id, id), eq(tickets.userId, userId)) : eq(tickets.id, id));
    return row;
  },

  /** Locks the ticket for a change (a message or a status), scoped like find. */
  async lock(db: Db, id: string, userId?: string): Promise<TicketRecord | undefined> {
    const [row] = await db
      .select()
      .from(tickets)
      .where(userId ? and(eq(tickets.id, id), eq(tickets.userId, userId)) : eq(tickets.id, id))
      .for('update');
    return row;
  },

  /** The conversations of these tickets, oldest message first. */
  messagesOf(db: Db, ticketIds: string[]): Promise<MessageRecord[]> {
    if (ticketIds.length === 0) return Promise.resolve([]);
    return db
      .select(messageColumns)
      .from(ticketMessages)
      .innerJoin(users, eq(users.id, ticketMessages.authorId))
      .where(inArray(ticketMessages.ticketId, ticketIds))
      .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id));
  },

  async raisedSince(db: Db, userId: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(tickets)
      .where(and(eq(tickets.userId, userId), gte(tickets.createdAt, since)));
    return Number(row?.n ?? 0);
  },

  async insert(db: Db, values: typeof tickets.$inferInsert): Promise<TicketRecord> {
    const [row] = await db.insert(tickets).values(values).returning();
    return row!;
  },

  async addMessage(
    db: Db,
    v: {
      ticketId: string;
      authorId: string;
      authorRole: 'doctor' | 'admin';
      message: string;
      at: Date;
    },
  ): Promise<void> {
    await db.insert(ticketMessages).values({
      ticketId: v.ticketId,
      authorId: v.authorId,
      authorRole: v.authorRole,
      message: v.message,
      createdAt: v.at,
    });
  },

  async setStatus(
    db: Db,
    id: string,
    status: 'Open' | 'Resolved',
    at: Date,
  ): Promise<TicketRecord> {
    const [row] = await db
      .update(tickets)
      .set({ status, resolvedAt: status === 'Resolved' ? at : null, updatedAt: at })
      .where(eq(tickets.id, id))
      .returning();
    return row!;
  },

  async touch(db: Db, id: string, at: Date): Promise<TicketRecord> {
    const [row] = await db
      .update(tickets)
      .set({ updatedAt: at })
      .where(eq(tickets.id, id))
      .returning();
    return row!;
  },

  /** Whose ticket it is (admins see the doctor's name and phone). */
  async doctors(db: Db, userIds: string[]): Promise<Map<string, DoctorOfTicket>> {
    if (userIds.length === 0) return new Map();
    const rows = await db
      .select({ id: users.id, name: users.name, phone: users.phone })
      .from(users)
      .where(inArray(users.id, [...new Set(userIds)]));
    return new Map(rows.map((r) => [r.id, r]));
  },

  /** Every ticket for admins (or those of one status): most recently active first, with reply counts. */
  async page(
    db: Db,
    status: 'Open' | 'Resolved' | null,
    limit: number,
    offset: number,
  ): Promise<{ total: number; rows: (TicketRecord & { replies: number })[] }> {
    const where = status ? eq(tickets.status, status) : undefined;
    const [totalRow] = await db.select({ n: count() }).from(tickets).where(where);
    const rows = await db
      .select({
        ticket: tickets,
        replies:
          // Qualified by hand: inside the subquery a bare "id" would be the message's.
          sql<number>`(select count(*) from ticket_messages m where m.ticket_id = "tickets"."id")`.mapWith(
            Number,
          ),
      })
      .from(tickets)
      .where(where)
      .orderBy(desc(tickets.updatedAt), desc(tickets.number))
      .limit(limit)
      .offset(offset);
    return {
      total: Number(totalRow?.n ?? 0),
      rows: rows.map((r) => ({ ...r.ticket, replies: r.replies })),
    };
  },
};
