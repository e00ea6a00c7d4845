// Payments behind an interface. The simulated gateway is the default and says
// so in every answer (testMode: true); it takes PAYMENT_PROCESSING_MS to
// "process", like a real card authorisation, and declines nothing.
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

export interface PaymentProvider {
  readonly name: string;
  readonly testMode: boolean;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

export function simulatedGateway(processingMs: number): PaymentProvider {
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
  };
}
