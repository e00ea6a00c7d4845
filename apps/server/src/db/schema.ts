// The whole domain as one Drizzle schema. Migrations are generated from it
// (drizzle-kit) and committed; constraints Drizzle cannot express (the overlap
// exclusion, trigram indexes, extensions) live in a hand-written migration.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => ts('created_at').notNull().defaultNow();

export const appointmentPublicIdSeq = pgSequence('appointment_public_id_seq', {
  startWith: 1122584,
});
export const ticketNumberSeq = pgSequence('ticket_number_seq', { startWith: 1001 });

export const userRole = pgEnum('user_role', ['doctor', 'patient', 'admin']);
export const userStatus = pgEnum('user_status', ['active', 'deactivated']);
export const otpPurpose = pgEnum('otp_purpose', ['SIGNUP', 'LOGIN', 'BOOKING', 'RESET']);
export const gender = pgEnum('gender', ['male', 'female', 'other']);
export const verificationStatus = pgEnum('verification_status', [
  'Incomplete',
  'Pending',
  'Verified',
  'Rejected',
]);
export const documentStatus = pgEnum('document_status', ['Pending', 'Verified', 'Rejected']);
export const documentKind = pgEnum('document_kind', [
  'governmentId',
  'degreeCertificate',
  'medicalRegistration',
  'clinicDocument',
  'bankInfo',
  'prescription',
  'labReport',
  'patientDocument',
]);
export const dayOfWeek = pgEnum('day_of_week', [
  'SUNDAY',
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
]);
export const appointmentMode = pgEnum('appointment_mode', ['clinic', 'virtual', 'home']);
export const appointmentStatus = pgEnum('appointment_status', [
  'Pending',
  'Confirmed',
  'Completed',
  'Rejected',
  'No-Show',
  'Cancelled',
]);
export const paymentOption = pgEnum('payment_option', ['pay-online', 'pay-later']);
export const paymentStatus = pgEnum('payment_status', [
  'pending',
  'succeeded',
  'failed',
  'refunded',
]);
export const ticketStatus = pgEnum('ticket_status', ['Open', 'Resolved']);
export const messageChannel = pgEnum('message_channel', ['sms', 'email']);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    role: userRole('role').notNull(),
    name: text('name').notNull(),
    /** E.164, +91 followed by 10 digits. */
    phone: text('phone').notNull(),
    email: text('email'),
    passwordHash: text('password_hash'),
    status: userStatus('status').notNull().default('active'),
    /** Bumped by logout and password change: tokens carrying an older version stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_phone_uq').on(t.phone),
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    check('users_phone_ck', sql`${t.phone} ~ '^\\+91[0-9]{10}$'`),
  ],
);

export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    purpose: otpPurpose('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: ts('consumed_at'),
    /** When a correct code was entered: create-user and booking trust this for a while. */
    verifiedAt: ts('verified_at'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('otp_phone_purpose_idx').on(t.phone, t.purpose, t.createdAt)],
);

/**
 * The last code sent per phone and purpose, for the server's resend interval.
 * Written for every send-otp, registered number or not, so the answer never
 * tells them apart.
 */
