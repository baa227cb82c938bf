import type { Application } from '../../../contract/applications';

/** Test-only: one row of GET application; each test sets what it is about. */
export const application = (overrides: Partial<Application> = {}): Application => ({
  Code: 'APP-000012',
  AppliedCategory: 'GRADUATE',
  CategoryDescription: 'Graduate Engineer',
  Amount: 5800,
  ApplicationDateTime: '2026-03-02T09:30:00.000Z',
  status: 'New',
  Submitted: false,
  Resubmission: false,
  membershipComments: [],
  invoiceNo: null,
  postedReceiptNo: null,
  assignedMemberNo: null,
  ProfileID: 'PR-000007',
  ...overrides,
});
