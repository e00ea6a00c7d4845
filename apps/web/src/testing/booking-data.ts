// Data generators for the patient booking screens' tests.
import type { BookingDoctor, BookingNavigationState } from '@/lib/booking-link';
import type { PatientAppointment } from '@/types/patient-appointment';
import type { SlotDay } from '@/types/slot-day';

export const DOCTOR_ID = '5b1f7a56-3c1e-4a8e-9a51-0a4f6f1f2b11';

export function makeBookingDoctor(overrides: Partial<BookingDoctor> = {}): BookingDoctor {
  return {
    userId: DOCTOR_ID,
    name: 'Dr. Asha Rao',
    photo: null,
    degrees: 'MBBS, MD (Dermatology)',
    speciality: 'Dermatologist',
    clinicName: 'Rao Skin Clinic',
    clinicAddress: '12 CMH Road',
    experience: 12,
    locality: 'Indiranagar',
    city: 'Bengaluru',
    onlineFee: 500,
    offlineFee: 800,
    latitude: 12.9784,
    longitude: 77.6408,
    ...overrides,
  };
}

export function makeBookingStart(
  overrides: Partial<BookingNavigationState> = {},
): BookingNavigationState {
  return {
    doctor: makeBookingDoctor(),
    date: '2030-03-14',
    time: '09:30 AM',
    start: '2030-03-14T04:00:00.000Z',
    timeZone: 'Asia/Kolkata',
    mode: 'clinic',
    ...overrides,
  };
}

export function makeAppointment(overrides: Partial<PatientAppointment> = {}): PatientAppointment {
  return {
    id: '9d2c5a3e-7f41-4b6e-8a0d-2f3b1c4d5e60',
    publicId: '#1122601',
    status: 'Confirmed',
    mode: 'clinic',
    startTime: '2030-03-14T04:00:00.000Z',
    endTime: '2030-03-14T04:30:00.000Z',
    timeZone: 'Asia/Kolkata',
    treatment: null,
    paymentOption: 'pay-online',
    fee: 800,
    advance: 240,
    paid: 240,
    paymentTestMode: true,
    videoRoomUrl: null,
    patient: { name: 'Ravi Kumar', mobile: '9876543210', email: null },
    doctor: {
      userId: DOCTOR_ID,
      name: 'Dr. Asha Rao',
      photoUrl: null,
      degrees: 'MBBS, MD (Dermatology)',
      speciality: 'Dermatologist',
      experience: 12,
      clinicName: 'Rao Skin Clinic',
      clinicAddress: '12 CMH Road',
      locality: 'Indiranagar',
      city: 'Bengaluru',
      latitude: 12.9784,
      longitude: 77.6408,
    },
    ...overrides,
  };
}

/** Two days of slots: 14 March (09:30 taken, 10:00 open) and 15 March (11:00 open). */
export function makeSlotDays(): SlotDay[] {
  return [
    {
      date: '2030-03-14',
      label: 'Thu, 14 Mar',
      slots: {
        morning: [
          { time: '09:30 AM', start: '2030-03-14T04:00:00.000Z', available: false },
          { time: '10:00 AM', start: '2030-03-14T04:30:00.000Z', available: true },
        ],
        afternoon: [],
        evening: [],
      },
      totalSlots: 1,
      waitlist: false,
    },
    {
      date: '2030-03-15',
      label: 'Fri, 15 Mar',
      slots: {
        morning: [{ time: '11:00 AM', start: '2030-03-15T05:30:00.000Z', available: true }],
        afternoon: [],
        evening: [],
      },
      totalSlots: 1,
      waitlist: false,
    },
  ];
}

export function slotsResponse(days: SlotDay[] = makeSlotDays()) {
  return { doctorId: DOCTOR_ID, timeZone: 'Asia/Kolkata', slotMinutes: 30, days };
}
