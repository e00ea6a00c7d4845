import { eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, users } from '../../db/schema.ts';
import { startTestApp, type TestContext } from '../../../test/harness.ts';
import { bookVisit } from '../../../test/otp.ts';
import { nextPhone } from '../../../test/factories.ts';
import { addAppointment, ist, makePatient, signedInDoctor, withToken } from '../portal/testing.ts';
import { UID_DOMAIN } from './ics.ts';
import { originOf } from './links.ts';
import { offsetChanges, vtimezone } from './vtimezone.ts';

// TEST_NOW: Tuesday 2026-03-10 10:00 in Kolkata.
let t: TestContext;
let doc: Awaited<ReturnType<typeof signedInDoctor>>;
let api: ReturnType<typeof withToken>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  doc = await signedInDoctor(t.app, db, { name: 'Dr. Feed Test' });
  api = withToken(t.app, doc.token);
  const other = await signedInDoctor(t.app, db);
  const p = await makePatient(db, { name: 'Farah Ali' });
  const rows: [string, string, 'Confirmed' | 'Pending' | 'Cancelled' | 'Completed' | 'Rejected'][] =
    [
      ['tooOld', '2026-02-07 09:00', 'Completed'], // 31 days back
      ['past', '2026-02-20 09:00', 'Completed'],
      ['confirmed', '2026-03-12 09:00', 'Confirmed'],
      ['pending', '2026-03-12 10:00', 'Pending'],
      ['cancelled', '2026-03-12 11:00', 'Cancelled'],
      ['rejected', '2026-03-12 12:00', 'Rejected'],
      ['late', '2026-09-01 09:00', 'Confirmed'], // 175 days ahead
      ['tooFar', '2026-09-10 09:00', 'Confirmed'], // 184 days ahead
    ];
  for (const [key, at, status] of rows) {
    ids[key] = (
      await addAppointment(db, {
        doctorId: doc.id,
        clinicId: doc.clinic.id,
        patientId: p.id,
        start: ist(at),
        status,
        treatment: 'Fever',
      })
    ).id;
  }
  ids.others = (
    await addAppointment(db, {
      doctorId: other.id,
      patientId: p.id,
      start: ist('2026-03-12 09:00'),
    })
  ).id;
});
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const pathOf = (url: string) => new URL(url).pathname;

function events(text: string): VEvent[] {
  return Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');
}

/** What node-ical forgives and RFC 5545 does not. */
function expectWellFormed(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  const lines = text.slice(0, -2).split('\r\n');
  expect(lines.every((l) => !l.includes('\n') && !l.includes('\r'))).toBe(true);
  // Lines are folded at 75 octets.
  expect(lines.every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  expect(lines).toContain('VERSION:2.0');
  expect(lines.some((l) => l.startsWith('PRODID:'))).toBe(true);
  const stack: string[] = [];
  for (const l of lines) {
    if (l.startsWith('BEGIN:')) stack.push(l.slice(6));
    if (l.startsWith('END:')) expect(stack.pop()).toBe(l.slice(4));
  }
  expect(stack).toEqual([]);
  // Every TZID used has its VTIMEZONE.
  const used = new Set([...text.matchAll(/;TZID=([^:;]+)/g)].map((m) => m[1]));
  for (const tz of used) expect(lines).toContain(`TZID:${tz}`);
  // Every event has UID, DTSTAMP and DTSTART.
  const blocks = text.split('BEGIN:VEVENT').slice(1);
  for (const b of blocks) {
    expect(b).toMatch(/\r\nUID:/);
    expect(b).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z/);
    expect(b).toMatch(/\r\nDTSTART;TZID=/);
  }
}

