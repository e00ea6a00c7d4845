// SQL of calendar feeds and .ics files.
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import type { IcsAppointment } from './ics.ts';

export interface FeedRow {
  nonce: string;
  token_hash: string;
}

export interface FeedOwner {
  doctor_id: string;
  name: string;
  time_zone: string;
}

// Active: neither cancelled nor rejected, and not a pay-online hold still
// waiting for its charge (it is released if the charge fails).
const ACTIVE = `a.status not in ('Cancelled', 'Rejected') and a.hold_expires_at is null`;

const APPOINTMENT_COLUMNS = `a.id, a.patient_id as "patientId", a.public_id::text as "publicId", a.status, a.mode,
  a.start_at as "startAt", a.end_at as "endAt", a.updated_at as "updatedAt",
  coalesce(a.treatment, a.title) as treatment, a.home_address as "homeAddress",
  c.name as "clinicName", c.address as "clinicAddress", c.city as "clinicCity",
  c.lat as latitude, c.lng as longitude`;

const asDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

function toAppointment(r: Record<string, unknown>): IcsAppointment {
  return {
    ...(r as unknown as IcsAppointment),
    startAt: asDate(r.startAt),
    endAt: asDate(r.endAt),
    updatedAt: asDate(r.updatedAt),
    latitude: r.latitude == null ? null : Number(r.latitude),
    longitude: r.longitude == null ? null : Number(r.longitude),
  };
}

export const calendarFeedRepository = {
  async feedOf(database: Database, doctorId: string): Promise<FeedRow | undefined> {
    const [row] = await database.rows<FeedRow>(
      'select nonce, token_hash from calendar_feeds where doctor_id = $1',
      [doctorId],
    );
    return row;
  },

  /** The doctor's first feed; a concurrent first read keeps whichever row came first. */
  async createFeed(database: Database, doctorId: string, nonce: string, hash: string) {
    await database.rows(
      `insert into calendar_feeds (doctor_id, nonce, token_hash) values ($1, $2, $3)
       on conflict (doctor_id) do nothing`,
      [doctorId, nonce, hash],
    );
  },

  /** A new nonce (regenerate), in the caller's transaction: the old token's hash is gone, so its URL answers 404. */
  async replaceFeed(tx: Db, doctorId: string, nonce: string, hash: string, at: Date) {
    await tx.execute(
      sql`insert into calendar_feeds (doctor_id, nonce, token_hash, created_at)
          values (${doctorId}, ${nonce}, ${hash}, ${at.toISOString()})
          on conflict (doctor_id) do update set nonce = excluded.nonce, token_hash = excluded.token_hash,
                                                created_at = excluded.created_at`,
    );
  },

  /** After the server's secret changed: the token derived now is the one that answers. */
  async setHash(database: Database, doctorId: string, nonce: string, hash: string) {
    await database.rows(
      'update calendar_feeds set token_hash = $3 where doctor_id = $1 and nonce = $2',
      [doctorId, nonce, hash],
    );
  },

  /** The active doctor a token's hash belongs to, with the zone of the first clinic. */
  async ownerOf(database: Database, hash: string): Promise<FeedOwner | undefined> {
    const [row] = await database.rows<FeedOwner>(
      `select f.doctor_id, u.name,
              coalesce((select c.time_zone from clinics c where c.doctor_id = u.id
                         order by c.created_at limit 1), 'Asia/Kolkata') as time_zone
         from calendar_feeds f join users u on u.id = f.doctor_id
        where f.token_hash = $1 and u.role = 'doctor' and u.status = 'active'`,
      [hash],
    );
    return row;
  },

  async feedAppointments(
    database: Database,
    doctorId: string,
    from: Date,
    to: Date,
    limit: number,
  ): Promise<IcsAppointment[]> {
    const rows = await database.rows<Record<string, unknown>>(
      `select ${APPOINTMENT_COLUMNS}, coalesce(p.name, a.patient_email) as "patientName"
         from appointments a
         left join patients p on p.id = a.patient_id
         left join clinics c on c.id = a.clinic_id
        where a.doctor_id = $1 and a.start_at >= $2 and a.start_at < $3 and ${ACTIVE}
        order by a.start_at, a.public_id
        limit ${limit}`,
      [doctorId, from.toISOString(), to.toISOString()],
    );
    return rows.map(toAppointment);
  },

  /** One active appointment by its public number, with its doctor and clinic zone. */
  async appointment(
    database: Database,
    publicId: string,
  ): Promise<(IcsAppointment & { doctorName: string; timeZone: string }) | undefined> {
    const [row] = await database.rows<Record<string, unknown>>(
      `select ${APPOINTMENT_COLUMNS}, u.name as "doctorName",
              coalesce(c.time_zone, 'Asia/Kolkata') as "timeZone"
         from appointments a
         join users u on u.id = a.doctor_id
         left join clinics c on c.id = a.clinic_id
        where a.public_id = $1::bigint and ${ACTIVE}`,
      [publicId],
    );
    if (!row) return undefined;
    return {
      ...toAppointment(row),
      doctorName: String(row.doctorName),
      timeZone: String(row.timeZone),
    };
  },
};
