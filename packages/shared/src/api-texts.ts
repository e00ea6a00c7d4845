// The API's refusals that used to be written where they are thrown (apps/server),
// gathered here word for word so the error catalogue (i18n/en/errors.ts) can
// name each one and give it a Hindi form (i18n/hi/errors.ts). The server throws
// with these; nothing else changed in what it answers.
import { ERRORS } from './errors.ts';

/** Appointment statuses as the refusals below say them ('a no-show' where it reads so). */
type Status = string;
const lowerStatus = (s: Status) => (s === 'No-Show' ? 'a no-show' : s.toLowerCase());

export const API_TEXTS = {
  doctorNotFound: 'Doctor not found',
  doctorNoLongerListed: 'This doctor is no longer listed',
  doctorProfileNotFound: 'Doctor profile not found',
  documentNotFound: 'Document not found',
  photoNotFound: 'Photo not found',
  calendarFeedNotFound: 'Calendar feed not found',
  noSuchSitemap: 'No such sitemap',
  addClinicBeforeHours: 'Add your clinic before its hours',
  onlyDoctorsCompleteProfile: 'Only doctors complete a practice profile.',
  profileAlreadyComplete: 'Your profile is already complete. Edit it from My Profile.',
  chooseSpecializations: 'Choose specializations from the list.',
  noOnlineConsultations: 'This doctor does not offer online consultations.',
  slotReleasedBeforePayment:
    'The slot was released before the payment completed. The advance will be refunded.',
  medicationTooLong: 'Medication must be at most 500 characters.',
  slotsHorizon: 'Slots are shown up to 60 days ahead',
  sendMultipart: 'Send the form as multipart/form-data.',
  sessionExpired: 'Your session has expired. Please log in again.',
  chooseValidStatus: 'Choose a valid status.',
  confirmedCannotBeRejected: 'A confirmed appointment cannot be rejected; cancel it instead.',
  acceptBeforeInvoicing: 'Accept the appointment before invoicing it.',
  invoiceOnlyAfterStart: 'An appointment can be invoiced only once its start time has passed.',
  noPatientToInvoice: 'This appointment has no patient to invoice.',
  noPatient: 'This appointment has no patient.',
  // Messages of the shared request schemas (onboarding, portal, validation, dates).
  timesHhmm: 'Times must be HH:MM (24-hour)',
  closingAfterOpening: 'Closing time must be after opening time',
  shiftsOverlap: 'Shifts of one day must not overlap',
  clinicNameRequired: 'Clinic name is required',
  clinicNameTooLong: 'Clinic name must be at most 150 characters',
  clinicLocationRequired: 'Clinic location is required',
  cityRequired: 'City is required',
  chooseOneSpecialization: 'Choose at least one specialization',
  specializationOnce: 'Each specialization only once',
  validDateTime: 'Enter a valid date and time.',
  sessionTitleTooLong: 'Session title must be at most 200 characters.',
  appointmentNoteTooLong: 'Note must be at most 2000 characters.',
  nameTooLong: 'Name must be at most 100 characters',
  startTimeIso: 'startTime must be an ISO date-time',
} as const;

/** Refusals that carry a value of the request (a status, a field, a route). */
export const API_TEXT_TEMPLATES = {
  /** A document the onboarding form must carry; `label` as LABELS in onboarding names it. */
  uploadPdf: (label: string) => `Please upload the ${label} (PDF).`,
  mustBeJson: (name: string) => `${name} must be JSON`,
  noRoute: (method: string, path: string) => `No route for ${method} ${path}`,
  /** The patient's own cancel or move (bookings/manage.ts). */
  cannotBeChanged: (status: Status) =>
    `This appointment is ${status.toLowerCase()} and cannot be changed.`,
  finalStatus: (status: Status) =>
    `This appointment is ${lowerStatus(status)} and can no longer be changed.`,
  acceptBeforeMarking: (to: Status) => `Accept the appointment before marking it ${to}.`,
  cannotSetTo: (from: Status, to: Status) =>
    `A ${from.toLowerCase()} appointment cannot be set to ${to}.`,
  markOnlyAfterStart: (to: Status) =>
    `An appointment can be marked ${to} only once its start time has passed.`,
  cannotBeMoved: (status: Status) =>
    `This appointment is ${lowerStatus(status)} and cannot be moved.`,
  cannotBeInvoiced: (status: Status) =>
    `This appointment is ${lowerStatus(status)} and cannot be invoiced.`,
  noPrescriptionWhen: (status: Status) =>
    `This appointment is ${status.toLowerCase()}; a prescription cannot be attached.`,
} as const;

/** The server's sign-in and sign-up refusals (and one SMS), formerly in apps/server auth-service. */
export const AUTH_MESSAGES = {
  invalidLogin: 'Invalid mobile number or password',
  tooManyOtp: 'Too many OTP requests. Please try again in 15 minutes.',
  tooManyVerify: 'Too many attempts. Please try again in 15 minutes.',
  tooManyLogin: 'Too many login attempts. Please try again in 15 minutes.',
  verifyFirst: 'Please verify your mobile number with the OTP first.',
  phoneTaken: 'An account with this mobile number already exists. Please log in.',
  resetExpired: ERRORS.RESET_EXPIRED.message,
  alreadyRegisteredSms:
    'This mobile number already has a Digital Clinic account. Log in, or use Forgot Password to reset it.',
} as const;
