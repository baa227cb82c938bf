import { sql } from 'kysely';
import type { Db } from './database';

/**
 * Per invoice, what receipts allocated to it in cents (`cents`), as a subquery named `alias` to
 * left-join on `invoice_id`: what is still owed is the total less this (zero when nothing joined).
 */
export const allocatedPerInvoice = <Alias extends string>(db: Db, alias: Alias) =>
  db
    .selectFrom('receipt_allocations')
    .select(['invoice_id', sql<number>`sum(amount_cents)`.as('cents')])
    .groupBy('invoice_id')
    .as(alias);
