// The rules and words of review assignment without zod, so the review pages' data module (shared
// with the document pages, which stay free of zod) can read the queue's address. review-assignment.ts
// builds its schemas on these and re-exports them.

/** How many applications one "Assign to…" may change: a page of the queue and then some. */
export const ASSIGN_MAX = 100;

export const assignmentMessages = {
  notStaff: 'Only an active staff reviewer (an admin or approver account) can be assigned.',
  tooMany: `Assign at most ${ASSIGN_MAX} applications at a time.`,
  noneChosen: 'Choose at least one application.',
  notFound: (codes: readonly string[]) => `No application ${codes.join(', ')}.`,
  notWaiting: (codes: readonly string[]) =>
    `Only work waiting for a decision can be assigned: ${codes.join(', ')} ${codes.length === 1 ? 'is' : 'are'} finished or not submitted.`,
  assigned: (count: number, name: string) =>
    `${count === 1 ? 'Application' : `${count} applications`} assigned to ${name}.`,
  unassigned: (count: number) => `${count === 1 ? 'Application' : `${count} applications`} unassigned.`,
} as const;

/** Who the queue lists: anyone's work, the caller's, nobody's yet, or one reviewer's (their id). */
export const assigneeFilterPattern = /^(me|none|\d{1,9})$/;
export type AssigneeFilter = 'me' | 'none' | `${number}`;

/** How long it has waited: past its stage's due date, or more than a number of days in the stage. */
export const ageFilterPattern = /^(overdue|\d{1,4})$/;

/** The age filter's choices in the queue; the server takes any whole number of days. */
export const ageFilterChoices = [
  { value: 'overdue', label: 'Overdue' },
  { value: '7', label: 'More than 7 days in stage' },
  { value: '14', label: 'More than 14 days in stage' },
  { value: '30', label: 'More than 30 days in stage' },
] as const;
