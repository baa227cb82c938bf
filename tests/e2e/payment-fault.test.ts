import type { ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, spawnServer, stopServer } from './support/server';

/**
 * The fault of issue 5: the server acknowledges a valid callback and dies (kill -9) right after.
 * Restarted on the same database, it must still post that payment, and exactly once, even when
 * the gateway sends the callback again. Runs the built server (dist/), no browser.
 */
const CALLBACK_SECRET = 'fault-test-callback-secret-0123456789';
const SIGNING_SECRET = 'fault-test-sandbox-signing-secret';
const PASSWORD = 'Portal#2026';

const folder = mkdtempSync(join(tmpdir(), 'portal-payment-fault-'));
let server: ChildProcess | undefined;

const start = async (port: number): Promise<string> => {
  const spawned = await spawnServer(folder, port, {
    SMTP_URL: '',
    WEB_DIST: join(folder, 'no-web'),
    PAYMENT_PROVIDER: 'sandbox',
    PAYMENT_CALLBACK_SECRET: CALLBACK_SECRET,
    SANDBOX_SIGNING_SECRET: SIGNING_SECRET,
    PAYMENT_CALLBACK_POLL_MS: '100',
  });
  server = spawned.process;
  return spawned.baseUrl;
};

afterAll(async () => {
  if (server) await stopServer(server);
  rmSync(folder, { recursive: true, force: true });
});

async function call<T>(
  baseUrl: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

interface LedgerEntry {
  documentType: 'Invoice' | 'Receipt';
  documentNo: string;
  remainingAmtLCY: number;
  amountLCY: number;
}

describe('a crash right after a callback was acknowledged', () => {
  it('still posts the payment, exactly once, after a restart', async () => {
    const port = await freePort();
    let baseUrl = await start(port);
    const { token } = await call<{ token: string }>(baseUrl, 'POST', 'auth/login', undefined, {
      email: 'member@eik.example',
      password: PASSWORD,
    });
    const before = await call<LedgerEntry[]>(baseUrl, 'GET', 'profile/ledger', token);
    const open = before.find((entry) => entry.documentType === 'Invoice' && entry.remainingAmtLCY > 0);
    if (!open) throw new Error('the demo member has no open invoice');
    const { reference } = await call<{ reference: string }>(baseUrl, 'POST', 'payments', token, {
      invoiceNo: open.documentNo,
    });

    const body = JSON.stringify({
      reference,
      status: 'Succeeded',
      providerTxId: 'SBXFAULT0001',
      paidCents: Math.round(open.remainingAmtLCY * 100),
      method: 'M-Pesa',
    });
    const signature = createHmac('sha256', SIGNING_SECRET).update(body).digest('hex');
    const sendCallback = () =>
      fetch(`${baseUrl}/api/payments/callback/sandbox/${CALLBACK_SECRET}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
        body,
      });
    const acknowledged = await sendCallback();
    if (server) await stopServer(server, 'SIGKILL');
    expect(acknowledged.status).toBe(200);

    baseUrl = await start(port);
    // The gateway, not having seen its answer in time on its side, may send the callback again.
    expect((await sendCallback()).status).toBe(200);
    await expect
      .poll(
        async () => (await call<{ status: string }>(baseUrl, 'GET', `payments/${reference}`, token)).status,
        {
          timeout: 10_000,
        },
      )
      .toBe('Succeeded');
    await new Promise((resolve) => setTimeout(resolve, 500));

    const state = await call<{ receiptNo: string | null }>(baseUrl, 'GET', `payments/${reference}`, token);
    expect(state.receiptNo).toMatch(/^RCT-/);
    const after = await call<LedgerEntry[]>(baseUrl, 'GET', 'profile/ledger', token);
    const receiptsBefore = before.filter((entry) => entry.documentType === 'Receipt').length;
    expect(after.filter((entry) => entry.documentType === 'Receipt')).toHaveLength(receiptsBefore + 1);
    expect(after.find((entry) => entry.documentNo === open.documentNo)?.remainingAmtLCY).toBe(0);
  });
});
