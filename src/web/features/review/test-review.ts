import type { ReviewDetail, ReviewQueueItem } from '../../../contract/applications';
import type { Reviewer, StageTiming } from '../../../contract/review-assignment';

/** Test-only: the staff reviewers GET review/reviewers answers. */
export const reviewers: Reviewer[] = [
  { id: 3, name: 'Admin Kamau' },
  { id: 4, name: 'Approver Njeri' },
];

/** Test-only: an application three days into a stage due in seven. */
export const waitingTiming: StageTiming = {
  stageEnteredAt: '2026-03-02T09:30:00.000Z',
  daysInStage: 3,
  dueAt: '2026-03-09T09:30:00.000Z',
  overdue: false,
};

/** Test-only: a queue row; tests change what they are about. */
export const queueItem = (code: string, overrides: Partial<ReviewQueueItem> = {}): ReviewQueueItem => ({
  id: Number(code.replace(/\D/g, '')) || 1,
  code,
  applicantName: `Applicant ${code}`,
  email: `${code.toLowerCase()}@example.test`,
  userType: 'Individual',
  category: 'GRADUATE',
  status: 'Open',
  submittedAt: '2026-03-02T09:30:00.000Z',
  updatedAt: '2026-03-02T09:30:00.000Z',
  paid: true,
  assignedMemberNo: null,
  assignee: null,
  timing: waitingTiming,
  ...overrides,
});

export const graduateCategory = {
  Code: 'GRADUATE',
  Description: 'Graduate Engineer',
  categoryType: 'Individual',
  CanApply: true,
  entitled: false,
  charges: [],
};

/** Test-only: an Open application as GET review/applications/{code} answers it. */
export const reviewDetail = (overrides: Partial<ReviewDetail> = {}): ReviewDetail => ({
  code: 'APP-000042',
  status: 'Open',
  category: 'GRADUATE',
  categoryDescription: 'Graduate Engineer',
  submittedAt: '2026-03-02T09:30:00.000Z',
  assignedMemberNo: null,
  applicant: {
    userId: 12,
    name: 'Grace Wanjiru',
    email: 'grace@example.test',
    phone: '0711000111',
    idNumber: '30111222',
    type: 'Individual',
    profileId: 'PR-000012',
  },
  checklist: [
    { description: 'Complete your profile', pass: true },
    { description: 'Upload your CV', pass: false },
  ],
  referees: [
    {
      entryNo: 3,
      name: 'Eng. Peter Otieno',
      memberNo: 'M-0101',
      refereeType: 'Professional',
      response: 'Accept',
      respondedAt: '2026-03-03T10:00:00.000Z',
      remarks: null,
    },
    {
      entryNo: 4,
      name: 'Eng. Mary Achieng',
      memberNo: 'M-0202',
      refereeType: 'Academic',
      response: null,
      respondedAt: null,
      remarks: null,
    },
  ],
  payment: { invoiceNo: 'INV-000077', amount: 5800, paid: 0, receiptNos: [] },
  history: [
    { from: 'New', to: 'Open', actor: 'Grace Wanjiru', at: '2026-03-02T09:30:00.000Z', comment: null },
  ],
  comments: [
    {
      id: 1,
      displayName: 'Approver One',
      commentDate: '2026-03-04T08:00:00.000Z',
      comment: 'Checked the degree certificate.',
      hiddenFromApplicant: true,
    },
    {
      id: 2,
      displayName: 'Approver One',
      commentDate: '2026-03-04T08:05:00.000Z',
      comment: 'Please upload a clearer ID.',
      hiddenFromApplicant: false,
    },
  ],
  allowedActions: ['advance', 'return'],
  assignment: { assignee: null, assignedAt: null },
  timing: waitingTiming,
  ...overrides,
});
