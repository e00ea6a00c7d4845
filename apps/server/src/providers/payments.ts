// Payments behind an interface. The simulated gateway is the default and says
// so in every answer (testMode: true); it takes PAYMENT_PROCESSING_MS to
// "process", like a real card authorisation, and declines nothing. Charges and
// refunds carry an idempotency key: the same key answers the same charge or
// refund, however often it is asked, and never charges twice. A real gateway
// keeps that record on its side; the simulated one keeps its charges in the
// table gateway_simulated_charges when given a database (so the record
// outlives a crashed or restarted instance and is shared by all instances, as
// a remote gateway's would be), else in this process; refunds in this process
// (readable through refunds()).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { gatewaySimulatedCharges } from '../db/schema.ts';

export interface ChargeRequest {
  /** The same key always answers the same charge: a retried booking is charged at most once. */
  idempotencyKey: string;
  amountPaise: number;
  currency: string;
  reference: string;
  description: string;
}

export interface ChargeResult {
  status: 'succeeded' | 'failed';
  providerRef: string;
  testMode: boolean;
  failureReason?: string;
}

export interface RefundRequest {
  /** The same key always answers the same refund: retries never refund twice. */
  idempotencyKey: string;
  /** The charge's providerRef. */
  chargeRef: string;
  amountPaise: number;
  currency: string;
}

export interface RefundResult {
  status: 'succeeded' | 'failed';
  refundRef: string;
  testMode: boolean;
  failureReason?: string;
}

export interface PaymentProvider {
  readonly name: string;
  readonly testMode: boolean;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** The charge made under this key, if any (asked before releasing an abandoned hold). */
  findCharge(idempotencyKey: string): Promise<ChargeResult | null>;
  refund(request: RefundRequest): Promise<RefundResult>;
}

/** What the simulated gateway did for a refund: the request, the answer, how often it was asked. */
export interface SimulatedRefund {
  request: RefundRequest;
  result: RefundResult;
  calls: number;
}

export interface SimulatedGateway extends PaymentProvider {
  /** The refunds it made, one per idempotency key. */
  refunds(): SimulatedRefund[];
  /** How often each key was charged for (1 = asked once); the money moved once per key. */
  chargeCalls(): Promise<Map<string, number>>;
}

interface ChargeRecord {
  providerRef: string;
  amountPaise: number;
  calls: number;
}

/** Where the simulated gateway keeps its charges: a key's first record wins. */
interface ChargeBook {
  /** Records the charge unless the key has one; answers the key's record (calls counted). */
  take(key: string, fresh: ChargeRecord, request: ChargeRequest): Promise<ChargeRecord>;
  find(key: string): Promise<ChargeRecord | null>;
  all(): Promise<Map<string, number>>;
}

/**
 * Refunds are kept in the same book under `refund:<key>`, so a refund asked
 * again through another instance or after a restart answers the first one.
 */
const REFUND_PREFIX = 'refund:';
const isRefundKey = (key: string) => key.startsWith(REFUND_PREFIX);

function memoryBook(): ChargeBook {
  const charges = new Map<string, ChargeRecord>();
  return {
    async take(key, fresh) {
      const known = charges.get(key);
      if (known) {
        known.calls++;
        return known;
      }
      charges.set(key, fresh);
      return fresh;
    },
    async find(key) {
      return charges.get(key) ?? null;
    },
    async all() {
      return new Map([...charges].filter(([k]) => !isRefundKey(k)).map(([k, v]) => [k, v.calls]));
    },
  };
}

function tableBook(db: Db): ChargeBook {
  const t = gatewaySimulatedCharges;
  return {
    async take(key, fresh, request) {
      const [row] = await db
        .insert(t)
        .values({
          idempotencyKey: key,
          providerRef: fresh.providerRef,
          amountPaise: fresh.amountPaise,
          currency: request.currency,
          reference: request.reference,
        })
        .onConflictDoUpdate({ target: t.idempotencyKey, set: { calls: sql`${t.calls} + 1` } })
        .returning();
      return row!;
    },
    async find(key) {
      const [row] = await db
        .select()
        .from(t)
        .where(sql`${t.idempotencyKey} = ${key}`);
      return row ?? null;
    },
    async all() {
      const rows = await db.select().from(t);
      return new Map(
        rows.filter((r) => !isRefundKey(r.idempotencyKey)).map((r) => [r.idempotencyKey, r.calls]),
      );
    },
  };
}

const succeeded = (r: ChargeRecord): ChargeResult => ({
  status: 'succeeded',
  providerRef: r.providerRef,
  testMode: true,
});

/** `db`: keep the charges in gateway_simulated_charges (every instance, every restart sees them). */
export function simulatedGateway(processingMs: number, db?: Db): SimulatedGateway {
  const refunds = new Map<string, SimulatedRefund>();
  const book = db ? tableBook(db) : memoryBook();
  return {
    name: 'simulated',
    testMode: true,
    async charge(request) {
      if (!Number.isInteger(request.amountPaise) || request.amountPaise <= 0) {
        return {
          status: 'failed',
          providerRef: '',
          testMode: true,
          failureReason: 'Invalid amount',
        };
      }
      if (processingMs > 0) await new Promise((r) => setTimeout(r, processingMs));
      const record = await book.take(
        request.idempotencyKey,
        { providerRef: `sim_${randomUUID()}`, amountPaise: request.amountPaise, calls: 1 },
        request,
      );
      if (record.amountPaise !== request.amountPaise) {
        return {
          status: 'failed',
          providerRef: '',
          testMode: true,
          failureReason: 'Idempotency key reused for another amount',
        };
      }
      return succeeded(record);
    },
    async findCharge(key) {
      const record = await book.find(key);
      return record ? succeeded(record) : null;
    },
    chargeCalls: () => book.all(),
    async refund(request) {
      if (!Number.isInteger(request.amountPaise) || request.amountPaise <= 0) {
        return { status: 'failed', refundRef: '', testMode: true, failureReason: 'Invalid amount' };
      }
      const record = await book.take(
        `${REFUND_PREFIX}${request.idempotencyKey}`,
        { providerRef: `sim_rf_${randomUUID()}`, amountPaise: request.amountPaise, calls: 1 },
        {
          idempotencyKey: request.idempotencyKey,
          amountPaise: request.amountPaise,
          currency: request.currency,
          reference: request.chargeRef,
          description: 'refund',
        },
      );
      const result: RefundResult = {
        status: 'succeeded',
        refundRef: record.providerRef,
        testMode: true,
      };
      // What this process asked, for tests to inspect; the book decides the refund.
      const known = refunds.get(request.idempotencyKey);
      if (known) known.calls++;
      else refunds.set(request.idempotencyKey, { request, result, calls: 1 });
      return result;
    },
    refunds: () => [...refunds.values()],
  };
}
