// The visits and reviews behind every directory doctor's rating. A card's
// average and its count of patient stories are what the doctor's reviews make
// them, as the product keeps them (a review adds itself to doctor_profiles in the
// transaction that stores it): here each story is a review row of a completed
// clinic or video visit, and the profile's figures are counted from those rows,
// so the doctor's page shows the stories its card counts.
import type { AppointmentMode } from '@clinic/shared/constants';
import type * as schema from '../schema.ts';
import { advanceFor, feeFor, type AppointmentRow, type PatientRow } from './appointments.ts';
import { STORY_REPLIES, STORY_TEXTS } from './data/clinical.ts';
import type { DoctorDraft } from './doctors.ts';
import { MINUTE_MS, istDay, istInstant, istWeekday } from './ist-time.ts';
import type { Rng } from './prng.ts';
import { slotStarts } from './schedule.ts';

export type ReviewRow = typeof schema.reviews.$inferInsert;

const VISIT_TREATMENTS = [
  'Consultation',
  'Follow-up visit',
  'First consultation',
  'Review of reports',
  'Routine check-up',
] as const;

/** A story's rating around the doctor's usual average. */
function ratingNear(rng: Rng, average: number): number {
  const spread = (rng.next() + rng.next() - 1) * 1.6;
  return Math.min(5, Math.max(1, Math.round(average + spread)));
}

/**
 * For each doctor, `stories.count` completed visits between the doctor's
 * verification and yesterday (in clinic hours, on slot boundaries, never two at
 * once), each reviewed a few hours to three days later; the profile's rating is
 * then the reviews' average and count. A doctor verified too recently for so
 * many visits gets as many as fit.
 */
export function buildStoryHistories(
  ctx: { rng: Rng; now: Date },
  doctors: readonly DoctorDraft[],
  patients: readonly PatientRow[],
): { appointments: AppointmentRow[]; reviews: ReviewRow[] } {
  const { rng, now } = ctx;
  const yesterday = istDay(now) - 1;
  const appointments: AppointmentRow[] = [];
  const reviews: ReviewRow[] = [];
  for (const d of doctors) {
    const { count, average } = d.stories;
    if (count === 0) continue;
    const joined = istDay(d.profile.verifiedAt ?? d.user.createdAt ?? now) + 1;
    if (joined > yesterday) continue;
    const taken = new Set<string>();
    let sum = 0;
    let written = 0;
    for (let tries = 0; written < count && tries < count * 6; tries++) {
      const day = rng.int(joined, yesterday);
      const starts = slotStarts(d.hours, istWeekday(day), d.slotMinutes);
      if (starts.length === 0) continue;
      const minute = rng.pick(starts);
      const key = `${day}:${minute}`;
      if (taken.has(key)) continue;
      taken.add(key);
      const start = istInstant(day, minute);
      const end = new Date(start.getTime() + d.slotMinutes * MINUTE_MS);
      const reviewedAt = new Date(end.getTime() + rng.int(60, 3 * 24 * 60) * MINUTE_MS);
      if (reviewedAt.getTime() >= now.getTime()) continue;
      const patient = rng.pick(patients);
      const mode: AppointmentMode = d.offersVirtual && rng.chance(0.2) ? 'virtual' : 'clinic';
      const fee = feeFor(mode, d);
      const bookedAt = new Date(start.getTime() - rng.int(60, 7 * 24 * 60) * MINUTE_MS);
      const appointment: AppointmentRow = {
        id: rng.uuid(),
        doctorId: d.user.id,
        clinicId: d.clinic.id,
        patientId: patient.id,
        mode,
        startAt: start,
        endAt: end,
        status: 'Completed',
        treatment: rng.pick(VISIT_TREATMENTS),
        patientEmail: patient.email ?? null,
        homeAddress: null,
        videoRoomUrl: null,
        bookedFor: patient.isSelf === false ? 'other' : 'self',
        source: 'patient',
        paymentOption: 'pay-later',
        feePaise: fee,
        advancePaise: advanceFor(fee),
        // Paid in full at the clinic (or after the call).
        paidPaise: fee,
        createdAt: bookedAt,
        updatedAt: new Date(end.getTime() + rng.int(5, 60) * MINUTE_MS),
      };
      const rating = ratingNear(rng, average);
      const good = rating >= 4;
      const repliedAt = new Date(reviewedAt.getTime() + rng.int(30, 2 * 24 * 60) * MINUTE_MS);
      const replied = rng.chance(good ? 0.25 : 0.6) && repliedAt.getTime() < now.getTime();
      appointments.push(appointment);
      reviews.push({
        id: rng.uuid(),
        appointmentId: appointment.id,
        doctorId: d.user.id,
        patientId: patient.id,
        rating,
        body: rng.pick(STORY_TEXTS[rating] ?? STORY_TEXTS[5] ?? ['Good doctor.']),
        reply: replied ? rng.pick(good ? STORY_REPLIES.good : STORY_REPLIES.poor) : null,
        repliedAt: replied ? repliedAt : null,
        createdAt: reviewedAt,
      });
      sum += rating;
      written++;
    }
    d.profile.ratingCount = written;
    d.profile.ratingAvg = written === 0 ? 0 : sum / written;
  }
  return { appointments, reviews };
}
