// The demo doctor's practice: patients, four months of history and three weeks
// of bookings in every status and mode, with payments, invoices,
// prescriptions, notes, reviews, tickets and notifications, so every portal
// screen shows real rows. Everything is relative to `now`, in clinic time.

import {
  APPOINTMENT_MODES,
  APPOINTMENT_STATUSES,
  type AppointmentMode,
  type AppointmentStatus,
} from '@clinic/shared/constants';
import { refundedAdvanceDescription } from '@clinic/shared/ledger';
import type * as schema from '../schema.ts';
import {
  advanceFor,
  feeFor,
  formatDay,
  formatTime,
  simulatedPayment,
  typeLabel,
  type AppointmentRow,
  type PatientRow,
  type PaymentRow,
} from './appointments.ts';
import { avatarUrl, AVATARS } from './avatars.ts';
import {
  HOME_ADDRESS_PARTS,
  REVIEW_REPLIES,
  REVIEW_TEXTS,
  TICKETS,
  TREATMENTS,
  type Treatment,
} from './data/clinical.ts';
import type { LocalitySeed } from './data/localities.ts';
import type { CityRef, DoctorDraft } from './doctors.ts';
import { specId } from './doctors.ts';
import {
  CLINIC_TIME_ZONE,
  DAY_MS,
  MINUTE_MS,
  istDay,
  istInstant,
  istIsoDate,
  istMinuteOfDay,
  istWeekday,
} from './ist-time.ts';
import { minimalPdf } from './pdf.ts';
import type { Region } from './data/names.ts';
import {
  DEMO_DOCTOR_PHONE,
  familyName,
  personName,
  regionFor,
  type Directory,
  type Gender,
} from './people.ts';
import type { Rng } from './prng.ts';
import { degreeListOf } from './data/languages.ts';
import { slotStarts, timingRows, type WeeklyHours } from './schedule.ts';

type InvoiceRow = typeof schema.invoices.$inferInsert;
type PrescriptionRow = typeof schema.prescriptions.$inferInsert;
type NoteRow = typeof schema.consultationNotes.$inferInsert;
type ReviewRow = typeof schema.reviews.$inferInsert;
type TicketRow = typeof schema.tickets.$inferInsert;
type NotificationRow = typeof schema.notifications.$inferInsert;
export type DocumentRow = typeof schema.documents.$inferInsert & { id: string };

export interface StoredFile {
  key: string;
  bytes: Uint8Array;
}

export const DEMO_DOCTOR_NAME = 'Dr. Ananya Sharma';
export const DEMO_PATIENTS = 150;
const DEMO_DEGREES = 'MBBS, MD - General Medicine, Fellowship in Diabetology';
/** How many of the newest demo prescriptions have a stored file. */
export const PRESCRIPTION_FILES = 40;
const HISTORY_DAYS = 120;
const FUTURE_DAYS = 21;

const h = (hours: number) => hours * 60;
/** Mon-Sat 09:30-13:30 and 17:00-20:00; Sunday closed. */
const DEMO_HOURS: WeeklyHours = [
  [],
  ...Array.from(
    { length: 6 },
    () =>
      [
        [h(9.5), h(13.5)],
        [h(17), h(20)],
      ] as const,
  ),
];

export interface DemoContext {
  rng: Rng;
  people: Directory;
  now: Date;
  specIds: ReadonlyMap<string, number>;
}

