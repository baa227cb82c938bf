import type { CompanyInformation } from '../../../contract/setup';
import type { Subscription } from '../../../contract/subscriptions';

/** Test-only: a subscription row as GET subs answers it; tests change what they are about. */
export const subscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  subsPeriod: 2026,
  memberCategory: 'MEMBER',
  categoryName: 'Member',
  status: 'Billed',
  billedAmount: 5000,
  paidAmount: 0,
  lastPaidDate: null,
  billed: true,
  paid: false,
  fullyPaid: false,
  documentNo: 'INV-000101',
  recieptNo: null,
  profileID: 'PR-000007',
  memberNo: 'M-0042',
  dueDate: '2026-03-31',
  dueState: { kind: 'due', days: 30 },
  ...overrides,
});

export const paidSubscription = subscription({
  subsPeriod: 2025,
  status: 'Paid',
  paidAmount: 5000,
  lastPaidDate: '2025-03-14T09:30:00.000Z',
  paid: true,
  fullyPaid: true,
  documentNo: 'INV-000050',
  recieptNo: 'RCT-000050',
  dueDate: '2025-03-31',
  dueState: { kind: 'paid', days: 0 },
});

export const company = (shortName: string): CompanyInformation => ({
  displayName: 'Engineers Institute',
  shortName,
  email: 'info@eik.example',
  phone: '0700000000',
  address: 'Nairobi',
  website: 'https://eik.example',
  logo: '',
});
