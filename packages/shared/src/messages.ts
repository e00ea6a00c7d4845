// Every user-facing text the spec quotes, word for word (spec sections 2, 5, 8).
// Screens, server validation and tests import these so they cannot drift apart.
import { BOOKING_HORIZON_YEARS, CALENDAR_MAX_YEAR, CALENDAR_MIN_YEAR } from './constants.ts';

export const VALIDATION = {
  nameRequired: 'Name is required',
  mobileExact: 'Mobile number must be exactly 10 digits',
  mobileNumeric: 'Mobile number must be numeric',
  passwordRules: 'Please meet all password requirements',
  passwordsMismatch: 'Passwords do not match',
  emailExists: 'Email already exists',
  onlyPdf: 'Only PDF files are allowed',
  allPdf: 'All documents must be PDF files.',
  searchBothRequired: 'Please fill at least location or treatment field',
  /** Home search: both fields are required (spec section 5); one message per field. */
  locationRequired: 'Please enter a location',
  treatmentRequired: 'Please enter a treatment or speciality',
  phone10: 'Please enter a valid 10-digit phone number',
  otp6: 'Please enter a valid 6-digit OTP',
  validMobile: 'Please enter a valid mobile number',
  completeOtp: 'Please enter complete OTP',
  clientEmailRequired: 'Client email is required.',
  validEmail: 'Enter a valid email address.',
  sessionTitleRequired: 'Session title is required.',
  dateRequired: 'Date is required.',
  startTimeRequired: 'Start time is required.',
  endTimeRequired: 'End time is required.',
  endAfterStart: 'End time must be after start time.',
  fileTooLarge10mb: 'File size exceeds 10MB limit.',
  noteRequired: 'Please enter a note before saving.',
  fullNameMin: 'Full name must be at least 2 characters',
  reasonMin: 'Please describe the reason in at least 10 characters',
} as const;

export const FALLBACK_ERRORS = {
  specialities: 'Failed to fetch specialities',
  locations: 'Failed to fetch locations',
  clinicAddresses: 'Failed to fetch clinic addresses',
  sendOtp: 'Failed to send OTP',
  sendOtpSignup: 'Failed to send OTP.',
  verifyOtp: 'Failed to verify OTP',
  checkEmail: 'Failed to check email',
  createUser: 'Failed to create user',
  profileCompletion: 'Failed to submit profile completion',
  completeProfile: 'Failed to complete profile',
  userData: 'Failed to fetch user data',
  login: 'Failed to login',
  createAppointment: 'Failed to create appointment',
  searchDoctors: 'Failed to search doctors',
  network: 'Network error',
  noToken: 'No token found',
  createSlot: 'Could not create slot.',
} as const;

export const DROPDOWN_TEXTS = {
  searchingLocations: 'Searching locations...',
  noLocations: 'No locations found',
  loadingLocations: 'Loading locations...',
  errorLocations: 'Error loading locations',
  loadingSpecialities: 'Loading specialities...',
  noSpecialities: 'No specialities found',
  errorSpecialities: 'Error loading specialities',
  noAddresses: 'No addresses found',
  noCities: 'No cities found',
  error: (message: string) => `Error: ${message}`,
} as const;

export const TOASTS = {
  validMobile: 'Please enter a valid mobile number',
  completeOtp: 'Please enter complete OTP',
  otpSent: 'OTP sent successfully!',
  otpSentToMobile: 'OTP sent to your mobile number',
  otpResent: 'OTP resent to your mobile number',
  otpVerified: 'OTP verified successfully!',
  bookingConfirmed: 'Booking confirmed! Check your email for confirmation.',
  appointmentBooked: 'Appointment booked successfully!',
  slotCreated: 'Slot created successfully!',
  userCreated: 'User created successfully!',
  profileCompleted: 'Profile completed successfully!',
  profileFailed: (error: string) => `Profile completion failed: ${error}`,
  otpVerifiedLoggingIn: 'OTP Verified! Logging in...',
} as const;

export const EMPTY_TEXTS = {
  bookings: 'No bookings available.',
  prescriptions: 'No prescriptions available.',
  notes: 'No notes available.',
  documentsUploaded: 'No documents uploaded.',
  prescriptionHistory: 'No prescription history available.',
  noDoctors: 'No doctors found',
  noDoctorsHint: 'Try adjusting your search criteria or location',
} as const;

