// The waitlist (docs/decisions/029-waitlist.md).
//
// Join: a verified phone waits for a doctor's local day. Free: every path that
// frees an active appointment's time passes the appointments trigger of
// migration 0017, which notes the time (waitlist_freed) and enqueues a
// 'waitlist' outbox job, in the transaction of the change. Offer: the job
// (below) takes noted times one at a time (FOR UPDATE SKIP LOCKED), locks the
// doctor's calendar, and gives the time to the first entry still waiting
// (FOR UPDATE SKIP LOCKED again): an open offer holds it 15 minutes, the SMS
// with the link is enqueued in the same transaction, and a later job is due
// when the hold ends. The database keeps it exact whatever the number of
// instances: an exclusion constraint allows one open offer per time of a
// doctor, a unique index one open offer per entry, and the trigger refuses
// any appointment on a held time but the offered phone's.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addDays, localDateOf, localMinutesToUtcForward } from '@clinic/shared/time-zone';
import { toE164India, toLocalMobile } from '@clinic/shared/phone';
import { isBeyondHorizon } from '@clinic/shared/dates';
import { isBookableStart, slotEnd, type ShiftTiming } from '@clinic/shared/slots';
import {
  WAITLIST_HOLD_MINUTES,
  WAITLIST_MESSAGES,
  type WaitlistJoin,
} from '@clinic/shared/waitlist';
import type { Db } from '../../db/client.ts';
import { lockDoctorCalendar } from '../../db/locks.ts';
import { API_TEXTS } from '@clinic/shared/api-texts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { scheduleMessage } from '../notifications/service.ts';
import type { JobHandler } from '../notifications/dispatcher.ts';
import { publicOrigin } from '../reviews/service.ts';
import {
  isApiLanguage,
  languageOfAcceptLanguage,
  messageWhen,
  smsTexts,
  type ApiLanguage,
} from '@clinic/shared/i18n/server';
import {
  dayText,
  waitlistRepository as repo,
  type DoctorFacts,
  type EntryRow,
  type OfferRow,
} from './repository.ts';

const DEFAULT_HORIZON_DAYS = 30;
/** Freed times one job run offers at most (the rest wait for the next run). */
const OFFERS_PER_RUN = 50;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(24).toString('base64url');
const iso = (v: Date | string) => new Date(v).toISOString();

export const waitlistLink = (origin: string, token: string) => `${origin}/waitlist/${token}`;

