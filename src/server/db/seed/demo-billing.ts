import { vatIncludedIn } from '../../../contract/money';
import { postReceipt } from '../../features/billing/post-receipt';
import { raiseInvoice } from '../../features/billing/raise-invoice';
import type { Db } from '../database';

/**
 * The demo member's books: last year's subscription, paid by M-Pesa, and this year's, not paid yet,
 * so the statement, the arrears tile, Pay Now and the payment history have something to show.
 * Idempotent: invoices are raised once per source and the receipt once per transaction id.
 */
export async function seedDemoBilling(db: Db, email: string, year: number): Promise<void> {
  const member = await db
    .selectFrom('users')
    .innerJoin('category_charges', 'category_charges.category_code', 'users.category')
    .select(['users.id', 'category_charges.amount_cents'])
    .where('users.email', '=', email)
    .where('category_charges.charge_item', '=', 'SUBSCRIPTION')
    .executeTakeFirst();
  if (!member) return;
  await db.transaction().execute(async (trx) => {
    for (const period of [year - 1, year]) {
      const invoice = await raiseInvoice(trx, {
        userId: member.id,
        source: 'SUBSCRIPTION',
        sourceRef: String(period),
        description: `Annual subscription ${period}`,
        lines: [
          {
            description: `Subscription for ${period}`,
            quantity: 1,
            unitCents: member.amount_cents,
            vatCents: vatIncludedIn(member.amount_cents),
          },
        ],
        documentDate: `${period}-01-01`,
        dueDate: `${period}-03-31`,
      });
      if (period === year) continue;
      const providerTxId = `DEMO${period}${member.id}`;
      const posted = await trx
        .selectFrom('receipts')
        .select('id')
        .where('provider_tx_id', '=', providerTxId)
        .executeTakeFirst();
      if (posted) continue;
      await postReceipt(trx, {
        payerUserId: member.id,
        invoiceId: invoice.id,
        paymentId: null,
        amountCents: invoice.total_cents,
        method: 'M-Pesa',
        provider: 'demo',
        providerTxId,
        paidAt: `${period}-02-14T09:30:00.000Z`,
      });
    }
  });
}
