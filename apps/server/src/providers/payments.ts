// Payments behind an interface. The simulated gateway is the default and says
// so in every answer (testMode: true); it takes PAYMENT_PROCESSING_MS to
// "process", like a real card authorisation, and declines nothing. Refunds
// carry an idempotency key: the same key answers the same refund, however
// often it is asked (a real gateway keeps that record on its side; the
// simulated one keeps it in this process, readable through refunds()).
import { randomUUID } from 'node:crypto';

export interface ChargeRequest {
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
}

export function simulatedGateway(processingMs: number): SimulatedGateway {
  const refunds = new Map<string, SimulatedRefund>();
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
      return { status: 'succeeded', providerRef: `sim_${randomUUID()}`, testMode: true };
    },
    async refund(request) {
      const known = refunds.get(request.idempotencyKey);
      if (known) {
        known.calls++;
        return known.result;
      }
      if (!Number.isInteger(request.amountPaise) || request.amountPaise <= 0) {
        return { status: 'failed', refundRef: '', testMode: true, failureReason: 'Invalid amount' };
      }
      const result: RefundResult = {
        status: 'succeeded',
        refundRef: `sim_rf_${randomUUID()}`,
        testMode: true,
      };
      refunds.set(request.idempotencyKey, { request, result, calls: 1 });
      return result;
    },
    refunds: () => [...refunds.values()],
  };
}
