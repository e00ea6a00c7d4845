// SQL of the admin area: doctors by verification status, one doctor's record,
// and the verdict on a verification document.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clinics, doctorProfiles, documents, users } from '../../db/schema.ts';

export type VerificationStatus = 'Pending' | 'Rejected' | 'Verified';

/** The kinds an admin reviews; anything else (a patient's record) is not theirs to judge. */
export const REVIEWABLE_KINDS = [
  'governmentId',
  'degreeCertificate',
  'medicalRegistration',
  'clinicDocument',
  'bankInfo',
] as const;

export const adminRepository = {
  async doctorsByStatus(db: Db, status: VerificationStatus, limit: number, offset: number) {
    return db
      .select({
        id: users.id,
        name: users.name,
        phone: users.phone,
        email: users.email,
        createdAt: users.createdAt,
        status: doctorProfiles.verificationStatus,
        clinicName: clinics.name,
        city: clinics.city,
        total: sql<number>`count(*) over()`.mapWith(Number),
      })
      .from(users)
      .innerJoin(doctorProfiles, eq(doctorProfiles.userId, users.id))
      .leftJoin(clinics, eq(clinics.doctorId, users.id))
      .where(
        and(
          eq(users.role, 'doctor'),
          eq(doctorProfiles.verificationStatus, status),
          eq(doctorProfiles.profileCompleted, true),
        ),
      )
      .orderBy(status === 'Verified' ? desc(doctorProfiles.updatedAt) : doctorProfiles.updatedAt)
      .limit(limit)
      .offset(offset);
  },

  async doctor(db: Db, id: string) {
    const [row] = await db
      .select({ user: users, profile: doctorProfiles, clinic: clinics })
      .from(users)
      .innerJoin(doctorProfiles, eq(doctorProfiles.userId, users.id))
      .leftJoin(clinics, eq(clinics.doctorId, users.id))
      .where(eq(users.id, id))
      .limit(1);
    return row;
  },

  /** The document if it is a reviewable kind, locked until the verdict commits. */
  async lockReviewable(tx: Db, id: string) {
    const [doc] = await tx
      .select()
      .from(documents)
      .where(and(eq(documents.id, id), inArray(documents.kind, [...REVIEWABLE_KINDS])))
      .for('update')
      .limit(1);
    return doc;
  },

  async verificationStatus(tx: Db, doctorId: string) {
    const [row] = await tx
      .select({ status: doctorProfiles.verificationStatus })
      .from(doctorProfiles)
      .where(eq(doctorProfiles.userId, doctorId));
    return row?.status;
  },

  async setVerdict(
    tx: Db,
    id: string,
    v: { status: 'Verified' | 'Rejected'; reason: string | null; reviewerId: string; at: Date },
  ) {
    await tx
      .update(documents)
      .set({ status: v.status, reason: v.reason, reviewerId: v.reviewerId, reviewedAt: v.at })
      .where(eq(documents.id, id));
  },
};
