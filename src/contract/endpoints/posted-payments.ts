import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  postedPaymentsPageSchema,
  postedPaymentsQuerySchema,
  reversedReceiptSchema,
  reverseReceiptSchema,
} from '../posted-payments';

/**
 * Posted payments (decision 0030): the list of every receipt for admins and the reversal of one
 * by a credit note. The list's CSV (`/api/admin/payments/csv`, same query) answers a file, not the
 * `{ data }` envelope, and is registered by hand like the reports' downloads.
 */
export const postedPaymentEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/payments',
    summary: 'Posted payments (receipts online and by hand), filtered, sorted and paged (admins)',
    query: postedPaymentsQuerySchema,
    data: postedPaymentsPageSchema,
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

/** The list's CSV download: the same query without paging. */
export const POSTED_PAYMENTS_CSV_PATH = '/api/admin/payments/csv';
