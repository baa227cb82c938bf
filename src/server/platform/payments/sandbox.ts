import { createHmac, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { type paymentMethods, paymentStatuses } from '../../../contract/money';
import { sameSecret } from '../tokens';
import {
  type CallbackHeaders,
  CallbackRefused,
  type CallbackReport,
  type PaymentProvider,
  type PaymentReport,
  type ProviderPayment,
} from './provider';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** What the payer chose on the sandbox checkout page. */
export interface SandboxOutcome {
  result: 'pay' | 'fail';
  method: (typeof paymentMethods)[number];
  payerPhone?: string;
  /** What the payer paid; the expected amount unless they paid part of it. */
  paidCents: number;
}

/** The body the sandbox gateway posts to the callback URL. */
export const sandboxCallbackSchema = z.object({
  reference: z.string().min(1),
  status: z.enum(paymentStatuses),
  providerTxId: z.string().optional(),
  paidCents: z.number().int().nonnegative().optional(),
  method: z.string().optional(),
  payerPhone: z.string().optional(),
  reason: z.string().optional(),
});
export type SandboxCallback = z.infer<typeof sandboxCallbackSchema>;

export type CallbackSender = (url: string, body: string, headers: Record<string, string>) => Promise<void>;

/** Posts the callback the way a gateway does: over HTTP, from outside the request that caused it. */
export const postCallback: CallbackSender = async (url, body, headers) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) throw new Error(`callback answered HTTP ${response.status}`);
};

/**
 * Where the gateway keeps each payment's outcome: outside the process (the database), so every
 * instance answers the same status query, and a restart forgets nothing.
 */
export interface SandboxOutcomeStore {
  get(reference: string): Promise<SandboxCallback | undefined>;
  /** Keeps the outcome unless one is kept already; answers the one kept. */
  keep(callback: SandboxCallback): Promise<SandboxCallback>;
}

export interface SandboxGatewayOptions {
  signingSecret: string;
  outcomes: SandboxOutcomeStore;
  callbackUrl: string;
  send?: CallbackSender;
  /** Told when a background callback could not be delivered (the reconciliation still finds it). */
  onSendError?: (error: unknown) => void;
}

/**
 * The default provider: a checkout page of the portal (/checkout/sandbox/:reference) where the payer
 * succeeds or fails. The gateway keeps each outcome, as a real gateway would, so a status query
 * answers it even when the callback was lost; it then posts a signed callback like a real gateway.
 */
export class SandboxGateway implements PaymentProvider {
  readonly name = 'sandbox';
  readonly confirmsCallbacks = false;
  constructor(private options: SandboxGatewayOptions) {}

  /** Replaces how callbacks are delivered (tests deliver them into the app they run). */
  sendCallbacksWith(send: CallbackSender): void {
    this.options = { ...this.options, send };
  }

  async startCheckout(payment: ProviderPayment, handOff: { encodedPayload: string }) {
    return { checkoutUrl: this.checkoutUrlOf(payment, handOff) };
  }

  checkoutUrlOf(payment: ProviderPayment, handOff: { encodedPayload: string }): string {
    return `/checkout/sandbox/${encodeURIComponent(payment.reference)}?payload=${encodeURIComponent(handOff.encodedPayload)}`;
  }

  async queryStatus(payment: ProviderPayment): Promise<PaymentReport> {
    const outcome = await this.options.outcomes.get(payment.reference);
    if (!outcome) return { status: 'Pending' };
    const { reference: _reference, ...report } = outcome;
    return report;
  }

  /** The payer's choice on the checkout page: remembered, then called back in the background. */
  async complete(reference: string, outcome: SandboxOutcome): Promise<SandboxCallback> {
    const previous = await this.options.outcomes.get(reference);
    if (previous) return previous;
    const chosen: SandboxCallback =
      outcome.result === 'pay'
        ? {
            reference,
            status: 'Succeeded',
            providerTxId: `SBX${randomBytes(6).toString('hex').toUpperCase()}`,
            paidCents: outcome.paidCents,
            method: outcome.method,
            ...(outcome.payerPhone ? { payerPhone: outcome.payerPhone } : {}),
          }
        : { reference, status: 'Failed', method: outcome.method, reason: 'Declined in the sandbox checkout' };
    // Two clicks at once keep one outcome; both answer it, and only its callback is sent twice at most.
    const callback = await this.options.outcomes.keep(chosen);
    const body = JSON.stringify(callback);
    const { send = postCallback, callbackUrl, onSendError } = this.options;
    send(callbackUrl, body, { [SANDBOX_SIGNATURE_HEADER]: this.sign(body) }).catch((error: unknown) =>
      onSendError?.(error),
    );
    return callback;
  }

  /** HMAC-SHA256 over the raw body, hex. */
  sign(rawBody: string): string {
    return createHmac('sha256', this.options.signingSecret).update(rawBody, 'utf8').digest('hex');
  }

  verifyCallback(rawBody: string, headers: CallbackHeaders): void {
    const given = headers[SANDBOX_SIGNATURE_HEADER];
    if (!sameSecret(typeof given === 'string' ? given : '', this.sign(rawBody))) {
      throw new CallbackRefused('the sandbox signature does not match');
    }
  }

  parseCallback(rawBody: string): CallbackReport {
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      throw new CallbackRefused('the callback is not JSON');
    }
    const parsed = sandboxCallbackSchema.safeParse(json);
    if (!parsed.success) throw new CallbackRefused('the callback is not a sandbox payment report');
    return parsed.data;
  }

  callbackAnswer(): unknown {
    return { data: { received: true } };
  }
}
