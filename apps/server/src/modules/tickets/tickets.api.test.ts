// Issue 11 point 5: Help tickets. A doctor raises tickets (with or without a
// screenshot) and reads their own with the conversation; admins list every
// ticket, answer, resolve and reopen, and the doctor is notified each time.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_MESSAGES, TICKETS_PER_DAY, type Ticket } from '@clinic/shared/tickets';
import { auditLog, notifications, tickets, users } from '../../db/schema.ts';
import { startTestApp, type TestContext } from '../../../test/harness.ts';
import { expectError } from '../../../test/expect-error.ts';
import { nextPhone } from '../../../test/factories.ts';
import { tinyPdf } from '../../../test/pdf.ts';
import { signedInDoctor } from '../portal/testing.ts';

let t: TestContext;
let doctor: Awaited<ReturnType<typeof signedInDoctor>>;
let other: Awaited<ReturnType<typeof signedInDoctor>>;
let adminId = '';
let adminToken = '';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);

function form(fields: Record<string, string>, file?: { bytes: Buffer; name: string }) {
  const boundary = '----tickets';
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="screenshot"; filename="${file.name}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

async function raise(
  token: string,
  fields: Record<string, string>,
  file?: { bytes: Buffer; name: string },
) {
  const body = form(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/tickets',
    headers: { authorization: `Bearer ${token}`, 'content-type': body.type },
    payload: body.payload,
  });
}

beforeAll(async () => {
  t = await startTestApp();
  doctor = await signedInDoctor(t.app, t.database.db, { name: 'Dr. Helpme' });
  other = await signedInDoctor(t.app, t.database.db, { name: 'Dr. Other' });
  const [admin] = await t.database.db
    .insert(users)
    .values({ role: 'admin', name: 'Support Admin', phone: nextPhone() })
    .returning();
  adminId = admin!.id;
  adminToken = await t.app.tokens.signAccess({ sub: adminId, role: 'admin', tv: 0 }, t.clock.now());
});
afterAll(async () => t?.close());

