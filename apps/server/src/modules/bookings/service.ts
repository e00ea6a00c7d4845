// The booking pipeline: verify the phone, check the slot, hold it, take the
// advance, notify. Each step is its own file with its own test.
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { SERVER_ERRORS } from '@clinic/shared/messages';
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
import { takePayment } from './take-payment.ts';
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

export async function createBooking(
  app: FastifyInstance,
  ownerPhone: string,
  req: BookingRequest,
  request: FastifyRequest,
) {
  const { database, clock, payments, config } = app.deps;
  const db = database.db;
  const now = clock.now();
  const isSelf = req.bookedFor === 'self';
  const patientPhone = toE164India(req.patient.mobile);
  if (isSelf && patientPhone !== ownerPhone) {
    throw new AppError(
      'VALIDATION_FAILED',
      'The mobile number must be the one you verified with the OTP.',
      'patient.mobile',
    );
  }
  const patient = { name: req.patient.name, phone: patientPhone, email: req.patient.email, isSelf };
  const start = new Date(req.startTime);
  let held;
  let doctor: DirectoryDoctor;
  try {
    const slot = await checkSlot(database, app.directory, req.doctorId, start, now);
    doctor = slot.doctor;
    if (req.mode === 'virtual' && !doctor.offersVirtual) {
      throw new AppError(
        'VALIDATION_FAILED',
        'This doctor does not offer online consultations.',
        'mode',
      );
    }
    const feePaise = req.mode === 'virtual' ? doctor.onlineFeePaise : doctor.offlineFeePaise;
    held = await holdSlot(database, request, {
      doctorId: doctor.userId,
      clinicId: doctor.clinicId,
      ownerPhone,
      patient,
      mode: req.mode,
      start,
      end: slot.end,
      treatment: req.treatmentReason,
      paymentOption: req.paymentOption,
      feePaise,
      advancePaise: req.paymentOption === 'pay-online' ? advancePaise(feePaise) : 0,
      status: 'Pending',
      limits: { timeZone: doctor.timeZone, now },
    });
  } catch (err) {
    // A double click: the slot is already this person's booking. Answer it again.
    // (The limit check runs first, so a double click of a phone's last allowed booking meets BOOKING_LIMIT.)
    if (err instanceof AppError && (err.code === 'SLOT_TAKEN' || err.code === 'BOOKING_LIMIT')) {
      const mine = await findActiveBookingOf(
        app,
        ownerPhone,
        req.doctorId,
        start,
        req.patient.name,
      );
      if (mine) return { appointment: await bookingView(app, mine), created: false };
    }
    throw err;
  }
  const appointment = held.appointment;
  const payment = await takePayment(
    db,
    payments,
    appointment,
    config.CURRENCY_LABEL,
    doctor.name,
    clock,
  );
  if (payment) {
    await database.transaction(async (tx) => {
      await tx
        .update(appointments)
        .set({ status: 'Confirmed' })
        .where(eq(appointments.id, appointment.id));
      await audit(tx, request, {
        actorRole: 'patient',
        action: 'confirm_booking',
        entity: 'appointment',
        entityId: appointment.id,
        patientId: held.patientId,
        details: { ownerPhone, paid: appointment.paidPaise },
      });
    });
    appointment.status = 'Confirmed';
  }
  await notifyBooked(
    db,
    { sms: app.deps.sms, email: app.deps.email },
    appointment,
    doctor,
    patient,
    now,
  );
  return {
    appointment: await bookingView(app, appointment, doctor, payment?.testMode),
    created: true,
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
  };
}
