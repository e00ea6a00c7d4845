/**
 * What the doctor search hands to the booking screens: /booking-phone-otp opens with
 * this navigation state. Shared here because the search builds it and the booking
 * screens read it, and features do not import each other.
 */
export const BOOKING_START_PATH = '/booking-phone-otp';

export type BookingMode = 'clinic' | 'virtual';

/** The doctor as the booking screens show it. */
export interface BookingDoctor {
  userId: string;
  name: string;
  /** A URL such as '/avatars/female-03.svg', or null for initials. */
  photo: string | null;
  degrees: string;
  /** The speciality that matched the search, else the doctor's first one. */
  speciality: string;
  clinicName: string;
  clinicAddress: string;
  /** Years. */
  experience: number;
  locality: string | null;
  city: string;
  /** Rupees, for a video consultation. */
  onlineFee: number;
  /** Rupees, for a clinic visit. */
  offlineFee: number;
  latitude: number | null;
  longitude: number | null;
}

export interface BookingNavigationState {
  doctor: BookingDoctor;
  /** YYYY-MM-DD in the clinic's time zone. */
  date: string;
  /** '09:30 AM', in the clinic's time zone. */
  time: string;
  /** The slot's start as an ISO instant: what the booking request sends. */
  start: string;
  /** The clinic's IANA zone: the time is shown from `start` in it, in the language shown. */
  timeZone: string;
  mode: BookingMode;
}