export function buildDemoDoctor(
  ctx: DemoContext,
  city: CityRef,
  locality: LocalitySeed,
  ids: { userId: string; clinicId: string; passwordHash: string },
): DoctorDraft {
  const { now } = ctx;
  const createdAt = new Date(now.getTime() - 400 * DAY_MS);
  const verifiedAt = new Date(createdAt.getTime() + 3 * DAY_MS);
  const avatar = AVATARS.find((a) => a.file === 'female-02') ?? AVATARS[0];
  const slotMinutes = 30;
  return {
    user: {
      id: ids.userId,
      role: 'doctor',
      name: DEMO_DOCTOR_NAME,
      phone: DEMO_DOCTOR_PHONE,
      email: ctx.people.claimEmail('ananya.sharma@demo-clinic.in'),
      passwordHash: ids.passwordHash,
      status: 'active',
      createdAt,
      updatedAt: verifiedAt,
    },
    profile: {
      userId: ids.userId,
      gender: 'female',
      experienceYears: 12,
      degrees: DEMO_DEGREES,
      degreeList: degreeListOf(DEMO_DEGREES),
      // As the biography says.
      languages: ['English', 'Hindi', 'Kannada'],
      registrationNumber: 'KMC 84213',
      council: 'Karnataka Medical Council',
      nationality: 'Indian',
      bio:
        'Dr. Ananya Sharma is a general physician and diabetologist in Koramangala, Bengaluru with 12 years of experience. ' +
        'She has a special interest in diabetes, thyroid disorders, high blood pressure and preventive health check-ups. ' +
        'She completed her MD in General Medicine at Bangalore Medical College and a fellowship in diabetology, and consults in English, Hindi and Kannada.',
      photoUrl: avatar ? avatarUrl(avatar) : null,
      onlineFeePaise: 40_000,
      offlineFeePaise: 60_000,
      slotMinutes,
      minNoticeMinutes: 60,
      offersVirtual: true,
      offersHome: true,
      verificationStatus: 'Verified',
      profileCompleted: true,
      verifiedAt,
      paymentMethod: 'All of the above',
      ifscCode: 'HDFC0001234',
      // The payout account of the bank proof she was verified with (a made-up number).
      accountHolderName: 'Ananya Sharma',
      accountNumber: '50100234567812',
      cashHandler: 'Reception',
      createdAt,
      updatedAt: verifiedAt,
    },
    specs: ['General Physician', 'Diabetologist'].map((s) => ({
      doctorId: ids.userId,
      specializationId: specId(ctx, s),
    })),
    clinic: {
      id: ids.clinicId,
      doctorId: ids.userId,
      name: 'Sharma Family Clinic',
      address: `2nd Floor, Lakshmi Plaza, 80 Feet Road, ${locality.name}, ${city.name} ${locality.pin}`,
      cityId: city.id,
      city: city.name,
      locality: locality.name,
      lat: locality.lat + 0.0012,
      lng: locality.lng - 0.0009,
      timeZone: CLINIC_TIME_ZONE,
      currency: 'INR',
      additionalInfo: 'Next to the BDA Complex; lift and basement parking available',
      createdAt,
    },
    timings: timingRows(DEMO_HOURS).map((r) => ({ ...r, clinicId: ids.clinicId })),
    hours: DEMO_HOURS,
    slotMinutes,
    minNoticeMinutes: 60,
    offersVirtual: true,
    offersHome: true,
    onlineFeePaise: 40_000,
    offlineFeePaise: 60_000,
    // The demo practice writes its own stories (buildDemoPractice).
    stories: { count: 0, average: 0 },
  };
}

interface DemoPatient {
  row: PatientRow;
  region: Region;
  age: number;
  chronic: Treatment | null;
  homeAddress: string;
  loyalty: number;
}

function dateOfBirth(rng: Rng, now: Date, age: number): string {
  return istIsoDate(istDay(now) - Math.floor(age * 365.25) - rng.int(0, 364));
}

function homeAddress(rng: Rng, localities: readonly LocalitySeed[], city: string): string {
  const l = rng.pick(localities);
  return `${rng.pick(HOME_ADDRESS_PARTS.buildings)}, ${rng.pick(HOME_ADDRESS_PARTS.streets)}, ${l.name}, ${city} ${l.pin}`;
}

const CHRONIC = TREATMENTS.filter((t) => t.chronic);
const byReason = (reason: string) => {
  const t = TREATMENTS.find((x) => x.reason === reason);
  if (!t) throw new Error(`no treatment ${reason}`);
  return t;
};

function buildPatients(
  ctx: DemoContext,
  localities: readonly LocalitySeed[],
  city: string,
): DemoPatient[] {
  const { rng, people, now } = ctx;
  const out: DemoPatient[] = [];
  const names = new Set<string>();
  const selfCount = Math.round(DEMO_PATIENTS * 0.77);
  for (let i = 0; i < selfCount; i++) {
    const gender: Gender = rng.chance(0.01) ? 'other' : rng.chance(0.5) ? 'female' : 'male';
    const region = regionFor(rng, 'Karnataka', 0.45);
    const n = personName(rng, region, gender);
    const age = rng.weighted([
      [rng.int(18, 29), 25],
      [rng.int(30, 44), 35],
      [rng.int(45, 64), 28],
      [rng.int(65, 82), 12],
    ] as const);
    const phone = people.phone();
    const name = `${n.first} ${n.last}`;
    const key = `${phone}|${name.toLowerCase()}`;
    names.add(key);
    const chronic =
      age >= 40 && rng.chance(0.55)
        ? rng.pick(CHRONIC)
        : rng.chance(0.08)
          ? byReason('Thyroid check')
          : null;
    out.push({
      row: {
        id: rng.uuid(),
        ownerPhone: phone,
        name,
        phone,
        email: rng.chance(0.55) ? people.email(n.first, n.last) : null,
        dateOfBirth: dateOfBirth(rng, now, age),
        gender,
        isSelf: true,
      },
      region,
      age,
      chronic,
      homeAddress: homeAddress(rng, localities, city),
      loyalty: (chronic ? 4 : 1) * (0.3 + rng.next()),
    });
  }
  // Family members booked by one of the patients above.
  const adults = out.filter((p) => p.age >= 28 && p.age <= 60);
  while (out.length < DEMO_PATIENTS) {
    const owner = rng.pick(adults);
    const child = owner.age <= 48 && rng.chance(0.6);
    const age = child
      ? rng.int(1, 15)
      : rng.int(Math.max(60, owner.age + 22), Math.max(62, owner.age + 32));
    const gender: Gender = rng.chance(0.5) ? 'female' : 'male';
    const surname = owner.row.name.split(' ').slice(1).join(' ');
    const n = familyName(rng, owner.region, gender, surname);
    const name = `${n.first} ${n.last}`;
    const key = `${owner.row.ownerPhone}|${name.toLowerCase()}`;
    if (names.has(key)) continue;
    names.add(key);
    const ownPhone = !child && rng.chance(0.6);
    out.push({
      row: {
        id: rng.uuid(),
        ownerPhone: owner.row.ownerPhone,
        name,
        phone: ownPhone ? people.phone() : owner.row.ownerPhone,
        email: null,
        dateOfBirth: dateOfBirth(rng, now, age),
        gender,
        isSelf: false,
      },
      region: owner.region,
      age,
      chronic: !child && rng.chance(0.6) ? rng.pick(CHRONIC) : null,
      homeAddress: owner.homeAddress,
      loyalty: child ? 0.8 : 2 * (0.3 + rng.next()),
    });
  }
  return out;
}

