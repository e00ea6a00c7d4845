// The booking pipeline: verify the phone, check the slot, hold it, take the
// advance, notify. Each step is its own file with its own test. Every step's
// writes commit in one transaction, and a retry resumes a held pay-online
// booking from the step it stopped at (docs/decisions/012-resumable-booking.md).
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { API_TEXTS } from '@clinic/shared/api-texts';
import { languageOfAcceptLanguage } from '@clinic/shared/i18n/server';
import { SERVER_ERRORS } from '@clinic/shared/messages';
import { WAITLIST_MESSAGES } from '@clinic/shared/waitlist';
import { advancePaise } from '@clinic/shared/money';
import type { BookingRequest } from '@clinic/shared/booking';
import { toE164India } from '@clinic/shared/phone';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appointments, patients } from '../../db/schema.ts';
import { AppError, unauthorized } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { checkSlot } from './check-slot.ts';
import { holdSlot, type AppointmentRow } from './hold-slot.ts';
import { notifyBooked } from './notify.ts';
import { heldForPhone } from '../waitlist/service.ts';
import { appointmentIcsPath, appointmentIcsUrl } from '../calendar-feed/service.ts';
import {
  chargeHold,
  needsCharge,
  PAYMENT_HOLD_MS,
  recordHeldPayment,
  settleCharge,
} from './take-payment.ts';
import type { DirectoryDoctor } from '../search/directory.ts';

export async function phoneFromBookingToken(
  app: FastifyInstance,
  token: string | undefined,
): Promise<string> {
  if (!token) throw unauthorized(SERVER_ERRORS.bookingTokenMissing);
  const claims = await app.tokens.verifyPurpose(token, 'booking', app.deps.clock.now());
  if (!claims) throw unauthorized(SERVER_ERRORS.bookingTokenExpired);
  return claims.phone;
}

/**
 * Test-only faults, passed in (never global): each runs at its step and may
 * throw, standing for a crash there. The retry of the same request resumes.
 */
export interface BookingFaults {
  /** After the hold committed, before the charge. */
  afterHold?: () => void | Promise<void>;
  /** After the gateway charged, before the booking is completed. */
  afterCharge?: () => void | Promise<void>;
}

type BookedPatient = { name: string; phone: string; email?: string | undefined; isSelf: boolean };

export async function createBooking(
  app: FastifyInstance,
  ownerPhone: string,
  req: BookingRequest,
  request: FastifyRequest | null,
  options: { faults?: BookingFaults } = {},
) {
  const { database, clock, payments } = app.deps;
  const now = clock.now();
  const isSelf = req.bookedFor === 'self';
  const patientPhone = toE164India(req.patient.mobile);
  if (isSelf && patientPhone !== ownerPhone) {
    throw new AppError('VALIDATION_FAILED', WAITLIST_MESSAGES.mobileMismatch, 'patient.mobile');
  }
  const patient = { name: req.patient.name, phone: patientPhone, email: req.patient.email, isSelf };
  const start = new Date(req.startTime);
  let held;
  let doctor: DirectoryDoctor;
  /** The messages due now, sent right after the commit that wrote them. */
  let confirmations: string[] = [];
  try {
    // A slot the waitlist holds for this phone is theirs to book (anyone else's booking meets 409).
    const waitlistHold = await heldForPhone(app, req.doctorId, start, ownerPhone);
    const slot = await checkSlot(database, app.directory, req.doctorId, start, now, waitlistHold);
    const d = slot.doctor;
    doctor = d;
    if (req.mode === 'virtual' && !d.offersVirtual) {
      throw new AppError('VALIDATION_FAILED', API_TEXTS.noOnlineConsultations, 'mode');
    }
    const feePaise = req.mode === 'virtual' ? d.onlineFeePaise : d.offlineFeePaise;
    const advance = req.paymentOption === 'pay-online' ? advancePaise(feePaise) : 0;
    const charged = needsCharge({ paymentOption: req.paymentOption, advancePaise: advance });
    held = await holdSlot(
      database,
      request,
      {
        doctorId: d.userId,
        clinicId: d.clinicId,
        ownerPhone,
        patient,
        mode: req.mode,
        start,
        end: slot.end,
        treatment: req.treatmentReason,
        paymentOption: req.paymentOption,
        feePaise,
        advancePaise: advance,
        status: 'Pending',
        holdExpiresAt: charged ? new Date(now.getTime() + PAYMENT_HOLD_MS) : undefined,
        // The explicit field, else the request's Accept-Language (docs/decisions: server languages).
        language: req.language ?? languageOfAcceptLanguage(request?.headers['accept-language']),
        limits: { timeZone: d.timeZone, now },
      },
      // Nothing to charge: the booking is complete in this one transaction.
      // Else the payment record is held with it, and the charge completes it.
      async (tx, a) => {
        if (charged) return recordHeldPayment(tx, payments, a);
        confirmations = await notifyBooked(tx, a, d, patient, now, {
          calendarFileUrl: appointmentIcsUrl(app, a.publicId, request),
        });
      },
    );
  } catch (err) {
    // A double click, or a retry after a failure: the slot is already this
    // person's booking. Answer it again, finishing it first if it is still held.
    // (The limit check runs first, so a double click of a phone's last allowed booking meets BOOKING_LIMIT.)
    if (err instanceof AppError && (err.code === 'SLOT_TAKEN' || err.code === 'BOOKING_LIMIT')) {
      const mine = await findActiveBookingOf(
        app,
        ownerPhone,
        req.doctorId,
        start,
        req.patient.name,
      );
      if (mine?.holdExpiresAt) {
        const d = await app.directory.get(mine.doctorId);
        if (d) return completeHeld(app, mine, d, patient, request, options.faults, false);
      }
      if (mine) return { appointment: await bookingView(app, mine), created: false };
    }
    throw err;
  }
  if (!held.appointment.holdExpiresAt) {
    app.outbox.sendSoon(confirmations);
    return { appointment: await bookingView(app, held.appointment, doctor), created: true };
  }
  await options.faults?.afterHold?.();
  return completeHeld(app, held.appointment, doctor, patient, request, options.faults, true);
}