export const otpSends = pgTable(
  'otp_sends',
  {
    phone: text('phone').notNull(),
    purpose: otpPurpose('purpose').notNull(),
    lastSentAt: ts('last_sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.phone, t.purpose] })],
);

/**
 * Password-login attempts per account (phone) and client address: failures in
 * the current window, and the last success from that address. See
 * docs/decisions/007-login-throttling.md.
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    phone: text('phone').notNull(),
    ip: text('ip').notNull(),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: ts('window_started_at').notNull(),
    lastSuccessAt: ts('last_success_at'),
  },
  (t) => [primaryKey({ columns: [t.phone, t.ip] }), index('login_throttles_ip_idx').on(t.ip)],
);

export const specializations = pgTable(
  'specializations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
  },
  (t) => [
    uniqueIndex('specializations_name_uq').on(t.name),
    uniqueIndex('specializations_slug_uq').on(t.slug),
  ],
);

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    state: text('state').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    population: integer('population').notNull().default(0),
  },
  (t) => [uniqueIndex('cities_name_state_uq').on(t.name, t.state)],
);

export const localities = pgTable(
  'localities',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    name: text('name').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (t) => [uniqueIndex('localities_city_name_uq').on(t.cityId, t.name)],
);

export const doctorProfiles = pgTable(
  'doctor_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    gender: gender('gender'),
    experienceYears: integer('experience_years').notNull().default(5),
    degrees: text('degrees').notNull().default(''),
    nationality: text('nationality'),
    bio: text('bio'),
    photoUrl: text('photo_url'),
    /** An uploaded photo: the storage stem of its two sizes (null for none or a seed avatar). */
    photoKey: text('photo_key'),
    photoThumbUrl: text('photo_thumb_url'),
    /** Degrees as chosen; `degrees` above is the same list joined for display. */
    degreeList: text('degree_list')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    registrationNumber: text('registration_number'),
    council: text('council'),
    onlineFeePaise: integer('online_fee_paise').notNull().default(50000),
    offlineFeePaise: integer('offline_fee_paise').notNull().default(80000),
    slotMinutes: integer('slot_minutes').notNull().default(30),
    minNoticeMinutes: integer('min_notice_minutes').notNull().default(60),
    /** How many days ahead patients may book (the schedule editor). */
    bookingHorizonDays: integer('booking_horizon_days').notNull().default(30),
    offersVirtual: boolean('offers_virtual').notNull().default(true),
    offersHome: boolean('offers_home').notNull().default(false),
    verificationStatus: verificationStatus('verification_status').notNull().default('Incomplete'),
    profileCompleted: boolean('profile_completed').notNull().default(false),
    verifiedAt: ts('verified_at'),
    paymentMethod: text('payment_method'),
    ifscCode: text('ifsc_code'),
    cashHandler: text('cash_handler'),
    /** Payout account (Payments screen); the number is never sent back in full. */
    accountHolderName: text('account_holder_name'),
    accountNumber: text('account_number'),
    /** Kept in step with reviews so search can sort by rating without aggregating. */
    ratingAvg: doublePrecision('rating_avg').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    invoiceSerial: integer('invoice_serial').notNull().default(0),
    /** The practice's GST rate, the default tax of Save & Invoice (0 when not registered). */
    gstPercent: doublePrecision('gst_percent').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('doctor_profiles_verified_idx').on(t.verificationStatus),
    check('doctor_fees_ck', sql`${t.onlineFeePaise} >= 0 and ${t.offlineFeePaise} >= 0`),
    check(
      'doctor_fees_max_ck',
      sql`${t.onlineFeePaise} <= 10000000 and ${t.offlineFeePaise} <= 10000000`,
    ),
    check('doctor_experience_ck', sql`${t.experienceYears} between 0 and 70`),
    check('doctor_slot_minutes_ck', sql`${t.slotMinutes} between 5 and 240`),
    check('doctor_gst_percent_ck', sql`${t.gstPercent} between 0 and 100`),
    check('doctor_booking_horizon_days_ck', sql`${t.bookingHorizonDays} between 1 and 365`),
    check('doctor_min_notice_minutes_ck', sql`${t.minNoticeMinutes} between 0 and 10080`),
  ],
);

export const doctorSpecializations = pgTable(
  'doctor_specializations',
  {
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    specializationId: integer('specialization_id')
      .notNull()
      .references(() => specializations.id),
  },
  (t) => [
    primaryKey({ columns: [t.doctorId, t.specializationId] }),
    index('doctor_specializations_spec_idx').on(t.specializationId),
  ],
);

export const clinics = pgTable(
  'clinics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    cityId: integer('city_id').references(() => cities.id),
    city: text('city').notNull(),
    locality: text('locality'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
    currency: text('currency').notNull().default('INR'),
    additionalInfo: text('additional_info'),
    /** The phone shown to patients ('Contact Clinic'). */
    phone: text('phone'),
    createdAt: createdAt(),
  },
  (t) => [index('clinics_doctor_idx').on(t.doctorId), index('clinics_city_id_idx').on(t.cityId)],
);