function treatmentFor(rng: Rng, p: DemoPatient): Treatment {
  if (p.chronic && rng.chance(0.65)) return p.chronic;
  const fits = TREATMENTS.filter((t) => {
    if (p.age < 14) return t.ages === 'child' || t.ages === 'any';
    if (t.ages === 'child') return false;
    if (t.ages === 'older') return p.age >= 40;
    return true;
  });
  return rng.pick(fits);
}

const PAST_STATUS = [
  ['Completed', 72],
  ['No-Show', 8],
  ['Cancelled', 12],
  ['Rejected', 8],
] as const;
const SOON_STATUS = [
  ['Pending', 50],
  ['Confirmed', 42],
  ['Cancelled', 6],
  ['Rejected', 2],
] as const;
const LATER_STATUS = [
  ['Pending', 35],
  ['Confirmed', 55],
  ['Cancelled', 7],
  ['Rejected', 3],
] as const;

interface Visit {
  start: Date;
  end: Date;
  patient: DemoPatient;
  treatment: Treatment;
  mode: AppointmentMode;
  status: AppointmentStatus;
  paymentOption: 'pay-online' | 'pay-later';
}

function buildVisits(ctx: DemoContext, doctor: DoctorDraft, patients: DemoPatient[]): Visit[] {
  const { rng, now } = ctx;
  const today = istDay(now);
  const slots: { start: Date; end: Date; dayOffset: number }[] = [];
  for (let day = today - HISTORY_DAYS; day <= today + FUTURE_DAYS; day++) {
    const starts = slotStarts(doctor.hours, istWeekday(day), doctor.slotMinutes);
    if (starts.length === 0) continue;
    const offset = day - today;
    const saturday = istWeekday(day) === 6;
    const k =
      offset < 0
        ? saturday
          ? rng.int(4, 8)
          : rng.int(3, 7)
        : offset === 0
          ? rng.int(5, 8)
          : offset <= 3
            ? rng.int(4, 7)
            : offset <= 10
              ? rng.int(2, 5)
              : rng.int(1, 3);
    // One appointment per slot at most: active ones can never overlap.
    for (const m of rng.sample(starts, k).sort((a, b) => a - b)) {
      const start = istInstant(day, m);
      slots.push({
        start,
        end: new Date(start.getTime() + doctor.slotMinutes * MINUTE_MS),
        dayOffset: offset,
      });
    }
  }

  // Everyone visits at least once; loyal (chronic) patients come back more often.
  const order: DemoPatient[] = [...patients];
  const weights = patients.map((p) => [p, p.loyalty] as const);
  while (order.length < slots.length) order.push(rng.weighted(weights));
  rng.shuffle(order);

  const visits = slots.map((s, i): Visit => {
    const patient = order[i] ?? rng.pick(patients);
    const treatment = treatmentFor(rng, patient);
    const mode: AppointmentMode =
      patient.age >= 65 && rng.chance(0.2)
        ? 'home'
        : rng.weighted([
            ['clinic', 72],
            ['virtual', 22],
            ['home', patient.age < 14 ? 0 : 6],
          ] as const);
    let status: AppointmentStatus;
    if (s.end.getTime() <= now.getTime()) {
      status = rng.weighted(PAST_STATUS);
      // A few of the last two days' visits are seen but not yet closed: the
      // doctor still has to Save & Invoice them, as in any real practice.
      if (status === 'Completed' && s.dayOffset >= -2 && rng.chance(0.4)) status = 'Confirmed';
    } else if (s.start.getTime() <= now.getTime()) status = 'Confirmed';
    else status = rng.weighted(s.dayOffset <= 3 ? SOON_STATUS : LATER_STATUS);
    const paymentOption = mode === 'virtual' || rng.chance(0.55) ? 'pay-online' : 'pay-later';
    return { ...s, patient, treatment, mode, status, paymentOption };
  });

  // Whatever `now` is, every status and every mode is on screen.
  const past = visits.filter((v) => v.end.getTime() <= now.getTime());
  const future = visits.filter((v) => v.start.getTime() > now.getTime());
  for (const status of APPOINTMENT_STATUSES) {
    if (visits.some((v) => v.status === status)) continue;
    const pool = status === 'Pending' || status === 'Confirmed' ? future : past;
    // Take one from a status that has more than one, so no other status disappears.
    const victim = pool.find((v) => visits.filter((x) => x.status === v.status).length > 1);
    if (victim) victim.status = status;
  }
  for (const mode of APPOINTMENT_MODES) {
    if (visits.some((v) => v.mode === mode)) continue;
    const counts = new Map(
      APPOINTMENT_MODES.map((m) => [m, visits.filter((v) => v.mode === m).length]),
    );
    const victim = visits.find((v) => (counts.get(v.mode) ?? 0) > 1);
    if (victim) {
      victim.mode = mode;
      if (mode === 'virtual') victim.paymentOption = 'pay-online';
    }
  }
  return visits;
}

