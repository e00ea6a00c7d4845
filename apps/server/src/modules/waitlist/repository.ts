// The waitlist's SQL: entries (a phone waiting for a doctor's day), offers (a
// freed slot held for one entry) and freed slots (noted by the appointments
// trigger of migration 0017). Raw SQL, each call on the caller's transaction.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
const at = (d: Date) => d.toISOString();

export interface EntryRow {
  id: string;
  seq: string | number;
  doctor_id: string;
  day: string;
  name: string;
  mobile: string;
  status: string;
  link_origin: string;
  /** The language it was joined in ('en' or 'hi'): its SMS are written in it. */
  language: string;
  created_at: Date | string;
}

export interface OfferRow {
  id: string;
  entry_id: string;
  doctor_id: string;
  start_at: Date | string;
  end_at: Date | string;
  hold_expires_at: Date | string;
  status: string;
}

export interface FreedRow {
  id: string;
  doctor_id: string;
  start_at: Date | string;
  end_at: Date | string;
}

export interface DoctorFacts {
  name: string;
  time_zone: string;
  min_notice_minutes: number;
  slot_minutes: number;
  booking_horizon_days: number | null;
  /** [dayOfWeek, startTime, endTime] of the clinic's weekly shifts (JSON text from some drivers). */
  timings: [string, string, string][] | string;
}

/** The day as text, whichever driver read it (a date column may come back as a Date). */
export const dayText = (v: unknown) =>
  v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10);

