// The API's error messages in English, as the catalogue names them (issue 14).
// Nothing is written here: every entry is the existing constant the server
// throws or a schema refuses with, so English answers stay exactly as before.
// i18n/hi/errors.ts gives each key its Hindi form; i18n/server.ts picks one.
import { API_TEXT_TEMPLATES, API_TEXTS, AUTH_MESSAGES } from '../../api-texts.ts';
import { ERROR_CODES, ERRORS, type ErrorCode } from '../../errors.ts';
import { LEDGER_MESSAGES } from '../../ledger.ts';
import {
  ADMIN_TEXTS,
  CONSULT_TEXTS,
  FALLBACK_ERRORS,
  SERVER_ERRORS,
  VALIDATION,
} from '../../messages.ts';
import { PATIENT_MESSAGES } from '../../patients.ts';
import { PAYMENTS_MESSAGES } from '../../payments.ts';
import { PORTAL_MESSAGES } from '../../portal.ts';
import { PROFILE_TEXTS } from '../../practice-profile.ts';
import { REVIEW_MESSAGES } from '../../review-texts.ts';
import { SCHEDULE_ERRORS } from '../../schedule.ts';
import { TICKET_MESSAGES } from '../../tickets.ts';
import { WAITLIST_MESSAGES } from '../../waitlist.ts';

/** Each code's default message (the one answered when a throw names no other). */
export const EN_ERROR_CODES = Object.fromEntries(
  ERROR_CODES.map((code) => [code, ERRORS[code].message]),
) as Readonly<Record<ErrorCode, string>>;

