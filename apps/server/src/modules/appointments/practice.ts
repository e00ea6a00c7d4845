// The calling doctor's practice as the portal needs it: name, first clinic,
// its time zone and currency, and the clinic fee. One primary-key lookup.
import { DEFAULT_CURRENCY, DEFAULT_TIME_ZONE } from '@clinic/shared/constants';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { changeKeys } from '../../lib/change-feed.ts';

/** A practice changes rarely: kept until the doctor changes (on any instance), at most this long. */
export const PRACTICE_MAX_AGE_MS = 60_000;

export interface Practice {
  doctorId: string;
  doctorName: string;
  clinicId: string | null;
  clinicName: string | null;
  timeZone: string;
  currency: string;
  offlineFeePaise: number;
  /** The practice's GST rate, the default tax of Save & Invoice. */
  gstPercent: number;
}

export async function practiceOf(database: Database, doctorId: string): Promise<Practice> {
  const [row] = await database.rows<{
    name: string;
    clinic_id: string | null;
    clinic_name: string | null;
    time_zone: string | null;
    currency: string | null;
    offline_fee_paise: number | null;
    gst_percent: number | string | null;
  }>(
    `select u.name, c.id as clinic_id, c.name as clinic_name, c.time_zone, c.currency, p.offline_fee_paise, p.gst_percent
       from users u
       left join doctor_profiles p on p.user_id = u.id
       left join lateral (select id, name, time_zone, currency from clinics
                           where doctor_id = u.id order by created_at limit 1) c on true
      where u.id = $1::uuid`,
    [doctorId],
  );
  return {
    doctorId,
    doctorName: row?.name ?? '',
    clinicId: row?.clinic_id ?? null,
    clinicName: row?.clinic_name ?? null,
    timeZone: row?.time_zone ?? DEFAULT_TIME_ZONE,
    currency: row?.currency ?? DEFAULT_CURRENCY,
    offlineFeePaise: Number(row?.offline_fee_paise ?? 0),
    gstPercent: Number(row?.gst_percent ?? 0),
  };
}

/** The practice, reused for a few seconds (see PRACTICE_TTL_MS). */
export function practiceFor(app: FastifyInstance, doctorId: string): Promise<Practice> {
  return app.changes
    .cache<Practice>('practice', { maxAgeMs: PRACTICE_MAX_AGE_MS })
    .get(doctorId, [changeKeys.doctor(doctorId)], () => practiceOf(app.deps.database, doctorId));
}
