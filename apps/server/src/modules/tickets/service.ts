// Help tickets' rules. A doctor raises a ticket (issue type, 10-2,000
// characters, an optional JPG or PNG screenshot), reads their own tickets with
// their conversations and writes in them; a reply on a resolved ticket opens
// it again. Admins read every ticket, answer, resolve and reopen; each answer
// or status change puts a notice in the doctor's inbox in the same
// transaction as the change and its audit row. Another doctor's ticket is 404.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_TIME_ZONE } from '@clinic/shared/constants';
import { localDateOf, localMinutesOf } from '@clinic/shared/time-zone';
import {
  ADMIN_TICKETS_PAGE_SIZE,
  TICKETS_PER_DAY,
  TICKET_MESSAGES,
  type AdminTicket,
  type AdminTicketFilter,
  type AdminTicketList,
  type NewTicket,
  type Ticket,
  type TicketList,
} from '@clinic/shared/tickets';
import type { Db } from '../../db/client.ts';
import { AppError, notFound, tooManyRequests, unsupportedMediaType } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { EXTENSION, sniffType } from '../../lib/file-types.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import { addNotification } from '../notifications/service.ts';
import {
  ticketRepository,
  type DoctorOfTicket,
  type MessageRecord,
  type TicketRecord,
} from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
type Caller = { id: string; role: 'doctor' | 'admin' };

const pad = (n: number) => String(n).padStart(2, '0');

