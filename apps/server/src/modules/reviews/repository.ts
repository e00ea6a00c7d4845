// The reviews' SQL: one-time links (only a hash of the token is stored), the
// review itself with the doctor's rating aggregate kept in step, the doctor's
// list with its summary, replies, and the stories patients read.
import type { ReviewSort } from '@clinic/shared/reviews';
import type { Database, Db } from '../../db/client.ts';
import { sql } from 'drizzle-orm';

type Rows = Pick<Database, 'rows'>;

const rowsOf = async <T>(tx: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await tx.execute(query)) as unknown as { rows: T[] }).rows;

export interface InvitationRow {
  id: string;
  appointment_id: string;
  expires_at: Date | string;
  used_at: Date | string | null;
  doctor_id: string;
  patient_id: string | null;
  doctor_name: string;
  start_at: Date | string;
  treatment: string | null;
  title: string | null;
  time_zone: string | null;
  patient_name: string | null;
}

const INVITATION = sql`select ri.id, ri.appointment_id, ri.expires_at, ri.used_at,
         a.doctor_id, a.patient_id, u.name as doctor_name, a.start_at, a.treatment, a.title,
         c.time_zone, p.name as patient_name
    from review_invitations ri
    join appointments a on a.id = ri.appointment_id
    join users u on u.id = a.doctor_id
    left join patients p on p.id = a.patient_id
    left join clinics c on c.id = a.clinic_id`;

export interface ReviewListFilter {
  doctorId: string;
  /** Lower-cased substring of the patient's name or the story, or null. */
  search: string | null;
  stars: number | null;
}

export interface ReviewListRow {
  id: string;
  patient_id: string;
  name: string;
  created_at: Date | string;
  rating: number;
  body: string;
  reply: string | null;
  replied_at: Date | string | null;
  treatment: string | null;
  time_zone: string | null;
}

const SORT_COLUMN: Record<ReviewSort, string> = {
  // Code-point order, the same on PGlite and PostgreSQL whatever their locale.
  name: 'lower(p.name) collate "C"',
  date: 'r.created_at',
  rating: 'r.rating',
};

const FILTERED = `from reviews r
    join patients p on p.id = r.patient_id
    join appointments a on a.id = r.appointment_id
    left join clinics c on c.id = a.clinic_id
   where r.doctor_id = $1::uuid
     and ($2::text is null or position($2::text in lower(p.name)) > 0 or position($2::text in lower(r.body)) > 0)
     and ($3::int is null or r.rating = $3::int)`;

