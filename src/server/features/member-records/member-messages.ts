import { normalizePhone } from '../../../contract/access';
import { MEMBER_RECORD_PAGE_SIZE } from '../../../contract/member-records';
import type { OutboxMessage } from '../../../contract/outbox';
import type { Db } from '../../db/database';
import { outboxSummaryColumns } from '../../platform/outbox';
import { findMember } from './find-member';
import { offsetOf, pageOf } from './paging';

/**
 * GET admin/members/{memberNo}/messages (admins, as the message log): the e-mails and SMS sent to
 * the contacts the register holds and to the account's, newest first. The outbox keeps recipients,
 * not people, so a message to an address the member no longer has is not theirs to show.
 */
export async function memberMessages(db: Db, memberNo: string, page: number) {
  const member = await findMember(db, memberNo);
  const account =
    member.user_id === null
      ? undefined
      : await db
          .selectFrom('users')
          .select(['email', 'phone_no'])
          .where('id', '=', member.user_id)
          .executeTakeFirst();
  const phones = [member.phone, account?.phone_no].flatMap((phone) =>
    phone ? [phone, normalizePhone(phone) ?? phone] : [],
  );
  const recipients = [
    ...new Set([member.email, account?.email, ...phones].filter((value): value is string => Boolean(value))),
  ];
  if (recipients.length === 0) return pageOf<OutboxMessage>([], 0, page);
  const base = db.selectFrom('outbox').where('recipient', 'in', recipients);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const items = await base
    .select(outboxSummaryColumns)
    .orderBy('id', 'desc')
    .limit(MEMBER_RECORD_PAGE_SIZE)
    .offset(offsetOf(page))
    .execute();
  return pageOf(
    items.map(({ secret, ...item }) => ({ ...item, secret: secret === 1 })),
    total,
    page,
  );
}
