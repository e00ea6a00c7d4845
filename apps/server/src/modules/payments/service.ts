// The doctor's payout settings and received payments (issue 10, /payments),
// and what other modules may ask of payments: schedule the refund of an
// appointment's advance in their transaction (sent later by the dispatcher,
// see refunds.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  maskAccountNumber,
  type PaymentList,
  type PaymentListQuery,
  type PaymentSettings,
  type paymentSettingsInputSchema,
} from '@clinic/shared/payments';
import type { z } from 'zod';
import type { PAYMENT_METHODS } from '@clinic/shared/constants';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { scheduleRefund } from '../notifications/service.ts';
import { paymentRepository, type PayoutSettingsRecord } from './repository.ts';

type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const who = (doctorId: string) => ({ actorId: doctorId, actorRole: 'doctor' as const });

function settingsView(r: PayoutSettingsRecord): PaymentSettings {
  return {
    paymentMethod: (r.paymentMethod as PaymentMethod | null) ?? null,
    ifscCode: r.ifscCode,
    accountHolderName: r.accountHolderName,
    accountNumberMasked: r.accountNumber ? maskAccountNumber(r.accountNumber) : null,
    cashHandler: r.cashHandler,
  };
}

export async function getPaymentSettings(
  app: FastifyInstance,
  request: FastifyRequest,
  doctorId: string,
): Promise<PaymentSettings> {
  const { database } = app.deps;
  const row = await paymentRepository.settings(database.db, doctorId);
  if (!row) throw notFound();
  await audit(database, request, {
    ...who(doctorId),
    action: 'read_payment_settings',
    entity: 'user',
    entityId: doctorId,
  });
  return settingsView(row);
}

/** Stores the settings; without a new account number the stored one stays. */
export async function savePaymentSettings(
  app: FastifyInstance,
  request: FastifyRequest,
  doctorId: string,
  input: z.output<typeof paymentSettingsInputSchema>,
): Promise<PaymentSettings> {
  const { database, clock } = app.deps;
  const { accountNumber, ...rest } = input;
  const row = await database.transaction(async (tx) => {
    const saved = await paymentRepository.saveSettings(
      tx,
      doctorId,
      { ...rest, ...(accountNumber ? { accountNumber } : {}) },
      clock.now(),
    );
    if (!saved) throw notFound();
    await audit(tx, request, {
      ...who(doctorId),
      action: 'update_payment_settings',
      entity: 'user',
      entityId: doctorId,
      // Which fields were set, never the account number itself.
      details: { fields: Object.keys(input).filter((k) => k !== 'accountNumber' || accountNumber) },
    });
    return saved;
  });
  return settingsView(row);
}

export async function listPayments(
  app: FastifyInstance,
  request: FastifyRequest,
  doctorId: string,
  q: PaymentListQuery,
): Promise<PaymentList> {
  const { database } = app.deps;
  const { rows, total } = await paymentRepository.list(database.db, doctorId, {
    from: q.from,
    to: q.to,
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  });
  await audit(database, request, {
    ...who(doctorId),
    action: 'list_payments',
    entity: 'payment',
    details: { paymentIds: rows.map((r) => r.id), page: q.page, total },
  });
  return {
    total,
    page: q.page,
    pageSize: q.pageSize,
    payments: rows.map((r) => ({
      id: r.id,
      appointmentId: r.appointment_id,
      publicId: `#${r.public_id}`,
      patient: r.patient,
      kind: r.kind,
      amount: Number(r.amount_paise) / 100,
      status: r.status,
      reference: r.reference,
      date: r.date,
    })),
  };
}

/**
 * In the caller's transaction (the cancellation, rejection or expiry): one
 * refund job for each captured payment of the appointment, sent after commit.
 * Answers how many were scheduled (0 when nothing was paid online, or when
 * they were scheduled already).
 */
export async function scheduleRefundsFor(
  tx: Db,
  appointmentId: string,
  now: Date,
): Promise<number> {
  let n = 0;
  for (const id of await paymentRepository.capturedOf(tx, appointmentId)) {
    if (await scheduleRefund(tx, id, now)) n++;
  }
  return n;
}
