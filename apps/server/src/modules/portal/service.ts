// The dashboard (one request fills it) and the sidebar summary.
//
// The cards, all for the calling doctor, months and days in the clinic's zone:
// - totalPatients: distinct patients with at least one appointment that was not
//   cancelled or rejected (any date). Change: new patients this calendar month
//   against last calendar month, a patient being new in the month of their first
//   such appointment.
// - totalEarnings: all invoiced amounts ever, in rupees. Change: invoiced this
//   calendar month against last calendar month (by invoice date).
// - pendingRequests: Pending appointments starting now or later. Change:
//   requests received from patients (appointments they booked, by booking time)
//   this calendar month against last calendar month.
// - upcomingAppointments: the upcoming appointments, as GET /appointments?upcoming=true
//   counts them (one definition, appointments/upcoming.ts: Pending or Confirmed, dated
//   today or later). Change: appointments on today's schedule against yesterday's (not
//   cancelled or rejected, by start date).
// changePercent is (current - previous) / previous * 100, rounded; with nothing
// to compare against it is 100 when there is something now, else 0.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addDays, localDateOf, localMinutesToUtcForward } from '@clinic/shared/time-zone';
import { audit } from '../../lib/audit.ts';
import { changeKeys } from '../../lib/change-feed.ts';
import { practiceFor } from '../appointments/practice.ts';
import { upcomingSince } from '../appointments/upcoming.ts';
import { toListItem } from '../appointments/view.ts';
import { portalRepository, type Periods } from './repository.ts';

export function changePercent(current: number, previous: number): number {
  if (previous === 0) return current > 0 ? 100 : 0;
  return Math.round(((current - previous) / previous) * 100);
}

/** '2026-03-10' -> '2026-04-01' (months = 1) or '2026-02-01' (months = -1). */
export function monthStartOf(date: string, months = 0): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

export function periodsAt(now: Date, timeZone: string): Periods {
  const at = (date: string) => localMinutesToUtcForward(date, 0, timeZone);
  const today = localDateOf(now, timeZone);
  const monthStartDate = monthStartOf(today);
  const nextMonthStartDate = monthStartOf(today, 1);
  const lastMonthStartDate = monthStartOf(today, -1);
  return {
    now,
    monthStart: at(monthStartDate),
    nextMonthStart: at(nextMonthStartDate),
    lastMonthStart: at(lastMonthStartDate),
    monthStartDate,
    nextMonthStartDate,
    lastMonthStartDate,
    todayStart: at(today),
    tomorrowStart: at(addDays(today, 1)),
    yesterdayStart: at(addDays(today, -1)),
    upcomingSince: upcomingSince(now, timeZone),
  };
}

/**
 * The dashboard's figures and lists, per doctor: they are one pass over all
 * the doctor's appointments, and a busy front desk reloads the page often.
 * Kept until the doctor's calendar, invoices, notifications, practice or the
 * announcements change (on any instance), at most this long ("today" and
 * "upcoming" move with the clock).
 */
export const DASHBOARD_MAX_AGE_MS = 30_000;

export async function dashboard(app: FastifyInstance, request: FastifyRequest, doctorId: string) {
  const body = await app.changes
    .cache<DashboardBody>('dashboard', { maxAgeMs: DASHBOARD_MAX_AGE_MS })
    .get(
      doctorId,
      [
        changeKeys.calendar(doctorId),
        changeKeys.billing(doctorId),
        changeKeys.inbox(doctorId),
        changeKeys.doctor(doctorId),
        changeKeys.announcements,
      ],
      () => computeDashboard(app, doctorId),
    );
  // Every view is audited, cached or not: who saw which appointments, when, from where.
  await audit(app.deps.database, request, {
    actorId: doctorId,
    actorRole: 'doctor',
    action: 'view_dashboard',
    entity: 'appointment',
    details: {
      appointmentIds: [...new Set([...body.upcoming, ...body.pendingRequests].map((r) => r.id))],
    },
  });
  return body;
}

/**
 * The announcements every doctor's dashboard shows, kept until one is
 * published, changed or withdrawn (on any instance). Nothing in them moves
 * with the clock; the age bound is a backstop.
 */
export const ANNOUNCEMENTS_MAX_AGE_MS = 60_000;

function latestAnnouncements(app: FastifyInstance) {
  return app.changes
    .cache<Awaited<ReturnType<typeof portalRepository.announcements>>>('announcements', {
      maxAgeMs: ANNOUNCEMENTS_MAX_AGE_MS,
    })
    .get('latest', [changeKeys.announcements], () =>
      portalRepository.announcements(app.deps.database),
    );
}

export type DashboardBody = Awaited<ReturnType<typeof computeDashboard>>;

async function computeDashboard(app: FastifyInstance, doctorId: string) {
  const { database, clock } = app.deps;
  const now = clock.now();
  const practice = await practiceFor(app, doctorId);
  const tz = practice.timeZone;
  const [c, lists, announcements] = await Promise.all([
    portalRepository.cardCounts(database, doctorId, periodsAt(now, tz)),
    portalRepository.lists(database, doctorId, now, tz, upcomingSince(now, tz)),
    latestAnnouncements(app),
  ]);
  const lastMonth = 'last month' as const;
  return {
    cards: {
      totalPatients: {
        value: c.total_patients,
        changePercent: changePercent(c.new_patients_this_month, c.new_patients_last_month),
        comparedTo: lastMonth,
      },
      totalEarnings: {
        value: c.earnings_total_paise / 100,
        changePercent: changePercent(c.earnings_this_month_paise, c.earnings_last_month_paise),
        comparedTo: lastMonth,
      },
      pendingRequests: {
        value: c.pending_requests,
        changePercent: changePercent(c.requests_this_month, c.requests_last_month),
        comparedTo: lastMonth,
      },
      upcomingAppointments: {
        value: c.upcoming,
        changePercent: changePercent(c.scheduled_today, c.scheduled_yesterday),
        comparedTo: 'yesterday' as const,
      },
    },
    upcoming: lists.upcoming.map((r) => toListItem(r)),
    pendingRequests: lists.pending.map((r) => toListItem(r)),
    announcements: announcements.map((a) => ({
      id: Number(a.id),
      title: a.title,
      message: a.message,
    })),
    timeZone: tz,
  };
}

export async function summary(app: FastifyInstance, userId: string) {
  return portalRepository.summary(app.deps.database, userId, app.deps.clock.now());
}