export const clinicTimings = pgTable(
  'clinic_timings',
  {
    id: serial('id').primaryKey(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    dayOfWeek: dayOfWeek('day_of_week').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
  },
  (t) => [
    index('clinic_timings_clinic_idx').on(t.clinicId),
    check('clinic_timings_order_ck', sql`${t.endTime} > ${t.startTime}`),
  ],
);

/**
 * A doctor's time off (a day, days or part of a day), half-open [startAt, endAt). The slot
 * math reads it with the booked appointments (modules/availability/repository.ts); a GiST
 * index on (doctor_id, tstzrange) is in migration 0016.
 */
export const timeOff = pgTable(
  'time_off',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [check('time_off_order_ck', sql`${t.endAt} > ${t.startAt}`)],
);

/**
 * A person who is treated. Booked by phone; `ownerPhone` is who booked (self or
 * someone else). A doctor's Add Appointment knows only the client's email: such
 * a patient has no phones until they book themselves, and is unique by email.
 */
export const patients = pgTable(
  'patients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerPhone: text('owner_phone'),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    gender: gender('gender'),
    isSelf: boolean('is_self').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('patients_owner_phone_idx').on(t.ownerPhone),
    uniqueIndex('patients_owner_name_uq').on(t.ownerPhone, sql`lower(${t.name})`),
    index('patients_email_idx').on(sql`lower(${t.email})`),
    uniqueIndex('patients_email_only_uq')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.ownerPhone} is null`),
    check('patients_contact_ck', sql`${t.ownerPhone} is not null or ${t.email} is not null`),
  ],
);

export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Shown as #1122584; drawn from a sequence. */
    publicId: bigint('public_id', { mode: 'number' })
      .notNull()
      .default(sql`nextval('appointment_public_id_seq')`),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => users.id),
    clinicId: uuid('clinic_id').references(() => clinics.id),
    patientId: uuid('patient_id').references(() => patients.id),
    mode: appointmentMode('mode').notNull(),
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at').notNull(),
    status: appointmentStatus('status').notNull().default('Pending'),
    title: text('title'),
    treatment: text('treatment'),
    patientNotes: text('patient_notes'),
    doctorNotes: text('doctor_notes'),
    patientEmail: text('patient_email'),
    /**
     * The patient's name, kept by the database (migration 0020): set from the patient
     * whenever the appointment is written with one, and when the patient's name changes.
     */
    patientName: text('patient_name'),
    homeAddress: text('home_address'),
    videoRoomUrl: text('video_room_url'),
    bookedFor: text('booked_for').notNull().default('self'),
    source: text('source').notNull().default('patient'),
    paymentOption: paymentOption('payment_option'),
    feePaise: integer('fee_paise').notNull().default(0),
    advancePaise: integer('advance_paise').notNull().default(0),
    paidPaise: integer('paid_paise').notNull().default(0),
    reminderSentAt: ts('reminder_sent_at'),
    cancelledAt: ts('cancelled_at'),
    /** A pay-online booking held for its charge; released at this time if still unpaid. */
    holdExpiresAt: ts('hold_expires_at'),
    /** Why it was cancelled by the system (for example 'Payment not completed'). */
    cancelReason: text('cancel_reason'),
    /** The language the patient booked in: their SMS and emails about it are written in it (issue 14). */
    language: text('language', { enum: ['en', 'hi'] })
      .notNull()
      .default('en'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('appointments_public_id_uq').on(t.publicId),
    index('appointments_hold_expires_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.holdExpiresAt} is not null`),
    index('appointments_doctor_start_idx').on(t.doctorId, t.startAt),
    index('appointments_doctor_status_idx').on(t.doctorId, t.status),
    index('appointments_patient_idx').on(t.patientId),
    // Each patient's first visit, for the dashboard's patient cards (portal/repository.ts).
    index('appointments_doctor_patient_first_idx')
      .on(t.doctorId, t.patientId, t.startAt)
      .where(sql`${t.status} not in ('Cancelled', 'Rejected') and ${t.patientId} is not null`),
    // The doctor's list sorted by patient (appointments/repository.ts).
    index('appointments_doctor_patient_name_idx').on(
      t.doctorId,
      sql`lower(coalesce(${t.patientName}, ${t.patientEmail}, ''))`,
    ),
    check('appointments_range_ck', sql`${t.endAt} > ${t.startAt}`),
    check('appointments_language_ck', sql`${t.language} in ('en', 'hi')`),
  ],
);

