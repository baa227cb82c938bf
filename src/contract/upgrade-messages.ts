// The upgrade texts, without zod: the upgrade document pages show them, and keeping the validation
// library out of them keeps those pages within their budget. upgrades.ts re-exports them, so schemas
// and server code import them from there as before.

export const upgradeMessages = {
  submitted: 'Upgrade Application Submitted Successfully',
  notMember: 'Only members with a member number can apply for an upgrade.',
  notAPlan: 'That category is not an upgrade open to your membership category.',
  checklistIncomplete: 'Complete every item of the requirements checklist before you submit.',
  alreadyPending: 'You already have an upgrade application waiting for a decision.',
  notFound: 'Upgrade application not found.',
  documentNotFound: 'Document not found.',
  notPaid: 'The upgrade fee has not been paid yet, so the upgrade cannot go to the committee.',
  transitionRefused: (status: string, action: string) =>
    `An upgrade in status ${status} cannot be moved by "${action}".`,
  moved: (status: string) => `Upgrade moved to ${status}.`,
  commentTooLong: 'A comment can be at most 2000 characters.',
  confirmTerms:
    'By submitting, you confirm that the information in your profile is true and complete, and you agree to pay the upgrade fee before your application is reviewed.',
  noPlans: 'There is no upgrade open to your membership category.',
  noUpgrades: 'You have not applied for an upgrade yet.',
  noComments: 'No reviewer comments yet.',
  requirementChecklist: 'Complete the requirements checklist',
  requirementPayment: 'Payment fully made',
  confirmLabel: 'I Confirm to upgrade',
} as const;
