import type { Database } from '../../db/client.ts';
import { appointmentColumns, type AppointmentListRow } from '../appointments/view.ts';

/** Most a month grid (six weeks) can show; far above any real practice. */
export const CALENDAR_LIMIT = 3000;

export const calendarRepository = {
  /** Active (not cancelled or rejected) appointments starting in [from, to), in time order. */
  async active(database: Database, doctorId: string, from: Date, to: Date, timeZone: string) {
    return database.rows<AppointmentListRow & { title: string | null }>(
      `select ${appointmentColumns('$4')}, a.title
         from appointments a
        where a.doctor_id = $1 and a.start_at >= $2 and a.start_at < $3
          and a.status not in ('Cancelled', 'Rejected')
        order by a.start_at, a.public_id
        limit ${CALENDAR_LIMIT}`,
      [doctorId, from.toISOString(), to.toISOString(), timeZone],
    );
  },
};
