import type { MembershipCategory } from './types.js';

/**
 * What an applicant must have ready before applying (GET /api/application/requirements). The
 * list a category shows depends on its type and on whether it leads to an entitled grade.
 */
const individual = [
  'A copy of your national ID or passport, both sides, as one PDF',
  'A recent passport-size photograph (PNG or JPEG)',
  'Your academic certificates and transcripts (PDF)',
  'Details of your engineering work experience, with employer contacts',
  'The names and e-mail addresses of referees who can vouch for your work',
  'The application fee, payable by M-Pesa or card when you submit',
];

const entitledExtras = [
  'Your registration certificate with the Engineers Board, if registered',
  'A record of your Continuing Professional Development for the last three years',
];

const studentExtras = ['A letter from your university confirming that you are a current student'];

const firm = [
  "The firm's certificate of incorporation or registration (PDF)",
  "The firm's KRA PIN certificate (PDF)",
  'A list of the directors and partners with their professional registration numbers',
  "The firm's current tax compliance certificate (PDF)",
  'The company logo (PNG or JPEG)',
  'The application fee, payable by M-Pesa or card when you submit',
];

export function requirementsFor(category: MembershipCategory): string[] {
  if (category.type === 'Corporate') return firm;
  if (category.code === 'STUDENT')
    return [...individual.slice(0, 3), ...studentExtras, individual[5] as string];
  return category.entitled
    ? [...individual.slice(0, 5), ...entitledExtras, individual[5] as string]
    : individual;
}