const clampNow = (now: Date, t: number) => new Date(Math.min(now.getTime(), t));

export interface DemoPractice {
  patients: PatientRow[];
  appointments: AppointmentRow[];
  payments: PaymentRow[];
  invoices: InvoiceRow[];
  prescriptions: PrescriptionRow[];
  notes: NoteRow[];
  reviews: ReviewRow[];
  tickets: TicketRow[];
  notifications: NotificationRow[];
  documents: DocumentRow[];
  files: StoredFile[];
  invoiceSerial: number;
  ratingAvg: number;
  ratingCount: number;
}

export function buildDemoPractice(
  ctx: DemoContext,
  doctor: DoctorDraft,
  localities: readonly LocalitySeed[],
  city: string,
): DemoPractice {
  const { rng, now } = ctx;
  const doctorId = doctor.user.id;
  const clinicId = doctor.clinic.id;
  const patients = buildPatients(ctx, localities, city);
  const visits = buildVisits(ctx, doctor, patients);

  const appointments: AppointmentRow[] = [];
  const payments: PaymentRow[] = [];
  const completed: { a: AppointmentRow; v: Visit }[] = [];
  const firstSeen = new Map<string, Date>();

  for (const v of visits) {
    const fee = feeFor(v.mode, doctor);
    const advance = advanceFor(fee);
    const startMs = v.start.getTime();
    const future = startMs > now.getTime();
    let createdMs = startMs - rng.int(2 * 60, 12 * 24 * 60) * MINUTE_MS;
    if (future && v.status === 'Pending')
      createdMs = now.getTime() - rng.int(8, 3 * 24 * 60) * MINUTE_MS;
    createdMs = Math.min(
      createdMs,
      now.getTime() - rng.int(5, 90) * MINUTE_MS,
      startMs - 60 * MINUTE_MS,
    );
    const createdAt = new Date(createdMs);
    const cancelledAt =
      v.status === 'Cancelled'
        ? clampNow(now, createdMs + Math.floor((startMs - createdMs) * (0.2 + rng.next() * 0.7)))
        : null;
    const updatedAt =
      v.status === 'Completed' || v.status === 'No-Show'
        ? clampNow(now, v.end.getTime() + rng.int(5, 120) * MINUTE_MS)
        : v.status === 'Cancelled'
          ? (cancelledAt ?? createdAt)
          : v.status === 'Pending'
            ? createdAt
            : clampNow(now, createdMs + rng.int(10, 600) * MINUTE_MS);
    const online = v.paymentOption === 'pay-online';
    const p = v.patient.row;
    const selfBooked = p.isSelf !== false;
    const note = rng.chance(0.75) ? rng.pick(v.treatment.notes) : '';
    const reminder = startMs - 24 * 60 * MINUTE_MS;
    const a: AppointmentRow = {
      id: rng.uuid(),
      doctorId,
      clinicId,
      patientId: p.id,
      mode: v.mode,
      startAt: v.start,
      endAt: v.end,
      status: v.status,
      treatment: v.treatment.reason,
      patientNotes: note || null,
      patientEmail: p.email ?? null,
      homeAddress: v.mode === 'home' ? v.patient.homeAddress : null,
      videoRoomUrl: null,
      bookedFor: selfBooked ? 'self' : 'other',
      source: 'patient',
      paymentOption: v.paymentOption,
      feePaise: fee,
      advancePaise: advance,
      paidPaise:
        online && (v.status === 'Pending' || v.status === 'Confirmed' || v.status === 'No-Show')
          ? advance
          : 0,
      reminderSentAt:
        (v.status === 'Confirmed' || v.status === 'Completed' || v.status === 'No-Show') &&
        reminder <= now.getTime() &&
        reminder > createdMs
          ? new Date(reminder)
          : null,
      cancelledAt,
      createdAt,
      updatedAt,
    };
    appointments.push(a);
    if (online)
      payments.push(simulatedPayment(rng, a, v.status === 'Cancelled' || v.status === 'Rejected'));
    if (v.status === 'Completed') completed.push({ a, v });
    const seen = firstSeen.get(p.id);
    if (!seen || seen.getTime() > createdMs) firstSeen.set(p.id, createdAt);
  }

  for (const pt of patients) {
    pt.row.createdAt =
      firstSeen.get(pt.row.id) ?? new Date(now.getTime() - rng.int(1, 90) * DAY_MS);
  }

  // Invoices for completed visits, serials 1..n in date order.
  const invoices: InvoiceRow[] = [];
  const prescriptions: PrescriptionRow[] = [];
  const notes: NoteRow[] = [];
  const reviews: ReviewRow[] = [];
  completed.sort((x, y) => (x.a.startAt as Date).getTime() - (y.a.startAt as Date).getTime());
  let serial = 0;
  let prescriptionNo = 1000;
  for (const { a, v } of completed) {
    serial++;
    const endMs = (a.endAt as Date).getTime();
    const cost = a.feePaise ?? 0;
    const discount = rng.chance(0.1) ? Math.round(cost * 0.1) : 0;
    const issued = istIsoDate(istDay(a.startAt as Date));
    // The advance paid online is credited; the clinic took the rest, except on
    // every eighth invoice, where half of the rest is still owed (Partly paid).
    const amount = cost - discount;
    const advance = a.paymentOption === 'pay-online' ? (a.advancePaise ?? 0) : 0;
    const rest = Math.max(0, amount - advance);
    const atClinic = serial % 8 === 0 ? Math.round(rest / 200) * 100 : rest;
    invoices.push({
      id: rng.uuid(),
      doctorId,
      serial,
      invoiceNo: `INV-${issued.slice(0, 4)}-${String(serial).padStart(4, '0')}`,
      appointmentId: a.id,
      patientId: v.patient.row.id,
      description: `${v.treatment.reason} (${typeLabel(v.mode)})`,
      costPaise: cost,
      discountPaise: discount,
      taxPaise: 0,
      amountPaise: amount,
      paidAtClinicPaise: atClinic,
      currency: 'INR',
      issuedOn: issued,
      createdAt: clampNow(now, endMs + rng.int(2, 30) * MINUTE_MS),
    });
    a.paidPaise = advance + atClinic;
    const doctorNote = rng.pick(v.treatment.doctorNotes);
    if (rng.chance(0.45)) a.doctorNotes = doctorNote;
    if (rng.chance(0.3)) {
      notes.push({
        id: rng.uuid(),
        doctorId,
        patientId: v.patient.row.id,
        appointmentId: a.id,
        content: doctorNote,
        createdAt: clampNow(now, endMs + rng.int(1, 20) * MINUTE_MS),
      });
    }
    const medication = rng.pick(v.treatment.medication);
    if (medication && rng.chance(0.7)) {
      prescriptionNo++;
      prescriptions.push({
        id: rng.uuid(),
        code: `PRE-${prescriptionNo}`,
        doctorId,
        patientId: v.patient.row.id,
        appointmentId: a.id,
        medication,
        createdAt: clampNow(now, endMs + rng.int(1, 15) * MINUTE_MS),
      });
    }
    if (rng.chance(0.38)) {
      const rating = rng.weighted([
        [5, 58],
        [4, 28],
        [3, 8],
        [2, 4],
        [1, 2],
      ] as const);
      const createdMs = endMs + rng.int(60, 3 * 24 * 60) * MINUTE_MS;
      if (createdMs < now.getTime()) {
        const repliedMs = createdMs + rng.int(30, 2 * 24 * 60) * MINUTE_MS;
        const reply = (rating <= 3 || rng.chance(0.4)) && repliedMs < now.getTime();
        reviews.push({
          id: rng.uuid(),
          appointmentId: a.id,
          doctorId,
          patientId: v.patient.row.id,
          rating,
          body: rng.pick(REVIEW_TEXTS[rating] ?? REVIEW_TEXTS[5] ?? ['Good doctor.']),
          reply: reply
            ? rating <= 3
              ? rng.pick(REVIEW_REPLIES.slice(3))
              : rng.pick(REVIEW_REPLIES.slice(0, 5))
            : null,
          repliedAt: reply ? new Date(repliedMs) : null,
          createdAt: new Date(createdMs),
        });
      }
    }
  }
  const ratingCount = reviews.length;
  const ratingAvg = ratingCount === 0 ? 0 : reviews.reduce((s, r) => s + r.rating, 0) / ratingCount;

  // Lab reports some patients brought along, stored as PDFs.
  const documents: DocumentRow[] = [];
  const files: StoredFile[] = [];
  const labReasons = new Set([
    'Diabetes follow-up',
    'Annual health check-up',
    'Thyroid check',
    'Lab report review',
    'Fatigue and weakness',
  ]);
  const labVisits = completed.filter(({ v }) => labReasons.has(v.treatment.reason));
  for (const { a, v } of rng.sample(labVisits, 10)) {
    const id = rng.uuid();
    const test =
      v.treatment.reason === 'Thyroid check'
        ? 'Thyroid profile'
        : v.treatment.reason === 'Diabetes follow-up'
          ? 'HbA1c and blood sugar'
          : 'Complete blood count and lipid profile';
    const day = formatDay(a.startAt as Date);
    const bytes = minimalPdf(`Lab report: ${test}`, [
      `Patient: ${v.patient.row.name}`,
      `Date: ${day}`,
      'Sample: venous blood',
      'All values reviewed by the doctor.',
    ]);
    const key = `documents/${doctorId}/lab-reports/${id}.pdf`;
    files.push({ key, bytes });
    documents.push({
      id,
      ownerId: doctorId,
      patientId: v.patient.row.id,
      appointmentId: a.id,
      kind: 'labReport',
      storageKey: key,
      originalName: `${test.replace(/ /g, '-').toLowerCase()}-${istIsoDate(istDay(a.startAt as Date))}.pdf`,
      sizeBytes: bytes.length,
      mime: 'application/pdf',
      status: 'Verified',
      createdAt: clampNow(now, (a.endAt as Date).getTime() - 5 * MINUTE_MS),
    });
  }

  const tickets: TicketRow[] = TICKETS.map((t) => ({
    id: rng.uuid(),
    userId: doctorId,
    issueType: t.issueType,
    message: t.message,
    status: t.resolved ? 'Resolved' : 'Open',
    createdAt: new Date(now.getTime() - t.daysAgo * DAY_MS - rng.int(30, 600) * MINUTE_MS),
  }));

  const notifications = buildNotifications(ctx, doctor, appointments, patients, reviews, payments);

  // An advance given back (a cancelled or rejected request paid online) is on
  // the ledger as an invoice of its own, as the product records it
  // (appointments/refund-note.ts). Drawn last, so every value above stays as it
  // was; then all invoices are numbered in the order they were issued.
  const appointmentById = new Map(appointments.map((a) => [a.id, a]));
  for (const p of payments) {
    const a = appointmentById.get(p.appointmentId);
    if (p.status !== 'refunded' || !p.refundedAt || !a?.patientId) continue;
    invoices.push({
      id: rng.uuid(),
      doctorId,
      serial: 0,
      invoiceNo: '',
      appointmentId: a.id,
      patientId: a.patientId,
      description: refundedAdvanceDescription(a.treatment ?? 'Consultation'),
      costPaise: p.amountPaise,
      discountPaise: p.amountPaise,
      taxPaise: 0,
      amountPaise: 0,
      paidAtClinicPaise: 0,
      currency: 'INR',
      issuedOn: istIsoDate(istDay(p.refundedAt as Date)),
      createdAt: p.refundedAt as Date,
    });
  }
  invoices.sort((x, y) => (x.createdAt as Date).getTime() - (y.createdAt as Date).getTime());
  invoices.forEach((invoice, i) => {
    invoice.serial = i + 1;
    invoice.invoiceNo = `INV-${invoice.issuedOn.slice(0, 4)}-${String(i + 1).padStart(4, '0')}`;
  });

  // The newest prescriptions carry their file, a PDF as Attach Prescription
  // stores one, so View Prescription on Patient details opens something on
  // first start. Drawn last, so every value above stays as it was.
  const patientName = new Map(patients.map((p) => [p.row.id, p.row.name]));
  for (const rx of prescriptions.slice(-PRESCRIPTION_FILES)) {
    const id = rng.uuid();
    const issued = rx.createdAt as Date;
    const bytes = minimalPdf(`Prescription ${rx.code}`, [
      `Patient: ${patientName.get(rx.patientId) ?? ''}`,
      `Date: ${formatDay(issued)}`,
      `Doctor: ${doctor.user.name}`,
      `Rx: ${rx.medication}`,
    ]);
    const key = `prescriptions/${doctorId}/${id}.pdf`;
    files.push({ key, bytes });
    documents.push({
      id,
      ownerId: doctorId,
      patientId: rx.patientId,
      appointmentId: rx.appointmentId ?? null,
      kind: 'prescription',
      storageKey: key,
      originalName: `${rx.code.toLowerCase()}.pdf`,
      sizeBytes: bytes.length,
      mime: 'application/pdf',
      status: 'Verified',
      createdAt: issued,
    });
    rx.documentId = id;
  }

  return {
    patients: patients.map((p) => p.row),
    appointments,
    payments,
    invoices,
    prescriptions,
    notes,
    reviews,
    tickets,
    notifications,
    documents,
    files,
    invoiceSerial: invoices.length,
    ratingAvg,
    ratingCount,
  };
}

