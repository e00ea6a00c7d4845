// Test helpers for the portal's API tests: a signed-in doctor, appointment rows
// written straight to the database (any status, any time), and authorised calls.
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { AppointmentMode, AppointmentStatus } from '@clinic/shared/constants';
import type { Db } from '../../db/client.ts';
import { appointments, invoices, notifications } from '../../db/schema.ts';
import { makeListedDoctor, makePatient, type DoctorSpec } from '../../../test/factories.ts';

export async function signedInDoctor(app: FastifyInstance, db: Db, spec: DoctorSpec = {}) {
  const d = await makeListedDoctor(db, spec);
  // Written straight to the database: wait for its change notice, so the
  // directory and caches of this instance know the doctor before the test reads.
  await app.changes.caughtUp();
  const token = await app.tokens.signAccess(
    { sub: d.user.id, role: 'doctor', tv: 0 },
    app.deps.clock.now(),
  );
  return { ...d, id: d.user.id, token };
}

export function withToken(app: FastifyInstance, token: string) {
  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: unknown,
    extra: Partial<InjectOptions> = {},
  ) =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, ...(extra.headers ?? {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, body?: unknown) => call('POST', url, body),
    patch: (url: string, body?: unknown) => call('PATCH', url, body),
  };
}

export interface AppointmentSpec {
  doctorId: string;
  clinicId?: string | null;
  patientId?: string | null;
  start: string | Date;
  minutes?: number;
  status?: AppointmentStatus;
  mode?: AppointmentMode;
  treatment?: string;
  source?: 'patient' | 'doctor';
  createdAt?: Date;
  feePaise?: number;
  patientEmail?: string | null;
}

export async function addAppointment(db: Db, s: AppointmentSpec) {
  const start = new Date(s.start);
  const [row] = await db
    .insert(appointments)
    .values({
      doctorId: s.doctorId,
      clinicId: s.clinicId ?? null,
      patientId: s.patientId ?? null,
      mode: s.mode ?? 'clinic',
      startAt: start,
      endAt: new Date(start.getTime() + (s.minutes ?? 30) * 60_000),
      status: s.status ?? 'Confirmed',
      treatment: s.treatment ?? 'General check-up',
      source: s.source ?? 'patient',
      feePaise: s.feePaise ?? 80000,
      patientEmail: s.patientEmail ?? null,
      ...(s.createdAt ? { createdAt: s.createdAt } : {}),
    })
    .returning();
  return row!;
}

export async function addInvoice(
  db: Db,
  v: { doctorId: string; patientId: string; serial: number; amountPaise: number; issuedOn: string },
) {
  await db.insert(invoices).values({
    doctorId: v.doctorId,
    serial: v.serial,
    invoiceNo: `INV-${v.issuedOn.slice(0, 4)}-${String(v.serial).padStart(4, '0')}`,
    patientId: v.patientId,
    description: 'Consultation',
    costPaise: v.amountPaise,
    amountPaise: v.amountPaise,
    issuedOn: v.issuedOn,
  });
}

export async function addNotification(
  db: Db,
  userId: string,
  title: string,
  createdAt: Date,
  read = false,
) {
  const [row] = await db
    .insert(notifications)
    .values({
      userId,
      kind: 'appointment_request',
      title,
      description: `${title} details`,
      createdAt,
      readAt: read ? createdAt : null,
    })
    .returning();
  return row!;
}

export { makePatient };

/** Kolkata wall clock -> instant: ist('2026-03-11 09:00') = 2026-03-11T03:30:00Z. */
export const ist = (local: string) => new Date(`${local.replace(' ', 'T')}:00+05:30`);
