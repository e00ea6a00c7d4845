// English, namespace `forms`: what the patient's and the doctor's forms share —
// the spec's validation messages (shown in Hindi by mapping the schema's English
// message to its key at display time, apps/web/src/hooks/use-validation-text.ts),
// the spec's toasts, the one-time-password pieces, and the practice and location
// fields that sign-up and My Profile share.
import { API_TEXTS } from '../../api-texts.ts';
import {
  BOOKING_TEXTS,
  DROPDOWN_TEXTS,
  OTP_SCREEN_TEXTS,
  TOASTS,
  VALIDATION,
} from '../../messages.ts';
import { PAYMENTS_MESSAGES } from '../../payments.ts';
import { GENDER_LABELS, PROFILE_TEXTS as PRACTICE_TEXTS } from '../../practice-profile.ts';
import { PASSWORD_RULES } from '../../validation.ts';

export default {
  /** Every key is a key of VALIDATION (or API_TEXTS, PAYMENTS_MESSAGES), its value the spec's message. */
  validation: {
    ...VALIDATION,
    nameTooLong: API_TEXTS.nameTooLong,
    clinicNameRequired: API_TEXTS.clinicNameRequired,
    clinicNameTooLong: API_TEXTS.clinicNameTooLong,
    clinicLocationRequired: API_TEXTS.clinicLocationRequired,
    cityRequired: API_TEXTS.cityRequired,
    chooseOneSpecialization: API_TEXTS.chooseOneSpecialization,
    closingAfterOpening: API_TEXTS.closingAfterOpening,
    shiftsOverlap: API_TEXTS.shiftsOverlap,
    cashHandlerTooLong: PAYMENTS_MESSAGES.cashHandlerTooLong,
  },
  toasts: {
    otpSent: TOASTS.otpSent,
    otpSentToMobile: TOASTS.otpSentToMobile,
    otpResent: TOASTS.otpResent,
    otpVerified: TOASTS.otpVerified,
    bookingConfirmed: TOASTS.bookingConfirmed,
    appointmentBooked: TOASTS.appointmentBooked,
    userCreated: TOASTS.userCreated,
    profileCompleted: TOASTS.profileCompleted,
    profileFailed: TOASTS.profileFailed('{{error}}'),
    otpVerifiedLoggingIn: TOASTS.otpVerifiedLoggingIn,
    requestSent: BOOKING_TEXTS.requestSentToast,
  },
  optional: '(optional)',
  otp: {
    oneTimePassword: 'One-time password',
    digitOf: 'Digit {{index}} of {{length}}',
    didntGetCode: "Didn't get the code?",
    resendOtp: OTP_SCREEN_TEXTS.resendOtp,
    /** OTP_SCREEN_TEXTS.resendIn(seconds) (forms.test.ts checks they agree). */
    resendIn: 'Resend in {{seconds}}s',
    sendingOtp: OTP_SCREEN_TEXTS.sendingOtp,
    verifying: OTP_SCREEN_TEXTS.verifying,
    verifyOtp: BOOKING_TEXTS.verifyOtp,
    codeSentTo: BOOKING_TEXTS.codeSentTo,
    changeNumber: 'Change number',
    continue: 'Continue',
    confirm: OTP_SCREEN_TEXTS.confirm,
    cancel: OTP_SCREEN_TEXTS.cancel,
  },
  password: {
    rules: {
      length: PASSWORD_RULES[0].label,
      upper: PASSWORD_RULES[1].label,
      lower: PASSWORD_RULES[2].label,
      number: PASSWORD_RULES[3].label,
      special: PASSWORD_RULES[4].label,
    },
  },
  /** The practice fields of sign-up step 3 and My Profile (components/ui/practice-fields). */
  practice: {
    labels: {
      gender: 'Gender',
      experience: 'Years of experience',
      offlineFee: 'Clinic visit fee',
      onlineFee: 'Video consultation fee',
      degrees: 'Degrees',
      languages: 'Languages spoken',
      registrationNumber: 'Registration number',
      council: 'Medical council',
      bio: 'Biography',
    },
    /** The same labels in Title Case, for a page whose other labels are. */
    titleLabels: {
      gender: 'Gender',
      experience: 'Years of Experience',
      offlineFee: 'Clinic Visit Fee',
      onlineFee: 'Video Consultation Fee',
      degrees: 'Degrees',
      languages: 'Languages Spoken',
      registrationNumber: 'Registration Number',
      council: 'Medical Council',
      bio: 'Biography',
    },
    notStated: 'Not stated',
    genders: {
      male: GENDER_LABELS.male,
      female: GENDER_LABELS.female,
      other: GENDER_LABELS.other,
    },
    offersVirtual: 'I offer video consultations',
    degreesPlaceholder: 'e.g. MBBS or MD',
    languagesPlaceholder: 'e.g. Hindi',
    bioPlaceholder: 'Your practice in a few sentences',
    /** The shared practice schema's messages (practice-profile.ts), shown translated. */
    validation: {
      feeRange: PRACTICE_TEXTS.feeRange,
      feeNumber: PRACTICE_TEXTS.feeNumber,
      experienceRange: PRACTICE_TEXTS.experienceRange,
      experienceWhole: PRACTICE_TEXTS.experienceWhole,
      bioTooLong: PRACTICE_TEXTS.bioTooLong,
      registrationNumberTooLong: PRACTICE_TEXTS.registrationNumberTooLong,
      councilTooLong: PRACTICE_TEXTS.councilTooLong,
      degreeEach: PRACTICE_TEXTS.degreeEach,
      languageEach: PRACTICE_TEXTS.languageEach,
      clinicPhone: PRACTICE_TEXTS.clinicPhone,
    },
  },
  /** The clinic address and city autocompletes (components/ui/location-fields). */
  location: {
    clinicAddress: 'Clinic address',
    addressPlaceholder: 'Start typing the locality, e.g. Koramangala',
    addressHint:
      "Pick your clinic's locality from the list; it sets the map location and the city.",
    city: 'City',
    cityPlaceholder: 'Start typing your city',
    noAddresses: DROPDOWN_TEXTS.noAddresses,
    noCities: DROPDOWN_TEXTS.noCities,
  },
} as const;