describe('a doctor raises tickets', () => {
  let ticket: Ticket;

  it('stores a ticket without a screenshot and lists it with date, time and status Open', async () => {
    const res = await raise(doctor.token, {
      issueType: 'Payments',
      message: '  When is the payout for March credited?  ',
    });
    expect(res.statusCode, res.body).toBe(201);
    ticket = res.json().ticket;
    expect(ticket).toMatchObject({
      issueType: 'Payments',
      description: 'When is the payout for March credited?',
      // TEST_NOW is 10:00 on 10 March 2026 in India.
      dateCreated: '2026-03-10',
      timeCreated: '10:00',
      status: 'Open',
      screenshotUrl: null,
      messages: [],
    });
    expect(ticket.number).toBeGreaterThanOrEqual(1001);

    const list = await call(doctor.token, 'GET', '/api/tickets');
    expect(list.statusCode).toBe(200);
    expect(list.json().tickets.map((x: Ticket) => x.id)).toEqual([ticket.id]);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'raise_ticket'), eq(auditLog.entityId, ticket.id)));
    expect(row).toMatchObject({ actorId: doctor.id, actorRole: 'doctor', entity: 'ticket' });
  });

  it('refuses a message shorter than 10 or longer than 2,000 characters, and an unknown issue type', async () => {
    expectError(
      await raise(doctor.token, { issueType: 'Payments', message: ' too short ' }),
      'VALIDATION_FAILED',
      TICKET_MESSAGES.messageTooShort,
    );
    expectError(
      await raise(doctor.token, { issueType: 'Payments', message: 'x'.repeat(2001) }),
      'VALIDATION_FAILED',
      TICKET_MESSAGES.messageTooLong,
    );
    expectError(
      await raise(doctor.token, { issueType: 'Billing?', message: 'A long enough message' }),
      'VALIDATION_FAILED',
      TICKET_MESSAGES.issueTypeRequired,
    );
    expect(
      (await raise(doctor.token, { issueType: 'Other', message: 'x'.repeat(2000) })).statusCode,
    ).toBe(201);
  });

  it('keeps a PNG screenshot for the ticket’s doctor and admins only, and refuses a PDF', async () => {
    expectError(
      await raise(
        doctor.token,
        { issueType: 'Technical', message: 'The calendar does not load.' },
        { bytes: tinyPdf(), name: 'shot.png' },
      ),
      'UNSUPPORTED_MEDIA_TYPE',
      TICKET_MESSAGES.screenshotType,
    );
    const res = await raise(
      doctor.token,
      { issueType: 'Technical', message: 'The calendar does not load.' },
      { bytes: PNG, name: 'calendar.png' },
    );
    expect(res.statusCode, res.body).toBe(201);
    const withShot: Ticket = res.json().ticket;
    expect(withShot.screenshotUrl).toBe(`/api/tickets/${withShot.id}/screenshot`);

    const mine = await call(doctor.token, 'GET', withShot.screenshotUrl!);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.rawPayload.equals(PNG)).toBe(true);
    expect((await call(adminToken, 'GET', withShot.screenshotUrl!)).statusCode).toBe(200);
    expectError(
      await call(other.token, 'GET', withShot.screenshotUrl!),
      'NOT_FOUND',
      TICKET_MESSAGES.notFound,
    );
    expectError(
      await call(doctor.token, 'GET', `/api/tickets/${ticket.id}/screenshot`),
      'NOT_FOUND',
      TICKET_MESSAGES.noScreenshot,
    );
  });

  it('refuses a screenshot over 10 MB with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024, 1)]);
    expectError(
      await raise(
        doctor.token,
        { issueType: 'Technical', message: 'A big screenshot here.' },
        { bytes: big, name: 'big.png' },
      ),
      'PAYLOAD_TOO_LARGE',
      TICKET_MESSAGES.screenshotTooLarge,
    );
  });

  it('shows another doctor none of these tickets, and 404 on replying to one', async () => {
    const list = await call(other.token, 'GET', '/api/tickets');
    expect(list.json().tickets).toEqual([]);
    expectError(
      await call(other.token, 'POST', `/api/tickets/${ticket.id}/replies`, { message: 'Hi' }),
      'NOT_FOUND',
      TICKET_MESSAGES.notFound,
    );
  });

  it('is for doctors: an admin cannot raise one, nobody without a session', async () => {
    expectError(
      await raise(adminToken, { issueType: 'Other', message: 'Admin raising a ticket' }),
      'FORBIDDEN',
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/tickets' })).statusCode).toBe(401);
  });
});

