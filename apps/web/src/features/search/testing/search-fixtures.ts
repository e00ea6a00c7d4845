import type { CitiesPage, City } from '../api/search-cities';
import type { DoctorSlotDay, DoctorSlots } from '../api/get-doctor-slots';
import type { DoctorResult, DoctorSearchPage } from '../api/search-doctors';

let sequence = 0;

/** A search result with believable values; pass what the test cares about. */
export function makeDoctor(overrides: Partial<DoctorResult> = {}): DoctorResult {
  sequence += 1;
  const n = String(sequence).padStart(4, '0');
  return {
    userId: `00000000-0000-4000-8000-00000000${n}`,
    name: `Dr. Test Doctor ${sequence}`,
    specializations: ['Dermatologist'],
    clinicId: `10000000-0000-4000-8000-00000000${n}`,
    clinicName: `Skin Care Clinic ${sequence}`,
    clinicAddress: `12 MG Road, Indiranagar, Bengaluru 560038`,
    clinicCity: 'Bengaluru',
    locality: 'Indiranagar',
    additionalLocationInfo: null,
    latitude: 12.9719,
    longitude: 77.6412,
    photoUrl: '/avatars/female-01.svg',
    degrees: 'MBBS, MD - Dermatology',
    experience: 12,
    onlineFee: 700,
    offlineFee: 900,
    rating: 4.6,
    patientStories: 84,
    gender: 'female',
    offersVirtual: true,
    timeZone: 'Asia/Kolkata',
    nextAvailable: {
      date: '2026-03-11',
      label: 'Today',
      time: '05:00 PM',
      start: '2026-03-11T11:30:00.000Z',
    },
    ...overrides,
  };
}

export function makeDoctors(count: number, overrides: Partial<DoctorResult> = {}) {
  return Array.from({ length: count }, () => makeDoctor(overrides));
}

export function searchPage(
  results: DoctorResult[],
  options: { page?: number; total?: number } = {},
): DoctorSearchPage {
  return {
    total: options.total ?? results.length,
    page: options.page ?? 1,
    pageSize: 15,
    results,
  };
}

export function makeCity(city: string, state: string): City {
  return { city, state, description: `${city}, ${state}`, latitude: 12.97, longitude: 77.59 };
}

export function citiesPage(cities: City[], page = 1, hasMore = false): CitiesPage {
  return { cities, page, limit: 10, hasMore };
}

function slot(time: string, start: string, available = true) {
  return { time, start, available };
}

/** Seven days from 2026-03-11: today has one taken and two open slots, Friday none. */
export function makeSlots(doctorId: string): DoctorSlots {
  const labels = [
    'Today',
    'Tomorrow',
    'Fri, 13 Mar',
    'Sat, 14 Mar',
    'Sun, 15 Mar',
    'Mon, 16 Mar',
    'Tue, 17 Mar',
  ];
  const days: DoctorSlotDay[] = labels.map((label, index) => {
    const date = `2026-03-${String(11 + index).padStart(2, '0')}`;
    if (label === 'Fri, 13 Mar') {
      return {
        date,
        label,
        slots: { morning: [], afternoon: [], evening: [] },
        totalSlots: 0,
        waitlist: false,
      };
    }
    return {
      date,
      label,
      slots: {
        morning: [
          slot('09:00 AM', `${date}T03:30:00.000Z`, false),
          slot('09:30 AM', `${date}T04:00:00.000Z`),
        ],
        afternoon: [],
        evening: [slot('05:00 PM', `${date}T11:30:00.000Z`)],
      },
      totalSlots: 2,
      waitlist: false,
    };
  });
  return { doctorId, timeZone: 'Asia/Kolkata', slotMinutes: 30, days };
}

/** The fixture week with Tomorrow (2026-03-12) full of bookings: none is free, the waitlist is offered. */
export function makeSlotsFullTomorrow(doctorId: string): DoctorSlots {
  const week = makeSlots(doctorId);
  const taken = (slots: DoctorSlotDay['slots'][keyof DoctorSlotDay['slots']]) =>
    slots.map((s) => ({ ...s, available: false }));
  return {
    ...week,
    days: week.days.map((day) =>
      day.label === 'Tomorrow'
        ? {
            ...day,
            totalSlots: 0,
            waitlist: true,
            slots: {
              morning: taken(day.slots.morning),
              afternoon: taken(day.slots.afternoon),
              evening: taken(day.slots.evening),
            },
          }
        : day,
    ),
  };
}