export const consultationNotes = pgTable(
  'consultation_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => users.id),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    appointmentId: uuid('appointment_id').references(() => appointments.id),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('consultation_notes_doctor_patient_idx').on(t.doctorId, t.patientId)],
);

export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The doctor who uploaded or owns it (verification documents, prescriptions, lab reports). */
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    patientId: uuid('patient_id').references(() => patients.id),
    appointmentId: uuid('appointment_id').references(() => appointments.id),
    kind: documentKind('kind').notNull(),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    mime: text('mime').notNull(),
    status: documentStatus('status').notNull().default('Pending'),
    reviewerId: uuid('reviewer_id').references(() => users.id),
    reviewedAt: ts('reviewed_at'),
    reason: text('reason'),
    /** When a newer upload replaced it and its bytes were deleted from storage; it no longer counts to the quota. */
    fileRemovedAt: ts('file_removed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('documents_owner_kind_idx').on(t.ownerId, t.kind),
    index('documents_patient_idx').on(t.patientId),
  ],
);

export const prescriptions = pgTable(
  'prescriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** PRE-xxxx */
    code: text('code').notNull(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => users.id),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    appointmentId: uuid('appointment_id').references(() => appointments.id),
    medication: text('medication').notNull(),
    documentId: uuid('document_id').references(() => documents.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('prescriptions_code_uq').on(t.code),
    index('prescriptions_patient_idx').on(t.patientId),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    amountPaise: integer('amount_paise').notNull(),
    status: paymentStatus('status').notNull().default('pending'),
    testMode: boolean('test_mode').notNull().default(true),
    /** The gateway's reference of the refund, once status is 'refunded'. */
    refundRef: text('refund_ref'),
    refundedAt: ts('refunded_at'),
    /** Sent with the charge: the gateway charges a key at most once. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_appointment_idx').on(t.appointmentId),
    uniqueIndex('payments_idempotency_key_uq')
      .on(t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('payments_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** The simulated gateway's own record: one charge per idempotency key (it stands for a remote gateway). */
export const gatewaySimulatedCharges = pgTable('gateway_simulated_charges', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  providerRef: text('provider_ref').notNull(),
  amountPaise: integer('amount_paise').notNull(),
  currency: text('currency').notNull(),
  reference: text('reference').notNull(),
  calls: integer('calls').notNull().default(1),
  createdAt: createdAt(),
});

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => users.id),
    /** Per-doctor serial; the invoice number INV-... is derived from it. */
    serial: integer('serial').notNull(),
    invoiceNo: text('invoice_no').notNull(),
    appointmentId: uuid('appointment_id').references(() => appointments.id),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    description: text('description').notNull(),
    costPaise: integer('cost_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    taxPaise: integer('tax_paise').notNull().default(0),
    amountPaise: integer('amount_paise').notNull(),
    /** The tax rate taxPaise was computed with. */
    taxPercent: doublePrecision('tax_percent').notNull().default(0),
    /** Received at the clinic when the invoice was saved; the online advance is in payments. */
    paidAtClinicPaise: integer('paid_at_clinic_paise').notNull().default(0),
    currency: text('currency').notNull().default('INR'),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_doctor_serial_uq').on(t.doctorId, t.serial),
    uniqueIndex('invoices_doctor_no_uq').on(t.doctorId, t.invoiceNo),
    uniqueIndex('invoices_appointment_uq').on(t.appointmentId),
    index('invoices_doctor_issued_idx').on(t.doctorId, t.issuedOn),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => users.id),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    rating: integer('rating').notNull(),
    body: text('body').notNull(),
    reply: text('reply'),
    repliedAt: ts('replied_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_appointment_uq').on(t.appointmentId),
    index('reviews_doctor_idx').on(t.doctorId, t.createdAt),
    check('reviews_rating_ck', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * The one-time link sent when a visit is completed: only a hash of the token is
 * kept, so the table cannot be used to write reviews. One per appointment.
 */
export const reviewInvitations = pgTable(
  'review_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('review_invitations_token_uq').on(t.tokenHash),
    uniqueIndex('review_invitations_appointment_uq').on(t.appointmentId),
  ],
);

