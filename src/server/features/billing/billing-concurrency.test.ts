import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/harness';
import { memberWithProfile } from '../profile/sections/test-support';
import { remainingOf } from './ledger';
import { postReceipt } from './post-receipt';
import { raiseInvoice } from './raise-invoice';

/** Two requests at once (real concurrency on PostgreSQL; one after the other on SQLite). */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function memberId(): Promise<number> {
  const token = await memberWithProfile(t);
  const { email } = (await t.api('GET', '/api/auth/user', { token })).json().data;
  return (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow())
    .id;
}

const fee = (userId: number, sourceRef: string) => ({
  userId,
  source: 'APPLICATION' as const,
  sourceRef,
  description: 'Application fee',
  lines: [{ description: 'Application fee', quantity: 1, unitCents: 5_000_00, vatCents: 689_66 }],
  documentDate: '2026-03-01',
  dueDate: '2026-03-31',
});

describe('billing under concurrency', () => {
  it('raises one invoice when the same source is raised twice at once, and both callers get it', async () => {
    const userId = await memberId();
    const [a, b] = await Promise.all([
      t.db.transaction().execute((trx) => raiseInvoice(trx, fee(userId, 'APP-RACE-1'))),
      t.db.transaction().execute((trx) => raiseInvoice(trx, fee(userId, 'APP-RACE-1'))),
    ]);
    expect(a.id).toBe(b.id);
    const rows = await t.db
      .selectFrom('invoices')
      .select('id')
      .where('source_ref', '=', 'APP-RACE-1')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('never allocates more than the invoice total when two payments settle at once', async () => {
    const userId = await memberId();
    const invoice = await raiseInvoice(t.db, fee(userId, 'APP-RACE-2'));
    const pay = (tx: string) =>
      t.db.transaction().execute((trx) =>
        postReceipt(trx, {
          payerUserId: userId,
          invoiceId: invoice.id,
          paymentId: null,
          amountCents: invoice.total_cents,
          method: 'M-Pesa',
          provider: 'test',
          providerTxId: tx,
          paidAt: '2026-03-02T10:00:00.000Z',
        }),
      );
    await Promise.all([pay('RACE-TX-1'), pay('RACE-TX-2')]);
    const allocations = await t.db
      .selectFrom('receipt_allocations')
      .select('amount_cents')
      .where('invoice_id', '=', invoice.id)
      .execute();
    expect(allocations.reduce((sum, row) => sum + row.amount_cents, 0)).toBe(invoice.total_cents);
    expect(await remainingOf(t.db, invoice.id)).toBe(0);
  });

  it("refuses a receipt on another member's invoice", async () => {
    const owner = await memberId();
    const stranger = await memberId();
    const invoice = await raiseInvoice(t.db, fee(owner, 'APP-RACE-3'));
    await expect(
      postReceipt(t.db, {
        payerUserId: stranger,
        invoiceId: invoice.id,
        paymentId: null,
        amountCents: 100,
        method: 'Card',
        provider: 'test',
        providerTxId: 'RACE-TX-3',
        paidAt: '2026-03-02T10:00:00.000Z',
      }),
    ).rejects.toThrow(/own invoice/);
    expect(await remainingOf(t.db, invoice.id)).toBe(invoice.total_cents);
  });
});