describe('admins answer and resolve', () => {
  let ticket: Ticket;
  const notices = () =>
    t.database.db.select().from(notifications).where(eq(notifications.userId, doctor.id));

  beforeAll(async () => {
    const res = await raise(doctor.token, {
      issueType: 'Appointments',
      message: 'How do I stop home visits on Sundays?',
    });
    ticket = res.json().ticket;
  });

  it('lists open tickets with their doctor; an admin only', async () => {
    const res = await call(adminToken, 'GET', '/api/admin/tickets');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.tickets.every((x: Ticket) => x.status === 'Open')).toBe(true);
    expect(body.tickets[0]).toMatchObject({
      id: ticket.id,
      doctor: { id: doctor.id, name: 'Dr. Helpme' },
      replies: 0,
    });
    expectError(await call(doctor.token, 'GET', '/api/admin/tickets'), 'FORBIDDEN');
  });

  it('answers: the doctor gets a notice in the same change and reads the answer in the ticket', async () => {
    const before = (await notices()).length;
    const res = await call(adminToken, 'POST', `/api/admin/tickets/${ticket.id}/replies`, {
      message: 'Open My Profile and mark Sunday as closed.',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().ticket.messages).toMatchObject([
      { authorRole: 'admin', authorName: 'Support Admin' },
    ]);
    const after = await notices();
    expect(after.length).toBe(before + 1);
    expect(after.find((n) => n.kind === 'ticket_answered')).toMatchObject({
      title: TICKET_MESSAGES.answeredTitle(ticket.number),
      description: 'Open My Profile and mark Sunday as closed.',
    });

    const listed = (await call(adminToken, 'GET', '/api/admin/tickets')).json().tickets;
    expect(listed.find((x: Ticket) => x.id === ticket.id)).toMatchObject({ replies: 1 });

    const mine = (await call(doctor.token, 'GET', '/api/tickets')).json().tickets as Ticket[];
    expect(mine.find((x) => x.id === ticket.id)!.messages).toMatchObject([
      { authorRole: 'admin', message: 'Open My Profile and mark Sunday as closed.' },
    ]);
  });

  it('resolves (notifying the doctor); a doctor’s follow-up opens it again', async () => {
    const res = await call(adminToken, 'POST', `/api/admin/tickets/${ticket.id}/resolve`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ticket).toMatchObject({ status: 'Resolved' });
    expect((await notices()).some((n) => n.kind === 'ticket_resolved')).toBe(true);
    const resolved = await call(adminToken, 'GET', '/api/admin/tickets?status=Resolved');
    expect(resolved.json().tickets.map((x: Ticket) => x.id)).toContain(ticket.id);

    // A minute later (messages are in the order they were written).
    t.clock.set(new Date(t.clock.now().getTime() + 60_000));
    const follow = await call(doctor.token, 'POST', `/api/tickets/${ticket.id}/replies`, {
      message: 'Sunday still shows slots.',
    });
    expect(follow.statusCode, follow.body).toBe(201);
    expect(follow.json().ticket).toMatchObject({ status: 'Open', resolvedAt: null });
    expect(follow.json().ticket.messages.map((m: { authorRole: string }) => m.authorRole)).toEqual([
      'admin',
      'doctor',
    ]);
  });

  it('reopens a resolved ticket; resolving twice changes nothing', async () => {
    await call(adminToken, 'POST', `/api/admin/tickets/${ticket.id}/resolve`);
    const count = (await notices()).length;
    await call(adminToken, 'POST', `/api/admin/tickets/${ticket.id}/resolve`);
    expect((await notices()).length).toBe(count);
    const res = await call(adminToken, 'POST', `/api/admin/tickets/${ticket.id}/reopen`);
    expect(res.json().ticket.status).toBe('Open');
    const one = await call(adminToken, 'GET', `/api/admin/tickets/${ticket.id}`);
    expect(one.json().ticket).toMatchObject({ status: 'Open', doctor: { id: doctor.id } });
  });

  it('refuses an empty answer and answers 404 for an unknown ticket', async () => {
    expectError(
      await call(adminToken, 'POST', `/api/admin/tickets/${ticket.id}/replies`, { message: '  ' }),
      'VALIDATION_FAILED',
      TICKET_MESSAGES.replyRequired,
    );
    expectError(
      await call(adminToken, 'GET', `/api/admin/tickets/00000000-0000-4000-8000-000000000000`),
      'NOT_FOUND',
      TICKET_MESSAGES.notFound,
    );
  });
});

it(`allows ${TICKETS_PER_DAY} tickets in 24 hours, then answers 429`, async () => {
  const busy = await signedInDoctor(t.app, t.database.db, { name: 'Dr. Busy' });
  await t.database.db.insert(tickets).values(
    Array.from({ length: TICKETS_PER_DAY }, () => ({
      userId: busy.id,
      issueType: 'Other',
      message: 'An earlier ticket',
      createdAt: t.clock.now(),
    })),
  );
  expectError(
    await raise(busy.token, { issueType: 'Other', message: 'One more ticket today' }),
    'RATE_LIMITED',
    TICKET_MESSAGES.tooManyTickets,
  );
});
