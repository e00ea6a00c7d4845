// The practice fields (sign-up step 3 and PATCH /api/profile) as doctor_profiles
// columns: fees in rupees become paise, the degree list also its display line.
import { degreesLine, type PracticeFields } from '@clinic/shared/practice-profile';
import type { doctorProfiles } from '../../db/schema.ts';

export function practiceColumns(b: PracticeFields): Partial<typeof doctorProfiles.$inferInsert> {
  const set: Partial<typeof doctorProfiles.$inferInsert> = {};
  if (b.experience !== undefined) set.experienceYears = b.experience;
  if (b.onlineFee !== undefined) set.onlineFeePaise = Math.round(b.onlineFee * 100);
  if (b.offlineFee !== undefined) set.offlineFeePaise = Math.round(b.offlineFee * 100);
  if (b.gender !== undefined) set.gender = b.gender;
  if (b.offersVirtual !== undefined) set.offersVirtual = b.offersVirtual;
  if (b.degrees !== undefined) {
    set.degreeList = b.degrees;
    set.degrees = degreesLine(b.degrees);
  }
  if (b.languages !== undefined) set.languages = b.languages;
  if (b.bio !== undefined) set.bio = b.bio;
  if (b.registrationNumber !== undefined) set.registrationNumber = b.registrationNumber;
  if (b.council !== undefined) set.council = b.council;
  return set;
}
