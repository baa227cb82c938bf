import type { LedgerEntry } from '../../../contract/money';
import { formatKes } from '../../lib/format';

/** Test-only: statement entries as GET profile/ledger answers them. */
export const paidInvoice: LedgerEntry = {
  documentNo: 'INV-000001',
  documentType: 'Invoice',
  description: 'Annual subscription 2025',
  amountLCY: 5000,
  remainingAmtLCY: 0,
  dueDate: '2025-03-31',
  postingDate: '2025-01-01',
  documentDate: '2025-01-01',
  externalDocumentNo: 'INV-000001',
  source: 'SUBSCRIPTION',
  runningBalanceLCY: 5000,
  dueState: { kind: 'paid', days: 0 },
};

export const receipt: LedgerEntry = {
  documentNo: 'RCT-000001',
  documentType: 'Receipt',
  description: 'Payment by M-Pesa',
  amountLCY: -5000,
  remainingAmtLCY: 0,
  dueDate: '2025-02-14',
  postingDate: '2025-02-14',
  documentDate: '2025-02-14',
  externalDocumentNo: 'RCT-000001',
  source: null,
  runningBalanceLCY: 0,
  dueState: null,
};

export const openInvoice: LedgerEntry = {
  documentNo: 'INV-000002',
  documentType: 'Invoice',
  description: 'Annual subscription 2026',
  amountLCY: 5500.5,
  remainingAmtLCY: 2500.25,
  dueDate: '2026-03-31',
  postingDate: '2026-01-01',
  documentDate: '2026-01-01',
  externalDocumentNo: 'INV-000002',
  source: 'SUBSCRIPTION',
  runningBalanceLCY: 5500.5,
  dueState: { kind: 'overdue', days: 240 },
};

/** formatKes as the DOM queries read it: their default normaliser turns a no-break space into a space. */
export const shownKes = (amount: number) => formatKes(amount).replace(/\s+/g, ' ');