/**
 * Steps 3 and 4 of a held pay-online booking, from wherever they stopped:
 * charge under the hold's idempotency key (at most one charge however often
 * this runs), then in one transaction mark the payment captured, confirm the
 * appointment, tell the doctor and enqueue the patient's messages.
 */
async function completeHeld(
  app: FastifyInstance,
  appointment: AppointmentRow,
  doctor: DirectoryDoctor,
  patient: BookedPatient,
  request: FastifyRequest | null,
  faults: BookingFaults | undefined,
  created: boolean,
) {
  const { database, clock, payments, config } = app.deps;
  let confirmations: string[] = [];
  const result = await chargeHold(payments, appointment, config.CURRENCY_LABEL, doctor.name);
  await faults?.afterCharge?.();
  const now = clock.now();
  const settled = await database.transaction(async (tx) => {
    const s = await settleCharge(tx, appointment.id, result, now);
    if (s.kind !== 'paid') return s;
    await audit(tx, request, {
      actorRole: 'patient',
      action: 'confirm_booking',
      entity: 'appointment',
      entityId: s.appointment.id,
      patientId: s.appointment.patientId,
      details: { paid: s.appointment.paidPaise, chargeRef: result.providerRef },
    });
    confirmations = await notifyBooked(tx, s.appointment, doctor, patient, now, {
      calendarFileUrl: appointmentIcsUrl(app, s.appointment.publicId, request),
    });
    return s;
  });
  app.outbox.sendSoon(confirmations);
  if (settled.kind === 'declined') throw new AppError('PAYMENT_FAILED');
  if (settled.kind === 'late') {
    throw new AppError('PAYMENT_FAILED', API_TEXTS.slotReleasedBeforePayment);
  }
  return {
    appointment: await bookingView(app, settled.appointment, doctor, result.testMode),
    created,
  };
}

async function findActiveBookingOf(
  app: FastifyInstance,
  ownerPhone: string,
  doctorId: string,
  start: Date,
  name: string,
) {
  const rows = await app.deps.database.db
    .select({ a: appointments, p: patients })
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .where(
      and(
        eq(appointments.doctorId, doctorId),
        eq(appointments.startAt, start),
        eq(patients.ownerPhone, ownerPhone),
        notInArray(appointments.status, ['Cancelled', 'Rejected']),
      ),
    );
  return rows.find((r) => r.p.name.toLowerCase() === name.toLowerCase())?.a;
}

export async function bookingView(
  app: FastifyInstance,
  a: AppointmentRow,
  doctor?: DirectoryDoctor,
  testMode?: boolean,
) {
  const d = doctor ?? (await app.directory.get(a.doctorId));
  const [p] = a.patientId
    ? await app.deps.database.db
        .select()
        .from(patients)
        .where(inArray(patients.id, [a.patientId]))
    : [];
  return {
    id: a.id,
    publicId: `#${a.publicId}`,
    status: a.status,
    mode: a.mode,
    startTime: a.startAt.toISOString(),
    endTime: a.endAt.toISOString(),
    timeZone: d?.timeZone ?? 'Asia/Kolkata',
    treatment: a.treatment,
    paymentOption: a.paymentOption,
    fee: a.feePaise / 100,
    advance: a.advancePaise / 100,
    paid: a.paidPaise / 100,
    paymentTestMode: testMode ?? null,
    cancelReason: a.cancelReason,
    videoRoomUrl: a.videoRoomUrl,
    patient: p
      ? { name: p.name, mobile: (p.phone ?? '').replace(/^\+91/, ''), email: p.email }
      : null,
    doctor: d
      ? {
          userId: d.userId,
          name: d.name,
          photoUrl: d.photoUrl,
          degrees: d.degrees,
          speciality: d.specializations[0] ?? '',
          experience: d.experience,
          clinicName: d.clinicName,
          clinicAddress: d.clinicAddress,
          locality: d.locality,
          city: d.clinicCity,
          latitude: d.latitude,
          longitude: d.longitude,
        }
      : null,
    // A signed link to the appointment's .ics (modules/calendar-feed), while it stands.
    calendarFileUrl:
      a.holdExpiresAt || a.status === 'Cancelled' || a.status === 'Rejected'
        ? null
        : appointmentIcsPath(app, a.publicId),
  };
}
