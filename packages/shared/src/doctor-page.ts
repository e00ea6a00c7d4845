// The public doctor page (issue 13, point 6): its texts and the answer of
// GET /doctors/{userId}, shared by the server's route and the web page.
import { z } from 'zod';

export const publicDoctorSchema = z.object({
  userId: z.string(),
  name: z.string(),
  specializations: z.array(z.string()),
  clinicId: z.string(),
  clinicName: z.string(),
  clinicAddress: z.string(),
  clinicCity: z.string(),
  locality: z.string().nullable(),
  additionalLocationInfo: z.string().nullable(),
  /** The clinic's phone shown to patients; null when the doctor gave none. */
  clinicPhone: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** The clinic on OpenStreetMap: a link, never an embedded map. */
  mapUrl: z.string(),
  photoUrl: z.string().nullable(),
  photoThumbUrl: z.string().nullable(),
  /** The degrees as one display line; `degreeList` is the same as a list. */
  degrees: z.string(),
  degreeList: z.array(z.string()),
  languages: z.array(z.string()),
  bio: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  council: z.string().nullable(),
  /** Years. */
  experience: z.number(),
  /** Rupees, for a video consultation. */
  onlineFee: z.number(),
  /** Rupees, for a clinic visit. */
  offlineFee: z.number(),
  rating: z.number(),
  patientStories: z.number(),
  gender: z.enum(['male', 'female', 'other']).nullable(),
  offersVirtual: z.boolean(),
  timeZone: z.string(),
  slotMinutes: z.number(),
  bookingHorizonDays: z.number(),
});
export type PublicDoctor = z.infer<typeof publicDoctorSchema>;

export const DOCTOR_PAGE_TEXTS = {
  notFoundTitle: 'Doctor not found',
  notFoundBody:
    'This doctor is not listed. The link may be old, or the doctor is not verified yet.',
  findDoctors: 'Find a doctor',
  loading: 'Loading the doctor’s page…',
  loadFailed: 'Could not load this doctor’s page.',
  retry: 'Try again',
  about: 'About',
  experience: (years: number) => `${years} ${years === 1 ? 'year' : 'years'} of experience`,
  languages: 'Languages',
  registration: 'Registration',
  fees: 'Consultation fees',
  clinicFee: 'Clinic visit',
  videoFee: 'Video consultation',
  clinic: 'Clinic',
  viewMap: 'View on map',
  callClinic: 'Call the clinic',
  bookHeading: 'Book an appointment',
  stories: 'Patient stories',
  ratingLabel: (rating: number, count: number) =>
    `${rating.toFixed(1)} out of 5 from ${count} patient ${count === 1 ? 'story' : 'stories'}`,
  newDoctor: 'New on Digital Clinic',
  verified: 'Verified',
  description: (d: {
    name: string;
    specializations: string[];
    clinicCity: string;
    experience: number;
  }) =>
    `${d.name}${d.specializations.length ? `, ${d.specializations.join(', ')}` : ''} in ${d.clinicCity}, ${d.experience} years of experience. See fees, patient stories and free slots, and book online.`,
  viewProfile: 'View profile',
} as const;
