// The member page's texts and limits, without zod: the links to the page and its dialogs' messages
// are shown by pages that need not carry the validation library. member-records.ts re-exports them.

/**
 * The member page for staff (issue 24): one member record of the register (decisions.md "The
 * member register is the system of record") with everything the body holds on it, and the staff
 * actions on it. Staff read it; admins change it. The member number names the record in every
 * address, percent-encoded, as it holds a '/' (G/2307 is /admin/members/G%2F2307).
 */

export const MEMBER_RECORD_PAGE_SIZE = 20;
export const MEMBER_NOTE_MAX = 2000;
export const STATUS_REASON_MAX = 500;
export const MEMBER_SMS_MAX = 320;
export const MEMBER_EMAIL_TEXT_MAX = 5000;

const kesText = (amount: number) =>
  `KES ${amount.toLocaleString('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const memberRecordMessages = {
  notFound: 'No member with this number is on the register.',
  entrySaved: (memberNo: string) => `The register entry of ${memberNo} was saved.`,
  entryUnchanged: 'Nothing was changed: the entry already holds these details.',
  confirmEntry: (memberNo: string) =>
    `Save these details on the register entry of ${memberNo}? Activation codes and messages go to the e-mail and phone the register holds.`,
  emailTaken: (memberNo: string) => `Another register entry (${memberNo}) already uses this e-mail.`,
  unknownCategory: 'Choose one of the membership categories.',
  sameStatus: (status: string) => `The member is already ${status}. Choose another status.`,
  statusChangedMeanwhile: 'Someone changed this member’s status a moment ago. Reload the page and try again.',
  reasonRequired: 'Give the reason for the change.',
  effectiveOnInvalid: 'Enter the date the change takes effect.',
  effectiveOnFuture: 'The date the change took effect cannot be in the future.',
  statusChanged: (memberNo: string, status: string) => `${memberNo} is now ${status}.`,
  confirmStatus: (name: string, from: string, to: string) =>
    `Change the status of ${name} from ${from} to ${to}? The change and its reason are kept in the member’s history.`,
  noAccountWithStatus:
    'A Deceased or Struck off member cannot activate a portal account; an account they already have stays as it is.',
  invoiceDescriptionRequired: 'Say what the invoice is for.',
  amountPositive: 'Enter an amount above zero.',
  amountCents: 'Enter the amount in KES with at most two decimals.',
  dueDateInvalid: 'Enter the date the invoice is due.',
  dueDatePast: 'The due date cannot be before today.',
  invoiceRaised: (invoiceNo: string, amount: number) => `Invoice ${invoiceNo} of ${kesText(amount)} raised.`,
  confirmInvoice: (amount: number, name: string) =>
    `Raise an invoice of ${kesText(amount)} to ${name}? It is posted to the member’s books at once.`,
  subjectRequired: 'Enter the subject of the e-mail.',
  textRequired: 'Write the message.',
  smsTooLong: `An SMS holds at most ${MEMBER_SMS_MAX} characters.`,
  noEmail: 'The register holds no e-mail for this member. Add one to the entry first.',
  noPhone: 'The register holds no phone for this member. Add one to the entry first.',
  messageSent: (channel: 'email' | 'sms', to: string) =>
    `${channel === 'email' ? 'E-mail' : 'SMS'} to ${to} queued for sending.`,
  noteRequired: 'Write the note first.',
  noteAdded: 'Note added.',
  noAccount: 'This member has no portal account.',
} as const;

/** The staff page of a member record; the number is percent-encoded, as it holds a '/'. */
export const memberPagePath = (memberNo: string): string => `/admin/members/${encodeURIComponent(memberNo)}`;