/** Every other fixed message the API can answer, by a key the Hindi catalogue shares. */
export const EN_ERROR_MESSAGES = {
  // SERVER_ERRORS (the fixed ones; the ones with a value are templates below)
  slotUnavailable: SERVER_ERRORS.slotUnavailable,
  bookingTokenMissing: SERVER_ERRORS.bookingTokenMissing,
  bookingTokenExpired: SERVER_ERRORS.bookingTokenExpired,
  notFound: SERVER_ERRORS.notFound,
  invalidCharacters: SERVER_ERRORS.invalidCharacters,
  invalidValue: SERVER_ERRORS.invalidValue,
  malformedUpload: SERVER_ERRORS.malformedUpload,
  invalidDate: SERVER_ERRORS.invalidDate,
  invalidMonth: SERVER_ERRORS.invalidMonth,
  dateOutOfRange: SERVER_ERRORS.dateOutOfRange,
  monthOutOfRange: SERVER_ERRORS.monthOutOfRange,
  tooFarAhead: SERVER_ERRORS.tooFarAhead,
  otpResendWait: SERVER_ERRORS.otpResendWait,
  mobileOrEmail: SERVER_ERRORS.mobileOrEmail,
  emailOnlyForReset: SERVER_ERRORS.emailOnlyForReset,
  patientDocumentTreatingDoctorOnly: SERVER_ERRORS.patientDocumentTreatingDoctorOnly,
  noToken: FALLBACK_ERRORS.noToken,
  // The spec's validation messages (section 5), as the schemas answer them
  nameRequired: VALIDATION.nameRequired,
  mobileExact: VALIDATION.mobileExact,
  mobileNumeric: VALIDATION.mobileNumeric,
  passwordRules: VALIDATION.passwordRules,
  passwordsMismatch: VALIDATION.passwordsMismatch,
  emailExists: VALIDATION.emailExists,
  onlyPdf: VALIDATION.onlyPdf,
  allPdf: VALIDATION.allPdf,
  searchBothRequired: VALIDATION.searchBothRequired,
  locationRequired: VALIDATION.locationRequired,
  treatmentRequired: VALIDATION.treatmentRequired,
  phone10: VALIDATION.phone10,
  otp6: VALIDATION.otp6,
  validMobile: VALIDATION.validMobile,
  completeOtp: VALIDATION.completeOtp,
  clientEmailRequired: VALIDATION.clientEmailRequired,
  validEmail: VALIDATION.validEmail,
  sessionTitleRequired: VALIDATION.sessionTitleRequired,
  dateRequired: VALIDATION.dateRequired,
  startTimeRequired: VALIDATION.startTimeRequired,
  endTimeRequired: VALIDATION.endTimeRequired,
  endAfterStart: VALIDATION.endAfterStart,
  fileTooLarge10mb: VALIDATION.fileTooLarge10mb,
  noteRequired: VALIDATION.noteRequired,
  fullNameMin: VALIDATION.fullNameMin,
  reasonMin: VALIDATION.reasonMin,
  // Sign-in and sign-up
  invalidLogin: AUTH_MESSAGES.invalidLogin,
  tooManyOtp: AUTH_MESSAGES.tooManyOtp,
  tooManyVerify: AUTH_MESSAGES.tooManyVerify,
  tooManyLogin: AUTH_MESSAGES.tooManyLogin,
  verifyFirst: AUTH_MESSAGES.verifyFirst,
  phoneTaken: AUTH_MESSAGES.phoneTaken,
  // Refusals once written where thrown
  doctorNotFound: API_TEXTS.doctorNotFound,
  doctorNoLongerListed: API_TEXTS.doctorNoLongerListed,
  doctorProfileNotFound: API_TEXTS.doctorProfileNotFound,
  documentNotFound: API_TEXTS.documentNotFound,
  photoNotFound: API_TEXTS.photoNotFound,
  calendarFeedNotFound: API_TEXTS.calendarFeedNotFound,
  noSuchSitemap: API_TEXTS.noSuchSitemap,
  addClinicBeforeHours: API_TEXTS.addClinicBeforeHours,
  onlyDoctorsCompleteProfile: API_TEXTS.onlyDoctorsCompleteProfile,
  profileAlreadyComplete: API_TEXTS.profileAlreadyComplete,
  chooseSpecializations: API_TEXTS.chooseSpecializations,
  noOnlineConsultations: API_TEXTS.noOnlineConsultations,
  slotReleasedBeforePayment: API_TEXTS.slotReleasedBeforePayment,
  medicationTooLong: API_TEXTS.medicationTooLong,
  slotsHorizon: API_TEXTS.slotsHorizon,
  sendMultipart: API_TEXTS.sendMultipart,
  sessionExpired: API_TEXTS.sessionExpired,
  chooseValidStatus: API_TEXTS.chooseValidStatus,
  confirmedCannotBeRejected: API_TEXTS.confirmedCannotBeRejected,
  acceptBeforeInvoicing: API_TEXTS.acceptBeforeInvoicing,
  invoiceOnlyAfterStart: API_TEXTS.invoiceOnlyAfterStart,
  noPatientToInvoice: API_TEXTS.noPatientToInvoice,
  noPatient: API_TEXTS.noPatient,
  timesHhmm: API_TEXTS.timesHhmm,
  closingAfterOpening: API_TEXTS.closingAfterOpening,
  shiftsOverlap: API_TEXTS.shiftsOverlap,
  clinicNameRequired: API_TEXTS.clinicNameRequired,
  clinicNameTooLong: API_TEXTS.clinicNameTooLong,
  clinicLocationRequired: API_TEXTS.clinicLocationRequired,
  cityRequired: API_TEXTS.cityRequired,
  chooseOneSpecialization: API_TEXTS.chooseOneSpecialization,
  specializationOnce: API_TEXTS.specializationOnce,
  validDateTime: API_TEXTS.validDateTime,
  sessionTitleTooLong: API_TEXTS.sessionTitleTooLong,
  appointmentNoteTooLong: API_TEXTS.appointmentNoteTooLong,
  nameTooLong: API_TEXTS.nameTooLong,
  startTimeIso: API_TEXTS.startTimeIso,
  // Admin
  reasonRequired: ADMIN_TEXTS.reasonRequired,
  // Practice profile
  feeRange: PROFILE_TEXTS.feeRange,
  feeNumber: PROFILE_TEXTS.feeNumber,
  experienceRange: PROFILE_TEXTS.experienceRange,
  experienceWhole: PROFILE_TEXTS.experienceWhole,
  bioTooLong: PROFILE_TEXTS.bioTooLong,
  registrationNumberTooLong: PROFILE_TEXTS.registrationNumberTooLong,
  councilTooLong: PROFILE_TEXTS.councilTooLong,
  degreeEach: PROFILE_TEXTS.degreeEach,
  languageEach: PROFILE_TEXTS.languageEach,
  clinicPhone: PROFILE_TEXTS.clinicPhone,
  locationNeeded: PROFILE_TEXTS.locationNeeded,
  noClinic: PROFILE_TEXTS.noClinic,
  photoType: PROFILE_TEXTS.photoType,
  photoTooLarge: PROFILE_TEXTS.photoTooLarge,
  photoUnreadable: PROFILE_TEXTS.photoUnreadable,
  // Doctor portal
  startInPast: PORTAL_MESSAGES.startInPast,
  appointmentTooLong: PORTAL_MESSAGES.tooLong,
  medicationRequired: PORTAL_MESSAGES.medicationRequired,
  prescriptionFileRequired: PORTAL_MESSAGES.prescriptionFileRequired,
  prescriptionType: PORTAL_MESSAGES.prescriptionType,
  appointmentNotFound: PORTAL_MESSAGES.appointmentNotFound,
  notificationNotFound: PORTAL_MESSAGES.notificationNotFound,
  // Patients
  patientNotFound: PATIENT_MESSAGES.patientNotFound,
  patientNoteTooLong: PATIENT_MESSAGES.noteTooLong,
  labReportRequired: PATIENT_MESSAGES.labReportRequired,
  labReportType: PATIENT_MESSAGES.labReportType,
  labReportNotFound: PATIENT_MESSAGES.labReportNotFound,
  // Ledger and payments
  invoiceNotFound: LEDGER_MESSAGES.invoiceNotFound,
  discountAboveCost: LEDGER_MESSAGES.discountAboveCost,
  amountNotNegative: LEDGER_MESSAGES.amountNotNegative,
  amountTooLarge: LEDGER_MESSAGES.amountTooLarge,
  taxPercentRange: LEDGER_MESSAGES.taxPercentRange,
  paidAboveBalance: LEDGER_MESSAGES.paidAboveBalance,
  invalidIfsc: PAYMENTS_MESSAGES.invalidIfsc,
  invalidAccountNumber: PAYMENTS_MESSAGES.invalidAccountNumber,
  accountHolderTooLong: PAYMENTS_MESSAGES.accountHolderTooLong,
  cashHandlerTooLong: PAYMENTS_MESSAGES.cashHandlerTooLong,
  // Schedule
  slotMinutes: SCHEDULE_ERRORS.slotMinutes,
  minNotice: SCHEDULE_ERRORS.minNotice,
  horizon: SCHEDULE_ERRORS.horizon,
  timeOffFrom: SCHEDULE_ERRORS.timeOffFrom,
  timeOffTo: SCHEDULE_ERRORS.timeOffTo,
  timeOffOrder: SCHEDULE_ERRORS.timeOffOrder,
  timeOffPast: SCHEDULE_ERRORS.timeOffPast,
  timeOffTooLong: SCHEDULE_ERRORS.timeOffTooLong,
  timeOffNotFound: SCHEDULE_ERRORS.timeOffNotFound,
  // Tickets
  issueTypeRequired: TICKET_MESSAGES.issueTypeRequired,
  ticketMessageTooShort: TICKET_MESSAGES.messageTooShort,
  ticketMessageTooLong: TICKET_MESSAGES.messageTooLong,
  ticketReplyRequired: TICKET_MESSAGES.replyRequired,
  ticketReplyTooLong: TICKET_MESSAGES.replyTooLong,
  screenshotType: TICKET_MESSAGES.screenshotType,
  tooManyTickets: TICKET_MESSAGES.tooManyTickets,
  ticketNotFound: TICKET_MESSAGES.notFound,
  noScreenshot: TICKET_MESSAGES.noScreenshot,
  // Waitlist
  waitlistMobileMismatch: WAITLIST_MESSAGES.mobileMismatch,
  waitlistDayPast: WAITLIST_MESSAGES.dayPast,
  waitlistDayTooFar: WAITLIST_MESSAGES.dayTooFar,
  waitlistLinkNotFound: WAITLIST_MESSAGES.linkNotFound,
  // Reviews
  ratingRequired: REVIEW_MESSAGES.ratingRequired,
  storyTooShort: REVIEW_MESSAGES.storyTooShort,
  storyTooLong: REVIEW_MESSAGES.storyTooLong,
  reviewReplyRequired: REVIEW_MESSAGES.replyRequired,
  reviewReplyTooLong: REVIEW_MESSAGES.replyTooLong,
  reviewLinkNotFound: REVIEW_MESSAGES.linkNotFound,
  reviewNotFound: REVIEW_MESSAGES.reviewNotFound,
  // Video consultation
  consultCredentialsMissing: CONSULT_TEXTS.credentialsMissing,
  consultNotFound: CONSULT_TEXTS.notFound,
  consultNotVirtual: CONSULT_TEXTS.notVirtual,
  consultEnded: CONSULT_TEXTS.closedFallback,
  consultCancelled: CONSULT_TEXTS.closed.Cancelled!,
  consultDeclined: CONSULT_TEXTS.closed.Rejected!,
  consultTooManySignals: CONSULT_TEXTS.tooManySignals,
} as const satisfies Record<string, string>;

