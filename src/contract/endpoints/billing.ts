import { z } from 'zod';
import { endpoint } from '../endpoint';
import { balanceSchema, ledgerEntrySchema, paymentHistorySchema } from '../money';

/**
 * The member's own books (spec 3 §7 Billing, spec 1 dashboard tiles): the statement, the balance
 * and the payment history. Always the caller's own records.
 */
export const billingEndpoints = {
  ledger: endpoint({
    method: 'GET',
    path: '/api/profile/ledger',
    summary: "The caller's statement: posted invoices and receipts, oldest first",
    data: z.array(ledgerEntrySchema),
  }),
  balance: endpoint({
    method: 'GET',
    path: '/api/billing/balance',
    summary: 'What the caller owes now',
    data: balanceSchema,
  }),
  history: endpoint({
    method: 'GET',
    path: '/api/billing/history',
    summary: "The caller's payments, newest subscription year first, with the export's e-mail, name and no",
    data: paymentHistorySchema,
  }),
};
