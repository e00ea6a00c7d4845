// The six steps of the booking modal (spec "Booking modal", section 5) and when
// each one lets the patient go on.

export const MODAL_STEPS = [
  'Schedule',
  'Name',
  'Email',
  'Phone + OTP',
  'Treatment',
  'Advance Payment',
] as const;
export type ModalStep = 1 | 2 | 3 | 4 | 5 | 6;

/** The booking form of the spec (section 3), plus the proof of the verified phone. */
export interface ModalForm {
  /** YYYY-MM-DD. */
  selectedDate: string;
  /** '09:00 AM'. */
  selectedTime: string;
  /** The slot's start instant. */
  start: string;
  /** The clinic's zone, in which the chosen time is shown from `start`. */
  timeZone: string;
  fullName: string;
  email: string;
  phone: string;
  otp: string;
  treatmentReason: string;
  /** Set once the server accepted the OTP for `phone`. */
  bookingToken: string | null;
}

export const EMPTY_MODAL_FORM: ModalForm = {
  selectedDate: '',
  selectedTime: '',
  start: '',
  timeZone: '',
  fullName: '',
  email: '',
  phone: '',
  otp: '',
  treatmentReason: '',
  bookingToken: null,
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const FULL_NAME_MIN = 2;
export const REASON_MIN = 10;

export const isValidName = (name: string) => name.trim().length >= FULL_NAME_MIN;
export const isValidEmail = (email: string) => EMAIL_PATTERN.test(email.trim());
export const isValidReason = (reason: string) => reason.trim().length >= REASON_MIN;

/**
 * Step 1 needs a date and time, 2 a full name of at least 2 characters, 3 an email
 * matching a simple pattern, 4 a verified OTP, 5 a reason of at least 10 characters.
 * Step 6 (payment) is valid once everything before it is.
 */
export function isStepValid(step: ModalStep, form: ModalForm): boolean {
  switch (step) {
    case 1:
      return form.selectedDate !== '' && form.selectedTime !== '' && form.start !== '';
    case 2:
      return isValidName(form.fullName);
    case 3:
      return isValidEmail(form.email);
    case 4:
      return form.bookingToken !== null;
    case 5:
      return isValidReason(form.treatmentReason);
    case 6:
      return ([1, 2, 3, 4, 5] as const).every((s) => isStepValid(s, form));
  }
}
