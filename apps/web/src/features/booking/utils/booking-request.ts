import type { z } from 'zod';
import type { bookingRequestSchema } from '@clinic/shared/booking';
import type { BookingDraft, BookingStart } from './booking-state';

export type BookingRequestBody = z.input<typeof bookingRequestSchema>;

/** The POST /bookings body for a slot and the patient's details; empty optional fields are left out. */
export function toBookingRequest(booking: BookingStart, draft: BookingDraft): BookingRequestBody {
  const email = draft.email.trim();
  const reason = draft.treatmentReason.trim();
  return {
    doctorId: booking.doctor.userId,
    startTime: booking.start,
    mode: booking.mode,
    patient: {
      name: draft.name.trim(),
      mobile: draft.mobile,
      ...(email ? { email } : {}),
    },
    bookedFor: draft.bookedFor,
    ...(reason ? { treatmentReason: reason } : {}),
    paymentOption: draft.paymentOption,
  };
}

/** True for the answers that mean "this time cannot be had; pick another". */
export function isSlotProblem(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, code, field } = error as { status?: unknown; code?: unknown; field?: unknown };
  return code === 'SLOT_TAKEN' || (status === 400 && field === 'startTime');
}

/** True when the server refused the booking token (missing or expired). */
export function isTokenProblem(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 401
  );
}
