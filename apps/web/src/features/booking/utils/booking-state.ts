// What the booking screens hand each other in the navigation state, checked on
// arrival: a screen opened without it (a bookmark, a new tab) goes back to the search.
import { z } from 'zod';
import { advancePaise, formatRupees } from '@clinic/shared/money';
import type { BookingDoctor, BookingMode } from '@/lib/booking-link';
import { SEARCH_RESULTS_PATH } from '@/lib/search-link';
import { patientAppointmentSchema } from '@/types/patient-appointment';

const doctorSchema = z.object({
  userId: z.string().min(1),
  name: z.string().min(1),
  photo: z.string().nullable().catch(null),
  degrees: z.string().catch(''),
  speciality: z.string().catch(''),
  clinicName: z.string().catch(''),
  clinicAddress: z.string().catch(''),
  experience: z.number().catch(0),
  locality: z.string().nullable().catch(null),
  city: z.string().catch(''),
  onlineFee: z.number().nonnegative(),
  offlineFee: z.number().nonnegative(),
  latitude: z.number().nullable().catch(null),
  longitude: z.number().nullable().catch(null),
}) satisfies z.ZodType<BookingDoctor, unknown>;

const mobileDigits = z.string().regex(/^\d{10}$/);

/** What the search results pass to /booking-phone-otp (lib/booking-link.ts). */
export const bookingStartSchema = z.object({
  doctor: doctorSchema,
  /** YYYY-MM-DD in the clinic's zone. */
  date: z.string().min(1),
  /** '09:00 AM'. */
  time: z.string().min(1),
  /** The slot's start instant: what the booking request sends. */
  start: z.string().min(1),
  /**
   * The clinic's zone: the time is shown from `start` in it. A state saved before it
   * was carried has none, and shows `time` as the server wrote it.
   */
  timeZone: z.string().min(1).optional().catch(undefined),
  mode: z.enum(['clinic', 'virtual']) satisfies z.ZodType<BookingMode>,
  /** Where 'Go back to my results' leads, when the search passes its own address. */
  resultsHref: z
    .string()
    .refine((href) => href.startsWith(SEARCH_RESULTS_PATH))
    .optional()
    .catch(undefined),
});
export type BookingStart = z.infer<typeof bookingStartSchema>;

/** The patient details of the confirmation screen, carried to /booking-otp and back. */
export const bookingDraftSchema = z.object({
  bookedFor: z.enum(['self', 'other']),
  name: z.string(),
  mobile: mobileDigits,
  email: z.string(),
  treatmentReason: z.string(),
  paymentOption: z.enum(['pay-online', 'pay-later']),
});
export type BookingDraft = z.infer<typeof bookingDraftSchema>;

/** After /booking-phone-otp: the verified mobile, the code and the proof of it. */
export const verifiedBookingSchema = bookingStartSchema.extend({
  mobileNumber: mobileDigits,
  otp: z.string(),
  /** Also kept in sessionStorage (lib/booking-session.ts) so a reload finds it. */
  bookingToken: z.string().optional(),
  /** The form as it was left, when coming back from /booking-otp. */
  draft: bookingDraftSchema.optional(),
  /** Why another slot must be chosen (409 SLOT_TAKEN on /booking-otp): opens the picker. */
  slotProblem: z.string().optional(),
});
export type VerifiedBooking = z.infer<typeof verifiedBookingSchema>;

/** /booking-otp: a number other than the verified one must be verified before booking. */
export const bookingOtpStateSchema = verifiedBookingSchema.extend({
  draft: bookingDraftSchema,
});
export type BookingOtpState = z.infer<typeof bookingOtpStateSchema>;

/** The number /booking-otp verifies: the patient's own new number, else the booker's. */
export function mobileToVerify(state: BookingOtpState): string {
  return state.draft.bookedFor === 'self' ? state.draft.mobile : state.mobileNumber;
}

/** /booking-success: everything so far and the stored appointment. */
export const bookingSuccessStateSchema = verifiedBookingSchema.extend({
  email: z.string().optional(),
  appointment: patientAppointmentSchema,
  /** Set once the arrival toast was shown, so a reload does not repeat it. */
  announced: z.boolean().optional(),
});
export type BookingSuccessState = z.infer<typeof bookingSuccessStateSchema>;

/**
 * The chosen time as shown (`instantTime` is useFormat's): from the start instant in
 * the clinic's zone, else, for a state that carries no zone, as the server wrote it.
 */
export function bookingTimeText(
  booking: Pick<BookingStart, 'time' | 'start' | 'timeZone'>,
  instantTime: (instant: string, timeZone: string) => string,
): string {
  return booking.timeZone ? instantTime(booking.start, booking.timeZone) : booking.time;
}

/** The fee of the chosen mode, in rupees. */
export function feeFor(doctor: BookingDoctor, mode: BookingMode): number {
  return mode === 'virtual' ? doctor.onlineFee : doctor.offlineFee;
}

/** The advance paid online, in rupees: 30 percent of the fee, rounded. */
export function advanceFor(doctor: BookingDoctor, mode: BookingMode): number {
  return advancePaise(Math.round(feeFor(doctor, mode) * 100)) / 100;
}

/** Rupees as the screens show them: 800 -> '₹800', 1500 -> '₹1,500'. */
export function rupees(amount: number): string {
  return formatRupees(Math.round(amount * 100));
}

/** An OpenStreetMap page with a marker at the clinic, or a search for its address. */
export function directionsHref(
  doctor: Pick<BookingDoctor, 'latitude' | 'longitude' | 'clinicName' | 'clinicAddress' | 'city'>,
): string {
  if (doctor.latitude !== null && doctor.longitude !== null) {
    const lat = doctor.latitude.toFixed(6);
    const lon = doctor.longitude.toFixed(6);
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
  }
  const query = [doctor.clinicName, doctor.clinicAddress, doctor.city].filter(Boolean).join(', ');
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}

/** The clinic's address with its locality and city added when the address lacks them. */
export function fullAddress(
  doctor: Pick<BookingDoctor, 'clinicAddress' | 'locality' | 'city'>,
): string {
  const address = doctor.clinicAddress.trim();
  const lower = address.toLowerCase();
  const extra = [doctor.locality, doctor.city].filter(
    (part): part is string => Boolean(part) && !lower.includes(String(part).toLowerCase()),
  );
  return [address, ...extra].filter(Boolean).join(', ');
}

/** The place line of a doctor: 'Indiranagar, Bengaluru'. */
export function placeOf(doctor: Pick<BookingDoctor, 'locality' | 'city'>): string {
  return [doctor.locality, doctor.city].filter(Boolean).join(', ');
}
