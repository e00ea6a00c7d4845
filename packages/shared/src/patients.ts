// My Patients and Patient details (spec section 2 /my-patients and
// /patient-details, issue 11): the query, the answers the server sends and the
// web app reads, and the texts both show. One declaration for both sides.
//
// Definitions (the server's SQL and the dashboard's Total Patients card follow them):
// - a doctor's patient: someone with at least one appointment with the doctor
//   that was not Cancelled or Rejected (any date, any mode). Only they are
//   listed, and only their record opens (anyone else answers 404). The list's
//   unfiltered total is the dashboard's Total Patients figure.
// - a visit: a Completed appointment with this doctor. visits counts them;
//   lastVisit is the clinic-zone date of the latest one (null before the first).
//   A booked, missed (No-Show) or refused appointment is not a visit.
import { z } from 'zod';
import { APPOINTMENT_STATUSES, INACTIVE_APPOINTMENT_STATUSES } from './constants.ts';
import { calendarDateSchema } from './dates.ts';
import { VALIDATION } from './messages.ts';

/** Statuses that do not make someone the doctor's patient (see above). */
export const NOT_A_PATIENT_STATUSES = INACTIVE_APPOINTMENT_STATUSES;
/** The status that counts as a visit (see above). */
export const VISIT_STATUS = 'Completed' as const;

export const PATIENT_MESSAGES = {
  patientNotFound: 'Patient not found',
  noteTooLong: 'A note can be at most 5,000 characters.',
  labReportRequired: 'Choose a file to upload.',
  labReportType: 'Lab reports must be JPG, PNG or PDF files.',
  labReportNotFound: 'Lab report not found',
  noteSaved: 'Note saved.',
  labReportUploaded: 'Lab report uploaded.',
  labReportRemoved: 'Lab report removed.',
  loadFailed: 'Failed to load patients',
  loadPatientFailed: 'Failed to load the patient',
  saveNoteFailed: 'Failed to save the note',
  uploadFailed: 'Failed to upload the lab report',
  removeFailed: 'Failed to remove the lab report',
  fileFailed: 'Failed to open the file',
  /** The spec's empty lists (section 8). */
  noBookings: 'No bookings available.',
  noPrescriptions: 'No prescriptions available.',
  noNotes: 'No notes available.',
  noLabReports: 'No lab reports uploaded.',
} as const;

export const NOTE_MAX_LENGTH = 5000;

export const PATIENT_SORTS = ['name', 'age', 'mobile', 'lastVisit', 'visits'] as const;
export type PatientSort = (typeof PATIENT_SORTS)[number];

export const PATIENTS_PAGE_SIZE = 10;

/**
 * GET /patients. search: case-insensitive substring of the name or the mobile
 * number; the last-visit range (inclusive, clinic-zone dates) applies only when
 * both ends are given, and then keeps only patients with a visit in it.
 * Ties in the sort are broken by name, then id.
 */
export const patientListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  lastVisitFrom: calendarDateSchema.optional(),
  lastVisitTo: calendarDateSchema.optional(),
  sort: z.enum(PATIENT_SORTS).default('name'),
  dir: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(PATIENTS_PAGE_SIZE),
});
export type PatientListQuery = z.infer<typeof patientListQuerySchema>;

export const patientListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Whole years today in the clinic's zone; null without a date of birth. */
  age: z.number().int().nullable(),
  gender: z.string().nullable(),
  /** +91 and 10 digits, or null (a patient known only by email). */
  mobile: z.string().nullable(),
  /** YYYY-MM-DD of the latest Completed visit, or null. */
  lastVisit: z.string().nullable(),
  /** Completed visits with this doctor. */
  visits: z.number().int(),
});
export type PatientListItem = z.infer<typeof patientListItemSchema>;

export const patientPageSchema = z
  .object({
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    patients: z.array(patientListItemSchema),
  })
  .describe(
    "total counts the filtered patients; without a filter it is the dashboard's Total Patients.",
  );
export type PatientPage = z.infer<typeof patientPageSchema>;

export const patientProfileSchema = patientListItemSchema.extend({
  email: z.string().nullable(),
  /** YYYY-MM-DD the patient was first recorded. */
  memberSince: z.string(),
});

export const patientBookingSchema = z.object({
  /** The appointment's id (for /appointment-details/{publicId without #}). */
  id: z.string(),
  publicId: z.string(),
  /** YYYY-MM-DD and '09:00 AM' in the clinic's zone. */
  date: z.string(),
  time: z.string(),
  /** The clinic's name, 'Video consultation', or the home address. */
  location: z.string(),
  appointmentType: z.enum(['Clinic Visit', 'Home Visit', 'Virtual']),
  status: z.enum(APPOINTMENT_STATUSES),
  treatment: z.string(),
});

export const patientPrescriptionSchema = z.object({
  /** PRE-xxxx */
  id: z.string(),
  /** The medication. */
  description: z.string(),
  /** YYYY-MM-DD */
  date: z.string(),
  doctor: z.string(),
  /** GET /api/documents/{documentId} serves its file; null when it has none. */
  documentId: z.string().nullable(),
});

export const consultationNoteSchema = z.object({
  id: z.string(),
  content: z.string(),
  /** ISO instant it was written. */
  createdAt: z.string(),
});
export type ConsultationNote = z.infer<typeof consultationNoteSchema>;

export const labReportSchema = z.object({
  /** The document id: GET /api/documents/{id} serves it. */
  id: z.string(),
  name: z.string(),
  /** Bytes. */
  size: z.number().int(),
  mime: z.string(),
  /** YYYY-MM-DD uploaded, in the clinic's zone. */
  date: z.string(),
});
export type LabReport = z.infer<typeof labReportSchema>;

export const patientDetailsSchema = z.object({
  patient: patientProfileSchema,
  /** Every appointment with this doctor, newest first. */
  appointments: z.array(patientBookingSchema),
  /** This doctor's prescriptions for the patient, newest first. */
  prescriptions: z.array(patientPrescriptionSchema),
  /** This doctor's notes, newest first. */
  notes: z.array(consultationNoteSchema),
  /** Lab reports and images this doctor keeps for the patient, newest first. */
  labReports: z.array(labReportSchema),
});
export type PatientDetails = z.infer<typeof patientDetailsSchema>;

/** POST /patients/{id}/notes. */
export const addNoteSchema = z.object({
  text: z
    .string({ error: VALIDATION.noteRequired })
    .trim()
    .min(1, VALIDATION.noteRequired)
    .max(NOTE_MAX_LENGTH, PATIENT_MESSAGES.noteTooLong),
});
export type AddNoteInput = z.infer<typeof addNoteSchema>;

/** '34 Yrs' as the spec shows ages; '—' without one. */
export const ageLabel = (age: number | null) => (age === null ? '—' : `${age} Yrs`);

/** 2048 -> '2 KB', 1572864 -> '1.5 MB'. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '')} MB`;
}
