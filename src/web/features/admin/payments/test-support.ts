import type { PostedPayment } from '../../../../contract/posted-payments';

/** One posted payment as the list answers it: a cheque of KES 4,000 on a subscription invoice. */
export const payment = (overrides: Partial<PostedPayment> = {}): PostedPayment => ({
  receiptNo: 'RCT-000042',
  paidOn: '2026-03-02',
  memberName: 'Jane Wanjiku',
  memberNo: 'M-0042',
  invoices: [{ invoiceNo: 'INV-000007', purpose: 'Subscription Payment', amountLCY: 4_000 }],
  method: 'Cheque',
  providerRef: 'Cheque:CHQ0012',
  amountLCY: 4_000,
  creditNoteNo: null,
  ...overrides,
});
