import {
  applicationDocumentMessages,
  type MemberVerification,
} from '../../../contract/application-documents';
import type { AppContext } from '../../context';
import { notFound } from '../../platform/errors';
import { issuerOf } from '../../platform/pdf/issuer';
import { consumeRateLimit } from '../../platform/rate-limit';
import { isMemberNoInGoodStanding } from '../member-register/public';
import { isMemberCheckCode } from './member-verification-url';

/**
 * GET member-verify/{memberNo}?code= (public; a membership certificate's QR code opens it): the
 * member's standing as the register and the books hold it now, so a certificate of a lapsed member
 * (or one fallen into arrears) says so.
 * Only what the paper itself shows leaves the server: never the e-mail, phone or ID number.
 */
export async function verifyMember(
  context: AppContext,
  memberNo: string,
  code: string,
  clientIp: string,
): Promise<MemberVerification> {
  const { db } = context;
  await consumeRateLimit(db, 'memberChecksPerAddress', clientIp);
  const number = memberNo.trim().toUpperCase();
  // Without the printed check code nothing is confirmed, whether the number exists or not.
  if (!(await isMemberCheckCode(db, number, code)))
    throw notFound(applicationDocumentMessages.memberNotVerified);
  const member = await db
    .selectFrom('member_register')
    .leftJoin('membership_categories', 'membership_categories.code', 'member_register.category')
    .select([
      'member_register.member_no',
      'member_register.first_name',
      'member_register.second_name',
      'member_register.last_name',
      'member_register.status',
      'member_register.category',
      'membership_categories.description',
    ])
    .where('member_register.member_no', '=', number)
    .executeTakeFirst();
  if (!member) throw notFound(applicationDocumentMessages.memberNotVerified);
  return {
    memberNo: member.member_no,
    name: [member.first_name, member.second_name, member.last_name].filter((part) => part?.trim()).join(' '),
    category: member.description ?? member.category,
    status: member.status,
    inGoodStanding: await isMemberNoInGoodStanding(db, member.member_no),
    issuer: (await issuerOf(db)).name,
  };
}