export const waitlistRepository = {
  /** Adds the phone to the day, or renews its link when it already waits there. */
  async upsertEntry(
    db: Db,
    e: {
      doctorId: string;
      day: string;
      dayStart: Date;
      dayEnd: Date;
      name: string;
      mobile: string;
      tokenHash: string;
      linkOrigin: string;
      language: 'en' | 'hi';
      now: Date;
    },
  ): Promise<{ row: EntryRow; created: boolean }> {
    const inserted = rowsOf<EntryRow>(
      await db.execute(sql`
        insert into waitlist_entries (doctor_id, day, day_start, day_end, name, mobile, token_hash, link_origin, language, created_at, updated_at)
        values (${e.doctorId}, ${e.day}, ${at(e.dayStart)}, ${at(e.dayEnd)}, ${e.name}, ${e.mobile},
                ${e.tokenHash}, ${e.linkOrigin}, ${e.language}, ${at(e.now)}, ${at(e.now)})
        on conflict (doctor_id, day, mobile) where status in ('waiting', 'offered') do nothing
        returning *`),
    );
    if (inserted[0]) return { row: inserted[0], created: true };
    const renewed = rowsOf<EntryRow>(
      await db.execute(sql`
        update waitlist_entries set token_hash = ${e.tokenHash}, name = ${e.name},
               link_origin = ${e.linkOrigin}, language = ${e.language}, updated_at = ${at(e.now)}
         where doctor_id = ${e.doctorId} and day = ${e.day} and mobile = ${e.mobile}
           and status in ('waiting', 'offered')
        returning *`),
    );
    return { row: renewed[0]!, created: false };
  },

  /** Place in the day's queue, counting from 1 (0 once no longer waiting). */
  async position(db: Db, entry: EntryRow): Promise<number> {
    if (entry.status !== 'waiting') return 0;
    const [r] = rowsOf<{ n: number | string }>(
      await db.execute(sql`
        select count(*) as n from waitlist_entries
         where doctor_id = ${entry.doctor_id} and day = ${dayText(entry.day)} and status = 'waiting'
           and seq <= ${String(entry.seq)}::bigint`),
    );
    return Number(r?.n ?? 0);
  },

  async entryByToken(db: Db, tokenHash: string): Promise<EntryRow | undefined> {
    return rowsOf<EntryRow>(
      await db.execute(sql`select * from waitlist_entries where token_hash = ${tokenHash}`),
    )[0];
  },

  async entryById(db: Db, id: string, forUpdate = false): Promise<EntryRow | undefined> {
    return rowsOf<EntryRow>(
      await db.execute(
        forUpdate
          ? sql`select * from waitlist_entries where id = ${id} for update`
          : sql`select * from waitlist_entries where id = ${id}`,
      ),
    )[0];
  },

  async offerByToken(db: Db, tokenHash: string): Promise<OfferRow | undefined> {
    return rowsOf<OfferRow>(
      await db.execute(sql`select * from waitlist_offers where token_hash = ${tokenHash}`),
    )[0];
  },

  /** The entry's latest offer, if any. */
  async latestOffer(db: Db, entryId: string): Promise<OfferRow | undefined> {
    return rowsOf<OfferRow>(
      await db.execute(sql`
        select * from waitlist_offers where entry_id = ${entryId}
         order by created_at desc, id desc limit 1`),
    )[0];
  },

  /** Whether this token opens this entry (its own link, or one of its offers' links). */
  async tokenOpens(db: Db, entryId: string, tokenHash: string): Promise<boolean> {
    const [r] = rowsOf<{ ok: boolean }>(
      await db.execute(sql`
        select exists (select 1 from waitlist_entries where id = ${entryId} and token_hash = ${tokenHash})
            or exists (select 1 from waitlist_offers where entry_id = ${entryId} and token_hash = ${tokenHash}) as ok`),
    );
    return Boolean(r?.ok);
  },

  /** The entry leaves; an open offer of it is given up and its slot freed for the next. */
  async leave(db: Db, entryId: string, now: Date): Promise<void> {
    await db.execute(sql`
      update waitlist_entries set status = 'left', updated_at = ${at(now)}
       where id = ${entryId} and status in ('waiting', 'offered')`);
    const given = rowsOf<OfferRow>(
      await db.execute(sql`
        update waitlist_offers set status = 'left'
         where entry_id = ${entryId} and status = 'open'
        returning *`),
    );
    for (const o of given) await this.noteFreed(db, o, now);
  },

  /** A slot to offer again, and the job that offers it, due at once. */
  async noteFreed(
    db: Db,
    slot: { doctor_id: string; start_at: Date | string; end_at: Date | string },
    now: Date,
  ): Promise<void> {
    await db.execute(sql`
      insert into waitlist_freed (doctor_id, start_at, end_at, created_at)
      values (${slot.doctor_id}, ${new Date(slot.start_at).toISOString()}, ${new Date(slot.end_at).toISOString()}, ${at(now)})`);
    await this.scheduleJob(db, now);
  },

  async scheduleJob(db: Db, dueAt: Date): Promise<void> {
    await db.execute(
      sql`insert into scheduled_messages (kind, due_at) values ('waitlist', ${at(dueAt)})`,
    );
  },

  /** Open offers whose hold passed: expired, their entries missed; answers them. */
  async expireOffers(db: Db, now: Date): Promise<OfferRow[]> {
    const expired = rowsOf<OfferRow>(
      await db.execute(sql`
        update waitlist_offers set status = 'expired'
         where id in (select id from waitlist_offers
                       where status = 'open' and hold_expires_at <= ${at(now)}
                       order by hold_expires_at limit 100 for update skip locked)
           and status = 'open'
        returning *`),
    );
    for (const o of expired) {
      await db.execute(sql`
        update waitlist_entries set status = 'missed', updated_at = ${at(now)}
         where id = ${o.entry_id} and status = 'offered'`);
    }
    return expired;
  },

  /** Takes one noted freed slot nobody else is working on (deleted with the commit). */
  async takeFreed(db: Db): Promise<FreedRow | undefined> {
    return rowsOf<FreedRow>(
      await db.execute(sql`
        delete from waitlist_freed
         where id = (select id from waitlist_freed order by id limit 1 for update skip locked)
        returning id, doctor_id, start_at, end_at`),
    )[0];
  },

  /**
   * A listed doctor's name, zone and current schedule (weekly shifts, slot
   * length, notice, horizon), read in the caller's transaction.
   */
  async doctorFacts(db: Db, doctorId: string): Promise<DoctorFacts | undefined> {
    return rowsOf<DoctorFacts>(
      await db.execute(sql`
        select u.name, c.time_zone, p.min_notice_minutes, p.slot_minutes, p.booking_horizon_days,
               coalesce((select json_agg(json_build_array(t.day_of_week, t.start_time, t.end_time)
                                         order by t.day_of_week, t.start_time)
                           from clinic_timings t where t.clinic_id = c.id), '[]') as timings
          from users u
          join doctor_profiles p on p.user_id = u.id
          join lateral (select * from clinics c where c.doctor_id = u.id order by c.created_at limit 1) c on true
         where u.id = ${doctorId} and u.role = 'doctor' and u.status = 'active'
           and p.verification_status = 'Verified'`),
    )[0];
  },

  /** Whether anything takes [start, end) of the doctor: an active appointment, time off or an open offer. */
  async isTaken(db: Db, doctorId: string, start: Date, end: Date): Promise<boolean> {
    const [r] = rowsOf<{ taken: boolean }>(
      await db.execute(sql`
        select exists (select 1 from appointments
                        where doctor_id = ${doctorId} and status not in ('Cancelled', 'Rejected')
                          and tstzrange(start_at, end_at, '[)') && tstzrange(${at(start)}::timestamptz, ${at(end)}::timestamptz, '[)'))
            or exists (select 1 from time_off
                        where doctor_id = ${doctorId}
                          and tstzrange(start_at, end_at, '[)') && tstzrange(${at(start)}::timestamptz, ${at(end)}::timestamptz, '[)'))
            or exists (select 1 from waitlist_offers
                        where doctor_id = ${doctorId} and status = 'open'
                          and tstzrange(start_at, end_at, '[)') && tstzrange(${at(start)}::timestamptz, ${at(end)}::timestamptz, '[)')) as taken`),
    );
    return Boolean(r?.taken);
  },

  /** The first entry waiting for the day of `start` that no other transaction holds. */
  async firstWaiting(db: Db, doctorId: string, start: Date): Promise<EntryRow | undefined> {
    return rowsOf<EntryRow>(
      await db.execute(sql`
        select * from waitlist_entries
         where doctor_id = ${doctorId} and status = 'waiting'
           and day_start <= ${at(start)} and ${at(start)} < day_end
         order by seq
         limit 1
         for update skip locked`),
    )[0];
  },

  async createOffer(
    db: Db,
    o: {
      entryId: string;
      doctorId: string;
      start: Date;
      end: Date;
      holdExpiresAt: Date;
      tokenHash: string;
      now: Date;
    },
  ): Promise<OfferRow> {
    const [row] = rowsOf<OfferRow>(
      await db.execute(sql`
        insert into waitlist_offers (entry_id, doctor_id, start_at, end_at, hold_expires_at, token_hash, created_at)
        values (${o.entryId}, ${o.doctorId}, ${at(o.start)}, ${at(o.end)}, ${at(o.holdExpiresAt)}, ${o.tokenHash}, ${at(o.now)})
        returning *`),
    );
    await db.execute(sql`
      update waitlist_entries set status = 'offered', updated_at = ${at(o.now)} where id = ${o.entryId}`);
    return row!;
  },

  /** The open offer holding exactly [start, …) of the doctor for this phone. */
  async openOfferFor(
    db: Db,
    doctorId: string,
    start: Date,
    phone: string,
  ): Promise<OfferRow | undefined> {
    return rowsOf<OfferRow>(
      await db.execute(sql`
        select o.* from waitlist_offers o join waitlist_entries e on e.id = o.entry_id
         where o.doctor_id = ${doctorId} and o.status = 'open' and o.start_at = ${at(start)}
           and e.mobile = ${phone}`),
    )[0];
  },

  /** A doctor's entries from `fromDay` (or of one day), with each one's open or latest offer. */
  async forDoctor(
    db: Db,
    doctorId: string,
    days: { from: string; to: string },
  ): Promise<
    Array<
      EntryRow & {
        offer_start: Date | string | null;
        offer_hold_expires_at: Date | string | null;
        offer_status: string | null;
      }
    >
  > {
    return rowsOf(
      await db.execute(sql`
        select e.*, o.start_at as offer_start, o.hold_expires_at as offer_hold_expires_at, o.status as offer_status
          from waitlist_entries e
          left join lateral (select * from waitlist_offers o where o.entry_id = e.id
                              order by o.created_at desc, o.id desc limit 1) o on true
         where e.doctor_id = ${doctorId} and e.day between ${days.from} and ${days.to}
           and e.status in ('waiting', 'offered', 'booked')
         order by e.day, e.seq`),
    );
  },
};