export const SERVER_ERRORS = {
  slotUnavailable: 'This time is not available. Please choose another slot.',
  bookingTokenMissing: 'Please verify your mobile number with the OTP first.',
  bookingTokenExpired: 'Your verification has expired. Please verify your mobile number again.',
  paymentFailed: 'The payment did not go through. Your slot was released; please try again.',
  cancelTooLate: 'Appointments can be cancelled or moved until 2 hours before the start.',
  slotTaken: 'This slot was just booked. Please choose another time.',
  busy: 'Someone else changed this at the same moment. Please try again.',
  notFound: 'Not found',
  unauthorized: 'Please log in to continue.',
  forbidden: 'You do not have access to this resource.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  internal: 'Something went wrong on our side. Please try again.',
  payloadTooLarge: 'The upload is too large.',
  unsupportedMediaType: 'This file type is not supported.',
  validation: 'Some fields are not valid.',
  // Input hygiene and date bounds (issue 9): no input answers 5xx.
  /** A NUL character or a broken (lone surrogate) character anywhere in the request's text. */
  invalidCharacters:
    'The request contains characters that are not allowed (a NUL byte or a broken character).',
  /** A value the database cannot store (out of range, impossible date, bad encoding). */
  invalidValue: 'A value in the request is not valid.',
  malformedUpload: 'The upload could not be read. Please send the form again.',
  invalidDate: 'Use a real date in the format YYYY-MM-DD.',
  invalidMonth: 'Use the month format YYYY-MM.',
  dateOutOfRange: `Choose a date between the years ${CALENDAR_MIN_YEAR} and ${CALENDAR_MAX_YEAR}.`,
  monthOutOfRange: `Choose a month between the years ${CALENDAR_MIN_YEAR} and ${CALENDAR_MAX_YEAR}.`,
  tooFarAhead: `Appointments can be booked or moved at most ${BOOKING_HORIZON_YEARS} years ahead.`,
  // Abuse limits (issue 9): rules the spec does not state, listed in docs/spec-deviations.md.
  otpResendWait: 'Please wait before requesting a new OTP.',
  otpResendWaitSeconds: (seconds: number) =>
    `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before requesting a new OTP.`,
  loginThrottled:
    'Too many failed logins for this number from your network. Please try again later or reset your password.',
  loginThrottledMinutes: (minutes: number) =>
    `Too many failed logins for this number from your network. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} or reset your password.`,
  resetUsed: 'This reset link has already been used. Please request a new OTP.',
  /** send-otp and verify-otp name the account by one of the two, never both or neither. */
  mobileOrEmail: 'Enter the registered mobile number or the email address.',
  /** Only a password reset may name the account by its email. */
  emailOnlyForReset: 'An email address can be used only to reset a password.',
  patientDocumentTreatingDoctorOnly:
    'Prescriptions and lab reports can be opened only by the treating doctor.',
  uploadQuota: (maxFiles: number, maxMegabytes: number) =>
    `You have reached the upload limit of ${maxFiles} files and ${maxMegabytes} MB. Please contact support to free space.`,
  bookingLimitPerDoctor: (max: number) =>
    `You already have ${max} upcoming appointments with this doctor. Please attend or cancel one before booking another.`,
  bookingLimitPerDay: (max: number) =>
    `You already have ${max} appointments on this day. Please cancel one before booking another.`,
} as const;

export const LANDING = {
  headline: 'Your Digital Clinic Starts Here',
  services: ['Ambulance Services', 'Patient Portal', 'Doctor Portal'],
  readMore: 'Read More',
  smartPracticeHub: 'Smart Practice Hub',
  practiceBenefits: ['Verified Doctor Access', 'Appointment Control', 'Designed For Simplicity'],
  healthConcerns: [
    'Period doubts or pregnancy',
    'Acne, pimple or skin issues',
    'Performance issues in bed',
    'Cold, cough or fever',
    'Child not feeling well',
    'Depression or anxiety',
  ],
  exploreServices: 'Explore Services',
  register: 'Register',
} as const;

export const NOT_FOUND = {
  code: '404',
  title: 'Page Not Found',
  suggestion: 'The page you are looking for does not exist or has been moved.',
  goBack: 'Go Back',
  home: 'Home Page',
} as const;

export const REPORTS_PAGE = {
  title: 'Reports Page',
  text: 'This page is under construction. Expected completion in one week.',
  goBack: 'Go Back',
} as const;

export const LOADING_BOOKING = {
  title: 'Loading...',
  text: 'Please wait while we load your booking details',
} as const;