describe('the calendar feed', () => {
  let feedUrl: string;

  it('GET /profile answers a private feed URL, the same on every read', async () => {
    const res = await api.get('/api/profile');
    expect(res.statusCode).toBe(200);
    feedUrl = res.json().profile.calendarFeedUrl;
    expect(feedUrl).toMatch(
      /^http:\/\/localhost(:\d+)?\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/,
    );
    expect((await api.get('/api/profile')).json().profile.calendarFeedUrl).toBe(feedUrl);
    expect((await api.get('/api/profile/calendar-feed')).json().calendarFeedUrl).toBe(feedUrl);
    // Only a hash of the token is stored.
    const token = /calendar-feed\/(.+)\.ics$/.exec(feedUrl)![1]!;
    const stored = await t.database.rows<Record<string, string>>(
      'select * from calendar_feeds where doctor_id = $1',
      [doc.id],
    );
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('serves the active appointments of the past 30 and next 180 days as text/calendar, with the token only', async () => {
    const res = await get(pathOf(feedUrl));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toContain('no-store');
    expectWellFormed(res.body);
    const evs = events(res.body);
    const uids = evs.map((e) => e.uid).sort();
    expect(uids).toEqual(
      [ids.past, ids.confirmed, ids.pending, ids.late].map((id) => `${id}@${UID_DOMAIN}`).sort(),
    );
    const confirmed = evs.find((e) => e.uid.startsWith(ids.confirmed!))!;
    // 09:00 in Kolkata, whatever zone reads it.
    expect(new Date(confirmed.start).toISOString()).toBe('2026-03-12T03:30:00.000Z');
    expect(new Date(confirmed.end!).toISOString()).toBe('2026-03-12T04:00:00.000Z');
    expect(confirmed.start.tz).toBe('Asia/Kolkata');
    expect(confirmed.summary).toBe('Clinic visit: Farah Ali');
    expect(confirmed.status).toBe('CONFIRMED');
    expect(String(confirmed.location)).toContain('12 MG Road');
    expect(evs.find((e) => e.uid.startsWith(ids.pending!))!.status).toBe('TENTATIVE');
    expect(res.body).toContain('BEGIN:VTIMEZONE\r\nTZID:Asia/Kolkata');
    expect(res.body).toContain('TZOFFSETTO:+0530');
    // The read is on the record: the feed names patients.
    const audits = await t.database.rows(
      `select 1 from audit_log where actor_id = $1 and action = 'calendar_feed_read'`,
      [doc.id],
    );
    expect(audits.length).toBeGreaterThan(0);
  });

  it('answers the same text on every read (stable UIDs and stamps), and a moved appointment keeps its UID', async () => {
    const a = (await get(pathOf(feedUrl))).body;
    expect((await get(pathOf(feedUrl))).body).toBe(a);
    await t.database.db
      .update(appointments)
      .set({
        startAt: ist('2026-03-13 09:00'),
        endAt: ist('2026-03-13 09:30'),
        updatedAt: t.clock.now(),
      })
      .where(eq(appointments.id, ids.confirmed!));
    const moved = events((await get(pathOf(feedUrl))).body).find((e) =>
      e.uid.startsWith(ids.confirmed!),
    )!;
    expect(new Date(moved.start).toISOString()).toBe('2026-03-13T03:30:00.000Z');
  });

  it('regenerating gives a new URL and the old one answers 404 at once', async () => {
    const res = await api.post('/api/profile/calendar-feed/regenerate');
    expect(res.statusCode).toBe(200);
    const fresh: string = res.json().calendarFeedUrl;
    expect(fresh).not.toBe(feedUrl);
    expect((await get(pathOf(feedUrl))).statusCode).toBe(404);
    expect((await get(pathOf(fresh))).statusCode).toBe(200);
    expect((await api.get('/api/profile')).json().profile.calendarFeedUrl).toBe(fresh);
    feedUrl = fresh;
  });

  it('answers 404 for unknown, malformed and deactivated feeds, and the regenerate call is for doctors', async () => {
    expect((await get(`/api/calendar-feed/${'a'.repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await get('/api/calendar-feed/short.ics')).statusCode).toBe(404);
    expect((await get('/api/calendar-feed/%3Cscript%3E')).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/profile/calendar-feed/regenerate' }))
        .statusCode,
    ).toBe(401);
    const gone = await signedInDoctor(t.app, t.database.db);
    const url = (await withToken(t.app, gone.token).get('/api/profile')).json().profile
      .calendarFeedUrl;
    expect((await get(pathOf(url))).statusCode).toBe(200);
    await t.database.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, gone.id));
    expect((await get(pathOf(url))).statusCode).toBe(404);
  });

  it('links use PUBLIC_URL when it is set', () => {
    expect(originOf({ PUBLIC_URL: 'https://clinic.example/' }, null)).toBe(
      'https://clinic.example',
    );
    expect(originOf({ PUBLIC_URL: undefined }, null)).toBeNull();
  });
});

describe("one appointment's .ics", () => {
  let booked: { id: string; publicId: string; calendarFileUrl: string };
  const mobile = nextPhone().slice(3);

  beforeAll(async () => {
    const res = await bookVisit(t.app, {
      doctorId: doc.id,
      startTime: ist('2026-03-11 11:00').toISOString(),
      name: 'Ravi Kumar',
      mobile,
    });
    expect(res.statusCode).toBe(201);
    booked = res.json().appointment;
  });

  it('the booking answers a signed link that serves the appointment as a file', async () => {
    expect(booked.calendarFileUrl).toMatch(/^\/api\/ics\/\d+\/[A-Za-z0-9_-]{16}$/);
    const res = await get(booked.calendarFileUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="appointment-${booked.publicId.slice(1)}.ics"`,
    );
    expectWellFormed(res.body);
    const [ev, ...more] = events(res.body);
    expect(more).toEqual([]);
    expect(ev!.uid).toBe(`${booked.id}@${UID_DOMAIN}`);
    expect(ev!.summary).toBe('Clinic visit with Dr. Feed Test');
    expect(new Date(ev!.start).toISOString()).toBe('2026-03-11T05:30:00.000Z');
    // The patient's own file does not carry anyone's name but the doctor's.
    expect(res.body).not.toContain('Ravi Kumar');
  });

  it('the confirmation SMS carries the full link', async () => {
    const sms = (await get(`/api/dev/outbox?to=${mobile}`)).json().messages as { text: string }[];
    const confirmation = sms.find((m) => m.text.includes(booked.publicId))!;
    expect(confirmation.text).toContain(
      `Add to calendar: http://localhost:80${booked.calendarFileUrl}`,
    );
  });

  it('a wrong signature or another number answers 404, and so does a cancelled appointment', async () => {
    const [, , , num, sig] = booked.calendarFileUrl.split('/');
    expect((await get(`/api/ics/${num}/${'A'.repeat(16)}`)).statusCode).toBe(404);
    expect((await get(`/api/ics/${Number(num) + 1}/${sig}`)).statusCode).toBe(404);
    expect((await get(`/api/ics/abc/${sig}`)).statusCode).toBe(404);
    await t.database.db
      .update(appointments)
      .set({ status: 'Cancelled' })
      .where(eq(appointments.id, booked.id));
    expect((await get(booked.calendarFileUrl)).statusCode).toBe(404);
  });
});

describe('VTIMEZONE', () => {
  it('names each change of offset of a zone with daylight saving, to the minute', () => {
    const from = Date.parse('2026-01-01T00:00:00Z');
    const to = Date.parse('2027-01-01T00:00:00Z');
    const changes = offsetChanges('America/New_York', from, to);
    expect(changes).toEqual([
      { at: Date.parse('2026-03-08T07:00:00Z'), from: -300, to: -240 },
      { at: Date.parse('2026-11-01T06:00:00Z'), from: -240, to: -300 },
    ]);
    expect(offsetChanges('Asia/Kolkata', from, to)).toEqual([]);
    const text = vtimezone('America/New_York', new Date(from), new Date(to));
    expect(text).toContain(
      'BEGIN:DAYLIGHT\r\nDTSTART:20260308T020000\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400',
    );
    expect(text).toContain(
      'BEGIN:STANDARD\r\nDTSTART:20261101T020000\r\nTZOFFSETFROM:-0400\r\nTZOFFSETTO:-0500',
    );
  });
});
