// The SMS and emails to a patient in English (issue 14): each entry is the
// existing English text, named here so i18n/hi/sms.ts gives the same keys a
// Hindi form. The server picks the catalogue by the booking's language.
import { AUTH_MESSAGES } from '../../api-texts.ts';
import { PAYMENTS_MESSAGES } from '../../payments.ts';
import { reviewInvitationText } from '../../review-texts.ts';
import { otpSmsText, PATIENT_SMS } from '../../sms-texts.ts';
import { WAITLIST_MESSAGES } from '../../waitlist.ts';

export const EN_SMS = {
  /** The locale the appointment's time is written in. */
  locale: 'en-IN',
  onlineConsultation: PATIENT_SMS.onlineConsultation,
  booked: PATIENT_SMS.booked,
  bookedSubject: PATIENT_SMS.bookedSubject,
  requested: PATIENT_SMS.requested,
  requestedSubject: PATIENT_SMS.requestedSubject,
  reminder: PATIENT_SMS.reminder,
  reminderSubject: PATIENT_SMS.reminderSubject,
  created: PATIENT_SMS.created,
  createdSubject: PATIENT_SMS.createdSubject,
  confirmed: PATIENT_SMS.confirmed,
  confirmedSubject: PATIENT_SMS.confirmedSubject,
  rejected: PATIENT_SMS.rejected,
  rejectedSubject: PATIENT_SMS.rejectedSubject,
  cancelled: PATIENT_SMS.cancelled,
  cancelledSubject: PATIENT_SMS.cancelledSubject,
  moved: PATIENT_SMS.moved,
  movedSubject: PATIENT_SMS.movedSubject,
  refund: PAYMENTS_MESSAGES.refundSms,
  requestExpired: PAYMENTS_MESSAGES.requestExpiredSms,
  waitlistOffer: WAITLIST_MESSAGES.offerSms,
  waitlistJoined: WAITLIST_MESSAGES.joinedSms,
  reviewInvitation: reviewInvitationText,
  reviewSubject: PATIENT_SMS.reviewSubject,
  otp: otpSmsText,
  alreadyRegistered: AUTH_MESSAGES.alreadyRegisteredSms,
} as const;

/** A catalogue of these texts: the same keys, each with the English entry's parameters. */
export type SmsCatalogue = {
  readonly [K in keyof typeof EN_SMS]: (typeof EN_SMS)[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : string;
};
