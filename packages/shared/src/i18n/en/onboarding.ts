// English, namespace `onboarding`: the doctor sign-up wizard (name and mobile, OTP,
// password, clinic details, documents, preferred payment, success). The spec's texts
// are referenced from their constants; the wizard's own messages (apps/web
// features/onboarding/utils) are the same words, which a web test checks.
import { PAYMENT_METHODS, WEEKDAYS } from '../../constants.ts';
import { PROFILE_TEXTS as PRACTICE_TEXTS } from '../../practice-profile.ts';

export default {
  page: {
    title: 'Sign Up',
    documentTitle: 'Sign Up | {{appName}}',
    intro: 'Register your clinic for free and start taking appointments.',
  },
  progress: {
    label: 'Sign-up progress',
    stepOf: 'Step {{step}} of {{total}}:',
    completed: ' (completed)',
    steps: {
      details: 'Your details',
      verify: 'Verify mobile',
      password: 'Password',
      clinic: 'Clinic details',
      documents: 'Documents',
      payment: 'Payment',
      done: 'Done',
    },
  },
  account: {
    title: 'Create your doctor account',
    description: 'Registration is free. We will send a one-time code to verify your mobile number.',
    fullName: 'Full name',
    namePlaceholder: 'Dr. Asha Rao',
    mobile: 'Mobile number',
    mobilePlaceholder: '10-digit mobile number',
    continue: 'Continue',
    haveAccount: 'Already have an account?',
    logIn: 'Log in',
  },
  otp: {
    title: 'Verify your mobile number',
    /** <number/> is the mobile number, in bold. */
    sentTo: "We've sent a 6-digit code to <number/>.",
    editNumber: 'Edit number',
    /** <time>…</time> is the countdown, '4:59'. */
    expiresIn: 'Code expires in <time>{{countdown}}</time>',
    expired: 'The code has expired.',
  },
  password: {
    title: 'Set your password',
    description: 'You will log in with your mobile number and this password.',
    password: 'Password',
    confirm: 'Confirm password',
    creating: 'Creating account...',
    create: 'Create Account',
  },
  clinic: {
    title: 'Clinic details',
    description: 'Tell patients where to find you and when you are open.',
    email: 'Email',
    clinicName: 'Clinic name',
    clinicNamePlaceholder: 'Sunrise Family Clinic',
    extraInfo: 'Additional location info',
    extraInfoPlaceholder: 'Floor, building, landmark',
    phone: 'Phone shown to patients',
    phoneHint: "Patients see it under 'Contact Clinic'.",
    practice: 'Your practice',
    practiceIntro:
      'Shown to patients on your page and in search. Leave a fee blank to use the standard one.',
    continue: 'Continue to documents',
  },
  photo: {
    label: 'Profile photo',
    hint: 'A clear, front-facing photo helps patients recognise you. JPG or PNG, up to 5 MB; it is cropped to a square.',
    choose: 'Upload photo',
    change: 'Change photo',
    uploading: 'Uploading...',
    saved: 'Photo saved',
    alt: 'Your photo',
    orDrop: 'or drop it here',
  },
  specializations: {
    label: 'Specializations',
    description: 'Choose every speciality you practise; patients search by these.',
    search: 'Search specializations',
    addAnother: 'Add another specialization',
    chosen: 'Chosen specializations',
    remove: 'Remove {{name}}',
  },
  timings: {
    legend: 'Clinic timings',
    intro:
      'Add a shift for each time the clinic opens. Split days (e.g. morning and evening) take two shifts.',
    days: {
      Sunday: WEEKDAYS[0],
      Monday: WEEKDAYS[1],
      Tuesday: WEEKDAYS[2],
      Wednesday: WEEKDAYS[3],
      Thursday: WEEKDAYS[4],
      Friday: WEEKDAYS[5],
      Saturday: WEEKDAYS[6],
    },
    dayClosed: '{{day}} closed',
    closed: 'Closed',
    open: 'Open',
    closedAllDay: 'Closed all day',
    addShift: 'Add shift',
    addShiftOn: 'Add shift on {{day}}',
    /** A shift named for screen readers: 'Monday shift 2'. */
    shift: '{{day}} shift {{number}}',
    openingTime: 'Opening time',
    closingTime: 'Closing time',
    openingTimeOf: '{{shift}} opening time',
    closingTimeOf: '{{shift}} closing time',
    removeShift: 'Remove {{shift}}',
  },
  documents: {
    title: 'Upload documents',
    description:
      'Our team checks these before your profile appears in search. Only PDF files are accepted.',
    kinds: {
      governmentId: { label: 'Government ID', hint: 'Aadhaar, PAN, passport or voter ID' },
      degreeCertificate: { label: 'Degree certificate', hint: 'Your highest medical degree' },
      medicalRegistrationCert: {
        label: 'Medical registration certificate',
        hint: 'State medical council or NMC registration',
      },
      clinicDocument: {
        label: 'Clinic document',
        hint: 'Clinic registration or establishment licence',
      },
      bankInfo: { label: 'Bank information', hint: 'Cancelled cheque or bank statement' },
    },
    hintWithLimit: '{{hint}} · PDF only, up to 10 MB',
    choose: 'Choose PDF',
    replace: 'Replace file',
    remove: 'Remove',
    removeLabel: 'Remove {{label}}',
    orDrop: 'or drop it here',
    back: 'Back',
    continue: 'Continue to payment',
  },
  payment: {
    title: 'Preferred payment',
    description:
      'Choose how patients can pay at your clinic. Payouts for online bookings go to this bank branch.',
    method: 'Payment method',
    /** UPI is a name, the same in every language: shown as PAYMENT_METHODS gives it. */
    methods: {
      cash: PAYMENT_METHODS[0],
      card: PAYMENT_METHODS[1],
      netBanking: PAYMENT_METHODS[3],
      all: PAYMENT_METHODS[4],
    },
    ifsc: 'IFSC code',
    ifscHint: 'The 11-character code of your bank branch.',
    cashHandler: 'Cash handler',
    cashHandlerPlaceholder: 'e.g. Reception desk',
    cashHandlerHint: 'Who collects cash payments at the clinic.',
    back: 'Back',
    submitting: 'Submitting...',
    complete: 'Complete Profile',
  },
  success: {
    review:
      'Our team will review your documents. You will get a notification once your profile is verified and visible to patients.',
    goToDashboard: 'Go to Dashboard',
    opening: 'Opening your dashboard in {{seconds}}s…',
  },
  /**
   * The wizard's own validation messages (features/onboarding/utils and components),
   * shown translated by their English text (hooks/use-onboarding-text.ts).
   */
  validation: {
    emailRequired: 'Email is required',
    clinicNameRequired: 'Clinic name is required',
    clinicAddressRequired: 'Please choose the clinic address from the suggestions',
    cityRequired: 'City is required',
    specializationRequired: 'Choose at least one specialization',
    specializationsMax: 'Choose at most 10 specializations',
    extraInfoTooLong: 'Keep this under 500 characters',
    openingRequired: 'Opening time is required',
    closingRequired: 'Closing time is required',
    closingAfterOpening: 'Closing time must be after opening time',
    overlap: 'Shifts on the same day must not overlap',
    noShifts: 'Add a shift or mark the day as closed',
    noOpenDay: 'Add opening hours for at least one day',
    documentRequired: 'Please upload this document',
    allDocumentsRequired: 'Upload all five documents to continue.',
    fileTooLarge: 'This file is larger than 10 MB. Please choose a smaller PDF.',
    methodRequired: 'Please choose a payment method',
    ifscInvalid: 'Enter a valid 11-character IFSC code, e.g. HDFC0001234',
    cashHandlerRequired: 'Tell us who handles cash payments at the clinic',
    photoType: PRACTICE_TEXTS.photoType,
    photoTooLarge: PRACTICE_TEXTS.photoTooLarge,
    photoUnreadable: PRACTICE_TEXTS.photoUnreadable,
  },
} as const;
