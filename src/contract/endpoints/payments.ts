import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  paymentConfigSchema,
  paymentStateSchema,
  sandboxCompleteSchema,
  startedPaymentSchema,
  startPaymentSchema,
} from '../money';

const referenceParams = z.object({ reference: z.string().min(1).max(60) });

/**
 * Payments (spec 3 §7 "Payment", decisions.md "Money"): Pay Now starts one, the payer's pages read
 * its state, and with the sandbox provider the checkout page completes it. The provider's callback
 * is not a browser's call and answers in the provider's own form: it stays registered by hand.
 */
export const paymentEndpoints = {
  config: endpoint({
    method: 'GET',
    path: '/api/payments/config',
    summary: 'Which checkout Pay Now hands over to',
    data: paymentConfigSchema,
  }),
  start: endpoint({
    method: 'POST',
    path: '/api/payments',
    summary: "Pay what is left of one of the caller's invoices: answers where the checkout is",
    body: startPaymentSchema,
    data: startedPaymentSchema,
    withMessage: true,
  }),
  state: endpoint({
    method: 'GET',
    path: '/api/payments/:reference',
    summary: "The state of one of the caller's payments",
    params: referenceParams,
    data: paymentStateSchema,
  }),
  sandboxComplete: endpoint({
    method: 'POST',
    path: '/api/sandbox-checkout/:reference/complete',
    summary: 'Sandbox checkout: the payer pays (all or part) or fails; the gateway then calls back',
    params: referenceParams,
    body: sandboxCompleteSchema,
    data: z.object({ status: z.string() }),
  }),
};
