import { z } from 'zod';
import { endpoint } from '../endpoint';
import { csvEndpoint } from '../list-query';
import {
  postedPaymentsCsvQuerySchema,
  postedPaymentsPageSchema,
  postedPaymentsQuerySchema,
  reversedReceiptSchema,
  reverseReceiptSchema,
} from '../posted-payments';

/**
 * Posted payments (decision 0030): the list of every receipt for admins, its CSV (a file, served by
 * the list kit) and the reversal of one by a credit note.
 */
export const postedPaymentEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/payments',
    summary: 'Posted payments (receipts online and by hand), filtered, sorted and paged (admins)',
    query: postedPaymentsQuerySchema,
    data: postedPaymentsPageSchema,
  }),
  csv: csvEndpoint({
    path: '/api/admin/payments/csv',
    summary: 'Posted payments under the same filter and order (admins)',
    query: postedPaymentsCsvQuerySchema,
  }),
  reverse: endpoint({
    method: 'POST',
    path: '/api/admin/payments/:receiptNo/reverse',
    summary: 'Reverse a receipt with a credit note: its invoices are owed again (admins)',
    params: z.object({ receiptNo: z.string().trim().min(1).max(40) }),
    body: reverseReceiptSchema,
    data: reversedReceiptSchema,
    created: true,
  }),
};
