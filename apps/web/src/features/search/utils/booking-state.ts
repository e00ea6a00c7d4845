import type { BookingDoctor, BookingMode, BookingNavigationState } from '@/lib/booking-link';
import type { DoctorSlot, DoctorSlotDay } from '../api/get-doctor-slots';
import type { DoctorResult } from '../api/search-doctors';

/** The doctor's speciality that matches what was searched, else the first one. */
export function specialityFor(doctor: DoctorResult, treatment: string): string {
  const wanted = treatment.trim().toLowerCase();
  const match = wanted
    ? doctor.specializations.find((name) => name.toLowerCase().includes(wanted))
    : undefined;
  return match ?? doctor.specializations[0] ?? '';
}

/** The doctor as the booking screens and the booking modal show them. */
export function bookingDoctorFor(doctor: DoctorResult, treatment: string): BookingDoctor {
  return {
    userId: doctor.userId,
    name: doctor.name,
    photo: doctor.photoUrl,
    degrees: doctor.degrees,
    speciality: specialityFor(doctor, treatment),
    clinicName: doctor.clinicName,
    clinicAddress: doctor.clinicAddress,
    experience: doctor.experience,
    locality: doctor.locality,
    city: doctor.clinicCity,
    onlineFee: doctor.onlineFee,
    offlineFee: doctor.offlineFee,
    latitude: doctor.latitude,
    longitude: doctor.longitude,
  };
}

/** The state /booking-phone-otp opens with, for a chosen slot. */
export function bookingStateFor(
  doctor: DoctorResult,
  day: DoctorSlotDay,
  slot: DoctorSlot,
  mode: BookingMode,
  treatment: string,
): BookingNavigationState {
  return {
    doctor: bookingDoctorFor(doctor, treatment),
    date: day.date,
    time: slot.time,
    start: slot.start,
    timeZone: doctor.timeZone,
    mode,
  };
}
