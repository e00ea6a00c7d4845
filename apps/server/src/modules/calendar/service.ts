// The calendar month: the appointments of its visible grid (Sunday before the
// 1st to the Saturday after the last day, spec section 2), in the clinic's zone.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  addDays,
  localDateOf,
  localMinutesToUtcForward,
  weekdayOfDate,
} from '@clinic/shared/time-zone';
import { DAYS_OF_WEEK } from '@clinic/shared/constants';
import { audit } from '../../lib/audit.ts';
import { practiceFor } from '../appointments/practice.ts';
import { monthStartOf } from '../portal/service.ts';
import { calendarRepository } from './repository.ts';

/** '2026-03' -> first and last dates shown: '2026-03-01' (a Sunday) .. '2026-04-04' (a Saturday). */
export function monthGrid(month: string): { first: string; last: string } {
  const firstOfMonth = `${month}-01`;
  const lastOfMonth = addDays(monthStartOf(firstOfMonth, 1), -1);
  const lead = DAYS_OF_WEEK.indexOf(weekdayOfDate(firstOfMonth));
  const trail = 6 - DAYS_OF_WEEK.indexOf(weekdayOfDate(lastOfMonth));
  return { first: addDays(firstOfMonth, -lead), last: addDays(lastOfMonth, trail) };
}

export async function calendarMonth(
  app: FastifyInstance,
  request: FastifyRequest,
  doctorId: string,
  month: string | undefined,
) {
  const { database, clock } = app.deps;
  const practice = await practiceFor(app, doctorId);
  const tz = practice.timeZone;
  const shown = month ?? localDateOf(clock.now(), tz).slice(0, 7);
  const grid = monthGrid(shown);
  const rows = await calendarRepository.active(
    database,
    doctorId,
    localMinutesToUtcForward(grid.first, 0, tz),
    localMinutesToUtcForward(addDays(grid.last, 1), 0, tz),
    tz,
  );
  await audit(database, request, {
    actorId: doctorId,
    actorRole: 'doctor',
    action: 'view_calendar',
    entity: 'appointment',
    details: { month: shown, appointmentIds: rows.map((r) => r.id) },
  });
  return {
    month: shown,
    timeZone: tz,
    gridStart: grid.first,
    gridEnd: grid.last,
    appointments: rows.map((r) => ({
      id: r.id,
      publicId: `#${r.public_id}`,
      personName: r.patient_name,
      title: r.title ?? r.treatment,
      startTime: new Date(r.start_at).toISOString(),
      endTime: new Date(r.end_at).toISOString(),
      time: r.start_clock,
      date: r.local_date,
      status: r.status,
      mode: r.mode,
    })),
  };
}