function buildNotifications(
  ctx: DemoContext,
  doctor: DoctorDraft,
  appointments: AppointmentRow[],
  patients: DemoPatient[],
  reviews: ReviewRow[],
  payments: PaymentRow[],
): NotificationRow[] {
  const { rng, now } = ctx;
  const userId = doctor.user.id;
  const nameOf = new Map(patients.map((p) => [p.row.id, p.row.name]));
  const when = (a: AppointmentRow) =>
    `${formatDay(a.startAt as Date)} at ${formatTime(a.startAt as Date)}`;
  const out: NotificationRow[] = [];
  const push = (kind: string, title: string, description: string, createdAt: Date) => {
    const read = createdAt.getTime() < now.getTime() - 24 * 60 * MINUTE_MS;
    out.push({
      id: rng.uuid(),
      userId,
      kind,
      title,
      description,
      readAt: read ? clampNow(now, createdAt.getTime() + rng.int(10, 300) * MINUTE_MS) : null,
      createdAt,
    });
  };
  const verifiedAt = doctor.profile.verifiedAt ?? now;
  push(
    'verification_result',
    'Profile verified',
    'All your documents have been verified. Your profile is now visible to patients in search.',
    verifiedAt,
  );
  const byCreated = (x: AppointmentRow, y: AppointmentRow) =>
    (y.createdAt as Date).getTime() - (x.createdAt as Date).getTime();
  const pending = appointments
    .filter((a) => a.status === 'Pending')
    .sort(byCreated)
    .slice(0, 6);
  for (const a of pending) {
    push(
      'appointment_request',
      'New appointment request',
      `${nameOf.get(a.patientId ?? '') ?? 'A patient'} requested a ${typeLabel(a.mode)} appointment on ${when(a)} for ${a.treatment ?? 'a consultation'}.`,
      a.createdAt as Date,
    );
  }
  const cancelled = appointments
    .filter((a) => a.status === 'Cancelled' && a.cancelledAt)
    .sort((x, y) => (y.cancelledAt as Date).getTime() - (x.cancelledAt as Date).getTime())
    .slice(0, 3);
  for (const a of cancelled) {
    push(
      'appointment_cancelled',
      'Appointment cancelled',
      `${nameOf.get(a.patientId ?? '') ?? 'A patient'} cancelled the ${typeLabel(a.mode)} appointment on ${when(a)}.`,
      a.cancelledAt as Date,
    );
  }
  const recentReviews = [...reviews]
    .sort((x, y) => (y.createdAt as Date).getTime() - (x.createdAt as Date).getTime())
    .slice(0, 2);
  for (const r of recentReviews) {
    push(
      'review_received',
      'New review',
      `${nameOf.get(r.patientId) ?? 'A patient'} rated you ${r.rating} out of 5.`,
      r.createdAt as Date,
    );
  }
  const paid = payments
    .filter((p) => p.status === 'succeeded')
    .sort((x, y) => (y.createdAt as Date).getTime() - (x.createdAt as Date).getTime())
    .slice(0, 2);
  for (const p of paid) {
    const a = appointments.find((x) => x.id === p.appointmentId);
    if (!a) continue;
    push(
      'payment_received',
      'Advance payment received',
      `₹${(p.amountPaise / 100).toFixed(0)} advance received from ${nameOf.get(a.patientId ?? '') ?? 'a patient'} for ${when(a)}.`,
      p.createdAt as Date,
    );
  }
  return out.sort((x, y) => (x.createdAt as Date).getTime() - (y.createdAt as Date).getTime());
}

