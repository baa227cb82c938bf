import type { Upgrade } from '../../../contract/upgrades';

/** Test-only: an upgrade row as GET upgrade answers it. */
export const upgrade = (changes: Partial<Upgrade> = {}): Upgrade => ({
  code: 'UPG000007',
  fromCategory: 'CORPORATE',
  toCategory: 'PROFESSIONAL',
  fromCategoryName: 'Corporate Member',
  toCategoryName: 'Professional Engineer',
  amount: 11000,
  subsPeriod: 2026,
  status: 'Open',
  membershipComments: [],
  postedReceiptNo: null,
  proFormaRef: 'INV-0042',
  ProfileID: 'P-1',
  ...changes,
});

export const visibleComment = {
  displayName: 'Amina Hassan',
  commentDate: '2026-03-01T10:00:00.000Z',
  comment: 'Please attach your CPD record.',
  hiddenFromApplicant: false as const,
};