function dayLabel(day: string, timeZone: string, language: ApiLanguage = 'en'): string {
  const noon = localMinutesToUtcForward(day, 12 * 60, timeZone);
  return new Intl.DateTimeFormat(smsTexts(language).locale, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(noon);
}

function entryView(e: EntryRow, position: number) {
  return {
    id: e.id,
    doctorId: e.doctor_id,
    date: dayText(e.day),
    name: e.name,
    status: e.status as 'waiting' | 'offered' | 'booked' | 'left' | 'missed',
    position,
  };
}

/** POST /waitlist: the verified phone waits for the doctor's day (again: the same place, a new link). */
export async function joinWaitlist(
  app: FastifyInstance,
  phone: string,
  body: WaitlistJoin,
  request: FastifyRequest,
) {
  const { database, clock, config } = app.deps;
  const now = clock.now();
  if (toE164India(body.mobile) !== phone) {
    throw new AppError('VALIDATION_FAILED', WAITLIST_MESSAGES.mobileMismatch, 'mobile');
  }
  const doctor = await app.directory.get(body.doctorId);
  if (!doctor) throw notFound(API_TEXTS.doctorNotFound);
  const today = localDateOf(now, doctor.timeZone);
  const horizon =
    (doctor as { bookingHorizonDays?: number }).bookingHorizonDays ?? DEFAULT_HORIZON_DAYS;
  if (body.date < today) throw badRequest(WAITLIST_MESSAGES.dayPast, 'date');
  if (body.date > addDays(today, horizon)) throw badRequest(WAITLIST_MESSAGES.dayTooFar, 'date');
  const token = newToken();
  const origin = publicOrigin(config, request);
  // Its SMS (this one and a later offer) in the language of the request (issue 14).
  const language = body.language ?? languageOfAcceptLanguage(request.headers['accept-language']);
  const joined = await database.transaction(async (tx) => {
    const { row, created } = await repo.upsertEntry(tx, {
      doctorId: doctor.userId,
      day: body.date,
      dayStart: localMinutesToUtcForward(body.date, 0, doctor.timeZone),
      dayEnd: localMinutesToUtcForward(addDays(body.date, 1), 0, doctor.timeZone),
      name: body.name,
      mobile: phone,
      tokenHash: hashOf(token),
      linkOrigin: origin,
      language,
      now,
    });
    const sms = await scheduleMessage(tx, {
      channel: 'sms',
      to: phone,
      text: smsTexts(language).waitlistJoined(
        doctor.name,
        dayLabel(body.date, doctor.timeZone, language),
        waitlistLink(origin, token),
      ),
      dueAt: now,
    });
    await audit(tx, request, {
      actorRole: 'patient',
      action: 'join_waitlist',
      entity: 'waitlist_entry',
      entityId: row.id,
      details: { ownerPhone: phone, doctorId: doctor.userId, day: body.date, created },
    });
    return { row, created, sms, position: await repo.position(tx, row) };
  });
  app.outbox.sendSoon([joined.sms]);
  return {
    created: joined.created,
    entry: { ...entryView(joined.row, joined.position), token },
  };
}

/** What a waitlist link (the join SMS's or an offer's) shows: the entry, its offer, the doctor. */
export async function linkView(app: FastifyInstance, token: string) {
  const db = app.deps.database.db;
  const hash = hashOf(token);
  const offer = await repo.offerByToken(db, hash);
  const entry = offer
    ? await repo.entryById(db, offer.entry_id)
    : await repo.entryByToken(db, hash);
  if (!entry) throw notFound(WAITLIST_MESSAGES.linkNotFound);
  const shown: OfferRow | undefined = offer ?? (await repo.latestOffer(db, entry.id));
  const doctor = await app.directory.get(entry.doctor_id);
  return {
    entry: entryView(entry, await repo.position(db, entry)),
    offer: shown
      ? {
          status: shown.status as 'open' | 'booked' | 'expired' | 'left',
          startTime: iso(shown.start_at),
          endTime: iso(shown.end_at),
          holdExpiresAt: iso(shown.hold_expires_at),
        }
      : null,
    doctor: doctor
      ? {
          userId: doctor.userId,
          name: doctor.name,
          clinicName: doctor.clinicName,
          clinicAddress: doctor.clinicAddress,
          city: doctor.clinicCity,
          timeZone: doctor.timeZone,
          offersVirtual: doctor.offersVirtual,
          mobile: toLocalMobile(entry.mobile),
        }
      : null,
  };
}

/** DELETE /waitlist/:id with the link's token: the entry leaves; a held slot goes to the next. */
export async function leaveWaitlist(
  app: FastifyInstance,
  id: string,
  token: string | undefined,
  request: FastifyRequest,
) {
  const { database, clock } = app.deps;
  const now = clock.now();
  if (!token) throw notFound(WAITLIST_MESSAGES.linkNotFound);
  const hash = hashOf(token);
  return database.transaction(async (tx) => {
    const entry = await repo.entryById(tx, id);
    if (!entry || !(await repo.tokenOpens(tx, id, hash)))
      throw notFound(WAITLIST_MESSAGES.linkNotFound);
    // The held time is the calendar's: taken under its lock, as every writer of it does.
    await lockDoctorCalendar(tx, entry.doctor_id);
    const locked = (await repo.entryById(tx, id, true))!;
    if (locked.status === 'waiting' || locked.status === 'offered') {
      await repo.leave(tx, id, now);
      await audit(tx, request, {
        actorRole: 'patient',
        action: 'leave_waitlist',
        entity: 'waitlist_entry',
        entityId: id,
        details: { from: locked.status },
      });
    }
    const after = (await repo.entryById(tx, id))!;
    return { entry: entryView(after, 0) };
  });
}

/** The doctor's waitlist by day, from today (or of one day). */
export async function doctorWaitlist(
  app: FastifyInstance,
  request: FastifyRequest,
  doctorId: string,
  date?: string,
) {
  const { database, clock } = app.deps;
  const doctor = await app.directory.get(doctorId);
  const timeZone = doctor?.timeZone ?? 'Asia/Kolkata';
  const today = localDateOf(clock.now(), timeZone);
  const rows = await repo.forDoctor(
    database.db,
    doctorId,
    date ? { from: date, to: date } : { from: today, to: addDays(today, 366) },
  );
  await audit(database, request, {
    actorId: doctorId,
    actorRole: 'doctor',
    action: 'list_waitlist',
    entity: 'waitlist_entry',
    details: { entryIds: rows.map((r) => r.id), date: date ?? null },
  });
  const days = new Map<string, ReturnType<typeof portalEntry>[]>();
  for (const r of rows) {
    const day = dayText(r.day);
    const list = days.get(day) ?? [];
    list.push(portalEntry(r, list.filter((e) => e.status === 'waiting').length + 1));
    days.set(day, list);
  }
  return {
    timeZone,
    days: [...days.entries()].map(([day, entries]) => ({ date: day, entries })),
  };
}

function portalEntry(r: Awaited<ReturnType<typeof repo.forDoctor>>[number], nextPosition: number) {
  return {
    id: r.id,
    name: r.name,
    mobile: toLocalMobile(r.mobile),
    status: r.status as 'waiting' | 'offered' | 'booked',
    position: r.status === 'waiting' ? nextPosition : 0,
    joinedAt: iso(r.created_at),
    offer:
      r.offer_start && r.offer_status === 'open'
        ? { startTime: iso(r.offer_start), holdExpiresAt: iso(r.offer_hold_expires_at!) }
        : null,
  };
}

/**
 * For the booking check: the time a waitlist offer holds for this phone at
 * exactly this start, so the phone's own booking does not count it as taken.
 */
export async function heldForPhone(
  app: FastifyInstance,
  doctorId: string,
  start: Date,
  phone: string,
): Promise<{ start: Date; end: Date } | undefined> {
  const o = await repo.openOfferFor(app.deps.database.db, doctorId, start, phone);
  return o ? { start: new Date(o.start_at), end: new Date(o.end_at) } : undefined;
}

/**
 * The outbox's 'waitlist' job: ends holds that passed (their times are noted
 * as freed again), then offers each noted freed time to the first patient
 * waiting for its day. Everything in the dispatcher's transaction `tx`.
 */
export function waitlistJob(): JobHandler {
  return async (tx: Db, _job, now: Date) => {
    for (const o of await repo.expireOffers(tx, now)) await repo.noteFreed(tx, o, now);
    for (let n = 0; n < OFFERS_PER_RUN; n++) {
      const freed = await repo.takeFreed(tx);
      if (!freed) break;
      await offerFreedTime(tx, freed, now);
    }
  };
}

/**
 * The end of the slot starting at `start` when that start is still a bookable
 * slot of the doctor's current schedule (on the grid of the weekly shifts and
 * slot length, past the notice, within the horizon); undefined when not.
 * Appointments and holds are checked apart, under the calendar lock.
 */
function bookableSlotEnd(doctor: DoctorFacts, start: Date, now: Date): Date | undefined {
  const timings = (
    typeof doctor.timings === 'string' ? JSON.parse(doctor.timings) : doctor.timings
  ) as [string, string, string][];
  const schedule = {
    timeZone: doctor.time_zone,
    timings: timings.map(([dayOfWeek, startTime, endTime]) => ({
      dayOfWeek: dayOfWeek as ShiftTiming['dayOfWeek'],
      startTime,
      endTime,
    })),
    slotMinutes: Number(doctor.slot_minutes),
    minNoticeMinutes: Number(doctor.min_notice_minutes),
    bookingHorizonDays: Number(doctor.booking_horizon_days ?? DEFAULT_HORIZON_DAYS),
  };
  if (isBeyondHorizon(start, now)) return undefined;
  if (!isBookableStart({ ...schedule, now, booked: [], start })) return undefined;
  return slotEnd(start, schedule.slotMinutes);
}

async function offerFreedTime(
  tx: Db,
  freed: { doctor_id: string; start_at: Date | string; end_at: Date | string },
  now: Date,
): Promise<void> {
  const start = new Date(freed.start_at);
  await lockDoctorCalendar(tx, freed.doctor_id);
  const doctor = await repo.doctorFacts(tx, freed.doctor_id);
  if (!doctor) return;
  // Still a slot patients may book under the doctor's schedule as it is now (the
  // weekly shifts, slot length, notice and horizon may have changed since it was
  // booked): else nothing to offer, and the noted time is dropped. The offer
  // holds the slot as it is now, of the current length.
  const end = bookableSlotEnd(doctor, start, now);
  if (!end) return;
  // Taken again meanwhile (an appointment, time off or another open offer): nothing to offer.
  if (await repo.isTaken(tx, freed.doctor_id, start, end)) return;
  const entry = await repo.firstWaiting(tx, freed.doctor_id, start);
  if (!entry) return;
  const token = newToken();
  const holdExpiresAt = new Date(now.getTime() + WAITLIST_HOLD_MINUTES * 60_000);
  await repo.createOffer(tx, {
    entryId: entry.id,
    doctorId: freed.doctor_id,
    start,
    end,
    holdExpiresAt,
    tokenHash: hashOf(token),
    now,
  });
  await scheduleMessage(tx, {
    channel: 'sms',
    to: entry.mobile,
    text: smsTexts(isApiLanguage(entry.language) ? entry.language : 'en').waitlistOffer(
      doctor.name,
      messageWhen(start, doctor.time_zone, isApiLanguage(entry.language) ? entry.language : 'en'),
      waitlistLink(entry.link_origin, token),
    ),
    dueAt: now,
  });
  // When the hold ends, the next run gives the time to the next patient.
  await repo.scheduleJob(tx, holdExpiresAt);
  await audit(tx, null, {
    actorId: null,
    actorRole: 'system',
    action: 'offer_waitlist_slot',
    entity: 'waitlist_entry',
    entityId: entry.id,
    details: { doctorId: freed.doctor_id, start: start.toISOString() },
  });
}
