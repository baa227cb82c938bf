import {
  profileSections,
  refereeEntrySchema,
  refereeMessages,
  refereeSchemas,
  sectionMessages,
} from '../../../../contract/profile-sections';
import { conflict } from '../../../platform/errors';
import { issueRefereeRequest } from './referee-requests';
import { defineSection, invalidField } from './section';

/**
 * Referees (spec 2 §2.5, §3, §5; decisions.md "Referees"): registered members an Individual applicant
 * names, each once and never the applicant themself. Adding one e-mails them a request link at the
 * member's address on record (referee-requests.ts); the typed Email is kept as the spec's field only.
 * Once a referee has answered, the entry can no longer be changed; changing the member voids the
 * links already sent and e-mails the new member, and Resend Email sends a new link.
 */
export const refereesSection = defineSection({
  info: profileSections.referees,
  audience: 'Individual',
  table: 'profile_referees',
  schemas: refereeSchemas,
  entry: refereeEntrySchema,
  createPath: profileSections.referees.createPath,
  async check(fields, { db, profileRowId, siblings, current }) {
    if (current && current.response !== null) throw conflict(refereeMessages.alreadyResponded);
    const own = await db
      .selectFrom('profiles')
      .select('member_no')
      .where('id', '=', profileRowId)
      .executeTakeFirstOrThrow();
    if (own.member_no !== null && own.member_no === fields.MemberNo) {
      throw conflict(refereeMessages.notYourself);
    }
    if (siblings.some((sibling) => sibling.memberNo === fields.MemberNo)) {
      throw conflict(refereeMessages.alreadyNamed);
    }
  },
  async columns(fields, { db }) {
    const member = await db
      .selectFrom('member_register')
      .select('member_no')
      .where('member_no', '=', fields.MemberNo)
      .executeTakeFirst();
    if (!member) throw invalidField('MemberNo', refereeMessages.memberNotInRegister);

    const types = await db
      .selectFrom('code_lists')
      .select('code')
      .where('list', '=', 'referee-types')
      .execute();
    if (types.length > 0) {
      if (fields.refereeType === '') throw invalidField('refereeType', refereeMessages.refereeTypeRequired);
      if (!types.some((type) => type.code === fields.refereeType)) {
        throw invalidField('refereeType', sectionMessages.chooseFromList);
      }
    }
    return {
      name: fields.Name,
      address: fields.Address,
      email: fields.Email,
      phone_no: fields.PhoneNo,
      place_of_work: fields.PlaceOfWork,
      designation: fields.Designation,
      member_no: member.member_no,
      referee_type: types.length > 0 ? fields.refereeType : '',
    };
  },
  created: async (row, context) =>
    (await issueRefereeRequest(context, row)) ? undefined : refereeMessages.addedWithoutEmail,
  // The request goes to the member's address on record, so only a change of member needs a new one;
  // a changed typed Email changes no recipient.
  async updated(row, previous, context) {
    if (row.member_no === previous.member_no) return undefined;
    return (await issueRefereeRequest(context, row)) ? undefined : refereeMessages.updatedWithoutEmail;
  },
  entryOf: (row) => ({
    EntryNo: row.entry_no,
    Name: row.name,
    Address: row.address,
    Email: row.email,
    PhoneNo: row.phone_no,
    PlaceOfWork: row.place_of_work,
    Designation: row.designation,
    memberNo: row.member_no,
    refereeType: row.referee_type,
    response: row.response,
  }),
});