/** The four verification documents and the bank proof, as verified PDFs. */
export function verificationDocuments(
  rng: Rng,
  doctor: DoctorDraft,
  opts: { status: 'Verified' | 'Pending'; reviewerId: string | null; reviewedAt: Date | null },
): { documents: DocumentRow[]; files: StoredFile[] } {
  const kinds = [
    ['governmentId', 'Government ID', 'aadhaar-card.pdf'],
    ['degreeCertificate', 'Degree certificate', 'degree-certificate.pdf'],
    ['medicalRegistration', 'Medical registration certificate', 'medical-registration.pdf'],
    ['clinicDocument', 'Clinic establishment licence', 'clinic-licence.pdf'],
    ['bankInfo', 'Bank account proof (cancelled cheque)', 'cancelled-cheque.pdf'],
  ] as const;
  const documents: DocumentRow[] = [];
  const files: StoredFile[] = [];
  // Every seeded doctor carries createdAt, set from the seed's `now`.
  const uploadedAt = new Date((doctor.user.createdAt as Date).getTime() + 30 * MINUTE_MS);
  for (const [kind, title, originalName] of kinds) {
    const key = `documents/${doctor.user.id}/${kind}.pdf`;
    const bytes = minimalPdf(title, [
      `Name: ${doctor.user.name}`,
      `Clinic: ${doctor.clinic.name}`,
      `Issued for verification on the Digital Clinic platform.`,
      'Sample document generated for the demo data.',
    ]);
    files.push({ key, bytes });
    documents.push({
      id: rng.uuid(),
      ownerId: doctor.user.id,
      kind,
      storageKey: key,
      originalName,
      sizeBytes: bytes.length,
      mime: 'application/pdf',
      status: opts.status,
      reviewerId: opts.reviewerId,
      reviewedAt: opts.reviewedAt,
      createdAt: uploadedAt,
    });
  }
  return { documents, files };
}

