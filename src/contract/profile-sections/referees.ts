import { z } from 'zod';
import { filled, firstBroken, messages } from '../common';
import { normalizeMemberNo, registerLimits } from '../member-register';
import {
  entryBase,
  entryNoSchema,
  isEmail,
  optionalText,
  requiredText,
  sectionSchemas,
  within,
} from './fields';
import { sectionMessages } from './messages';

// Referees (spec 2 §2.5, §3 Referee, §5 Referee, §7). Individual users name registered members as
// referees; each is e-mailed a single-use link to answer (decisions.md "Referees").

export const refereeMessages = {
  /** spec */
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  phoneRequired: 'Phone No is required',
  memberNoRequired: 'Member No is required',
  refereeTypeRequired: 'Referee Type is required',
  /** spec: the answer of POST profile/referee/send_email */
  emailSent: 'Email Sent',
  /** Not fixed by the spec. */
  memberNotInRegister: 'Member number not found in the register',
  notYourself: 'You cannot be your own referee. Name another member.',
  alreadyNamed: 'This member is already one of your referees.',
  alreadyResponded: 'This referee has already responded.',
  searchRequired: 'Enter a member number to search.',
  noMember: 'No member with that number.',
  resendWait:
    'A request was e-mailed to this referee a moment ago. Please wait a few minutes before sending another.',
  profileEmailsWait:
    'Too many referee e-mails were sent from your profile in the last hour. Please try again later.',
  searchWait: 'Too many searches. Please wait a few minutes and try again.',
  searchNeedsProfile: 'Create your profile first, then search the register for your referees.',
  /** The add and update answers when the member's request could not be e-mailed. */
  addedWithoutEmail:
    'Referee added. This member has no e-mail address on record, so no request was sent; ask the secretariat to update the register.',
  updatedWithoutEmail:
    'Referee updated. This member has no e-mail address on record, so no request was sent; ask the secretariat to update the register.',
  noEmailOnRecord:
    'This member has no e-mail address on record, so no request can be sent. Ask the secretariat to update the register.',
} as const;

/** Referee answers (spec 2 §3, §4): blank while pending, then Accept or Reject. */
export const refereeResponses = ['Accept', 'Reject'] as const;
export type RefereeResponse = (typeof refereeResponses)[number];

/** How long a referee's request link works (decisions.md: the link expires and works once). */
export const REFEREE_LINK_DAYS = 14;

const refereeEmail = z
  .string({ error: refereeMessages.emailRequired })
  .trim()
  .superRefine(firstBroken([filled, refereeMessages.emailRequired], [isEmail, messages.emailInvalid]))
  .transform((value) => value.toLowerCase());

/** Phone accepts digits only (spec 2 §5 Referee); at most 15, as in E.164. */
const refereePhone = z
  .string({ error: refereeMessages.phoneRequired })
  .trim()
  .superRefine(
    firstBroken(
      [filled, refereeMessages.phoneRequired],
      [(value) => /^\d*$/.test(value), sectionMessages.digitsOnly],
      [within(15), sectionMessages.phoneTooLong],
    ),
  );

/** A member number as the register keeps it: no spaces, upper case. */
export const refereeMemberNo = requiredText(
  refereeMessages.memberNoRequired,
  registerLimits.memberNo,
).transform(normalizeMemberNo);

/**
 * refereeType is a code of the setup list referee-types. It is required while that list has codes
 * (spec 2 §2.5); the server checks the code against the list, the form uses `refereeFormSchema`.
 */
export const refereeSchemas = sectionSchemas({
  Name: requiredText(refereeMessages.nameRequired, 150),
  Address: optionalText(150),
  Email: refereeEmail,
  PhoneNo: refereePhone,
  PlaceOfWork: optionalText(150),
  Designation: optionalText(100),
  MemberNo: refereeMemberNo,
  refereeType: optionalText(40),
});
export type RefereeInput = z.input<typeof refereeSchemas.create>;

/** The dialog's schema: refereeType is required when the setup list has referee types. */
export const refereeFormSchema = (typesExist: boolean) =>
  typesExist
    ? refereeSchemas.create.superRefine((value, context) => {
        if (value.refereeType === '') {
          context.addIssue({
            code: 'custom',
            message: refereeMessages.refereeTypeRequired,
            path: ['refereeType'],
          });
        }
      })
    : refereeSchemas.create;

export const refereeEntrySchema = z.object({
  ...entryBase,
  Name: z.string(),
  Address: z.string(),
  Email: z.string(),
  PhoneNo: z.string(),
  PlaceOfWork: z.string(),
  Designation: z.string(),
  /** spec 2 §3: MemberNo is returned as memberNo. */
  memberNo: z.string(),
  refereeType: z.string(),
  response: z.enum(refereeResponses).nullable(),
});
export type RefereeEntry = z.infer<typeof refereeEntrySchema>;

/** POST /api/profile/referee/search: an exact member number. */
export const refereeSearchSchema = z.object({
  search: requiredText(refereeMessages.searchRequired, registerLimits.memberNo).transform(normalizeMemberNo),
});
export type RefereeSearchRequest = z.input<typeof refereeSearchSchema>;

/**
 * What a search answers (spec 2 §3 "Referee search result"); nothing else of the member leaves the
 * server. Email is the member register's published e-mail, never the login e-mail of the member's
 * account; the request is e-mailed to the address on record whatever the form sends.
 */
export const refereeSearchResultSchema = z.object({
  FirstName: z.string(),
  SecondName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  MemberNo: z.string(),
  workExperience: z.object({
    PhoneNo: z.string(),
    Address: z.string(),
    PlaceOfWork: z.string(),
    Designation: z.string(),
  }),
});
export type RefereeSearchResult = z.infer<typeof refereeSearchResultSchema>;

/** POST /api/profile/referee/send_email names the referee by EntryNo. */
export const refereeSendEmailSchema = z.object({ EntryNo: entryNoSchema });
export type RefereeSendEmailRequest = z.input<typeof refereeSendEmailSchema>;
