// Whether a doctor's public page exists, and if not, why: the API
// (GET /api/doctors/{userId}) and the server-rendered page answer alike. A
// listed doctor comes from the directory search reads; a miss asks the
// database once whether the page existed and was taken down (a deactivated
// account that had been verified: 410 Gone, so search engines drop it) or
// never existed (unknown, not a doctor, or never verified: 404).
import type { Database } from '../../db/client.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { DirectoryDoctor, DoctorDirectory } from '../search/directory.ts';

export type DoctorPageLookup =
  | { status: 'listed'; doctor: DirectoryDoctor }
  /** 404: no such doctor, or one never verified (or no longer: verification revoked). */
  | { status: 'unknown' }
  /** 410: a verified doctor whose account was deactivated. */
  | { status: 'gone' };

export async function lookupDoctorPage(
  database: Database,
  directory: Pick<DoctorDirectory, 'get'>,
  userId: string,
): Promise<DoctorPageLookup> {
  if (!isUuid(userId)) return { status: 'unknown' };
  const doctor = await directory.get(userId);
  if (doctor) return { status: 'listed', doctor };
  const [row] = await database.rows<{ status: string; verification_status: string }>(
    `select u.status, p.verification_status
       from users u join doctor_profiles p on p.user_id = u.id
      where u.id = $1 and u.role = 'doctor'`,
    [userId],
  );
  return row?.status === 'deactivated' && row.verification_status === 'Verified'
    ? { status: 'gone' }
    : { status: 'unknown' };
}