export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: bigint('number', { mode: 'number' })
      .notNull()
      .default(sql`nextval('ticket_number_seq')`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    issueType: text('issue_type').notNull(),
    message: text('message').notNull(),
    status: ticketStatus('status').notNull().default('Open'),
    /** An optional screenshot (JPG or PNG by content), in file storage; served only to the ticket's doctor and admins. */
    screenshotKey: text('screenshot_key'),
    screenshotMime: text('screenshot_mime'),
    screenshotName: text('screenshot_name'),
    screenshotBytes: integer('screenshot_bytes'),
    resolvedAt: ts('resolved_at'),
    /** Last message or status change: the admin list shows the most recently active first. */
    updatedAt: ts('updated_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tickets_number_uq').on(t.number),
    index('tickets_user_idx').on(t.userId),
    index('tickets_status_updated_idx').on(t.status, t.updatedAt),
  ],
);

/** A ticket's conversation after its first message: answers of admins and the doctor's follow-ups. */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    authorRole: userRole('author_role').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_messages_ticket_idx').on(t.ticketId, t.createdAt)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    readAt: ts('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)],
);

export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  message: text('message').notNull(),
  active: boolean('active').notNull().default(true),
  publishedAt: ts('published_at').notNull().defaultNow(),
});

/**
 * The outbox: work that leaves the process, written in the transaction of the
 * change that causes it, and its delivery state. Dispatchers on several
 * instances claim due rows with FOR UPDATE SKIP LOCKED. kind 'message' is an
 * SMS or email (channel, to, text); kind 'refund' gives a payment's advance
 * back through the payment provider, the payment id being the idempotency key
 * (at most one refund job per payment).
 */
export const scheduledMessages = pgTable(
  'scheduled_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull().default('message'),
    channel: messageChannel('channel'),
    to: text('to'),
    subject: text('subject'),
    text: text('text'),
    paymentId: uuid('payment_id').references(() => payments.id),
    dueAt: ts('due_at').notNull(),
    appointmentId: uuid('appointment_id').references(() => appointments.id),
    sentAt: ts('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Claimed by a dispatcher until then (see notifications/dispatcher.ts); null when free. */
    leaseUntil: ts('lease_until'),
    leasedBy: text('leased_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('scheduled_messages_due_idx')
      .on(t.dueAt)
      .where(sql`${t.sentAt} is null`),
    uniqueIndex('scheduled_messages_refund_uq')
      .on(t.paymentId)
      .where(sql`${t.kind} = 'refund'`),
    check(
      'scheduled_messages_kind_ck',
      sql`(${t.kind} = 'message' and ${t.channel} is not null and ${t.to} is not null and ${t.text} is not null)
        or (${t.kind} = 'refund' and ${t.paymentId} is not null)
        or ${t.kind} = 'waitlist'`,
    ),
  ],
);

/** What the development SMS and email adapters "sent"; read at GET /api/dev/outbox. */
export const devOutbox = pgTable(
  'dev_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: messageChannel('channel').notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    /** The outbox row's id: a repeated send of one message is kept once, as a gateway would. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('dev_outbox_to_idx').on(t.to, t.id),
    uniqueIndex('dev_outbox_key_uq')
      .on(t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id'),
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    patientId: uuid('patient_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details'),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_patient_idx').on(t.patientId, t.at),
  ],
);
