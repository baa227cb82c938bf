import type { MemberRecord } from '../../../../contract/member-records';
import { signedInUser } from '../../../test-support/users';

/** Test-only: G/2307 as the register holds it, without an account; tests change what they are about. */
export const memberRecord = (overrides: Partial<MemberRecord> = {}): MemberRecord => ({
  entry: {
    memberNo: 'G/2307',
    firstName: 'BRIAN',
    secondName: 'KIPCHUMBA',
    lastName: 'RUTO',
    idNumber: '33456712',
    email: 'brian.ruto@eik.example',
    phone: '+254722456789',
    category: 'GRADUATE',
    categoryDescription: 'Graduate Engineer',
    status: 'Active',
    admittedOn: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
  statusHistory: [],
  goodStanding: false,
  account: null,
  profile: null,
  balanceLCY: 5_000,
  openInvoices: [
    {
      invoiceNo: 'INV-000101',
      memberName: 'BRIAN KIPCHUMBA RUTO',
      memberNo: 'G/2307',
      email: 'brian.ruto@eik.example',
      purpose: 'Subscription Payment',
      totalLCY: 5_000,
      owedLCY: 5_000,
      dueDate: '2026-03-31',
    },
  ],
  subscriptions: [
    {
      period: 2026,
      invoiceNo: 'INV-000101',
      totalLCY: 5_000,
      owedLCY: 5_000,
      dueDate: '2026-03-31',
      state: 'Overdue',
    },
  ],
  applications: [],
  upgrades: [],
  licences: [],
  ...overrides,
});

export const admin = signedInUser({
  id: 2,
  email: 'admin@eik.example',
  is_admin: true,
  name: 'Peter Otieno',
  profile: false,
});
export const approver = signedInUser({
  id: 3,
  email: 'approver@eik.example',
  is_approver: true,
  profile: false,
});

/** The API path of G/2307 as the page asks for it: the '/' percent-encoded. */
export const g2307 = 'admin/members/G%2F2307';
export const emptyPage = { items: [], total: 0, page: 1, pageSize: 20 };
