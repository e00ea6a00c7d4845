// English, namespace `forms`: what the patient's and the doctor's forms share —
// the spec's validation messages (shown in Hindi by mapping the schema's English
// message to its key at display time, apps/web/src/hooks/use-validation-text.ts),
// the spec's toasts, and the one-time-password pieces.
import { API_TEXTS } from '../../api-texts.ts';
import { BOOKING_TEXTS, OTP_SCREEN_TEXTS, TOASTS, VALIDATION } from '../../messages.ts';
import { PASSWORD_RULES } from '../../validation.ts';

export default {
  /** Every key is a key of VALIDATION (or API_TEXTS), its value the spec's message. */
  validation: {
    ...VALIDATION,
    nameTooLong: API_TEXTS.nameTooLong,
    clinicNameRequired: API_TEXTS.clinicNameRequired,
    clinicLocationRequired: API_TEXTS.clinicLocationRequired,
    cityRequired: API_TEXTS.cityRequired,
    chooseOneSpecialization: API_TEXTS.chooseOneSpecialization,
    closingAfterOpening: API_TEXTS.closingAfterOpening,
    shiftsOverlap: API_TEXTS.shiftsOverlap,
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
} as const;