/** Messages that carry a value: the server throws them with their key and arguments. */
export const EN_ERROR_TEMPLATES = {
  otpResendWaitSeconds: SERVER_ERRORS.otpResendWaitSeconds,
  loginThrottledMinutes: SERVER_ERRORS.loginThrottledMinutes,
  uploadQuota: SERVER_ERRORS.uploadQuota,
  bookingLimitPerDoctor: SERVER_ERRORS.bookingLimitPerDoctor,
  bookingLimitPerDay: SERVER_ERRORS.bookingLimitPerDay,
  uploadPdf: API_TEXT_TEMPLATES.uploadPdf,
  mustBeJson: API_TEXT_TEMPLATES.mustBeJson,
  noRoute: API_TEXT_TEMPLATES.noRoute,
  cannotBeChanged: API_TEXT_TEMPLATES.cannotBeChanged,
  finalStatus: API_TEXT_TEMPLATES.finalStatus,
  acceptBeforeMarking: API_TEXT_TEMPLATES.acceptBeforeMarking,
  cannotSetTo: API_TEXT_TEMPLATES.cannotSetTo,
  markOnlyAfterStart: API_TEXT_TEMPLATES.markOnlyAfterStart,
  cannotBeMoved: API_TEXT_TEMPLATES.cannotBeMoved,
  cannotBeInvoiced: API_TEXT_TEMPLATES.cannotBeInvoiced,
  noPrescriptionWhen: API_TEXT_TEMPLATES.noPrescriptionWhen,
} as const;

export type ErrorMessageKey = keyof typeof EN_ERROR_MESSAGES;
export type ErrorTemplateKey = keyof typeof EN_ERROR_TEMPLATES;
export type ErrorTemplateArgs<K extends ErrorTemplateKey> = Parameters<
  (typeof EN_ERROR_TEMPLATES)[K]
>;
