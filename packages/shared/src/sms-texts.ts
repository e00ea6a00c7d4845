// The SMS and emails a patient gets about a booking, and the OTP SMS, in
// English: moved word for word from apps/server (bookings/notify.ts,
// appointments/notify-patient.ts, auth/otp-service.ts) so the language
// catalogue (i18n/en/sms.ts, i18n/hi/sms.ts) can name them (issue 14).
import type { OtpPurpose } from './constants.ts';

/** What a booking message says about the appointment. */
export interface AppointmentFacts {
  /** The appointment's number without '#'. */
  publicId: number;
  doctorName: string;
  /** The start, formatted in the clinic's zone (whenText on the server). */
  when: string;
}

export interface BookedFacts extends AppointmentFacts {
  where: string;
  /** The advance paid, formatted ('₹500'), or null. */
  advancePaid: string | null;
  /** Minutes to arrive early (a clinic visit), or null. */
  arriveMinutesEarly: number | null;
  calendarFileUrl: string | null;
}

const advance = (a: BookedFacts) => (a.advancePaid ? ` Advance paid: ${a.advancePaid}.` : '');
const bookedTail = (a: BookedFacts) =>
  (a.arriveMinutesEarly !== null ? ` Please arrive ${a.arriveMinutesEarly} minutes early.` : '') +
  (a.calendarFileUrl ? ` Add to calendar: ${a.calendarFileUrl}` : '');

export const PATIENT_SMS = {
  onlineConsultation: 'Online consultation',
  /** The patient's own booking, confirmed (SMS and email body). */
  booked: (a: BookedFacts) =>
    `Your appointment #${a.publicId} with ${a.doctorName} is booked for ${a.when}. ${a.where}.${advance(a)}` +
    bookedTail(a),
  bookedSubject: (publicId: number) => `Appointment #${publicId} confirmed`,
  /** The patient's own booking still Pending (pay later): a request until the doctor accepts it. */
  requested: (a: BookedFacts) =>
    `Your appointment request #${a.publicId} with ${a.doctorName} for ${a.when} has been sent. ${a.where}.${advance(a)} The clinic will confirm it; we will let you know by SMS.` +
    bookedTail(a),
  requestedSubject: (publicId: number) => `Appointment request #${publicId} received`,
  /** Sent the day before; `where` only for the patient's own bookings. */
  reminder: (a: AppointmentFacts & { where: string | null }) =>
    `Reminder: your appointment #${a.publicId} with ${a.doctorName} is tomorrow, ${a.when}.${a.where ? ` ${a.where}.` : ''}`,
  reminderSubject: (publicId: number) => `Reminder: appointment #${publicId}`,
  /** The doctor booked for the patient. */
  created: (a: AppointmentFacts & { clinicName: string | null }) =>
    `${a.doctorName} has booked an appointment #${a.publicId} for you on ${a.when}${a.clinicName ? ` at ${a.clinicName}` : ''}.`,
  createdSubject: (a: AppointmentFacts) => `Appointment #${a.publicId} with ${a.doctorName}`,
  confirmed: (a: AppointmentFacts) =>
    `Your appointment #${a.publicId} with ${a.doctorName} on ${a.when} is confirmed.`,
  confirmedSubject: (a: AppointmentFacts) => `Appointment #${a.publicId} confirmed`,
  rejected: (a: AppointmentFacts) =>
    `${a.doctorName} could not accept your appointment request #${a.publicId} for ${a.when}. Please book another time.`,
  rejectedSubject: (a: AppointmentFacts) => `Appointment #${a.publicId} not accepted`,
  /** `reason`: the clinic's own words (its time off), said after the standard text. */
  cancelled: (a: AppointmentFacts & { reason: string | null }) =>
    `Your appointment #${a.publicId} with ${a.doctorName} on ${a.when} has been cancelled by the clinic.${a.reason ? ` Reason: ${a.reason}.` : ''}`,
  cancelledSubject: (a: AppointmentFacts) => `Appointment #${a.publicId} cancelled`,
  moved: (a: AppointmentFacts) =>
    `Your appointment #${a.publicId} with ${a.doctorName} has been moved to ${a.when}.`,
  movedSubject: (a: AppointmentFacts) => `Appointment #${a.publicId} moved`,
  /** The email subject of the review invitation (sent by email when only an address is known). */
  reviewSubject: 'How was your visit?',
} as const;

/** The SMS carrying a one-time code. */
export function otpSmsText(code: string, purpose: OtpPurpose): string {
  const what =
    purpose === 'BOOKING'
      ? 'to confirm your appointment'
      : purpose === 'RESET'
        ? 'to reset your password'
        : purpose === 'LOGIN'
          ? 'to log in'
          : 'to verify your mobile number';
  return `${code} is your Digital Clinic OTP ${what}. It expires in 5 minutes. Do not share it with anyone.`;
}