function ticketView(t: TicketRecord, messages: MessageRecord[]): Ticket {
  const minutes = localMinutesOf(t.createdAt, DEFAULT_TIME_ZONE);
  return {
    id: t.id,
    number: t.number,
    issueType: t.issueType,
    description: t.message,
    dateCreated: localDateOf(t.createdAt, DEFAULT_TIME_ZONE),
    timeCreated: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`,
    createdAt: t.createdAt.toISOString(),
    status: t.status,
    resolvedAt: t.resolvedAt?.toISOString() ?? null,
    screenshotUrl: t.screenshotKey ? `/api/tickets/${t.id}/screenshot` : null,
    messages: messages
      .filter((m) => m.ticketId === t.id)
      .map((m) => ({
        id: m.id,
        authorRole: m.authorRole === 'admin' ? 'admin' : 'doctor',
        authorName: m.authorName,
        message: m.message,
        createdAt: m.createdAt.toISOString(),
      })),
  };
}

const unknownDoctor = (id: string): DoctorOfTicket => ({ id, name: '', phone: '' });

async function adminView(db: Db, t: TicketRecord): Promise<AdminTicket> {
  const [messages, doctors] = await Promise.all([
    ticketRepository.messagesOf(db, [t.id]),
    ticketRepository.doctors(db, [t.userId]),
  ]);
  return { ...ticketView(t, messages), doctor: doctors.get(t.userId) ?? unknownDoctor(t.userId) };
}

/** GET /tickets: the doctor's tickets, newest first, each with its conversation. */
export async function listOwnTickets(
  app: FastifyInstance,
  request: FastifyRequest,
  doctorId: string,
): Promise<TicketList> {
  const { database } = app.deps;
  const rows = await ticketRepository.ofUser(database.db, doctorId);
  const messages = await ticketRepository.messagesOf(
    database.db,
    rows.map((r) => r.id),
  );
  await audit(database, request, {
    actorId: doctorId,
    actorRole: 'doctor',
    action: 'list_tickets',
    entity: 'ticket',
    details: { ticketIds: rows.map((r) => r.id) },
  });
  return { tickets: rows.map((r) => ticketView(r, messages)) };
}

/** POST /tickets. The screenshot is stored before the row; a failed insert removes it. */
export async function raiseTicket(
  app: FastifyInstance,
  request: FastifyRequest,
  doctorId: string,
  input: NewTicket,
  screenshot: UploadedFile | undefined,
): Promise<Ticket> {
  const { database, clock, storage } = app.deps;
  const now = clock.now();
  const file = screenshot && screenshot.bytes.length > 0 ? screenshot : undefined;
  const mime = file ? sniffType(file.bytes) : null;
  if (file && mime !== 'image/jpeg' && mime !== 'image/png')
    throw unsupportedMediaType(TICKET_MESSAGES.screenshotType);
  const raised = await ticketRepository.raisedSince(
    database.db,
    doctorId,
    new Date(now.getTime() - DAY_MS),
  );
  if (raised >= TICKETS_PER_DAY) throw tooManyRequests(TICKET_MESSAGES.tooManyTickets);
  const id = randomUUID();
  const key = file && mime ? `tickets/${doctorId}/${id}.${EXTENSION[mime]}` : null;
  if (key) await storage.put(key, file!.bytes);
  try {
    const row = await database.transaction(async (tx) => {
      const inserted = await ticketRepository.insert(tx, {
        id,
        userId: doctorId,
        issueType: input.issueType,
        message: input.message,
        status: 'Open',
        screenshotKey: key,
        screenshotMime: key ? mime : null,
        screenshotName: key ? file!.filename || `screenshot.${EXTENSION[mime!]}` : null,
        screenshotBytes: key ? file!.bytes.length : null,
        createdAt: now,
        updatedAt: now,
      });
      await audit(tx, request, {
        actorId: doctorId,
        actorRole: 'doctor',
        action: 'raise_ticket',
        entity: 'ticket',
        entityId: inserted.id,
        details: { issueType: input.issueType, screenshot: Boolean(key) },
      });
      return inserted;
    });
    return ticketView(row, []);
  } catch (err) {
    if (key) await storage.remove(key);
    throw err;
  }
}

/**
 * A message in a ticket's conversation. A doctor writes only in their own
 * ticket (else 404); a doctor's message on a resolved ticket opens it again.
 * An admin's answer notifies the doctor.
 */
async function addReply(
  app: FastifyInstance,
  request: FastifyRequest,
  caller: Caller,
  ticketId: string,
  message: string,
): Promise<TicketRecord> {
  const { database, clock } = app.deps;
  const now = clock.now();
  return database.transaction(async (tx) => {
    const ticket = await ticketRepository.lock(
      tx,
      ticketId,
      caller.role === 'doctor' ? caller.id : undefined,
    );
    if (!ticket) throw notFound(TICKET_MESSAGES.notFound);
    await ticketRepository.addMessage(tx, {
      ticketId: ticket.id,
      authorId: caller.id,
      authorRole: caller.role,
      message,
      at: now,
    });
    const reopen = caller.role === 'doctor' && ticket.status === 'Resolved';
    const after = reopen
      ? await ticketRepository.setStatus(tx, ticket.id, 'Open', now)
      : await ticketRepository.touch(tx, ticket.id, now);
    await audit(tx, request, {
      actorId: caller.id,
      actorRole: caller.role,
      action: 'reply_ticket',
      entity: 'ticket',
      entityId: ticket.id,
      details: { reopened: reopen },
    });
    if (caller.role === 'admin') {
      await addNotification(tx, {
        userId: ticket.userId,
        kind: 'ticket_answered',
        title: TICKET_MESSAGES.answeredTitle(ticket.number),
        description: excerpt(message),
      });
    }
    return after;
  });
}

/** POST /tickets/{id}/replies: the doctor writes in their own ticket. */
export async function doctorReply(
  app: FastifyInstance,
  request: FastifyRequest,
  doctorId: string,
  ticketId: string,
  message: string,
): Promise<Ticket> {
  const row = await addReply(app, request, { id: doctorId, role: 'doctor' }, ticketId, message);
  return ticketView(row, await ticketRepository.messagesOf(app.deps.database.db, [row.id]));
}

/** POST /admin/tickets/{id}/replies: an admin answers; the doctor is notified. */
export async function adminReply(
  app: FastifyInstance,
  request: FastifyRequest,
  adminId: string,
  ticketId: string,
  message: string,
): Promise<AdminTicket> {
  const row = await addReply(app, request, { id: adminId, role: 'admin' }, ticketId, message);
  return adminView(app.deps.database.db, row);
}

/** An admin resolves or reopens a ticket; the doctor is told. Setting the status it has changes nothing. */
export async function setTicketStatus(
  app: FastifyInstance,
  request: FastifyRequest,
  adminId: string,
  ticketId: string,
  status: 'Open' | 'Resolved',
): Promise<AdminTicket> {
  const { database, clock } = app.deps;
  const now = clock.now();
  const row = await database.transaction(async (tx) => {
    const ticket = await ticketRepository.lock(tx, ticketId);
    if (!ticket) throw notFound(TICKET_MESSAGES.notFound);
    if (ticket.status === status) return ticket;
    const changed = await ticketRepository.setStatus(tx, ticket.id, status, now);
    await audit(tx, request, {
      actorId: adminId,
      actorRole: 'admin',
      action: status === 'Resolved' ? 'resolve_ticket' : 'reopen_ticket',
      entity: 'ticket',
      entityId: ticket.id,
    });
    await addNotification(tx, {
      userId: ticket.userId,
      kind: status === 'Resolved' ? 'ticket_resolved' : 'ticket_reopened',
      title:
        status === 'Resolved'
          ? TICKET_MESSAGES.resolvedTitle(ticket.number)
          : TICKET_MESSAGES.reopenedTitle(ticket.number),
      description: excerpt(ticket.message),
    });
    return changed;
  });
  return adminView(database.db, row);
}

/** GET /admin/tickets: every ticket, or those of one status, most recently active first. */
export async function listAllTickets(
  app: FastifyInstance,
  request: FastifyRequest,
  adminId: string,
  filter: AdminTicketFilter,
  page: number,
): Promise<AdminTicketList> {
  const { database } = app.deps;
  const { total, rows } = await ticketRepository.page(
    database.db,
    filter === 'All' ? null : filter,
    ADMIN_TICKETS_PAGE_SIZE,
    (page - 1) * ADMIN_TICKETS_PAGE_SIZE,
  );
  const doctors = await ticketRepository.doctors(
    database.db,
    rows.map((r) => r.userId),
  );
  await audit(database, request, {
    actorId: adminId,
    actorRole: 'admin',
    action: 'list_tickets',
    entity: 'ticket',
    details: { status: filter, page, ticketIds: rows.map((r) => r.id) },
  });
  return {
    total,
    page,
    pageSize: ADMIN_TICKETS_PAGE_SIZE,
    tickets: rows.map((r) => {
      const { messages: _m, ...view } = ticketView(r, []);
      return {
        ...view,
        doctor: doctors.get(r.userId) ?? unknownDoctor(r.userId),
        replies: r.replies,
        updatedAt: r.updatedAt.toISOString(),
      };
    }),
  };
}

/** GET /admin/tickets/{id}. */
export async function adminTicket(
  app: FastifyInstance,
  request: FastifyRequest,
  adminId: string,
  ticketId: string,
): Promise<AdminTicket> {
  const { database } = app.deps;
  const ticket = await ticketRepository.find(database.db, ticketId);
  if (!ticket) throw notFound(TICKET_MESSAGES.notFound);
  await audit(database, request, {
    actorId: adminId,
    actorRole: 'admin',
    action: 'read_ticket',
    entity: 'ticket',
    entityId: ticket.id,
  });
  return adminView(database.db, ticket);
}

/** The screenshot of a ticket: its doctor's or any admin's to see; someone else's ticket is 404. */
export async function ticketScreenshot(
  app: FastifyInstance,
  request: FastifyRequest,
  caller: Caller,
  ticketId: string,
) {
  const { database, storage } = app.deps;
  const ticket = await ticketRepository.find(
    database.db,
    ticketId,
    caller.role === 'doctor' ? caller.id : undefined,
  );
  if (!ticket) throw notFound(TICKET_MESSAGES.notFound);
  if (!ticket.screenshotKey || !ticket.screenshotMime) throw notFound(TICKET_MESSAGES.noScreenshot);
  if (!(await storage.exists(ticket.screenshotKey))) throw new AppError('GONE');
  await audit(database, request, {
    actorId: caller.id,
    actorRole: caller.role,
    action: 'read_ticket_screenshot',
    entity: 'ticket',
    entityId: ticket.id,
  });
  return {
    mime: ticket.screenshotMime,
    name: ticket.screenshotName ?? 'screenshot',
    stream: storage.stream(ticket.screenshotKey),
  };
}

/** A notice's description: the start of the message. */
function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 160 ? `${flat.slice(0, 157)}...` : flat;
}
