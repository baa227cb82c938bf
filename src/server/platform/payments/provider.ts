import type { CheckoutPayload, PaymentStatus } from '../../../contract/money';

/** What a provider needs to know of a payment (a row of `payments`). */
export interface ProviderPayment {
  reference: string;
  expectedCents: number;
  invoiceNo: string;
  description: string;
  /** The payer's phone in international form (+2547…), for mobile money. */
  payerPhone: string | null;
  /** The provider's id of the request, once the checkout was started. */
  providerRequestId: string | null;
}

export interface CheckoutHandOff {
  /** The base64 JSON payload of spec 3 §7, built by the server from the invoice. */
  payload: CheckoutPayload;
  encodedPayload: string;
}

export interface StartedCheckout {
  /** Where the browser goes next: the provider's checkout, or a portal page that waits for it. */
  checkoutUrl: string;
  providerRequestId?: string;
}

/** What the provider says about a payment, from a callback or a status query. */
export interface PaymentReport {
  status: PaymentStatus;
  /** The provider's id of the money movement; posted once, ever. */
  providerTxId?: string;
  paidCents?: number;
  method?: string;
  payerPhone?: string;
  reason?: string;
}

/** A callback also names the payment it is about, by our reference or the provider's request id. */
export interface CallbackReport extends PaymentReport {
  reference?: string;
  providerRequestId?: string;
}

export type CallbackHeaders = Record<string, string | string[] | undefined>;

/** A callback that did not come from the provider (bad signature) or cannot be read. */
export class CallbackRefused extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'CallbackRefused';
  }
}

/** The provider could not start the checkout; `message` is safe to show the payer. */
export class CheckoutFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CheckoutFailed';
  }
}

/**
 * A payment gateway (decisions.md "Money"). The portal records a payment before it calls
 * startCheckout, stores every callback raw before it reads it, and posts a receipt only from a
 * report it trusts: a verified callback, confirmed by queryStatus when `confirmsCallbacks` is set.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Callbacks carry no signature, so a callback's final status counts only once queryStatus agrees. */
  readonly confirmsCallbacks: boolean;
  startCheckout(payment: ProviderPayment, handOff: CheckoutHandOff): Promise<StartedCheckout>;
  /** The checkout address of a payment already started (a second click on Pay Now). */
  checkoutUrlOf(payment: ProviderPayment, handOff: CheckoutHandOff): string;
  queryStatus(payment: ProviderPayment): Promise<PaymentReport>;
  /** Throws CallbackRefused unless the callback is authentic; runs before the callback is stored. */
  verifyCallback(rawBody: string, headers: CallbackHeaders): void;
  /** Reads a stored callback; throws CallbackRefused when it is not one this provider sends. */
  parseCallback(rawBody: string): CallbackReport;
  /** What the provider expects as the answer to its callback. */
  callbackAnswer(): unknown;
}

export const encodePayload = (payload: CheckoutPayload): string =>
  Buffer.from(JSON.stringify(payload), 'utf8').toString('base64');