/** A few upcoming bookings for many other doctors, so "next free slot" has something to skip. */
export function buildBusyCalendars(
  ctx: DemoContext,
  doctors: readonly DoctorDraft[],
  patientPool: readonly PatientRow[],
): { appointments: AppointmentRow[]; payments: PaymentRow[] } {
  const { rng, now } = ctx;
  const today = istDay(now);
  const nowMinute = istMinuteOfDay(now);
  const appointments: AppointmentRow[] = [];
  const payments: PaymentRow[] = [];
  for (const d of doctors) {
    const taken = new Set<string>();
    const want = rng.int(2, 6);
    for (let tries = 0; taken.size < want && tries < 40; tries++) {
      const day = today + rng.int(0, 10);
      const starts = slotStarts(d.hours, istWeekday(day), d.slotMinutes).filter(
        (m) => day > today || m >= nowMinute + d.minNoticeMinutes,
      );
      if (starts.length === 0) continue;
      const m = rng.pick(starts);
      const key = `${day}:${m}`;
      if (taken.has(key)) continue;
      taken.add(key);
      const p = rng.pick(patientPool);
      const mode: AppointmentMode =
        d.offersVirtual && rng.chance(0.25)
          ? 'virtual'
          : d.offersHome && rng.chance(0.1)
            ? 'home'
            : 'clinic';
      const fee = feeFor(mode, d);
      const advance = advanceFor(fee);
      const start = istInstant(day, m);
      const status: AppointmentStatus = rng.chance(0.4) ? 'Pending' : 'Confirmed';
      const online = mode === 'virtual' || rng.chance(0.5);
      const createdAt = new Date(now.getTime() - rng.int(10, 4 * 24 * 60) * MINUTE_MS);
      const a: AppointmentRow = {
        id: rng.uuid(),
        doctorId: d.user.id,
        clinicId: d.clinic.id,
        patientId: p.id,
        mode,
        startAt: start,
        endAt: new Date(start.getTime() + d.slotMinutes * MINUTE_MS),
        status,
        treatment: rng.pick([
          'Consultation',
          'Follow-up visit',
          'First consultation',
          'Review of reports',
          'Routine check-up',
        ]),
        patientEmail: p.email ?? null,
        homeAddress:
          mode === 'home'
            ? `House No. ${rng.int(1, 300)}, ${d.clinic.locality ?? 'Main Road'}, ${d.clinic.city}`
            : null,
        videoRoomUrl: null,
        bookedFor: p.isSelf === false ? 'other' : 'self',
        source: 'patient',
        paymentOption: online ? 'pay-online' : 'pay-later',
        feePaise: fee,
        advancePaise: advance,
        paidPaise: online ? advance : 0,
        createdAt,
        updatedAt: createdAt,
      };
      appointments.push(a);
      if (online) payments.push(simulatedPayment(rng, a, false));
    }
  }
  return { appointments, payments };
}

/** Patients all over India who booked the other doctors. */
export function buildPatientPool(ctx: DemoContext, count: number): PatientRow[] {
  const { rng, people, now } = ctx;
  const states = [
    'Maharashtra',
    'Delhi',
    'Karnataka',
    'Tamil Nadu',
    'West Bengal',
    'Telangana',
    'Gujarat',
    'Uttar Pradesh',
    'Kerala',
    'Rajasthan',
    'Punjab',
  ];
  const out: PatientRow[] = [];
  for (let i = 0; i < count; i++) {
    const gender: Gender = rng.chance(0.5) ? 'female' : 'male';
    const n = personName(rng, regionFor(rng, rng.pick(states)), gender);
    const phone = people.phone();
    const age = rng.int(18, 75);
    out.push({
      id: rng.uuid(),
      ownerPhone: phone,
      name: `${n.first} ${n.last}`,
      phone,
      email: rng.chance(0.5) ? people.email(n.first, n.last) : null,
      dateOfBirth: dateOfBirth(rng, now, age),
      gender,
      isSelf: true,
      createdAt: new Date(now.getTime() - rng.int(1, 30) * DAY_MS),
    });
  }
  return out;
}