export const reviewRepository = {
  /** A link for this appointment; none when one was made before (the first stands). */
  async addInvitation(
    tx: Db,
    v: { appointmentId: string; tokenHash: string; expiresAt: Date; now: Date },
  ): Promise<boolean> {
    const rows = await rowsOf<{ id: string }>(
      tx,
      sql`insert into review_invitations (appointment_id, token_hash, expires_at, created_at)
          values (${v.appointmentId}, ${v.tokenHash}, ${v.expiresAt.toISOString()}, ${v.now.toISOString()})
          on conflict (appointment_id) do nothing returning id`,
    );
    return rows.length > 0;
  },

  async invitation(database: Database, tokenHash: string): Promise<InvitationRow | undefined> {
    const [row] = await rowsOf<InvitationRow>(
      database.db,
      sql`${INVITATION} where ri.token_hash = ${tokenHash}`,
    );
    return row;
  },

  /** The link, locked until commit, so two submissions of one link run one after the other. */
  async lockInvitation(tx: Db, tokenHash: string): Promise<InvitationRow | undefined> {
    const [row] = await rowsOf<InvitationRow>(
      tx,
      sql`${INVITATION} where ri.token_hash = ${tokenHash} for update of ri`,
    );
    return row;
  },

  async markUsed(tx: Db, invitationId: string, now: Date): Promise<void> {
    await tx.execute(
      sql`update review_invitations set used_at = ${now.toISOString()} where id = ${invitationId}`,
    );
  },

  /** The review of an appointment; undefined when the appointment already has one. */
  async addReview(
    tx: Db,
    v: {
      appointmentId: string;
      doctorId: string;
      patientId: string;
      rating: number;
      body: string;
      now: Date;
    },
  ): Promise<{ id: string } | undefined> {
    const [row] = await rowsOf<{ id: string }>(
      tx,
      sql`insert into reviews (appointment_id, doctor_id, patient_id, rating, body, created_at)
          values (${v.appointmentId}, ${v.doctorId}, ${v.patientId}, ${v.rating}, ${v.body}, ${v.now.toISOString()})
          on conflict (appointment_id) do nothing returning id`,
    );
    return row;
  },

  /**
   * Adds one rating to the doctor's average and count. The update locks the
   * profile row, so two reviews at once are added one after the other and
   * both count. Incremental rather than recomputed from the reviews: figures
   * a profile already carries (a directory imported with its ratings) are
   * kept and moved by each new review, not replaced by the new ones alone.
   */
  async addToRating(tx: Db, doctorId: string, rating: number): Promise<void> {
    await tx.execute(sql`update doctor_profiles
          set rating_avg = (rating_avg * rating_count + ${rating}) / (rating_count + 1),
              rating_count = rating_count + 1
        where user_id = ${doctorId}`);
  },

  async list(
    db: Rows,
    f: ReviewListFilter,
    sort: ReviewSort,
    dir: 'asc' | 'desc',
    limit: number,
    offset: number,
  ): Promise<{ total: number; rows: ReviewListRow[] }> {
    const params = [f.doctorId, f.search, f.stars];
    const direction = dir === 'asc' ? 'asc' : 'desc';
    const [rows, [count]] = await Promise.all([
      db.rows<ReviewListRow>(
        `select r.id, r.patient_id, p.name, r.created_at, r.rating, r.body, r.reply, r.replied_at,
                coalesce(a.treatment, a.title) as treatment, c.time_zone
           ${FILTERED}
          order by ${SORT_COLUMN[sort]} ${direction}, r.created_at ${direction}, r.id ${direction}
          limit ${limit} offset ${offset}`,
        params,
      ),
      db.rows<{ total: number }>(`select count(*)::int as total ${FILTERED}`, params),
    ]);
    return { total: Number(count?.total ?? 0), rows };
  },

  /** Every review of the doctor, counted by stars. */
  async distribution(db: Rows, doctorId: string): Promise<Map<number, number>> {
    const rows = await db.rows<{ rating: number; n: number }>(
      `select rating, count(*)::int as n from reviews where doctor_id = $1::uuid group by rating`,
      [doctorId],
    );
    return new Map(rows.map((r) => [Number(r.rating), Number(r.n)]));
  },

  async setReply(
    tx: Db,
    doctorId: string,
    reviewId: string,
    reply: string | null,
    now: Date,
  ): Promise<{ id: string; patient_id: string } | undefined> {
    const [row] = await rowsOf<{ id: string; patient_id: string }>(
      tx,
      sql`update reviews set reply = ${reply}, replied_at = ${reply === null ? null : now.toISOString()}
           where id = ${reviewId} and doctor_id = ${doctorId}
       returning id, patient_id`,
    );
    return row;
  },

  /** The latest stories of a verified, active doctor, for patients to read. */
  async publicStories(
    db: Rows,
    doctorId: string,
    limit: number,
  ): Promise<
    | {
        rating: number;
        count: number;
        stories: {
          id: string;
          name: string;
          created_at: Date | string;
          rating: number;
          body: string;
          reply: string | null;
          time_zone: string | null;
        }[];
      }
    | undefined
  > {
    const [profile] = await db.rows<{ rating_avg: number; rating_count: number }>(
      `select p.rating_avg, p.rating_count from doctor_profiles p join users u on u.id = p.user_id
        where p.user_id = $1::uuid and u.role = 'doctor' and u.status = 'active'
          and p.verification_status = 'Verified'`,
      [doctorId],
    );
    if (!profile) return undefined;
    const stories = await db.rows<{
      id: string;
      name: string;
      created_at: Date | string;
      rating: number;
      body: string;
      reply: string | null;
      time_zone: string | null;
    }>(
      `select r.id, p.name, r.created_at, r.rating, r.body, r.reply, c.time_zone
         from reviews r
         join patients p on p.id = r.patient_id
         join appointments a on a.id = r.appointment_id
         left join clinics c on c.id = a.clinic_id
        where r.doctor_id = $1::uuid
        order by r.created_at desc, r.id desc
        limit ${limit}`,
      [doctorId],
    );
    return {
      rating: Number(profile.rating_avg),
      count: Number(profile.rating_count),
      stories,
    };
  },
};
