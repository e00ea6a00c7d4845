// Business constants of spec section 9. One source for server, web and tests.

export const OTP_LENGTH = 6;
/** Sign-up OTP lifetime and the 5:00 countdown on the sign-up OTP screen. */
export const SIGNUP_OTP_EXPIRY_SECONDS = 300;
/** Every OTP code expires after 5 minutes on the server, whatever its purpose. */
export const OTP_TTL_SECONDS = 300;
export const OTP_MAX_ATTEMPTS = 5;
export const PATIENT_OTP_RESEND_SECONDS = 30;
export const LOGIN_OTP_COUNTDOWN_SECONDS = 21;

export const PHONE_DIGITS = 10;
export const COUNTRY_CODE = '+91';
export const PASSWORD_MIN_LENGTH = 8;
/** The fixed set of special characters the password rule accepts. */
export const PASSWORD_SPECIAL_CHARS = '!@#$%^&*()_+-=[]{};\':"\\|,.<>/?~`';

export const AUTOCOMPLETE_MIN_CHARS = 2;
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;
export const AUTOCOMPLETE_PAGE_SIZE = 10;
export const EMAIL_CHECK_DEBOUNCE_MS = 400;
export const PASSWORD_CHECK_DEBOUNCE_MS = 300;
export const DOCTOR_SEARCH_PAGE_SIZE = 15;

export const ONBOARDING_MAX_FILE_BYTES = 10 * 1024 * 1024;
export const LAB_REPORT_MAX_BYTES = 10485760;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

export const DEFAULT_SHIFT = { openingTime: '09:00', closingTime: '17:00' } as const;

/** Advance payment: 30 percent of the mode's fee, rounded. */
export const ADVANCE_PERCENT = 30;
export const BOOKING_DAYS_AHEAD = 7;
export const DEFAULT_SLOT_MINUTES = 30;
export const DEFAULT_MIN_NOTICE_MINUTES = 60;
export const RESULTS_PICKER_DAYS_VISIBLE = 3;
export const REMINDER_HOURS_BEFORE = 24;
export const ARRIVE_MINUTES_EARLY = 10;
export const CANCEL_CUTOFF_HOURS = 2;
export const PAYMENT_PROCESSING_MS = 2000;

export const DASHBOARD_UPCOMING_PAGE_SIZE = 5;
export const DASHBOARD_PENDING_PAGE_SIZE = 3;
export const ANNOUNCEMENTS_SHOWN = 3;
export const NOTIFICATIONS_SHOWN = 6;

export const CALENDAR_COLUMNS = 7;
export const CALENDAR_MIN_CELL_HEIGHT_PX = 150;
export const TOAST_AUTO_CLOSE_MS = 3000;
export const NOTIFICATION_PANEL_SLIDE_MS = 300;
export const FILTER_MODAL_WIDTH_PX = 400;
export const ADD_APPOINTMENT_DIALOG_WIDTH_PX = 480;

export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';
export const DEFAULT_CURRENCY = 'INR';
export const MARKETING_USERS_CLAIM = '100k+';
export const WORKING_HOURS_TEXT = 'Mon-Sat 9:00 AM to 7:00 PM';

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const DAYS_OF_WEEK = WEEKDAYS.map((d) => d.toUpperCase()) as Uppercase<Weekday>[];
export type DayOfWeek = Uppercase<Weekday>;

export const PAYMENT_METHODS = [
  'Cash',
  'Credit/Debit Card',
  'UPI',
  'Net Banking',
  'All of the above',
] as const;

export const APPOINTMENT_STATUSES = [
  'Pending',
  'Confirmed',
  'Completed',
  'Rejected',
  'No-Show',
  'Cancelled',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
/** Statuses that no longer hold their time: left out of the overlap constraint. */
export const INACTIVE_APPOINTMENT_STATUSES = ['Cancelled', 'Rejected'] as const;

export const APPOINTMENT_MODES = ['clinic', 'virtual', 'home'] as const;
export type AppointmentMode = (typeof APPOINTMENT_MODES)[number];
export const APPOINTMENT_TYPE_LABELS: Record<AppointmentMode, string> = {
  clinic: 'Clinic Visit',
  virtual: 'Virtual',
  home: 'Home Visit',
};

export const DOCUMENT_STATUSES = ['Pending', 'Verified', 'Rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
export const VERIFICATION_DOCUMENT_KINDS = [
  'governmentId',
  'degreeCertificate',
  'medicalRegistration',
  'clinicDocument',
] as const;
export const ONBOARDING_DOCUMENT_KINDS = [...VERIFICATION_DOCUMENT_KINDS, 'bankInfo'] as const;

export const OTP_PURPOSES = ['SIGNUP', 'LOGIN', 'BOOKING', 'RESET'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];
/**
 * The least time between two codes for one phone and purpose, enforced by the
 * server: each purpose's screen countdown (30 s patient phone OTP, 21 s login
 * and forgot-password screens; sign-up waits 300 s, so 30 s never shows there).
 */
export const OTP_RESEND_INTERVAL_SECONDS: Readonly<Record<OtpPurpose, number>> = {
  SIGNUP: PATIENT_OTP_RESEND_SECONDS,
  BOOKING: PATIENT_OTP_RESEND_SECONDS,
  LOGIN: LOGIN_OTP_COUNTDOWN_SECONDS,
  RESET: LOGIN_OTP_COUNTDOWN_SECONDS,
};

// Abuse limits (issue 9; docs/spec-deviations.md, docs/decisions/007-login-throttling.md).
/** Failed password logins are counted in windows of this length. */
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;
/** Failures allowed for one account from one address per window; then that pair waits out the window. */
export const LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS = 10;
/** Failures allowed from one address across all accounts per window (credential stuffing). */
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 30;
/** Failures allowed on one account from all unfamiliar addresses per window (a botnet); familiar ones pass. */
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 100;
/** An address with a successful login this recent is familiar to the account. */
export const LOGIN_FAMILIAR_ADDRESS_DAYS = 30;
/** A doctor's own stored files (verification documents; replaced ones are deleted). */
export const DOCTOR_UPLOAD_MAX_FILES = 50;
export const DOCTOR_UPLOAD_MAX_BYTES = 200 * 1024 * 1024;
/**
 * Files attached to one appointment (prescriptions). Counted per visit, not
 * per doctor, so a busy practice never runs out of room for its patients.
 */
export const APPOINTMENT_UPLOAD_MAX_FILES = 20;
export const APPOINTMENT_UPLOAD_MAX_BYTES = 100 * 1024 * 1024;
/**
 * Lab reports and images one doctor keeps for one patient (Patient details).
 * Counted per patient record, so they never eat the doctor's own budget.
 */
export const PATIENT_RECORD_UPLOAD_MAX_FILES = 50;
export const PATIENT_RECORD_UPLOAD_MAX_BYTES = 200 * 1024 * 1024;
/** Active future bookings one phone may hold with one doctor. */
export const BOOKING_MAX_ACTIVE_PER_DOCTOR = 3;
/** Active bookings one phone may hold on one calendar day, across doctors. */
export const BOOKING_MAX_PER_DAY = 10;

export const USER_ROLES = ['doctor', 'patient', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const TICKET_STATUSES = ['Open', 'Resolved'] as const;

/** The first and last year any date or month in a request may name (issue 9: no input reaches the database unusable). */
export const CALENDAR_MIN_YEAR = 2000;
export const CALENDAR_MAX_YEAR = 2100;
/** How far ahead an appointment may be booked, added or moved. */
export const BOOKING_HORIZON_YEARS = 2;
