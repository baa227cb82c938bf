import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../db/database';
import type { SandboxCallback } from '../../platform/payments/sandbox';
import { SANDBOX_SIGNATURE_HEADER } from '../../platform/payments/sandbox';
import type { TestApp } from '../../test-support/harness';
import { workerLog } from '../../test-support/loggers';
import { remainingOf } from '../billing/ledger';
import { raiseInvoice } from '../billing/raise-invoice';
import type { PaymentServices } from './services';

let invoiceCounter = 0;

export async function userIdOf(db: Db, email: string): Promise<number> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}

/** A fresh open invoice of 1,160.00 KES for the user (a booking, so it bills nothing else). */
export async function openInvoice(db: Db, userId: number, totalCents = 116_000) {
  invoiceCounter += 1;
  return raiseInvoice(db, {
    userId,
    source: 'BOOKING',
    sourceRef: `TEST-${process.pid}-${Date.now()}-${invoiceCounter}`,
    description: 'Test booking',
    lines: [{ description: 'Seat', quantity: 1, unitCents: totalCents, vatCents: 16_000 }],
    documentDate: '2026-01-01',
    dueDate: '2026-03-31',
  });
}

export const servicesOf = (t: TestApp): Promise<PaymentServices> => t.context.paymentServices(workerLog());

export async function startPaymentFor(t: TestApp, token: string, invoiceNo: string, from?: string) {
  const response = await t.api('POST', '/api/payments', {
    token,
    body: { invoiceNo, ...(from ? { from } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { reference: string; checkoutUrl: string };
}

/** Posts a callback body as the gateway would, raw, to the configured callback URL. */
export async function postCallback(
  t: TestApp,
  services: PaymentServices,
  body: string,
  headers: Record<string, string> = {},
  secret = services.callbackSecret,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/api/payments/callback/${services.provider.name}/${secret}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  });
}

/** A sandbox callback signed with the gateway's secret. */
export function signedSandboxCallback(services: PaymentServices, callback: SandboxCallback) {
  const body = JSON.stringify(callback);
  const sandbox = services.sandbox;
  if (!sandbox) throw new Error('the test app runs the sandbox provider');
  return { body, headers: { [SANDBOX_SIGNATURE_HEADER]: sandbox.sign(body) } };
}

export async function paymentRow(db: Db, reference: string) {
  return db.selectFrom('payments').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
}

export async function receiptsOf(db: Db, paymentId: number) {
  return db.selectFrom('receipts').selectAll().where('payment_id', '=', paymentId).execute();
}

export const remaining = remainingOf;