export const DEFAULT_USER_NAME = 'User';

/**
 * Doctor-portal texts the spec does not quote (toasts, fallbacks, empty states) and the
 * ones it does quote for the appointment-details screen. Kept together so screens and
 * tests share them; the server's portal messages are PORTAL_MESSAGES in portal.ts.
 */
export const PORTAL_TEXTS = {
  fallbacks: {
    summary: 'Failed to fetch portal summary',
    dashboard: 'Failed to fetch dashboard',
    notifications: 'Failed to fetch notifications',
    markRead: 'Failed to mark notifications as read',
    appointments: 'Failed to fetch appointments',
    appointment: 'Failed to fetch appointment',
    accept: 'Failed to accept appointment',
    reject: 'Failed to reject appointment',
    status: 'Failed to update status',
    notes: 'Failed to save notes',
    prescription: 'Failed to upload prescription',
    invoice: 'Failed to create invoice',
    calendar: 'Failed to fetch calendar',
    move: 'Failed to move appointment',
    openFile: 'Failed to open the file',
  },
  toasts: {
    accepted: 'Appointment accepted.',
    rejected: 'Appointment rejected.',
    statusChanged: (status: string) => `Status changed to ${status}.`,
    notesSaved: 'Notes saved.',
    prescriptionUploaded: 'Prescription uploaded.',
    invoiceCreated: (invoiceId: string) => `Invoice ${invoiceId} created.`,
    moved: 'Appointment moved.',
  },
  empty: {
    upcoming: 'No upcoming appointments.',
    pending: 'No pending requests.',
    appointments: 'No appointments match these filters.',
    notifications: 'No notifications yet.',
    calendarDay: 'No appointments on this day.',
  },
  notesPlaceholder: 'Write here...',
  prescriptionDrop: 'Select a file or drag and drop here',
  prescriptionHint: 'JPG, PNG or PDF, no more than 10MB',
  appointmentNotFoundHint:
    'This appointment does not exist or belongs to another practice. Check the link or open it from your appointments.',
} as const;

/** One label per verification document kind, as the profile and the admin area name them. */
export const DOCUMENT_LABELS: Record<string, string> = {
  governmentId: 'Government ID',
  degreeCertificate: 'Degree Certificate',
  medicalRegistration: 'Medical Registration',
  clinicDocument: 'Clinic Document',
  bankInfo: 'Bank Information',
};

/**
 * The doctor's /profile screen: texts the spec does not quote (fallbacks, toasts,
 * hints). The spec's own texts (password rules, 'Only PDF files are
 * allowed', 'File size exceeds 10MB limit.') stay in VALIDATION.
 */
export const PROFILE_TEXTS = {
  fallbacks: {
    profile: 'Failed to fetch profile',
    update: 'Failed to update profile',
    changePassword: 'Failed to change password',
    deactivate: 'Failed to deactivate account',
    upload: 'Failed to upload document',
    openDocument: 'Failed to open document',
  },
  toasts: {
    detailsSaved: 'Personal details saved.',
    passwordChanged: 'Your password has been changed.',
    deactivated: 'Your account has been deactivated.',
    documentUploaded: (label: string) => `${label} uploaded. It is pending verification.`,
  },
  notUploaded: 'Not uploaded',
  currentPasswordRequired: 'Please enter your current password.',
  deactivatePasswordRequired: 'Please enter your password to confirm.',
} as const;

/** The admin verification area (/admin): texts the spec does not quote. */
export const ADMIN_TEXTS = {
  fallbacks: {
    doctors: 'Failed to fetch doctors',
    doctor: 'Failed to fetch doctor',
    review: 'Failed to review document',
    openDocument: 'Failed to open document',
  },
  reasonRequired: 'Please give a reason for the rejection.',
  toasts: {
    verified: (label: string) => `${label} verified.`,
    rejected: (label: string) => `${label} rejected.`,
    doctorVerified: (name: string) => `${name} is now verified and listed in search.`,
  },
  empty: {
    Pending: 'No doctors are waiting for verification.',
    Rejected: 'No doctors have rejected documents.',
    Verified: 'No verified doctors yet.',
  },
} as const;

/** Texts of the doctor OTP screens: sign-up, login by code, password reset (spec sections 2, 4, 8). */
export const OTP_SCREEN_TEXTS = {
  resendOtp: 'Resend OTP',
  resendIn: (seconds: number) => `Resend in ${seconds}s`,
  confirm: 'Confirm',
  cancel: 'Cancel',
  sendingOtp: 'Sending OTP...',
  verifying: 'Verifying...',
} as const;

