/**
 * CPD consequences and papers (issue 30, decision 0048): reminders, the transcript and its public
 * check, the compliance report. Texts only, no zod: the CPD page and the verification page read them.
 */

const points = (value: number) =>
  `${Number.isInteger(value) ? value : value.toFixed(2)} point${value === 1 ? '' : 's'}`;

export const cpdReminderMessages = {
  subject: (year: number) => `Your CPD for ${year} is behind its requirement`,
  stillNeeded: (year: number, total: number, structured: number, dueDate: string) =>
    `You still need ${points(total)} of verified CPD for ${year}${
      structured > 0 ? `, of which ${points(structured)} structured,` : ''
    } by ${dueDate}.`,
  howTo: 'Log your CPD with its evidence on the CPD page and submit it for verification.',
  sms: (year: number, total: number, dueDate: string) =>
    `You still need ${points(total)} of verified CPD for ${year} by ${dueDate}. Log it on the member portal.`,
  footer: "You receive this reminder because your category's CPD requirement applies to you.",
} as const;

export const cpdTranscriptMessages = {
  notAMember: 'CPD transcripts are for members on the register.',
  notFound: 'This CPD transcript could not be verified. Check the number and scan the code again.',
  badRange: 'The first year of a transcript cannot be after its last year.',
  tooLong: 'A transcript covers at most 10 years.',
  title: 'CPD Transcript',
  download: 'Download CPD transcript',
} as const;

/** A transcript's public number: CPDT-, the issue year, a dash and 8 letters or digits. */
export const isCpdTranscriptNo = (value: string): boolean => /^CPDT-\d{4}-[A-Z0-9]{8}$/.test(value);

/** Its title and file name are the reports page's (contract/reports.ts `cpd-compliance`). */
export const cpdComplianceReport = {
  title: 'CPD compliance by category',
  fileStem: 'cpd-compliance',
  csvHeader: [
    'Category',
    'Category name',
    'Required points',
    'Members',
    'Met',
    'Not met',
    'No records',
    '% met',
  ],
} as const;
