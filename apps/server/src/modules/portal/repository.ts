// The dashboard's SQL: the four cards in one aggregate query, both lists in one
// UNION ALL, announcements in one. The number of queries does not grow with
// the number of appointments.
import type { Database } from '../../db/client.ts';
import { upcomingCondition } from '../appointments/upcoming.ts';
import { appointmentColumns, type AppointmentListRow } from '../appointments/view.ts';

/** Instants (and invoice dates) bounding the periods the cards compare, in the clinic's zone. */
export interface Periods {
  now: Date;
  monthStart: Date;
  nextMonthStart: Date;
  lastMonthStart: Date;
  monthStartDate: string;
  nextMonthStartDate: string;
  lastMonthStartDate: string;
  todayStart: Date;
  tomorrowStart: Date;
  yesterdayStart: Date;
  /** Where upcoming appointments begin (appointments/upcoming.ts). */
  upcomingSince: Date;
}

export interface CardCounts {
  total_patients: number;
  new_patients_this_month: number;
  new_patients_last_month: number;
  earnings_total_paise: number;
  earnings_this_month_paise: number;
  earnings_last_month_paise: number;
  pending_requests: number;
  requests_this_month: number;
  requests_last_month: number;
  upcoming: number;
  scheduled_today: number;
  scheduled_yesterday: number;
}

export const UPCOMING_LIMIT = 50;
export const PENDING_LIMIT = 30;
export const ANNOUNCEMENTS_LIMIT = 3;

export const portalRepository = {
  /**
   * Each patient's first visit from its own index (migration 0022, an index-only
   * scan), one pass over the doctor's appointments for the other counts, one
   * over their invoices: one row whatever the doctor has.
   */
  async cardCounts(database: Database, doctorId: string, p: Periods): Promise<CardCounts> {
    const [row] = await database.rows<Record<keyof CardCounts, number | string>>(
      `with first_visits as (
         select min(start_at) as first_at
           from appointments
          where doctor_id = $1::uuid and patient_id is not null and status not in ('Cancelled', 'Rejected')
          group by patient_id
       ), patients_seen as (
         select count(*) as total,
                count(*) filter (where first_at >= $3::timestamptz and first_at < $7::timestamptz) as this_month,
                count(*) filter (where first_at >= $8::timestamptz and first_at < $3) as last_month
           from first_visits
       ), counts as (
         select count(*) filter (where status = 'Pending' and start_at >= $2::timestamptz) as pending_requests,
                count(*) filter (where source = 'patient' and created_at >= $3 and created_at < $7) as requests_this_month,
                count(*) filter (where source = 'patient' and created_at >= $8 and created_at < $3) as requests_last_month,
                count(*) filter (where ${upcomingCondition((column) => column, '$12::timestamptz')}) as upcoming,
                count(*) filter (where status not in ('Cancelled', 'Rejected') and start_at >= $9::timestamptz and start_at < $10::timestamptz) as scheduled_today,
                count(*) filter (where status not in ('Cancelled', 'Rejected') and start_at >= $11::timestamptz and start_at < $9) as scheduled_yesterday
           from appointments where doctor_id = $1
       ), money as (
         select coalesce(sum(amount_paise), 0)::bigint as total,
                coalesce(sum(amount_paise) filter (where issued_on >= $4::date and issued_on < $5::date), 0)::bigint as this_month,
                coalesce(sum(amount_paise) filter (where issued_on >= $6::date and issued_on < $4::date), 0)::bigint as last_month
           from invoices where doctor_id = $1
       )
       select
         ps.total::int as total_patients,
         ps.this_month::int as new_patients_this_month,
         ps.last_month::int as new_patients_last_month,
         money.total as earnings_total_paise,
         money.this_month as earnings_this_month_paise,
         money.last_month as earnings_last_month_paise,
         c.pending_requests::int as pending_requests,
         c.requests_this_month::int as requests_this_month,
         c.requests_last_month::int as requests_last_month,
         c.upcoming::int as upcoming,
         c.scheduled_today::int as scheduled_today,
         c.scheduled_yesterday::int as scheduled_yesterday
       from patients_seen ps, counts c, money`,
      [
        doctorId,
        p.now.toISOString(),
        p.monthStart.toISOString(),
        p.monthStartDate,
        p.nextMonthStartDate,
        p.lastMonthStartDate,
        p.nextMonthStart.toISOString(),
        p.lastMonthStart.toISOString(),
        p.todayStart.toISOString(),
        p.tomorrowStart.toISOString(),
        p.yesterdayStart.toISOString(),
        p.upcomingSince.toISOString(),
      ],
    );
    const out = {} as CardCounts;
    for (const [k, v] of Object.entries(row ?? {})) out[k as keyof CardCounts] = Number(v ?? 0);
    return out;
  },

  /**
   * The first upcoming appointments (appointments/upcoming.ts: in the order GET
   * /appointments?upcoming=true gives them) and the pending requests, soonest first,
   * in one query.
   */
  async lists(
    database: Database,
    doctorId: string,
    now: Date,
    timeZone: string,
    upcomingSince: Date,
  ) {
    const rows = await database.rows<AppointmentListRow & { list: 'upcoming' | 'pending' }>(
      `(select 'upcoming' as list, ${appointmentColumns('$3::text')}
          from appointments a
         where a.doctor_id = $1::uuid and ${upcomingCondition((column) => `a.${column}`, '$4::timestamptz')}
         order by a.start_at, a.public_id limit ${UPCOMING_LIMIT})
       union all
       (select 'pending' as list, ${appointmentColumns('$3')}
          from appointments a
         where a.doctor_id = $1 and a.status = 'Pending' and a.start_at >= $2
         order by a.start_at, a.public_id limit ${PENDING_LIMIT})`,
      [doctorId, now.toISOString(), timeZone, upcomingSince.toISOString()],
    );
    return {
      upcoming: rows.filter((r) => r.list === 'upcoming'),
      pending: rows.filter((r) => r.list === 'pending'),
    };
  },

  async announcements(database: Database) {
    return database.rows<{ id: number; title: string; message: string }>(
      `select id, title, message from announcements where active order by published_at desc, id desc limit ${ANNOUNCEMENTS_LIMIT}`,
    );
  },

  /** The sidebar badge and the bell: pending requests and unread notifications. */
  async summary(database: Database, userId: string, now: Date) {
    const [row] = await database.rows<{ pending_requests: number; unread_notifications: number }>(
      `select
         (select count(*) from appointments where doctor_id = $1::uuid and status = 'Pending' and start_at >= $2::timestamptz)::int as pending_requests,
         (select count(*) from notifications where user_id = $1 and read_at is null)::int as unread_notifications`,
      [userId, now.toISOString()],
    );
    return {
      pendingRequests: Number(row?.pending_requests ?? 0),
      unreadNotifications: Number(row?.unread_notifications ?? 0),
    };
  },
};