/** The patient booking screens' own words (spec section 2, "Patient booking screens"). */
export const BOOKING_TEXTS = {
  enterMobile: 'Enter your mobile number',
  enterOtp: 'Enter OTP',
  sendingOtp: 'Sending OTP...',
  verifyOtp: 'Verify OTP',
  verifying: 'Verifying...',
  /** Followed by '+91 {number}'. */
  codeSentTo: "We've sent a 6-digit code to",
  resendIn: (seconds: number) => `Resend in ${seconds}s`,
  resendOtp: 'Resend OTP',
  confirmationNote:
    "Your appointment will be confirmed once OTP is verified. You'll receive a confirmation SMS and email.",
  backToResults: 'Go back to my results',
  changeDateTime: 'Change Date & Time',
  getDirections: 'Get Directions',
  someoneElse: 'Someone Else',
  emailPlaceholder: 'Enter Your Email ID (Optional)',
  payLater: 'Pay later at the clinic',
  booking: 'Booking...',
  confirmed: 'Appointment Confirmed!',
  confirmationEmailed: 'Confirmation sent to your email',
  /**
   * A pay-later booking is a Pending request until the doctor accepts it
   * (docs/spec-deviations.md): its screens say so and never 'Confirmed'.
   */
  requested: 'Appointment Requested',
  bookedWith: (doctor: string) => `Your appointment with ${doctor} is booked.`,
  requestSentTo: (doctor: string) =>
    `Your request for an appointment with ${doctor} has been sent to the clinic.`,
  clinicWillConfirm: 'The clinic will confirm your request shortly; we will let you know by SMS.',
  confirmationSmsSoon: 'You will receive a confirmation SMS shortly.',
  requestSmsSoon:
    'You will receive an SMS now that your request is sent, and another once the clinic confirms it.',
  requestEmailed: 'Request details sent to your email',
  requestSentToast: 'Request sent! The clinic will confirm your appointment.',
  /** On a Pending booking in My appointments. */
  awaitingClinic: 'Waiting for the clinic to confirm',
  whatsNext: "What's Next",
  bookAnother: 'Book Another Appointment',
  goHome: 'Go to Home',
} as const;

/**
 * The video consultation room (/consult/:id): the server's refusals and the
 * screen's words. Both sides and their tests import them so they cannot drift.
 */
export const CONSULT_TEXTS = {
  title: 'Video consultation',
  /** No Bearer token and no booking token. */
  credentialsMissing: 'Please log in or verify your mobile number to join this consultation.',
  notFound: 'This consultation was not found.',
  notVirtual: 'This appointment is not an online consultation, so it has no video room.',
  /** Why a room is closed, by the appointment's status. */
  closed: {
    Completed: 'This consultation has ended.',
    'No-Show': 'This consultation has ended.',
    Cancelled: 'This consultation was cancelled.',
    Rejected: 'This consultation request was declined.',
  } as Record<string, string>,
  closedFallback: 'This consultation has ended.',
  tooManySignals: 'Too many connection messages in this room. Please rejoin.',
  /** The aria-live status line. */
  status: {
    starting: 'Starting your camera…',
    waitingForDoctor: 'Waiting for the doctor to join…',
    waitingForPatient: 'Waiting for the patient to join…',
    connecting: 'Connecting…',
    connected: 'Connected',
    peerLeft: 'The other side left the consultation.',
    mediaBlocked: 'Camera or microphone blocked: allow access in your browser and try again.',
    left: 'You left the consultation.',
    offline: 'Connection to the clinic lost. Retrying…',
  },
  controls: {
    mute: 'Mute',
    cameraOff: 'Camera off',
    leave: 'Leave',
    rejoin: 'Rejoin',
    tryAgain: 'Try again',
  },
  verifyIntro: 'Verify the mobile number you booked with to join your consultation.',
  backToAppointments: 'Back to appointments',
  backToMyAppointments: 'Back to my appointments',
  useAnotherNumber: 'Use another number',
  unavailableTitle: 'Consultation unavailable',
  notFoundTitle: 'Consultation not found',
  joinLink: 'Join video consultation',
  you: 'You',
  cameraIsOff: 'Camera is off',
  loadFailed: 'Failed to open the consultation',
} as const;
